import { readFileSync } from "node:fs";
import type { SourceItem } from "./localGraphql.ts";

/**
 * RECORDED real replies of api.tarkov.dev (tests/fixtures/tarkovdev/recorded, written by
 * buildRecorded.ts; sources, commits, dates and licences in the fixtures' README), in the shape
 * the local stand-in serves. Nothing here is made up except what the README lists as filled.
 */
const RECORDED = new URL("../fixtures/tarkovdev/recorded/", import.meta.url);
const read = <T>(file: string): T => JSON.parse(readFileSync(new URL(file, RECORDED), "utf8")) as T;

interface RecordedItem {
  id: string;
  name: string;
  shortName: string;
  basePrice: number;
  avg24hPrice: number | null;
  lastLowPrice: number | null;
  iconLink: string | null;
  gridImageLink: string | null;
  types: string[];
}
type Facts = Record<string, { width: number; height: number; handbookCategories: { id: string }[] }>;

/** The recorded reply's time: the dump's commit (2026-07-21T04:48:24Z); the reply itself has no `updated`. */
export const RECORDED_AT = Date.parse("2026-07-21T04:48:24Z");
export const C3_KEYCARD = "69bb3f7df94327bc0f0230c9";
export const LEDX = "5c0530ee86f774697952d952";

/** Image links of the dump on the stand-in's own assets (no page of a test loads an image from the internet). */
const local = (link: string | null) => (link === null ? null : link.replace("https://assets.tarkov.dev", "{assets}"));

function asSource(r: RecordedItem, facts: Facts, prices: { avg24hPrice: number | null; lastLowPrice: number | null }): SourceItem {
  const f = facts[r.id];
  return {
    id: r.id,
    basePrice: r.basePrice,
    // The dump has no `updated`, no 24 h low/high, offer count, trader prices or 512 px image: the stand-in answers null for them, as for any item without them.
    updated: null,
    avg24hPrice: prices.avg24hPrice,
    lastLowPrice: prices.lastLowPrice,
    low24hPrice: null,
    high24hPrice: null,
    lastOfferCount: null,
    iconLink: local(r.iconLink),
    gridImageLink: local(r.gridImageLink),
    image512pxLink: null,
    sellFor: null,
    buyFor: null,
    names: { en: { name: r.name, shortName: r.shortName } },
    types: r.types,
    ...(f ? { width: f.width, height: f.height, handbookCategories: f.handbookCategories } : {}),
  };
}

/** The recorded regular-mode `items` reply (29 real records of 2026-07-21, six of them items the pack lacks). */
export function recordedItems(): SourceItem[] {
  const { facts } = read<{ facts: Facts }>("catalogueFacts.json");
  return read<{ items: RecordedItem[] }>("items-regular-2026-07-21.json").items.map((r) => asSource(r, facts, r));
}

/** The same items in PvE: the 24 h averages of the PvE price file of the same day (no last low price in that file). */
export function recordedPveItems(): SourceItem[] {
  const { facts } = read<{ facts: Facts }>("catalogueFacts.json");
  const { avg24hPrice } = read<{ avg24hPrice: Record<string, number> }>("prices-pve-2026-07-21.json");
  return read<{ items: RecordedItem[] }>("items-regular-2026-07-21.json").items.map((r) =>
    asSource(r, facts, { avg24hPrice: avg24hPrice[r.id] ?? null, lastLowPrice: null }),
  );
}

type RecordedStation = { levels: { skillRequirements: { name: string; level: number }[] }[] };

/**
 * The recorded weakened hideout reply (regular mode, 2026-05-15): trader requirements without a
 * value, skill requirements with a name and no skill, item requirements without attributes (so
 * no found-in-raid flag). The skill's name is served as `skill { name }` with no id, as the schema
 * has the skill as an object; nothing else is changed.
 */
export function recordedWeakenedHideout(): unknown[] {
  return read<{ hideoutStations: RecordedStation[] }>("hideout-regular-2026-05-15.json").hideoutStations.map((s) => ({
    ...s,
    levels: s.levels.map((l) => ({ ...l, skillRequirements: l.skillRequirements.map((r) => ({ ...r, skill: { id: null, name: r.name } })) })),
  }));
}
