import { botName } from "./botNames.ts";
import type { Locale } from "./locales.ts";
import type { PackQuestObjective } from "./pack/questRecord.ts";

/**
 * What a quest objective asks, as the site knows it (spec §3 Quest: find in raid, find, hand over,
 * kill, survive, place, mark, reach, modify, spend), mapped once from the data's `type`
 * (tarkov.dev's objective types) by `objectiveKind`. The order is the order of the filters.
 */
export const OBJECTIVE_KINDS = [
  "kill",
  "findInRaid",
  "find",
  "pickUp",
  "handOver",
  "place",
  "mark",
  "visit",
  "extract",
  "survive",
  "use",
  "build",
  "sell",
  "skill",
  "traderLevel",
  "traderStanding",
  "playerLevel",
  "quest",
  "other",
] as const;
export type ObjectiveKind = (typeof OBJECTIVE_KINDS)[number];

const KIND_SET: ReadonlySet<string> = new Set(OBJECTIVE_KINDS);

/** The data's objective types, each to its kind (findItem and shoot are decided by their fields). */
const KIND_OF_TYPE: Record<string, ObjectiveKind> = {
  shoot: "kill",
  findQuestItem: "pickUp",
  giveItem: "handOver",
  giveQuestItem: "handOver",
  plantItem: "place",
  plantQuestItem: "place",
  mark: "mark",
  visit: "visit",
  extract: "extract",
  // "Survive for 5 minutes while suffering from complete dehydration": the only one in the pack.
  experience: "survive",
  useItem: "use",
  buildWeapon: "build",
  sellItem: "sell",
  skill: "skill",
  traderLevel: "traderLevel",
  traderStanding: "traderStanding",
  playerLevel: "playerLevel",
  taskStatus: "quest",
};

/** The kind of a pack objective: "find" is "find in raid" when the items must be found in raid. */
export function objectiveKind(o: Pick<PackQuestObjective, "type" | "foundInRaid">): ObjectiveKind {
  if (o.type === "findItem") return o.foundInRaid === true ? "findInRaid" : "find";
  return KIND_OF_TYPE[o.type] ?? "other";
}

/** Whether a string (an address value) names a kind. */
export function isObjectiveKind(value: string): value is ObjectiveKind {
  return KIND_SET.has(value);
}

interface Words {
  en: string;
  ru: string;
}

/** Targets the bot names table does not name (or names as a map's spawn): the quest's words for them. */
const TARGET_WORDS: Record<string, Words> = {
  Any: { en: "anyone", ru: "любые цели" },
  Usec: { en: "USEC", ru: "USEC" },
  Bear: { en: "BEAR", ru: "BEAR" },
  Marksman: { en: "Scav snipers", ru: "Дикие снайперы" },
};

/** Bot types read as another's name (the data's spellings differ from the map's, or a variant of one boss). */
const SAME_AS: Record<string, string> = {
  PmcBot: "pmcBot",
  ExUsec: "exUsec",
  infectedTagilla: "bossTagilla",
  sectantWarrior: "sectantPriest",
};

/** A boss's guards, in each language (Russian genitive of the boss). */
const GUARDS: Record<string, Words> = {
  bossBully: { en: "Reshala's guards", ru: "охрана Решалы" },
  bossKojaniy: { en: "Shturman's guards", ru: "охрана Штурмана" },
  bossGluhar: { en: "Glukhar's guards", ru: "охрана Глухаря" },
  bossSanitar: { en: "Sanitar's guards", ru: "охрана Санитара" },
  bossBoar: { en: "Kaban's guards", ru: "охрана Кабана" },
  bossKolontay: { en: "Kollontay's guards", ru: "охрана Коллонтая" },
  bossTagilla: { en: "Tagilla's helpers", ru: "помощники Тагиллы" },
};

/** The follower types of each boss in the data (Kaban's snipers are named apart by the bot names). */
const GUARD_OF: Record<string, string> = {
  followerBully: "bossBully",
  followerKojaniy: "bossKojaniy",
  followerGluharAssault: "bossGluhar",
  followerGluharScout: "bossGluhar",
  followerGluharSecurity: "bossGluhar",
  followerGluharSnipe: "bossGluhar",
  followerSanitar: "bossSanitar",
  followerBoar: "bossBoar",
  followerBoarClose1: "bossBoar",
  followerBoarClose2: "bossBoar",
  followerKolontayAssault: "bossKolontay",
  followerKolontaySecurity: "bossKolontay",
  tagillaHelperAgro: "bossTagilla",
};

/** Targets that are a boss's guards though the bot names table names them (Knight's two, Kaban's snipers). */
const NAMED_GUARDS: ReadonlySet<string> = new Set(["followerBigPipe", "followerBirdEye", "bossBoarSniper"]);

/** More bosses (or bosses' guards) than this in one objective read as "bosses" ("bosses' guards"). */
const GROUP_AFTER = 3;

const GROUP_WORDS = {
  boss: { en: "any boss", ru: "любые боссы" },
  guard: { en: "any boss's guards", ru: "охрана любых боссов" },
} as const satisfies Record<string, Words>;

type TargetClass = "boss" | "guard" | "other";

/** One target type's words and class, or null for a type the site has no words for. */
function targetWords(type: string, locale: Locale): { words: string; cls: TargetClass } | null {
  const say = (w: Words) => (locale === "ru" ? w.ru : w.en);
  const own = TARGET_WORDS[type];
  if (own) return { words: say(own), cls: "other" };
  const boss = GUARD_OF[type];
  const guards = boss ? GUARDS[boss] : undefined;
  if (guards) return { words: say(guards), cls: "guard" };
  const base = SAME_AS[type] ?? type;
  const name = botName(base, locale, "name");
  if (!name) return null;
  return { words: name, cls: NAMED_GUARDS.has(base) ? "guard" : base.startsWith("boss") ? "boss" : "other" };
}

/**
 * A kill objective's targets in words, in the visitor's language, as the objective names them:
 * PMCs, Scavs, a boss, his guards ("Sanitar", "Reshala's guards"); each name once (Killa and his
 * aggressive variant are one); more than three bosses (or guard groups) read as "any boss"
 * ("any boss's guards"). Types the site has no words for are left out.
 */
export function killTargetWords(targets: readonly string[], locale: Locale): string[] {
  const byClass: Record<TargetClass, string[]> = { boss: [], guard: [], other: [] };
  for (const type of targets) {
    const w = targetWords(type, locale);
    if (w && !byClass[w.cls].includes(w.words)) byClass[w.cls].push(w.words);
  }
  const say = (w: Words) => (locale === "ru" ? w.ru : w.en);
  const group = (cls: "boss" | "guard") => (byClass[cls].length > GROUP_AFTER ? [say(GROUP_WORDS[cls])] : byClass[cls]);
  return [...byClass.other, ...group("boss"), ...group("guard")];
}

/** The objective fields the map filters read (QuestView's objectives and zones carry them). */
export interface KindedObjective {
  index: number;
  kind: ObjectiveKind;
  /** Map slugs the objective takes place on (empty: any map, or none). */
  maps: readonly string[];
}

export interface KindedQuest<O extends KindedObjective = KindedObjective> {
  objectives: readonly O[];
  zones: readonly { map: string; objective: number; kind: ObjectiveKind }[];
}

/** Objectives of the chosen kinds only (null: every kind). */
export function ofKinds<T extends { kind: ObjectiveKind }>(list: readonly T[], kinds: ReadonlySet<ObjectiveKind> | null): T[] {
  return kinds ? list.filter((o) => kinds.has(o.kind)) : [...list];
}

/**
 * A quest's objectives on one map for the quest map page: its places of the chosen kinds (the
 * markers), and the objectives of those kinds that take place on the map without a position
 * there (listed under the map rather than dropped).
 */
export function objectivesOnMap<Q extends KindedQuest>(
  quest: Q,
  map: string,
  kinds: ReadonlySet<ObjectiveKind> | null,
): { zones: Q["zones"][number][]; unplaced: Q["objectives"][number][] } {
  const zones = quest.zones.filter((z) => z.map === map && (!kinds || kinds.has(z.kind)));
  const placed = new Set(quest.zones.filter((z) => z.map === map).map((z) => z.objective));
  const unplaced = ofKinds(quest.objectives, kinds).filter((o) => o.maps.includes(map) && !placed.has(o.index));
  return { zones, unplaced };
}

/** The kinds an address holds ("kinds=kill,visit"): null when absent or naming none the site knows (every kind). */
export function kindsFromParam(value: string | null): Set<ObjectiveKind> | null {
  if (!value) return null;
  const kinds = value.split(",").filter(isObjectiveKind);
  return kinds.length > 0 ? new Set(kinds) : null;
}

/** The address value of chosen kinds, in the filter's order; null for every kind (the address leaves it out). */
export function kindsToParam(kinds: ReadonlySet<ObjectiveKind> | null): string | null {
  if (!kinds || kinds.size === 0 || kinds.size === OBJECTIVE_KINDS.length) return null;
  return OBJECTIVE_KINDS.filter((k) => kinds.has(k)).join(",");
}

/** How many objectives of each kind a list of quests has (kinds with none left out), in the filter's order. */
export function countKinds(quests: readonly { objectives: readonly { kind: ObjectiveKind }[] }[]): Partial<Record<ObjectiveKind, number>> {
  const counts = new Map<ObjectiveKind, number>();
  for (const q of quests) for (const o of q.objectives) counts.set(o.kind, (counts.get(o.kind) ?? 0) + 1);
  return Object.fromEntries(OBJECTIVE_KINDS.filter((k) => counts.has(k)).map((k) => [k, counts.get(k) as number]));
}
