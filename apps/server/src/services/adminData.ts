import type { AdminDataKind, AdminDataSource } from "@raidkit/api";
import { type Database, dataVersion, mapRecords, PACK_HASH_KEY, questRecords, readMeta, traderRecords } from "@raidkit/db";
import type { GameMode, Locale } from "@raidkit/game";
import type { Kysely } from "kysely";
import { bartersTable } from "./adminDataKinds/barters.ts";
import { craftsTable } from "./adminDataKinds/crafts.ts";
import { questsTable } from "./adminDataKinds/quests.ts";
import { type KindContext, type KindTable, type Names, uniqueIds } from "./adminDataKinds/rows.ts";
import { traderPricesTable } from "./adminDataKinds/traderPrices.ts";
import { weaponsTable } from "./adminDataKinds/weapons.ts";
import type { RegisteredCache } from "./cacheRegistry.ts";
import type { CatalogueService } from "./catalogue.ts";

/**
 * The admin game-data pages (issue 19): each kind's records as table rows, from the data pack and
 * from the live source (docs/decisions/022), in the viewer's language. The rows the site uses are
 * the live ones once a complete live import of the kind and mode is stored (the repositories' rule:
 * any live record of the kind and mode stands instead of the pack's), else the pack's. Built once
 * per data version, language and mode; searching, sorting and paging happen on these rows.
 */

export class AdminDataService {
  private readonly db: Kysely<Database>;
  private readonly catalogue: CatalogueService;
  private readonly built: RegisteredCache<KindTable>;

  /** What the kinds' builders read with (adminDataKinds/). */
  private readonly context: KindContext;

  constructor(db: Kysely<Database>, catalogue: CatalogueService) {
    this.db = db;
    this.catalogue = catalogue;
    // The tables of older versions go with the watcher's next look, or first past 64 MB.
    this.built = catalogue.caches.cache("admin-data", { bytes: (table) => JSON.stringify(table).length, maxBytes: 64 * 1024 * 1024 });
    this.context = {
      db,
      catalogue,
      names: (mode, locale) => this.names(mode, locale),
      liveInfo: (kind, mode) => this.liveInfo(kind, mode),
      sourceOf: (live, hasLive) => this.sourceOf(live, hasLive),
    };
  }

  /** A kind's table in a mode and language (rebuilt when the data version moves on). */
  async table(kind: AdminDataKind, mode: GameMode, locale: Locale): Promise<KindTable> {
    // The version read here, not only the watcher's: an admin's edit shows at once on this instance.
    const version = await dataVersion(this.db);
    return this.built.get(`${version}|${kind}|${mode}|${locale}`, () => this.build(kind, mode, locale));
  }

  private async names(mode: GameMode, locale: Locale): Promise<Names> {
    const [cat, traders, quests, maps] = await Promise.all([
      this.catalogue.get(locale, mode),
      traderRecords(this.db),
      questRecords(this.db),
      mapRecords(this.db),
    ]);
    const local = (r: { name: string | null; names: Record<string, string> }) => r.names[locale] ?? r.name;
    const traderName = new Map<string, string>();
    for (const t of traders) {
      const name = local(t) ?? t.name;
      traderName.set(t.id, name);
      traderName.set(t.name, name);
    }
    const questName = new Map(quests.map((q) => [q.uid, local(q) ?? q.uid]));
    const mapName = new Map(maps.map((m) => [m.id, local(m) ?? m.id]));
    return {
      item: (uid) => cat.byUid.get(uid)?.localName ?? uid,
      trader: (id) => traderName.get(id) ?? id,
      quest: (uid) => (uid ? (questName.get(uid) ?? uid) : null),
      map: (id) => (id ? (mapName.get(id) ?? id) : null),
    };
  }

  private async liveInfo(kind: string, mode: string): Promise<{ updated: number | null; source: string | null }> {
    const row = await this.db
      .selectFrom("live_records")
      .select((eb) => [eb.fn.max("updated").as("updated"), eb.fn.max("source").as("source")])
      .where("kind", "=", kind)
      .where("mode", "=", mode)
      .executeTakeFirst();
    return { updated: row?.updated == null ? null : Number(row.updated), source: row?.source ?? null };
  }

  private async sourceOf(live: { updated: number | null; source: string | null }, hasLive: boolean): Promise<AdminDataSource> {
    return { used: hasLive ? "live" : "pack", liveUpdated: live.updated, liveSource: live.source, packHash: await readMeta(this.db, PACK_HASH_KEY) };
  }

  private async build(kind: AdminDataKind, mode: GameMode, locale: Locale): Promise<KindTable> {
    const table = await this.buildKind(kind, mode, locale);
    return { ...table, pack: uniqueIds(table.pack), live: table.live && uniqueIds(table.live) };
  }

  private async buildKind(kind: AdminDataKind, mode: GameMode, locale: Locale): Promise<KindTable> {
    switch (kind) {
      case "crafts":
        return craftsTable(this.context, mode, locale);
      case "barters":
        return bartersTable(this.context, mode, locale);
      case "quests":
        return questsTable(this.context, mode, locale);
      case "traders-prices":
        return traderPricesTable(this.context, mode, locale);
      case "weapons":
        return weaponsTable(this.context, mode, locale);
    }
  }
}
