import type { Ammo, BuildItem, Weapon, WeaponCatalogue, WeaponPart, WeaponPreset, WeaponSlot } from "./weaponModel.ts";
import { isUnder, parentPath, slotName, slotPath } from "./weaponPaths.ts";

/**
 * A weapon build: the weapon, the part in each filled slot (by slot path, weaponPaths.ts) and the
 * round in each chamber position (1 to 6; revolvers have one per cylinder chamber, other weapons one).
 * Plain data: it travels in the address, in saved loadouts and between server and browser.
 */
export interface WeaponBuild {
  weaponId: string;
  parts: Readonly<Record<string, string>>;
  /** Round id per chamber position, "" for an empty position. */
  ammo: readonly string[];
}

export const MAX_CHAMBERS = 6;

/** Cylinder chambers are slots for rounds, not parts: the builder offers them as ammo positions. */
const isChamberSlot = (slot: WeaponSlot) => slot.name.startsWith("camora_");

/** The weapon or part at a path ("" = the weapon), or null when the slot is empty or the item unknown. */
export function itemAt(cat: WeaponCatalogue, build: WeaponBuild, path: string): BuildItem | null {
  if (path === "") return cat.weapons.get(build.weaponId) ?? null;
  const id = build.parts[path];
  return id ? (cat.parts.get(id) ?? null) : null;
}

/** The part slots of the item at a path (chambers left out). */
export function slotsAt(cat: WeaponCatalogue, build: WeaponBuild, path: string): WeaponSlot[] {
  return (itemAt(cat, build, path)?.slots ?? []).filter((s) => !isChamberSlot(s));
}

/** The slot a path names, from the item it belongs to, or null when that item has no such slot. */
export function slotOf(cat: WeaponCatalogue, build: WeaponBuild, path: string): WeaponSlot | null {
  const name = slotName(path);
  return slotsAt(cat, build, parentPath(path)).find((s) => s.name === name) ?? null;
}

/** Every part that can go on a weapon: its slots' parts, their slots' parts, and so on (the builder's data, issue 16). */
export function reachableParts(cat: WeaponCatalogue, weaponId: string): WeaponPart[] {
  const seen = new Map<string, WeaponPart>();
  const queue = [...(cat.weapons.get(weaponId)?.slots ?? [])];
  while (queue.length > 0) {
    const slot = queue.pop();
    for (const id of slot?.allowed ?? []) {
      const part = cat.parts.get(id);
      if (!part || seen.has(id)) continue;
      seen.set(id, part);
      queue.push(...part.slots);
    }
  }
  return [...seen.values()];
}

/** The known parts a slot accepts, in the data's order. */
export function slotOptions(cat: WeaponCatalogue, build: WeaponBuild, path: string): WeaponPart[] {
  const slot = slotOf(cat, build, path);
  if (!slot) return [];
  return slot.allowed.flatMap((id) => cat.parts.get(id) ?? []);
}

export interface SlotNode {
  path: string;
  slot: WeaponSlot;
  part: WeaponPart | null;
  children: SlotNode[];
}

/** The build as the tree of slots a player fills: each slot, its part, and that part's slots under it. */
export function buildTree(cat: WeaponCatalogue, build: WeaponBuild, path = ""): SlotNode[] {
  return slotsAt(cat, build, path).map((slot) => {
    const at = slotPath(path, slot.name);
    const part = (itemAt(cat, build, at) as WeaponPart | null) ?? null;
    return { path: at, slot, part, children: part ? buildTree(cat, build, at) : [] };
  });
}

/** Every part on the build that sits where the game allows it, top down (the others are dropped). */
function fittedParts(cat: WeaponCatalogue, build: WeaponBuild): Record<string, string> {
  const kept: Record<string, string> = {};
  const paths = Object.keys(build.parts).sort((a, b) => a.split("/").length - b.split("/").length || a.localeCompare(b));
  const current = { ...build, parts: kept };
  for (const path of paths) {
    const id = build.parts[path] as string;
    const parent = parentPath(path);
    if (parent !== "" && !kept[parent]) continue;
    const slot = slotOf(cat, current, path);
    if (slot?.allowed.includes(id) && cat.parts.has(id)) kept[path] = id;
  }
  return kept;
}

/** The chamber positions of a build: a cylinder's chambers, else one. */
export function chamberCount(cat: WeaponCatalogue, build: WeaponBuild): number {
  const chambers = Object.keys(build.parts).flatMap((path) => (itemAt(cat, build, path)?.slots ?? []).filter(isChamberSlot));
  return Math.min(MAX_CHAMBERS, Math.max(1, chambers.length));
}

/** The rounds a chamber position takes: of the weapon's caliber, and of those the magazine's (or cylinder chamber's) accepted ones. */
export function ammoOptions(cat: WeaponCatalogue, build: WeaponBuild): Ammo[] {
  const weapon = cat.weapons.get(build.weaponId);
  if (!weapon) return [];
  const accepted = new Set<string>();
  for (const path of Object.keys(build.parts)) {
    const part = cat.parts.get(build.parts[path] as string);
    if (!part) continue;
    for (const id of part.ammo) accepted.add(id);
    for (const slot of part.slots) if (isChamberSlot(slot)) for (const id of slot.allowed) accepted.add(id);
  }
  const rounds = [...cat.ammo.values()].filter((a) => a.caliber === weapon.caliber);
  return accepted.size > 0 ? rounds.filter((a) => accepted.has(a.id)) : rounds;
}

/** The build with only what fits: parts the game allows where they are, rounds the chambers take. */
export function fittedBuild(cat: WeaponCatalogue, build: WeaponBuild): WeaponBuild {
  const parts = fittedParts(cat, build);
  const fitted = { ...build, parts };
  const allowed = new Set(ammoOptions(cat, fitted).map((a) => a.id));
  const positions = chamberCount(cat, fitted);
  const ammo = Array.from({ length: positions }, (_, i) => (allowed.has(build.ammo[i] ?? "") ? (build.ammo[i] as string) : ""));
  return { weaponId: build.weaponId, parts, ammo };
}

/**
 * Puts a part in a slot (null empties it; a part the slot does not allow changes nothing). Parts below that still fit the new part stay (a foregrip
 * on a new handguard with the same slot), the others go; rounds the new magazine does not take go too.
 */
export function setPart(cat: WeaponCatalogue, build: WeaponBuild, path: string, partId: string | null): WeaponBuild {
  if (partId !== null && !slotOptions(cat, build, path).some((p) => p.id === partId)) return build;
  const parts: Record<string, string> = { ...build.parts };
  if (partId === null) {
    delete parts[path];
    for (const p of Object.keys(parts)) if (isUnder(p, path)) delete parts[p];
  } else parts[path] = partId;
  return fittedBuild(cat, { ...build, parts });
}

/** Sets the round of one chamber position (0-based), or of every position when `position` is "all". */
export function setAmmo(cat: WeaponCatalogue, build: WeaponBuild, position: number | "all", ammoId: string): WeaponBuild {
  const count = chamberCount(cat, build);
  const ammo = Array.from({ length: count }, (_, i) => (position === "all" || i === position ? ammoId : (build.ammo[i] ?? "")));
  return fittedBuild(cat, { ...build, ammo });
}

/** The weapon bare, with no parts. */
export function bareBuild(weapon: Weapon): WeaponBuild {
  return { weaponId: weapon.id, parts: {}, ammo: [""] };
}

export function presetBuild(cat: WeaponCatalogue, preset: WeaponPreset): WeaponBuild {
  return fittedBuild(cat, { weaponId: preset.weaponId, parts: preset.parts, ammo: [] });
}

/** Where a builder starts for a weapon: its default preset (as the game sells it), else the bare weapon. */
export function defaultBuild(cat: WeaponCatalogue, weapon: Weapon): WeaponBuild {
  const preset = weapon.defaultPresetId ? cat.presets.get(weapon.defaultPresetId) : undefined;
  return preset ? presetBuild(cat, preset) : fittedBuild(cat, bareBuild(weapon));
}

/** Two parts on a build that the game does not allow together. */
export interface PartConflict {
  path: string;
  partId: string;
  otherPath: string;
  otherId: string;
}

/** Every pair of parts (or part and weapon) that conflict, each pair once. */
export function buildConflicts(cat: WeaponCatalogue, build: WeaponBuild): PartConflict[] {
  const placed = [["", build.weaponId] as const, ...Object.entries(build.parts)];
  const out: PartConflict[] = [];
  for (let i = 0; i < placed.length; i++) {
    const [path, id] = placed[i] as readonly [string, string];
    const item = path === "" ? cat.weapons.get(id) : cat.parts.get(id);
    for (let j = i + 1; j < placed.length; j++) {
      const [otherPath, otherId] = placed[j] as readonly [string, string];
      const other = cat.parts.get(otherId);
      if (item?.conflicts.includes(otherId) || other?.conflicts.includes(id)) out.push({ path, partId: id, otherPath, otherId });
    }
  }
  return out;
}

/** Required slots left empty (known for items of 2022 and older). */
export function missingRequired(cat: WeaponCatalogue, build: WeaponBuild): string[] {
  const out: string[] = [];
  const walk = (path: string) => {
    for (const slot of slotsAt(cat, build, path)) {
      const at = slotPath(path, slot.name);
      if (build.parts[at]) walk(at);
      else if (slot.required) out.push(at);
    }
  };
  walk("");
  return out;
}

export type BuildProblem =
  | { code: "unknownWeapon"; weaponId: string }
  | { code: "unknownPart"; path: string; partId: string }
  | { code: "noSlot"; path: string; partId: string }
  | { code: "notAllowed"; path: string; partId: string }
  | { code: "tooManyChambers"; count: number }
  | { code: "ammoNotAccepted"; position: number; ammoId: string };

/**
 * What is wrong with a build sent by someone (the server refuses these): an unknown weapon or part, a
 * part on a slot its parent lacks or that does not allow it, rounds a chamber does not take.
 */
export function buildProblems(cat: WeaponCatalogue, build: WeaponBuild): BuildProblem[] {
  if (!cat.weapons.has(build.weaponId)) return [{ code: "unknownWeapon", weaponId: build.weaponId }];
  const problems: BuildProblem[] = [];
  for (const [path, partId] of Object.entries(build.parts)) {
    if (!cat.parts.has(partId)) {
      problems.push({ code: "unknownPart", path, partId });
      continue;
    }
    const parent = parentPath(path);
    const slot = parent === "" || build.parts[parent] ? slotOf(cat, build, path) : null;
    if (!slot) problems.push({ code: "noSlot", path, partId });
    else if (!slot.allowed.includes(partId)) problems.push({ code: "notAllowed", path, partId });
  }
  const positions = chamberCount(cat, build);
  if (build.ammo.length > positions) problems.push({ code: "tooManyChambers", count: build.ammo.length });
  const accepted = new Set(ammoOptions(cat, build).map((a) => a.id));
  build.ammo.forEach((ammoId, position) => {
    if (ammoId !== "" && !accepted.has(ammoId)) problems.push({ code: "ammoNotAccepted", position, ammoId });
  });
  return problems;
}

/** One text per distinct build (parts in path order, rounds in chamber order): two builds are the same loadout when their keys are equal. */
export function buildKey(build: WeaponBuild): string {
  const parts = Object.entries(build.parts)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([p, id]) => `${p}=${id}`)
    .join(",");
  const ammo = [...build.ammo];
  while (ammo.length > 0 && ammo[ammo.length - 1] === "") ammo.pop();
  return `${build.weaponId}|${parts}|${ammo.join(",")}`;
}

/** Every item id on a build (weapon first, then parts), for prices. */
export function buildItemIds(build: WeaponBuild): string[] {
  return [build.weaponId, ...Object.values(build.parts)];
}
