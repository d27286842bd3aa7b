import type { GameMode } from "@raidkit/game";
import type { Kysely, Transaction } from "kysely";
import { insertMany } from "../import/insertMany.ts";
import { bumpDataVersion } from "../meta.ts";
import type { Database } from "../schema.ts";

/**
 * Game records of the live source (docs/decisions/022), typed as the pack's records: `quest`
 * (PackQuest, both game modes in one record as quests_2025.json has them) and `trader`
 * (PackTrader) once for both modes ("any"); `station` (PackStation), `craft` (PackCraft), `barter`
 * (PackBarter) and `map` (the map's points) per game mode; `weapons` (the loadout builder's weapons,
 * parts and rounds, one record "all", both modes).
 */
export type LiveKind = "quest" | "trader" | "station" | "craft" | "barter" | "map" | "weapons";
export type LiveMode = GameMode | "any";

export interface LiveRecord<T> {
  id: string;
  data: T;
  /** Names by site locale other than English (English is in the record). */
  names: Record<string, string>;
  /** Quests: objective and fail-condition texts, locale → id → text. */
  texts?: Record<string, Record<string, string>>;
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Replaces the live records of one kind and mode with a complete import's, in one transaction,
 * and moves the data version on (every cache built from the old records is dropped). A pack
 * import never touches these rows.
 */
export async function replaceLiveRecords<T>(
  db: Kysely<Database>,
  input: { kind: LiveKind; mode: LiveMode; source: string; now: number; records: readonly LiveRecord<T>[] },
): Promise<number> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("live_records").where("kind", "=", input.kind).where("mode", "=", input.mode).execute();
    await insertMany(
      trx,
      "live_records",
      input.records.map((r) => ({
        kind: input.kind,
        mode: input.mode,
        id: r.id,
        data_json: JSON.stringify(r.data),
        names_json: JSON.stringify(r.names),
        texts_json: r.texts ? JSON.stringify(r.texts) : null,
        updated: input.now,
        source: input.source,
      })),
    );
    await bumpDataVersion(trx, `game:${input.kind}:${input.mode}`);
  });
  return input.records.length;
}

/** The live records of one kind and mode (empty: none imported, the pack's records stand). */
export async function liveRecords<T>(db: Db, kind: LiveKind, mode: LiveMode, id?: string): Promise<LiveRecord<T>[]> {
  let query = db.selectFrom("live_records").select(["id", "data_json", "names_json", "texts_json"]).where("kind", "=", kind).where("mode", "=", mode);
  if (id !== undefined) query = query.where("id", "=", id);
  const rows = await query.orderBy("id").execute();
  return rows.map((r) => ({
    id: r.id,
    data: JSON.parse(r.data_json) as T,
    names: JSON.parse(r.names_json) as Record<string, string>,
    ...(r.texts_json ? { texts: JSON.parse(r.texts_json) as Record<string, Record<string, string>> } : {}),
  }));
}

/** Whether a complete import of a kind (and mode) is stored, i.e. the live records stand instead of the pack's. */
export async function hasLiveRecords(db: Db, kind: LiveKind, mode: LiveMode): Promise<boolean> {
  const row = await db.selectFrom("live_records").select("id").where("kind", "=", kind).where("mode", "=", mode).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The ids of every live record of a kind in any mode (known quest ids, station ids…). */
export async function liveRecordIds(db: Db, kind: LiveKind): Promise<{ id: string; mode: string; data: string }[]> {
  const rows = await db.selectFrom("live_records").select(["id", "mode", "data_json"]).where("kind", "=", kind).execute();
  return rows.map((r) => ({ id: r.id, mode: r.mode, data: r.data_json }));
}

/**
 * What the pack says of each hideout station that the live source does not (its area type, fuel
 * need and parent area), by station id: the live import reads them to type the API's stations.
 */
export async function packStationFacts(db: Db): Promise<Map<string, { type: number; needsFuel: boolean; parentArea: string | null }>> {
  const rows = await db.selectFrom("stations").select(["id", "type", "data_json"]).execute();
  return new Map(
    rows.map((r) => {
      const data = JSON.parse(r.data_json) as { needsFuel?: boolean; parentArea?: string | null };
      return [r.id, { type: Number(r.type), needsFuel: data.needsFuel === true, parentArea: data.parentArea ?? null }];
    }),
  );
}

/** The pack's storage limit of each craft that has one (the bitcoin farm's), by craft id. */
export async function packCraftLimits(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom("crafts").select(["id", "data_json"]).execute();
  const out = new Map<string, number>();
  for (const r of rows) {
    const limit = (JSON.parse(r.data_json) as { productionLimitCount?: number }).productionLimitCount ?? 0;
    if (limit > 0) out.set(r.id, limit);
  }
  return out;
}

/** The pack's table of each kind whose records come from the same API's dumps (hideout, quests, traders; crafts below). */
const PACK_TABLE = { station: "stations", trader: "traders" } as const;

/**
 * The last good records of a kind and mode, to compare a new reply with (docs/decisions/041): the
 * stored live records, else the pack's where the pack's records are the same API's (stations,
 * crafts, quests, traders: typed alike, as the live import converts into the pack's types). Maps,
 * barters and weapons are compared with a previous live import only: the pack's come from other
 * sources whose counts the API need not match.
 */
export async function lastGoodRecords(db: Db, kind: LiveKind, mode: LiveMode): Promise<LiveRecord<unknown>[]> {
  const live = await liveRecords<unknown>(db, kind, mode);
  if (live.length > 0 || kind === "map" || kind === "barter" || kind === "weapons") return live;
  if (kind === "craft") {
    const crafts = await db.selectFrom("crafts").select(["id", "data_json"]).execute();
    return crafts.map((r) => ({ id: r.id, data: JSON.parse(r.data_json) as unknown, names: {} }));
  }
  const rows =
    kind === "quest"
      ? await db.selectFrom("quests").select(["uid as id", "data_json", "names_json"]).execute()
      : await db.selectFrom(PACK_TABLE[kind]).select(["id", "data_json", "names_json"]).execute();
  return rows.map((r) => {
    const { en: _en, ...names } = JSON.parse(r.names_json) as Record<string, string>;
    return { id: r.id, data: JSON.parse(r.data_json) as unknown, names };
  });
}
