import type { ResetKind } from "./account/AccountContext.tsx";
import { writeBrowserValue } from "./browserList.ts";

/**
 * Progress of visitors and free users, kept in this browser (spec §5: data updates on the server
 * need Pro): one value per character, so PVP and PVE stay apart.
 */

/** Progress kept in the browser (visitors and free users, spec §5), one value per character. */
export interface BrowserProgress {
  questsDone: string[];
  questsHidden: string[];
  questsFailed: string[];
  modulesBuilt: string[];
  itemsFound: Record<string, number>;
  tradersLL: Record<string, number>;
  /** When this progress started (the wipe reset compares it with the wipe date). */
  since: number;
}

export const EMPTY_PROGRESS: BrowserProgress = {
  questsDone: [],
  questsHidden: [],
  questsFailed: [],
  modulesBuilt: [],
  itemsFound: {},
  tradersLL: {},
  since: 0,
};

const strings = (x: unknown) => (Array.isArray(x) ? x.filter((v): v is string => typeof v === "string") : []);
const counts = (x: unknown) => {
  const out: Record<string, number> = {};
  if (x && typeof x === "object") for (const [k, v] of Object.entries(x)) if (typeof v === "number" && v > 0) out[k] = v;
  return out;
};

export const progressKey = (charUid: string) => `raidkit:progress:${charUid}`;
/** The crafts and barters a visitor or free player runs (features/calculators/craftRunsStore.tsx), one list per PMC. */
export const craftRunsKey = (charUid: string) => `raidkit:craftRuns:${charUid}`;
/** Before the whole progress was kept, quest ticks had their own key (issue 6, first part). */
const legacyQuestsKey = (charUid: string) => `raidkit:questsDone:${charUid}`;

const parsers = new Map<string, (raw: unknown) => BrowserProgress>();
export function parserFor(charUid: string): (raw: unknown) => BrowserProgress {
  let parse = parsers.get(charUid);
  if (!parse) {
    parse = (raw: unknown) => {
      if (raw && typeof raw === "object") {
        const r = raw as Record<string, unknown>;
        return {
          questsDone: strings(r.questsDone),
          questsHidden: strings(r.questsHidden),
          questsFailed: strings(r.questsFailed),
          modulesBuilt: strings(r.modulesBuilt),
          itemsFound: counts(r.itemsFound),
          tradersLL: counts(r.tradersLL),
          since: typeof r.since === "number" ? r.since : 0,
        };
      }
      try {
        const legacy = strings(JSON.parse(localStorage.getItem(legacyQuestsKey(charUid)) ?? "[]"));
        if (legacy.length > 0) return { ...EMPTY_PROGRESS, questsDone: legacy };
      } catch {
        // Nothing older to carry over.
      }
      return EMPTY_PROGRESS;
    };
    parsers.set(charUid, parse);
  }
  return parse;
}

const RESET_FIELDS: Record<Exclude<ResetKind, "prices">, (keyof BrowserProgress)[]> = {
  quests: ["questsDone", "questsHidden", "questsFailed"],
  items: ["itemsFound"],
  hideout: ["modulesBuilt"],
  all: ["questsDone", "questsHidden", "questsFailed", "modulesBuilt", "itemsFound", "tradersLL"],
};

/** Spec §4 resets of the progress kept in the browser. */
export function resetBrowserProgress(charUid: string, kind: Exclude<ResetKind, "prices">): void {
  const current = parserFor(charUid)(
    (() => {
      try {
        return JSON.parse(localStorage.getItem(progressKey(charUid)) ?? "null") ?? undefined;
      } catch {
        return undefined;
      }
    })(),
  );
  const next: BrowserProgress = { ...current };
  for (const field of RESET_FIELDS[kind]) (next as unknown as Record<string, unknown>)[field] = Array.isArray(EMPTY_PROGRESS[field]) ? [] : {};
  if (kind === "all") next.since = Date.now();
  writeBrowserValue(progressKey(charUid), next);
  // Reset all: the crafts the PMC runs go too, as on the server for Pro players (issue 32).
  if (kind === "all") writeBrowserValue(craftRunsKey(charUid), []);
}
