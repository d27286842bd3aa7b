import { z } from "zod";

/**
 * A quest of `quests_2025.json` (tarkov.dev's task shape, see data/README.md), reduced to the fields
 * the site reads. The top level is the PvE dump's; `regularMode` holds the regular (PvP) values.
 */

/** The states of the required quest that satisfy a requirement (any one of them). */
export const questRequirementStatus = z.enum(["complete", "active", "failed"]);
export type QuestRequirementStatus = z.infer<typeof questRequirementStatus>;

const taskRequirement = z.object({ task: z.string(), status: z.array(questRequirementStatus).min(1) });

const traderRequirement = z.object({
  trader: z.string(),
  requirementType: z.enum(["level", "reputation"]),
  compareMethod: z.enum([">=", "<=", ">", "<", "="]),
  value: z.number(),
});

const position = z.object({ x: z.number(), y: z.number(), z: z.number() });

const objective = z.object({
  id: z.string(),
  type: z.string(),
  description: z.string().nullable(),
  optional: z.boolean(),
  count: z.number().int().nullable().optional(),
  items: z.array(z.string()).optional(),
  foundInRaid: z.boolean().optional(),
  maps: z.array(z.string()).optional(),
  zones: z.array(z.object({ map: z.string(), position })).optional(),
  /** findQuestItem: the places the quest item may lie, per map (one of them holds it in a raid). */
  possibleLocations: z.array(z.object({ map: z.string(), positions: z.array(position) })).optional(),
  /** Shoot objectives: the bot types that count ("bossSanitar", "Savage"…) and whether a kill or a hit. */
  targetNames: z.array(z.string()).nullish(),
  shotType: z.string().nullish(),
});

/** A fail condition: another quest reaching a status (taskStatus), or something done in a raid. */
const failCondition = z.object({
  /** The condition's id (its text in other languages is keyed by it). */
  id: z.string().optional(),
  type: z.string(),
  description: z.string().nullable(),
  task: z.string().optional(),
  status: z.array(questRequirementStatus).optional(),
  /** shoot: the bot types that must not be killed (or hit), on `maps` when listed. */
  targetNames: z.array(z.string()).nullish(),
  shotType: z.string().nullish(),
  maps: z.array(z.string()).nullish(),
  /** traderStanding: the trader whose standing must not reach `value` by `compareMethod`. */
  trader: z.string().nullish(),
  value: z.number().nullish(),
  compareMethod: z.string().nullish(),
});

/** An item a quest gives (`count` of it: roubles, rounds and packs come in hundreds). */
const rewardItem = z.object({ item: z.string(), count: z.number().positive() });

/**
 * What a quest gives when started or completed (tarkov.dev's TaskRewards). Kinds the site does not
 * show (achievements, customization, dialogue and location unlocks) are left out; a record without
 * a kind reads as none of it (the live source asks only some of them).
 */
const questRewards = z.object({
  /** Standing with a trader (negative: it costs standing). */
  traderStanding: z.array(z.object({ trader: z.string(), standing: z.number() })).default([]),
  items: z.array(rewardItem).default([]),
  /** An item the trader sells (for cash or a barter) from this loyalty level once the quest is done. */
  offerUnlock: z.array(z.object({ trader: z.string(), level: z.number().int(), item: z.string() })).default([]),
  /** A hideout craft of `count` of `item` at a station level. */
  craftUnlock: z.array(z.object({ station: z.string(), level: z.number().int(), item: z.string(), count: z.number().positive() })).default([]),
  /** A skill raised to a level (the game's skill id: "Sniper", "StressResistance"). */
  skillLevelReward: z.array(z.object({ skill: z.string(), level: z.number() })).default([]),
  /** A trader the quest opens: the pack lists ids, one record `{ trader }`. */
  traderUnlock: z.array(z.union([z.string(), z.object({ trader: z.string() }).transform((t) => t.trader)])).default([]),
});
export type PackQuestRewards = z.infer<typeof questRewards>;

const modeValues = {
  minPlayerLevel: z.number().int().min(0),
  kappaRequired: z.boolean(),
  lightkeeperRequired: z.boolean(),
  factionName: z.enum(["Any", "BEAR", "USEC"]),
  trader: z.string(),
  map: z.string().nullable(),
  taskRequirements: z.array(taskRequirement),
  traderRequirements: z.array(traderRequirement),
};

/** Edition codes of the data (tarkov-data-overlay; SPT's own are in the spt* lists). */
const editionRules = z.object({
  onlyForEditions: z.array(z.string()).optional(),
  notForEditions: z.array(z.string()).optional(),
  sptOnlyForEditions: z.array(z.string()).optional(),
  sptNotForEditions: z.array(z.string()).optional(),
});

export const packQuestSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  normalizedName: z.string(),
  gameModes: z.array(z.enum(["pve", "regular"])).min(1),
  ...modeValues,
  experience: z.number().int().nullable(),
  restartable: z.boolean(),
  wikiLink: z.string().nullable(),
  objectives: z.array(objective),
  failConditions: z.array(failCondition).nullable(),
  /** Rewards on taking the quest and on completing it (the PvE dump's; see regularMode for PvP items). */
  startRewards: questRewards.nullish(),
  finishRewards: questRewards.nullish(),
  /**
   * The regular (PvP) dump's values, where the quest is in both dumps; `differsFromPve` names the
   * fields that differ. Its trader requirements carry no requirementType (the query did not ask),
   * so they are not read: they never differ in the pack.
   */
  regularMode: z
    .object({
      minPlayerLevel: modeValues.minPlayerLevel,
      experience: z.number().int().nullable(),
      kappaRequired: modeValues.kappaRequired,
      lightkeeperRequired: modeValues.lightkeeperRequired,
      factionName: modeValues.factionName,
      trader: modeValues.trader,
      map: modeValues.map,
      taskRequirements: modeValues.taskRequirements,
      /** The regular dump's reward items (its other rewards were not dumped: they are the PvE ones). */
      finishRewardItems: z.array(rewardItem).optional(),
      differsFromPve: z.array(z.string()),
    })
    .nullable(),
  editionRules: editionRules.nullable(),
});

export type PackQuest = z.infer<typeof packQuestSchema>;
export type PackQuestObjective = PackQuest["objectives"][number];

export const packQuestsFileSchema = z.object({ quests: z.array(packQuestSchema) });
