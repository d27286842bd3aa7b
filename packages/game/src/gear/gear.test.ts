import { describe, expect, it } from "vitest";
import type { RecipeItemPrices } from "../recipeProfit.ts";
import { realGearCatalogue } from "../testing/realPack.ts";
import { buildPrice } from "../weapons/buildPrice.ts";
import { GEAR_SLOTS } from "./gearModel.ts";
import {
  decodeGearSet,
  EMPTY_GEAR_SET,
  encodeGearSet,
  fittedGearSet,
  gearConflicts,
  gearItemIds,
  gearOptions,
  gearSlotOf,
  gearTotals,
  isArmoredRig,
  modOptions,
  setGearItem,
  setGearMod,
} from "./gearSet.ts";

/** Real items of item_properties_2025.json (tarkov.dev via Totov Builder, 2025-11). */
const KIRASA = "5b44d22286f774172b0c9de8"; // BNTI Kirasa-N body armor: 3 kg, class 2, plates front and back
const ZABRALO = "545cdb794bdc2d3a198b456a"; // 6B43 Zabralo-Sh: class 3, four plate slots
const AR500 = "656f9d5900d62bcd2e02407c"; // AR500 Legacy Plate: 3.85 kg, class 3, Kirasa's default plate
const GRANIT_BR5 = "64afc71497cf3a403c01ff38"; // class 6
const GRANIT_SIDE = "64afd81707e2cf40e903a316";
const ULEY = "5c0e3eb886f7742015526062"; // 6B5-16 Zh-86 Uley armored rig, class 3
const AVS = "544a5caa4bdc2d1a388b4568"; // Crye Precision AVS plate carrier (armoured rig with plate slots)
const MICRO_RIG = "5d5d8ca986f7742798716522"; // SOE Micro Rig: 0.8 kg, 8 cells, no armour
const BLACKJACK = "5c0e774286f77468413cc5b2"; // Mystery Ranch Blackjack 50: 3.265 kg, 42 cells
const HELMET_6B47 = "5a7c4850e899ef00150be885"; // 6B47 Ratnik-BSh (Olive Drab): 1.3 kg, class 3
const ALTYN = "5aa7e276e5b5b000171d0647"; // Altyn: names 14 headsets as conflicting
const COMTAC2 = "5645bcc04bdc2d363b8b4572"; // Peltor ComTac II headset
const AF_GLASSES = "59e770b986f7742cbd762754"; // Anti-fragmentation glasses: -2 % ergonomics, 10 % flash protection

const cat = realGearCatalogue();
const item = (id: string) => {
  const found = cat.items.get(id);
  if (!found) throw new Error(`no gear item ${id}`);
  return found;
};

describe("gear records", () => {
  it("reads every worn kind, no preset pseudo-items, plates and helmet armour as parts", () => {
    for (const slot of GEAR_SLOTS) expect(gearOptions(cat, slot).length, slot).toBeGreaterThan(10);
    expect([...cat.items.values()].some((i) => i.name.endsWith(" Default"))).toBe(false);
    expect(item(KIRASA)).toMatchObject({ kind: "armor", armorClass: 2, weight: 3, durability: 150, ergonomics: -0.01 });
    expect(item(KIRASA).slots.map((s) => s.name)).toEqual(["front_plate", "back_plate"]);
    expect(item(KIRASA).defaultMods).toEqual({ front_plate: AR500, back_plate: AR500 });
    // A carrier's own areas leave the plates out: those are the plates'.
    expect(item(KIRASA).areas).not.toContain("frontPlate");
    expect(item(AR500)).toMatchObject({ kind: "armorMod", armorClass: 3, areas: ["frontPlate", "backPlate"] });
    expect(item(ZABRALO).defaultMods).toEqual({
      front_plate: GRANIT_BR5,
      back_plate: GRANIT_BR5,
      left_side_plate: GRANIT_SIDE,
      right_side_plate: GRANIT_SIDE,
    });
    expect(gearSlotOf(item(ULEY))).toBe("rig");
    expect(isArmoredRig(item(ULEY))).toBe(true);
    expect(isArmoredRig(item(AVS))).toBe(true);
    expect(isArmoredRig(item(MICRO_RIG))).toBe(false);
    expect(item(BLACKJACK).capacity).toBe(42);
    // Every plate slot takes plates only (armour parts of the data).
    for (const i of cat.items.values()) for (const s of i.slots) for (const id of s.allowed) expect(item(id).kind).toBe("armorMod");
  });
});

describe("a set", () => {
  it("an item comes with its default plates; a plate goes in a slot that takes it, others are refused", () => {
    const set = setGearItem(cat, EMPTY_GEAR_SET, "bodyArmor", ZABRALO);
    expect(set.mods).toEqual({
      "bodyArmor/front_plate": GRANIT_BR5,
      "bodyArmor/back_plate": GRANIT_BR5,
      "bodyArmor/left_side_plate": GRANIT_SIDE,
      "bodyArmor/right_side_plate": GRANIT_SIDE,
    });
    expect(modOptions(cat, ZABRALO, "left_side_plate").map((p) => p.id)).toContain(GRANIT_SIDE);
    expect(() => setGearMod(cat, set, "bodyArmor", "left_side_plate", AR500)).toThrow();
    expect(() => setGearItem(cat, set, "rig", KIRASA)).toThrow();
    const ar500 = setGearMod(cat, set, "bodyArmor", "front_plate", AR500);
    expect(ar500.mods["bodyArmor/front_plate"]).toBe(AR500);
    const bare = setGearMod(cat, ar500, "bodyArmor", "back_plate", null);
    expect(bare.mods["bodyArmor/back_plate"]).toBeUndefined();
    // Another armour: the old plates go, the new one's come.
    expect(setGearItem(cat, bare, "bodyArmor", KIRASA).mods).toEqual({ "bodyArmor/front_plate": AR500, "bodyArmor/back_plate": AR500 });
    expect(setGearItem(cat, bare, "bodyArmor", null)).toEqual(EMPTY_GEAR_SET);
  });

  it("body armour under an armoured rig is flagged (6B43 with the Uley, Kirasa with the AVS); a plain rig is not", () => {
    const zabralo = setGearItem(cat, EMPTY_GEAR_SET, "bodyArmor", ZABRALO);
    expect(gearConflicts(cat, setGearItem(cat, zabralo, "rig", ULEY))).toEqual([
      { reason: "armoredRig", place: "bodyArmor", itemId: ZABRALO, otherPlace: "rig", otherId: ULEY },
    ]);
    const kirasa = setGearItem(cat, EMPTY_GEAR_SET, "bodyArmor", KIRASA);
    expect(gearConflicts(cat, setGearItem(cat, kirasa, "rig", AVS)).map((c) => c.reason)).toEqual(["armoredRig"]);
    expect(gearConflicts(cat, setGearItem(cat, kirasa, "rig", MICRO_RIG))).toEqual([]);
  });

  it("a helmet that takes no headset flags the headset (Altyn and ComTac II, the helmet's list); the 6B47 takes it", () => {
    const altyn = setGearItem(cat, setGearItem(cat, EMPTY_GEAR_SET, "earpiece", COMTAC2), "headwear", ALTYN);
    expect(gearConflicts(cat, altyn)).toEqual([{ reason: "conflictingItems", place: "headwear", itemId: ALTYN, otherPlace: "earpiece", otherId: COMTAC2 }]);
    expect(gearConflicts(cat, setGearItem(cat, altyn, "headwear", HELMET_6B47))).toEqual([]);
    // The game's flag, on the two hard hats that have it.
    const hardHat = [...cat.items.values()].find((i) => i.blocksHeadphones && !i.conflicts.includes(COMTAC2) && !item(COMTAC2).conflicts.includes(i.id));
    if (hardHat) {
      const set = setGearItem(cat, setGearItem(cat, EMPTY_GEAR_SET, "headwear", hardHat.id), "earpiece", COMTAC2);
      expect(gearConflicts(cat, set).map((c) => c.reason)).toEqual(["blocksHeadphones"]);
    }
  });

  it("totals of a real set, written out by hand", () => {
    let set = setGearItem(cat, EMPTY_GEAR_SET, "headwear", HELMET_6B47);
    set = setGearItem(cat, set, "bodyArmor", KIRASA); // with two AR500 plates
    set = setGearItem(cat, set, "rig", MICRO_RIG);
    set = setGearItem(cat, set, "backpack", BLACKJACK);
    set = setGearItem(cat, set, "eyewear", AF_GLASSES);
    const totals = gearTotals(cat, set);
    // 1.3 + 3 + 3.85 + 3.85 + 0.8 + 3.265 + 0.11
    expect(totals.weight).toBe(16.175);
    // helmet -1, Kirasa -1, plates -1 -1, Blackjack -6, glasses -2 (%)
    expect(totals.ergonomics).toBe(-0.12);
    // plates -2 -2, Blackjack -4
    expect(totals.movement).toBe(-0.08);
    // helmet -1, plates -1 -1, Blackjack -2
    expect(totals.turning).toBe(-0.05);
    expect(totals.capacity).toBe(8 + 42);
    expect(totals.blindnessProtection).toBe(0.1);
    expect(Object.fromEntries(totals.areas.map((a) => [a.area, a.armorClass]))).toEqual({
      headTop: 3,
      headNape: 3,
      headEars: 3,
      throat: 2,
      neck: 2,
      thorax: 2,
      upperBack: 2,
      frontPlate: 3,
      backPlate: 3,
      stomach: 2,
      lowerBack: 2,
      leftSide: 2,
      rightSide: 2,
    });
    expect(totals.areas.find((a) => a.area === "frontPlate")).toMatchObject({ itemId: AR500, place: "bodyArmor/front_plate" });
    // Without the back plate the back plate area is not protected.
    expect(gearTotals(cat, setGearMod(cat, set, "bodyArmor", "back_plate", null)).areas.map((a) => a.area)).not.toContain("backPlate");
    expect(gearItemIds(cat, set)).toEqual([HELMET_6B47, AF_GLASSES, KIRASA, AR500, AR500, MICRO_RIG, BLACKJACK]);
  });

  it("the price counts each item and plate at its source (buildPrice)", () => {
    const set = setGearItem(cat, EMPTY_GEAR_SET, "bodyArmor", KIRASA);
    // Kirasa on the flea for 30,000; the plate at a trader for 20,000.
    const prices = (id: string): RecipeItemPrices => ({
      uid: id,
      basePrice: null,
      bannedOnFlea: false,
      flea: { price: id === KIRASA ? 30_000 : null, avg24hPrice: null, avg7daysPrice: null, historical: null },
      traderBuy: id === AR500 ? [{ trader: "ragman", loyaltyLevel: 1, priceRub: 20_000 }] : [],
      traderSell: null,
    });
    const price = buildPrice(gearItemIds(cat, set), prices, { priceField: "price", useFlea: true, useTraders: true, tradersLL: { ragman: 1 }, userPrices: {} });
    expect(price.total).toBe(30_000 + 2 * 20_000);
    expect(price.items.map((p) => p.source)).toEqual(["flea", "trader", "trader"]);
  });

  it("the address keeps a set; what does not fit is cut", () => {
    let set = setGearItem(cat, EMPTY_GEAR_SET, "bodyArmor", ZABRALO);
    set = setGearMod(cat, set, "bodyArmor", "back_plate", null);
    set = setGearItem(cat, set, "earpiece", COMTAC2);
    const code = encodeGearSet(set);
    expect(code).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(new URLSearchParams({ g: code }).toString()).toBe(`g=${code}`);
    expect(fittedGearSet(cat, decodeGearSet(code))).toEqual(set);
    expect(fittedGearSet(cat, decodeGearSet(`a.${ULEY}-r.${ULEY}-r.front_plate.${AR500}-x.1-b.zz!`))).toEqual({ items: { rig: ULEY }, mods: {} });
  });
});
