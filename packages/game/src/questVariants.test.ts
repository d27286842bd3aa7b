import { describe, expect, it } from "vitest";
import { GAME_EDITIONS, type GameMode } from "./account.ts";
import { progressOverview } from "./progressOverview.ts";
import { activeQuestsPerMap, isQuestVisible, type QuestProgress, questMapSlugs, questStates } from "./questAvailability.ts";
import { questVariants } from "./questVariants.ts";
import type { QuestView } from "./questView.ts";
import { realQuests } from "./testing/realPack.ts";

// The pack's quests listed more than once under one name (issue 31 item 4), on the real data.

const CHARACTERS = GAME_MODES_AND(["BEAR", "USEC"], GAME_EDITIONS);
function GAME_MODES_AND(fractions: string[], editions: readonly string[]) {
  return (["pvp", "pve"] as GameMode[]).flatMap((gameMode) =>
    fractions.flatMap((fraction) => editions.map((gameEdition) => ({ fraction, gameEdition, gameMode }))),
  );
}
const visibleFor = (char: { fraction: string; gameEdition: string; gameMode: string }) =>
  realQuests(char.gameMode as GameMode).filter((q) => isQuestVisible(q, char));
const progress = (done: Iterable<string>, failed: Iterable<string> = []): QuestProgress => ({
  level: 79,
  tradersLL: {},
  questsDone: new Set(done),
  questsFailed: new Set(failed),
  useProgress: false,
});

// The data's ids (quests_2025.json): the variants and the quests that decide between them.
const NEW_BEGINNING = ["6761f28a022f60bb320f3e95", "6761ff17cdc36bd66102e9d0", "6848100b00afffa81f09e365", "68481881f43abfdda2058369"];
const MAKE_AMENDS = ["6391d90f4ed9512be67647df", "6391d912f8e5dd32bf4e3ab2", "6391d9144b15ca31f76bc323"];
const BATTERY_PRAPOR = "6744a728352b4da8e003eda9"; // requires Stick in the Wheel (Prapor)
const BATTERY_RAGMAN = "6744a9dfef61d56e020b5c4a"; // requires Stabilize Business (Ragman)
const PRICE_PRAPOR = "6744af0969a58fceba101fed"; // requires the first Battery Change
const PRICE_RAGMAN = "6745cbee909d2013670a4a55"; // requires the second
const HOT_WHEELS = "673f4e956f1b89c7bc0f56ef";
const STICK_IN_THE_WHEEL = "6740a3f4eca8acb2d2055159";
const STABILIZE_BUSINESS = "6744a4717e3818d5bb0680bb";
const INEVITABLE_RESPONSE = "673f6027352b4da8e00322d2";

/** Every quest a quest needs before it (its requirements' chain, "complete" ones). */
function before(quests: readonly QuestView[], uid: string): string[] {
  const byUid = new Map(quests.map((q) => [q.uid, q]));
  const out = new Set<string>();
  const walk = (id: string) => {
    for (const r of byUid.get(id)?.require ?? []) {
      if (out.has(r.quest) || !byUid.has(r.quest) || !r.status.includes("complete")) continue;
      out.add(r.quest);
      walk(r.quest);
    }
  };
  walk(uid);
  return [...out];
}

const groupFor = (quests: readonly QuestView[], done: Iterable<string>, name: string, failed: Iterable<string> = []) => {
  const v = questVariants(quests, questStates(quests, progress(done, failed)));
  return v.groups.find((g) => g.key === name);
};

describe("the pack's duplicated names", () => {
  it("elsewhere differ by faction: Drip-Out and Textile have a BEAR and a USEC quest per part", () => {
    for (const mode of ["pvp", "pve"] as GameMode[]) {
      const quests = realQuests(mode);
      for (const name of ["Drip-Out - Part 1", "Drip-Out - Part 2", "Textile - Part 1", "Textile - Part 2"])
        expect(
          quests
            .filter((q) => q.name === name)
            .map((q) => q.fraction)
            .sort(),
        ).toEqual(["BEAR", "USEC"]);
    }
  });

  it("are the four groups of the issue in each character's set, nothing else", () => {
    for (const char of CHARACTERS) {
      const mode = char.gameMode;
      const quests = visibleFor(char);
      const keys = questVariants(quests, questStates(quests, progress([]))).groups.map((g) => `${g.key} ${g.members.length}`);
      expect(keys.sort()).toEqual(
        mode === "pvp"
          ? ["Battery Change 2", "Make Amends 3", "New Beginning 4", "The Price of Independence 2"]
          : ["Battery Change 2", "Make Amends 3", "The Price of Independence 2"],
      );
    }
  });

  it("differ by no faction, edition or mode field: each character's set keeps every variant of a group (New Beginning is in the regular dump only)", () => {
    for (const char of CHARACTERS) {
      const uids = new Set(visibleFor(char).map((q) => q.uid));
      expect(NEW_BEGINNING.every((u) => uids.has(u))).toBe(char.gameMode === "pvp");
      expect(NEW_BEGINNING.some((u) => uids.has(u))).toBe(char.gameMode === "pvp");
      for (const u of [...MAKE_AMENDS, BATTERY_PRAPOR, BATTERY_RAGMAN, PRICE_PRAPOR, PRICE_RAGMAN]) expect(uids.has(u)).toBe(true);
    }
  });

  it("leave one quest per name in every character's list, for every faction, edition and mode", () => {
    for (const char of CHARACTERS) {
      const o = progressOverview({
        quests: realQuests(char.gameMode as GameMode),
        modules: [],
        char,
        progress: progress([]),
        modulesBuilt: new Set(),
        itemsFound: {},
      });
      const names = o.visible.map((q) => q.name);
      expect(names.length, `${char.fraction} ${char.gameEdition} ${char.gameMode}`).toBe(new Set(names).size);
      expect(o.counts.Available + o.counts.Locked + o.counts.Completed + o.counts.Failed + o.counts.Current).toBe(o.visible.length);
      // The hidden variants keep a status: the rules still read them.
      for (const uid of o.variants.hidden) expect(o.status.has(uid)).toBe(true);
    }
  });
});

describe("the header's active quests per map", () => {
  it("count a quest listed under one name once, as the list shows it (New Beginning on The Lab)", () => {
    const char = { fraction: "BEAR", gameEdition: "Standard", gameMode: "pvp" };
    const quests = realQuests("pvp");
    const p = { ...progress([]), useProgress: true };
    const counts = activeQuestsPerMap(quests, p, char, { pro: true });
    const o = progressOverview({ quests, modules: [], char, progress: p, modulesBuilt: new Set(), itemsFound: {} });
    const expected = new Map<string, number>();
    for (const q of o.visible.filter((x) => o.status.get(x.uid) === "Available"))
      for (const slug of questMapSlugs(q)) expected.set(slug, (expected.get(slug) ?? 0) + 1);
    expect(counts).toEqual(expected);
    expect(o.visible.filter((q) => q.name === "New Beginning" && questMapSlugs(q).has("lab"))).toHaveLength(1);
  });
});

describe("New Beginning: one per prestige, which the character does not tell the site", () => {
  const quests = visibleFor({ fraction: "BEAR", gameEdition: "Standard", gameMode: "pvp" });

  it("is one card with the choice of the four prestiges, from the data's wiki links", () => {
    const g = groupFor(quests, [], "New Beginning");
    expect(g?.reason).toBe("choice");
    expect(g?.options).toEqual(NEW_BEGINNING);
    expect(g?.shown).toBe(NEW_BEGINNING[0]);
    expect(NEW_BEGINNING.map((u) => g?.labels.get(u))).toEqual([1, 2, 3, 4].map((level) => ({ kind: "prestige", level })));
  });

  it("shows the prestige the player ticked done", () => {
    const g = groupFor(quests, [NEW_BEGINNING[2] as string], "New Beginning");
    expect(g?.shown).toBe(NEW_BEGINNING[2]);
    expect(g?.options).toHaveLength(4);
  });
});

describe("Make Amends: three stages of Mechanic's chain (each requires the one before, through Security/Sweep Up and Software/Quarantine)", () => {
  for (const mode of ["pvp", "pve"] as GameMode[]) {
    const quests = visibleFor({ fraction: "USEC", gameEdition: "Edge of Darkness", gameMode: mode });
    it(`shows the first stage not done (${mode})`, () => {
      expect(groupFor(quests, [], "Make Amends")).toMatchObject({ reason: "stage", shown: MAKE_AMENDS[0], options: [] });
      const second = [...before(quests, MAKE_AMENDS[1] as string)];
      expect(groupFor(quests, second, "Make Amends")?.shown).toBe(MAKE_AMENDS[1]);
      const third = [...before(quests, MAKE_AMENDS[2] as string)];
      expect(groupFor(quests, third, "Make Amends")?.shown).toBe(MAKE_AMENDS[2]);
      expect(groupFor(quests, [...third, MAKE_AMENDS[2] as string], "Make Amends")?.shown).toBe(MAKE_AMENDS[2]);
    });
  }
});

describe("Battery Change and The Price of Independence: one per branch of the BTR Driver's story, decided by Hot Wheels", () => {
  for (const char of [
    { fraction: "BEAR", gameEdition: "Standard", gameMode: "pvp" },
    { fraction: "USEC", gameEdition: "The Unheard", gameMode: "pve" },
  ]) {
    const quests = visibleFor(char);
    const label = `${char.fraction} ${char.gameEdition} ${char.gameMode}`;

    it(`offers the choice while Hot Wheels is open, labelled by the quest each follows (${label})`, () => {
      for (const name of ["Battery Change", "The Price of Independence"]) {
        const g = groupFor(quests, [], name);
        expect(g?.reason).toBe("choice");
        expect(g?.options).toHaveLength(2);
      }
      const battery = groupFor(quests, [], "Battery Change");
      expect(battery?.labels.get(BATTERY_PRAPOR)).toEqual({ kind: "after", quest: STICK_IN_THE_WHEEL });
      expect(battery?.labels.get(BATTERY_RAGMAN)).toEqual({ kind: "after", quest: STABILIZE_BUSINESS });
      // The Price of Independence follows a Battery Change: named by that one's branch.
      const price = groupFor(quests, [], "The Price of Independence");
      expect(price?.labels.get(PRICE_PRAPOR)).toEqual({ kind: "after", quest: STICK_IN_THE_WHEEL });
      expect(price?.labels.get(PRICE_RAGMAN)).toEqual({ kind: "after", quest: STABILIZE_BUSINESS });
    });

    it(`counts the batteries of one branch, not two (${label})`, () => {
      const o = progressOverview({ quests, modules: [], char, progress: progress([]), modulesBuilt: new Set(), itemsFound: {} });
      const batteries = o.needed.filter((n) => n.sources.some((s) => s.id === BATTERY_PRAPOR || s.id === BATTERY_RAGMAN));
      expect(batteries).toHaveLength(1);
      expect(batteries[0]?.sources.filter((s) => s.id === BATTERY_PRAPOR || s.id === BATTERY_RAGMAN)).toEqual([
        { kind: "quest", id: BATTERY_PRAPOR, count: 1 },
      ]);
    });

    it(`shows Prapor's branch once Hot Wheels is completed (${label})`, () => {
      for (const done of [[HOT_WHEELS], before(quests, HOT_WHEELS).concat(HOT_WHEELS), [STICK_IN_THE_WHEEL]]) {
        expect(groupFor(quests, done, "Battery Change")).toMatchObject({ reason: "only", shown: BATTERY_PRAPOR });
        expect(groupFor(quests, done, "The Price of Independence")).toMatchObject({ reason: "only", shown: PRICE_PRAPOR });
      }
    });

    it(`shows Ragman's branch once Hot Wheels failed (${label})`, () => {
      const hotWheelsBefore = before(quests, HOT_WHEELS);
      for (const [done, failed] of [
        [hotWheelsBefore, [HOT_WHEELS]],
        [[INEVITABLE_RESPONSE], []],
        [[STABILIZE_BUSINESS], []],
      ] as const) {
        expect(groupFor(quests, done, "Battery Change", failed)).toMatchObject({ reason: "only", shown: BATTERY_RAGMAN });
        expect(groupFor(quests, done, "The Price of Independence", failed)).toMatchObject({ reason: "only", shown: PRICE_RAGMAN });
      }
    });
  }
});
