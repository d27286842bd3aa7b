import { isConnectionError } from "@raidkit/db";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { Logger } from "../logger.ts";
import { errorResponse } from "./validation.ts";

/**
 * The reply to an error no handler expected. A lost database connection (a restart, a failover: the
 * pool logs it once and reconnects, resilientPool.ts) is 503 with Retry-After, in the caller's
 * language: nothing is wrong with the request, and the proxy passes a GET on to another instance.
 * Anything else is logged with its stack and answered 500. A refusal (validation.ts refuse: a gate,
 * a check, a limit) is no error: its reply is sent as it is.
 */
export function unexpectedError(c: Context, err: Error, log: Logger, what: string): Response {
  if (err instanceof HTTPException && err.res) return err.getResponse();
  if (isConnectionError(err)) {
    c.header("retry-after", "1");
    return errorResponse(c, 503, "serviceUnavailable");
  }
  log.error({ err: err.message, stack: err.stack, path: c.req.path }, what);
  return errorResponse(c, 500, "serverError");
}
