import type { PackItemProperties, PackPreset, PackProperties2022 } from "../pack/weaponRecord.ts";
import type { Ammo, Weapon, WeaponCatalogue, WeaponCategory, WeaponPart, WeaponPreset, WeaponSlot } from "./weaponModel.ts";
import { slotPath } from "./weaponPaths.ts";

/** The weapon records as stored between the import and the server (plain data, JSON-safe). */
export interface WeaponRecords {
  weapons: Weapon[];
  parts: WeaponPart[];
  ammo: Ammo[];
  presets: WeaponPreset[];
}

/** The live weapon data (the API's, issue 16) without presets: they come from the pack, whose parts carry their slots. */
export type LiveWeaponRecords = Omit<WeaponRecords, "presets">;

/** Handbook groups (items.json) to the spec's categories. */
const HANDBOOK_CATEGORY: Record<string, WeaponCategory> = {
  "Assault rifles": "assaultRifle",
  "Assault carbines": "assaultCarbine",
  Pistols: "pistol",
  Shotguns: "shotgun",
  "Submachine guns": "smg",
  "Marksman rifles": "marksmanRifle",
  "Bolt-action rifles": "boltActionRifle",
  "Machine guns": "machineGun",
  "Grenade launchers": "grenadeLauncher",
};

/** By the name, for what the handbook does not sort (revolvers, launchers, weapons newer than it). */
const NAME_CATEGORY: [RegExp, WeaponCategory][] = [
  [/revolver/i, "revolver"],
  [/rocket launcher/i, "rocketLauncher"],
  [/grenade launcher/i, "grenadeLauncher"],
  [/assault rifle/i, "assaultRifle"],
  [/carbine/i, "assaultCarbine"],
  [/(bolt|lever)-action|anti-materiel/i, "boltActionRifle"],
  [/submachine gun/i, "smg"],
  [/machine gun/i, "machineGun"],
  [/shotgun/i, "shotgun"],
  [/marksman|sniper/i, "marksmanRifle"],
  [/pistol/i, "pistol"],
];

/** The game's item categories of weapons (tarkov.dev `category.name`) to the spec's. */
const GAME_CATEGORY: Record<string, WeaponCategory> = {
  "Assault rifle": "assaultRifle",
  "Assault carbine": "assaultCarbine",
  Handgun: "pistol",
  Revolver: "revolver",
  Shotgun: "shotgun",
  SMG: "smg",
  "Sniper rifle": "boltActionRifle",
  "Marksman rifle": "marksmanRifle",
  Machinegun: "machineGun",
  "Grenade launcher": "grenadeLauncher",
  "Rocket launcher": "rocketLauncher",
};

/** The spec's category of a weapon from the game's own category (the live data), else by its name. */
export function weaponCategoryOfGame(name: string, gameCategory: string | null): WeaponCategory | null {
  return (gameCategory ? GAME_CATEGORY[gameCategory] : undefined) ?? weaponCategory(name, null);
}

/** The spec's category of a weapon: revolvers and launchers by name, else the handbook group, else the name. */
export function weaponCategory(name: string, handbookGroup: string | null): WeaponCategory | null {
  const byName = NAME_CATEGORY.find(([re]) => re.test(name))?.[1] ?? null;
  if (byName === "revolver" || byName === "rocketLauncher") return byName;
  if (handbookGroup && HANDBOOK_CATEGORY[handbookGroup]) return HANDBOOK_CATEGORY[handbookGroup];
  return byName;
}

export interface WeaponRecordSources {
  properties: { items: readonly PackItemProperties[]; presets: readonly PackPreset[] };
  properties2022: PackProperties2022;
  /** Item id to its handbook group (the second step of its handbook path, e.g. "Assault rifles"). */
  handbookGroup: ReadonlyMap<string, string>;
}

/**
 * The builder's records from the pack: base weapons with slots (tarkov.dev's preset pseudo-items
 * are read as presets, not weapons), mods and magazines, rounds, and the presets whose parts all sit
 * on slots that exist. The 2022 templates add `required` per slot and effective distance.
 */
export function weaponRecords(src: WeaponRecordSources): WeaponRecords {
  const required = new Map<string, boolean>();
  const effective = new Map<string, number>();
  for (const old of src.properties2022.items) {
    for (const s of old.slots ?? []) required.set(`${old.id}|${s.name}`, s.required);
    if (old.properties?.bEffDist) effective.set(old.id, old.properties.bEffDist);
  }
  const slotsOf = (p: PackItemProperties): WeaponSlot[] =>
    (p.modSlots ?? []).map((s) => ({ name: s.name, caption: s.caption, allowed: s.allowedItemIds, required: required.get(`${p.id}|${s.name}`) ?? null }));
  const base = (p: PackItemProperties) => ({
    id: p.id,
    name: p.name,
    shortName: p.shortName ?? p.name,
    weight: p.weight ?? 0,
    conflicts: p.conflictingItemIds ?? [],
    slots: slotsOf(p),
  });
  const out: WeaponRecords = { weapons: [], parts: [], ammo: [], presets: [] };
  for (const p of src.properties.items) {
    if ((p.category === "mainWeapon" || p.category === "secondaryWeapon") && !p.baseItemId && p.caliber && (p.modSlots?.length ?? 0) > 0) {
      out.weapons.push({
        ...base(p),
        kind: "weapon",
        category: weaponCategory(p.name, src.handbookGroup.get(p.id) ?? null),
        caliber: p.caliber,
        ergonomics: p.ergonomics ?? 0,
        recoilVertical: p.recoilVertical ?? 0,
        recoilHorizontal: p.recoilHorizontal ?? 0,
        fireRate: p.fireRate ?? 0,
        fireModes: p.fireModes ?? [],
        effectiveDistance: effective.get(p.id) ?? null,
        defaultPresetId: p.defaultPresetId ?? null,
      });
    } else if (p.category === "rangedWeaponMod" || p.category === "mod" || p.category === "magazine") {
      out.parts.push({
        ...base(p),
        kind: p.category === "magazine" ? "magazine" : "mod",
        ergonomics: p.ergonomicsModifier ?? 0,
        recoil: p.recoilModifierPercentage ?? 0,
        accuracy: p.accuracyModifierPercentage ?? 0,
        capacity: p.capacity ?? null,
        ammo: p.acceptedAmmunitionIds ?? [],
      });
    } else if (p.category === "ammunition" && p.caliber) {
      out.ammo.push({
        id: p.id,
        name: p.name,
        shortName: p.shortName ?? p.name,
        caliber: p.caliber,
        weight: p.weight ?? 0,
        penetration: p.penetrationPower ?? 0,
        damage: p.fleshDamage ?? 0,
        armorDamage: p.armorDamagePercentage ?? 0,
        velocity: p.velocity ?? 0,
        projectiles: p.projectiles ?? 1,
        recoil: (p.recoilModifier ?? 0) / 100,
        accuracy: p.accuracyModifierPercentage ?? 0,
        tracer: p.tracer ?? false,
        subsonic: p.subsonic ?? false,
      });
    }
  }
  const weapons = new Map(out.weapons.map((w) => [w.id, w]));
  for (const preset of src.properties.presets) {
    const weapon = weapons.get(preset.baseItemId);
    if (!weapon) continue;
    const paths: string[] = [];
    const parts: Record<string, string> = {};
    let whole = true;
    for (const part of preset.parts) {
      const parent = part.parentIndex === null ? "" : paths[part.parentIndex];
      if (parent === undefined) {
        whole = false;
        break;
      }
      const path = slotPath(parent, part.slot);
      paths.push(path);
      parts[path] = part.itemId;
    }
    if (whole) out.presets.push({ id: preset.id, name: preset.name, weaponId: weapon.id, parts, isDefault: weapon.defaultPresetId === preset.id });
  }
  return out;
}

/** The records as maps, for the builder's functions. */
export function weaponCatalogue(records: WeaponRecords): WeaponCatalogue {
  return {
    weapons: new Map(records.weapons.map((w) => [w.id, w])),
    parts: new Map(records.parts.map((p) => [p.id, p])),
    ammo: new Map(records.ammo.map((a) => [a.id, a])),
    presets: new Map(records.presets.map((p) => [p.id, p])),
  };
}

/** Item id to its handbook group: the second step of its category's path ("Weapons" > "Assault rifles"). */
export function handbookGroups(
  items: readonly { id: string; handbookCategoryId: string | null }[],
  categories: readonly { id: string; path: readonly string[] }[],
): Map<string, string> {
  const groupOf = new Map(categories.map((c) => [c.id, c.path[1] ?? null]));
  const out = new Map<string, string>();
  for (const item of items) {
    const group = item.handbookCategoryId ? groupOf.get(item.handbookCategoryId) : null;
    if (group) out.set(item.id, group);
  }
  return out;
}
