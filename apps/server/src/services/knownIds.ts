import type { Database } from "@raidkit/db";
import { LOYALTY_TRACKED_TRADERS } from "@raidkit/game";
import type { Kysely } from "kysely";

/** Ids the user calls accept: items, quests, traders, and hideout modules as "{stationId}-{level}". */
export interface KnownIds {
  items: Set<string>;
  quests: Set<string>;
  traders: readonly string[];
  modules: Set<string>;
}

/** The game's ids, read once per data version (user calls reject ids the game does not have). */
export class KnownIdsService {
  private pending: Promise<KnownIds> | null = null;
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  invalidate(): void {
    this.pending = null;
  }

  get(): Promise<KnownIds> {
    if (!this.pending) {
      this.pending = this.load();
      this.pending.catch(() => {
        this.pending = null;
      });
    }
    return this.pending;
  }

  private async load(): Promise<KnownIds> {
    const [items, quests, traders, stations] = await Promise.all([
      this.db.selectFrom("items").select("uid").execute(),
      this.db.selectFrom("quests").select("uid").execute(),
      this.db.selectFrom("traders").select("nickname").orderBy("sort_order").execute(),
      this.db.selectFrom("stations").select(["id", "data_json"]).execute(),
    ]);
    const modules = new Set<string>();
    for (const station of stations) {
      const levels = (JSON.parse(station.data_json) as { levels?: { level: number }[] }).levels ?? [];
      for (const level of levels) modules.add(`${station.id}-${level.level}`);
    }
    return {
      items: new Set(items.map((r) => r.uid)),
      quests: new Set(quests.map((r) => r.uid)),
      // Loyalty levels are kept for the traders whose levels matter (by nickname, as the calculators read them).
      traders: LOYALTY_TRACKED_TRADERS.filter((name) => traders.some((t) => t.nickname === name)),
      modules,
    };
  }
}
