import { describe, expect, it } from "vitest";
import { createMarketIndex, type MarketRow, queryMarket } from "./marketQuery.ts";
import { queryVariants, switchLayout, transliterate } from "./marketSearch.ts";
import { realItemNames } from "./testing/realPack.ts";

/** The whole real catalogue's names as market rows (prices play no part in finding). */
function catalogue(locale: string) {
  const rows = realItemNames(locale).map(
    (n) =>
      ({
        ...n,
        url: n.uid,
        // Tags as the catalogue slugs them (only "weapons" matters to search).
        tags: n.categoryPath.map((c) => c.toLowerCase().replace(/\W+/g, "-")),
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
      }) as unknown as MarketRow,
  );
  return createMarketIndex(rows, locale);
}
const en = catalogue("en");
const ru = catalogue("ru");
const first = (index: ReturnType<typeof catalogue>, search: string) => queryMarket(index, { search }).rows[0]?.name;

describe("market search finds what players type first (issue 22)", () => {
  it.each([
    ["gpu", "Graphics card"],
    ["ledx", "LEDX Skin Transilluminator"],
    ["salewa", "Salewa first aid kit"],
    ["m4a1", "Colt M4A1 5.56x45 assault rifle"],
    ["bitcoin", "Physical Bitcoin"],
    ["vss", "VSS Vintorez 9x39 special sniper rifle"],
    // One letter wrong.
    ["grapics card", "Graphics card"],
    ["transiluminator", "LEDX Skin Transilluminator"],
    // The Russian layout by mistake ("пзг" is g-p-u on the same keys), and Cyrillic look-alikes.
    ["пзг", "Graphics card"],
    ["ледх", "LEDX Skin Transilluminator"],
    ["м4а1", "Colt M4A1 5.56x45 assault rifle"],
  ])("en: %s → %s", (query, expected) => {
    expect(first(en, query)).toBe(expected);
  });

  it.each([
    ["ледх", "LEDX Skin Transilluminator"],
    ["м4а1", "Colt M4A1 5.56x45 assault rifle"],
    ["видеокарта", "Graphics card"],
    ["dbltjrfhnf", "Graphics card"],
    ["pachka", null],
    ["салева", null],
  ])("ru: %s → %s", (query, expected) => {
    const found = queryMarket(ru, { search: query }).rows;
    if (expected) expect(found[0]?.name).toBe(expected);
    else expect(found.length).toBeGreaterThan(0);
  });

  it("puts a weapon first for a weapon's short name prefix, not a rig that mentions it", () => {
    const ak = queryMarket(en, { search: "ak" })
      .rows.slice(0, 3)
      .map((r) => r.shortName);
    expect(ak.every((s) => s.toLowerCase().startsWith("ak"))).toBe(true);
  });

  it("keeps a chosen sort: the matches in the column's order, not by relevance", () => {
    const byName = queryMarket(en, { search: "ledx", sort: "name", dir: "desc" }).rows.map((r) => r.name);
    expect(byName).toEqual(["LEDX Skin Transilluminator (US Version)", "LEDX Skin Transilluminator"]);
  });
});

describe("layouts and alphabets", () => {
  it("switches a query typed on the wrong layout, both ways", () => {
    expect(switchLayout("пзг")).toBe("gpu");
    expect(switchLayout("ghbdtn")).toBe("привет");
    expect(switchLayout("дувч")).toBe("ledx");
  });
  it("writes Russian in Latin as players do, and Latin in Russian", () => {
    expect(transliterate("ледх")).toBe("ledx");
    expect(transliterate("м4а1")).toBe("m4a1");
    expect(transliterate("pachka")).toBe("пачка");
    expect(transliterate("shchit")).toBe("щит");
    expect(queryVariants("  Пачка ").map((v) => v.text)).toEqual(["пачка", "gfxrf", "pachka"]);
  });
});
