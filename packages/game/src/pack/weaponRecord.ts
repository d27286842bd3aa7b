import { z } from "zod";

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
