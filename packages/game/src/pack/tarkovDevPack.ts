import { z } from "zod";
import { type PackCraft, type PackStation, packCraftSchema, packStationSchema } from "./hideoutRecord.ts";
import type { PackFile, PackFileKey } from "./packFiles.ts";
import { parsePackJson } from "./parsePack.ts";
import {
  barterRecord,
  craftRecord,
  type StationFacts,
  stationRecord,
  type TarkovDevAttribute,
  type TarkovDevBarter,
  type TarkovDevCraft,
  type TarkovDevStation,
} from "./tarkovDevRules.ts";
import { type PackBarter, type PackCashOffer, type PackTrader, packBarterSchema, packCashOfferSchema, packTraderSchema } from "./traderRecord.ts";

/*
 * The 2026 hideout, crafts, barters, traders and trader sell prices of the pack: json.tarkov.dev
 * snapshots copied byte for byte into data/tarkovdev_2026/regular (data/README.md). That format
 * names records by id (no nested objects), gives names as locale keys that the `*_en` files
 * resolve, and attributes as objects. Each file is typed here; `tarkovDevRecords` reads them into
 * the records the site already uses (the pack's station, craft, barter and trader records), with
 * the rules the live import shares (tarkovDevRules.ts).
 */

/** When the snapshot was fetched from json.tarkov.dev (its manifest's `fetchedAt`; EFT 1.0.6.5.46189). */
export const TARKOVDEV_2026_FETCHED_AT = "2026-07-16T12:33:37.301Z";

/** The directory of the copied files (regular game mode = PvP). */
export const TARKOVDEV_2026_DIR = "tarkovdev_2026/regular";

const attributes = z.record(z.string(), z.union([z.boolean(), z.number(), z.string()]).nullable());
const contained = z.object({ item: z.string().min(1), count: z.number(), attributes: attributes.optional() });

export const tarkovDevNamesFileSchema = z.record(z.string(), z.string());

const station = z.object({
  id: z.string().min(1),
  name: z.string(),
  areaType: z.number().int(),
  levels: z.array(
    z.object({
      level: z.number().int().min(1),
      constructionTime: z.number(),
      itemRequirements: z.array(z.object({ item: z.string().min(1), count: z.number().int(), attributes })),
      stationLevelRequirements: z.array(z.object({ station: z.string().min(1), level: z.number().int() })),
      skillRequirements: z.array(z.object({ skill: z.string().nullable(), level: z.number().int() })),
      traderRequirements: z.array(z.object({ trader: z.string().min(1), requirementType: z.string().nullable(), value: z.number().int().nullable() })),
      bonuses: z.array(z.object({ type: z.string(), value: z.number().nullable() })).nullable(),
    }),
  ),
});
export const tarkovDevHideoutFileSchema = z.record(z.string(), station);

export const tarkovDevCraftsFileSchema = z.array(
  z.object({
    id: z.string().min(1),
    station: z.string().min(1),
    level: z.number().int(),
    duration: z.number(),
    taskUnlock: z.string().nullish(),
    requiredItems: z.array(contained),
    productItem: contained,
  }),
);

export const tarkovDevBartersFileSchema = z.array(
  z.object({
    id: z.string().min(1),
    trader: z.string().min(1),
    minTraderLevel: z.number().int(),
    buyLimit: z.number().int().nullable(),
    taskUnlock: z.string().nullish(),
    requiredItems: z.array(contained),
    offeredItem: contained,
  }),
);

export const tarkovDevTradersFileSchema = z.record(
  z.string(),
  z.object({
    id: z.string().min(1),
    name: z.string(),
    currency: z.enum(["RUB", "USD", "EUR"]),
    levels: z.array(z.object({ level: z.number().int(), requiredPlayerLevel: z.number(), requiredReputation: z.number(), requiredCommerce: z.number() })),
  }),
);

const currency = z.enum(["RUB", "USD", "EUR"]);

/** The items file as far as the pack reads it: what traders pay for each item, and what they sell it for. */
export const tarkovDevItemsFileSchema = z.object({
  items: z.record(
    z.string(),
    z.object({
      id: z.string().min(1),
      sellToTrader: z
        .array(z.object({ trader: z.string().min(1), price: z.number(), priceRUB: z.number(), currency }))
        .nullable()
        .optional(),
      buyFromTrader: z
        .array(
          z.object({
            trader: z.string().min(1),
            price: z.number(),
            currency,
            minTraderLevel: z.number().int(),
            taskUnlock: z.string().nullable(),
            buyLimit: z.number().int().nullable(),
          }),
        )
        .nullable()
        .optional(),
    }),
  ),
});

export type TarkovDevHideoutFile = z.infer<typeof tarkovDevHideoutFileSchema>;
export type TarkovDevCraftsFile = z.infer<typeof tarkovDevCraftsFileSchema>;
export type TarkovDevBartersFile = z.infer<typeof tarkovDevBartersFileSchema>;
export type TarkovDevTradersFile = z.infer<typeof tarkovDevTradersFileSchema>;
export type TarkovDevItemsFile = z.infer<typeof tarkovDevItemsFileSchema>;
export type TarkovDevNamesFile = z.infer<typeof tarkovDevNamesFileSchema>;

/** A trader's price for an item (in the trader's currency, and in roubles as tarkov.dev converts it). */
export const packTraderSellSchema = z.object({
  itemId: z.string().min(1),
  traderId: z.string().min(1),
  price: z.number().positive(),
  priceRub: z.number().positive(),
  currency: z.enum(["RUB", "USD", "EUR"]),
});
export type PackTraderSell = z.infer<typeof packTraderSellSchema>;

export interface TarkovDevFiles {
  hideout: TarkovDevHideoutFile;
  hideoutNames: TarkovDevNamesFile;
  crafts: TarkovDevCraftsFile;
  barters: TarkovDevBartersFile;
  traders: TarkovDevTradersFile;
  traderNames: TarkovDevNamesFile;
  items: TarkovDevItemsFile;
  itemNames: TarkovDevNamesFile;
  /** The 2025 stations (`hideout_stations.json`): fuel need and parent area, which tarkov.dev does not give. */
  stations2025: readonly PackStation[];
  /** The 2025 crafts (`crafts.json`): the storage limit (water collector, bitcoin farm), which tarkov.dev does not give. */
  crafts2025: readonly PackCraft[];
  /** A quest's English name by id (a barter's unlocking quest). */
  questName: (id: string) => string | null | undefined;
}

export interface TarkovDevRecords {
  stations: PackStation[];
  crafts: PackCraft[];
  barters: PackBarter[];
  traders: PackTrader[];
  sells: PackTraderSell[];
  /**
   * What traders sell for money (`buyFromTrader`). tarkov.dev gives no assort id: an offer's id is
   * its item's id and its place in the item's list (`<item id>-<n>`).
   */
  cashOffers: PackCashOffer[];
  /** tarkov.dev's derived records left out (`<id>-…`: an ammo pack's rounds, replicas). */
  skipped: { crafts: number; barters: number };
}

/** json.tarkov.dev's attributes object as the GraphQL reply's list (`{ foundInRaid: true }` -> `[{ type, value: "true" }]`). */
function attributeList(a: Record<string, unknown> | undefined): TarkovDevAttribute[] {
  return Object.entries(a ?? {}).map(([type, value]) => ({ type, value: value === null || value === undefined ? null : String(value) }));
}

const file = (name: string) => `${TARKOVDEV_2026_DIR}/${name}`;

/**
 * The pack's 2026 stations, crafts, barters, traders and trader sell prices from the copied
 * json.tarkov.dev files, each record parsed with the pack's schema (a mismatch names the file, the
 * record and the field). A station's area type is the file's own (`areaType`); its fuel need and
 * parent area come from the 2025 station of the same id (none there: no fuel, no parent).
 */
export function tarkovDevRecords(f: TarkovDevFiles): TarkovDevRecords {
  const tr = (names: TarkovDevNamesFile, key: string | null | undefined) => (key ? (names[key] ?? null) : null);
  const typeOf = new Map(Object.values(f.hideout).map((s) => [s.id, s.areaType]));
  const old = new Map(f.stations2025.map((s) => [s.id, s]));

  const stations = Object.values(f.hideout).map((s) => {
    const facts: StationFacts = { type: s.areaType, needsFuel: old.get(s.id)?.needsFuel ?? false, parentArea: old.get(s.id)?.parentArea ?? null };
    const reply: TarkovDevStation = {
      id: s.id,
      name: tr(f.hideoutNames, s.name),
      levels: s.levels.map((l) => ({
        level: l.level,
        constructionTime: l.constructionTime,
        itemRequirements: l.itemRequirements.map((r) => ({ item: { id: r.item }, count: r.count, attributes: attributeList(r.attributes) })),
        stationLevelRequirements: l.stationLevelRequirements.map((r) => ({ station: { id: r.station }, level: r.level })),
        skillRequirements: l.skillRequirements.map((r) => ({ skill: { id: r.skill }, level: r.level })),
        traderRequirements: l.traderRequirements.map((r) => ({ trader: { id: r.trader }, requirementType: r.requirementType, value: r.value })),
        bonuses: l.bonuses,
      })),
    };
    return stationRecord(reply, facts, (id) => typeOf.get(id));
  });

  const limits = new Map(f.crafts2025.map((c) => [c.id, c.productionLimitCount]));
  const crafts: PackCraft[] = [];
  let skippedCrafts = 0;
  for (const c of f.crafts) {
    const stationType = typeOf.get(c.station);
    const reply: TarkovDevCraft = {
      id: c.id,
      station: { id: c.station },
      level: c.level,
      duration: c.duration,
      taskUnlock: c.taskUnlock ? { id: c.taskUnlock } : null,
      requiredItems: c.requiredItems.map((r) => ({ item: { id: r.item }, count: r.count, attributes: attributeList(r.attributes) })),
      rewardItems: [{ item: { id: c.productItem.item }, count: c.productItem.count }],
    };
    const craft = stationType === undefined ? null : craftRecord(reply, stationType, limits.get(c.id) ?? 0);
    if (craft) crafts.push(craft);
    else skippedCrafts++;
  }

  const itemName = (id: string) => tr(f.itemNames, `${id} Name`);
  const barters: PackBarter[] = [];
  let skippedBarters = 0;
  for (const b of f.barters) {
    const reply: TarkovDevBarter = {
      id: b.id,
      trader: { id: b.trader },
      level: b.minTraderLevel,
      buyLimit: b.buyLimit,
      taskUnlock: b.taskUnlock ? { id: b.taskUnlock, name: f.questName(b.taskUnlock) ?? null } : null,
      requiredItems: b.requiredItems.map((r) => ({ item: { id: r.item, name: itemName(r.item) }, count: r.count, attributes: attributeList(r.attributes) })),
      rewardItems: [{ item: { id: b.offeredItem.item, name: itemName(b.offeredItem.item) }, count: b.offeredItem.count }],
    };
    const barter = barterRecord(reply);
    if (barter) barters.push(barter);
    else skippedBarters++;
  }

  const traders = Object.values(f.traders).map((t) => ({
    id: t.id,
    nickname: tr(f.traderNames, t.name),
    currency: t.currency,
    loyaltyLevels: t.levels.map((l) => ({
      level: l.level,
      minPlayerLevel: l.requiredPlayerLevel,
      minSalesSum: l.requiredCommerce,
      minStanding: l.requiredReputation,
    })),
  }));

  const sells: PackTraderSell[] = Object.values(f.items.items).flatMap((i) =>
    (i.sellToTrader ?? [])
      .filter((s) => s.price > 0)
      .map((s) => ({ itemId: i.id, traderId: s.trader, price: s.price, priceRub: s.priceRUB, currency: s.currency })),
  );

  const cashOffers: PackCashOffer[] = Object.values(f.items.items).flatMap((i) =>
    (i.buyFromTrader ?? []).map((o, n) => ({
      assortId: `${i.id}-${n}`,
      traderId: o.trader,
      loyaltyLevel: o.minTraderLevel,
      item: { itemId: i.id, itemName: itemName(i.id) ?? "", count: 1 },
      buyRestrictionMax: o.buyLimit,
      questUnlock: o.taskUnlock ? { status: "success", questId: o.taskUnlock, questName: f.questName(o.taskUnlock) ?? o.taskUnlock } : null,
      price: o.price,
      currency: o.currency,
    })),
  );

  return {
    stations: parsePackJson(file("hideout.json.gz"), z.object({ stations: z.array(packStationSchema) }), { stations }).stations,
    crafts: parsePackJson(file("crafts.json.gz"), z.object({ crafts: z.array(packCraftSchema) }), { crafts }).crafts,
    barters: parsePackJson(file("barters.json.gz"), z.object({ barters: z.array(packBarterSchema) }), { barters }).barters,
    traders: parsePackJson(file("traders.json.gz"), z.object({ traders: z.array(packTraderSchema) }), { traders }).traders,
    sells: parsePackJson(file("items.json.gz"), z.object({ sells: z.array(packTraderSellSchema) }), { sells }).sells,
    cashOffers: parsePackJson(file("items.json.gz"), z.object({ offers: z.array(packCashOfferSchema) }), { offers: cashOffers }).offers,
    skipped: { crafts: skippedCrafts, barters: skippedBarters },
  };
}

/** The 2026 records of a pack, its files read by `file` (the import's pack, or the tests' copy of data/). */
export function tarkovDevRecordsOf(file: <K extends PackFileKey>(key: K) => PackFile<K>): TarkovDevRecords {
  const quests = new Map(file("quests").quests.map((q) => [q.id, q.name]));
  return tarkovDevRecords({
    hideout: file("tarkovDevHideout"),
    hideoutNames: file("tarkovDevHideoutNames"),
    crafts: file("tarkovDevCrafts"),
    barters: file("tarkovDevBarters"),
    traders: file("tarkovDevTraders"),
    traderNames: file("tarkovDevTraderNames"),
    items: file("tarkovDevItems"),
    itemNames: file("tarkovDevItemNames"),
    stations2025: file("stations").stations,
    crafts2025: file("crafts").crafts,
    questName: (id) => quests.get(id),
  });
}
