/**
 * The typed weapon model the loadout builder works on (docs/decisions/028): weapons, the parts that go
 * on them (mods and magazines), ammunition and presets, as the import makes them from the data pack.
 * Figures are the game's: ergonomics in points, recoil in the game's units, modifiers as fractions.
 */

/** The spec's weapon categories (§3 Loadout). */
export const WEAPON_CATEGORIES = [
  "assaultCarbine",
  "assaultRifle",
  "grenadeLauncher",
  "rocketLauncher",
  "pistol",
  "machineGun",
  "marksmanRifle",
  "shotgun",
  "smg",
  "boltActionRifle",
  "revolver",
] as const;
export type WeaponCategory = (typeof WEAPON_CATEGORIES)[number];

/** A slot of a weapon or a part: the items the game allows in it. */
export interface WeaponSlot {
  /** The game's slot name, e.g. `mod_pistol_grip`, `mod_mount_000`, `camora_002`. */
  name: string;
  /** The game's caption ("Pistol Grip", "Chamber"), null when the data has none. */
  caption: string | null;
  allowed: readonly string[];
  /** Whether the weapon cannot work without it: known for items of 2022 and older, else null. */
  required: boolean | null;
}

/** What every item on a build shares. */
interface BuildItemBase {
  id: string;
  name: string;
  shortName: string;
  /** kg */
  weight: number;
  /** Items that cannot be on the same weapon as this one (the game checks both directions). */
  conflicts: readonly string[];
  slots: readonly WeaponSlot[];
}

export interface Weapon extends BuildItemBase {
  kind: "weapon";
  category: WeaponCategory | null;
  /** The game's caliber id, e.g. `Caliber556x45NATO`. */
  caliber: string;
  ergonomics: number;
  recoilVertical: number;
  recoilHorizontal: number;
  /** Rounds per minute. */
  fireRate: number;
  fireModes: readonly string[];
  /** m; from the 2022 templates, null for newer weapons. */
  effectiveDistance: number | null;
  defaultPresetId: string | null;
}

export interface WeaponPart extends BuildItemBase {
  kind: "mod" | "magazine";
  /** Points added to the weapon's ergonomics. */
  ergonomics: number;
  /** Fraction added to the recoil sum (-0.05 = 5 % less recoil). */
  recoil: number;
  /** Fraction added to accuracy (0.05 = 5 % more accurate). */
  accuracy: number;
  /** Magazines: rounds held and the rounds accepted. */
  capacity: number | null;
  ammo: readonly string[];
}

export interface Ammo {
  id: string;
  name: string;
  shortName: string;
  caliber: string;
  weight: number;
  penetration: number;
  damage: number;
  /** Fraction of damage done to armour. */
  armorDamage: number;
  /** m/s */
  velocity: number;
  projectiles: number;
  /** Fraction added to the recoil sum (the data's points divided by 100). */
  recoil: number;
  /** Fraction added to accuracy. */
  accuracy: number;
  tracer: boolean;
  subsonic: boolean;
}

/** A preset: a weapon and its parts, each at a slot path (see weaponBuild.ts). */
export interface WeaponPreset {
  id: string;
  name: string;
  weaponId: string;
  parts: Readonly<Record<string, string>>;
  isDefault: boolean;
}

export interface WeaponCatalogue {
  weapons: ReadonlyMap<string, Weapon>;
  parts: ReadonlyMap<string, WeaponPart>;
  ammo: ReadonlyMap<string, Ammo>;
  presets: ReadonlyMap<string, WeaponPreset>;
}

export type BuildItem = Weapon | WeaponPart;
