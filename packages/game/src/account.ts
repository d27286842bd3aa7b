import { BATCH_SETTINGS_DELAY_MS } from "./constants.ts";
import type { Locale } from "./locales.ts";

/** Spec §3 "Game editions and modes". */
export const GAME_EDITIONS = ["Standard", "Left Behind", "Prepare for Escape", "Edge of Darkness", "The Unheard", "EOD + The Unheard"] as const;
export type GameEdition = (typeof GAME_EDITIONS)[number];
export const FACTIONS = ["Bear", "USEC"] as const;
export type Faction = (typeof FACTIONS)[number];
export const GAME_MODES = ["pvp", "pve"] as const;
export type GameMode = (typeof GAME_MODES)[number];

/** Spec §9: loyalty levels 1 to 4; unset levels default to 1. */
export const MIN_LOYALTY = 1;
export const MAX_LOYALTY = 4;
/** The game's highest PMC level. */
export const MAX_LEVEL = 79;
/** The game's skill cap (elite level 51); the spec leaves the value open. */
export const MAX_SKILL = 51;
/** Spec §9: crafting skill factor for the craft time reduction. */
export const CRAFTING_SKILL_FACTOR = 0.75;

/** Spec §3/§6: Pro needs the flag and an expiry not in the past (no expiry: no end). */
export function isProActive(user: { pro: boolean; proUntil: number | null }, now = Date.now()): boolean {
  return user.pro && (user.proUntil === null || user.proUntil > now);
}

/**
 * Spec §4: PVE figures are Pro data ("Non-pro users see a PVE entry linking to /user"), on every
 * surface alike. A request may stand for several accounts (its session's, an API key's owner, the
 * Pro account that made a widget or chat-bot link, the accounts a Discord user is linked to); it
 * reads PVE when one of them is Pro now. PVP is for everyone.
 */
export function canReadPve(mode: string, accounts: readonly { pro: boolean; proUntil: number | null }[], now = Date.now()): boolean {
  return mode !== "pve" || accounts.some((account) => isProActive(account, now));
}

/** The name a chat message shows: the username, else the PMC's name, else "Player" and the start of the user's id. */
export function chatAuthorOf(account: { user: { uid: string; username: string | null }; char: { charName: string | null } }): string {
  return account.user.username || account.char.charName || `Player ${account.user.uid.slice(0, 6)}`;
}

/**
 * A widget's or chat-bot link's PVE token (decision 038): the query parameter that carries it and
 * its form, the making Pro account's id (base64url) and 128 bits of the server's signature of it.
 */
export const PVE_LINK_PARAM = "t" as const;
export const PVE_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,120}\.[A-Za-z0-9_-]{22}$/;

/** Spec §4/§9: a new PMC gets faction Bear for a Russian-language user, USEC otherwise. */
export function newCharFaction(locale: Locale | string): Faction {
  return locale === "ru" ? "Bear" : "USEC";
}

function toNumber(input: unknown): number | null {
  if (typeof input === "number") return Number.isFinite(input) ? input : null;
  if (typeof input === "string" && input.trim() !== "" && /^-?\d+(\.\d+)?$/.test(input.trim())) return Number(input.trim());
  return null;
}

/** Spec §5: level must be numeric or it is ignored (null); kept inside 1..MAX_LEVEL. */
export function parseLevel(input: unknown): number | null {
  const n = toNumber(input);
  if (n === null) return null;
  return Math.min(MAX_LEVEL, Math.max(1, Math.round(n)));
}

/** Spec §5/§9: loyalty levels are 1 to 4; anything else (or unset) reads as 1. */
export function parseLoyaltyLevel(input: unknown): number {
  const n = toNumber(input);
  if (n === null) return MIN_LOYALTY;
  return Math.min(MAX_LOYALTY, Math.max(MIN_LOYALTY, Math.round(n)));
}

/** Spec §5: skills are numbers; non-numeric input is ignored (null); values above the cap are lowered to it. */
export function parseSkill(input: unknown, cap = MAX_SKILL): number | null {
  const n = toNumber(input);
  if (n === null) return null;
  return Math.min(cap, Math.max(0, n));
}

/**
 * Spec §5: the craft time reduction a player enters (in %) is stored as that value divided by 0.75,
 * rounded: the crafting skill level (the game gives 0.75% less craft time per level), capped.
 */
export function craftingSkillFromReduction(percent: number): number {
  return Math.min(MAX_SKILL, Math.max(0, Math.round(percent / CRAFTING_SKILL_FACTOR)));
}

/** The craft time reduction (in %) of a crafting skill level: level × 0.75. */
export function craftTimeReduction(skill: number): number {
  return Math.round(skill * CRAFTING_SKILL_FACTOR * 100) / 100;
}

/** Spec §3 User, hideout settings: their kinds and defaults. */
export const HIDEOUT_SETTING_DEFAULTS = {
  hideoutUseProgress: false,
  /** Fuel counted against crafts: "none", or the tank burnt ("metal" or "expeditionary"). */
  hideoutUseFuel: "none" as string,
  hideoutUsePriceField: "price" as string,
  hideoutUseFee: true,
  hideoutUseFlea: true,
  hideoutUseCrafts: true,
  hideoutUseBarters: true,
  hideoutUseTradersPrices: true,
  hideoutUseHistorical: false,
  hideoutSellToFleaOnlyMode: false,
  hideoutUseSellToFlea: true,
  hideoutUseSellToTraders: true,
  hideoutUseSellToHistorical: false,
  isSolarPowerBuilt: false,
  isIC3Built: false,
  skill_Crafting: 0,
  skill_HideoutManagement: 0,
};
export type HideoutSettings = typeof HIDEOUT_SETTING_DEFAULTS;
export type HideoutSettingKey = keyof HideoutSettings;
export const HIDEOUT_SETTING_KEYS = Object.keys(HIDEOUT_SETTING_DEFAULTS) as HideoutSettingKey[];
/** Which price a calculator reads (spec §4: last price, 24 h average, 7 d average or historical). */
export const PRICE_FIELDS = ["price", "avg24hPrice", "avg7daysPrice", "historical"] as const;

/** Per-character progress lists (ids) and maps (id → number). */
/** questsFailed: quests the player marked failed by hand (a fail condition met in a raid). */
export const PROGRESS_LISTS = ["questsDone", "questsHidden", "questsFailed", "modulesBuilt"] as const;
export const PROGRESS_MAPS = ["itemsFound", "tradersLL"] as const;
export type ProgressList = (typeof PROGRESS_LISTS)[number];
export type ProgressMap = (typeof PROGRESS_MAPS)[number];

export interface ProgressState {
  questsDone: string[];
  questsHidden: string[];
  questsFailed: string[];
  modulesBuilt: string[];
  itemsFound: Record<string, number>;
}

/**
 * A progress change as set operations (spec §4; docs/design.md, "How data flows" 5): ids to add or remove,
 * map entries to set (0 removes the entry). Two tabs sending changes both keep theirs.
 */
export interface ProgressChange {
  add?: Partial<Record<ProgressList, string[]>>;
  remove?: Partial<Record<ProgressList, string[]>>;
  set?: { itemsFound?: Record<string, number> };
}

/** The client's local application of a change (the server applies the same operations to rows). */
export function applyProgressChange(state: ProgressState, change: ProgressChange): ProgressState {
  const next: ProgressState = { ...state, itemsFound: { ...state.itemsFound } };
  for (const list of PROGRESS_LISTS) {
    const removed = new Set(change.remove?.[list] ?? []);
    const current = state[list].filter((id) => !removed.has(id));
    const seen = new Set(current);
    for (const id of change.add?.[list] ?? []) {
      if (!seen.has(id) && !removed.has(id)) {
        seen.add(id);
        current.push(id);
      }
    }
    next[list] = current;
  }
  for (const [id, count] of Object.entries(change.set?.itemsFound ?? {})) {
    if (count > 0) next.itemsFound[id] = count;
    else delete next.itemsFound[id];
  }
  return next;
}

/** Spec §6: a PMC can be deleted only when it is not the selected one. */
export function canDeleteChar(charUid: string, selectedCharUid: string): boolean {
  return charUid !== selectedCharUid;
}

/** Spec §4 step 3: the server's user replaces the local one, keeping the local price maps. */
export function reconcileUser<T extends { userPricesMap: Record<string, number>; userSellPricesMap: Record<string, number> }>(local: T, server: T): T {
  return { ...server, userPricesMap: local.userPricesMap, userSellPricesMap: local.userSellPricesMap };
}

/** Collects field changes and hands them over as one patch after a pause (later values of a field win). */
export class ChangeBatch<T extends object> {
  private pending: Partial<T> = {};
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly delayMs: number;
  private readonly flush: (patch: Partial<T>) => void;
  constructor(flush: (patch: Partial<T>) => void, delayMs = BATCH_SETTINGS_DELAY_MS) {
    this.flush = flush;
    this.delayMs = delayMs;
  }

  add(patch: Partial<T>): void {
    this.pending = { ...this.pending, ...patch };
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.send(), this.delayMs);
  }

  /** Sends what is pending now (page hide, popup close). */
  send(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const patch = this.pending;
    this.pending = {};
    if (Object.keys(patch).length > 0) this.flush(patch);
  }
}

/** The game's id of the Intelligence Center (hideout area type 11 in the data pack). */
export const INTELLIGENCE_CENTER_ID = "5d484fdf654e7600691aadf8";
/** Intelligence Center level 3, as progress stores built modules ("{stationId}-{level}"). */
export const IC3_MODULE = `${INTELLIGENCE_CENTER_ID}-3`;

/**
 * Spec §4: switching progress tracking on also sets the IC3 flag to whether Intelligence Center
 * level 3 is among the built modules ("{stationId}-{level}").
 */
export function progressTrackingPatch(on: boolean, modulesBuilt: readonly string[]): { hideoutUseProgress: boolean; isIC3Built?: boolean } {
  if (!on) return { hideoutUseProgress: false };
  return { hideoutUseProgress: true, isIC3Built: modulesBuilt.includes(IC3_MODULE) };
}
