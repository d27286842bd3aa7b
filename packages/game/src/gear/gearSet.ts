import {
  GEAR_AREAS,
  GEAR_SLOTS,
  type GearArea,
  type GearCatalogue,
  type GearItem,
  type GearSet,
  type GearSlot,
  PLATE_SLOT_AREA,
  SLOT_KIND,
} from "./gearModel.ts";

/**
 * The gear builder's rules (/gear): which item goes in which slot, armour parts in their slots,
 * what cannot be worn together, and the set's figures. A set is plain data (`GearSet`) for the
 * address (`?g=`); every function takes the catalogue and a set and returns new data.
 */

export const EMPTY_GEAR_SET: GearSet = { items: {}, mods: {} };

/** The place of an armour part: its wearer's slot and the part's slot (`bodyArmor/front_plate`). */
export function modPlace(slot: GearSlot, modSlot: string): string {
  return `${slot}/${modSlot}`;
}

/** The slot an item is worn in, null for armour parts (they go in an item's slots). */
export function gearSlotOf(item: GearItem): GearSlot | null {
  return GEAR_SLOTS.find((s) => SLOT_KIND[s] === item.kind) ?? null;
}

/** A rig with armour of its own: it is worn instead of body armour (the game takes no body armour with it). */
export function isArmoredRig(item: GearItem | undefined | null): boolean {
  return item?.kind === "vest" && item.armorClass > 0;
}

/** Every item a slot takes. */
export function gearOptions(cat: GearCatalogue, slot: GearSlot): GearItem[] {
  const kind = SLOT_KIND[slot];
  return [...cat.items.values()].filter((i) => i.kind === kind);
}

/** The armour parts a worn item's slot takes. */
export function modOptions(cat: GearCatalogue, itemId: string, modSlot: string): GearItem[] {
  const slot = cat.items.get(itemId)?.slots.find((s) => s.name === modSlot);
  return (slot?.allowed ?? []).map((id) => cat.items.get(id)).filter((i): i is GearItem => i !== undefined);
}

function withoutModsOf(mods: Readonly<Record<string, string>>, slot: GearSlot): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [place, id] of Object.entries(mods)) if (!place.startsWith(`${slot}/`)) out[place] = id;
  return out;
}

/**
 * The set with another item in a slot (null empties it). The slot's old parts go; the new item
 * comes with its default parts (plates, visor), as the traders sell it. An item of another kind is refused.
 */
export function setGearItem(cat: GearCatalogue, set: GearSet, slot: GearSlot, itemId: string | null): GearSet {
  const items = { ...set.items };
  const mods = withoutModsOf(set.mods, slot);
  if (itemId === null) {
    delete items[slot];
    return { items, mods };
  }
  const item = cat.items.get(itemId);
  if (!item || item.kind !== SLOT_KIND[slot]) throw new Error(`${itemId} is not worn in ${slot}`);
  items[slot] = itemId;
  for (const [modSlot, id] of Object.entries(item.defaultMods)) mods[modPlace(slot, modSlot)] = id;
  return { items, mods };
}

/** The set with another armour part in a worn item's slot (null empties it); a part the slot does not take is refused. */
export function setGearMod(cat: GearCatalogue, set: GearSet, slot: GearSlot, modSlot: string, partId: string | null): GearSet {
  const wearer = set.items[slot];
  const mods = { ...set.mods };
  const place = modPlace(slot, modSlot);
  if (partId === null) {
    delete mods[place];
    return { items: set.items, mods };
  }
  if (!wearer || !modOptions(cat, wearer, modSlot).some((p) => p.id === partId)) throw new Error(`${partId} does not go in ${place}`);
  mods[place] = partId;
  return { items: set.items, mods };
}

/** A set from elsewhere (the address) cut to what fits: known items in their own slots, parts their slots take. */
export function fittedGearSet(cat: GearCatalogue, set: GearSet): GearSet {
  const items: Partial<Record<GearSlot, string>> = {};
  for (const slot of GEAR_SLOTS) {
    const id = set.items[slot];
    if (id && cat.items.get(id)?.kind === SLOT_KIND[slot]) items[slot] = id;
  }
  const mods: Record<string, string> = {};
  for (const [place, id] of Object.entries(set.mods)) {
    const [slot, modSlot] = place.split("/") as [GearSlot, string | undefined];
    const wearer = items[slot];
    if (wearer && modSlot && modOptions(cat, wearer, modSlot).some((p) => p.id === id)) mods[place] = id;
  }
  return { items, mods };
}

/** What is worn: each item and part with its place (a slot, or `slot/partSlot`), slots in order. */
export function wornItems(cat: GearCatalogue, set: GearSet): { place: string; item: GearItem }[] {
  const out: { place: string; item: GearItem }[] = [];
  for (const slot of GEAR_SLOTS) {
    const id = set.items[slot];
    const item = id ? cat.items.get(id) : undefined;
    if (!item) continue;
    out.push({ place: slot, item });
    for (const s of item.slots) {
      const part = cat.items.get(set.mods[modPlace(slot, s.name)] ?? "");
      if (part) out.push({ place: modPlace(slot, s.name), item: part });
    }
  }
  return out;
}

/** The ids a set's price counts: every worn item and part. */
export function gearItemIds(cat: GearCatalogue, set: GearSet): string[] {
  return wornItems(cat, set).map((w) => w.item.id);
}

export type GearConflictReason = "conflictingItems" | "blocksHeadphones" | "armoredRig";

/** Two worn things the game does not allow together, and why. */
export interface GearConflict {
  reason: GearConflictReason;
  place: string;
  itemId: string;
  otherPlace: string;
  otherId: string;
}

/**
 * What cannot be worn together: items either of which names the other as conflicting (the game
 * checks both directions), a helmet or face cover the game wears without a headset, and body
 * armour under an armoured rig (the rig takes the armour's place).
 */
export function gearConflicts(cat: GearCatalogue, set: GearSet): GearConflict[] {
  const worn = wornItems(cat, set);
  const out: GearConflict[] = [];
  for (let i = 0; i < worn.length; i++) {
    for (let j = i + 1; j < worn.length; j++) {
      const a = worn[i] as (typeof worn)[number];
      const b = worn[j] as (typeof worn)[number];
      const pair = { place: a.place, itemId: a.item.id, otherPlace: b.place, otherId: b.item.id };
      if (a.item.conflicts.includes(b.item.id) || b.item.conflicts.includes(a.item.id)) out.push({ reason: "conflictingItems", ...pair });
      else if ((a.item.blocksHeadphones && b.item.kind === "headphones") || (b.item.blocksHeadphones && a.item.kind === "headphones"))
        out.push({ reason: "blocksHeadphones", ...pair });
      else if ((a.item.kind === "armor" && isArmoredRig(b.item)) || (b.item.kind === "armor" && isArmoredRig(a.item)))
        out.push({ reason: "armoredRig", ...pair });
    }
  }
  return out;
}

/** The best armour over one area and what gives it. */
export interface GearAreaArmor {
  area: GearArea;
  armorClass: number;
  itemId: string;
  place: string;
}

export interface GearTotals {
  /** kg */
  weight: number;
  /** Fractions the set adds to ergonomics, movement and turning speed (-0.05 = -5 %). */
  ergonomics: number;
  movement: number;
  turning: number;
  /** The rig's and the backpack's cells. */
  capacity: number;
  /** The best flash protection worn (a fraction). */
  blindnessProtection: number;
  /** The highest armour class over each protected area, in GEAR_AREAS order. */
  areas: GearAreaArmor[];
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * The set's figures by the game's rules: weights and modifiers add up over everything worn (items
 * and their parts); a plate protects the area of the slot it sits in; each area counts its best class.
 */
export function gearTotals(cat: GearCatalogue, set: GearSet): GearTotals {
  let weight = 0;
  let ergonomics = 0;
  let movement = 0;
  let turning = 0;
  let capacity = 0;
  let blindnessProtection = 0;
  const best = new Map<GearArea, GearAreaArmor>();
  for (const { place, item } of wornItems(cat, set)) {
    weight += item.weight;
    ergonomics += item.ergonomics;
    movement += item.movement;
    turning += item.turning;
    capacity += item.capacity ?? 0;
    blindnessProtection = Math.max(blindnessProtection, item.blindnessProtection);
    if (item.armorClass <= 0) continue;
    const plateArea = PLATE_SLOT_AREA[place.split("/")[1] ?? ""];
    for (const area of plateArea ? [plateArea] : item.areas) {
      const prev = best.get(area);
      if (!prev || item.armorClass > prev.armorClass) best.set(area, { area, armorClass: item.armorClass, itemId: item.id, place });
    }
  }
  return {
    weight: round(weight, 3),
    ergonomics: round(ergonomics, 4),
    movement: round(movement, 4),
    turning: round(turning, 4),
    capacity,
    blindnessProtection,
    areas: GEAR_AREAS.map(([area]) => best.get(area)).filter((a): a is GearAreaArmor => a !== undefined),
  };
}

const SLOT_LETTER: Readonly<Record<GearSlot, string>> = {
  headwear: "h",
  earpiece: "p",
  faceCover: "f",
  eyewear: "e",
  bodyArmor: "a",
  rig: "r",
  backpack: "b",
};
const LETTER_SLOT = new Map(Object.entries(SLOT_LETTER).map(([slot, letter]) => [letter, slot as GearSlot]));
const ID = /^[A-Za-z0-9]{1,40}$/;
const SLOT_NAME = /^[A-Za-z0-9_]{1,60}$/;

/** A set for the address (`?g=`): `h.<id>-a.<id>-a.front_plate.<id>` (characters URLSearchParams leaves as they are). */
export function encodeGearSet(set: GearSet): string {
  const parts: string[] = [];
  for (const slot of GEAR_SLOTS) {
    const id = set.items[slot];
    if (id) parts.push(`${SLOT_LETTER[slot]}.${id}`);
  }
  for (const [place, id] of Object.entries(set.mods)) {
    const [slot, modSlot] = place.split("/") as [GearSlot, string];
    parts.push(`${SLOT_LETTER[slot]}.${modSlot}.${id}`);
  }
  return parts.join("-");
}

/** The set an address names; what cannot be read is left out (fittedGearSet then checks it against the catalogue). */
export function decodeGearSet(code: string): GearSet {
  const items: Partial<Record<GearSlot, string>> = {};
  const mods: Record<string, string> = {};
  for (const part of code.split("-").slice(0, 40)) {
    const bits = part.split(".");
    const slot = LETTER_SLOT.get(bits[0] ?? "");
    if (!slot) continue;
    if (bits.length === 2 && ID.test(bits[1] ?? "")) items[slot] = bits[1] as string;
    else if (bits.length === 3 && SLOT_NAME.test(bits[1] ?? "") && ID.test(bits[2] ?? "")) mods[modPlace(slot, bits[1] as string)] = bits[2] as string;
  }
  return { items, mods };
}
