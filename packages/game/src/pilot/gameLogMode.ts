/*
 * The game mode (the site's "pvp" or "pve") from a game log entry. Two sources:
 *
 *   declaration = "Session mode:" value        application (and output) log: `Session mode: Pve`
 *   backend url = ("https" | "wss") "://" host path
 *   host        = ("gw" | "wsn") "-" kind ["-" digits] ".escapefromtarkov." ("com" | "ru")
 *   kind        = "pve" | "pvp" | "pvp-season"
 *
 * Real logs declare `Regular` (every build), `Pve` and, from 1.1.0.0, `PvpSeason`
 * (tarkovtracker-org/TarkovTracker docs/eft-log-reference/EFT_LOG_EVENTS_REFERENCE.md, which also
 * lists the gw-pve*, gw-pvp*, gw-pvp-season* gateways and the wsn-* notification sockets, e.g.
 * `gw-pve-01`, `wsn-pvp-season-02`); the-hideout/TarkovMonitor's GameWatcher.cs reads the same
 * line and also takes `PVP`, `PVE` and `Seasonal`. Values are case-insensitive. The site has no
 * seasonal mode: a season is PvP. Anything else (Arena, `prod.` hosts shared by every mode, an
 * unknown value) gives null rather than a guess.
 *
 * The client asks the regular gateway which mode it is in (`/client/game/mode`) and fetches its
 * menu locale there before it switches, so those two paths on `gw-pvp` say nothing.
 */
import type { GameMode } from "../account.ts";
import type { GameLogEntry } from "./gameLog.ts";

const SESSION_MODE = /\bSession mode:\s*([A-Za-z][\w-]*)/i;

/** Declared values, lower case without `-` and `_`. */
const DECLARED_MODES: Readonly<Record<string, GameMode>> = {
  pve: "pve",
  regular: "pvp",
  pvp: "pvp",
  pvpseason: "pvp",
  seasonal: "pvp",
  season: "pvp",
};

const BACKEND_URL = /\b(?:https|wss):\/\/(?:gw|wsn)-(pve|pvp(?:-season)?)(?:-\d+)?\.escapefromtarkov\.(?:com|ru)(?![\w-]|\.[\w-])(\S*)/gi;
const SHARED_PATH = /^(?::\d+)?\/client\/(?:game\/mode|menu\/locale)\b/i;

/** The mode a `Session mode: …` declaration in the text names; null without one or for other values. */
export function gameModeFromDeclaration(text: string): GameMode | null {
  const value = SESSION_MODE.exec(text)?.[1];
  return value ? (DECLARED_MODES[value.toLowerCase().replace(/[-_]/g, "")] ?? null) : null;
}

/** The mode of the first backend or notification URL in the text that tells one. */
export function gameModeFromText(text: string): GameMode | null {
  for (const [, kind, path] of text.matchAll(BACKEND_URL)) {
    const gateway = kind!.toLowerCase();
    if (gateway === "pve") return "pve";
    if (gateway === "pvp" && SHARED_PATH.test(path!)) continue;
    return "pvp";
  }
  return null;
}

/** The game mode an entry tells: its `Session mode:` declaration, else its backend URL. */
export function gameModeFromEntry(entry: GameLogEntry): GameMode | null {
  return gameModeFromDeclaration(entry.message) ?? gameModeFromText(entry.message);
}
