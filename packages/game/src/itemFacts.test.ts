import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { bestSellPlace, caliberName, distinctOffers, localText, offerIdentity, tradeCount, type VisibleOffer } from "./itemFacts.ts";
import { PACK_LOCALE_SCHEMA, type PackBarter, parsePackJson } from "./pack/index.ts";
import { packFile, realRecords2026 } from "./testing/realPack.ts";

// Every case below runs on real records of the data pack (data/).
const DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../data");
const ru = parsePackJson("locales/ru.json", PACK_LOCALE_SCHEMA, JSON.parse(readFileSync(path.join(DATA_DIR, "locales/ru.json"), "utf8")));
const items = new Map(packFile("items").items.map((i) => [i.id, i]));
const calibers = new Map(packFile("properties").items.flatMap((p) => (p.caliber ? [[p.id, p.caliber] as const] : [])));

/** The rounds of a caliber as the site finds them: items of type "ammo" carrying that caliber. */
function roundNames(caliber: string, locale: "en" | "ru"): string[] {
  return [...items.values()]
    .filter((i) => calibers.get(i.id) === caliber && (i.types ?? []).includes("ammo"))
    .flatMap((i) => {
      const name = locale === "en" ? i.name : ru.items[i.id]?.name;
      return name ? [name] : [];
    });
}

const barters = realRecords2026().barters;
const barter = (id: string): PackBarter => {
  const b = barters.find((x) => x.id === id);
  if (!b) throw new Error(`no barter ${id}`);
  return b;
};
/** A barter as the item page lists it (whole counts, the unlocking quest by name). */
const visible = (b: PackBarter): VisibleOffer => ({
  kind: "barter",
  traderId: b.traderId,
  itemUid: b.item.itemId,
  loyaltyLevel: b.loyaltyLevel,
  count: b.item.count,
  price: null,
  currency: null,
  questUnlock: b.questUnlock?.questName ?? null,
  buyLimit: b.buyRestrictionMax,
  required: b.requiredItems.map((r) => ({ uid: r.itemId, count: tradeCount(r.count), dogtagLevel: r.dogtagLevel, side: r.side })),
});

describe("caliberName: the caliber as the game's round names write it", () => {
  it("names the calibers of real weapons in English and Russian", () => {
    expect(caliberName(roundNames("Caliber556x45NATO", "en"))).toBe("5.56x45mm");
    expect(caliberName(roundNames("Caliber556x45NATO", "ru"))).toBe("5.56x45мм");
    expect(caliberName(roundNames("Caliber762x54R", "en"))).toBe("7.62x54mm R");
    expect(caliberName(roundNames("Caliber1143x23ACP", "en"))).toBe(".45 ACP");
    expect(caliberName(roundNames("Caliber12g", "ru"))).toBe("12/70");
    expect(caliberName(roundNames("Caliber366TKM", "ru"))).toBe(".366 ТКМ");
  });
  it("follows the majority when a few rounds are named otherwise", () => {
    // .300 Whisper is a Caliber762x35 round.
    expect(roundNames("Caliber762x35", "en")).toContain(".300 Whisper");
    expect(caliberName(roundNames("Caliber762x35", "en"))).toBe(".300 Blackout");
    // The 2025 properties put the two .308 ME rounds under Caliber762x51 too (items.json has no types for them).
    expect(calibers.get("67c540c3d0538d12ec036c08")).toBe("Caliber762x51");
    expect(caliberName([...roundNames("Caliber762x51", "en"), ".308 ME", ".308 ME LOKT"])).toBe("7.62x51mm");
    // "9x18mm PMM PstM gzh" is one of fourteen Caliber9x18PM rounds.
    expect(caliberName(roundNames("Caliber9x18PM", "en"))).toBe("9x18mm PM");
    expect(caliberName(roundNames("Caliber9x18PM", "ru"))).toBe("9x18мм ПМ");
  });
  it("does not take a round's type for the caliber: 6 of 11 20-gauge rounds are 'пуля' (slugs) in Russian", () => {
    expect(roundNames("Caliber20g", "ru").filter((n) => n.startsWith("20/70 пуля"))).toHaveLength(6);
    expect(caliberName(roundNames("Caliber20g", "ru"))).toBe("20/70");
    expect(caliberName(roundNames("Caliber20g", "en"))).toBe("20/70");
  });
  it("names every caliber of the pack's rounds in both languages, or says it cannot", () => {
    const all = [...new Set([...calibers.values()])].filter((c) => roundNames(c, "en").length > 0).sort();
    const named = Object.fromEntries(all.map((c) => [c, [caliberName(roundNames(c, "en")), caliberName(roundNames(c, "ru"))]]));
    expect(named).toMatchObject({
      Caliber127x99: [".50 BMG", null],
      Caliber26x75: ["26x75mm flare cartridge", null],
      Caliber68x51: ["6.8x51mm SIG", "6.8x51мм SIG"],
      Caliber762x25TT: ["7.62x25mm TT", "7.62x25мм ТТ"],
      Caliber86x70: [".338 Lapua Magnum", ".338 Lapua Magnum"],
      Caliber9x33R: [".357 Magnum", ".357 Magnum"],
    });
    // Every name the rule gives starts with a word that has a digit, and no round type word follows it.
    for (const [en, ru] of Object.values(named))
      for (const name of [en, ru]) if (name) expect(name).not.toMatch(/\b(пуля|картечь|slug|buckshot|grenade|граната)\b/i);
  });
  it("starts at the first word with a digit (ru grenades are 'Выстрел 40x46мм …')", () => {
    expect(roundNames("Caliber40x46", "ru")[0]).toMatch(/^Выстрел 40x46мм/);
    expect(caliberName(roundNames("Caliber40x46", "ru"))).toBe("40x46мм");
  });
  it("gives null where the data cannot decide: one round, or no round at all", () => {
    expect(roundNames("Caliber40mmRU", "en")).toEqual(["40mm VOG-25 grenade"]);
    expect(caliberName(roundNames("Caliber40mmRU", "en"))).toBeNull();
    expect(caliberName(roundNames("Caliber725", "en"))).toBeNull(); // RShG-2: no round in the data
    expect(caliberName(roundNames("Caliber26x75", "ru"))).toBeNull(); // the Russian flare names share no majority
  });
  it("never returns a name that is not the start of the caliber's round names", () => {
    for (const caliber of new Set(calibers.values())) {
      for (const locale of ["en", "ru"] as const) {
        const names = roundNames(caliber, locale);
        const name = caliberName(names);
        if (name === null) continue;
        expect(name).toMatch(/\d/);
        expect(names.filter((n) => n.includes(`${name} `)).length * 2).toBeGreaterThan(names.length);
      }
    }
  });
});

describe("tradeCount: a trader takes whole items", () => {
  it("rounds Ref's fractional GP coin prices up", () => {
    const m4 = barter("6a563f7e501f20f1f501d8af1"); // Ref LL3: Colt M4A1 EXPS3-0 for 72.2 GP coins
    expect(m4.requiredItems[0]).toMatchObject({ itemName: "GP coin", count: 72.2 });
    expect(tradeCount(72.2)).toBe(73);
    expect(barter("6a563f7c501f20f1f501d6b85").item.itemName).toBe("Neoprene mask (Zombie)"); // Ref LL2, 0.33 GP coins
    expect(tradeCount(barter("6a563f7c501f20f1f501d6b85").requiredItems[0]?.count ?? 0)).toBe(1);
  });
  it("keeps whole counts and gives a whole number for every requirement of the pack", () => {
    expect(barters.filter((b) => b.requiredItems.some((r) => !Number.isInteger(r.count)))).toHaveLength(265);
    for (const b of barters) {
      for (const r of b.requiredItems) {
        const n = tradeCount(r.count);
        expect(Number.isInteger(n)).toBe(true);
        expect(n).toBeGreaterThanOrEqual(r.count);
        expect(n - r.count).toBeLessThan(1);
        if (Number.isInteger(r.count)) expect(n).toBe(r.count);
      }
    }
  });
});

describe("distinctOffers: one row per offer the player can tell apart", () => {
  it("merges the Graphics card barter Mechanic lists twice under two assort ids (both unlocked by The Price of Independence)", () => {
    const pair = [barter("6a563f4f56861bafff0066708"), barter("6a563f5256861bafff0067d98")];
    expect(pair.map((b) => b.questUnlock?.questName)).toEqual(["The Price of Independence", "The Price of Independence"]);
    expect(pair.map((b) => b.item.itemName)).toEqual(["Graphics card", "Graphics card"]);
    expect(distinctOffers(pair.map(visible))).toHaveLength(1);
  });
  it("keeps offers that differ: Ref's M4A1 builds at loyalty 2 and 3; a dogtag's side or level", () => {
    expect(distinctOffers([barter("6a563f80501f20f1f501da021"), barter("6a563f7e501f20f1f501d8af1")].map(visible))).toHaveLength(2);
    // Therapist's LEDX: 20 dogtags of either side from level 39 and 140 USEC dogtags from level 10 (tarkov.dev gives
    // the side by the dogtag item: its own any-side "Dogtag" and the game's USEC dogtag).
    const ledx = barters.find((b) => b.item.itemId === "5c0530ee86f774697952d952" && b.requiredItems.some((r) => r.dogtagLevel !== undefined));
    if (!ledx) throw new Error("no LEDX dogtag barter");
    expect(ledx.requiredItems.map((r) => [r.itemName, r.count, r.dogtagLevel, r.side])).toEqual([
      ["Dogtag", 20, 39, "Any"],
      ["Dogtag USEC", 140, 10, "Usec"],
    ]);
    const first = visible(ledx);
    const other = (change: object): VisibleOffer => ({ ...first, required: first.required.map((r, i) => (i === 0 ? { ...r, ...change } : r)) });
    expect(distinctOffers([first, other({}), other({ side: "Bear" }), other({ dogtagLevel: 40 })])).toHaveLength(3);
  });
  it("leaves only the three doubled barters of the pack merged (two of Mechanic's, Ref's Cold Fear balaclava)", () => {
    const all = barters.map(visible);
    expect(all.length - distinctOffers(all).length).toBe(3);
    expect(new Set(distinctOffers(all).map(offerIdentity)).size).toBe(distinctOffers(all).length);
  });
});

describe("bestSellPlace: a flea-banned item sells to a trader", () => {
  it("sends the banned Peltor TEP-300 earplugs to a trader although the data has a flea price for them", () => {
    const peltor = items.get("68bf405779c8186398099017");
    expect(peltor?.types).toContain("noFlea");
    const sells = peltor?.sellFor_2025_12_10 ?? {};
    const lastPrice = sells["flea market"] ?? null;
    const traderPrice = Math.max(...Object.entries(sells).flatMap(([k, v]) => (k === "flea market" ? [] : [v])));
    expect(lastPrice).toBeGreaterThan(traderPrice);
    expect(bestSellPlace({ bannedOnFlea: true, lastPrice, traderPrice })).toBe("trader");
    expect(bestSellPlace({ bannedOnFlea: false, lastPrice, traderPrice })).toBe("flea");
  });
  it("gives no place for a banned item no trader buys, and compares prices otherwise", () => {
    expect(bestSellPlace({ bannedOnFlea: true, lastPrice: 50_000, traderPrice: null })).toBeNull();
    expect(bestSellPlace({ bannedOnFlea: false, lastPrice: 100, traderPrice: 120 })).toBe("trader");
    expect(bestSellPlace({ bannedOnFlea: false, lastPrice: null, traderPrice: null })).toBeNull();
  });
});

describe("localText: the visitor's language, else English", () => {
  it("picks the Russian description of the Salewa and falls back to English where ru has none", () => {
    const salewa = items.get("544fb45d4bdc2dee738b4568");
    const texts = { en: salewa?.description ?? "", ru: ru.itemDescriptions?.["544fb45d4bdc2dee738b4568"] ?? "" };
    expect(localText(texts, "ru")).toEqual({ text: texts.ru, locale: "ru" });
    expect(texts.ru).toMatch(/аптечк/i);
    expect(localText(texts, "de")).toEqual({ text: texts.en, locale: "en" });
    expect(localText({ en: "", ru: " " }, "ru")).toBeNull();
  });
});
