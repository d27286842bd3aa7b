import { describe, expect, it } from "vitest";
import { packFile, realRecords2026 } from "../testing/realPack.ts";
import { PackDataError } from "./parsePack.ts";
import { tarkovDevRecords } from "./tarkovDevPack.ts";

// The pack's 2026 files: json.tarkov.dev's snapshot of 2026-07-16 (regular mode), copied byte for byte into
// data/tarkovdev_2026/regular from Kadenvh/tarkov-ai-companion (data/README.md).
const records = realRecords2026();
const MEDSTATION = "5d484fcd654e7668ec2ec322";
const THERAPIST = "54cb57776803fa99248b456e";
const PEACEKEEPER = "5935c25fb3acc3127c3d8cd9";
const M4A1 = "5447a9cd4bdc2dbd208b4567";

describe("the pack's 2026 hideout, crafts, barters and trader prices (tarkov.dev, 2026-07-16)", () => {
  it("reads every station and level with its item, station, trader and skill requirements", () => {
    const levels = records.stations.flatMap((s) => s.levels);
    const requirements = levels.flatMap((l) => l.requirements);
    const of = (type: string) => requirements.filter((r) => r.type === type);
    expect(records.stations).toHaveLength(26);
    expect(levels).toHaveLength(68);
    expect(of("item")).toHaveLength(317);
    expect(requirements.filter((r) => r.type === "item" && r.foundInRaid)).toHaveLength(104);
    expect(of("station")).toHaveLength(127);
    expect(of("traderLoyalty")).toHaveLength(26);
    expect(of("skill")).toHaveLength(9);
  });

  it("gives Medstation level 2 its trader, skill, station and found-in-raid item requirements", () => {
    const medstation = records.stations.find((s) => s.id === MEDSTATION);
    expect(medstation).toMatchObject({ name: "Medstation", type: 7, needsFuel: true, parentArea: null });
    const level2 = medstation?.levels.find((l) => l.level === 2);
    expect(level2?.constructionTimeSec).toBe(10800);
    expect(level2?.requirements).toEqual([
      { type: "station", stationType: 4, level: 1 }, // Generator 1
      { type: "station", stationType: 7, level: 1 }, // Medstation 1
      { type: "traderLoyalty", traderId: THERAPIST, level: 2 },
      { type: "skill", skill: "Health", level: 2 },
      { type: "item", itemId: "5449016a4bdc2d6f028b456f", count: 150000, foundInRaid: false }, // Roubles
      { type: "item", itemId: "5b4335ba86f7744d2837a264", count: 2, foundInRaid: true }, // Medical bloodset
      { type: "item", itemId: "59e3606886f77417674759a5", count: 6, foundInRaid: false }, // Bottle of saline solution
      { type: "item", itemId: "5e831507ea0a7c419c2f9bd9", count: 10, foundInRaid: false }, // Esmarch tourniquet
      { type: "item", itemId: "619cc01e0a7c3a1a2731940c", count: 3, foundInRaid: true }, // Medical tools
    ]);
  });

  it("reads the crafts: tools apart from inputs, the unlocking quest, the farm's storage from the 2025 data", () => {
    expect(records.crafts).toHaveLength(211);
    expect(records.skipped.crafts).toBe(0);
    // Workbench 2: a Military circuit board from a Military COFDM Wireless Signal Transmitter, with three tools.
    expect(records.crafts.find((c) => c.id === "6002ed409f2c60461a2d0f5a")).toEqual({
      id: "6002ed409f2c60461a2d0f5a",
      stationType: 10,
      level: 2,
      durationSec: 8200,
      inputs: [{ type: "item", itemId: "5c052f6886f7746b1e3db148", count: 1 }],
      tools: [{ itemId: "5d4042a986f7743185265463" }, { itemId: "590c2d8786f774245b1f03f3" }, { itemId: "5af04b6486f774195a3ebb49" }],
      otherRequirements: [],
      output: { itemId: "5d0376a486f7747d8050965c", count: 1 },
      productionLimitCount: 0,
    });
    expect(records.crafts.filter((c) => c.otherRequirements.some((r) => r.type === "questComplete" && r.questId))).toHaveLength(30);
    // tarkov.dev has no storage limit: the bitcoin farm keeps the 2025 data's three bitcoins.
    expect(records.crafts.find((c) => c.stationType === 20)?.productionLimitCount).toBe(3);
  });

  it("reads the barters (tarkov.dev's derived ones left out) with names, limits and unlocking quests", () => {
    expect(records.barters).toHaveLength(750);
    expect(records.skipped.barters).toBe(29);
    // Mechanic LL2: a Working LCD for two Broken LCDs, ten per restock.
    expect(records.barters.find((b) => b.id === "6a563f4656861bafff0061c88")).toEqual({
      id: "6a563f4656861bafff0061c88",
      assortId: "6a563f4656861bafff0061c88",
      traderId: "5a7c2eca46aef81a7ca2145d",
      loyaltyLevel: 2,
      item: { itemId: "5d1b304286f774253763a528", itemName: "Working LCD", count: 1 },
      buyRestrictionMax: 10,
      questUnlock: null,
      requiredItems: [{ itemId: "5d1b309586f77425227d1676", itemName: "Broken LCD", count: 2 }],
    });
    const unlocked = records.barters.filter((b) => b.questUnlock);
    expect(unlocked).toHaveLength(75);
    // Every unlocking quest but 4 is named by the pack's quests.
    expect(unlocked.filter((b) => b.questUnlock?.questName === b.questUnlock?.questId)).toHaveLength(4);
  });

  it("reads what traders pay for an item, in their currency and in roubles", () => {
    expect(records.traders.map((t) => t.nickname)).toEqual([
      "Prapor",
      "Therapist",
      "Fence",
      "Skier",
      "Peacekeeper",
      "Mechanic",
      "Ragman",
      "Jaeger",
      "Lightkeeper",
      "Taran",
      "BTR Driver",
      "Radio station",
      "Ref",
      "Mr. Kerman",
      "Voevoda",
      "Survivor",
    ]);
    expect(records.sells).toHaveLength(24471);
    expect(new Set(records.sells.map((s) => s.itemId)).size).toBe(4613);
    const m4 = records.sells.filter((s) => s.itemId === M4A1);
    expect(m4.find((s) => s.traderId === PEACEKEEPER)).toEqual({ itemId: M4A1, traderId: PEACEKEEPER, price: 71, priceRub: 8278, currency: "USD" });
    expect(m4.find((s) => s.traderId === "5a7c2eca46aef81a7ca2145d")).toMatchObject({ price: 10302, priceRub: 10302, currency: "RUB" }); // Mechanic
  });

  it("names the file, the record and the field of a value it cannot read", () => {
    const files = {
      hideout: packFile("tarkovDevHideout"),
      hideoutNames: packFile("tarkovDevHideoutNames"),
      crafts: packFile("tarkovDevCrafts"),
      barters: packFile("tarkovDevBarters"),
      traders: packFile("tarkovDevTraders"),
      traderNames: { ...packFile("tarkovDevTraderNames") },
      items: packFile("tarkovDevItems"),
      itemNames: packFile("tarkovDevItemNames"),
      stations2025: packFile("stations").stations,
      crafts2025: packFile("crafts").crafts,
      questName: () => undefined,
    };
    // A trader whose name the English names file does not have.
    delete files.traderNames[`${THERAPIST} Nickname`];
    const read = () => tarkovDevRecords(files);
    expect(read).toThrow(PackDataError);
    expect(read).toThrow(`tarkovdev_2026/regular/traders.json.gz: record traders[1] (id ${THERAPIST}), field nickname:`);
  });
});
