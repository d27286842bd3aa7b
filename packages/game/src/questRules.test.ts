import { describe, expect, it } from "vitest";
import { GAME_EDITIONS, type GameMode } from "./account.ts";
import { editionCode } from "./gameEditions.ts";
import { isQuestVisible, type QuestProgress, type QuestState, questStates } from "./questAvailability.ts";
import { goalGroups, goalProgress } from "./questGoals.ts";
import type { QuestView } from "./questView.ts";
import { packFile, questNamed, realQuests } from "./testing/realPack.ts";

// The quest rules on the real quests of the data pack (quests_2025.json, both game modes).

const charOf = (gameEdition: string, fraction = "Bear", gameMode: GameMode = "pvp") => ({ fraction, gameEdition, gameMode });
const visibleFor = (char: ReturnType<typeof charOf>) => realQuests(char.gameMode as GameMode).filter((q) => isQuestVisible(q, char));
const progress = (done: Iterable<string>, p: Partial<QuestProgress> = {}): QuestProgress => ({
  level: 79,
  tradersLL: {},
  questsDone: new Set(done),
  useProgress: false,
  ...p,
});

/** Every quest a quest needs before it, through its requirements (the chain a player walks). */
function prerequisites(quests: readonly QuestView[], uid: string): Set<string> {
  const byUid = new Map(quests.map((q) => [q.uid, q]));
  const out = new Set<string>();
  const walk = (id: string) => {
    for (const r of byUid.get(id)?.require ?? []) {
      if (out.has(r.quest) || !byUid.has(r.quest)) continue;
      out.add(r.quest);
      walk(r.quest);
    }
  };
  walk(uid);
  return out;
}

/** An honest player: takes the first available quest, completes it, and again, until none is left. */
function playThrough(quests: readonly QuestView[], watch?: (states: Map<string, QuestState>, done: ReadonlySet<string>) => void) {
  const done = new Set<string>();
  for (;;) {
    const states = questStates(quests, progress(done));
    watch?.(states, done);
    const next = quests.find((q) => states.get(q.uid) === "available");
    if (!next) return { done, states };
    done.add(next.uid);
  }
}

describe("an exclusive choice of the pack: Chemical - Part 4 / Out of Curiosity / Big Customer", () => {
  const quests = visibleFor(charOf("Standard"));
  const [chem4, curiosity, customer] = ["Chemical - Part 4", "Out of Curiosity", "Big Customer"].map((n) => questNamed("pvp", n));
  const [noOffence, trustRegain, loyaltyBuyout, safeCorridor] = ["No Offence", "Trust Regain", "Loyalty Buyout", "Safe Corridor"].map((n) =>
    questNamed("pvp", n),
  );
  const before = prerequisites(quests, chem4!.uid);
  const stateAfter = (uid: string) => questStates(quests, progress([...before, uid]));

  it("opens all three once Chemical - Part 4 can be taken", () => {
    const s = questStates(quests, progress(before));
    expect([chem4, curiosity, customer].map((q) => s.get(q!.uid))).toEqual(["available", "available", "available"]);
    expect(s.get(noOffence!.uid)).toBe("locked");
  });
  it("completing Big Customer fails the other two, locks No Offence and opens Trust Regain and Loyalty Buyout", () => {
    const s = stateAfter(customer!.uid);
    expect([chem4, curiosity].map((q) => s.get(q!.uid))).toEqual(["failed", "failed"]);
    expect(s.get(noOffence!.uid)).toBe("locked");
    expect(s.get(trustRegain!.uid)).toBe("available");
    expect(s.get(loyaltyBuyout!.uid)).toBe("available");
    expect(s.get(safeCorridor!.uid)).toBe("available");
  });
  it("completing Chemical - Part 4 fails the other two and opens No Offence", () => {
    const s = stateAfter(chem4!.uid);
    expect([customer, curiosity].map((q) => s.get(q!.uid))).toEqual(["failed", "failed"]);
    expect(s.get(noOffence!.uid)).toBe("available");
    expect(s.get(loyaltyBuyout!.uid)).toBe("locked");
  });
  it("completing Out of Curiosity fails the other two; un-ticking it restores them", () => {
    expect([chem4, customer].map((q) => stateAfter(curiosity!.uid).get(q!.uid))).toEqual(["failed", "failed"]);
    expect([chem4, customer].map((q) => questStates(quests, progress(before)).get(q!.uid))).toEqual(["available", "available"]);
  });
  it("counts the three once for Kappa", () => {
    const flagged = quests.filter((q) => q.requiredForKappa).length;
    const open = goalProgress(
      goalGroups(quests, (q) => q.requiredForKappa),
      questStates(quests, progress(before)),
    );
    // Four exclusive groups of flagged quests in the pack: 3 + 2 + 2 + 2 quests, one of each counts.
    expect(open.total).toBe(flagged - 5);
    const kappaBefore = goalProgress(
      goalGroups(quests, (q) => q.requiredForKappa),
      questStates(quests, progress(before)),
    ).done;
    expect(
      goalProgress(
        goalGroups(quests, (q) => q.requiredForKappa),
        stateAfter(customer!.uid),
      ).done,
    ).toBe(kappaBefore + 1);
    // Both branches ticked (progress kept before these rules) still count once.
    expect(
      goalProgress(
        goalGroups(quests, (q) => q.requiredForKappa),
        questStates(quests, progress([...before, customer!.uid, chem4!.uid])),
      ).done,
    ).toBe(kappaBefore + 1);
  });
});

describe("a quest failed by hand (a fail condition met in a raid)", () => {
  it("opens what needs it failed: Hot Wheels - Let's Try Again after Hot Wheels fails", () => {
    const quests = visibleFor(charOf("Standard"));
    const hotWheels = questNamed("pvp", "Hot Wheels");
    const retry = questNamed("pvp", "Hot Wheels - Let's Try Again");
    const before = [...prerequisites(quests, hotWheels.uid)];
    expect(questStates(quests, progress(before)).get(retry.uid)).toBe("locked");
    expect(questStates(quests, progress(before, { questsFailed: new Set([hotWheels.uid]) })).get(retry.uid)).toBe("available");
    expect(questStates(quests, progress([...before, hotWheels.uid])).get(retry.uid)).toBe("locked");
  });
});

describe("editions: the data's codes, with inclusion and exclusion lists", () => {
  const editions = packFile("editions").editions;
  for (const edition of GAME_EDITIONS) {
    it(`${edition} sees exactly its edition's quests`, () => {
      const rules = editions[editionCode(edition)];
      expect(rules).toBeDefined();
      const visible = new Set(visibleFor(charOf(edition)).map((q) => q.uid));
      const eodOnly = editions.edge_of_darkness?.exclusiveTaskIds ?? [];
      expect(eodOnly.length).toBe(12);
      for (const uid of eodOnly) expect(visible.has(uid)).toBe((rules?.exclusiveTaskIds ?? []).includes(uid));
      const oldPatterns = questNamed("pvp", "Old Patterns").uid;
      expect(visible.has(oldPatterns)).toBe(!(rules?.excludedTaskIds ?? []).includes(oldPatterns));
    });
  }
  it("an edition-only quest opens for its edition's honest player", () => {
    const quests = visibleFor(charOf("Edge of Darkness"));
    const { done } = playThrough(quests);
    for (const uid of packFile("editions").editions.edge_of_darkness?.exclusiveTaskIds ?? []) expect(done.has(uid)).toBe(true);
  });
});

describe("Collector opens on its own requirements, for an honest player of every edition and faction", () => {
  for (const mode of ["pvp", "pve"] as const) {
    for (const edition of GAME_EDITIONS) {
      for (const fraction of ["Bear", "USEC"]) {
        it(`${mode}, ${edition}, ${fraction}`, () => {
          const quests = visibleFor(charOf(edition, fraction, mode));
          const collector = questNamed(mode, "Collector");
          const opened: { with: ReadonlySet<string> | null } = { with: null };
          const { done, states } = playThrough(quests, (s, d) => {
            if (!opened.with && s.get(collector.uid) === "available") opened.with = new Set(d);
          });
          expect(done.has(collector.uid)).toBe(true);
          // It opened only once every quest it names was complete.
          for (const r of collector.require) expect(opened.with?.has(r.quest)).toBe(true);
          // And Kappa reaches 100 % with one branch of each exclusive choice.
          const kappa = goalProgress(
            goalGroups(quests, (q) => q.requiredForKappa),
            states,
          );
          expect(kappa.done).toBe(kappa.total);
          expect(kappa.total).toBe(252);
        });
      }
    }
  }
  it("stays locked while one quest it names is missing", () => {
    const quests = visibleFor(charOf("Standard"));
    const collector = questNamed("pvp", "Collector");
    const { done } = playThrough(quests);
    const missing = collector.require[0]?.quest as string;
    const without = new Set([...done].filter((uid) => uid !== missing && uid !== collector.uid));
    expect(questStates(quests, progress(without)).get(collector.uid)).toBe("locked");
  });
});

describe("game modes: the regular (PvP) dump's values in PvP", () => {
  it("reads Network Provider - Part 1's PvP requirements, which PvE does not have", () => {
    expect(questNamed("pvp", "Network Provider - Part 1").require.length).toBe(13);
    expect(questNamed("pve", "Network Provider - Part 1").require).toEqual([]);
  });
  it("keeps each mode's own quests: the [PVP ZONE] arena quests only in PvP", () => {
    expect(realQuests("pvp").some((q) => q.name.endsWith("[PVP ZONE]"))).toBe(true);
    expect(realQuests("pve").some((q) => q.name.endsWith("[PVP ZONE]"))).toBe(false);
  });
  it("counts Lightkeeper by each mode's flags", () => {
    const pvp = visibleFor(charOf("Standard"));
    const pve = visibleFor(charOf("Standard", "Bear", "pve"));
    const none = (quests: QuestView[]) =>
      goalProgress(
        goalGroups(quests, (q) => q.requiredForLightkeeper === true),
        questStates(quests, progress([])),
      );
    expect(none(pvp).total).toBe(100);
    expect(none(pve).total).toBe(7);
  });
});
