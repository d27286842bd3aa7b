/*
 * A raid's life, and flea market sales, from the game's log entries (issue 20 item 3).
 *
 * Known, from real lines (application channel unless told; every one is read in both envelopes of
 * gameLog.ts, with and without the version column):
 *
 *   queue started      `Matching with group id: 14722920` (Debug; nothing after the colon when solo)
 *   matching completed `MatchingCompleted:57.91 real:64.28 diff:6.36`; `real` is the queue time in
 *                      seconds (it equals the time since the queue line); some locales write `64,28`
 *   queue cancelled    `Network game matching cancelled.`, `Local game matching cancelled.`, `… aborted`
 *   raid starting      `GameStarting:98.82(25.82) real:109.35(26.4) diff:10.52` (a PMC's countdown)
 *   raid started       `GameStarted:110.54(11.72) real:121.37(12.02) diff:10.83`
 *   raid ended         `NetworkGame.GameStopped received. ExitStatus:<status> PlayTime:<time>` (errors and
 *                      output logs), with the result; push-notifications `Got notification | UserMatchOver`
 *                      and a JSON block {status: "Free", location, shortId, …}, without it; or the profile
 *                      selected again once the raid is over (`SelectProfile`, `PrepareSelectedProfileLocally`,
 *                      `CompleteSelectedProfile` `ProfileId:… AccountId:…`), the menu, without it either
 *   flea sale          push-notifications `Got notification | ChatMessageReceived` and a JSON block whose
 *                      message has type 4 and templateId `5bdabfb886f7743e152e867e 0` (older games:
 *                      `5bdac0b686f7743e1665e09e`), systemData {buyerNickname, soldItem, itemCount} and the
 *                      payment in items.data [{_tpl, upd: {StackObjectsCount}}], roubles in stacks of 500,000
 *
 * Sources: tarkovtracker-org/TarkovTracker docs/eft-log-reference/EFT_LOG_EVENTS_REFERENCE.md (the
 * `application` table, "Raid lifecycle", the version ledger) and EFT_LOG_EVENT_DICTIONARY.md ("Raid
 * lifecycle" recipes, "What the logs cannot answer"); the-hideout/TarkovMonitor TarkovMonitor/GameWatcher.cs
 * (GameWatcher_NewLogData: MatchingCompleted's `real:`, matching aborted/cancelled, GameStarting and
 * GameStarted, UserMatchOver's location and shortId, the profile line ending a raid, the flea
 * templates) and TarkovMonitor/LogMessageTypes.cs (FleaSoldData, the payment stacks); the exit
 * statuses are the game's enum, as sp-tarkov/server-csharp Libraries/SPTarkov.Server.Core/Models/
 * Enums/ExitStatus.cs mirrors it (Survived, Killed, Left, Runner, MissingInAction, Transit).
 *
 * Not known, so never guessed:
 * - The result of a raid in current builds. The `ExitStatus` line was only seen in 1.0.2.5 to 1.0.4.1
 *   builds; UserMatchOver (0.12 to 1.0.0 builds) and the menu carry none. `DeathScreen_Shown` is a
 *   screen's timing and `OnGameSessionEnd(ExitStatus, …)` a method's signature, not a result: unused.
 * - The map of a queue: the queue line has none; the tracker adds the last scene preset map when
 *   one came first (gameLogEvents.ts). NetworkGameCreate, with the location and raid id, follows
 *   MatchingCompleted, so raidStarting, raidStarted and raidEnded are the events that carry them.
 * - PMC or scav (TarkovMonitor guesses it from the time between GameStarting and GameStarted), a
 *   reconnection (the same raid id starting again), the end of a map left by transit.
 * - A sale's price in roubles when paid in dollars, euros or items: `roubles` counts rouble stacks only.
 * - `----------MATCHING dateTime:` and the group id of the queue line (the leader's account) are not read;
 *   RagfairOfferSold is not read either, the chat message of the same sale carries more.
 * The output log repeats application lines after their channel (`…|output|application|GameStarted:…`):
 * lifecycle patterns must start the message, so such copies are not counted twice.
 */
import type { GameMode } from "../account.ts";
import type { GameLogEntry } from "./gameLog.ts";
import { mapChangeFromEntry } from "./gameLogEvents.ts";
import { gameModeFromEntry } from "./gameLogMode.ts";
import { mapFromLocationId } from "./mapIds.ts";

/** How a raid ended, when the line says it: the game's ExitStatus Survived, Killed, MissingInAction, Runner, Left, Transit. */
export type RaidResult = "survived" | "killed" | "mia" | "runThrough" | "left" | "transit";

/** Which line ended a raid: an ExitStatus line, the UserMatchOver notification, or the profile selected at the menu. */
export type RaidEndSignal = "exitStatus" | "matchOver" | "menu";

/** What is known of the raid an event belongs to; each field only when a line told it. */
export interface RaidContext {
  /** Site map slug. */
  map?: string;
  variant?: "night";
  /** The raid's short id (`shortId` of NetworkGameCreate or UserMatchOver). */
  raidId?: string;
  /** The mode the last `Session mode:` or gateway line told (gameLogMode.ts). */
  mode?: GameMode;
}

export interface ItemCount {
  templateId: string;
  count: number;
}

/** An offer of the player's sold on the flea market. */
export interface FleaSale {
  type: "fleaSale";
  /** The chat message's `_id`, to drop a sale read twice. */
  messageId?: string;
  buyer?: string;
  /** `systemData.soldItem` (a template id) and `itemCount`. */
  sold?: { templateId: string; count?: number };
  /** The payment, per template in order of appearance (roubles, dollars, euros or barter items). */
  received: ItemCount[];
  /** The rouble stacks of the payment added up; absent when none was paid in roubles. */
  roubles?: number;
  mode?: GameMode;
}

export type RaidEvent =
  | ({ type: "queueStarted" } & RaidContext)
  | ({ type: "matchingCompleted"; queueSeconds?: number } & RaidContext)
  | ({ type: "queueCancelled" } & RaidContext)
  | ({ type: "raidStarting" } & RaidContext)
  | ({ type: "raidStarted" } & RaidContext)
  | ({ type: "raidEnded"; via: RaidEndSignal; result?: RaidResult; exitStatus?: string } & RaidContext)
  | FleaSale;

/** What one entry says read alone: a raid event, or `menu` (a profile was selected: the client is at the menu). */
export type RaidLogEvent = RaidEvent | { type: "menu" };

/** `Matching with group id: 14722920`, or nothing after the colon when solo. */
const QUEUE_STARTED = /^\s*Matching with group id\b/i;
/** `MatchingCompleted:57.91 real:64.28 diff:6.36`. */
const MATCHING_COMPLETED = /^\s*MatchingCompleted:/;
/** `Network game matching cancelled.` (TarkovTracker), `Network game matching aborted` (TarkovMonitor), `Local game matching cancelled.`. */
const QUEUE_CANCELLED = /^\s*(?:Network|Local) game matching (?:aborted|cancell?ed)\b/i;
/** `GameStarting:98.82(25.82) real:…`; a digit must follow, so stack frames such as `GameStartingAsync` never match. */
const RAID_STARTING = /^\s*GameStarting:\s*\d/;
/** `GameStarted:110.54(11.72) real:121.37(12.02) diff:10.83`. */
const RAID_STARTED = /^\s*GameStarted:\s*\d/;
/** `NetworkGame.GameStopped received. ExitStatus:<status> PlayTime:<time>`; where it starts is not known, so anywhere. */
const GAME_STOPPED = /\bGameStopped\b.*?\bExitStatus:\s*([A-Za-z]+)/;
/** `SelectProfile ProfileId:… AccountId:…` (to 1.0.4.1), `PrepareSelectedProfileLocally …` and `CompleteSelectedProfile …` (from 1.0.4.6). */
const PROFILE_SELECTED = /^\s*(?:SelectProfile|SelectedProfile|PrepareSelectedProfileLocally|CompleteSelectedProfile)\s+ProfileId:/;
/** The seconds after `real:`, with a point or a comma. */
const REAL_SECONDS = /\breal:\s*(\d+(?:[.,]\d+)?)/;

const NOTIFICATION_CHANNEL = /^(push-)?notifications$/i;
const USER_MATCH_OVER = /^\s*Got notification\s*\|\s*UserMatchOver\b/i;
const CHAT_MESSAGE_RECEIVED = /^\s*Got notification\s*\|\s*ChatMessageReceived\b/i;

/** Lower case, without `_`: the game's ExitStatus names. */
const EXIT_STATUSES: Readonly<Record<string, RaidResult>> = {
  survived: "survived",
  killed: "killed",
  missinginaction: "mia",
  runner: "runThrough",
  left: "left",
  transit: "transit",
};

/** Chat message type of the flea market (TarkovMonitor's MessageType.FleaMarket). */
const FLEA_MARKET_MESSAGE = 4;
/** First word of the templateId of "Your {soldItem} {itemCount} items were bought by {buyerNickname}": current, then 2022 clients. */
export const FLEA_SOLD_TEMPLATES: readonly string[] = ["5bdabfb886f7743e152e867e", "5bdac0b686f7743e1665e09e"];
const ROUBLES = "5449016a4bdc2d6f028b456f";

/** The raid event or flea sale one entry tells, read alone (no map, raid id or mode but the line's own); null for any other entry. */
export function raidEventFromEntry(entry: GameLogEntry): RaidLogEvent | null {
  const message = entry.message;
  if (QUEUE_STARTED.test(message)) return { type: "queueStarted" };
  if (MATCHING_COMPLETED.test(message)) {
    const queueSeconds = secondsAfterReal(message);
    return queueSeconds === undefined ? { type: "matchingCompleted" } : { type: "matchingCompleted", queueSeconds };
  }
  if (QUEUE_CANCELLED.test(message)) return { type: "queueCancelled" };
  if (RAID_STARTING.test(message)) return { type: "raidStarting" };
  if (RAID_STARTED.test(message)) return { type: "raidStarted" };
  const stopped = GAME_STOPPED.exec(message);
  if (stopped) {
    const exitStatus = stopped[1]!;
    const result = EXIT_STATUSES[exitStatus.toLowerCase()];
    return result ? { type: "raidEnded", via: "exitStatus", result, exitStatus } : { type: "raidEnded", via: "exitStatus", exitStatus };
  }
  if (PROFILE_SELECTED.test(message)) return { type: "menu" };
  if (NOTIFICATION_CHANNEL.test(entry.channel) && USER_MATCH_OVER.test(message)) return matchOver(entry.json);
  return fleaSaleFromEntry(entry);
}

/** UserMatchOver's block: `location` (a location id) and `shortId`, each only when usable. */
function matchOver(json: unknown): RaidEvent {
  const event: RaidEvent = { type: "raidEnded", via: "matchOver" };
  const location = field(json, "location");
  const map = typeof location === "string" ? mapFromLocationId(location) : null;
  if (map) Object.assign(event, map);
  const shortId = field(json, "shortId");
  if (typeof shortId === "string" && shortId.trim() !== "") event.raidId = shortId.trim();
  return event;
}

/**
 * A flea sale from a `push-notifications` (older games: `notifications`) ChatMessageReceived entry
 * whose message has type 4 and a sold template; null for every other entry, malformed blocks included.
 */
export function fleaSaleFromEntry(entry: GameLogEntry): FleaSale | null {
  if (!NOTIFICATION_CHANNEL.test(entry.channel) || !CHAT_MESSAGE_RECEIVED.test(entry.message)) return null;
  const message = field(entry.json, "message");
  const templateId = field(message, "templateId");
  if (field(message, "type") !== FLEA_MARKET_MESSAGE || typeof templateId !== "string") return null;
  if (!FLEA_SOLD_TEMPLATES.includes(templateId.trim().split(/\s+/)[0]!)) return null;

  const sale: FleaSale = { type: "fleaSale", received: received(field(field(message, "items"), "data")) };
  const id = field(message, "_id");
  if (nonEmpty(id)) sale.messageId = id;
  const systemData = field(message, "systemData");
  const buyer = field(systemData, "buyerNickname");
  if (nonEmpty(buyer)) sale.buyer = buyer;
  const soldItem = field(systemData, "soldItem");
  const itemCount = field(systemData, "itemCount");
  if (nonEmpty(soldItem)) sale.sold = isCount(itemCount) ? { templateId: soldItem, count: itemCount } : { templateId: soldItem };
  const roubles = sale.received.find((item) => item.templateId === ROUBLES);
  if (roubles) sale.roubles = roubles.count;
  return sale;
}

/** `items.data`: a stack without `upd.StackObjectsCount` is one item; an entry with a broken template or count is left out. */
function received(data: unknown): ItemCount[] {
  if (!Array.isArray(data)) return [];
  const counts = new Map<string, number>();
  for (const item of data) {
    const templateId = field(item, "_tpl");
    const upd = field(item, "upd");
    const stack = field(upd, "StackObjectsCount");
    const count = stack === undefined ? 1 : stack;
    if (!nonEmpty(templateId) || !isCount(count)) continue;
    counts.set(templateId, (counts.get(templateId) ?? 0) + count);
  }
  return [...counts].map(([templateId, count]) => ({ templateId, count }));
}

/** Where the tracker is: at the menu or not knowing (idle), queueing, loading a matched raid, in it, after it. */
export type RaidPhase = "idle" | "matching" | "loading" | "raid" | "ended";

/** The tracker's state: plain data, so it can be stored, compared and logged. */
export interface RaidTrackerState {
  phase: RaidPhase;
  /** Map and raid id of the current raid, from scene preset and NetworkGameCreate lines; cleared when it ends. */
  map?: string;
  variant?: "night";
  raidId?: string;
  /** The last mode a line told; kept across raids. */
  mode?: GameMode;
}

export const INITIAL_RAID_TRACKER_STATE: RaidTrackerState = { phase: "idle" };

/**
 * One entry into the raid tracker: the next state and the events to report, with what the state
 * knows of the raid added. Pure: the state passed in is not changed.
 *
 * - A scene preset or NetworkGameCreate line sets the map (and raid id) the next events carry.
 * - A raid ends once: the first of its ExitStatus line, its UserMatchOver, or the menu after
 *   GameStarted is reported; the others are dropped. A menu line outside a raid reports nothing, and
 *   a raid loaded but never started (left before GameStarted) ends silently.
 * - An ExitStatus or UserMatchOver line with no raid known (the pilot started mid-raid) is reported.
 */
export function trackRaid(state: RaidTrackerState, entry: GameLogEntry): { state: RaidTrackerState; events: RaidEvent[] } {
  let next: RaidTrackerState = { ...state };
  const mode = gameModeFromEntry(entry);
  if (mode) next.mode = mode;
  const change = mapChangeFromEntry(entry);
  if (change) {
    next.map = change.map;
    if (change.variant) next.variant = change.variant;
    else delete next.variant;
    if (change.shortId) next.raidId = change.shortId;
  }

  const event = raidEventFromEntry(entry);
  if (!event) return { state: next, events: [] };

  switch (event.type) {
    case "fleaSale":
      return { state: next, events: [next.mode ? { ...event, mode: next.mode } : event] };
    case "menu": {
      const events: RaidEvent[] = next.phase === "raid" ? [{ type: "raidEnded", via: "menu", ...context(next) }] : [];
      return { state: cleared(next, "idle"), events };
    }
    case "queueStarted":
      // A raid still open here ended without a line saying so: its map and id are not this queue's.
      if (next.phase === "raid" || next.phase === "ended") next = cleared(next, "matching");
      next.phase = "matching";
      return { state: next, events: [{ ...event, ...context(next) }] };
    case "matchingCompleted":
      next.phase = "loading";
      return { state: next, events: [{ ...context(next), ...event }] };
    case "queueCancelled":
      return { state: cleared(next, "idle"), events: [{ ...event, ...context(next) }] };
    case "raidStarting":
      next.phase = "loading";
      return { state: next, events: [{ ...event, ...context(next) }] };
    case "raidStarted":
      next.phase = "raid";
      return { state: next, events: [{ ...event, ...context(next) }] };
    case "raidEnded": {
      if (next.phase === "ended") return { state: next, events: [] };
      // UserMatchOver names its own map and raid; the state fills in what it leaves out.
      const ended: RaidEvent = { ...event, ...context(next) };
      if (event.map) {
        ended.map = event.map;
        if (event.variant) ended.variant = event.variant;
        else delete ended.variant;
      }
      if (event.raidId) ended.raidId = event.raidId;
      return { state: cleared(next, "ended"), events: [ended] };
    }
  }
}

/** `trackRaid` with its state kept: feed it the entries of every log file in time order. */
export class RaidTracker {
  state: RaidTrackerState;

  constructor(state: RaidTrackerState = INITIAL_RAID_TRACKER_STATE) {
    this.state = state;
  }

  push(entry: GameLogEntry): RaidEvent[] {
    const { state, events } = trackRaid(this.state, entry);
    this.state = state;
    return events;
  }
}

/** What the state knows of the raid, as an event's fields. */
function context(state: RaidTrackerState): RaidContext {
  const known: RaidContext = {};
  if (state.map) known.map = state.map;
  if (state.variant) known.variant = state.variant;
  if (state.raidId) known.raidId = state.raidId;
  if (state.mode) known.mode = state.mode;
  return known;
}

/** A state in `phase` that has forgotten the raid, not the mode. */
function cleared(state: RaidTrackerState, phase: RaidPhase): RaidTrackerState {
  return state.mode ? { phase, mode: state.mode } : { phase };
}

function secondsAfterReal(message: string): number | undefined {
  const raw = REAL_SECONDS.exec(message)?.[1];
  if (raw === undefined) return undefined;
  const seconds = Number(raw.replace(",", "."));
  return Number.isFinite(seconds) ? seconds : undefined;
}

function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value > 0;
}

function nonEmpty(value: unknown): value is string {
  return typeof value === "string" && value.trim() !== "";
}

function field(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
}
