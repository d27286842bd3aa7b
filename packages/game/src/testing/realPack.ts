/**
 * Test helper: records of the real data pack (data/), parsed with the import's schemas, for tests
 * of the game rules on real quests and stations. Not part of the package's exports.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import type { GameMode } from "../account.ts";
import { gearCatalogue, gearRecords } from "../gear/gearCatalogue.ts";
import type { GearCatalogue } from "../gear/gearModel.ts";
import type { StationSource } from "../hideoutModules.ts";
import { PACK_FILES, PACK_LOCALE_SCHEMA, type PackFile, type PackFileKey, parsePackJson, type TarkovDevRecords, tarkovDevRecordsOf } from "../pack/index.ts";
import { buildQuestViews, type QuestView } from "../questView.ts";
import { handbookGroups, weaponCatalogue, weaponRecords } from "../weapons/weaponCatalogue.ts";
import type { WeaponCatalogue } from "../weapons/weaponModel.ts";

const DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../data");
const cache = new Map<string, unknown>();

export function packFile<K extends PackFileKey>(key: K): PackFile<K> {
  if (!cache.has(key)) {
    const file = PACK_FILES[key];
    const bytes = readFileSync(path.join(DATA_DIR, file.path));
    const text = (file.path.endsWith(".gz") ? gunzipSync(bytes) : bytes).toString("utf8");
    cache.set(key, parsePackJson(file.path, file.schema, JSON.parse(text)));
  }
  return cache.get(key) as PackFile<K>;
}

let records2026: TarkovDevRecords | null = null;

/** The pack's 2026 stations, crafts, barters, traders and trader sell prices, as the import reads them (data/tarkovdev_2026). */
export function realRecords2026(): TarkovDevRecords {
  records2026 ??= tarkovDevRecordsOf(packFile);
  return records2026;
}

const views = new Map<GameMode, QuestView[]>();

/** Every quest of a game mode as the site builds it (English names). */
export function realQuests(mode: GameMode): QuestView[] {
  let list = views.get(mode);
  if (!list) {
    const traders = new Map(realRecords2026().traders.map((t) => [t.id, { nickname: t.nickname, names: {} }]));
    const mapNames = new Map(packFile("maps").maps.map((m) => [m.id, m.name]));
    const sources = packFile("quests").quests.map((q) => ({ uid: q.id, name: q.name, names: {}, data: q }));
    const stationNames = new Map(realRecords2026().stations.map((s) => [s.id, s.name ?? s.id]));
    list = buildQuestViews(sources, { locale: "en", traders, mapNames, stationNames }, mode);
    views.set(mode, list);
  }
  return list;
}

const localViews = new Map<string, QuestView[]>();

/** Every quest of a game mode as the site builds it for a locale's pages (names from locales/<code>.json, English where it has none). */
export function realQuestsIn(mode: GameMode, locale: "ru"): QuestView[] {
  const key = `${mode}|${locale}`;
  let list = localViews.get(key);
  if (!list) {
    const local = parsePackJson(
      `locales/${locale}.json`,
      PACK_LOCALE_SCHEMA,
      JSON.parse(readFileSync(path.join(DATA_DIR, "locales", `${locale}.json`), "utf8")),
    );
    const traders = new Map(realRecords2026().traders.map((t) => [t.id, { nickname: t.nickname, names: {} }]));
    const mapNames = new Map(packFile("maps").maps.map((m) => [m.id, m.name]));
    const sources = packFile("quests").quests.map((q) => {
      const name = local.quests[q.id];
      const names: Record<string, string> = name ? { [locale]: name } : {};
      return { uid: q.id, name: q.name, names, data: q };
    });
    list = buildQuestViews(sources, { locale, traders, mapNames }, mode);
    localViews.set(key, list);
  }
  return list;
}

/** The quest of a mode with this English name (the first, when factions share a name). */
export function questNamed(mode: GameMode, name: string, fraction?: string): QuestView {
  const q = realQuests(mode).find((x) => x.name === name && (fraction === undefined || x.fraction === fraction));
  if (!q) throw new Error(`no quest named ${name} in ${mode}`);
  return q;
}

/** Hideout stations as the site stores them (names by locale left empty: English only). */
export function realStations(): StationSource[] {
  return realRecords2026().stations.map((s) => ({ id: s.id, name: s.name ?? s.id, names: {}, data: s }));
}

/**
 * Every item's names in English and in a locale (the pack's items.json and locales/<code>.json), as
 * the market lists them: the local name falls back to the English one.
 */
export function realItemNames(
  locale: string,
): { uid: string; name: string; shortName: string; localName: string; localShortName: string; categoryPath: string[] }[] {
  // English is items.json itself: the pack has no locales/en.json.
  const local =
    locale === "en"
      ? {}
      : parsePackJson(`locales/${locale}.json`, PACK_LOCALE_SCHEMA, JSON.parse(readFileSync(path.join(DATA_DIR, "locales", `${locale}.json`), "utf8"))).items;
  const categoryPaths = new Map(packFile("categories").categories.map((c) => [c.id, c.path]));
  return packFile("items").items.map((i) => ({
    uid: i.id,
    name: i.name,
    shortName: i.shortName ?? "",
    localName: local[i.id]?.name || i.name,
    localShortName: local[i.id]?.shortName || i.shortName || "",
    categoryPath: (i.handbookCategoryId ? categoryPaths.get(i.handbookCategoryId) : undefined) ?? [],
  }));
}

let weapons: WeaponCatalogue | null = null;

/** The loadout builder's catalogue made from the real pack, as the import makes it. */
export function realWeaponCatalogue(): WeaponCatalogue {
  weapons ??= weaponCatalogue(
    weaponRecords({
      properties: packFile("properties"),
      properties2022: packFile("properties2022"),
      handbookGroup: handbookGroups(packFile("items").items, packFile("categories").categories),
    }),
  );
  return weapons;
}

let gear: GearCatalogue | null = null;

/** The gear builder's catalogue made from the real pack, as the import makes it. */
export function realGearCatalogue(): GearCatalogue {
  gear ??= gearCatalogue(gearRecords(packFile("properties")));
  return gear;
}
