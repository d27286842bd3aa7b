import { describe, expect, it } from "vitest";
import { realWeaponCatalogue } from "../testing/realPack.ts";
import { decodeBuildParts, encodeBuildParts } from "./buildCode.ts";
import {
  ammoOptions,
  bareBuild,
  buildConflicts,
  buildKey,
  buildProblems,
  buildTree,
  chamberCount,
  defaultBuild,
  missingRequired,
  presetBuild,
  reachableParts,
  setAmmo,
  setPart,
  slotOptions,
} from "./weaponBuild.ts";
import { weaponCategory } from "./weaponCatalogue.ts";
import type { Ammo, Weapon, WeaponCatalogue, WeaponPart } from "./weaponModel.ts";
import { buildStats } from "./weaponStats.ts";

const cat = realWeaponCatalogue();
const M4A1 = "5447a9cd4bdc2dbd208b4567";
const AK74 = "5bf3e03b0db834001d2c4a9c";
const weapon = (id: string) => cat.weapons.get(id) as Weapon;

// Real parts of the pack (item_properties_2025.json).
const P = {
  a2Grip: "55d4b9964bdc2d1d4e8b456e",
  stanag: "55d4887d4bdc2d962f8b4570",
  upper: "55d355e64bdc2d962f8b4569",
  barrel145: "55d3632e4bdc2d972f8b4569",
  usgiFlashHider: "544a38634bdc2d58388b4568",
  frontSightGasBlock: "5ae30e795acfc408fb139a0b",
  m4Handguard: "5ae30db85acfc408fb139a05",
  m4LowerHandguard: "637f57a68d137b27f70c4968",
  carryHandle: "5ae30bad5acfc400185c2dc4",
  bufferTube: "5649be884bdc2d79388b4577",
  m4ssStock: "55d4ae6c4bdc2d8b2f8b456e",
  chargingHandle: "55d44fd14bdc2d962f8b456e",
  risII95Black: "588b56d02459771481110ae2",
  // AK-74
  akGasTube: "59c6633186f7740cf0493bb9",
  akWoodHandguard: "5648b0744bdc2d363b8b4578",
  ak6L20: "564ca99c4bdc2d16268b4589",
  akMuzzleBrake: "5649aa744bdc2ded0b8b457e",
  aksuGrip: "57e3dba62459770f0c32322b",
  akDustCover: "5649af094bdc2df8348b4586",
  akRearSight: "5649b0544bdc2d1b2b8b458a",
  akWoodStock: "5649b1c04bdc2d16268b457c",
  m855a1: "59e6906286f7746c9f75e847",
};

describe("weapon catalogue from the pack", () => {
  it("reads base weapons with slots, parts, rounds and presets", () => {
    expect(cat.weapons.size).toBeGreaterThan(150);
    expect(cat.parts.size).toBeGreaterThan(2000);
    expect(cat.ammo.size).toBeGreaterThan(190);
    expect(weapon(M4A1)).toMatchObject({
      name: "Colt M4A1 5.56x45 assault rifle",
      category: "assaultRifle",
      ergonomics: 48,
      recoilVertical: 119,
      recoilHorizontal: 342,
    });
    // The 2022 templates add what the 2025 data lacks: required slots and effective distance.
    expect(weapon(M4A1).slots.find((s) => s.name === "mod_pistol_grip")?.required).toBe(true);
    expect(weapon(M4A1).slots.find((s) => s.name === "mod_magazine")?.required).toBe(false);
    expect(weapon(M4A1).effectiveDistance).toBe(500);
  });

  it("sorts weapons into the spec's categories: revolvers and launchers by name, the rest by handbook group", () => {
    expect(weaponCategory("Chiappa Rhino 50DS .357 revolver", "Pistols")).toBe("revolver");
    expect(weaponCategory("RShG-2 72.5mm rocket launcher", "Special weapons")).toBe("rocketLauncher");
    expect(weaponCategory("Colt M4A1 5.56x45 assault rifle", "Assault rifles")).toBe("assaultRifle");
    expect(weaponCategory("TKPD 9.3x64 carbine", null)).toBe("assaultCarbine");
    expect(weaponCategory("Marlin MXLR .308 ME lever-action rifle", null)).toBe("boltActionRifle");
    const revolvers = [...cat.weapons.values()].filter((w) => w.category === "revolver").map((w) => w.name);
    expect(revolvers).toContain("Chiappa Rhino 50DS .357 revolver");
  });

  it("every preset of the pack sits on real slots with allowed parts and no conflict", () => {
    expect(cat.presets.size).toBeGreaterThan(300);
    for (const preset of cat.presets.values()) {
      const build = { weaponId: preset.weaponId, parts: preset.parts, ammo: [] };
      expect(buildProblems(cat, build), preset.name).toEqual([]);
      expect(buildConflicts(cat, build), preset.name).toEqual([]);
    }
  });
});

describe("an M4A1 from its default preset", () => {
  const build = defaultBuild(cat, weapon(M4A1));

  it("starts from the game's default preset, every slot in its place", () => {
    expect(build.parts).toEqual({
      mod_pistol_grip: P.a2Grip,
      mod_magazine: P.stanag,
      mod_reciever: P.upper,
      "mod_reciever/mod_barrel": P.barrel145,
      "mod_reciever/mod_barrel/mod_muzzle": P.usgiFlashHider,
      "mod_reciever/mod_barrel/mod_gas_block": P.frontSightGasBlock,
      "mod_reciever/mod_handguard": P.m4Handguard,
      "mod_reciever/mod_handguard/mod_handguard": P.m4LowerHandguard,
      "mod_reciever/mod_sight_rear": P.carryHandle,
      mod_stock: P.bufferTube,
      "mod_stock/mod_stock_000": P.m4ssStock,
      mod_charge: P.chargingHandle,
    });
    expect(missingRequired(cat, build)).toEqual([]);
    const top = buildTree(cat, build).map((n) => n.slot.name);
    expect(top).toEqual(["mod_pistol_grip", "mod_magazine", "mod_reciever", "mod_stock", "mod_charge", "mod_charge_001"]);
    const receiver = buildTree(cat, build).find((n) => n.slot.name === "mod_reciever");
    expect(receiver?.children.map((n) => n.slot.name)).toEqual(["mod_scope", "mod_barrel", "mod_handguard", "mod_sight_rear"]);
  });

  it("computes the build's figures by the game's rules", () => {
    // 48 + 5 (grip) − 3 (STANAG) + 5 (upper) − 14 (barrel) − 1 (flash hider) − 1 (front sight) + 2 + 7 (handguards)
    // − 1 (carry handle) + 0 (buffer tube) + 4 (M4SS) + 0.5 (charging handle) = 52.5, shown rounded
    // recoil: −0.01 − 0.03 − 0.05 − 0.01 − 0.19 = −0.29 → 119 × 0.71 = 84.49, 342 × 0.71 = 242.82
    expect(buildStats(cat, build)).toMatchObject({
      ergonomics: 52,
      recoilVertical: 84,
      recoilHorizontal: 243,
      recoilChange: -0.29,
      weight: 2.934,
      effectiveDistance: 500,
      fireModes: ["Single fire", "Full auto"],
      magazineCapacity: 30,
    });
  });

  it("a round's modifiers count in recoil and accuracy, and a full magazine's weight is given", () => {
    const loaded = setAmmo(cat, build, "all", P.m855a1);
    expect(loaded.ammo).toEqual([P.m855a1]);
    const stats = buildStats(cat, loaded);
    // M855A1: +4 % recoil, −4 % accuracy, 940 m/s (the data's, before any barrel); 30 rounds of 12 g
    expect(stats).toMatchObject({ recoilChange: -0.25, recoilVertical: 89, accuracyChange: -0.04, loadedRoundsWeight: 0.36, velocity: 940 });
  });

  it("a slot offers only the parts the game allows there", () => {
    const grips = slotOptions(cat, build, "mod_pistol_grip");
    expect(grips.length).toBeGreaterThan(20);
    expect(
      grips.every((g) =>
        weapon(M4A1)
          .slots.find((s) => s.name === "mod_pistol_grip")
          ?.allowed.includes(g.id),
      ),
    ).toBe(true);
    expect(grips.map((g) => g.id)).not.toContain(P.aksuGrip);
  });

  it("swapping the handguard for one the front sight gas block does not allow flags the conflict", () => {
    const swapped = setPart(cat, build, "mod_reciever/mod_handguard", P.risII95Black);
    expect(swapped.parts["mod_reciever/mod_handguard"]).toBe(P.risII95Black);
    // the old lower handguard does not fit the new one: it goes
    expect(swapped.parts["mod_reciever/mod_handguard/mod_handguard"]).toBeUndefined();
    expect(buildConflicts(cat, swapped)).toEqual([
      { path: "mod_reciever/mod_handguard", partId: P.risII95Black, otherPath: "mod_reciever/mod_barrel/mod_gas_block", otherId: P.frontSightGasBlock },
    ]);
    expect(buildConflicts(cat, build)).toEqual([]);
  });

  it("emptying a slot takes the parts on it away; a new part keeps the children that fit it", () => {
    const noUpper = setPart(cat, build, "mod_reciever", null);
    expect(Object.keys(noUpper.parts).filter((p) => p.startsWith("mod_reciever"))).toEqual([]);
    expect(missingRequired(cat, noUpper)).toEqual(["mod_reciever"]);
    const otherMuzzle = slotOptions(cat, build, "mod_reciever/mod_barrel/mod_muzzle").find((p) => p.id !== P.usgiFlashHider);
    const changed = setPart(cat, build, "mod_reciever/mod_barrel/mod_muzzle", otherMuzzle?.id ?? null);
    expect(changed.parts["mod_reciever/mod_barrel"]).toBe(P.barrel145);
    expect(changed.parts["mod_reciever/mod_handguard"]).toBe(P.m4Handguard);
  });
});

describe("an AK-74 built part by part", () => {
  it("takes each part in its slot and ends as the default preset, with its figures", () => {
    let build = bareBuild(weapon(AK74));
    const steps: [string, string][] = [
      ["mod_gas_block", P.akGasTube],
      ["mod_gas_block/mod_handguard", P.akWoodHandguard],
      ["mod_magazine", P.ak6L20],
      ["mod_muzzle", P.akMuzzleBrake],
      ["mod_pistol_grip", P.aksuGrip],
      ["mod_reciever", P.akDustCover],
      ["mod_sight_rear", P.akRearSight],
      ["mod_stock", P.akWoodStock],
    ];
    expect(missingRequired(cat, build)).toEqual(["mod_gas_block", "mod_pistol_grip"]);
    for (const [path, id] of steps) {
      expect(slotOptions(cat, build, path).map((p) => p.id)).toContain(id);
      build = setPart(cat, build, path, id);
      expect(build.parts[path]).toBe(id);
    }
    expect(missingRequired(cat, build)).toEqual([]);
    expect(buildConflicts(cat, build)).toEqual([]);
    expect(buildKey(build)).toBe(buildKey(defaultBuild(cat, weapon(AK74))));
    // 30 + 0 + 4 − 3 − 2 + 4 + 3 + 0 + 3 = 39; recoil −0.07 − 0.22 = −0.29 → 120 × 0.71, 322 × 0.71
    expect(buildStats(cat, build)).toMatchObject({ ergonomics: 39, recoilVertical: 85, recoilHorizontal: 229, weight: 3.32, effectiveDistance: 650 });
  });

  it("an M4A1 part does not go on the AK: the build drops it and a sent build is refused", () => {
    const ak = defaultBuild(cat, weapon(AK74));
    expect(setPart(cat, ak, "mod_pistol_grip", P.a2Grip).parts.mod_pistol_grip).toBe(P.aksuGrip);
    expect(buildProblems(cat, { ...ak, parts: { ...ak.parts, mod_pistol_grip: P.a2Grip } })).toEqual([
      { code: "notAllowed", path: "mod_pistol_grip", partId: P.a2Grip },
    ]);
  });
});

describe("what the server refuses", () => {
  const m4 = defaultBuild(cat, weapon(M4A1));
  it("names unknown weapons and parts, missing slots, rounds the magazine does not take", () => {
    expect(buildProblems(cat, { weaponId: "nope", parts: {}, ammo: [] })).toEqual([{ code: "unknownWeapon", weaponId: "nope" }]);
    expect(buildProblems(cat, { ...m4, parts: { ...m4.parts, mod_stock: "000000000000000000000000" } })).toContainEqual({
      code: "unknownPart",
      path: "mod_stock",
      partId: "000000000000000000000000",
    });
    expect(buildProblems(cat, { ...m4, parts: { ...m4.parts, mod_tail: P.a2Grip } })).toEqual([{ code: "noSlot", path: "mod_tail", partId: P.a2Grip }]);
    expect(buildProblems(cat, { ...m4, ammo: ["5649b1c04bdc2d16268b457c"] })).toEqual([
      { code: "ammoNotAccepted", position: 0, ammoId: "5649b1c04bdc2d16268b457c" },
    ]);
    expect(buildProblems(cat, { ...m4, ammo: [P.m855a1, P.m855a1] })).toEqual([{ code: "tooManyChambers", count: 2 }]);
  });
});

describe("chambers", () => {
  it("a revolver has a round per cylinder chamber, set one by one or all at once", () => {
    const rhino = [...cat.weapons.values()].find((w) => w.name === "Chiappa Rhino 50DS .357 revolver") as Weapon;
    const build = defaultBuild(cat, rhino);
    expect(chamberCount(cat, build)).toBe(6);
    const rounds = ammoOptions(cat, build);
    expect(rounds.length).toBeGreaterThan(1);
    const a = rounds[0] as Ammo;
    const b = rounds[1] as Ammo;
    const mixed = setAmmo(cat, setAmmo(cat, build, "all", a.id), 5, b.id);
    expect(mixed.ammo).toEqual([a.id, a.id, a.id, a.id, a.id, b.id]);
  });
  it("other weapons have one position, with the magazine's rounds", () => {
    const m4 = defaultBuild(cat, weapon(M4A1));
    expect(chamberCount(cat, m4)).toBe(1);
    expect(ammoOptions(cat, m4).every((a) => a.caliber === "Caliber556x45NATO")).toBe(true);
  });
});

describe("a build in the address", () => {
  it("round-trips through the code, and the same loadout has the same key whatever the order", () => {
    const m4 = setAmmo(cat, defaultBuild(cat, weapon(M4A1)), "all", P.m855a1);
    const code = encodeBuildParts(m4);
    expect(code).toMatch(/^[A-Za-z0-9_.~!-]+$/);
    const back = decodeBuildParts(M4A1, code);
    expect(back).toEqual({ ...m4, parts: expect.objectContaining(m4.parts) });
    expect(buildKey(back as typeof m4)).toBe(buildKey(m4));
    const reversed = { ...m4, parts: Object.fromEntries(Object.entries(m4.parts).reverse()) };
    expect(buildKey(reversed)).toBe(buildKey(m4));
    expect(buildKey({ ...m4, ammo: [P.m855a1, ""] })).toBe(buildKey(m4));
    expect(buildKey(setPart(cat, m4, "mod_charge", null))).not.toBe(buildKey(m4));
  });
  it("refuses text that is not a build", () => {
    expect(decodeBuildParts(M4A1, "mod_stock~<script>")).toBeNull();
    expect(decodeBuildParts(M4A1, "mod stock~abc")).toBeNull();
    expect(decodeBuildParts(M4A1, "a!b!c")).toBeNull();
    expect(decodeBuildParts(M4A1, "x".repeat(5000))).toBeNull();
    expect(decodeBuildParts(M4A1, "")).toEqual({ weaponId: M4A1, parts: {}, ammo: [] });
  });
  it("a preset's build equals its parts", () => {
    const preset = cat.presets.get(weapon(M4A1).defaultPresetId as string);
    expect(preset?.isDefault).toBe(true);
    expect(presetBuild(cat, preset as NonNullable<typeof preset>).parts).toEqual(preset?.parts);
  });
});

describe("reachableParts (the builder's parts of a weapon)", () => {
  const slot = (...allowed: string[]) => ({ name: "mod", caption: null, allowed, required: null });
  const part = (id: string, ...slots: ReturnType<typeof slot>[]) => ({ id, slots }) as unknown as WeaponPart;
  const tiny = {
    weapons: new Map([["w", { id: "w", slots: [slot("a", "unknown")] } as unknown as Weapon]]),
    // a holds b and itself (a cycle), b holds nothing; c fits nothing the weapon reaches.
    parts: new Map([
      ["a", part("a", slot("b", "a"))],
      ["b", part("b")],
      ["c", part("c", slot("a"))],
    ]),
    ammo: new Map(),
    presets: new Map(),
  } as WeaponCatalogue;

  it("follows the slots of the slots' parts, once each, and skips ids the catalogue lacks", () => {
    expect(
      reachableParts(tiny, "w")
        .map((p) => p.id)
        .sort(),
    ).toEqual(["a", "b"]);
    expect(reachableParts(tiny, "nothing")).toEqual([]);
  });

  it("reaches a part two slots down on a real weapon (the M4A1's pistol grip sits on its receiver)", () => {
    const ids = new Set(reachableParts(cat, M4A1).map((p) => p.id));
    expect(ids.has(P.a2Grip)).toBe(true);
    expect(ids.size).toBeGreaterThan(100);
  });
});
