import { buildConflicts, buildStats, defaultBuild, type Weapon, weaponCatalogue } from "@raidkit/game";
import { realWeaponCatalogue } from "@raidkit/game/testing";
import { describe, expect, it } from "vitest";
import { fixtureWeapons } from "../../../../tests/helpers/localGraphql.ts";
import { type ApiWeaponItem, apiWeaponItemSchema } from "./gameDataSource.ts";
import { weaponRecordsFromApi } from "./weaponDataConvert.ts";

/**
 * The live weapon data (issue 16): the API's items (tests/fixtures/tarkovdev/weapons.json, REAL pack
 * records in the API's reply shape) read into the same records the pack's import makes.
 */
const GRACH = "576a581d2459771e7b1bc4f1";
const RHINO = "61a4c8884f95bc3b2c5dc96f";
const items = (): ApiWeaponItem[] => fixtureWeapons().map((i) => apiWeaponItemSchema.parse(i));

describe("weapon records from the API", () => {
  it("reads weapons, parts and rounds as the pack's import does; preset pseudo-items are left out", () => {
    const live = weaponRecordsFromApi(items());
    const pack = realWeaponCatalogue();
    expect(live.weapons.map((w) => w.id).sort()).toEqual([GRACH, RHINO].sort());
    const ids = new Set(fixtureWeapons().map((i) => (i as unknown as { id: string }).id));
    for (const weapon of live.weapons) {
      const expected = pack.weapons.get(weapon.id) as Weapon;
      expect(weapon).toEqual({
        ...expected,
        slots: expected.slots.map((s) => ({ ...s, allowed: s.allowed.filter((id) => ids.has(id)) })),
      });
    }
    for (const part of live.parts) {
      const expected = pack.parts.get(part.id);
      expect(part, part.name).toEqual({ ...expected, slots: expected?.slots.map((s) => ({ ...s, allowed: s.allowed.filter((id) => ids.has(id)) })) });
    }
    for (const round of live.ammo) expect(round, round.name).toEqual({ ...pack.ammo.get(round.id), subsonic: round.velocity < 343 });
  });

  it("builds the same default Grach with the same figures from the live records", () => {
    const live = weaponRecordsFromApi(items());
    const pack = realWeaponCatalogue();
    const cat = weaponCatalogue({ ...live, presets: [...pack.presets.values()] });
    const grach = cat.weapons.get(GRACH) as Weapon;
    const build = defaultBuild(cat, grach);
    expect(build.parts).toEqual(defaultBuild(pack, pack.weapons.get(GRACH) as Weapon).parts);
    expect(buildStats(cat, build)).toEqual(buildStats(pack, build));
    expect(buildConflicts(cat, build)).toEqual([]);
  });

  it("a slot allows the items of its allowed categories, less the excluded ones (test items, labelled)", () => {
    const mod = (id: string, categories: string[]) => ({
      id,
      name: `test part ${id}`,
      shortName: id,
      types: ["mods"],
      weight: 0.1,
      category: { name: "Weapon mod" },
      categories: categories.map((c) => ({ id: c })),
      conflictingItems: [],
      properties: { __typename: "ItemPropertiesWeaponMod", ergonomics: 1, recoilModifier: -0.01, accuracyModifier: 0, slots: [] },
    });
    const gun = {
      id: "test-gun",
      name: "Test assault rifle",
      shortName: "TEST",
      types: ["gun"],
      weight: 3,
      category: { name: "Assault rifle" },
      categories: [],
      conflictingItems: [],
      properties: {
        __typename: "ItemPropertiesWeapon",
        caliber: "Caliber556x45NATO",
        ergonomics: 50,
        fireModes: ["Single fire", null],
        fireRate: 800,
        recoilVertical: 100,
        recoilHorizontal: 300,
        effectiveDistance: 500,
        defaultPreset: null,
        slots: [
          {
            nameId: "mod_muzzle",
            name: "Muzzle",
            required: false,
            filters: {
              allowedItems: [{ id: "loose" }],
              allowedCategories: [{ id: "cat-muzzle" }],
              excludedItems: [{ id: "b" }],
              excludedCategories: [{ id: "cat-bad" }],
            },
          },
        ],
      },
    };
    const nightVision = { ...mod("nvg", []), properties: { __typename: "ItemPropertiesNightVision" } };
    const parsed = [gun, mod("a", ["cat-muzzle"]), mod("b", ["cat-muzzle"]), mod("c", ["cat-muzzle", "cat-bad"]), mod("loose", []), nightVision].map((i) =>
      apiWeaponItemSchema.parse(i),
    );
    const live = weaponRecordsFromApi(parsed);
    expect([...(live.weapons[0]?.slots[0]?.allowed ?? [])].sort()).toEqual(["a", "loose"]);
    expect(live.weapons[0]).toMatchObject({ category: "assaultRifle", fireModes: ["Single fire"], effectiveDistance: 500 });
    // The night-vision mod's properties are another member of the union: read as nothing, and no part.
    expect(live.parts.map((p) => p.id).sort()).toEqual(["a", "b", "c", "loose"]);
    // A weapon's properties missing a field it reads fail the whole reply's check.
    expect(apiWeaponItemSchema.safeParse({ ...gun, properties: { __typename: "ItemPropertiesWeapon", caliber: "x" } }).success).toBe(false);
  });

  it("a reply without weapons or parts fails the job (the last good data stays)", () => {
    expect(() => weaponRecordsFromApi(items().filter((i) => !i.types.includes("gun")))).toThrow("no weapons or no weapon parts");
  });
});
