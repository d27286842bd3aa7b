import { describe, expect, it } from "vitest";
import {
  AVERAGE_FLOOR,
  DEFAULT_STALE_AFTER_MS,
  decodeQuality,
  encodeQuality,
  fewOffers,
  figureVerdict,
  HISTORY_FACTOR,
  isTrusted,
  type PriceQuality,
  priceQuality,
  type QualityClock,
  type QualityInput,
  realPrice,
  referenceValue,
  TRADER_FLOOR,
  trustedFigure,
  trustedPrice,
  VALUE_ALLOWANCE,
  VALUE_MULTIPLE,
  valueCeiling,
} from "./priceQuality.ts";
import { packFile, realRecords2026 } from "./testing/realPack.ts";

// The pack's snapshot times (data/README.md: commit times of the tarkov.dev dumps).
const NOV_22 = Date.parse("2025-11-22T18:43:46+01:00");
const DEC_10 = Date.parse("2025-12-10T18:06:11+01:00");
/** The pack as the catalogue judges it: at its own newest price, 7 days. */
const PACK: QualityClock = { asOf: DEC_10, staleAfterMs: DEFAULT_STALE_AFTER_MS };

const items = packFile("items").items;
const rates: Record<string, number> = { RUB: 1 };
for (const [code, id] of [
  ["USD", "5696686a4bdc2da3298b456a"],
  ["EUR", "569668774bdc2da2298b4568"],
] as const) {
  const price = items.find((i) => i.id === id)?.handbookPrice;
  if (price) rates[code] = price;
}
const currencyOf = new Map(realRecords2026().traders.map((t) => [t.nickname.toLowerCase(), t.currency]));
const prices2023 = new Map(packFile("prices2023").items.map((i) => [i.id, i.points]));

/**
 * An item of data/items.json with the figures the catalogue gives it (packages/db import, price
 * figures of decision 008): the 2025-12-10 dump's flea price and 24 h average when it has them (the
 * 7 d average is that one point's value), else the 2025-11-22 24 h average as every figure, else the
 * last 2023 point; the best trader price in roubles.
 */
function packInput(name: string): QualityInput & { name: string } {
  const item = items.find((i) => i.name === name);
  if (!item) throw new Error(`no item named ${name} in data/items.json`);
  let trader: number | null = null;
  for (const [key, price] of Object.entries(item.sellFor_2025_12_10 ?? {})) {
    if (key === "flea market" || price <= 0) continue;
    const rub = Math.round(price * (rates[currencyOf.get(key) ?? "RUB"] ?? 1));
    if (trader === null || rub > trader) trader = rub;
  }
  const base = { name, traderPrice: trader, basePrice: item.basePrice ?? item.handbookPrice, handbookPrice: item.handbookPrice, types: item.types ?? [] };
  const flea = item.sellFor_2025_12_10?.["flea market"] ?? null;
  if (flea !== null || item.avg24hPrice_2025_12_10) {
    return {
      ...base,
      lastPrice: flea ?? item.avg24hPrice_2025_12_10,
      avg24h: item.avg24hPrice_2025_12_10,
      avg7d: flea ?? item.avg24hPrice_2025_12_10,
      updated: DEC_10,
    };
  }
  if (item.avg24hPrice_2025_11_22) {
    const v = item.avg24hPrice_2025_11_22;
    return { ...base, lastPrice: v, avg24h: v, avg7d: v, updated: NOV_22 };
  }
  const last = prices2023.get(item.id)?.at(-1);
  if (!last) throw new Error(`${name} has no price in the pack`);
  const v = last.fleaSellFor ?? last.avg24hPrice ?? last.fleaBuyFor ?? null;
  return { ...base, lastPrice: v, avg24h: last.avg24hPrice ?? last.fleaBuyFor ?? null, avg7d: v, updated: Date.parse(last.t) };
}

const fine: PriceQuality = { lastPrice: "ok", avg24h: "ok", avg7d: "ok", stale: false };

describe("price quality on the data pack's worst figures", () => {
  it("Physical Bitcoin at 8,242,375 ₽ (2025-11-22 only; the 2025-12-10 dump has no flea price for it) is stale and never trusted", () => {
    const btc = packInput("Physical Bitcoin");
    expect([btc.lastPrice, btc.updated]).toEqual([8_242_375, NOV_22]);
    // 6.4 × its handbook value 1,279,290 ₽: within the value bounds (marked keys trade at 10–17 ×), so
    // it is its age that keeps it out: 18 days before the pack's newest prices.
    const q = priceQuality(btc, PACK);
    expect(q).toEqual({ ...fine, stale: true });
    expect(encodeQuality(q)).toBe("ooos");
    expect(isTrusted(encodeQuality(q), "lastPrice")).toBe(false);
    expect(figureVerdict(encodeQuality(q), "lastPrice")).toBe("stale");
    // Judged on its own day it would be fresh: staleness is what decides here.
    expect(priceQuality(btc, { ...PACK, asOf: NOV_22 })).toEqual(fine);
  });

  it("the small can of beef stew at 1,618,400 ₽ (value 14,252 ₽, 113 ×) is suspect above its value, and stale", () => {
    const stew = packInput("Can of beef stew (Small)");
    expect(stew.lastPrice).toBe(1_618_400);
    expect(referenceValue(stew)).toBe(14_252);
    expect(valueCeiling(14_252)).toBe(VALUE_MULTIPLE * 14_252 + VALUE_ALLOWANCE);
    expect(priceQuality(stew, PACK)).toEqual({ lastPrice: "aboveValue", avg24h: "aboveValue", avg7d: "aboveValue", stale: true });
    // Even on its own day it is suspect.
    expect(priceQuality(stew, { ...PACK, asOf: NOV_22 }).lastPrice).toBe("aboveValue");
  });

  it("M61 at 37,175 ₽ a round (value 1,240 ₽: ceiling 20 × 1,240 + 10,000 = 34,800 ₽) is suspect, and stale", () => {
    const m61 = packInput("7.62x51mm M61");
    expect(m61.lastPrice).toBe(37_175);
    expect(valueCeiling(referenceValue(m61))).toBe(34_800);
    expect(encodeQuality(priceQuality(m61, PACK))).toBe("vvvs");
  });

  it("an item priced 0 ₽ in 2023 (MP-133 12ga 710mm barrel with rib) has no price, never a real 0", () => {
    const barrel = packInput("MP-133 12ga 710mm barrel with rib");
    expect([barrel.lastPrice, barrel.avg24h]).toEqual([0, 0]);
    const q = priceQuality(barrel, PACK);
    expect(q).toEqual({ lastPrice: "none", avg24h: "none", avg7d: "none", stale: true });
    expect(realPrice(barrel.lastPrice)).toBeNull();
    expect(trustedFigure({ ...barrel, quality: encodeQuality(q) }, "lastPrice")).toBeNull();
  });

  it("a flea price under what the best trader pays is suspect: Labs keycard (Violet) at 185,000 ₽ while Therapist pays 378,000 ₽", () => {
    const violet = packInput("TerraGroup Labs keycard (Violet)");
    expect([violet.lastPrice, violet.traderPrice]).toEqual([185_000, 378_000]);
    expect(violet.lastPrice as number).toBeLessThan(TRADER_FLOOR * 378_000);
    // Its 24 h average (782,028 ₽, value 600,000 ₽) stays usable.
    expect(priceQuality(violet, PACK)).toEqual({ lastPrice: "belowTrader", avg24h: "ok", avg7d: "belowTrader", stale: false });
  });

  it("a figure that disagrees with the item's own other prices is suspect: Metal spare parts' 24 h average 52,568 ₽ against its last price 7,000 ₽", () => {
    const parts = packInput("Metal spare parts");
    expect([parts.lastPrice, parts.avg24h]).toEqual([7000, 52_568]);
    expect((parts.avg24h as number) / (parts.lastPrice as number)).toBeGreaterThan(HISTORY_FACTOR);
    expect(priceQuality(parts, PACK)).toEqual({ ...fine, avg24h: "history" });
  });

  it("a price under a tenth of the item's value is suspect: 5.45x39mm PP gs ammo pack (30 pcs) at 21 ₽ (value 1,000 ₽)", () => {
    const pack = packInput("5.45x39mm PP gs ammo pack (30 pcs)");
    expect([pack.lastPrice, referenceValue(pack)]).toEqual([21, 1000]);
    expect(priceQuality(pack, PACK).lastPrice).toBe("belowValue");
  });

  it("a single troll offer on a cheap part is suspect: NSPU-M scope eyecup at 50,000 ₽ (value 261 ₽)", () => {
    expect(priceQuality(packInput("NSPU-M scope eyecup"), PACK)).toEqual({ lastPrice: "aboveValue", avg24h: "aboveValue", avg7d: "aboveValue", stale: false });
  });

  it("an under-priced last price is doubted (issue 34): Salewa at 7,000 ₽ while Therapist pays 9,506 ₽ (24 h average 34,533 ₽)", () => {
    const salewa = packInput("Salewa first aid kit");
    expect([salewa.lastPrice, salewa.avg24h, salewa.traderPrice]).toEqual([7000, 34_533, 9506]);
    // (The pack's 7 d average of an item is its one newest flea price: doubted alike.)
    expect(priceQuality(salewa, PACK)).toEqual({ ...fine, lastPrice: "belowTrader", avg7d: "belowTrader" });
    const quality = encodeQuality(priceQuality(salewa, PACK));
    expect(trustedPrice({ ...salewa, quality })).toEqual({ price: 34_533, figure: "avg24h" });
  });

  it("a market wholly under an older trader price keeps its figures (issue 34): LEDX's 2026-08-22 scans all under Therapist's 2025-12 ₽611,100", () => {
    // data/price_history/flea_prices_2026.json.gz (last scan, 24 h and 7 d of scans) against data/items.json's trader price.
    const ledx = { lastPrice: 580_000, avg24h: 546_444, avg7d: 555_177, traderPrice: 611_100, basePrice: 970_000, handbookPrice: null, updated: DEC_10 };
    expect(priceQuality(ledx, PACK)).toEqual(fine);
    // One figure alone under the trader is still doubted, and so is one the rest of the market contradicts.
    expect(priceQuality({ ...ledx, avg24h: null, avg7d: null }, PACK).lastPrice).toBe("belowTrader");
    expect(priceQuality({ ...ledx, avg7d: 700_000 }, PACK)).toEqual({ ...fine, lastPrice: "belowTrader", avg24h: "belowTrader" });
  });

  it("a last price under 60 % of the item's own 24 h average is doubted (issue 34): Morphine injector at 13,000 ₽, average 24,561 ₽", () => {
    const morphine = packInput("Morphine injector");
    expect([morphine.lastPrice, morphine.avg24h]).toEqual([13_000, 24_561]);
    // Above what a trader pays (12,753 ₽): the average is what doubts it.
    expect(morphine.lastPrice as number).toBeGreaterThan(morphine.traderPrice as number);
    expect(morphine.lastPrice as number).toBeLessThan(AVERAGE_FLOOR * (morphine.avg24h as number));
    expect(priceQuality(morphine, PACK)).toEqual({ ...fine, lastPrice: "belowAverage" });
    // At 60 % it is not.
    expect(priceQuality({ ...morphine, lastPrice: Math.ceil(AVERAGE_FLOOR * 24_561) }, PACK).lastPrice).toBe("ok");
    // A 24 h average the rule doubts itself doubts nothing: Metal spare parts (below) keeps its last price.
  });

  it("a gun's last price is not measured against its 24 h average, which mixes built guns sold under its id: the bare Colt M4A1 at 33,333 ₽", () => {
    const m4 = packInput("Colt M4A1 5.56x45 assault rifle");
    expect([m4.lastPrice, m4.avg24h]).toEqual([33_333, 121_891]);
    expect(m4.lastPrice as number).toBeLessThan(AVERAGE_FLOOR * (m4.avg24h as number));
    expect(priceQuality(m4, PACK).lastPrice).toBe("ok");
    // The same figures on an item that is not a gun are doubted.
    expect(priceQuality({ ...m4, types: ["mods"] }, PACK).lastPrice).toBe("belowAverage");
  });

  it("keeps real prices: the graphics card, a marked key at 17 × its value (RB-VO, 4,333,333 ₽) and LEDX", () => {
    for (const name of ["Graphics card", "RB-VO marked key", "LEDX Skin Transilluminator"]) {
      expect(priceQuality(packInput(name), PACK), name).toEqual(fine);
    }
  });
});

describe("the bounds, against the data they were chosen from (data/items.json)", () => {
  const dec = items.filter((i) => (i.sellFor_2025_12_10?.["flea market"] ?? 0) > 0 && Math.max(i.basePrice ?? 0, i.handbookPrice ?? 0) > 0);
  const novOnly = items.filter(
    (i) => !i.sellFor_2025_12_10?.["flea market"] && (i.avg24hPrice_2025_11_22 ?? 0) > 0 && Math.max(i.basePrice ?? 0, i.handbookPrice ?? 0) > 0,
  );
  const value = (i: (typeof items)[number]) => Math.max(i.basePrice ?? 0, i.handbookPrice ?? 0);

  it("the value ceiling keeps 97.9 % of the 2025-12-10 flea prices and stops 30 % of the prices only the 2025-11-22 dump has", () => {
    const passing = dec.filter((i) => (i.sellFor_2025_12_10?.["flea market"] as number) <= (valueCeiling(value(i)) as number)).length;
    expect(dec.length).toBe(2694);
    expect(passing / dec.length).toBeGreaterThan(0.975);
    const stopped = novOnly.filter((i) => (i.avg24hPrice_2025_11_22 as number) > (valueCeiling(value(i)) as number)).length;
    expect(stopped / novOnly.length).toBeGreaterThan(0.28);
  });

  it("the history factor keeps the 2025-12-10 last price and 24 h average together for 96 % of items", () => {
    const together = dec.filter((i) => {
      const r = (i.avg24hPrice_2025_12_10 as number) / (i.sellFor_2025_12_10?.["flea market"] as number);
      return r <= HISTORY_FACTOR && r >= 1 / HISTORY_FACTOR;
    }).length;
    expect(together / dec.length).toBeGreaterThan(0.96);
  });
});

describe("the rule itself", () => {
  const input: QualityInput = { lastPrice: 10_000, avg24h: 11_000, avg7d: 10_500, traderPrice: 6000, basePrice: 10_000, handbookPrice: 9000, updated: DEC_10 };

  it("zero, negative, missing and non-numbers are no price", () => {
    for (const v of [0, -5, null, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(realPrice(v)).toBeNull();
      expect(priceQuality({ ...input, lastPrice: v }, PACK).lastPrice).toBe("none");
    }
  });

  it("stale after the threshold, not at it; never without a time to judge at", () => {
    expect(priceQuality(input, { asOf: DEC_10 + DEFAULT_STALE_AFTER_MS, staleAfterMs: DEFAULT_STALE_AFTER_MS }).stale).toBe(false);
    expect(priceQuality(input, { asOf: DEC_10 + DEFAULT_STALE_AFTER_MS + 1, staleAfterMs: DEFAULT_STALE_AFTER_MS }).stale).toBe(true);
    expect(priceQuality(input, { asOf: null, staleAfterMs: DEFAULT_STALE_AFTER_MS }).stale).toBe(false);
    // The threshold is a setting: one day.
    expect(priceQuality(input, { asOf: DEC_10 + 2 * 86_400_000, staleAfterMs: 86_400_000 }).stale).toBe(true);
  });

  it("the value is the higher of base and handbook price, else the trader price ÷ 0.6", () => {
    expect(referenceValue(input)).toBe(10_000);
    expect(referenceValue({ basePrice: null, handbookPrice: null, traderPrice: 6000 })).toBe(10_000);
    expect(referenceValue({ basePrice: 0, handbookPrice: null, traderPrice: null })).toBeNull();
  });

  it("two disagreeing figures with nothing to tell which is off are both suspect; with a value, the one far from it is", () => {
    const bare = { ...input, basePrice: null, handbookPrice: null, traderPrice: null, avg7d: null };
    expect(priceQuality({ ...bare, avg24h: 50_000 }, PACK)).toMatchObject({ lastPrice: "history", avg24h: "history" });
    expect(priceQuality({ ...input, avg7d: null, avg24h: 50_000 }, PACK)).toMatchObject({ lastPrice: "ok", avg24h: "history" });
  });

  it("the code round-trips, is null when all is fine, and few offers are unknown without a count", () => {
    const all: PriceQuality[] = [
      fine,
      { lastPrice: "aboveValue", avg24h: "history", avg7d: "none", stale: true },
      { lastPrice: "belowTrader", avg24h: "belowValue", avg7d: "ok", stale: false },
      { lastPrice: "belowAverage", avg24h: "ok", avg7d: "ok", stale: false },
    ];
    for (const q of all) expect(decodeQuality(encodeQuality(q))).toEqual(q);
    expect(encodeQuality(fine)).toBeNull();
    expect([fewOffers(null), fewOffers(4), fewOffers(5)]).toEqual([null, true, false]);
  });
});

describe("an admin's verdict is an input of the rule (/admin/cut-edges)", () => {
  it("trust: the pack's NSPU-M troll price is ok, a missing figure stays no price, staleness stays", () => {
    const eyecup = packInput("NSPU-M scope eyecup");
    expect(priceQuality({ ...eyecup, qualityOverride: "trust" }, PACK)).toEqual(fine);
    expect(isTrusted(encodeQuality(priceQuality({ ...eyecup, qualityOverride: "trust" }, PACK)), "lastPrice")).toBe(true);
    expect(priceQuality({ ...eyecup, avg7d: 0, qualityOverride: "trust" }, PACK).avg7d).toBe("none");
    const stew = packInput("Can of beef stew (Small)");
    expect(priceQuality({ ...stew, qualityOverride: "trust" }, PACK)).toEqual({ ...fine, stale: true });
  });

  it("suspect: a price the bounds accept is suspect with the reason admin, and the code carries it", () => {
    const salewa = packInput("Graphics card");
    expect(priceQuality(salewa, PACK)).toEqual(fine);
    const q = priceQuality({ ...salewa, qualityOverride: "suspect" }, PACK);
    expect(q).toEqual({ lastPrice: "admin", avg24h: "admin", avg7d: "admin", stale: false });
    expect(encodeQuality(q)).toBe("aaa");
    expect(decodeQuality("aaa")).toEqual(q);
    expect(figureVerdict("aaa", "lastPrice")).toBe("admin");
    expect(trustedFigure({ ...salewa, quality: encodeQuality(q) }, "lastPrice")).toBeNull();
  });

  it("null or no verdict: the rule decides as before", () => {
    const eyecup = packInput("NSPU-M scope eyecup");
    expect(priceQuality({ ...eyecup, qualityOverride: null }, PACK)).toEqual(priceQuality(eyecup, PACK));
  });
});
