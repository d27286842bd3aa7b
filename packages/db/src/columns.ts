import { packBarterSchema, packCraftSchema, packQuestSchema, packStationSchema, packTraderSchema } from "@raidkit/game/pack";
import { z } from "zod";
import { jsonColumn, localeNamesSchema, localeTextsSchema } from "./jsonColumn.ts";

/*
 * Readers of the JSON columns several repositories share (docs/decisions/047). Each column's
 * schema is the one its writer used: the pack import's (packages/db/src/import/packRecords.ts).
 */

/** `items.types_json`: the item's type flags (`ammo`, `noFlea`…). */
export const itemTypesColumn = jsonColumn(z.array(z.string()), "items.types_json");

/** `*.names_json`: names by locale. */
export const namesColumn = (table: string) => jsonColumn(localeNamesSchema, `${table}.names_json`);

/** A required item of a barter as stored: whole counts, the source's fraction kept as `dataCount`. */
export const storedRequirementSchema = packBarterSchema.shape.requiredItems.element.extend({ dataCount: z.number().optional() });
export type StoredRequirement = z.output<typeof storedRequirementSchema>;

/** `trader_offers.required_json`: a barter's required items. */
export const offerRequirementsColumn = jsonColumn(z.array(storedRequirementSchema), "trader_offers.required_json");

/** `trader_offers.quest_unlock`: the quest that unlocks an offer (the pack's questUnlock). */
export const offerQuestUnlockColumn = jsonColumn(packBarterSchema.shape.questUnlock.unwrap(), "trader_offers.quest_unlock");

/** `quests.data_json`, `names_json`, `texts_json`: the pack's quest (PackQuest), its names and its texts. */
export const questDataColumn = jsonColumn(packQuestSchema, "quests.data_json");
export const questNamesColumn = namesColumn("quests");
export const questTextsColumn = jsonColumn(localeTextsSchema, "quests.texts_json");

/** `stations.data_json`: the pack's hideout station (PackStation). */
export const stationDataColumn = jsonColumn(packStationSchema, "stations.data_json");

/** `crafts.data_json`: the pack's craft (PackCraft). */
export const craftDataColumn = jsonColumn(packCraftSchema, "crafts.data_json");

/** `traders.data_json`: the pack's trader (PackTrader). */
export const traderDataColumn = jsonColumn(packTraderSchema, "traders.data_json");
