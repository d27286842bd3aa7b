import { buildQuestView } from "@raidkit/game";
import { describe, expect, it } from "vitest";
import { packFile, questNamed, realQuests } from "../../../../../packages/game/src/testing/realPack.ts";
import { createTranslator, type Messages } from "../../i18n/translate.ts";
import en from "../../locales/en.json" with { type: "json" };
import ru from "../../locales/ru.json" with { type: "json" };
import { failWords } from "./questFailWords.ts";

// Every fail condition of the real pack in words (issue 31): the data's own, else from what it names.
const tEn = createTranslator("en", en as Messages);
const tRu = createTranslator("ru", ru as Messages);
const ruMaps: Record<string, string> = { Shoreline: "Берег" };
const ruMap = (name: string) => ruMaps[name] ?? name;

describe("fail conditions in words", () => {
  it("Colleagues - Part 3, which the data leaves without words: killing Sanitar on Shoreline", () => {
    const [fail] = questNamed("pvp", "Colleagues - Part 3").fails;
    if (!fail) throw new Error("no fail condition");
    expect(failWords(tEn, fail, (n) => n)).toBe("Fails if you kill Sanitar on Shoreline");
    const source = packFile("quests").quests.find((q) => q.name === "Colleagues - Part 3");
    if (!source) throw new Error("no Colleagues - Part 3");
    const mapNames = new Map(packFile("maps").maps.map((m) => [m.id, m.name]));
    const ruView = buildQuestView({ uid: source.id, name: source.name, names: {}, data: source }, { locale: "ru", traders: new Map(), mapNames }, "pvp");
    expect(failWords(tRu, ruView.fails[0] as typeof fail, ruMap)).toBe("Провал, если убить Санитара (локации: Берег)");
  });

  it("Getting Acquainted: the standing with Lightkeeper; the data's own words where it has them", () => {
    const [fail] = questNamed("pvp", "Getting Acquainted").fails;
    if (!fail) throw new Error("no fail condition");
    expect(failWords(tEn, fail, (n) => n)).toBe("Fails if your standing with Lightkeeper drops to 0 or lower");
    const [shooter] = questNamed("pvp", "The Tarkov Shooter - Part 8").fails;
    expect(failWords(tEn, shooter as NonNullable<typeof shooter>, (n) => n)).toMatch(/^Fails if: You cannot die/);
  });

  it("every in-raid fail condition of the pack has words in English and Russian, with every bot named", () => {
    for (const mode of ["pvp", "pve"] as const) {
      for (const q of realQuests(mode)) {
        for (const f of q.fails) {
          for (const t of [tEn, tRu]) {
            const words = failWords(t, f, (n) => n);
            expect(words).not.toMatch(/progress\.quests|boss|follower|Savage/);
            expect(words.length).toBeGreaterThan(10);
          }
        }
      }
    }
  });
});
