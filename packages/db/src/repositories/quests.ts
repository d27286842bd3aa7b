import type { MapPoint, PackEdition, PackGameGlobals, PackMap, PackQuest, PackStation } from "@raidkit/game";
import type { Kysely, Selectable } from "kysely";
import { readMeta } from "../meta.ts";
import type { Database, QuestsTable } from "../schema.ts";

/*
 * Game records as the import stored them: each JSON column holds a record parsed with its schema
 * (packages/game/src/pack), so reading it back gives the typed record without parsing it again.
 */

export interface QuestRecord {
  uid: string;
  name: string | null;
  names: Record<string, string>;
  traderId: string | null;
  mapId: string | null;
  minLevel: number;
  kappa: boolean;
  faction: string;
  /** The quest as the data pack describes it (tarkov.dev task shape, parsed at import). */
  data: PackQuest;
}

export async function questRecords(db: Kysely<Database>): Promise<QuestRecord[]> {
  const rows = await db.selectFrom("quests").selectAll().orderBy("uid").execute();
  return rows.map(questOfRow);
}

function questOfRow(r: Selectable<QuestsTable>): QuestRecord {
  return {
    uid: r.uid,
    name: r.name,
    names: JSON.parse(r.names_json) as Record<string, string>,
    traderId: r.trader_id,
    mapId: r.map_id,
    minLevel: r.min_level,
    kappa: r.kappa === 1,
    faction: r.faction,
    data: JSON.parse(r.data_json) as PackQuest,
  };
}

export interface NamedRecord {
  id: string;
  name: string;
  names: Record<string, string>;
}

const names = (json: string) => JSON.parse(json) as Record<string, string>;

export async function traderRecords(db: Kysely<Database>): Promise<(NamedRecord & { sortOrder: number; currency: string })[]> {
  const rows = await db.selectFrom("traders").selectAll().orderBy("sort_order").execute();
  return rows.map((r) => ({ id: r.id, name: r.nickname, names: names(r.names_json), sortOrder: r.sort_order, currency: r.currency }));
}

export async function mapRecords(db: Kysely<Database>): Promise<NamedRecord[]> {
  const rows = await db.selectFrom("maps").select(["id", "name", "names_json"]).orderBy("name").execute();
  return rows.map((r) => ({ id: r.id, name: r.name, names: names(r.names_json) }));
}

/** A map as the import stores it: the pack's record with its points built once. */
export interface StoredMap extends PackMap {
  points: MapPoint[];
  unplacedExits: { sub: string; name: string }[];
}

/** One map with the data pack's record (raid times, players, SVG file and georeference). */
export async function mapDetail(db: Kysely<Database>, id: string): Promise<(NamedRecord & { data: StoredMap }) | null> {
  const row = await db.selectFrom("maps").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? { id: row.id, name: row.name, names: names(row.names_json), data: JSON.parse(row.data_json) as StoredMap } : null;
}

/** Hideout stations with the data pack's levels and their requirements (hideout_stations.json). */
export async function stationRecords(db: Kysely<Database>): Promise<(NamedRecord & { type: number; data: PackStation })[]> {
  const rows = await db.selectFrom("stations").selectAll().orderBy("name").execute();
  return rows.map((r) => ({ id: r.id, name: r.name ?? r.id, names: names(r.names_json), type: r.type, data: JSON.parse(r.data_json) as PackStation }));
}

export const GAME_RULES_KEY = "pack_game_rules";

/** The game's editions and global settings of the pack (editions.json, game_globals.json). */
export interface GameRules {
  editions: PackEdition[];
  globals: PackGameGlobals;
}

/** The pack's game rules as the last import stored them; null before the first import. */
export async function gameRules(db: Kysely<Database>): Promise<GameRules | null> {
  const stored = await readMeta(db, GAME_RULES_KEY);
  return stored ? (JSON.parse(stored) as GameRules) : null;
}

/** One quest by uid, or null. */
export async function questRecord(db: Kysely<Database>, uid: string): Promise<QuestRecord | null> {
  const r = await db.selectFrom("quests").selectAll().where("uid", "=", uid).executeTakeFirst();
  return r ? questOfRow(r) : null;
}
