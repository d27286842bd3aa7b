import { encodeQuality, formatPrice, type MarketRow } from "@raidkit/game";
import { describe, expect, it } from "vitest";
import { itemLink, PRICE_CHECK_MAX_LINE, priceCheckLine, priceCheckLocale, priceCheckMode, readQuery } from "./priceCheck.ts";

/** A made-up market row (test data, not the pack's): only what the line reads matters. */
function row(change: Partial<MarketRow> = {}): MarketRow {
  return {
    uid: "test-uid",
    url: "test-first-aid-kit",
    name: "Test first aid kit",
    shortName: "Test",
    localName: "Test first aid kit",
    localShortName: "Test",
    tags: [],
    slots: 1,
    width: 1,
    height: 1,
    bannedOnFlea: false,
    basePrice: 10_000,
    icon: null,
    offers: 50,
    lowConfidence: false,
    spark: null,
    quality: null,
    lastPrice: 12_345,
    avg24h: 12_000,
    avg7d: 11_000,
    pricePerSlot: 12_345,
    change24h: 1,
    change7d: 2,
    traderPrice: 9_000,
    traderName: "Therapist",
    updated: Date.UTC(2026, 10, 20, 12),
    ...change,
  };
}

const ORIGIN = "https://raidkit.example";

describe("priceCheckLine (issue 18: the chat bots' line)", () => {
  it("shows the trusted flea price, its 24 h average, the best trader offer and the item's page", () => {
    expect(priceCheckLine(row(), "en", "pvp", ORIGIN)).toBe(
      "Test first aid kit: ₽12,345 · 24 h avg ₽12,000 · sell to Therapist ₽9,000 · https://raidkit.example/item/test-first-aid-kit",
    );
  });
  it("writes numbers and words the Russian way, links the Russian page and marks PVE", () => {
    const line = priceCheckLine(row({ localName: "Тестовая аптечка", traderName: "Терапевт" }), "ru", "pve", ORIGIN);
    expect(line).toBe(
      `[PVE] Тестовая аптечка: ${formatPrice(12_345, "ru")} · ср. за 24 ч ${formatPrice(12_000, "ru")} · продать: Терапевт ${formatPrice(9_000, "ru")} · https://raidkit.example/ru/item/test-first-aid-kit`,
    );
  });
  it("gives the trusted price in place of a doubted last price, names which figure it is, and says the last price is not used (issue 34)", () => {
    const under = encodeQuality({ lastPrice: "belowAverage", avg24h: "ok", avg7d: "ok", stale: false });
    const line = priceCheckLine(row({ quality: under, lastPrice: 7000, avg24h: 34_533 }), "en", "pvp", ORIGIN);
    expect(line).toBe(
      "Test first aid kit: ₽34,533 (24 h avg) · last price ₽7,000 doubtful, not used · sell to Therapist ₽9,000 · https://raidkit.example/item/test-first-aid-kit",
    );
    const ru = priceCheckLine(row({ quality: under, lastPrice: 7000, avg24h: 34_533 }), "ru", "pvp", ORIGIN);
    expect(ru).toContain("(ср. за 24 ч) · последняя цена");
    expect(ru).toContain("сомнительна, не используется");
  });
  it("never shows a suspect flea figure as a price, and says why", () => {
    const suspect = encodeQuality({ lastPrice: "aboveValue", avg24h: "aboveValue", avg7d: "aboveValue", stale: false });
    const line = priceCheckLine(row({ quality: suspect, lastPrice: 50_000_000, avg24h: 40_000_000 }), "en", "pvp", ORIGIN);
    expect(line).toContain("flea price doubtful, not shown");
    expect(line).not.toContain("50,000,000");
    expect(line).not.toContain("40,000,000");
    expect(line).toContain("sell to Therapist ₽9,000");
    expect(priceCheckLine(row({ quality: suspect }), "ru", "pvp", ORIGIN)).toContain("цена барахолки сомнительна, не показана");
  });
  it("says a stale flea price is out of date with its date, without showing it", () => {
    const stale = encodeQuality({ lastPrice: "ok", avg24h: "ok", avg7d: "ok", stale: true });
    const line = priceCheckLine(row({ quality: stale }), "en", "pvp", ORIGIN);
    expect(line).toContain("flea price out of date (20.11.26), not shown");
    expect(line).not.toContain("12,345");
    expect(line).not.toContain("24 h avg");
  });
  it("says when there is no flea price, or the item is banned on the flea", () => {
    const none = encodeQuality({ lastPrice: "none", avg24h: "none", avg7d: "none", stale: false });
    expect(priceCheckLine(row({ quality: none, lastPrice: null, avg24h: null }), "en", "pvp", ORIGIN)).toContain(": no flea price · sell to");
    expect(priceCheckLine(row({ quality: none, lastPrice: null, avg24h: null, bannedOnFlea: true }), "ru", "pvp", ORIGIN)).toContain(
      ": запрещён на барахолке · продать",
    );
    expect(priceCheckLine(row({ traderPrice: null, traderName: null }), "en", "pvp", ORIGIN)).not.toContain("sell to");
  });
  it("stays under the chat's limit with a very long name, cutting the name", () => {
    const line = priceCheckLine(row({ localName: "Very long name ".repeat(60) }), "en", "pvp", ORIGIN);
    expect(line.length).toBeLessThanOrEqual(PRICE_CHECK_MAX_LINE);
    expect(line).toContain("…:");
    expect(line.endsWith("/item/test-first-aid-kit")).toBe(true);
  });
});

describe("price check input", () => {
  it("reads the language and mode leniently (defaults en and pvp)", () => {
    expect(priceCheckLocale("RU")).toBe("ru");
    expect(priceCheckLocale("de")).toBe("en");
    expect(priceCheckLocale(null)).toBe("en");
    expect(priceCheckMode("PVE")).toBe("pve");
    expect(priceCheckMode("x")).toBe("pvp");
  });
  it("cleans the query of control characters and extra spaces", () => {
    expect(readQuery("  salewa\u0000\n kit ")).toBe("salewa kit");
    // C1 controls, text-direction characters and lone surrogates too (issue 30, finding 15).
    expect(readQuery("sale\u0085wa\u202e kit\u2066\ud800")).toBe("sale wa kit");
    expect(readQuery(undefined)).toBe("");
  });
  it("links the item's page in the asked language", () => {
    expect(itemLink(ORIGIN, "en", "ledx-skin-transilluminator")).toBe("https://raidkit.example/item/ledx-skin-transilluminator");
    expect(itemLink(ORIGIN, "ru", "ledx-skin-transilluminator")).toBe("https://raidkit.example/ru/item/ledx-skin-transilluminator");
  });
});
