import { type GameMode, type MapPoint, type PackQuest, type PackStation, traderRank } from "@raidkit/game";
import { packEditionSchema, packGameGlobalsFileSchema, storedMapSchema } from "@raidkit/game/pack";
import type { Kysely, Selectable } from "kysely";
import { z } from "zod";
import { questDataColumn, questNamesColumn, questTextsColumn, stationDataColumn } from "../columns.ts";
import { jsonColumn, localeNamesSchema } from "../jsonColumn.ts";
import { type LiveRecord, liveRecords } from "../live/gameData.ts";
import { readMeta } from "../meta.ts";
import type { Database, QuestsTable } from "../schema.ts";

/*
 * Game records as the import stored them: each JSON column holds a record parsed with its schema
 * (packages/game/src/pack), read back through the same schema (jsonColumn, decision 047: checked
 * once per stored text, then only JSON.parse'd).
 * Where the live source's complete import of a kind is stored (live_records, decision 022), its
 * records are read instead of the pack's; the pack stays the fallback.
 */

/** Names of the live source over the pack's: a live name equal to the English one (the API's fallback) keeps the pack's. */
export function mergeNames(pack: Record<string, string> | undefined, live: Record<string, string>, english: string | null): Record<string, string> {
  const out: Record<string, string> = { ...(pack ?? {}) };
  for (const [locale, name] of Object.entries(live)) if (name && (name !== english || !out[locale])) out[locale] = name;
  return out;
}

export interface QuestRecord {
  uid: string;
  name: string | null;
  names: Record<string, string>;
  traderId: string | null;
  mapId: string | null;
  minLevel: number;
  kappa: boolean;
  faction: string;
  /** The quest as the data pack (or the live source) describes it (tarkov.dev task shape, parsed at import). */
  data: PackQuest;
  /** Objective and fail-condition texts in other languages (live source, else the pack's), locale → id → text. */
  texts?: Record<string, Record<string, string>>;
}

export async function questRecords(db: Kysely<Database>): Promise<QuestRecord[]> {
  const [rows, live] = await Promise.all([db.selectFrom("quests").selectAll().orderBy("uid").execute(), liveRecords(db, "quest", "any")]);
  const pack = rows.map(questOfRow);
  if (live.length === 0) return pack;
  const byUid = new Map(pack.map((q) => [q.uid, q]));
  return live.map((l) => questOfLive(l, byUid.get(l.id)));
}

/**
 * A live quest with what the API does not have taken from the pack's record of the same id: the
 * edition rules (tarkov-data-overlay), and names where the API answered English.
 */
function questOfLive(l: LiveRecord<PackQuest>, pack: QuestRecord | undefined): QuestRecord {
  const data: PackQuest = { ...l.data, editionRules: pack?.data.editionRules ?? l.data.editionRules ?? null };
  return {
    uid: l.id,
    name: data.name ?? pack?.name ?? null,
    names: mergeNames(pack?.names, l.names, data.name),
    traderId: data.trader,
    mapId: data.map,
    minLevel: data.minPlayerLevel,
    kappa: data.kappaRequired,
    faction: data.factionName,
    data,
    ...(l.texts ? { texts: l.texts } : pack?.texts ? { texts: pack.texts } : {}),
  };
}

function questOfRow(r: Selectable<QuestsTable>): QuestRecord {
  return {
    uid: r.uid,
    name: r.name,
    names: questNamesColumn(r.names_json, r.uid),
    traderId: r.trader_id,
    mapId: r.map_id,
    minLevel: r.min_level,
    kappa: r.kappa === 1,
    faction: r.faction,
    data: questDataColumn(r.data_json, r.uid),
    ...(r.texts_json ? { texts: questTextsColumn(r.texts_json, r.uid) } : {}),
  };
}

export interface NamedRecord {
  id: string;
  name: string;
  names: Record<string, string>;
}

/** `names_json` of traders, maps, stations and live records: names by locale. */
const namesOf = jsonColumn(localeNamesSchema, "names_json");
const names = (json: string, row?: string) => namesOf(json, row);

/** Every trader (the live source's when imported, else the pack's); imageLink: the live source's picture, null offline (decision 067). */
export async function traderRecords(db: Kysely<Database>): Promise<(NamedRecord & { sortOrder: number; currency: string; imageLink: string | null })[]> {
  const [rows, live] = await Promise.all([db.selectFrom("traders").selectAll().orderBy("sort_order").execute(), liveRecords(db, "trader", "any")]);
  const pack = rows.map((r) => ({ id: r.id, name: r.nickname, names: names(r.names_json), sortOrder: r.sort_order, currency: r.currency, imageLink: null }));
  if (live.length === 0) return pack;
  const byId = new Map(pack.map((t) => [t.id, t]));
  return live
    .map((l) => ({
      id: l.id,
      name: l.data.nickname,
      names: mergeNames(byId.get(l.id)?.names, l.names, l.data.nickname),
      sortOrder: traderRank(l.data.nickname),
      currency: l.data.currency,
      imageLink: l.data.imageLink ?? null,
    }))
    .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, "en"));
}

/** The live source's points of a map in a mode (names by locale), as the live import stores them. */
export interface LiveMapPoints {
  points: MapPoint[];
}

export async function mapRecords(db: Kysely<Database>): Promise<NamedRecord[]> {
  const [rows, live] = await Promise.all([
    db.selectFrom("maps").select(["id", "name", "names_json"]).orderBy("name").execute(),
    db.selectFrom("live_records").select(["id", "names_json"]).where("kind", "=", "map").where("mode", "=", "pvp").execute(),
  ]);
  const liveNames = new Map(live.map((r) => [r.id, names(r.names_json)]));
  return rows.map((r) => ({ id: r.id, name: r.name, names: mergeNames(names(r.names_json), liveNames.get(r.id) ?? {}, r.name) }));
}

/** A map as the import stores it: the pack's record with its points built once. */
export type StoredMap = z.output<typeof storedMapSchema>;
const storedMap = jsonColumn(storedMapSchema, "maps.data_json");

/**
 * One map with the data pack's record (raid times, players, SVG file and georeference) and its
 * points: the live source's of the game mode when imported (every extract, lock, container…),
 * else the pack's.
 */
export async function mapDetail(db: Kysely<Database>, id: string, mode: GameMode = "pvp"): Promise<(NamedRecord & { data: StoredMap }) | null> {
  const [row, live] = await Promise.all([db.selectFrom("maps").selectAll().where("id", "=", id).executeTakeFirst(), liveRecords(db, "map", mode, id)]);
  if (!row) return null;
  const stored = storedMap(row.data_json, row.id);
  const own = live[0];
  if (!own) return { id: row.id, name: row.name, names: names(row.names_json), data: stored };
  return {
    id: row.id,
    name: row.name,
    names: mergeNames(names(row.names_json), own.names, row.name),
    // The live source places every exit: nothing is left unplaced.
    data: { ...stored, points: own.data.points, unplacedExits: [] },
  };
}

export type StationRecord = NamedRecord & { type: number; data: PackStation };

/** Hideout stations with their levels and requirements: the live source's of the game mode, else the pack's (hideout_stations.json). */
export async function stationRecords(db: Kysely<Database>, mode: GameMode = "pvp"): Promise<StationRecord[]> {
  const [rows, live] = await Promise.all([db.selectFrom("stations").selectAll().orderBy("name").execute(), liveRecords(db, "station", mode)]);
  const pack = rows.map((r) => ({ id: r.id, name: r.name ?? r.id, names: names(r.names_json), type: r.type, data: stationDataColumn(r.data_json, r.id) }));
  if (live.length === 0) return pack;
  const byId = new Map(pack.map((s) => [s.id, s]));
  return live
    .map((l) => ({ id: l.id, name: l.data.name ?? l.id, names: mergeNames(byId.get(l.id)?.names, l.names, l.data.name), type: l.data.type, data: l.data }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}

export const GAME_RULES_KEY = "pack_game_rules";

/** The game's editions and global settings of the pack (editions.json, game_globals.json), as meta `pack_game_rules` holds them. */
export const gameRulesSchema = z.object({ editions: z.array(packEditionSchema), globals: packGameGlobalsFileSchema });
export type GameRules = z.output<typeof gameRulesSchema>;
const storedGameRules = jsonColumn(gameRulesSchema, `meta.${GAME_RULES_KEY}`);

/** The pack's game rules as the last import stored them; null before the first import. */
export async function gameRules(db: Kysely<Database>): Promise<GameRules | null> {
  const stored = await readMeta(db, GAME_RULES_KEY);
  return stored ? storedGameRules(stored) : null;
}

/** One quest by uid (the live source's when its quests are imported), or null. */
export async function questRecord(db: Kysely<Database>, uid: string): Promise<QuestRecord | null> {
  const [r, anyLive] = await Promise.all([
    db.selectFrom("quests").selectAll().where("uid", "=", uid).executeTakeFirst(),
    db.selectFrom("live_records").select("id").where("kind", "=", "quest").where("mode", "=", "any").limit(1).executeTakeFirst(),
  ]);
  const pack = r ? questOfRow(r) : undefined;
  if (!anyLive) return pack ?? null;
  const live = (await liveRecords(db, "quest", "any", uid))[0];
  return live ? questOfLive(live, pack) : null;
}
