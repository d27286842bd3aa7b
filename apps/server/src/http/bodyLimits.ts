import { errorText, UPLOAD_TEST_LIMIT } from "@raidkit/api";
import { beUrl } from "@raidkit/api/be";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requestInfo } from "./requestInfo.ts";
import { copyRequestState } from "./requestState.ts";

/*
 * Request body limits (issue 21, finding 2): every body of the API is limited before it is read,
 * by its Content-Length or, streamed without one, by counting while reading (hono's bodyLimit
 * stops at the first chunk past the limit). A body over its limit is answered 413 with the limit
 * said, in the caller's language, and nothing of it is kept.
 */

/** The limit of most calls: their JSON is a few fields (an e-mail, ids, a price). */
export const DEFAULT_BODY_LIMIT = 16 * 1024;

/**
 * Calls that take more, by path under /api/be:
 * - progression updates: up to 1,000 ids per list (the contract's cap) in several lists, and the
 *   items found; a whole import of the 524 quests is ~14 KB, the cap's worst case ~250 KB;
 * - the pilot's event batches: up to 50 events of at most 4 KB each (what a page socket takes);
 * - Patreon's webhook: a member document with its includes (a few KB in their samples);
 * - /admin/upload-test: an admin's file, to see what the way to the server lets through (admins
 *   only: the gate answers before the body is read).
 */
export const BODY_LIMITS: readonly { prefix: string; bytes: number }[] = [
  { prefix: beUrl("progressionUpdate"), bytes: 256 * 1024 },
  { prefix: beUrl("pilotEvents"), bytes: 50 * 4096 + 1024 },
  { prefix: beUrl("patreonWebhook"), bytes: 64 * 1024 },
  { prefix: beUrl("adminUploadTest"), bytes: UPLOAD_TEST_LIMIT },
];

/** The 413 reply: the code, the message in the caller's language and the limit in bytes. */
export function tooLarge(c: Context, limit: number): Response {
  const message = errorText("bodyTooLarge", requestInfo(c.req.raw).locale);
  return c.json({ code: "bodyTooLarge", error: `${message}: at most ${limit} bytes`, limit }, 413);
}

const limiters = new Map<number, MiddlewareHandler>();
function limiter(bytes: number): MiddlewareHandler {
  let handler = limiters.get(bytes);
  if (!handler) {
    handler = bodyLimit({ maxSize: bytes, onError: (c) => tooLarge(c, bytes) });
    limiters.set(bytes, handler);
  }
  return handler;
}

/** The body limit of the request's path. */
export function bodyLimitFor(path: string): number {
  return BODY_LIMITS.find((l) => path.startsWith(l.prefix))?.bytes ?? DEFAULT_BODY_LIMIT;
}

/**
 * Middleware: every request body of the API within its path's limit. A body read while counting
 * comes back as a new Request: what the server knew of the original (account, address) goes with it.
 */
export const limitBodies: MiddlewareHandler = (c, next) => {
  const original = c.req.raw;
  return limiter(bodyLimitFor(c.req.path))(c, async () => {
    if (c.req.raw !== original) copyRequestState(original, c.req.raw);
    await next();
  });
};
