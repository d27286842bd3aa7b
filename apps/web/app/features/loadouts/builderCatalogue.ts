import type { WeaponBuilderData } from "@raidkit/api";
import { type WeaponCatalogue, weaponCatalogue } from "@raidkit/game";

/** The builder's data of one weapon as the game functions read it (packages/game weapons/). */
export function builderCatalogue(data: WeaponBuilderData): WeaponCatalogue {
  return weaponCatalogue({ weapons: [data.weapon], parts: Object.values(data.parts), ammo: data.ammo, presets: data.presets });
}

/** A part's or the weapon's name and prices in the page's language. */
export function shownItem(data: WeaponBuilderData, id: string) {
  if (id === data.weapon.id) return data.weapon;
  return data.parts[id] ?? data.ammo.find((a) => a.id === id) ?? null;
}
