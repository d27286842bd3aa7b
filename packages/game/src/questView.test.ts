import { describe, expect, it } from "vitest";
import { buildQuestView } from "./questView.ts";
import { packFile, questNamed, realQuests } from "./testing/realPack.ts";

// The quest view built from the real pack records (one builder for the cache, the pages and the maps).
describe("buildQuestView on the pack's quests", () => {
  it("names loyalty requirements by trader nickname, as the character's loyalty levels are kept", () => {
    const withLL = realQuests("pvp").filter((q) => q.reqLL.length > 0);
    expect(withLL.length).toBeGreaterThan(0);
    for (const q of withLL) for (const r of q.reqLL) expect(r.trader).toMatch(/^[A-Z][A-Za-z. ]+$/);
  });
  it("keeps each requirement's statuses and the fail conditions on other quests", () => {
    const noOffence = questNamed("pvp", "No Offence");
    expect(noOffence.require).toEqual([{ quest: questNamed("pvp", "Big Customer").uid, status: ["failed"] }]);
    expect(
      questNamed("pvp", "Chemical - Part 4")
        .failOn.map((f) => f.quest)
        .sort(),
    ).toEqual([questNamed("pvp", "Big Customer").uid, questNamed("pvp", "Out of Curiosity").uid].sort());
  });
  it("drops a fail condition on the quest itself, and keeps the ones on its rivals", () => {
    // The pack has two Battery Change quests, rivals of each other: a record that named itself would never open.
    const source = packFile("quests").quests.find((q) => q.name === "Battery Change" && (q.failConditions?.length ?? 0) > 0);
    if (!source) throw new Error("no Battery Change with a fail condition");
    const rival = source.failConditions?.find((f) => f.type === "taskStatus")?.task as string;
    const selfFailing = {
      ...source,
      failConditions: [...(source.failConditions ?? []), { type: "taskStatus", description: null, task: source.id, status: ["complete" as const] }],
    };
    const view = buildQuestView(
      { uid: source.id, name: source.name, names: {}, data: selfFailing },
      { locale: "en", traders: new Map(), mapNames: new Map() },
      "pvp",
    );
    expect(view.failOn.map((f) => f.quest)).toEqual([rival]);
  });
  it("keeps in-raid fail conditions as texts the player reads", () => {
    expect(questNamed("pvp", "The Tarkov Shooter - Part 8").fails[0]?.text).toMatch(/cannot die/);
  });
  it("keeps what a fail condition without words names: Colleagues - Part 3 fails if Sanitar is killed on Shoreline", () => {
    expect(questNamed("pvp", "Colleagues - Part 3").fails).toEqual([
      { type: "shoot", text: null, targets: ["bossSanitar"], targetNames: ["Sanitar"], shot: "kill", maps: ["Shoreline"] },
    ]);
    expect(questNamed("pvp", "The Huntsman Path - Sadist").kills).toEqual([["bossSanitar"]]);
    expect(questNamed("pvp", "Getting Acquainted").fails).toEqual([{ type: "traderStanding", text: null, trader: "Lightkeeper", value: 0, compare: "<=" }]);
  });
  it("maps the data's edition codes to edition names, inclusion and exclusion", () => {
    expect(questNamed("pvp", "Hell on Earth - Part 1").reqGameEdition).toEqual(["Edge of Darkness", "EOD + The Unheard"]);
    expect(questNamed("pvp", "Old Patterns").excludedGameEditions).toEqual(["The Unheard", "EOD + The Unheard"]);
  });
  it("reads the experience of the quest's mode: Counteraction gives 22,000 in PvP and 11,000 in PvE", () => {
    expect([questNamed("pvp", "Counteraction").experience, questNamed("pve", "Counteraction").experience]).toEqual([22000, 11000]);
  });
  it("reads the level of the quest's mode (PvE and regular dumps differ for 66 quests)", () => {
    const differs = realQuests("pvp").filter((q) => {
      const pve = realQuests("pve").find((x) => x.uid === q.uid);
      return pve && pve.reqLevel !== q.reqLevel;
    });
    expect(differs.length).toBeGreaterThan(0);
  });

  it("writes objectives, hand-over labels and fail texts in the visitor's language, English where the data has none", () => {
    const source = packFile("quests").quests.find((q) => q.name === "Shortage");
    if (!source) throw new Error("no Shortage");
    const [find, give] = source.objectives;
    // SPT's Russian locale (objective ids are the game's): the texts the live source serves.
    const texts = { ru: { [find?.id as string]: "Найти в рейде Аптечки Salewa First Aid Kit" } };
    const ctx = { traders: new Map(), mapNames: new Map() };
    const ru = buildQuestView({ uid: source.id, name: source.name, names: { ru: "Дефицит" }, data: source, texts }, { ...ctx, locale: "ru" }, "pvp");
    expect(ru.name).toBe("Дефицит");
    expect(ru.objectives.map((o) => o.text)).toEqual(["Найти в рейде Аптечки Salewa First Aid Kit", give?.description]);
    const en = buildQuestView({ uid: source.id, name: source.name, names: {}, data: source, texts }, { ...ctx, locale: "en" }, "pvp");
    expect(en.objectives.map((o) => o.text)).toEqual([find?.description, give?.description]);
    // A fail condition's text comes by its id too.
    const shooter = packFile("quests").quests.find((q) => q.name === "The Tarkov Shooter - Part 8");
    const fail = shooter?.failConditions?.find((f) => f.type !== "taskStatus");
    if (!shooter || !fail?.id) throw new Error("no fail condition with an id");
    const failRu = buildQuestView(
      { uid: shooter.id, name: shooter.name, names: {}, data: shooter, texts: { ru: { [fail.id]: "Нельзя погибнуть" } } },
      { ...ctx, locale: "ru" },
      "pvp",
    );
    expect(failRu.fails.map((f) => f.text)).toContain("Нельзя погибнуть");
  });
});

// Rewards (issue 31 item 2, spec §3 Quest): the pack's finishRewards/startRewards, per game mode.
describe("quest rewards on the pack", () => {
  it("Gunsmith - Part 3: 2,800 XP, +0.01 Mechanic, $250 and two parts, the Glock 17 Tac 3 at Mechanic LL1", () => {
    const q = questNamed("pvp", "Gunsmith - Part 3");
    expect(q.experience).toBe(2800);
    expect(q.rewards.standing).toEqual([{ trader: "Mechanic", traderName: "Mechanic", value: 0.01 }]);
    expect(q.rewards.items).toEqual([
      { uid: "5696686a4bdc2da3298b456a", count: 250 },
      { uid: "626bb8532c923541184624b4", count: 2 },
      { uid: "5fce0cf655375d18a253eff0", count: 2 },
    ]);
    expect(q.rewards.offers).toEqual([{ uid: "5a88ad7b86f77479aa7226af", trader: "Mechanic", traderName: "Mechanic", level: 1 }]);
    expect(q.rewards.crafts).toEqual([]);
    expect(q.startRewards).toBeNull();
  });
  it("names the station and level of a craft unlock: The Tarkov Shooter - Part 3 unlocks 60 .366 TKM AP-M at the Workbench level 1", () => {
    expect(questNamed("pvp", "The Tarkov Shooter - Part 3").rewards.crafts).toEqual([
      { uid: "5f0596629e22f464da6bbdd9", count: 60, stationId: "5d484fda654e7600681d9315", stationName: "Workbench", level: 1 },
    ]);
  });
  it("keeps skills, opened traders and what taking a quest gives", () => {
    expect(questNamed("pvp", "The Tarkov Shooter - Part 8").rewards.skills).toEqual([{ skill: "Sniper", name: "Bolt-action Rifles", level: 3 }]);
    expect(questNamed("pvp", "Introduction").rewards.traders).toEqual([{ trader: "Jaeger", traderName: "Jaeger" }]);
    expect(questNamed("pvp", "Burning Rubber").startRewards?.items).toEqual([{ uid: "5449016a4bdc2d6f028b456f", count: 20000 }]);
  });
  it("takes the regular dump's reward items in PvP where they differ: Killer Argument gives 41 rounds in PvP, 51 in PvE", () => {
    const rounds = (mode: "pvp" | "pve") => questNamed(mode, "Killer Argument").rewards.items.find((i) => i.uid === "6529302b8c26af6326029fb7")?.count;
    expect(rounds("pvp")).toBe(41);
    expect(rounds("pve")).toBe(51);
    // Its other rewards are the same in both modes.
    expect(questNamed("pvp", "Killer Argument").rewards.standing).toEqual(questNamed("pve", "Killer Argument").rewards.standing);
  });
  it("every offer and craft unlock names its trader or station", () => {
    for (const q of realQuests("pve")) {
      for (const o of q.rewards.offers) expect(o.trader).toMatch(/^[A-Z]/);
      for (const c of q.rewards.crafts) expect(c.stationName).not.toBe(c.stationId);
    }
  });
});
