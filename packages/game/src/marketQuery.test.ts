import { describe, expect, it } from "vitest";
import { EMPTY_PRICES } from "./item.ts";
import { createMarketIndex, type MarketRow, marketQueryFromParams, normalizeSearch, queryMarket } from "./marketQuery.ts";

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
  it("leaves out low-confidence prices when asked", () => {
    const mixed = createMarketIndex([row("a", "Alpha", 10, { lowConfidence: true }), row("b", "Beta", 20)]);
    expect(queryMarket(mixed, {}).total).toBe(2);
    expect(queryMarket(mixed, { confidentOnly: true }).rows.map((r) => r.uid)).toEqual(["b"]);
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
