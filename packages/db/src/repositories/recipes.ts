import type { GameMode } from "@raidkit/game";
import type { Kysely } from "kysely";
import { craftDataColumn, offerQuestUnlockColumn, offerRequirementsColumn } from "../columns.ts";
import { barterOfferRow } from "../import/packRecords.ts";
import { liveRecords } from "../live/gameData.ts";
import type { Database, TraderOffersTable } from "../schema.ts";
import { stationRecords, traderRecords } from "./quests.ts";

export interface CraftRecord {
  id: string;
  stationId: string;
  stationName: string | null;
  stationNames: Record<string, string>;
  /** The live source's picture of the station, null offline (decision 067). */
  stationImageLink: string | null;
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

/** The id of the quest an offer's stored unlock names, or null. */
export function questUnlockId(stored: string | null): string | null {
  return stored ? offerQuestUnlockColumn(stored).questId : null;
}

/**
 * Hideout crafts with their station (by the station type), inputs, tools and output: the live
 * source's of the game mode when imported, else the pack's.
 */
export async function listCrafts(db: Kysely<Database>, mode: GameMode = "pvp"): Promise<CraftRecord[]> {
  const [packRows, live, stations] = await Promise.all([
    db.selectFrom("crafts").select(["id", "data_json"]).orderBy("id").execute(),
    liveRecords(db, "craft", mode),
    stationRecords(db, mode),
  ]);
  const crafts = live.length > 0 ? live.map((l) => l.data) : packRows.map((r) => craftDataColumn(r.data_json, r.id));
  const byType = new Map(stations.map((s) => [s.type, s]));
  const out: CraftRecord[] = [];
  for (const data of crafts) {
    const station = byType.get(data.stationType);
    if (!station) continue;
    out.push({
      id: data.id,
      stationId: station.id,
      stationName: station.name,
      stationNames: station.names,
      stationImageLink: station.data.imageLink ?? null,
      level: data.level || 1,
      durationSec: data.durationSec,
      needsFuel: station.data.needsFuel,
      inputs: data.inputs.filter((i) => i.type === "item").map((i) => ({ uid: i.itemId, count: i.count })),
      tools: data.tools.map((t) => ({ uid: t.itemId })),
      output: { uid: data.output.itemId, count: data.output.count },
      questUnlock: data.otherRequirements.find((r) => r.type === "questComplete" && r.questId)?.questId ?? null,
      productionLimit: data.productionLimitCount > 0 ? data.productionLimitCount : null,
    });
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The barter rows of the trader_offers shape: the live source's of the game mode when imported, else the pack's. */
export async function barterRows(db: Kysely<Database>, mode: GameMode = "pvp", itemUid?: string): Promise<TraderOffersTable[]> {
  const live = await liveRecords(db, "barter", mode);
  if (live.length > 0) {
    const rows = live.map((l) => barterOfferRow(l.data));
    return itemUid === undefined ? rows : rows.filter((r) => r.item_uid === itemUid);
  }
  let query = db.selectFrom("trader_offers").selectAll().where("kind", "=", "barter");
  if (itemUid !== undefined) query = query.where("item_uid", "=", itemUid);
  return (await query.orderBy("id").execute()) as TraderOffersTable[];
}

/**
 * Trader barters: the trader's nickname, loyalty level, unlocking quest (its id), required items
 * (whole counts) and the item given. The trader files list a few barters twice, once per variant of
 * the quest that unlocks them: one of each is kept (the first; itemFacts distinctOffers on the page).
 */
export async function listBarters(db: Kysely<Database>, mode: GameMode = "pvp"): Promise<BarterRecord[]> {
  const [rows, traders] = await Promise.all([barterRows(db, mode), traderRecords(db)]);
  const nickname = new Map(traders.map((t) => [t.id, t.name]));
  const seen = new Set<string>();
  const out: BarterRecord[] = [];
  for (const r of [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    const trader = nickname.get(r.trader_id);
    if (!trader) continue;
    const inputs = (r.required_json ? offerRequirementsColumn(r.required_json, r.id) : []).map((i) => ({ uid: i.itemId, count: i.count }));
    const output = { uid: r.item_uid, count: r.item_count || 1 };
    const key = JSON.stringify([trader, r.loyalty_level, output, [...inputs].sort((a, b) => (a.uid < b.uid ? -1 : 1))]);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ id: r.id, trader, loyaltyLevel: r.loyalty_level, questUnlock: questUnlockId(r.quest_unlock), inputs, output });
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
