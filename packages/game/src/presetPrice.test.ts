import { describe, expect, it } from "vitest";
import type { UnjudgedItemView } from "./itemView.ts";
import { borrowsWeaponFigures, judgeWithPresets, sumOfParts } from "./presetPrice.ts";
import { DEFAULT_STALE_AFTER_MS, trustedPrice } from "./priceQuality.ts";
import { packFile, realWeaponCatalogue } from "./testing/realPack.ts";

// The pack's M4A1 Carbine preset (data/items.json, item_presets.json) and its bare weapon.
const M4A1 = "5447a9cd4bdc2dbd208b4567";
const CARBINE = "5af08cf886f774223c269184";
const DEC_10 = Date.parse("2025-12-10T18:06:11+01:00");
const clock = { asOf: DEC_10, staleAfterMs: DEFAULT_STALE_AFTER_MS };

/** An item of the pack with the 2025-12-10 figures the catalogue gives it (flea, 24 h average, value). */
function packItem(uid: string, extra: Partial<UnjudgedItemView> = {}): UnjudgedItemView {
  const i = packFile("items").items.find((x) => x.id === uid);
  if (!i) throw new Error(`no item ${uid}`);
  const flea = i.sellFor_2025_12_10?.["flea market"] ?? null;
  return {
    uid,
    url: uid,
    name: i.name,
    shortName: i.shortName ?? i.name,
    localName: i.name,
    localShortName: i.shortName ?? i.name,
    categoryId: null,
    tags: [],
    types: [],
    width: i.width,
    height: i.height,
    slots: (i.width ?? 1) * (i.height ?? 1),
    bannedOnFlea: false,
    isFunctional: true,
    caliber: null,
    basePrice: i.basePrice ?? null,
    handbookPrice: i.handbookPrice ?? null,
    lastPrice: flea,
    avg24h: i.avg24hPrice_2025_12_10 ?? null,
    avg7d: flea,
    pricePerSlot: null,
    change24h: null,
    change7d: null,
    traderPrice: null,
    traderName: null,
    updated: DEC_10,
    offers: null,
    lowConfidence: false,
    spark: null,
    ...extra,
  };
}

describe("a preset priced as itself (issue 34, item 8)", () => {
  it("sees that the pack's M4A1 Carbine preset carries the bare M4A1's figures (₽33,333, ₽121,891)", () => {
    const [preset, gun] = [packItem(CARBINE), packItem(M4A1)];
    expect([preset.lastPrice, preset.avg24h]).toEqual([33_333, 121_891]);
    expect(borrowsWeaponFigures(preset, gun)).toBe(true);
    // Its own figures (different from the gun's) are kept; no figures at all borrow nothing.
    expect(borrowsWeaponFigures({ lastPrice: 60_000, avg24h: 70_000 }, gun)).toBe(false);
    expect(borrowsWeaponFigures({ lastPrice: null, avg24h: null }, { lastPrice: null, avg24h: null })).toBe(false);
  });

  it("sums the prices of its items, or none when one has no price", () => {
    const prices: Record<string, number | null> = { a: 100, b: 250, c: null };
    expect(sumOfParts(["a", "b"], (uid) => prices[uid] ?? null)).toBe(350);
    expect(sumOfParts(["a", "c"], (uid) => prices[uid] ?? null)).toBeNull();
  });

  it("drops the borrowed figures and prices the real preset as the sum of its 13 items, per slot of its 10 slots", () => {
    const makeup = realWeaponCatalogue().presets.get(CARBINE);
    expect(makeup?.weaponId).toBe(M4A1);
    const uids = [M4A1, ...Object.values(makeup?.parts ?? {})];
    expect(uids).toHaveLength(13);
    // GENERATED: each part at 1,000 ₽ a trusted last price (its 24 h average alike), to see the sum.
    const parts = uids.slice(1).map((uid) => packItem(uid, { lastPrice: 1000, avg24h: 1000, avg7d: 1000, basePrice: 1000, handbookPrice: 1000 }));
    const gun = packItem(M4A1, { lastPrice: 60_000, avg24h: 61_000, avg7d: 60_000 });
    const preset = packItem(CARBINE, { lastPrice: 60_000, avg24h: 61_000, avg7d: 60_000, traderPrice: 35_941, traderName: "Mechanic" });
    const judged = new Map(judgeWithPresets([gun, preset, ...parts], makeup ? [makeup] : [], clock).map((i) => [i.uid, i]));
    const carbine = judged.get(CARBINE);
    expect(carbine).toMatchObject({ lastPrice: null, avg24h: null, avg7d: null, partsPrice: 60_000 + 12 * 1000, pricePerSlot: 7200 });
    expect(trustedPrice(carbine as NonNullable<typeof carbine>)).toEqual({ price: 72_000, figure: "partsPrice" });
    // The bare gun keeps its own figures.
    expect(judged.get(M4A1)?.lastPrice).toBe(60_000);
    expect(judged.get(M4A1)?.partsPrice ?? null).toBeNull();
    // A preset with figures of its own keeps them.
    const own = judgeWithPresets([gun, { ...preset, lastPrice: 80_000, avg24h: 82_000, avg7d: 80_000 }, ...parts], makeup ? [makeup] : [], clock);
    expect(own.find((i) => i.uid === CARBINE)).toMatchObject({ lastPrice: 80_000, pricePerSlot: 8000 });
    // A preset without flea figures (the import dropped the borrowed ones) is priced by its parts too.
    const none = judgeWithPresets([gun, { ...preset, lastPrice: null, avg24h: null, avg7d: null }, ...parts], makeup ? [makeup] : [], clock);
    expect(none.find((i) => i.uid === CARBINE)).toMatchObject({ lastPrice: null, partsPrice: 72_000, pricePerSlot: 7200 });
  });
});
