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
