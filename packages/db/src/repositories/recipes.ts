import type { PackCraft, PackStation } from "@raidkit/game";
import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

export interface CraftRecord {
  id: string;
  stationId: string;
  stationName: string | null;
  stationNames: Record<string, string>;
  level: number;
  durationSec: number;
  needsFuel: boolean;
  inputs: { uid: string; count: number }[];
  tools: { uid: string }[];
  output: { uid: string; count: number };
  questUnlock: string | null;
  /** How many finished products the station holds before it stops (the bitcoin farm's storage); null when the data sets none. */
  productionLimit: number | null;
}

export interface BarterRecord {
  id: string;
  trader: string;
  loyaltyLevel: number;
  questUnlock: string | null;
  inputs: { uid: string; count: number }[];
  output: { uid: string; count: number };
}

export interface CashOfferRecord {
  itemUid: string;
  trader: string;
  loyaltyLevel: number;
  price: number;
  currency: string;
}

/** The quest that unlocks a trader offer, as the import stores it (the pack's questUnlock). */
interface StoredQuestUnlock {
  questId: string;
  questName: string;
}

/** The id of the quest an offer's stored unlock names, or null. */
export function questUnlockId(stored: string | null): string | null {
  return stored ? ((JSON.parse(stored) as StoredQuestUnlock).questId ?? null) : null;
}

/** Hideout crafts with their station (by the pack's station type), inputs, tools and output. */
export async function listCrafts(db: Kysely<Database>): Promise<CraftRecord[]> {
  const [crafts, stations] = await Promise.all([
    db.selectFrom("crafts").selectAll().orderBy("id").execute(),
    db.selectFrom("stations").select(["id", "type", "name", "names_json", "data_json"]).execute(),
  ]);
  const byType = new Map(stations.map((s) => [Number(s.type), s]));
  const out: CraftRecord[] = [];
  for (const craft of crafts) {
    const station = byType.get(Number(craft.station_type));
    const data = JSON.parse(craft.data_json) as PackCraft;
    if (!station) continue;
    out.push({
      id: craft.id,
      stationId: station.id,
      stationName: station.name,
      stationNames: JSON.parse(station.names_json),
      level: craft.level || 1,
      durationSec: craft.duration_sec,
      needsFuel: (JSON.parse(station.data_json) as PackStation).needsFuel,
      inputs: data.inputs.filter((i) => i.type === "item").map((i) => ({ uid: i.itemId, count: i.count })),
      tools: data.tools.map((t) => ({ uid: t.itemId })),
      output: { uid: data.output.itemId, count: data.output.count },
      questUnlock: data.otherRequirements.find((r) => r.type === "questComplete" && r.questId)?.questId ?? null,
      productionLimit: data.productionLimitCount > 0 ? data.productionLimitCount : null,
    });
  }
  return out;
}

/**
 * Trader barters: the trader's nickname, loyalty level, unlocking quest (its id), required items
 * (whole counts) and the item given. The trader files list a few barters twice, once per variant of
 * the quest that unlocks them: one of each is kept (the first; itemFacts distinctOffers on the page).
 */
export async function listBarters(db: Kysely<Database>): Promise<BarterRecord[]> {
  const rows = await db
    .selectFrom("trader_offers")
    .innerJoin("traders", "traders.id", "trader_offers.trader_id")
    .select(["trader_offers.id", "traders.nickname", "loyalty_level", "quest_unlock", "required_json", "item_uid", "item_count"])
    .where("kind", "=", "barter")
    .orderBy("trader_offers.id")
    .execute();
  const seen = new Set<string>();
  const out: BarterRecord[] = [];
  for (const r of rows) {
    const inputs = (JSON.parse(r.required_json ?? "[]") as { itemId: string; count: number }[]).map((i) => ({ uid: i.itemId, count: i.count }));
    const output = { uid: r.item_uid, count: r.item_count || 1 };
    const key = JSON.stringify([r.nickname, r.loyalty_level, output, [...inputs].sort((a, b) => (a.uid < b.uid ? -1 : 1))]);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ id: r.id, trader: r.nickname, loyaltyLevel: r.loyalty_level, questUnlock: questUnlockId(r.quest_unlock), inputs, output });
  }
  return out;
}

/** Trader cash offers (what traders sell for money), by trader nickname. */
export async function listCashOffers(db: Kysely<Database>): Promise<CashOfferRecord[]> {
  const rows = await db
    .selectFrom("trader_offers")
    .innerJoin("traders", "traders.id", "trader_offers.trader_id")
    .select(["item_uid", "traders.nickname", "loyalty_level", "price", "trader_offers.currency"])
    .where("kind", "=", "cash")
    .where("price", "is not", null)
    .execute();
  return rows.map((r) => ({ itemUid: r.item_uid, trader: r.nickname, loyaltyLevel: r.loyalty_level, price: Number(r.price), currency: r.currency ?? "RUB" }));
}

/** Roubles per dollar and per euro: the handbook prices of the currency items (as the traders count them). */
export async function currencyRates(db: Kysely<Database>): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom("items")
    .select(["uid", "handbook_price"])
    .where("uid", "in", ["5696686a4bdc2da3298b456a", "569668774bdc2da2298b4568"])
    .execute();
  const rate = (uid: string) => Number(rows.find((r) => r.uid === uid)?.handbook_price ?? 0);
  return { RUB: 1, USD: rate("5696686a4bdc2da3298b456a"), EUR: rate("569668774bdc2da2298b4568") };
}
