import { buildConflicts, buildProblems, defaultBuild, slotOptions, type Weapon, type WeaponBuild } from "@raidkit/game";
import { realWeaponCatalogue } from "../../packages/game/src/testing/realPack.ts";

/** Real builds of the data pack for the loadout tests: a weapon's default preset, and the same with a part changed. */
export const M4A1 = "5447a9cd4bdc2dbd208b4567";
export const AK74 = "5bf3e03b0db834001d2c4a9c";

export function presetBuildOf(weaponId: string): WeaponBuild {
  const cat = realWeaponCatalogue();
  const build = defaultBuild(cat, cat.weapons.get(weaponId) as Weapon);
  return { weaponId: build.weaponId, parts: { ...build.parts }, ammo: [...build.ammo] };
}

/** The default build without its charging handle (another, still valid, build). */
export function withoutCharge(build: WeaponBuild): WeaponBuild {
  const parts = { ...build.parts };
  delete parts.mod_charge;
  return { ...build, parts };
}

/**
 * The build with one part swapped for another its slot takes that the game does not let fit with the
 * rest (on the M4A1: a Daniel Defense RIS II handguard beside the M4A1 front sight gas block): still a
 * valid build, with a conflict.
 */
export function withConflict(build: WeaponBuild): WeaponBuild {
  const cat = realWeaponCatalogue();
  for (const path of Object.keys(build.parts)) {
    for (const part of slotOptions(cat, build, path)) {
      const swapped = { ...build, parts: { ...build.parts, [path]: part.id } };
      if (buildProblems(cat, swapped).length === 0 && buildConflicts(cat, swapped).length > 0) return swapped;
    }
  }
  throw new Error(`no single swap on ${build.weaponId} makes a conflict`);
}
