import type { GameMode } from "@raidkit/game";
import {
  liveMapPointsSchema,
  liveWeaponRecordsSchema,
  packBarterSchema,
  packCraftSchema,
  packQuestSchema,
  packStationSchema,
  packTraderSchema,
} from "@raidkit/game/pack";
import type { Kysely, Transaction } from "kysely";
import type { z } from "zod";
import { craftDataColumn, questDataColumn, stationDataColumn, traderDataColumn } from "../columns.ts";
import { insertMany } from "../import/insertMany.ts";
import { type JsonColumn, jsonColumn, localeNamesSchema, localeTextsSchema } from "../jsonColumn.ts";
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

/** The schema of each kind's `data_json`: a record is read back through it, never cast (docs/decisions/047). */
const LIVE_SCHEMAS = {
  quest: packQuestSchema,
  trader: packTraderSchema,
  station: packStationSchema,
  craft: packCraftSchema,
  barter: packBarterSchema,
  map: liveMapPointsSchema,
  weapons: liveWeaponRecordsSchema,
} as const satisfies Record<LiveKind, z.ZodType>;

/** The record type of a kind, as its schema gives it. */
export type LiveData<K extends LiveKind> = z.output<(typeof LIVE_SCHEMAS)[K]>;

const liveData = Object.fromEntries(Object.entries(LIVE_SCHEMAS).map(([kind, schema]) => [kind, jsonColumn(schema, `live_records.data_json[${kind}]`)])) as {
  [K in LiveKind]: JsonColumn<LiveData<K>>;
};
const liveNames = jsonColumn(localeNamesSchema, "live_records.names_json");
const liveTexts = jsonColumn(localeTextsSchema, "live_records.texts_json");

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

/**
 * The live records of one kind and mode (empty: none imported, the pack's records stand), each
 * checked with its kind's schema. A record that fails throws (StoredJsonError naming the row): the
 * live import writes only records it converted and checked, so a bad one is a bug or a hand edit,
 * and serving a mix of the stored kind and nothing would hide it (docs/decisions/047).
 */
export async function liveRecords<K extends LiveKind>(db: Db, kind: K, mode: LiveMode, id?: string): Promise<LiveRecord<LiveData<K>>[]> {
  let query = db.selectFrom("live_records").select(["id", "data_json", "names_json", "texts_json"]).where("kind", "=", kind).where("mode", "=", mode);
  if (id !== undefined) query = query.where("id", "=", id);
  const rows = await query.orderBy("id").execute();
  const data: JsonColumn<LiveData<K>> = liveData[kind];
  return rows.map((r) => {
    const row = `${kind}/${mode}/${r.id}`;
    return {
      id: r.id,
      data: data(r.data_json, row),
      names: liveNames(r.names_json, row),
      ...(r.texts_json ? { texts: liveTexts(r.texts_json, row) } : {}),
    };
  });
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

const stationFacts = jsonColumn(packStationSchema.pick({ needsFuel: true, parentArea: true }), "stations.data_json");
const craftLimit = jsonColumn(packCraftSchema.pick({ productionLimitCount: true }), "crafts.data_json");
const packNames = jsonColumn(localeNamesSchema, "names_json");

/**
 * What the pack says of each hideout station that the live source does not (its area type, fuel
 * need and parent area), by station id: the live import reads them to type the API's stations.
 */
export async function packStationFacts(db: Db): Promise<Map<string, { type: number; needsFuel: boolean; parentArea: string | null }>> {
  const rows = await db.selectFrom("stations").select(["id", "type", "data_json"]).execute();
  return new Map(
    rows.map((r) => {
      const data = stationFacts(r.data_json, r.id);
      return [r.id, { type: Number(r.type), needsFuel: data.needsFuel, parentArea: data.parentArea }];
    }),
  );
}

/** The pack's storage limit of each craft that has one (the bitcoin farm's), by craft id. */
export async function packCraftLimits(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom("crafts").select(["id", "data_json"]).execute();
  const out = new Map<string, number>();
  for (const r of rows) {
    const limit = craftLimit(r.data_json, r.id).productionLimitCount;
    if (limit > 0) out.set(r.id, limit);
  }
  return out;
}

/** The pack's table of each kind whose records come from the same API's dumps (hideout, quests, traders; crafts below). */
const PACK_TABLE = { station: "stations", trader: "traders" } as const;
/** The readers of those tables' `data_json` (the pack's records, of the same schemas as the live ones). */
const PACK_DATA = { quest: questDataColumn, station: stationDataColumn, trader: traderDataColumn } as const;

/**
 * The last good records of a kind and mode, to compare a new reply with (docs/decisions/041): the
 * stored live records, else the pack's where the pack's records are the same API's (stations,
 * crafts, quests, traders: typed alike, as the live import converts into the pack's types). Maps,
 * barters and weapons are compared with a previous live import only: the pack's come from other
 * sources whose counts the API need not match.
 */
export async function lastGoodRecords(db: Db, kind: LiveKind, mode: LiveMode): Promise<LiveRecord<unknown>[]> {
  const live = await liveRecords(db, kind, mode);
  if (live.length > 0 || kind === "map" || kind === "barter" || kind === "weapons") return live;
  if (kind === "craft") {
    const crafts = await db.selectFrom("crafts").select(["id", "data_json"]).execute();
    return crafts.map((r) => ({ id: r.id, data: craftDataColumn(r.data_json, r.id), names: {} }));
  }
  const rows =
    kind === "quest"
      ? await db.selectFrom("quests").select(["uid as id", "data_json", "names_json"]).execute()
      : await db.selectFrom(PACK_TABLE[kind]).select(["id", "data_json", "names_json"]).execute();
  return rows.map((r) => {
    const { en: _en, ...names } = packNames(r.names_json, r.id);
    return { id: r.id, data: PACK_DATA[kind](r.data_json, r.id), names };
  });
}
