import { type GameMode, isLocale, type Locale, PVE_LINK_PARAM, PVE_LINK_TOKEN_PATTERN } from "@raidkit/game";

/**
 * The scrolling prices widget is configured by its address alone (an OBS browser source has no
 * cookies): which items (page slugs or ids) or one tag, the game mode, the scroll speed, the
 * colours, the language and whether short names are shown. Anything malformed falls back to its
 * default, so a widget never breaks on air. A PVE widget made by a Pro user carries their PVE token
 * (`t`, decision 038): PVE prices are Pro data, and the server checks the token on every read.
 */
export interface ScrollTextOptions {
  items: string[];
  tag: string | null;
  mode: GameMode;
  /** Pixels per second. */
  speed: number;
  /** #rrggbb colours of the text, a rise and a fall; the background is "transparent" or #rrggbb. */
  color: string;
  up: string;
  down: string;
  bg: string;
  locale: Locale;
  short: boolean;
  limit: number;
  /** The maker's PVE token (PVE widgets only). */
  token: string | null;
}

export const SCROLL_DEFAULTS: ScrollTextOptions = {
  items: [],
  tag: null,
  mode: "pvp",
  speed: 60,
  color: "#ffffff",
  up: "#6cc070",
  down: "#e0675c",
  bg: "transparent",
  locale: "en",
  short: false,
  limit: 20,
  token: null,
};

export const SPEED_RANGE = { min: 10, max: 400 } as const;

const hex = (v: string | null) => (v && /^[0-9a-f]{6}$/i.test(v.replace(/^#/, "")) ? `#${v.replace(/^#/, "").toLowerCase()}` : null);
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

export function parseScrollText(params: URLSearchParams): ScrollTextOptions {
  const items = (params.get("items") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => /^[A-Za-z0-9_.-]+$/.test(s))
    .slice(0, 40);
  const speed = Number(params.get("speed"));
  const limit = Number(params.get("limit"));
  const locale = params.get("l");
  const mode = params.get("mode") === "pve" ? "pve" : "pvp";
  const token = params.get(PVE_LINK_PARAM);
  return {
    items,
    tag: items.length === 0 && params.get("tag") ? (params.get("tag") as string) : null,
    mode,
    speed: Number.isFinite(speed) && speed > 0 ? clamp(Math.round(speed), SPEED_RANGE.min, SPEED_RANGE.max) : SCROLL_DEFAULTS.speed,
    color: hex(params.get("color")) ?? SCROLL_DEFAULTS.color,
    up: hex(params.get("up")) ?? SCROLL_DEFAULTS.up,
    down: hex(params.get("down")) ?? SCROLL_DEFAULTS.down,
    bg: hex(params.get("bg")) ?? "transparent",
    locale: isLocale(locale) ? locale : SCROLL_DEFAULTS.locale,
    short: params.get("short") === "1",
    limit: Number.isInteger(limit) && limit > 0 ? clamp(limit, 1, 40) : SCROLL_DEFAULTS.limit,
    token: mode === "pve" && token && PVE_LINK_TOKEN_PATTERN.test(token) ? token : null,
  };
}

/** The widget's address for these options (only what differs from the defaults). */
export function scrollTextPath(o: ScrollTextOptions): string {
  const p = new URLSearchParams();
  if (o.items.length > 0) p.set("items", o.items.join(","));
  else if (o.tag) p.set("tag", o.tag);
  if (o.mode !== "pvp") p.set("mode", o.mode);
  if (o.speed !== SCROLL_DEFAULTS.speed) p.set("speed", String(o.speed));
  for (const key of ["color", "up", "down"] as const) if (o[key] !== SCROLL_DEFAULTS[key]) p.set(key, o[key].slice(1));
  if (o.bg !== "transparent") p.set("bg", o.bg.slice(1));
  if (o.locale !== "en") p.set("l", o.locale);
  if (o.short) p.set("short", "1");
  if (o.limit !== SCROLL_DEFAULTS.limit) p.set("limit", String(o.limit));
  if (o.mode === "pve" && o.token) p.set(PVE_LINK_PARAM, o.token);
  // Commas stay readable in the address (they need no escaping in a query).
  const query = p.toString().replace(/%2C/g, ",");
  return `/widgets/scroll-text${query ? `?${query}` : ""}`;
}

/** The item slug of a pasted site address (`…/item/<slug>`), or the text itself. */
export function itemKeyOf(text: string): string {
  const match = text.trim().match(/\/item\/([A-Za-z0-9_.-]+)/);
  return match?.[1] ?? text.trim();
}
