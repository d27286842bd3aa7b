import type { z } from "zod";
import { packEditionsFileSchema, packGameGlobalsFileSchema } from "./gameRulesRecord.ts";
import { packCraftsFileSchema, packStationsFileSchema } from "./hideoutRecord.ts";
import { packCategoriesFileSchema, packItemsFileSchema, packTarkovDevItemsFileSchema } from "./itemRecord.ts";
import { packLocaleFileSchema } from "./localeRecord.ts";
import { packExitsFileSchema, packExtractsFileSchema, packMapPositionsFileSchema, packMapsFileSchema, packSpawnsFileSchema } from "./mapRecord.ts";
import { packFleaScansFileSchema, packPriceSnapshotsFileSchema } from "./priceRecord.ts";
import { packQuestsFileSchema } from "./questRecord.ts";
import {
  TARKOVDEV_2026_DIR,
  tarkovDevBartersFileSchema,
  tarkovDevCraftsFileSchema,
  tarkovDevHideoutFileSchema,
  tarkovDevItemsFileSchema,
  tarkovDevNamesFileSchema,
  tarkovDevTradersFileSchema,
} from "./tarkovDevPack.ts";
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
  stations: { path: "hideout_stations.json", schema: packStationsFileSchema },
  crafts: { path: "crafts.json", schema: packCraftsFileSchema },
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
  // json.tarkov.dev's snapshot of 2026-07-16 (regular mode): the hideout, crafts, barters, traders, what traders pay
  // and sell (tarkovDevPack.ts reads them into the pack's records; the 2025 traders.json, barters.json and
  // trader_cash_offers.json are not read any more).
  tarkovDevHideout: { path: `${TARKOVDEV_2026_DIR}/hideout.json.gz`, schema: tarkovDevHideoutFileSchema },
  tarkovDevHideoutNames: { path: `${TARKOVDEV_2026_DIR}/hideout_en.json.gz`, schema: tarkovDevNamesFileSchema },
  tarkovDevCrafts: { path: `${TARKOVDEV_2026_DIR}/crafts.json.gz`, schema: tarkovDevCraftsFileSchema },
  tarkovDevBarters: { path: `${TARKOVDEV_2026_DIR}/barters.json.gz`, schema: tarkovDevBartersFileSchema },
  tarkovDevTraders: { path: `${TARKOVDEV_2026_DIR}/traders.json.gz`, schema: tarkovDevTradersFileSchema },
  tarkovDevTraderNames: { path: `${TARKOVDEV_2026_DIR}/traders_en.json.gz`, schema: tarkovDevNamesFileSchema },
  tarkovDevItems: { path: `${TARKOVDEV_2026_DIR}/items.json.gz`, schema: tarkovDevItemsFileSchema },
  tarkovDevItemNames: { path: `${TARKOVDEV_2026_DIR}/items_en.json.gz`, schema: tarkovDevNamesFileSchema },
} as const;

export type PackFileKey = keyof typeof PACK_FILES;
export type PackFile<K extends PackFileKey> = z.infer<(typeof PACK_FILES)[K]["schema"]>;

/** The locale files' schema (`locales/<code>.json`, one per game language). */
export const PACK_LOCALE_SCHEMA = packLocaleFileSchema;
