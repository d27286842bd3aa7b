import type { Kysely, Selectable } from "kysely";
import type { Database, QuestsTable } from "../schema.ts";

export interface QuestRecord {
  uid: string;
  name: string | null;
  names: Record<string, string>;
  traderId: string | null;
  mapId: string | null;
  minLevel: number;
  kappa: boolean;
  faction: string;
  /** The quest as the data pack describes it (tarkov.dev task shape). */
  data: any;
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
    data: JSON.parse(r.data_json),
  };
}

export interface NamedRecord {
  id: string;
  name: string;
  names: Record<string, string>;
}

export async function traderRecords(db: Kysely<Database>): Promise<(NamedRecord & { sortOrder: number; currency: string })[]> {
  const rows = await db.selectFrom("traders").selectAll().orderBy("sort_order").execute();
  return rows.map((r) => ({ id: r.id, name: r.nickname, names: JSON.parse(r.names_json), sortOrder: r.sort_order, currency: r.currency }));
}

export async function mapRecords(db: Kysely<Database>): Promise<NamedRecord[]> {
  const rows = await db.selectFrom("maps").select(["id", "name", "names_json"]).orderBy("name").execute();
  return rows.map((r) => ({ id: r.id, name: r.name, names: JSON.parse(r.names_json) }));
}

/** One map with the data pack's record (raid times, players, SVG file and georeference). */
export async function mapDetail(db: Kysely<Database>, id: string): Promise<(NamedRecord & { data: any }) | null> {
  const row = await db.selectFrom("maps").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? { id: row.id, name: row.name, names: JSON.parse(row.names_json), data: JSON.parse(row.data_json) } : null;
}

/** Hideout stations with the data pack's levels and their requirements (hideout_stations.json). */
export async function stationRecords(db: Kysely<Database>): Promise<(NamedRecord & { type: number; data: any })[]> {
  const rows = await db.selectFrom("stations").selectAll().orderBy("name").execute();
  return rows.map((r) => ({ id: r.id, name: r.name ?? r.id, names: JSON.parse(r.names_json), type: r.type, data: JSON.parse(r.data_json) }));
}

/** One quest by uid, or null. */
export async function questRecord(db: Kysely<Database>, uid: string): Promise<QuestRecord | null> {
  const r = await db.selectFrom("quests").selectAll().where("uid", "=", uid).executeTakeFirst();
  return r ? questOfRow(r) : null;
}
