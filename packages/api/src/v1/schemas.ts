import { CHART_RANGES, GAME_MODES, LOCALES, OBJECTIVE_KINDS } from "@raidkit/game";
import { z } from "zod";
import { progressionUpdateRequest, progressReply } from "../accountContracts.ts";
import { errorReply, historyReply, itemReply } from "../contracts.ts";

/**
 * The public API's inputs and replies (issue 15, docs/decisions/025), with the names the OpenAPI
 * document gives them (`.meta({ id })`). Replies reuse the site's own contracts where they exist.
 */

export const apiError = errorReply.meta({
  id: "Error",
  description: "Every error: a code, a message in the caller's language (Accept-Language: en or ru) and, for bad input, the issues.",
});

const mode = z.enum(GAME_MODES).default("pvp").meta({ description: "Game mode. PVE needs a key of a Pro user.", example: "pvp" });
const lang = z.enum(LOCALES).default("en").meta({ description: "Language of names and texts.", example: "en" });
const itemId = z.string().regex(/^[A-Za-z0-9]{1,40}$/, "is not an item id");
const idList = z
  .string()
  .max(25 * 41, "is too long")
  .regex(/^[A-Za-z0-9]{1,40}(,[A-Za-z0-9]{1,40}){0,24}$/, "must be up to 25 item ids separated by commas");

export const modeQuery = z.object({ mode, lang });
export const langQuery = z.object({ lang });

export const itemsQuery = z.object({
  mode,
  lang,
  ids: idList.optional().meta({ description: "Up to 25 item ids, separated by commas.", example: "544fb45d4bdc2dee738b4568,5d1b36a186f7742523398433" }),
  q: z
    .string()
    .trim()
    .min(2, "must be at least 2 characters")
    .max(100, "is too long")
    .optional()
    .meta({ description: "Search in names (any language).", example: "salewa" }),
  tag: z.string().trim().min(1).max(100, "is too long").optional().meta({ description: "Items of one tag (its slug, as in /tag/{slug}).", example: "meds" }),
});
export const itemParams = z.object({ id: itemId.meta({ param: { name: "id", in: "path" }, example: "544fb45d4bdc2dee738b4568" }) });
export const historyQuery = z.object({
  mode,
  range: z.enum(CHART_RANGES).default("7d").meta({ description: "7d for everyone; longer ranges need a key of a Pro user.", example: "7d" }),
});

export const apiItem = itemReply
  .extend({
    icon: z.string().nullable(),
    categories: z.array(z.string()).meta({ description: "The item's tags (slugs), most general first: what `tag` filters by.", example: ["meds", "medkits"] }),
  })
  .meta({ id: "Item", description: "An item with its flea and trader prices in one game mode." });
export const itemList = z
  .object({
    mode: z.enum(GAME_MODES),
    lang: z.enum(LOCALES),
    /** When the newest import observed prices (null: the data pack's own dates only). */
    updated: z.number().nullable(),
    count: z.number(),
    items: z.array(apiItem),
  })
  .meta({ id: "ItemList" });
export const apiHistory = historyReply.meta({ id: "PriceHistory", description: "Price history: rows of `fields` (time in ms first)." });

export const apiTrader = z.object({ id: z.string(), nickname: z.string(), name: z.string(), currency: z.string() }).meta({ id: "Trader" });
export const traderList = z.object({ traders: z.array(apiTrader) }).meta({ id: "TraderList" });

const part = z.object({ id: z.string(), count: z.number() });
export const apiCraft = z
  .object({
    id: z.string(),
    station: z.object({ id: z.string(), name: z.string(), level: z.number() }),
    durationSec: z.number(),
    needsFuel: z.boolean(),
    inputs: z.array(part),
    tools: z.array(z.object({ id: z.string() })),
    output: part,
    questUnlock: z.string().nullable(),
  })
  .meta({ id: "Craft" });
export const craftList = z.object({ mode: z.enum(GAME_MODES), crafts: z.array(apiCraft) }).meta({ id: "CraftList" });
export const apiBarter = z
  .object({
    id: z.string(),
    trader: z.object({ nickname: z.string(), name: z.string(), loyaltyLevel: z.number() }),
    inputs: z.array(part),
    output: part,
    questUnlock: z.string().nullable(),
  })
  .meta({ id: "Barter" });
export const barterList = z.object({ mode: z.enum(GAME_MODES), barters: z.array(apiBarter) }).meta({ id: "BarterList" });

const requirement = z.object({ quest: z.string(), status: z.array(z.string()) });
const questRewards = z
  .object({
    standing: z
      .array(z.object({ trader: z.string().meta({ description: "The trader's nickname." }), traderName: z.string(), value: z.number() }))
      .meta({ description: "Standing with a trader (negative: it costs standing)." }),
    items: z.array(z.object({ item: z.string(), count: z.number() })).meta({ description: "Items given (money as its item: roubles, dollars, euros)." }),
    offers: z
      .array(z.object({ item: z.string(), trader: z.string(), traderName: z.string(), loyaltyLevel: z.number() }))
      .meta({ description: "Items the trader sells (for cash or a barter) from this loyalty level once the quest is done." }),
    crafts: z
      .array(z.object({ item: z.string(), count: z.number(), stationId: z.string(), stationName: z.string(), level: z.number() }))
      .meta({ description: "Hideout crafts unlocked: count of the item at a station level." }),
    skills: z.array(z.object({ skill: z.string(), name: z.string(), level: z.number() })),
    traders: z.array(z.object({ trader: z.string(), traderName: z.string() })).meta({ description: "Traders the quest opens." }),
  })
  .meta({ id: "QuestRewards" });
export const apiQuest = z
  .object({
    id: z.string(),
    name: z.string(),
    trader: z.string().meta({ description: "The trader's nickname." }),
    traderName: z.string(),
    maps: z.array(z.string()),
    minLevel: z.number(),
    loyalty: z.array(z.object({ trader: z.string(), level: z.number() })),
    requires: z.array(requirement).meta({ description: "Every one must hold: the quest in one of the statuses." }),
    failsOn: z.array(requirement),
    kappa: z.boolean(),
    lightkeeper: z.boolean(),
    faction: z.string().nullable(),
    editions: z.array(z.string()).meta({ description: "Editions the quest is limited to (empty: all)." }),
    excludedEditions: z.array(z.string()),
    experience: z.number().nullable(),
    rewards: questRewards.meta({ description: "What completing the quest gives and unlocks, in the reply's game mode." }),
    startRewards: questRewards.nullable().meta({ description: "What taking the quest gives; null when nothing." }),
    wikiUrl: z.string().nullable(),
    objectives: z.array(
      z.object({
        text: z.string(),
        count: z.number().nullable(),
        foundInRaid: z.boolean(),
        kind: z.enum(OBJECTIVE_KINDS).meta({ description: "What the objective asks (kill, findInRaid, handOver, visit…)." }),
        targets: z.array(z.string()).optional().meta({ description: "Kill objectives: the targets in words, in the reply's language." }),
        maps: z.array(z.string()).meta({ description: "Map slugs the objective takes place on (empty: any map, or none)." }),
      }),
    ),
    handOvers: z.array(z.object({ items: z.array(z.string()), count: z.number(), foundInRaid: z.boolean() })),
  })
  .meta({ id: "Quest" });
export const questList = z.object({ mode: z.enum(GAME_MODES), quests: z.array(apiQuest) }).meta({ id: "QuestList" });

export const apiModule = z
  .object({
    id: z.string().meta({ description: "{stationId}-{level}, as progress.modulesBuilt holds it." }),
    stationId: z.string(),
    stationName: z.string(),
    level: z.number(),
    constructionSec: z.number(),
    requires: z.object({
      stations: z.array(z.object({ stationId: z.string(), level: z.number() })),
      traders: z.array(z.object({ trader: z.string(), level: z.number() })),
      skills: z.array(z.object({ skill: z.string(), level: z.number() })),
      items: z.array(z.object({ items: z.array(z.string()), count: z.number(), foundInRaid: z.boolean() })),
    }),
  })
  .meta({ id: "HideoutModule" });
export const hideoutList = z.object({ mode: z.enum(GAME_MODES), modules: z.array(apiModule) }).meta({ id: "HideoutModuleList" });

export const apiMap = z
  .object({ slug: z.string(), name: z.string(), path: z.string().meta({ description: "Its interactive map on this site.", example: "/maps/customs" }) })
  .meta({ id: "Map" });
export const mapList = z.object({ maps: z.array(apiMap) }).meta({ id: "MapList" });

export const apiProgress = progressReply
  .extend({ character: z.object({ name: z.string(), faction: z.string(), level: z.number(), mode: z.enum(GAME_MODES), edition: z.string() }) })
  .meta({ id: "Progress", description: "The key owner's selected PMC and its progress (quest, hideout module and item ids)." });
export const apiProgressChange = progressionUpdateRequest.meta({
  id: "ProgressChange",
  description: "Ids to add to or remove from the lists, and found-item counts to set (0 removes).",
});

export const SHEET_FIELDS = [
  "id",
  "name",
  "shortName",
  "lastPrice",
  "avg24h",
  "avg7d",
  "pricePerSlot",
  "change24h",
  "traderPrice",
  "traderName",
  "updated",
  "quality",
  "price",
  "priceFigure",
] as const;
export const sheetQuery = z.object({
  mode,
  lang,
  ids: idList.optional(),
  tag: z.string().trim().min(1).max(100, "is too long").optional(),
  format: z.enum(["csv", "tsv"]).default("csv"),
  key: z.string().max(64, "is too long").optional().meta({ description: "Your API key (a spreadsheet cannot send headers)." }),
});

export type ApiItem = z.infer<typeof apiItem>;
export type ApiCraft = z.infer<typeof apiCraft>;
export type ApiBarter = z.infer<typeof apiBarter>;
export type ApiQuest = z.infer<typeof apiQuest>;
export type ApiModule = z.infer<typeof apiModule>;
export type ApiProgress = z.infer<typeof apiProgress>;
