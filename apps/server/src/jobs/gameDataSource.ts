import type { GameMode } from "@raidkit/game";
import { z } from "zod";
import {
  BARTERS_QUERY,
  CRAFTS_QUERY,
  HIDEOUT_QUERY,
  HIDEOUT_TEXTS_QUERY,
  MAP_TEXTS_QUERY,
  MAPS_QUERY,
  TASK_TEXTS_QUERY,
  TASKS_QUERY,
  TRADER_TEXTS_QUERY,
  TRADERS_QUERY,
  WEAPONS_QUERY,
} from "./gameQueries.ts";
import { postGraphql, withoutErred } from "./graphqlClient.ts";
import { PriceSourceError } from "./priceSource.ts";

/*
 * The replies of the game-data queries (gameQueries.ts), checked whole with zod: every field asked
 * must be there with the type the public schema gives it (null where it allows null). A string the
 * API has in no language (it answers the locale key, with a note) is read as null before the check.
 */

const text = z.string().nullable();
const int = z.number().int();
const ref = z.object({ id: z.string().min(1) });
const position = z.object({ x: z.number(), y: z.number(), z: z.number() });
const attribute = z.object({ type: z.string(), name: z.string(), value: z.string().nullable() });

const zone = z.object({ map: ref.nullable(), position: position.nullable() });
const objective = z.object({
  __typename: z.string(),
  id: z.string().nullable(),
  type: z.string(),
  description: text,
  optional: z.boolean(),
  maps: z.array(ref),
  zones: z.array(zone).nullable().optional(),
  items: z.array(ref).optional(),
  count: int.optional(),
  foundInRaid: z.boolean().optional(),
  task: ref.optional(),
  status: z.array(z.string()).optional(),
  /** Shoot: the bot types that count, and whether a kill or a hit. */
  targetNames: z.array(z.string().nullable()).optional(),
  shotType: z.string().optional(),
  /** A quest item to pick up: the places it may lie, per map. */
  possibleLocations: z
    .array(z.object({ map: ref.nullable(), positions: z.array(position.nullable()).nullable() }).nullable())
    .nullable()
    .optional(),
});
const traderRequirement = z.object({ trader: ref, requirementType: text, compareMethod: text, value: int.nullable() });

const count = z.number();
/** TaskRewards; absent in a reply that did not ask it (read as no rewards). */
const rewards = z.object({
  traderStanding: z.array(z.object({ trader: ref, standing: z.number() })),
  items: z.array(z.object({ item: ref, count })),
  offerUnlock: z.array(z.object({ trader: ref, level: int, item: ref })),
  skillLevelReward: z.array(z.object({ skill: z.object({ id: z.string().nullable() }), name: z.string(), level: z.number() })),
  traderUnlock: z.array(ref),
  craftUnlock: z.array(z.object({ station: ref, level: int, rewardItems: z.array(z.object({ item: ref, count })) })),
});
export type ApiTaskRewards = z.infer<typeof rewards>;

export const apiTaskSchema = z.object({
  id: z.string().min(1),
  name: text,
  normalizedName: z.string(),
  trader: ref,
  map: ref.nullable(),
  experience: int,
  minPlayerLevel: int.nullable(),
  kappaRequired: z.boolean().nullable(),
  lightkeeperRequired: z.boolean().nullable(),
  factionName: text,
  restartable: z.boolean().nullable(),
  wikiLink: text,
  taskRequirements: z.array(z.object({ task: ref, status: z.array(z.string()) })),
  traderRequirements: z.array(traderRequirement),
  objectives: z.array(objective),
  failConditions: z.array(objective),
  startRewards: rewards.nullish(),
  finishRewards: rewards.nullish(),
});
export type ApiTask = z.infer<typeof apiTaskSchema>;
export type ApiObjective = z.infer<typeof objective>;

const idText = z.object({ id: z.string().nullable(), description: text });
export const apiTaskTextsSchema = z.object({ id: z.string().min(1), name: text, objectives: z.array(idText), failConditions: z.array(idText) });
export type ApiTaskTexts = z.infer<typeof apiTaskTextsSchema>;

export const apiTraderSchema = z.object({
  id: z.string().min(1),
  name: text,
  normalizedName: z.string(),
  // A picture is no data the import depends on: a reply without it keeps none (decision 067).
  imageLink: z.string().nullish(),
  currency: ref,
  levels: z.array(z.object({ level: int, requiredPlayerLevel: int, requiredReputation: z.number(), requiredCommerce: int })),
});
export type ApiTrader = z.infer<typeof apiTraderSchema>;
const namedSchema = z.object({ id: z.string().min(1), name: text });
export type ApiNamed = z.infer<typeof namedSchema>;

export const apiStationSchema = z.object({
  id: z.string().min(1),
  name: text,
  normalizedName: z.string(),
  // A picture is no data the import depends on: a reply without it keeps none (decision 067).
  imageLink: z.string().nullish(),
  levels: z.array(
    z.object({
      level: int,
      constructionTime: int,
      itemRequirements: z.array(z.object({ item: ref, count: int, attributes: z.array(attribute).nullable() })),
      stationLevelRequirements: z.array(z.object({ station: ref, level: int })),
      skillRequirements: z.array(z.object({ skill: z.object({ id: z.string().nullable() }), level: int })),
      traderRequirements: z.array(traderRequirement),
      bonuses: z.array(z.object({ type: z.string(), value: z.number().nullable() })).nullable(),
    }),
  ),
});
export type ApiStation = z.infer<typeof apiStationSchema>;

const contained = z.object({ item: ref, count: z.number(), attributes: z.array(attribute).nullable().optional() });
export const apiCraftSchema = z.object({
  id: z.string().min(1),
  station: ref,
  level: int,
  duration: int,
  taskUnlock: ref.nullable(),
  requiredItems: z.array(contained),
  rewardItems: z.array(contained),
});
export type ApiCraft = z.infer<typeof apiCraftSchema>;

const namedItem = z.object({ id: z.string().min(1), name: text });
export const apiBarterSchema = z.object({
  id: z.string().min(1),
  trader: ref,
  level: int,
  buyLimit: int.nullable(),
  taskUnlock: z.object({ id: z.string().min(1), name: text }).nullable(),
  requiredItems: z.array(z.object({ item: namedItem, count: z.number(), attributes: z.array(attribute).nullable() })),
  rewardItems: z.array(z.object({ item: namedItem, count: z.number() })),
});
export type ApiBarter = z.infer<typeof apiBarterSchema>;

const switchRef = z.object({ id: z.string().min(1), name: text });
export const apiMapSchema = z.object({
  id: z.string().min(1),
  name: text,
  normalizedName: z.string(),
  extracts: z
    .array(
      z.object({
        id: z.string().min(1),
        name: text,
        faction: text,
        position: position.nullable(),
        transferItem: z.object({ item: ref, count: z.number() }).nullable(),
        switches: z.array(switchRef).nullable(),
      }),
    )
    .nullable(),
  transits: z
    .array(z.object({ id: z.string().min(1), description: text, conditions: text, map: namedSchema.nullable(), position: position.nullable() }))
    .nullable(),
  spawns: z
    .array(z.object({ zoneName: text, position, sides: z.array(z.string().nullable()).nullable(), categories: z.array(z.string().nullable()).nullable() }))
    .nullable(),
  bosses: z.array(
    z.object({
      boss: z.object({ id: z.string().min(1), name: text, normalizedName: z.string() }),
      spawnChance: z.number(),
      spawnLocations: z.array(z.object({ spawnKey: z.string(), name: text, chance: z.number() })),
    }),
  ),
  locks: z.array(z.object({ lockType: text, key: ref.nullable(), needsPower: z.boolean().nullable(), position: position.nullable() })).nullable(),
  switches: z.array(z.object({ id: z.string().min(1), name: text, switchType: text, position: position.nullable() })).nullable(),
  hazards: z.array(z.object({ hazardType: text, name: text, position: position.nullable() })).nullable(),
  lootContainers: z
    .array(z.object({ lootContainer: z.object({ id: z.string().min(1), name: text, normalizedName: z.string() }).nullable(), position: position.nullable() }))
    .nullable(),
  stationaryWeapons: z
    .array(z.object({ stationaryWeapon: z.object({ id: z.string().nullable(), name: text, shortName: text }).nullable(), position: position.nullable() }))
    .nullable(),
});
export type ApiMap = z.infer<typeof apiMapSchema>;

export const apiMapTextsSchema = z.object({
  id: z.string().min(1),
  name: text,
  extracts: z.array(z.object({ id: z.string().min(1), name: text, switches: z.array(switchRef).nullable() })).nullable(),
  transits: z.array(z.object({ id: z.string().min(1), description: text, conditions: text, map: namedSchema.nullable() })).nullable(),
  bosses: z.array(z.object({ boss: namedSchema, spawnLocations: z.array(z.object({ spawnKey: z.string(), name: text })) })),
  switches: z.array(switchRef).nullable(),
  hazards: z.array(z.object({ hazardType: text, name: text })).nullable(),
  lootContainers: z.array(z.object({ lootContainer: namedSchema.nullable() })).nullable(),
  stationaryWeapons: z.array(z.object({ stationaryWeapon: z.object({ id: z.string().nullable(), name: text }).nullable() })).nullable(),
});
export type ApiMapTexts = z.infer<typeof apiMapTextsSchema>;

/** A slot of a weapon or part (WEAPONS_QUERY): the items and item categories it allows and excludes. */
const apiSlot = z.object({
  nameId: z.string().min(1),
  name: z.string(),
  required: z.boolean().nullable(),
  filters: z
    .object({
      allowedItems: z.array(ref.nullable()),
      allowedCategories: z.array(ref.nullable()),
      excludedItems: z.array(ref.nullable()),
      excludedCategories: z.array(ref.nullable()),
    })
    .nullable(),
});
export type ApiSlot = z.infer<typeof apiSlot>;
const slots = z.array(apiSlot.nullable()).nullable();
const num = z.number().nullable();
/** Weapon, part and round properties the builder reads; other members of the union arrive as their type name alone. */
const apiWeaponProperties = z.discriminatedUnion("__typename", [
  z.object({
    __typename: z.literal("ItemPropertiesWeapon"),
    caliber: text,
    ergonomics: num,
    fireModes: z.array(z.string().nullable()).nullable(),
    fireRate: int.nullable(),
    recoilVertical: int.nullable(),
    recoilHorizontal: int.nullable(),
    effectiveDistance: int.nullable(),
    defaultPreset: ref.nullable(),
    slots,
  }),
  z.object({ __typename: z.literal("ItemPropertiesWeaponMod"), ergonomics: num, recoilModifier: num, accuracyModifier: num, slots }),
  z.object({ __typename: z.literal("ItemPropertiesBarrel"), ergonomics: num, recoilModifier: num, slots }),
  z.object({ __typename: z.literal("ItemPropertiesScope"), ergonomics: num, recoilModifier: num, slots }),
  z.object({
    __typename: z.literal("ItemPropertiesMagazine"),
    ergonomics: num,
    recoilModifier: num,
    capacity: int.nullable(),
    allowedAmmo: z.array(ref.nullable()).nullable(),
    slots,
  }),
  z.object({
    __typename: z.literal("ItemPropertiesAmmo"),
    caliber: text,
    tracer: z.boolean().nullable(),
    projectileCount: int.nullable(),
    damage: int.nullable(),
    armorDamage: int.nullable(),
    penetrationPower: int.nullable(),
    accuracyModifier: num,
    recoilModifier: num,
    initialSpeed: num,
  }),
  z.object({ __typename: z.literal("ItemPropertiesPreset") }),
]);
const READ_PROPERTIES = new Set(apiWeaponProperties.options.map((o) => o.shape.__typename.value as string));
/** Another member of the union (a night-vision mod, say): its type name only, nothing read from it. */
const otherProperties = z
  .object({ __typename: z.string().refine((name) => !READ_PROPERTIES.has(name), "is read, so its fields must be there") })
  .transform(() => ({ __typename: "Other" as const }));
export const apiWeaponItemSchema = z.object({
  id: z.string().min(1),
  name: text,
  shortName: text,
  types: z.array(z.string().nullable()),
  weight: num,
  category: z.object({ name: z.string() }).nullable(),
  categories: z.array(ref.nullable()),
  conflictingItems: z.array(ref.nullable()).nullable(),
  properties: z.union([apiWeaponProperties, otherProperties]).nullable(),
});
export type ApiWeaponItem = z.infer<typeof apiWeaponItemSchema>;

/** The API's names of the game modes. */
export const API_GAME_MODE = { pvp: "regular", pve: "pve" } as const;

export interface GameDataSourceOptions {
  url: string;
  timeoutMs?: number;
  pageSize?: number;
  fetch?: typeof fetch;
}

/**
 * One page of a list reply as the importer reads it: strings the API has in no language (the
 * locale keys its "Missing translation" notes name) become null, then the whole page is checked
 * with the record schema; a page that does not fit fails with the first field that does not.
 */
export function readListPage<T>(body: unknown, field: string, schema: z.ZodType<T>, missingKeys: ReadonlySet<string>, what: string): T[] {
  const pageSchema = z.object({ data: z.object({ [field]: z.array(schema) }) });
  const page = pageSchema.safeParse(missingKeys.size > 0 ? nullMissing(body, missingKeys) : body);
  if (!page.success) {
    const issue = page.error.issues[0];
    throw new PriceSourceError(`partial or malformed ${what}: ${issue?.path.join(".")} ${issue?.message}`);
  }
  return (page.data.data as Record<string, T[]>)[field] ?? [];
}

/** Replaces every string that is one of `keys` (a locale key served for a missing string) with null. */
function nullMissing(value: unknown, keys: ReadonlySet<string>): unknown {
  if (typeof value === "string") return keys.has(value) ? null : value;
  if (Array.isArray(value)) return value.map((v) => nullMissing(v, keys));
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = k === "__typename" || k === "id" ? v : nullMissing(v, keys);
    return out;
  }
  return value;
}

/**
 * Game data of a tarkov.dev-compatible GraphQL endpoint (PRICE_SOURCE_URL): each list page by
 * page, every page checked whole with its schema. A failed page, a GraphQL error without data
 * (other than a missing translation), a missing or mistyped field, a repeated id or an empty list
 * fails the whole list: the caller keeps its previous data. Records that erred beside the others'
 * data are left out and counted (`takeErred`).
 */
export class GameDataSource {
  readonly name = "tarkov.dev";
  private readonly options: { url: string; timeoutMs: number; pageSize: number; fetch: typeof fetch };
  private erred = 0;
  private errorSummary = "";

  constructor(options: GameDataSourceOptions) {
    this.options = { timeoutMs: 20_000, pageSize: 1000, fetch: globalThis.fetch, ...options };
  }

  /** Every page of one list query, checked with `schema`; ids must not repeat. */
  async list<T extends { id: string }>(
    query: string,
    field: string,
    variables: { gameMode: string; lang: string },
    schema: z.ZodType<T>,
    signal: AbortSignal,
    what: string,
  ): Promise<T[]> {
    const out: T[] = [];
    const seen = new Set<string>();
    const { pageSize } = this.options;
    for (let offset = 0; ; offset += pageSize) {
      const reply = await postGraphql(this.options, query, { ...variables, limit: pageSize, offset }, signal);
      // Records that erred beside the others' data are left out and counted: the importer keeps their old ones (decision 041).
      const { body, served } = withoutErred(reply, field);
      this.erred += reply.erred.size;
      this.errorSummary ||= reply.errorSummary;
      const rows = readListPage(body, field, schema, reply.missingKeys, `${what} page at offset ${offset}`);
      for (const row of rows) {
        if (seen.has(row.id)) throw new PriceSourceError(`${what} reply repeats ${row.id} (offset ${offset})`);
        seen.add(row.id);
        out.push(row);
      }
      if (served !== pageSize) break;
    }
    if (out.length === 0) throw new PriceSourceError(`no records in the ${what} reply`);
    return out;
  }

  /** Records that erred (left out) since the last call, with the errors in short; the count starts again at 0. */
  takeErred(): { erred: number; errorSummary: string } {
    const taken = { erred: this.erred, errorSummary: this.errorSummary };
    this.erred = 0;
    this.errorSummary = "";
    return taken;
  }

  tasks(mode: GameMode, signal: AbortSignal): Promise<ApiTask[]> {
    return this.list(TASKS_QUERY, "tasks", { gameMode: API_GAME_MODE[mode], lang: "en" }, apiTaskSchema, signal, `tasks (${mode})`);
  }

  taskTexts(mode: GameMode, lang: string, signal: AbortSignal): Promise<ApiTaskTexts[]> {
    return this.list(TASK_TEXTS_QUERY, "tasks", { gameMode: API_GAME_MODE[mode], lang }, apiTaskTextsSchema, signal, `task texts (${mode}, ${lang})`);
  }

  traders(mode: GameMode, signal: AbortSignal): Promise<ApiTrader[]> {
    return this.list(TRADERS_QUERY, "traders", { gameMode: API_GAME_MODE[mode], lang: "en" }, apiTraderSchema, signal, `traders (${mode})`);
  }

  traderTexts(mode: GameMode, lang: string, signal: AbortSignal): Promise<ApiNamed[]> {
    return this.list(TRADER_TEXTS_QUERY, "traders", { gameMode: API_GAME_MODE[mode], lang }, namedSchema, signal, `trader names (${lang})`);
  }

  stations(mode: GameMode, signal: AbortSignal): Promise<ApiStation[]> {
    return this.list(HIDEOUT_QUERY, "hideoutStations", { gameMode: API_GAME_MODE[mode], lang: "en" }, apiStationSchema, signal, `hideout (${mode})`);
  }

  stationTexts(mode: GameMode, lang: string, signal: AbortSignal): Promise<ApiNamed[]> {
    return this.list(HIDEOUT_TEXTS_QUERY, "hideoutStations", { gameMode: API_GAME_MODE[mode], lang }, namedSchema, signal, `station names (${lang})`);
  }

  crafts(mode: GameMode, signal: AbortSignal): Promise<ApiCraft[]> {
    return this.list(CRAFTS_QUERY, "crafts", { gameMode: API_GAME_MODE[mode], lang: "en" }, apiCraftSchema, signal, `crafts (${mode})`);
  }

  barters(mode: GameMode, signal: AbortSignal): Promise<ApiBarter[]> {
    return this.list(BARTERS_QUERY, "barters", { gameMode: API_GAME_MODE[mode], lang: "en" }, apiBarterSchema, signal, `barters (${mode})`);
  }

  maps(mode: GameMode, signal: AbortSignal): Promise<ApiMap[]> {
    return this.list(MAPS_QUERY, "maps", { gameMode: API_GAME_MODE[mode], lang: "en" }, apiMapSchema, signal, `maps (${mode})`);
  }

  /** Weapons, parts and rounds (the same in both game modes: the regular mode's are read). */
  weapons(signal: AbortSignal): Promise<ApiWeaponItem[]> {
    return this.list(WEAPONS_QUERY, "items", { gameMode: API_GAME_MODE.pvp, lang: "en" }, apiWeaponItemSchema, signal, "weapons");
  }

  mapTexts(mode: GameMode, lang: string, signal: AbortSignal): Promise<ApiMapTexts[]> {
    return this.list(MAP_TEXTS_QUERY, "maps", { gameMode: API_GAME_MODE[mode], lang }, apiMapTextsSchema, signal, `map names (${mode}, ${lang})`);
  }
}
