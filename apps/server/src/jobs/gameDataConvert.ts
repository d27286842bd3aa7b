import type { LiveRecord } from "@raidkit/db";
import {
  CURRENCY_OF_ITEM,
  type GameMode,
  type MapPoint,
  type PackBarter,
  type PackCraft,
  type PackQuest,
  type PackStation,
  type PackTrader,
  placedThingPoints,
  pos,
  sortMapPoints,
} from "@raidkit/game";
import {
  barterRecord,
  craftRecord,
  packBarterSchema,
  packCraftSchema,
  packQuestSchema,
  packStationSchema,
  packTraderSchema,
  type StationFacts,
  stationRecord,
} from "@raidkit/game/pack";
import type { z } from "zod";
import type {
  ApiBarter,
  ApiCraft,
  ApiMap,
  ApiMapTexts,
  ApiNamed,
  ApiObjective,
  ApiStation,
  ApiTask,
  ApiTaskRewards,
  ApiTaskTexts,
  ApiTrader,
} from "./gameDataSource.ts";
import { PriceSourceError } from "./priceSource.ts";
import { safeLink } from "./tarkovDevSource.ts";

/*
 * The live source's game data as the pack's typed records (packages/game/src/pack), so the
 * builders that serve the pack's serve them too (docs/decisions/022). Pure: every function takes
 * validated replies and answers records, or throws a PriceSourceError naming the record and the
 * value it cannot read (the whole import of that kind is then refused).
 */

/** Texts of one list in one other language (site locale), as replies of the `*_TEXTS` queries. */
export interface LocaleList<T> {
  locale: string;
  list: T[];
}

/** Parses a converted record with the pack's schema, naming the record when it does not fit. */
function checked<S extends z.ZodType>(schema: S, value: unknown, what: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new PriceSourceError(`${what}: ${issue?.path.join(".")} ${issue?.message}`);
  }
  return result.data;
}

/**
 * The quest states a requirement may name (tarkov-data-manager's questStatusMap) as the three the
 * rules read (decision 018): waiting to be handed in is still active, failed-and-restartable and
 * marked failed are failed. Any other state fails the import with its name.
 */
const STATUS: Record<string, "complete" | "active" | "failed"> = {
  complete: "complete",
  active: "active",
  availableForFinish: "active",
  failed: "failed",
  failedRestartable: "failed",
  markedFailed: "failed",
};
const FACTIONS = new Set(["Any", "BEAR", "USEC"]);

function statuses(list: readonly string[], what: string): ("complete" | "active" | "failed")[] {
  const out = list.map((s) => {
    const status = STATUS[s];
    if (!status) throw new PriceSourceError(`${what}: unknown status "${s}"`);
    return status;
  });
  return [...new Set(out)];
}

/** A shoot objective's (or fail condition's) targets and shot, as the pack keeps them (none when the reply has none). */
function shotOf(o: ApiObjective): { targetNames?: string[]; shotType?: string } {
  const targets = (o.targetNames ?? []).filter((t): t is string => Boolean(t));
  return { ...(targets.length > 0 ? { targetNames: targets } : {}), ...(o.shotType ? { shotType: o.shotType } : {}) };
}

function objectiveOf(o: ApiObjective, index: number, taskId: string): PackQuest["objectives"][number] {
  const zones = (o.zones ?? []).flatMap((z) => (z.map && z.position ? [{ map: z.map.id, position: z.position }] : []));
  const possibleLocations = (o.possibleLocations ?? []).flatMap((l) => {
    const positions = (l?.positions ?? []).filter((p): p is NonNullable<typeof p> => Boolean(p));
    return l?.map && positions.length > 0 ? [{ map: l.map.id, positions }] : [];
  });
  return {
    id: o.id ?? `${taskId}-${index}`,
    type: o.type,
    description: o.description,
    optional: o.optional,
    ...(o.count !== undefined ? { count: o.count } : {}),
    ...(o.items ? { items: o.items.map((i) => i.id) } : {}),
    ...(o.foundInRaid !== undefined ? { foundInRaid: o.foundInRaid } : {}),
    maps: o.maps.map((m) => m.id),
    ...(zones.length > 0 ? { zones } : {}),
    ...(possibleLocations.length > 0 ? { possibleLocations } : {}),
    ...shotOf(o),
  };
}

/**
 * A reply's rewards as the pack's (quests_2025.json's shape); a reply without them (a source that
 * does not answer the field) reads as none. A craft unlock names its first product.
 */
function rewardsOf(r: ApiTaskRewards | null | undefined): PackQuest["finishRewards"] {
  if (!r) return null;
  return {
    traderStanding: r.traderStanding.map((s) => ({ trader: s.trader.id, standing: s.standing })),
    items: r.items.filter((i) => i.count > 0).map((i) => ({ item: i.item.id, count: i.count })),
    offerUnlock: r.offerUnlock.map((o) => ({ trader: o.trader.id, level: o.level, item: o.item.id })),
    craftUnlock: r.craftUnlock.flatMap((c) => {
      const product = c.rewardItems[0];
      return product && product.count > 0 ? [{ station: c.station.id, level: c.level, item: product.item.id, count: product.count }] : [];
    }),
    skillLevelReward: r.skillLevelReward.map((s) => ({ skill: s.skill.id ?? s.name, level: s.level })),
    traderUnlock: r.traderUnlock.map((t) => t.id),
  };
}

/** One mode's task as a pack quest (top-level values of that mode, no regularMode yet). */
function questOf(t: ApiTask, gameModes: ("pve" | "regular")[]): PackQuest {
  const what = `task ${t.id}`;
  const faction = t.factionName ?? "Any";
  if (!FACTIONS.has(faction)) throw new PriceSourceError(`${what}: unknown faction "${faction}"`);
  const quest = {
    id: t.id,
    name: t.name,
    normalizedName: t.normalizedName,
    gameModes,
    minPlayerLevel: t.minPlayerLevel ?? 0,
    kappaRequired: t.kappaRequired ?? false,
    lightkeeperRequired: t.lightkeeperRequired ?? false,
    factionName: faction,
    trader: t.trader.id,
    map: t.map?.id ?? null,
    taskRequirements: t.taskRequirements.map((r) => ({ task: r.task.id, status: statuses(r.status, what) })),
    traderRequirements: t.traderRequirements.map((r) => ({
      trader: r.trader.id,
      requirementType: r.requirementType,
      compareMethod: r.compareMethod,
      value: r.value,
    })),
    experience: t.experience,
    restartable: t.restartable ?? false,
    wikiLink: t.wikiLink,
    objectives: t.objectives.map((o, i) => objectiveOf(o, i, t.id)),
    failConditions: t.failConditions.map((f, i) => ({
      ...(f.id ? { id: f.id } : { id: `${t.id}-fail-${i}` }),
      type: f.type,
      description: f.description,
      ...(f.task ? { task: f.task.id } : {}),
      ...(f.status ? { status: statuses(f.status, what) } : {}),
      ...shotOf(f),
      ...(f.maps.length > 0 ? { maps: f.maps.map((m) => m.id) } : {}),
    })),
    startRewards: rewardsOf(t.startRewards),
    finishRewards: rewardsOf(t.finishRewards),
    regularMode: null,
    editionRules: null,
  };
  return checked(packQuestSchema, quest, what);
}

/** The fields a quest's regular (PvP) values may differ in (data/README.md, `quests_2025.json`). */
const MODE_FIELDS = ["minPlayerLevel", "experience", "kappaRequired", "lightkeeperRequired", "factionName", "trader", "map", "taskRequirements"] as const;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sortedItems = (list: { item: string; count: number }[]) => list.map((i) => `${i.item}:${i.count}`).sort();
const sortedRequirements = (list: PackQuest["taskRequirements"]) =>
  [...list].map((r) => ({ task: r.task, status: [...r.status].sort() })).sort((a, b) => (a.task < b.task ? -1 : a.task > b.task ? 1 : 0));

/**
 * Every task of both game modes as one pack quest each, shaped as `quests_2025.json` (data/README):
 * the top level is the PvE task's (a quest only in the regular list takes the regular one's),
 * `gameModes` names the lists it is in, and a quest in both carries `regularMode` with the regular
 * values and `differsFromPve` naming the fields that differ. Names and objective texts of the
 * other languages come from the quest's own mode's texts; a string equal to the English one (the
 * API's fallback) is left out.
 */
export function questsFromTasks(input: {
  regular: readonly ApiTask[];
  pve: readonly ApiTask[];
  texts: readonly (LocaleList<ApiTaskTexts> & { mode: GameMode })[];
}): LiveRecord<PackQuest>[] {
  const regular = new Map(input.regular.map((t) => [t.id, t]));
  const pve = new Map(input.pve.map((t) => [t.id, t]));
  const ids = [...new Set([...pve.keys(), ...regular.keys()])];
  const textsOf = new Map<string, Map<string, ApiTaskTexts>>();
  for (const t of input.texts) textsOf.set(`${t.mode}|${t.locale}`, new Map(t.list.map((x) => [x.id, x])));
  const locales = [...new Set(input.texts.map((t) => t.locale))];
  return ids.map((id) => {
    const p = pve.get(id);
    const r = regular.get(id);
    const modes: ("pve" | "regular")[] = [...(p ? ["pve" as const] : []), ...(r ? ["regular" as const] : [])];
    const base = questOf((p ?? r) as ApiTask, modes);
    if (base.name === null && p && r?.name) base.name = r.name;
    if (p && r) {
      const reg = questOf(r, modes);
      const differs: string[] = MODE_FIELDS.filter((f) =>
        f === "taskRequirements"
          ? !sameValue(sortedRequirements(base.taskRequirements), sortedRequirements(reg.taskRequirements))
          : !sameValue(base[f], reg[f]),
      );
      if (!sameValue(base.objectives.map((o) => o.id).sort(), reg.objectives.map((o) => o.id).sort())) differs.push("objectiveIds");
      // The quest view reads the regular mode's reward items (its other rewards are the PvE ones, as in the pack).
      if (reg.finishRewards && !sameValue(sortedItems(base.finishRewards?.items ?? []), sortedItems(reg.finishRewards.items)))
        differs.push("finishRewardItems");
      base.regularMode = {
        minPlayerLevel: reg.minPlayerLevel,
        experience: reg.experience,
        kappaRequired: reg.kappaRequired,
        lightkeeperRequired: reg.lightkeeperRequired,
        factionName: reg.factionName,
        trader: reg.trader,
        map: reg.map,
        taskRequirements: reg.taskRequirements,
        ...(reg.finishRewards ? { finishRewardItems: reg.finishRewards.items } : {}),
        differsFromPve: differs,
      };
    }
    const ownMode = p ? "pve" : "pvp";
    const otherMode = p ? "pvp" : "pve";
    const english = new Map<string, string | null>([...base.objectives, ...(base.failConditions ?? [])].map((o) => [o.id ?? "", o.description]));
    const names: Record<string, string> = {};
    const texts: Record<string, Record<string, string>> = {};
    for (const locale of locales) {
      const own = textsOf.get(`${ownMode}|${locale}`)?.get(id);
      const other = textsOf.get(`${otherMode}|${locale}`)?.get(id);
      const name = own?.name ?? other?.name ?? null;
      if (name && name !== base.name) names[locale] = name;
      const local: Record<string, string> = {};
      for (const o of [...(own?.objectives ?? []), ...(own?.failConditions ?? [])]) {
        if (o.id && o.description && english.has(o.id) && o.description !== english.get(o.id)) local[o.id] = o.description;
      }
      if (Object.keys(local).length > 0) texts[locale] = local;
    }
    return { id, data: base, names, ...(Object.keys(texts).length > 0 ? { texts } : {}) };
  });
}

/** Names of one list's records in every other language (a name equal to the English one left out). */
function namesById(texts: readonly LocaleList<ApiNamed>[], english: ReadonlyMap<string, string | null>): Map<string, Record<string, string>> {
  const out = new Map<string, Record<string, string>>();
  for (const { locale, list } of texts) {
    for (const row of list) {
      if (!row.name || row.name === english.get(row.id)) continue;
      const names = out.get(row.id) ?? {};
      names[locale] = row.name;
      out.set(row.id, names);
    }
  }
  return out;
}

/** The live source's picture of a trader or station, http(s) only (decision 067); none: no field. */
function imageOf(link: string | null | undefined): { imageLink?: string } {
  const safe = safeLink(link ?? null);
  return safe ? { imageLink: safe } : {};
}

/** Traders as pack traders (nickname = the English name, loyalty levels); a trader with no English name is skipped and counted. */
export function tradersFromApi(list: readonly ApiTrader[], texts: readonly LocaleList<ApiNamed>[]): { records: LiveRecord<PackTrader>[]; skipped: number } {
  const names = namesById(texts, new Map(list.map((t) => [t.id, t.name])));
  const records: LiveRecord<PackTrader>[] = [];
  let skipped = 0;
  for (const t of list) {
    const currency = CURRENCY_OF_ITEM[t.currency.id];
    if (!t.name || !currency) {
      skipped++;
      continue;
    }
    const trader = {
      id: t.id,
      nickname: t.name,
      currency,
      ...imageOf(t.imageLink),
      loyaltyLevels: t.levels.map((l) => ({
        level: l.level,
        minPlayerLevel: l.requiredPlayerLevel,
        minSalesSum: l.requiredCommerce,
        minStanding: l.requiredReputation,
      })),
    };
    records.push({ id: t.id, data: checked(packTraderSchema, trader, `trader ${t.id}`), names: names.get(t.id) ?? {} });
  }
  return { records, skipped };
}

/**
 * Hideout stations as pack stations (the rules: packages/game tarkovDevRules.ts). The API has no
 * area type, fuel need or parent area: they are taken from the pack's station of the same id; a
 * station the pack lacks is skipped and counted (nothing could name its type), and so is a
 * requirement on one.
 */
export function stationsFromApi(
  list: readonly ApiStation[],
  texts: readonly LocaleList<ApiNamed>[],
  facts: ReadonlyMap<string, StationFacts>,
): { records: LiveRecord<PackStation>[]; skipped: number } {
  const names = namesById(texts, new Map(list.map((s) => [s.id, s.name])));
  const records: LiveRecord<PackStation>[] = [];
  let skipped = 0;
  for (const s of list) {
    const own = facts.get(s.id);
    if (!own) {
      skipped++;
      continue;
    }
    const station = { ...stationRecord(s, own, (id) => facts.get(id)?.type), ...imageOf(s.imageLink) };
    records.push({ id: s.id, data: checked(packStationSchema, station, `station ${s.id}`), names: names.get(s.id) ?? {} });
  }
  return { records, skipped };
}

/**
 * Crafts as pack crafts (the rules: packages/game tarkovDevRules.ts): the station's area type comes
 * from the pack (by station id); the API has no storage limit, so the pack's craft of the same id
 * gives it (the bitcoin farm's three bitcoins). tarkov.dev's derived recipes and a craft of a
 * station the pack lacks are skipped.
 */
export function craftsFromApi(
  list: readonly ApiCraft[],
  stationTypes: ReadonlyMap<string, number>,
  limits: ReadonlyMap<string, number>,
): { records: LiveRecord<PackCraft>[]; skipped: number } {
  const records: LiveRecord<PackCraft>[] = [];
  let skipped = 0;
  for (const c of list) {
    const stationType = stationTypes.get(c.station.id);
    const craft = stationType === undefined ? null : craftRecord(c, stationType, limits.get(c.id) ?? 0);
    if (!craft) {
      skipped++;
      continue;
    }
    records.push({ id: c.id, data: checked(packCraftSchema, craft, `craft ${c.id}`), names: {} });
  }
  return { records, skipped };
}

/** Barters as pack barters (the rules: packages/game tarkovDevRules.ts); tarkov.dev's derived barters are skipped. */
export function bartersFromApi(list: readonly ApiBarter[]): { records: LiveRecord<PackBarter>[]; skipped: number } {
  const records: LiveRecord<PackBarter>[] = [];
  let skipped = 0;
  for (const b of list) {
    const barter = barterRecord(b);
    if (!barter) {
      skipped++;
      continue;
    }
    records.push({ id: b.id, data: checked(packBarterSchema, barter, `barter ${b.id}`), names: {} });
  }
  return { records, skipped };
}

/** A boss spawn zone's subcategory from the boss's normalized name. */
function bossSub(normalizedName: string): string {
  if (/raider/.test(normalizedName)) return "raider";
  if (/rogue/.test(normalizedName)) return "rogue";
  if (/cultist/.test(normalizedName)) return "cultist";
  return "boss";
}

/** Strings of one language keyed by a point's key, for names and details by locale. */
type Localized = Map<string, Record<string, string>>;

function addLocal(into: Localized, key: string, locale: string, value: string | null | undefined, english: string | null | undefined): void {
  if (!value || value === english) return;
  const m = into.get(key) ?? {};
  m[locale] = value;
  into.set(key, m);
}

const orUndefined = (r: Record<string, string> | undefined) => (r && Object.keys(r).length > 0 ? r : undefined);

/**
 * One map's points from the live source: every extract (PMC, scav, co-op = the game's shared
 * extracts, paid = a price in `transferItem`, with the switches it needs), transit, spawn (PMC,
 * scav, sniper, boss zones with the bosses' names and chance), locked door (its key), switch,
 * stationary weapon, hazard and loot container, named in English with the other languages'
 * names beside. Positions are kept to the centimetre; no internal id is used as a name.
 */
export function mapPointsFromApi(map: ApiMap, texts: readonly LocaleList<ApiMapTexts>[]): { names: Record<string, string>; points: MapPoint[] } {
  const names: Record<string, string> = {};
  const local: Localized = new Map();
  for (const { locale, list } of texts) {
    const t = list.find((m) => m.id === map.id);
    if (!t) continue;
    if (t.name && t.name !== map.name) names[locale] = t.name;
    for (const e of t.extracts ?? []) {
      addLocal(local, `x:${e.id}`, locale, e.name, map.extracts?.find((x) => x.id === e.id)?.name);
      for (const s of e.switches ?? []) addLocal(local, `w:${s.id}`, locale, s.name, null);
    }
    for (const tr of t.transits ?? []) {
      const own = map.transits?.find((x) => x.id === tr.id);
      addLocal(local, `t:${tr.id}`, locale, tr.description ?? tr.map?.name, own?.description ?? own?.map?.name);
      addLocal(local, `td:${tr.id}`, locale, tr.conditions, own?.conditions);
    }
    for (const b of t.bosses) {
      addLocal(local, `b:${b.boss.id}`, locale, b.boss.name, map.bosses.find((x) => x.boss.id === b.boss.id)?.boss.name);
      for (const l of b.spawnLocations) addLocal(local, `bl:${l.spawnKey}`, locale, l.name, null);
    }
    for (const s of t.switches ?? []) addLocal(local, `w:${s.id}`, locale, s.name, map.switches?.find((x) => x.id === s.id)?.name);
    for (const h of t.hazards ?? [])
      if (h.hazardType) addLocal(local, `h:${h.hazardType}`, locale, h.name, map.hazards?.find((x) => x.hazardType === h.hazardType)?.name);
    for (const c of t.lootContainers ?? [])
      if (c.lootContainer)
        addLocal(
          local,
          `l:${c.lootContainer.id}`,
          locale,
          c.lootContainer.name,
          map.lootContainers?.find((x) => x.lootContainer?.id === c.lootContainer?.id)?.lootContainer?.name,
        );
    for (const w of t.stationaryWeapons ?? [])
      if (w.stationaryWeapon?.id)
        addLocal(
          local,
          `g:${w.stationaryWeapon.id}`,
          locale,
          w.stationaryWeapon.name,
          map.stationaryWeapons?.find((x) => x.stationaryWeapon?.id === w.stationaryWeapon?.id)?.stationaryWeapon?.name,
        );
  }
  // The English switch names, for extracts' requirements and the switches' own points.
  const switchName = new Map<string, string>();
  for (const s of map.switches ?? []) if (s.name) switchName.set(s.id, s.name);
  for (const e of map.extracts ?? []) for (const s of e.switches ?? []) if (s.name && !switchName.has(s.id)) switchName.set(s.id, s.name);

  const points: MapPoint[] = [];
  const named = (key: string, name: string | null | undefined) => {
    const n = orUndefined(local.get(key));
    return { name: name ?? "", ...(n ? { names: n } : {}) };
  };
  for (const e of map.extracts ?? []) {
    if (!e.position) continue;
    const sub = e.transferItem ? "paid" : e.faction === "scav" ? "scav" : e.faction === "shared" ? "coop" : "pmc";
    const requires = (e.switches ?? []).flatMap((s) => {
      const name = switchName.get(s.id);
      if (!name) return [];
      const n = orUndefined(local.get(`w:${s.id}`));
      return [{ name, ...(n ? { names: n } : {}) }];
    });
    points.push({
      id: `x-${e.id}`,
      category: "extractions",
      sub,
      ...named(`x:${e.id}`, e.name),
      ...pos(e.position),
      ...(e.transferItem ? { item: { uid: e.transferItem.item.id, count: e.transferItem.count } } : {}),
      ...(requires.length > 0 ? { requires } : {}),
    });
  }
  for (const t of map.transits ?? []) {
    if (!t.position) continue;
    const details = orUndefined(local.get(`td:${t.id}`));
    points.push({
      id: `t-${t.id}`,
      category: "extractions",
      sub: "transit",
      ...named(`t:${t.id}`, t.description ?? t.map?.name),
      ...pos(t.position),
      ...(t.conditions ? { detail: t.conditions } : {}),
      ...(t.conditions && details ? { details } : {}),
    });
  }
  // Boss zones: the bosses that may spawn there (by zone key), with their chance.
  const bossesAt = new Map<string, { id: string; name: string | null; normalizedName: string; chance: number; place: string | null }[]>();
  for (const b of map.bosses) {
    for (const l of b.spawnLocations) {
      const list = bossesAt.get(l.spawnKey) ?? [];
      if (!list.some((x) => x.id === b.boss.id)) list.push({ ...b.boss, chance: b.spawnChance, place: l.name });
      bossesAt.set(l.spawnKey, list);
    }
  }
  (map.spawns ?? []).forEach((s, i) => {
    const categories = (s.categories ?? []).filter((c): c is string => Boolean(c)).map((c) => c.toLowerCase());
    const sides = (s.sides ?? []).filter((c): c is string => Boolean(c)).map((c) => c.toLowerCase());
    const at = { id: `s-${i}`, category: "spawns" as const, ...pos(s.position) };
    if (categories.includes("boss")) {
      const here = (s.zoneName ? bossesAt.get(s.zoneName) : undefined) ?? [];
      const first = here[0];
      if (!first) {
        points.push({ ...at, sub: "boss", name: "" });
        return;
      }
      const localNames: Record<string, string> = {};
      for (const locale of new Set(here.flatMap((b) => Object.keys(local.get(`b:${b.id}`) ?? {})))) {
        localNames[locale] = here.map((b) => local.get(`b:${b.id}`)?.[locale] ?? b.name ?? "").join(", ");
      }
      const chance = `${Math.round(first.chance * 100)}%`;
      const placeNames = s.zoneName ? local.get(`bl:${s.zoneName}`) : undefined;
      const details: Record<string, string> = {};
      for (const [locale, place] of Object.entries(placeNames ?? {})) details[locale] = `${place} · ${chance}`;
      points.push({
        ...at,
        sub: bossSub(first.normalizedName),
        name: here.map((b) => b.name ?? "").join(", "),
        ...(Object.keys(localNames).length > 0 ? { names: localNames } : {}),
        detail: first.place ? `${first.place} · ${chance}` : chance,
        ...(Object.keys(details).length > 0 ? { details } : {}),
      });
      return;
    }
    if (categories.includes("player")) {
      points.push({ ...at, sub: sides.includes("pmc") || sides.includes("all") ? "pmc" : "scav", name: "" });
      return;
    }
    if (categories.includes("bot")) points.push({ ...at, sub: categories.includes("sniper") ? "sniperScav" : "scav", name: "" });
  });
  points.push(...placedThingPoints(map, (key) => orUndefined(local.get(key))));
  return { names, points: sortMapPoints(points) };
}
