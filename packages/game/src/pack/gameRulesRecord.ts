import { z } from "zod";

/** Game editions of `editions.json` (tarkov-data-overlay): what each one starts with. */
export const packEditionSchema = z.object({
  /** The code quests' editionRules use: standard, left_behind, …, edge_of_darkness_unheard. */
  id: z.string(),
  title: z.string(),
  defaultStashLevel: z.number().int().min(0),
  defaultCultistCircleLevel: z.number().int().min(0),
  exclusiveTaskIds: z.array(z.string()).optional(),
  excludedTaskIds: z.array(z.string()).optional(),
});
export type PackEdition = z.infer<typeof packEditionSchema>;
export const packEditionsFileSchema = z.object({ editions: z.record(z.string(), packEditionSchema) });

/** Global game settings of `game_globals.json` (SPT globals.json). */
export const packGameGlobalsFileSchema = z.object({
  /** Flea market tax rates, in percent (the game's Ti and Tr). */
  ragFair: z.object({ communityItemTax: z.number().min(0), communityRequirementTax: z.number().min(0) }),
  /** What the elite Hideout Management skill adds per station: slots, and storage ("Container"). */
  hideoutManagementEliteSlots: z.record(z.string(), z.object({ Container: z.number().int(), Slots: z.number().int() })),
  /** The generator's fuel use: units a second (SPT hideout/settings.json); absent in older packs. */
  hideout: z.object({ generatorFuelFlowRate: z.number().positive() }).optional(),
  /** Skill rates (SPT globals.json SkillsSettings; scripts/data/extractSkills.ts); absent in older packs. */
  skills: z
    .object({
      craftTimeReductionPerLevel: z.number().min(0),
      hideoutManagementConsumptionReductionPerLevel: z.number().min(0),
      hideoutManagementSkillBoostPercent: z.number().min(0),
    })
    .optional(),
});
export type PackGameGlobals = z.infer<typeof packGameGlobalsFileSchema>;
