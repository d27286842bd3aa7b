import { describe, expect, it } from "vitest";
import { GAME_EDITIONS } from "./account.ts";
import {
  buildModuleViews,
  builtWithEdition,
  canBuildModule,
  editionModules,
  type HideoutProgress,
  type ModuleView,
  moduleBlockers,
  modulesAfterDestroy,
} from "./hideoutModules.ts";
import { packFile, realRecords2026, realStations } from "./testing/realPack.ts";

// The real hideout of the data pack (tarkov.dev 2026: data/tarkovdev_2026) and editions (editions.json).
const stations = realStations();
const traderNames = new Map(realRecords2026().traders.map((t) => [t.id, t.nickname]));
const modules = buildModuleViews(stations, traderNames, "en");
const given = editionModules(Object.values(packFile("editions").editions), stations);
const station = (name: string) => stations.find((s) => s.data.name === name)?.id as string;
const level = (name: string, n: number) => modules.find((m) => m.stationId === station(name) && m.level === n) as ModuleView;
/** Blockers other than items (the tests of stations, loyalty and skills have found every item). */
const withoutItems = (blockers: ReturnType<typeof moduleBlockers>) => blockers.filter((b) => b.kind !== "item");
const allItemsOf = (m: ModuleView) => Object.fromEntries(m.requires.items.map((n) => [n.uids[0] as string, n.count]));
const progress = (p: Partial<HideoutProgress> = {}): HideoutProgress => ({
  built: new Set(),
  tradersLL: {},
  skills: {},
  itemsFound: {},
  tracking: true,
  ...p,
});

describe("hideout modules of the data pack", () => {
  it("lists every level a player builds (68 levels of 26 stations: the pack's 71 levels of 27 stations, the sub-area left out)", () => {
    expect(modules).toHaveLength(68);
    expect(new Set(modules.map((m) => m.stationId)).size).toBe(26);
    expect(level("Workbench", 2).requires).toMatchObject({
      stations: [
        { stationId: station("Illumination"), level: 2 },
        { stationId: station("Workbench"), level: 1 },
      ],
      traders: [{ trader: "Mechanic", level: 2 }],
    });
    // The data writes "Stash 0" as a requirement of Stash 2: no requirement at all.
    expect(level("Stash", 2).requires.stations.map((s) => s.level)).not.toContain(0);
    expect(level("Library", 1).requires.skills).toEqual([{ skill: "HideoutManagement", level: 5 }]);
  });

  it("gives each edition its starting stash and Cultist Circle levels", () => {
    const stash = (n: number) => `${station("Stash")}-${n}`;
    expect(given.Standard).toEqual([stash(1)]);
    expect(given["Left Behind"]).toEqual([stash(1), stash(2)]);
    expect(given["Prepare for Escape"]).toEqual([stash(1), stash(2), stash(3)]);
    expect(given["Edge of Darkness"]).toEqual([stash(1), stash(2), stash(3), stash(4)]);
    // The Unheard starts at stash level 5 in editions.json; the hideout data has 4 levels.
    expect(given["The Unheard"]).toEqual([stash(1), stash(2), stash(3), stash(4), `${station("Cultist Circle")}-1`]);
    expect(given["EOD + The Unheard"]).toEqual(given["The Unheard"]);
    expect(Object.keys(given).sort()).toEqual([...GAME_EDITIONS].sort());
  });

  it("counts the edition's levels as built, whatever the player ticked", () => {
    expect([...builtWithEdition(new Set(), "Edge of Darkness", given)]).toHaveLength(4);
    expect([...builtWithEdition(new Set(["x-1"]), "Standard", given)]).toEqual(["x-1", `${station("Stash")}-1`]);
    // Unknown edition names (older settings) read as Standard.
    expect([...builtWithEdition(new Set(), "Collector's", given)]).toEqual(given.Standard);
  });
});

describe("moduleBlockers (what stops a level from being marked built)", () => {
  const illumination2 = `${station("Illumination")}-2`;
  it("needs the level below and the stations it names, each once", () => {
    const wb2 = level("Workbench", 2);
    expect(withoutItems(moduleBlockers(wb2, progress({ tradersLL: { Mechanic: 2 } })))).toEqual([
      { kind: "station", stationId: station("Workbench"), level: 1 },
      { kind: "station", stationId: station("Illumination"), level: 2 },
    ]);
    expect(
      canBuildModule(wb2, progress({ built: new Set([level("Workbench", 1).id, illumination2]), tradersLL: { Mechanic: 2 }, itemsFound: allItemsOf(wb2) })),
    ).toBe(true);
    expect(moduleBlockers(wb2, progress({ built: new Set([wb2.id]) }))).toEqual([{ kind: "built" }]);
    // The level below counts even where the data does not name it: the 2025 data's Gear Rack 2 named only other
    // stations; tarkov.dev's 2026 data names it, so here it is taken out of the real level.
    const realGearRack2 = level("Gear Rack", 2);
    expect(realGearRack2.requires.stations.map((s) => s.stationId)).toContain(station("Gear Rack"));
    const gearRack2: ModuleView = {
      ...realGearRack2,
      requires: { ...realGearRack2.requires, stations: realGearRack2.requires.stations.filter((s) => s.stationId !== station("Gear Rack")) },
    };
    expect(gearRack2.requires.stations.map((s) => s.stationId)).not.toContain(station("Gear Rack"));
    expect(withoutItems(moduleBlockers(gearRack2, progress({ tradersLL: { Ragman: 4 } })))).toContainEqual({
      kind: "station",
      stationId: station("Gear Rack"),
      level: 1,
    });
  });
  it("needs the traders' loyalty levels (unset levels are 1)", () => {
    const wb2 = level("Workbench", 2);
    const built = new Set([level("Workbench", 1).id, illumination2]);
    expect(withoutItems(moduleBlockers(wb2, progress({ built })))).toEqual([{ kind: "trader", trader: "Mechanic", level: 2, have: 1 }]);
  });
  it("checks a skill only when the character told the site its level", () => {
    const library = level("Library", 1);
    const built = new Set(library.requires.stations.map((s) => `${s.stationId}-${s.level}`));
    const tradersLL = { Prapor: 4, Therapist: 4, Skier: 4, Peacekeeper: 4, Mechanic: 4, Ragman: 4, Jaeger: 4 };
    const itemsFound = allItemsOf(library);
    expect(canBuildModule(library, progress({ built, tradersLL, itemsFound }))).toBe(true);
    // 0 is the setting's default, not a level the player told the site.
    expect(canBuildModule(library, progress({ built, tradersLL, itemsFound, skills: { HideoutManagement: 0 } }))).toBe(true);
    expect(moduleBlockers(library, progress({ built, tradersLL, itemsFound, skills: { HideoutManagement: 4 } }))).toEqual([
      { kind: "skill", skill: "HideoutManagement", level: 5, have: 4 },
    ]);
    expect(canBuildModule(library, progress({ built, tradersLL, itemsFound, skills: { HideoutManagement: 5 } }))).toBe(true);
  });
  it("counts the items it takes against the items found", () => {
    const vents1 = level("Vents", 1);
    const need = vents1.requires.items[0];
    expect(need).toBeDefined();
    const uid = need?.uids[0] as string;
    expect(moduleBlockers(vents1, progress())).toContainEqual({ kind: "item", uid, count: need?.count, have: 0 });
    const all = Object.fromEntries(vents1.requires.items.map((n) => [n.uids[0], n.count]));
    expect(canBuildModule(vents1, progress({ itemsFound: all }))).toBe(true);
  });
  it("checks only stations with tracking off, as the quest rules check level and loyalty only with tracking on", () => {
    const wb2 = level("Workbench", 2);
    const built = new Set([level("Workbench", 1).id, `${station("Illumination")}-2`]);
    expect(canBuildModule(wb2, progress({ built, tracking: false }))).toBe(true);
    expect(canBuildModule(level("Vents", 1), progress({ tracking: false }))).toBe(true);
    expect(moduleBlockers(wb2, progress({ tracking: false }))).toEqual([
      { kind: "station", stationId: station("Workbench"), level: 1 },
      { kind: "station", stationId: station("Illumination"), level: 2 },
    ]);
  });
  it("destroying a level takes down the levels above it", () => {
    const wb = station("Workbench");
    expect([...modulesAfterDestroy(new Set([`${wb}-1`, `${wb}-2`, `${wb}-3`, "generator-1"]), wb, 2)].sort()).toEqual(["generator-1", `${wb}-1`].sort());
  });
});
