/**
 * The typed gear model of the gear builder (/gear): what a character wears, as the import makes it
 * from `item_properties_2025.json` (tarkov.dev data via Totov Builder; data/README.md). Modifiers are
 * fractions (-0.02 = -2 %), weight in kg, capacity in cells.
 */

/** The places a character wears gear in, in the game's order (head down, then the back). */
export const GEAR_SLOTS = ["headwear", "earpiece", "faceCover", "eyewear", "bodyArmor", "rig", "backpack"] as const;
export type GearSlot = (typeof GEAR_SLOTS)[number];

/** The data's categories the builder reads (Totov Builder's names); armorMod = plates and helmet armour parts. */
export const GEAR_KINDS = ["headwear", "headphones", "faceCover", "eyewear", "armor", "vest", "backpack", "armorMod"] as const;
export type GearKind = (typeof GEAR_KINDS)[number];

/** Which kind of item each slot takes. */
export const SLOT_KIND: Readonly<Record<GearSlot, GearKind>> = {
  headwear: "headwear",
  earpiece: "headphones",
  faceCover: "faceCover",
  eyewear: "eyewear",
  bodyArmor: "armor",
  rig: "vest",
  backpack: "backpack",
};

/**
 * Protected areas in display order, with the data's names for them. Plates are areas of their own
 * ("FR. PLATE"): a plate carrier protects them only with a plate in the slot.
 */
export const GEAR_AREAS = [
  ["headTop", ["Head, Top of the head"]],
  ["headNape", ["Head, Nape"]],
  ["headEars", ["Head, Ears"]],
  ["headEyes", ["Head, Eyes"]],
  ["headFace", ["Head, Face"]],
  ["headJaws", ["Head, Jaws"]],
  ["throat", ["Thorax, Throat"]],
  ["neck", ["Thorax, Neck"]],
  ["thorax", ["Thorax"]],
  ["upperBack", ["Thorax, Upper back"]],
  ["frontPlate", ["FR. PLATE", "F. PLATE"]],
  ["backPlate", ["BCK. PLATE"]],
  ["leftPlate", ["L. PLATE"]],
  ["rightPlate", ["R. PLATE"]],
  ["stomach", ["Stomach"]],
  ["lowerBack", ["Stomach, Lower back"]],
  ["leftSide", ["Stomach, Left Side"]],
  ["rightSide", ["Stomach, Right Side"]],
  ["groin", ["Stomach, Groin"]],
  ["buttocks", ["Stomach, Buttocks"]],
  ["leftShoulder", ["Left arm, Shoulder"]],
  ["rightShoulder", ["Right arm, Shoulder"]],
] as const satisfies readonly (readonly [string, readonly string[]])[];
export type GearArea = (typeof GEAR_AREAS)[number][0];

/** The plate areas, by the plate slot that holds them. */
export const PLATE_SLOT_AREA: Readonly<Record<string, GearArea>> = {
  front_plate: "frontPlate",
  back_plate: "backPlate",
  left_side_plate: "leftPlate",
  right_side_plate: "rightPlate",
};

/** A slot of a worn item for armour parts: a plate slot of an armour or a rig, a helmet's visor or ear-armour slot. */
export interface GearModSlot {
  /** The game's slot name, e.g. `front_plate`, `mod_equipment_000`. */
  name: string;
  /** The armour parts it takes (other parts the game allows there, such as mounts, are not read). */
  allowed: readonly string[];
}

export interface GearItem {
  id: string;
  name: string;
  shortName: string;
  kind: GearKind;
  /** kg */
  weight: number;
  /** Items that cannot be worn with this one (the game checks both directions). */
  conflicts: readonly string[];
  /** 0 = no armour. */
  armorClass: number;
  /** The areas it protects itself (plate areas only on plates). */
  areas: readonly GearArea[];
  /** Armour points; 0 for unarmoured items. */
  durability: number;
  material: string | null;
  /** Fractions added to the character's ergonomics, movement speed and turning speed. */
  ergonomics: number;
  movement: number;
  turning: number;
  /** Fraction of a flash's blinding it takes away. */
  blindnessProtection: number;
  /** Cells (rigs and backpacks); null for others. */
  capacity: number | null;
  /** Helmets and face covers the game wears with no headset (its flag; most helmets name the headsets in `conflicts` instead). */
  blocksHeadphones: boolean;
  slots: readonly GearModSlot[];
  /** The parts it comes with (the data's default preset): slot name to item id. */
  defaultMods: Readonly<Record<string, string>>;
}

export interface GearCatalogue {
  items: ReadonlyMap<string, GearItem>;
}

/** The gear records as stored between the import and the server (plain data, JSON-safe). */
export interface GearRecords {
  items: GearItem[];
}

/** What a character wears: an item per slot, and the armour parts in their slots (`bodyArmor/front_plate` → id). */
export interface GearSet {
  items: Readonly<Partial<Record<GearSlot, string>>>;
  mods: Readonly<Record<string, string>>;
}
