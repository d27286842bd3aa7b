import { defaultBuild, type Weapon, type WeaponBuild } from "@raidkit/game";
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
