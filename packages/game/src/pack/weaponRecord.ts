import { z } from "zod";
import { GEAR_AREAS, GEAR_KINDS, type GearArea, type GearItem, type GearRecords } from "../gear/gearModel.ts";
import type { WeaponBuild } from "../weapons/weaponBuild.ts";
import type { LiveWeaponRecords, WeaponRecords } from "../weapons/weaponCatalogue.ts";
import { type Ammo, WEAPON_CATEGORIES, type Weapon, type WeaponPart, type WeaponPreset } from "../weapons/weaponModel.ts";

/**
 * Weapon, mod, magazine and ammunition properties of `item_properties_2025.json` (tarkov.dev data
 * via Totov Builder, 2025-11; data/README.md). Every record has id and category; the rest depends on
 * the category, so each field is optional here and `weapons/weaponCatalogue.ts` reads the ones its
 * kind has; `gear/gearCatalogue.ts` reads the gear (armour, plates, rigs, helmets, backpacks).
 */
const packModSlotSchema = z.object({
  name: z.string(),
  caption: z.string().nullable(),
  allowedItemIds: z.array(z.string()),
});
export type PackModSlot = z.infer<typeof packModSlotSchema>;

export const packItemPropertiesSchema = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string().nullable().optional(),
  category: z.string().nullable(),
  weight: z.number().nullable().optional(),
  conflictingItemIds: z.array(z.string()).optional(),
  /** Set on tarkov.dev's preset pseudo-items (a weapon with parts); their figures are the base weapon's. */
  baseItemId: z.string().nullable().optional(),
  defaultPresetId: z.string().nullable().optional(),
  caliber: z.string().nullable().optional(),
  // weapons
  ergonomics: z.number().optional(),
  fireModes: z.array(z.string()).optional(),
  fireRate: z.number().optional(),
  recoilVertical: z.number().optional(),
  recoilHorizontal: z.number().optional(),
  minuteOfAngle: z.number().nullable().optional(),
  modSlots: z.array(packModSlotSchema).optional(),
  // mods and magazines: points of ergonomics, fractions of recoil and accuracy (-0.05 = -5 %)
  ergonomicsModifier: z.number().optional(),
  recoilModifierPercentage: z.number().optional(),
  accuracyModifierPercentage: z.number().optional(),
  capacity: z.number().optional(),
  acceptedAmmunitionIds: z.array(z.string()).optional(),
  // ammunition (recoilModifier in points of a percent, accuracy a fraction)
  penetrationPower: z.number().optional(),
  fleshDamage: z.number().optional(),
  armorDamagePercentage: z.number().optional(),
  velocity: z.number().optional(),
  projectiles: z.number().optional(),
  recoilModifier: z.number().optional(),
  tracer: z.boolean().optional(),
  subsonic: z.boolean().optional(),
  // gear: modifiers are fractions (-0.02 = -2 %); armour areas as the data names them ("Thorax", "FR. PLATE")
  ergonomicsModifierPercentage: z.number().optional(),
  movementSpeedModifierPercentage: z.number().optional(),
  turningSpeedModifierPercentage: z.number().optional(),
  armorClass: z.number().optional(),
  armoredAreas: z.array(z.string()).optional(),
  durability: z.number().optional(),
  material: z.string().nullable().optional(),
  blindnessProtectionPercentage: z.number().optional(),
  blocksHeadphones: z.boolean().optional(),
  deafening: z.string().nullable().optional(),
});
export type PackItemProperties = z.infer<typeof packItemPropertiesSchema>;

/** A preset: a weapon with its parts, each on a slot of the weapon (parentIndex null) or of another part. */
export const packPresetSchema = z.object({
  id: z.string(),
  name: z.string(),
  baseItemId: z.string(),
  parts: z.array(z.object({ itemId: z.string(), slot: z.string(), parentIndex: z.number().int().nullable() })),
});
export type PackPreset = z.infer<typeof packPresetSchema>;

export const packPropertiesFileSchema = z.object({
  items: z.array(packItemPropertiesSchema),
  presets: z.array(packPresetSchema),
});

/**
 * The 2022 properties (`item_properties_2022.json`, BSG templates via tarkov.dev): read only for what
 * the 2025 file lacks: which slots a weapon or part cannot go without (`required`) and the weapons'
 * effective distance (`bEffDist`), for the items that existed in July 2022.
 */
export const packProperties2022FileSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      properties: z.object({ bEffDist: z.number().optional() }).passthrough().nullable().optional(),
      slots: z
        .array(z.object({ name: z.string(), required: z.boolean() }))
        .nullable()
        .optional(),
    }),
  ),
});
export type PackProperties2022 = z.infer<typeof packProperties2022FileSchema>;

const weaponSlot = z.object({ name: z.string(), caption: z.string().nullable(), allowed: z.array(z.string()), required: z.boolean().nullable() });
const buildItemBase = {
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  weight: z.number(),
  conflicts: z.array(z.string()),
  slots: z.array(weaponSlot),
};

/** A weapon as the import stores it (weapons/weaponModel.ts `Weapon`). */
export const storedWeaponSchema = z.object({
  ...buildItemBase,
  kind: z.literal("weapon"),
  category: z.enum(WEAPON_CATEGORIES).nullable(),
  caliber: z.string(),
  ergonomics: z.number(),
  recoilVertical: z.number(),
  recoilHorizontal: z.number(),
  fireRate: z.number(),
  fireModes: z.array(z.string()),
  effectiveDistance: z.number().nullable(),
  defaultPresetId: z.string().nullable(),
}) satisfies z.ZodType<Weapon>;

/** A weapon part (mod or magazine) as the import stores it (`WeaponPart`). */
export const storedWeaponPartSchema = z.object({
  ...buildItemBase,
  kind: z.enum(["mod", "magazine"]),
  ergonomics: z.number(),
  recoil: z.number(),
  accuracy: z.number(),
  capacity: z.number().nullable(),
  ammo: z.array(z.string()),
}) satisfies z.ZodType<WeaponPart>;

/** A round as the import stores it (`Ammo`). */
export const storedAmmoSchema = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  caliber: z.string(),
  weight: z.number(),
  penetration: z.number(),
  damage: z.number(),
  armorDamage: z.number(),
  velocity: z.number(),
  projectiles: z.number(),
  recoil: z.number(),
  accuracy: z.number(),
  tracer: z.boolean(),
  subsonic: z.boolean(),
}) satisfies z.ZodType<Ammo>;

/** A preset as the import stores it (`WeaponPreset`). */
export const storedWeaponPresetSchema = z.object({
  id: z.string(),
  name: z.string(),
  weaponId: z.string(),
  parts: z.record(z.string(), z.string()),
  isDefault: z.boolean(),
}) satisfies z.ZodType<WeaponPreset>;

/** The live weapon data (`live_records`, kind `weapons`, record "all"): `LiveWeaponRecords`. */
export const liveWeaponRecordsSchema = z.object({
  weapons: z.array(storedWeaponSchema),
  parts: z.array(storedWeaponPartSchema),
  ammo: z.array(storedAmmoSchema),
}) satisfies z.ZodType<LiveWeaponRecords>;

/** The pack's weapon records as the import stores them (meta `pack_weapon_records`): `WeaponRecords`. */
export const storedWeaponRecordsSchema = liveWeaponRecordsSchema.extend({ presets: z.array(storedWeaponPresetSchema) }) satisfies z.ZodType<WeaponRecords>;

const gearModSlot = z.object({ name: z.string(), allowed: z.array(z.string()) });

/** A gear item as the import stores it (gear/gearModel.ts `GearItem`). */
export const storedGearItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  kind: z.enum(GEAR_KINDS),
  weight: z.number(),
  conflicts: z.array(z.string()),
  armorClass: z.number(),
  areas: z.array(z.enum(GEAR_AREAS.map(([area]) => area) as [GearArea, ...GearArea[]])),
  durability: z.number(),
  material: z.string().nullable(),
  ergonomics: z.number(),
  movement: z.number(),
  turning: z.number(),
  blindnessProtection: z.number(),
  capacity: z.number().nullable(),
  blocksHeadphones: z.boolean(),
  slots: z.array(gearModSlot),
  defaultMods: z.record(z.string(), z.string()),
}) satisfies z.ZodType<GearItem>;

/** The gear builder's records as the import stores them (meta `pack_gear_records`): `GearRecords`. */
export const storedGearRecordsSchema = z.object({ items: z.array(storedGearItemSchema) }) satisfies z.ZodType<GearRecords>;

/** A weapon build as a saved loadout stores it (`loadouts.build`; weapons/weaponBuild.ts `WeaponBuild`). */
export const storedWeaponBuildSchema = z.object({
  weaponId: z.string(),
  parts: z.record(z.string(), z.string()),
  ammo: z.array(z.string()),
}) satisfies z.ZodType<WeaponBuild>;
