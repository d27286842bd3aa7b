import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import type { z } from "zod";
import {
  adminPriceReply,
  adminPriceRequest,
  cacheQuery,
  cacheReply,
  calculatorDataParams,
  errorReply,
  historyParams,
  historyQuery,
  historyReply,
  itemByUrlRequest,
  itemReply,
  objectiveItemsParams,
  objectiveItemsReply,
  okReply,
  progressDataParams,
  tagByUrlRequest,
  tagReply,
  weatherReply,
  websiteAlertReply,
} from "../contracts.ts";
import { apiKeyCreateReply, apiKeyCreateRequest, apiKeyParams, apiKeysReply } from "../devContracts.ts";

/**
 * The site's own calls under /api/be, declared once (issue 15, item 1; docs/decisions/026): path,
 * method, input, every reply with its status and schema, the gate and the rate limit. The server
 * registers these (http/declared.ts puts gates, limits, JSON checks and localised validation in
 * front); the contract tests parse every reply with them; the browser client takes its reply types
 * and checks its paths against them, at the type level only (no zod in the browser).
 *
 * `x-gate`: "visitor" (anyone), "login" (401 without a session), "pro" (403 "Pro status required"),
 * "proEdit" (403 "Need Pro status to edit"), "admin" (404 for everyone else).
 * `x-limit`: "write" takes a point per user and per address (the state-changing calls' limits).
 */
export type Gate = "visitor" | "login" | "pro" | "proEdit" | "admin";
export type Limit = "write";

const json = <T extends z.ZodType>(schema: T, description: string) => ({ content: { "application/json": { schema } }, description });
const ERRORS = {
  400: json(errorReply, "Bad input: the issues say which field and why."),
  401: json(errorReply, "Not logged in."),
  403: json(errorReply, "Pro status required (or the request came from another site)."),
  404: json(errorReply, "Not found."),
  409: json(errorReply, "Conflicts with what exists."),
  413: json(errorReply, "Request too large."),
  415: json(errorReply, "The body is not JSON."),
  429: json(errorReply, "Too many calls: wait the seconds of Retry-After."),
};
const errors = <S extends keyof typeof ERRORS>(...statuses: S[]) => Object.fromEntries(statuses.map((s) => [String(s), ERRORS[s]])) as Pick<typeof ERRORS, S>;
const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { "application/json": { schema } }, required: true } });

function declare<P extends string, R extends RouteConfig & { path: P }>(gate: Gate, route: R, limit?: Limit) {
  return createRoute({ ...route, "x-gate": gate, ...(limit ? { "x-limit": limit } : {}) } as R & { "x-gate": Gate; "x-limit"?: Limit });
}

export const itemByUrl = declare("visitor", {
  method: "post",
  path: "/item/by-url",
  operationId: "itemByUrl",
  request: body(itemByUrlRequest),
  responses: { 200: json(itemReply, "The item of a page address."), ...errors(400, 403, 404, 413, 415) },
});

export const tagByUrl = declare("visitor", {
  method: "post",
  path: "/tag/by-url",
  operationId: "tagByUrl",
  request: body(tagByUrlRequest),
  responses: { 200: json(tagReply, "The tag of a page address."), ...errors(400, 403, 404, 413, 415) },
});

export const cache = declare("visitor", {
  method: "get",
  path: "/cache",
  operationId: "cache",
  request: { query: cacheQuery },
  responses: { 200: json(cacheReply, "Items and quests as columns, or only their hashes when the caller's are current."), ...errors(400) },
});

export const progressData = declare("visitor", {
  method: "get",
  path: "/progression/data/{locale}/{mode}/{part}/{hash}",
  operationId: "progressData",
  request: { params: progressDataParams },
  responses: { 200: { description: "A progress page's data (ProgressData of pages.ts), immutable at its current hash." }, ...errors(400, 403) },
});

export const calculatorData = declare("visitor", {
  method: "get",
  path: "/calculators/data/{locale}/{mode}/{page}/{hash}",
  operationId: "calculatorData",
  request: { params: calculatorDataParams },
  responses: { 200: { description: "A calculator page's data (CalculatorData of pages.ts), immutable at its current hash." }, ...errors(400, 403) },
});

export const itemHistory = declare("visitor", {
  method: "get",
  path: "/items/{uid}/history",
  operationId: "itemHistory",
  request: { params: historyParams, query: historyQuery },
  responses: { 200: json(historyReply, "The price history of a range (7d for everyone, longer for Pro)."), ...errors(400, 403, 404) },
});

export const objectiveItems = declare("visitor", {
  method: "get",
  path: "/quests/{uid}/objectives/{index}/items",
  operationId: "objectiveItems",
  request: { params: objectiveItemsParams },
  responses: { 200: json(objectiveItemsReply, "The items one quest objective accepts."), ...errors(400, 404) },
});

export const adminPrice = declare("admin", {
  method: "post",
  path: "/admin/prices",
  operationId: "adminPrice",
  request: body(adminPriceRequest),
  responses: { 200: json(adminPriceReply, "The manual price was recorded."), ...errors(400, 403, 404, 413, 415) },
});

export const websiteAlert = declare("visitor", {
  method: "get",
  path: "/website-alert",
  operationId: "websiteAlert",
  responses: { 200: json(websiteAlertReply, "The site's alert (empty text when none).") },
});

export const weather = declare("visitor", {
  method: "get",
  path: "/weather",
  operationId: "weather",
  responses: { 200: json(weatherReply, "The raid weather.") },
});

export const apiKeys = declare("login", {
  method: "get",
  path: "/dev/keys",
  operationId: "apiKeys",
  responses: { 200: json(apiKeysReply, "The user's API keys with their calls per day."), ...errors(401) },
});

export const apiKeyCreate = declare(
  "pro",
  {
    method: "post",
    path: "/dev/keys",
    operationId: "apiKeyCreate",
    request: body(apiKeyCreateRequest),
    responses: { 201: json(apiKeyCreateReply, "The key, shown only now."), ...errors(400, 401, 403, 409, 413, 415, 429) },
  },
  "write",
);

export const apiKeyDelete = declare(
  "login",
  {
    method: "delete",
    path: "/dev/keys/{id}",
    operationId: "apiKeyDelete",
    request: { params: apiKeyParams },
    responses: { 200: json(okReply, "Revoked."), ...errors(400, 401, 403, 404, 429) },
  },
  "write",
);

/** Every declared /api/be call, for the server and the contract tests. */
export const BE_ROUTES = [
  itemByUrl,
  tagByUrl,
  cache,
  progressData,
  calculatorData,
  itemHistory,
  objectiveItems,
  adminPrice,
  websiteAlert,
  weather,
  apiKeys,
  apiKeyCreate,
  apiKeyDelete,
] as const;

/** The JSON reply of a declared call for a status (the client's types). */
export type ReplyOf<R, S extends number = 200> = R extends { responses: Record<S, { content: { "application/json": { schema: infer T extends z.ZodType } } }> }
  ? z.infer<T>
  : never;
