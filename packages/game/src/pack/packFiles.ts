import type { z } from "zod";
import { packEditionsFileSchema, packGameGlobalsFileSchema } from "./gameRulesRecord.ts";
import { packCraftsFileSchema, packStationsFileSchema } from "./hideoutRecord.ts";
import { packCategoriesFileSchema, packItemsFileSchema, packTarkovDevItemsFileSchema } from "./itemRecord.ts";
import { packLocaleFileSchema } from "./localeRecord.ts";
import { packExitsFileSchema, packExtractsFileSchema, packMapPositionsFileSchema, packMapsFileSchema, packSpawnsFileSchema } from "./mapRecord.ts";
import { packFleaScansFileSchema, packPriceSnapshotsFileSchema } from "./priceRecord.ts";
import { packQuestsFileSchema } from "./questRecord.ts";
import { packBartersFileSchema, packCashOffersFileSchema, packTradersFileSchema } from "./traderRecord.ts";
import { packProperties2022FileSchema, packPropertiesFileSchema } from "./weaponRecord.ts";

/**
 * The data pack's files the site reads, each with the schema its records are parsed with once, at
 * import (data/README.md describes them). Nothing past the import reads a pack file untyped. A file
 * whose name ends in `.gz` is gzip-compressed JSON.
 */
export const PACK_FILES = {
  items: { path: "items.json", schema: packItemsFileSchema },
  itemsTarkovDev: { path: "items_tarkovdev_2026.json.gz", schema: packTarkovDevItemsFileSchema },
  categories: { path: "handbook_categories.json", schema: packCategoriesFileSchema },
  traders: { path: "traders.json", schema: packTradersFileSchema },
  stations: { path: "hideout_stations.json", schema: packStationsFileSchema },
  crafts: { path: "crafts.json", schema: packCraftsFileSchema },
  barters: { path: "barters.json", schema: packBartersFileSchema },
  cashOffers: { path: "trader_cash_offers.json", schema: packCashOffersFileSchema },
  quests: { path: "quests_2025.json", schema: packQuestsFileSchema },
  maps: { path: "maps/maps.json", schema: packMapsFileSchema },
  mapSpawns: { path: "maps/spawns.json", schema: packSpawnsFileSchema },
  mapExtracts: { path: "maps/extract_positions_tarkovdev.json", schema: packExtractsFileSchema },
  mapExits: { path: "maps/exits_and_bosses.json", schema: packExitsFileSchema },
  mapPositions: { path: "maps/map_positions_tarkovdev_2026.json.gz", schema: packMapPositionsFileSchema },
  properties: { path: "item_properties_2025.json", schema: packPropertiesFileSchema },
  properties2022: { path: "item_properties_2022.json", schema: packProperties2022FileSchema },
  fleaScans: { path: "price_history/flea_prices_2026.json.gz", schema: packFleaScansFileSchema },
  prices2023: { path: "price_history/flea_price_snapshots_2023.json", schema: packPriceSnapshotsFileSchema },
  editions: { path: "editions.json", schema: packEditionsFileSchema },
  globals: { path: "game_globals.json", schema: packGameGlobalsFileSchema },
} as const;

export type PackFileKey = keyof typeof PACK_FILES;
export type PackFile<K extends PackFileKey> = z.infer<(typeof PACK_FILES)[K]["schema"]>;

/** The locale files' schema (`locales/<code>.json`, one per game language). */
export const PACK_LOCALE_SCHEMA = packLocaleFileSchema;
