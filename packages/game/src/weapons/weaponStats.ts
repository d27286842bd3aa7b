import type { WeaponBuild } from "./weaponBuild.ts";
import type { WeaponCatalogue, WeaponPart } from "./weaponModel.ts";

/** A build's figures as the game shows them on the weapon's inspect screen. */
export interface BuildStats {
  /** kg: the weapon and its parts, without rounds. */
  weight: number;
  /** kg of the rounds a full magazine holds (null: no magazine or no round chosen). */
  loadedRoundsWeight: number | null;
  /** 0–100. */
  ergonomics: number;
  recoilVertical: number;
  recoilHorizontal: number;
  /** The parts' and the round's recoil modifiers added up (-0.25 = 25 % less recoil than the bare weapon). */
  recoilChange: number;
  /** The parts' and the round's accuracy modifiers added up (fraction). */
  accuracyChange: number;
  /** m; null when the data has none for the weapon. */
  effectiveDistance: number | null;
  fireModes: readonly string[];
  fireRate: number;
  caliber: string;
  magazineCapacity: number | null;
  /** Velocity of the round in chamber 1 (m/s), null without one. */
  velocity: number | null;
}

/** Rounds to 3 decimals (grams) without float noise such as 3.4200000000000004. */
const kg = (v: number) => Math.round(v * 1000) / 1000;

/**
 * The game's rules: ergonomics is the weapon's plus every part's points, capped to 0–100; recoil is the
 * weapon's times one plus the sum of the parts' and the chambered round's modifiers; accuracy modifiers
 * add the same way; weight adds up. Figures are rounded as the inspect screen shows them.
 */
export function buildStats(cat: WeaponCatalogue, build: WeaponBuild): BuildStats | null {
  const weapon = cat.weapons.get(build.weaponId);
  if (!weapon) return null;
  const parts = Object.values(build.parts).flatMap((id) => cat.parts.get(id) ?? []);
  const round = cat.ammo.get(build.ammo[0] ?? "") ?? null;
  const sum = (f: (p: WeaponPart) => number) => parts.reduce((s, p) => s + f(p), 0);
  const recoilChange = sum((p) => p.recoil) + (round?.recoil ?? 0);
  const accuracyChange = sum((p) => p.accuracy) + (round?.accuracy ?? 0);
  const magazine = parts.find((p) => p.kind === "magazine") ?? null;
  const capacity = magazine?.capacity ?? null;
  return {
    weight: kg(weapon.weight + sum((p) => p.weight)),
    loadedRoundsWeight: capacity && round ? kg(capacity * round.weight) : null,
    ergonomics: Math.round(Math.min(100, Math.max(0, weapon.ergonomics + sum((p) => p.ergonomics)))),
    recoilVertical: Math.round(weapon.recoilVertical * (1 + recoilChange)),
    recoilHorizontal: Math.round(weapon.recoilHorizontal * (1 + recoilChange)),
    recoilChange: Math.round(recoilChange * 10000) / 10000,
    accuracyChange: Math.round(accuracyChange * 10000) / 10000,
    effectiveDistance: weapon.effectiveDistance,
    fireModes: weapon.fireModes,
    fireRate: weapon.fireRate,
    caliber: weapon.caliber,
    magazineCapacity: capacity,
    velocity: round?.velocity ?? null,
  };
}
