import { liveRecords, storedWeaponRecords } from "@raidkit/db";
import type { GameMode, Locale, WeaponRecords } from "@raidkit/game";
import { col, type DataRow, type KindContext, type KindTable } from "./rows.ts";

/** The loadout builder's weapons (the pack's 2025 properties / the live `weapons` record), with today's prices of the mode. */
export async function weaponsTable(ctx: KindContext, mode: GameMode, locale: Locale): Promise<KindTable> {
  const [cat, stored, live, info] = await Promise.all([
    ctx.catalogue.get(locale, mode),
    storedWeaponRecords(ctx.db),
    liveRecords(ctx.db, "weapons", "any", "all"),
    ctx.liveInfo("weapons", "any"),
  ]);
  const row = (w: WeaponRecords["weapons"][number]): DataRow => {
    const item = cat.byUid.get(w.id);
    const name = item?.localName ?? w.name;
    return {
      id: w.id,
      label: name,
      cells: {
        name,
        category: w.category,
        caliber: w.caliber,
        ergonomics: w.ergonomics,
        recoilVertical: w.recoilVertical,
        recoilHorizontal: w.recoilHorizontal,
        fireRate: w.fireRate,
        fireModes: w.fireModes.join(", "),
        effectiveDistance: w.effectiveDistance,
        weight: w.weight,
        slots: w.slots.length,
        avg24h: item?.avg24h ?? null,
        traderPrice: item?.traderPrice ?? null,
      },
    };
  };
  const current = live[0]?.data;
  return {
    columns: [
      col("name"),
      col("category"),
      col("caliber"),
      col("ergonomics", "number"),
      col("recoilVertical", "number"),
      col("recoilHorizontal", "number"),
      col("fireRate", "number"),
      col("fireModes"),
      col("effectiveDistance", "number"),
      col("weight", "number"),
      col("slots", "number"),
      col("avg24h", "money"),
      col("traderPrice", "money"),
    ],
    pack: (stored?.weapons ?? []).map(row),
    live: current ? current.weapons.map(row) : null,
    source: await ctx.sourceOf(info, current !== undefined),
    // Today's prices come from the price import, not from the weapon records.
    notCompared: ["avg24h", "traderPrice"],
  };
}
