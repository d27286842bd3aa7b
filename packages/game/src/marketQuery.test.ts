import { describe, expect, it } from "vitest";
import { EMPTY_PRICES } from "./item.ts";
import { createMarketIndex, type MarketRow, marketQueryFromParams, queryMarket } from "./marketQuery.ts";
import { normalizeSearch } from "./marketSearch.ts";

// Generated rows for the test only (not product data).
function row(uid: string, localName: string, lastPrice: number | null, extra: Partial<MarketRow> = {}): MarketRow {
  return {
    ...EMPTY_PRICES,
    uid,
    url: uid,
    name: localName,
    shortName: localName.slice(0, 4),
    localName,
    localShortName: localName.slice(0, 4),
    tags: [],
    slots: 1,
    width: 1,
    height: 1,
    bannedOnFlea: false,
    basePrice: null,
    icon: null,
    offers: null,
    lowConfidence: false,
    spark: null,
    quality: null,
    lastPrice,
    pricePerSlot: lastPrice,
    ...extra,
  };
}

const rows = [
  row("1", "Salewa first aid kit", 21000, { tags: ["medication", "medkits"], change24h: 5 }),
  row("2", "AI-2 medkit", 3000, { tags: ["medication", "medkits"], change24h: -2 }),
  row("3", "Bolts", null, { tags: ["barter_items"] }),
  row("4", "Graphics card", 500000, { tags: ["barter_items"], name: "Graphics card", localName: "Видеокарта", localShortName: "ГПУ" }),
];
const index = createMarketIndex(rows);

describe("queryMarket", () => {
  it("sorts by name by default and pages 51 rows", () => {
    const page = queryMarket(index, {});
    expect(page.rows.map((r) => r.uid)).toEqual(["2", "3", "1", "4"]);
    expect(page.total).toBe(4);
    expect(page.pages).toBe(1);
    const many = createMarketIndex(Array.from({ length: 120 }, (_, i) => row(String(i), `Item ${i}`, i)));
    const second = queryMarket(many, { page: 2 });
    expect(second.rows).toHaveLength(51);
    expect(second.pages).toBe(3);
    expect(queryMarket(many, { page: 99 }).page).toBe(3);
  });
  it("searches every word in English and local names, case-insensitively", () => {
    expect(queryMarket(index, { search: "SALEWA kit" }).rows.map((r) => r.uid)).toEqual(["1"]);
    expect(queryMarket(index, { search: "видеок" }).rows.map((r) => r.uid)).toEqual(["4"]);
    expect(queryMarket(index, { search: "graphics" }).rows.map((r) => r.uid)).toEqual(["4"]);
    expect(queryMarket(index, { search: "nothing-like-this" }).total).toBe(0);
  });
  it("filters by tag", () => {
    expect(queryMarket(index, { tag: "medkits" }).rows.map((r) => r.uid)).toEqual(["2", "1"]);
  });
  it("sorts by price and change with empty values last in both directions", () => {
    expect(queryMarket(index, { sort: "price" }).rows.map((r) => r.uid)).toEqual(["4", "1", "2", "3"]);
    expect(queryMarket(index, { sort: "price", dir: "asc" }).rows.map((r) => r.uid)).toEqual(["2", "1", "4", "3"]);
    expect(queryMarket(index, { sort: "change24h" }).rows.map((r) => r.uid)).toEqual(["1", "2", "3", "4"]);
  });
  it("leaves out flea prices with few offers when asked; an unknown offer count (the pack has none) is not few and stays, counted", () => {
    const mixed = createMarketIndex([
      row("a", "Alpha", 10, { offers: 2, lowConfidence: true }),
      row("b", "Beta", 20, { offers: 12 }),
      row("c", "Gamma", 30, { offers: null }),
      // A trader price only: no flea price to doubt, it stays.
      row("d", "Delta", null, { offers: null, traderPrice: 500, traderName: "Prapor" }),
    ]);
    expect(queryMarket(mixed, {})).toMatchObject({ total: 4, confident: { hidden: 0, unknownOffers: 0 } });
    const confident = queryMarket(mixed, { confidentOnly: true });
    expect(confident.rows.map((r) => r.uid)).toEqual(["b", "d", "c"]);
    expect(confident.confident).toEqual({ hidden: 1, unknownOffers: 1 });
    // With a search, only the matching rows count.
    expect(queryMarket(mixed, { confidentOnly: true, search: "alpha" }).confident).toEqual({ hidden: 1, unknownOffers: 0 });
    expect(queryMarket(mixed, { confidentOnly: true, search: "gamma" }).confident).toEqual({ hidden: 0, unknownOffers: 1 });
    // A preset priced as the sum of its parts (issue 34): flea prices of unknown offers, kept alike.
    const preset = createMarketIndex([row("p", "Preset", null, { offers: null, partsPrice: 72_000, traderPrice: 35_941, traderName: "Mechanic" })]);
    expect(queryMarket(preset, { confidentOnly: true })).toMatchObject({ total: 1, confident: { hidden: 0, unknownOffers: 1 } });
  });
  it("sorts suspect, stale and zero prices last, after every trusted one (priceQuality codes)", () => {
    const judged = createMarketIndex([
      row("ok1", "Ammo", 900),
      // judgeItem gives a row without a trusted price no price per slot.
      row("sus", "Beef stew", 1_618_400, { quality: "vvvs", pricePerSlot: null }),
      row("stale", "Bitcoin", 8_242_375, { quality: "ooos", pricePerSlot: null }),
      row("zero", "Barrel", null, { quality: "nnns", traderPrice: 3000, traderName: "Prapor" }),
      row("ok2", "Can", 51_743),
    ]);
    expect(queryMarket(judged, { sort: "price" }).rows.map((r) => r.uid)).toEqual(["ok2", "ok1", "zero", "sus", "stale"]);
    expect(queryMarket(judged, { sort: "price", dir: "asc" }).rows.map((r) => r.uid)).toEqual(["ok1", "ok2", "zero", "sus", "stale"]);
    expect(
      queryMarket(judged, { sort: "pricePerSlot" })
        .rows.map((r) => r.uid)
        .slice(0, 2),
    ).toEqual(["ok2", "ok1"]);
  });
  it("sorts by the trusted price: a doubted last price gives way to the 24 h average (issue 34, trustedPrice)", () => {
    const judged = createMarketIndex([
      row("cheap", "Salewa", 7000, { avg24h: 34_533, quality: "too", pricePerSlot: 17_267, slots: 2 }),
      row("mid", "Grizzly", 20_000, { avg24h: 21_000, pricePerSlot: 5000, slots: 4 }),
      row("ok", "AI-2", 3000, { avg24h: 3100 }),
    ]);
    expect(queryMarket(judged, { sort: "price" }).rows.map((r) => r.uid)).toEqual(["cheap", "mid", "ok"]);
    expect(queryMarket(judged, { sort: "pricePerSlot" }).rows.map((r) => r.uid)).toEqual(["cheap", "mid", "ok"]);
  });
  it("reads only known params", () => {
    expect(marketQueryFromParams(new URLSearchParams("sort=evil&dir=up&page=-3&search=ak"))).toEqual({
      search: "ak",
      sort: undefined,
      dir: undefined,
      page: undefined,
      confidentOnly: undefined,
    });
    expect(marketQueryFromParams(new URLSearchParams("confident=1")).confidentOnly).toBe(true);
    expect(marketQueryFromParams(new URLSearchParams("sort=change7d&dir=asc&page=2"))).toMatchObject({ sort: "change7d", dir: "asc", page: 2 });
  });
  it("normalises double spaces and compatibility forms", () => {
    expect(normalizeSearch("  Ｍ4A1   receiver ")).toBe("m4a1 receiver");
  });
});

describe("every column sorts (issue 22)", () => {
  const dated = [
    row("a", "Alpha", 100, { avg24h: 300, traderPrice: 50, updated: 3_000 }),
    row("b", "Bravo", 200, { avg24h: 100, traderPrice: 90, updated: 1_000 }),
    row("c", "Charlie", 300, { avg24h: 200, traderPrice: null, updated: 2_000 }),
    // A doubted 24 h average sorts with the empty values, last (as a doubted price does).
    row("d", "Delta", 400, { avg24h: 9_999_999, traderPrice: 10, updated: null, quality: "ovo" }),
  ];
  const sorted = (sort: "avg24h" | "traderPrice" | "updated", dir: "asc" | "desc") =>
    queryMarket(createMarketIndex(dated), { sort, dir }).rows.map((r) => r.uid);
  it("by the 24 h average, the best trader's price and the date, empty or doubted values last", () => {
    expect(sorted("avg24h", "desc")).toEqual(["a", "c", "b", "d"]);
    expect(sorted("avg24h", "asc")).toEqual(["b", "c", "a", "d"]);
    expect(sorted("traderPrice", "desc")).toEqual(["b", "a", "d", "c"]);
    expect(sorted("updated", "desc")).toEqual(["a", "c", "b", "d"]);
  });
  it("says a search without a chosen sort is ranked, and a chosen sort is kept", () => {
    expect(queryMarket(index, { search: "salewa" }).sort).toBe("relevance");
    expect(queryMarket(index, { search: "salewa", sort: "name" }).sort).toBe("name");
    expect(queryMarket(index, {}).sort).toBe("name");
    expect(marketQueryFromParams(new URLSearchParams("sort=updated&dir=asc"))).toMatchObject({ sort: "updated", dir: "asc" });
  });
});

describe("the favourites view", () => {
  it("lists only the given items, with the search, tag and sort still applied", () => {
    const only = new Set(["1", "4"]);
    // By local name: "Salewa first aid kit" before "Видеокарта".
    expect(queryMarket(index, { only }).rows.map((r) => r.uid)).toEqual(["1", "4"]);
    expect(queryMarket(index, { only, tag: "medkits" }).rows.map((r) => r.uid)).toEqual(["1"]);
    expect(queryMarket(index, { only, sort: "price", dir: "desc" }).rows.map((r) => r.uid)).toEqual(["4", "1"]);
    expect(queryMarket(index, { only: new Set() }).total).toBe(0);
  });
});
