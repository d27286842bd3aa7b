import type { GameMode } from "./account.ts";
import { botName } from "./botNames.ts";
import { editionsOfCodes } from "./gameEditions.ts";
import type { Locale } from "./locales.ts";
import { MAPS } from "./maps.ts";
import type { PackQuest, PackQuestRewards, QuestRequirementStatus } from "./pack/questRecord.ts";
import { killTargetWords, type ObjectiveKind, objectiveKind } from "./questObjectives.ts";
import { skillName } from "./skillNames.ts";

/** A requirement on another quest: satisfied when that quest is in one of `status`. */
export interface QuestRequirement {
  quest: string;
  status: QuestRequirementStatus[];
}

/** A quest as the site shows it and the progress rules read it, for one game mode (spec §3 Quest). */
export interface QuestView {
  uid: string;
  name: string;
  /** The English name, where the visitor's language names the quest otherwise (searches find both; variants share it). */
  nameEn?: string;
  /** The trader's nickname (tradersLL and reqLL use it); `traderName` is the visitor's language. */
  trader: string;
  traderName: string;
  /** Map names the quest takes place on. */
  locations: string[];
  reqLevel: number;
  /** Loyalty levels needed, by trader nickname. */
  reqLL: { trader: string; level: number }[];
  /** Every one of these must hold (spec §4 require), each in one of its statuses. */
  require: QuestRequirement[];
  /** At least one of these must hold, when listed (spec §4 requireOr; the pack states none). */
  requireOr?: QuestRequirement[];
  /** The quest fails when one of these holds (the data's taskStatus fail conditions). */
  failOn: QuestRequirement[];
  /**
   * Fail conditions met in a raid (dying, using medicine, killing a boss…): the player marks those by
   * hand. `text` is the data's words (null when it has none: the page words it from the other fields).
   */
  fails: QuestFail[];
  /** The bot types of each kill objective the quest cannot be completed without ("bossSanitar"). */
  kills: string[][];
  requiredForKappa: boolean;
  requiredForLightkeeper: boolean;
  /** A failed quest the game lets the player start again. */
  restartable: boolean;
  fraction: string | null;
  /** Editions the quest is limited to (empty: all) and editions that never get it. */
  reqGameEdition: string[];
  excludedGameEditions: string[];
  reqGameMode: string[];
  experience: number | null;
  /** What completing the quest gives and unlocks (spec §3 Quest: reputation, rewards, barters, crafts and purchases). */
  rewards: QuestRewards;
  /** What taking the quest gives (money for a purchase, a tool): null when nothing. */
  startRewards: QuestRewards | null;
  wikiUrl: string | null;
  /** Objectives as text in the visitor's language (English where the data has none), with their counts. */
  objectives: {
    /** Position among the pack's objectives. */
    index: number;
    text: string;
    count: number | null;
    foundInRaid: boolean;
    /** How many items it accepts, when it lists several (fetched on demand). */
    items?: number;
    /** What it asks (find in raid, hand over, kill…), from the data's type. */
    kind: ObjectiveKind;
    /** Kill objectives: the targets in words ("PMCs", "Sanitar", "Reshala's guards"), when the data names them. */
    targets?: string[];
    /** Map slugs it takes place on (its maps and zones; empty: any map, or none). */
    maps: string[];
  }[];
  /** Hand-overs: any of `uids` (a pool when several), `count` in all; a pool carries its objective's text. */
  needs: { uids: string[]; count: number; foundInRaid: boolean; label?: string }[];
  /** Objective places with a position (map slug, game x/y/z), for the interactive quest map. */
  zones: { map: string; x: number; y: number; z: number; objective: number; kind: ObjectiveKind }[];
}

/**
 * A quest's rewards of one moment (taking it or completing it), in the game mode's values, with
 * trader and station names in the visitor's language; items are ids (the page names them).
 */
export interface QuestRewards {
  /** Standing with a trader (nickname, name), e.g. +0.01 Mechanic; negative costs standing. */
  standing: { trader: string; traderName: string; value: number }[];
  items: { uid: string; count: number }[];
  /** Purchases (cash or barter) the trader offers from loyalty level `level` once the quest is done. */
  offers: { uid: string; trader: string; traderName: string; level: number }[];
  /** Hideout crafts unlocked: `count` of the item at a station level. */
  crafts: { uid: string; count: number; stationId: string; stationName: string; level: number }[];
  /** Skills raised to a level (the game's skill id and its name). */
  skills: { skill: string; name: string; level: number }[];
  /** Traders the quest opens. */
  traders: { trader: string; traderName: string }[];
}

/** A fail condition met in a raid, as the card words it (issue 31). */
export interface QuestFail {
  /** The data's type: shoot, extract, useItem, traderStanding, plantItem, visit… */
  type: string;
  /** The data's words in the visitor's language (English where it has none), or null. */
  text: string | null;
  /** shoot: the bot types ("bossSanitar", "Savage"), their names in the visitor's language, and whether a kill or a hit fails. */
  targets?: string[];
  targetNames?: string[];
  shot?: "kill" | "hit";
  /** Map names where it applies (empty: any). */
  maps?: string[];
  /** traderStanding: the trader's name in the visitor's language and the standing limit. */
  trader?: string;
  value?: number;
  compare?: string;
}

/** What the builder needs besides the quest: trader and map names. */
export interface QuestViewContext {
  locale: Locale;
  traders: ReadonlyMap<string, { nickname: string; names: Record<string, string> }>;
  mapNames: ReadonlyMap<string, string>;
  /** Hideout station names in the visitor's language, by station id (craft unlocks); the id where absent. */
  stationNames?: ReadonlyMap<string, string>;
}

/**
 * Objective and fail-condition texts in other languages: site locale → objective (or fail
 * condition) id → text. The record's own `description` is English.
 */
export type QuestTexts = Record<string, Record<string, string>>;

/** A stored quest: the pack's (or the live source's) record, its names and texts per locale. */
export interface QuestSource {
  uid: string;
  name: string | null;
  names: Record<string, string>;
  data: PackQuest;
  texts?: QuestTexts;
}

/** The data's name of a site game mode: the regular (PvP) dump or the PvE one. */
const DATA_MODE = { pvp: "regular", pve: "pve" } as const satisfies Record<GameMode, string>;

/** Map slug of a pack location id (Night Factory is Factory's, spec §2). */
const slugOfPackId = new Map<string, string>(MAPS.flatMap((m) => [[m.packId, m.slug] as const, ...m.variantPackIds.map((id) => [id, m.slug] as const)]));

/**
 * The values of a quest in one game mode: the top level is the PvE dump's; in PvP a field the
 * regular dump has differently (`differsFromPve`) takes the regular value.
 */
export function questInMode(q: PackQuest, mode: GameMode): Omit<PackQuest, "regularMode"> {
  const regular = q.regularMode;
  if (mode !== "pvp" || !regular) return q;
  const differs = new Set(regular.differsFromPve);
  const pick = <K extends keyof typeof regular & keyof PackQuest>(key: K) => (differs.has(key) ? regular[key] : q[key]);
  return {
    ...q,
    minPlayerLevel: pick("minPlayerLevel"),
    experience: pick("experience"),
    kappaRequired: pick("kappaRequired"),
    lightkeeperRequired: pick("lightkeeperRequired"),
    factionName: pick("factionName"),
    trader: pick("trader"),
    map: pick("map"),
    taskRequirements: pick("taskRequirements"),
    // The regular dump has its own reward items only (its other rewards are the PvE ones).
    ...(differs.has("finishRewardItems") && regular.finishRewardItems && q.finishRewards
      ? { finishRewards: { ...q.finishRewards, items: regular.finishRewardItems } }
      : {}),
  };
}

/** Whether a quest exists in a game mode at all (it is in that mode's dump). */
export function questInGameMode(q: PackQuest, mode: GameMode): boolean {
  return q.gameModes.includes(DATA_MODE[mode]);
}

/** The edition rules of a quest: the overlay's lists, else SPT's own. */
function editionLists(q: PackQuest): { only: string[]; not: string[] } {
  const r = q.editionRules;
  if (!r) return { only: [], not: [] };
  const only = r.onlyForEditions ?? r.sptOnlyForEditions ?? [];
  const not = r.notForEditions ?? r.sptNotForEditions ?? [];
  return { only: editionsOfCodes(only), not: editionsOfCodes(not) };
}

/** One quest for the pages and rules of one game mode (one builder for the cache payload, the progress pages and the maps). */
export function buildQuestView(source: QuestSource, ctx: QuestViewContext, mode: GameMode): QuestView {
  const q = questInMode(source.data, mode);
  const objectives = q.objectives;
  const mapIds = new Set<string>([...(q.map ? [q.map] : []), ...objectives.flatMap((o) => [...(o.maps ?? []), ...(o.zones ?? []).map((z) => z.map)])]);
  const trader = ctx.traders.get(q.trader);
  const zones: QuestView["zones"] = [];
  objectives.forEach((o, objective) => {
    const seen = new Set<string>();
    const kind = objectiveKind(o);
    // Its zones, and the places a quest item to pick up may lie (one of them holds it in a raid).
    const places = [...(o.zones ?? []), ...(o.possibleLocations ?? []).flatMap((l) => l.positions.map((position) => ({ map: l.map, position })))];
    for (const z of places) {
      const slug = slugOfPackId.get(z.map);
      if (!slug) continue;
      // The same zone is listed once per map variant (Ground Zero and its 21+ copy), and a quest
      // item's places a metre apart are one marker; positions to 10 cm (a marker is wider).
      const key = `${slug}|${Math.round(z.position.x)}|${Math.round(z.position.z)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      zones.push({ map: slug, x: decimetres(z.position.x), y: decimetres(z.position.y), z: decimetres(z.position.z), objective, kind });
    }
  });
  const { only, not } = editionLists(source.data);
  const failConditions = source.data.failConditions ?? [];
  // The visitor's language where the data has the text, else English.
  const local = ctx.locale === "en" ? undefined : source.texts?.[ctx.locale];
  const textOf = (o: { id?: string; description: string | null }): string | null => (o.id ? local?.[o.id] : undefined) ?? o.description;
  const name = source.names[ctx.locale] ?? source.name ?? q.normalizedName;
  const nameEn = source.name ?? q.normalizedName;
  return {
    uid: source.uid,
    name,
    ...(nameEn !== name ? { nameEn } : {}),
    trader: trader?.nickname ?? "",
    traderName: trader ? (trader.names[ctx.locale] ?? trader.nickname) : "",
    locations: [...new Set([...mapIds].map((id) => ctx.mapNames.get(id)).filter((n): n is string => Boolean(n)))],
    reqLevel: q.minPlayerLevel,
    // Reputation requirements are not tracked by the site; loyalty levels are.
    reqLL: q.traderRequirements
      .filter((r) => r.requirementType === "level" && (r.compareMethod === ">=" || r.compareMethod === "="))
      .map((r) => ({ trader: ctx.traders.get(r.trader)?.nickname ?? r.trader, level: r.value })),
    require: q.taskRequirements.map((r) => ({ quest: r.task, status: [...r.status] })),
    failOn: failConditions
      // A quest cannot fail by its own completion, should a record ever list itself.
      .filter((f) => f.type === "taskStatus" && f.task && f.task !== source.uid && (f.status?.length ?? 0) > 0)
      .map((f) => ({ quest: f.task as string, status: [...(f.status ?? [])] })),
    fails: failConditions.filter((f) => f.type !== "taskStatus").map((f) => questFail(f, textOf(f), ctx)),
    kills: objectives
      .filter((o) => o.type === "shoot" && !o.optional && o.shotType === "kill" && (o.targetNames?.length ?? 0) > 0)
      .map((o) => [...(o.targetNames as string[])]),
    requiredForKappa: q.kappaRequired,
    requiredForLightkeeper: q.lightkeeperRequired,
    restartable: q.restartable,
    fraction: q.factionName === "Any" ? null : q.factionName,
    reqGameEdition: only,
    excludedGameEditions: not,
    reqGameMode: q.gameModes.length === 1 ? q.gameModes.map((m) => (m === "regular" ? "PVP" : "PVE")) : [],
    experience: q.experience,
    rewards: questRewards(q.finishRewards, ctx),
    startRewards: hasRewards(q.startRewards) ? questRewards(q.startRewards, ctx) : null,
    wikiUrl: q.wikiLink,
    objectives: objectives
      .map((o, index) => ({ o, index, text: textOf(o) }))
      .filter((x): x is { o: (typeof objectives)[number]; index: number; text: string } => Boolean(x.text))
      .map(({ o, index, text }) => ({
        index,
        text,
        count: o.type === "giveItem" || o.type === "findItem" ? (o.count ?? null) : null,
        foundInRaid: o.foundInRaid === true,
        ...((o.items?.length ?? 0) > 1 ? { items: o.items?.length } : {}),
        ...objectiveFacts(o, ctx.locale),
      })),
    // Hand-overs only: "find" objectives are the same items handed over later, not a second need.
    needs: objectives
      .filter((o) => o.type === "giveItem" && !o.optional && (o.items?.length ?? 0) > 0 && (o.count ?? 0) > 0)
      .map((o) => {
        const label = (o.items?.length ?? 0) > 1 ? textOf(o) : null;
        return { uids: o.items as string[], count: o.count as number, foundInRaid: o.foundInRaid === true, ...(label ? { label } : {}) };
      }),
    zones,
  };
}

const decimetres = (metres: number) => Math.round(metres * 10) / 10;

/** An objective's kind, kill targets in words and map slugs (its maps, its zones' and its quest item's places). */
function objectiveFacts(o: PackQuest["objectives"][number], locale: Locale): { kind: ObjectiveKind; targets?: string[]; maps: string[] } {
  const kind = objectiveKind(o);
  const ids = [...(o.maps ?? []), ...(o.zones ?? []).map((z) => z.map), ...(o.possibleLocations ?? []).map((l) => l.map)];
  const maps = [...new Set(ids.map((id) => slugOfPackId.get(id)).filter((s): s is string => Boolean(s)))];
  const targets = kind === "kill" ? killTargetWords(o.targetNames ?? [], locale) : [];
  return { kind, ...(targets.length > 0 ? { targets } : {}), maps };
}

const NO_REWARDS: PackQuestRewards = { traderStanding: [], items: [], offerUnlock: [], craftUnlock: [], skillLevelReward: [], traderUnlock: [] };

function hasRewards(r: PackQuestRewards | null | undefined): r is PackQuestRewards {
  return Boolean(r && Object.values(r).some((list) => list.length > 0));
}

/** The rewards of one moment in the card's terms: traders and stations named, skills named. */
function questRewards(r: PackQuestRewards | null | undefined, ctx: QuestViewContext): QuestRewards {
  const rewards = r ?? NO_REWARDS;
  const trader = (id: string) => {
    const t = ctx.traders.get(id);
    return { trader: t?.nickname ?? id, traderName: t ? (t.names[ctx.locale] ?? t.nickname) : id };
  };
  return {
    standing: rewards.traderStanding.map((s) => ({ ...trader(s.trader), value: s.standing })),
    items: rewards.items.map((i) => ({ uid: i.item, count: i.count })),
    offers: rewards.offerUnlock.map((o) => ({ uid: o.item, ...trader(o.trader), level: o.level })),
    crafts: rewards.craftUnlock.map((c) => ({
      uid: c.item,
      count: c.count,
      stationId: c.station,
      stationName: ctx.stationNames?.get(c.station) ?? c.station,
      level: c.level,
    })),
    skills: rewards.skillLevelReward.map((s) => ({ skill: s.skill, name: skillName(s.skill, ctx.locale), level: s.level })),
    traders: rewards.traderUnlock.map(trader),
  };
}

/** One fail condition in the card's terms: its words, or what the card words it from. */
function questFail(f: NonNullable<PackQuest["failConditions"]>[number], text: string | null, ctx: QuestViewContext): QuestFail {
  const maps = [...new Set((f.maps ?? []).map((id) => ctx.mapNames.get(id)).filter((n): n is string => Boolean(n)))];
  const out: QuestFail = { type: f.type, text, ...(maps.length > 0 ? { maps } : {}) };
  if (f.type === "shoot" && (f.targetNames?.length ?? 0) > 0) {
    out.targets = [...(f.targetNames as string[])];
    out.targetNames = out.targets.map((id) => botName(id, ctx.locale, "object") ?? id);
    out.shot = f.shotType === "hit" ? "hit" : "kill";
  }
  if (f.type === "traderStanding" && f.trader) {
    const trader = ctx.traders.get(f.trader);
    if (trader) out.trader = trader.names[ctx.locale] ?? trader.nickname;
    if (typeof f.value === "number") out.value = f.value;
    if (f.compareMethod) out.compare = f.compareMethod;
  }
  return out;
}

/** Every quest of a game mode (quests of the other mode's dump only are left out). */
export function buildQuestViews(sources: readonly QuestSource[], ctx: QuestViewContext, mode: GameMode): QuestView[] {
  return sources.filter((s) => questInGameMode(s.data, mode)).map((s) => buildQuestView(s, ctx, mode));
}
