import { PILOT_RELAY_MAX_EVENTS } from "@raidkit/game";
import { z } from "zod";

/**
 * The pilot relay (issue 7, docs/decisions/015): the pilot posts its events with a long key when
 * the page cannot reach it on the player's machine; the page hears them on the site's socket.
 */

/** A relay key: 32 characters of the pairing alphabet (no 0/O, 1/I/L, U), grouped or not. */
export const PILOT_KEY_LENGTH = 32;

/** POST /api/be/pilot/events: up to PILOT_RELAY_MAX_EVENTS (50) events as the pilot sends them on its local socket. */
export const pilotEventsRequest = z
  .object({
    events: z.array(z.record(z.string(), z.unknown())).min(1).max(PILOT_RELAY_MAX_EVENTS),
  })
  .strict();

/** DELETE /api/be/pilot/keys/{id}. */
export const pilotKeyParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{8,32}$/, "is not a key id") });

export const pilotKeyView = z.object({ id: z.string(), createdAt: z.number(), lastUsedAt: z.number().nullable() });
/** POST /api/be/pilot/keys: the key is shown only now (only its hash is stored). */
export const pilotKeyCreateReply = pilotKeyView.extend({ key: z.string() });
export const pilotKeysReply = z.object({ keys: z.array(pilotKeyView) });
export const pilotEventsReply = z.object({ accepted: z.number() });

export type PilotKeyView = z.infer<typeof pilotKeyView>;
export type PilotKeyCreateReply = z.infer<typeof pilotKeyCreateReply>;
export type PilotKeysReply = z.infer<typeof pilotKeysReply>;
export type PilotEventsReply = z.infer<typeof pilotEventsReply>;

/** The pilot's executables (`npm run pilot:build`, apps/pilot/scripts/build.ts; docs/decisions/030). */
export const pilotPlatform = z.enum(["linux-x64", "win-x64"]);
/** A file name the build writes: letters, digits, dot, dash, underscore; no path. */
const pilotFileName = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, "is not a file name");
const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, "is not a SHA-256 in hex");

/** One executable in manifest.json beside the executables. */
export const pilotManifestFile = z.object({
  file: pilotFileName,
  platform: pilotPlatform,
  size: z.number().int().nonnegative(),
  sha256: sha256Hex,
  /** The pilot's version (apps/pilot/package.json). */
  version: z.string(),
  nodeVersion: z.string(),
  /** When it was built (ISO 8601). */
  builtAt: z.string(),
  /** The sites it allows without --origin (`pilot:build -- --origin`); older manifests have none. */
  origins: z.array(z.string()).default([]),
});
/** manifest.json of the build's folder (PILOT_DOWNLOADS_DIR on the server): only the files it lists are served. */
export const pilotManifest = z.object({ files: z.array(pilotManifestFile) });

/** GET /api/be/pilot/downloads: the executables this server offers (none when they are not built here). */
export const pilotDownload = pilotManifestFile.pick({ file: true, platform: true, size: true, sha256: true, version: true, origins: true }).extend({
  /** Where to download it: /downloads/pilot/<file>. */
  url: z.string(),
});
/**
 * Whether the server is building the executables (docs/decisions/059): `building` while a build holds
 * the folder's lock, `failed` when the last one failed (`reason` only for admins), else `none`.
 */
export const pilotBuildStatus = z.object({
  state: z.enum(["none", "building", "failed"]),
  reason: z.string().optional(),
});
export const pilotDownloadsReply = z.object({ downloads: z.array(pilotDownload), build: pilotBuildStatus });

export type PilotPlatform = z.infer<typeof pilotPlatform>;
export type PilotManifestFile = z.infer<typeof pilotManifestFile>;
export type PilotManifest = z.infer<typeof pilotManifest>;
export type PilotDownload = z.infer<typeof pilotDownload>;
export type PilotDownloadsReply = z.infer<typeof pilotDownloadsReply>;
export type PilotBuildStatus = z.infer<typeof pilotBuildStatus>;
