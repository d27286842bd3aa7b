import type { AdminImagesQuery, AdminImagesReply } from "@raidkit/api";
import { ADMIN_ITEMS_PAGE } from "@raidkit/api";
import { catalogueOverrides, itemImageLinks } from "@raidkit/db";
import { intlTag, type Locale } from "@raidkit/game";
import { type AdminCatalogueDeps, iconSource } from "./shared.ts";

/** /admin/items-images and /admin/live-icons: each item's images (live, overridden, shown) and its prices per mode. */
export class AdminImagesService {
  private readonly deps: AdminCatalogueDeps;
  constructor(deps: AdminCatalogueDeps) {
    this.deps = deps;
  }

  async images(query: AdminImagesQuery, locale: Locale): Promise<AdminImagesReply> {
    const [pvp, pve, overrides, live] = await Promise.all([
      this.deps.catalogue.get(locale, "pvp"),
      this.deps.catalogue.get(locale, "pve"),
      catalogueOverrides(this.deps.db),
      itemImageLinks(this.deps.db),
    ]);
    type Row = AdminImagesReply["rows"][number];
    const all: Row[] = pvp.items.map((i) => {
      const l = live.get(i.uid);
      return {
        uid: i.uid,
        name: i.localName,
        shortName: i.localShortName,
        live: { icon: l?.icon ?? null, grid: l?.grid ?? null, image512: l?.image512 ?? null },
        overrides: overrides.items.get(i.uid)?.images ?? {},
        icon: this.deps.iconFor(i.uid),
        source: iconSource(this.deps, i.uid, overrides, live),
        prices: { pvp: i.lastPrice, pve: pve.byUid.get(i.uid)?.lastPrice ?? null },
      };
    });
    const has = (r: Row, f: "icon" | "grid" | "image512") => Boolean(r.overrides[f] ?? r.live[f]) || (f === "icon" && r.source === "template");
    const tests: Record<NonNullable<AdminImagesQuery["show"]>, (r: Row) => boolean> = {
      missingIcon: (r) => !has(r, "icon"),
      missingGrid: (r) => !has(r, "grid"),
      missingImage512: (r) => !has(r, "image512"),
      missingPricePvp: (r) => r.prices.pvp === null,
      missingPricePve: (r) => r.prices.pve === null,
      override: (r) => Object.keys(r.overrides).length > 0,
      live: (r) => r.live.icon !== null || r.live.grid !== null || r.live.image512 !== null,
      all: () => true,
    };
    const counts = { all: all.length } as AdminImagesReply["counts"];
    for (const [name, test] of Object.entries(tests)) if (name !== "all") counts[name as Exclude<keyof typeof tests, "all">] = all.filter(test).length;
    let rows = all.filter(tests[query.show ?? "missingIcon"]);
    const q = query.q?.trim().toLowerCase();
    if (q) rows = rows.filter((r) => [r.uid, r.name, r.shortName].some((s) => s.toLowerCase().includes(q)));
    const collator = new Intl.Collator(intlTag(locale));
    rows.sort((a, b) => collator.compare(a.name, b.name));
    const page = query.page ?? 1;
    return { counts, total: rows.length, page, pageSize: ADMIN_ITEMS_PAGE, rows: rows.slice((page - 1) * ADMIN_ITEMS_PAGE, page * ADMIN_ITEMS_PAGE) };
  }
}
