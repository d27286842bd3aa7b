import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import type { z } from "zod";
import { errorReply } from "../contracts.ts";

/**
 * How the site's own calls under /api/be are declared (issue 15, item 1; docs/decisions/026): path,
 * method, input, every reply with its status and schema, the gate and the rate limit. The server
 * registers these (http/declared.ts puts gates, the body's checks and limits in front); the contract
 * tests parse every reply with them; the browser client takes its reply types and checks its paths
 * against them, at the type level only (no zod in the browser).
 *
 * `x-gate`: "visitor" (anyone), "login" (401 without a session), "pro" (403 "Pro status required"),
 * "proEdit" (403 "Need Pro status to edit"), "admin" (404 for everyone else).
 * `x-limit`: "write" takes a point per user and per address (the state-changing calls' limits).
 * `x-pve`: the call's `mode` (path or query) may be "pve" only for who may read PVE figures (spec §4,
 * decision 038): "session" a Pro session; "link" also a Pro account's widget link (its `t` token).
 * Anyone else gets 403 "Pro status required".
 */
export type Gate = "visitor" | "login" | "pro" | "proEdit" | "admin";
export type Limit = "write";
export type PveGate = "session" | "link";

export const json = <T extends z.ZodType>(schema: T, description: string) => ({ content: { "application/json": { schema } }, description });
const ERRORS = {
  302: { description: "Redirected." },
  400: json(errorReply, "Bad input: the issues say which field and why."),
  401: json(errorReply, "Not logged in."),
  403: json(errorReply, "Pro status required (or the request came from another site)."),
  404: json(errorReply, "Not found."),
  409: json(errorReply, "Conflicts with what exists."),
  413: json(errorReply, "Request too large."),
  415: json(errorReply, "The body is not JSON."),
  429: json(errorReply, "Too many calls: wait the seconds of Retry-After."),
  502: json(errorReply, "The e-mail could not be sent."),
};
export const errors = <S extends keyof typeof ERRORS>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((s) => [String(s), ERRORS[s]])) as Pick<typeof ERRORS, S>;
export const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { "application/json": { schema } }, required: true } });

export function declare<P extends string, R extends RouteConfig & { path: P }>(gate: Gate, route: R, limit?: Limit, pve?: PveGate) {
  return createRoute({ ...route, "x-gate": gate, ...(limit ? { "x-limit": limit } : {}), ...(pve ? { "x-pve": pve } : {}) } as R & {
    "x-gate": Gate;
    "x-limit"?: Limit;
    "x-pve"?: PveGate;
  });
}

/** The JSON reply of a declared call for a status (the client's types). */
export type ReplyOf<R, S extends number = 200> = R extends { responses: Record<S, { content: { "application/json": { schema: infer T extends z.ZodType } } }> }
  ? z.infer<T>
  : never;
