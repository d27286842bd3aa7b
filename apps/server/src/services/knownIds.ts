import { type Database, jsonColumn, liveRecordIds, traderRecords } from "@raidkit/db";
import { LOYALTY_TRACKED_TRADERS } from "@raidkit/game";
import { packStationSchema } from "@raidkit/game/pack";
import type { Kysely } from "kysely";
import { CacheRegistry, type RegisteredCache } from "./cacheRegistry.ts";

/** The levels of a stored station (the pack's `stations.data_json` or a live `station` record: both PackStation). */
const stationLevels = jsonColumn(packStationSchema.pick({ levels: true }), "stations/live_records.data_json[station]");

/** Ids the user calls accept: items, quests, traders, and hideout modules as "{stationId}-{level}". */
export interface KnownIds {
  items: Set<string>;
  quests: Set<string>;
  traders: readonly string[];
  modules: Set<string>;
}

/** The game's ids, read once per data version (user calls reject ids the game does not have). */
export class KnownIdsService {
  private readonly ids: RegisteredCache<KnownIds>;
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>, caches = new CacheRegistry()) {
    this.db = db;
    this.ids = caches.cache("known-ids", { bytes: (ids) => 40 * (ids.items.size + ids.quests.size + ids.modules.size) });
  }

  get(): Promise<KnownIds> {
    return this.ids.get("", () => this.load());
  }

  private async load(): Promise<KnownIds> {
    const [items, quests, traders, stations, liveQuests, liveStations] = await Promise.all([
      this.db.selectFrom("items").select("uid").execute(),
      this.db.selectFrom("quests").select("uid").execute(),
      traderRecords(this.db),
      this.db.selectFrom("stations").select(["id", "data_json"]).execute(),
      liveRecordIds(this.db, "quest"),
      liveRecordIds(this.db, "station"),
    ]);
    const modules = new Set<string>();
    // The pack's and the live source's (both modes): progress stored under either stays valid.
    for (const station of [...stations, ...liveStations.map((s) => ({ id: s.id, data_json: s.data }))]) {
      const { levels } = stationLevels(station.data_json, station.id);
      for (const level of levels) modules.add(`${station.id}-${level.level}`);
    }
    return {
      items: new Set(items.map((r) => r.uid)),
      quests: new Set([...quests.map((r) => r.uid), ...liveQuests.map((q) => q.id)]),
      // Loyalty levels are kept for the traders whose levels matter (by nickname, as the calculators read them).
      traders: LOYALTY_TRACKED_TRADERS.filter((name) => traders.some((t) => t.name === name)),
      modules,
    };
  }
}
