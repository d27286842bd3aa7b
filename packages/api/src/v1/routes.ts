import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import type { z } from "zod";
import {
  apiError,
  apiHistory,
  apiItem,
  apiProgress,
  apiProgressChange,
  barterList,
  craftList,
  hideoutList,
  historyQuery,
  itemList,
  itemParams,
  itemsQuery,
  langQuery,
  mapList,
  modeQuery,
  questList,
  sheetQuery,
  traderList,
} from "./schemas.ts";

/**
 * Every call of the public API, declared once (issue 15, docs/decisions/025): path, method, input,
 * reply per status and who may call it. The server registers these with @hono/zod-openapi (which
 * validates the input and writes the OpenAPI 3.1 document); the tests parse every reply with them.
 *
 * `x-access`: "public" calls take an optional key (without one: the free tier per address);
 * "pro" calls need the key of a Pro user.
 */
export type Access = "public" | "pro";

const json = <T extends z.ZodType>(schema: T, description: string) => ({ content: { "application/json": { schema } }, description });
const ERRORS = {
  400: json(apiError, "Bad input: the issues say which parameter and why."),
  401: json(apiError, "The key is not valid (revoked or mistyped), or the call needs one."),
  403: json(apiError, "The call needs the key of a Pro user (PVE, long history, progress)."),
  404: json(apiError, "Not found: no such item or tag."),
  415: json(apiError, "The body is not JSON."),
  429: json(apiError, "Too many calls: wait the seconds of Retry-After."),
};
/** The error replies a call can give: every call can meet a bad key (401) and the limit (429). */
const errors = <S extends keyof typeof ERRORS>(...statuses: S[]) =>
  Object.fromEntries(["401", "429", ...statuses.map(String)].map((s) => [s, ERRORS[Number(s) as keyof typeof ERRORS]])) as Pick<typeof ERRORS, S | 401 | 429>;
const notModified = { 304: { description: "Not modified: the ETag of If-None-Match is still current." } };

function declare<R extends RouteConfig>(access: Access, route: R) {
  return createRoute({
    ...route,
    security: access === "pro" ? [{ apiKey: [] }] : [{ apiKey: [] }, {}],
    "x-access": access,
  } as R & { "x-access": Access });
}

export const listItems = declare("public", {
  method: "get",
  path: "/items",
  operationId: "listItems",
  tags: ["Items"],
  summary: "Items with prices: all, by ids, by name search or by tag",
  request: { query: itemsQuery },
  responses: {
    200: json(itemList, "The items: by ids in the order asked, by search or tag by name, else in the catalogue's order."),
    ...notModified,
    ...errors(400, 403, 404),
  },
});

export const getItem = declare("public", {
  method: "get",
  path: "/items/{id}",
  operationId: "getItem",
  tags: ["Items"],
  summary: "One item with its prices",
  request: { params: itemParams, query: modeQuery },
  responses: { 200: json(apiItem, "The item."), ...notModified, ...errors(400, 403, 404) },
});

export const getItemHistory = declare("public", {
  method: "get",
  path: "/items/{id}/history",
  operationId: "getItemHistory",
  tags: ["Items"],
  summary: "Price history of one item",
  request: { params: itemParams, query: historyQuery },
  responses: { 200: json(apiHistory, "The history of the range."), ...notModified, ...errors(400, 403, 404) },
});

export const listTraders = declare("public", {
  method: "get",
  path: "/traders",
  operationId: "listTraders",
  tags: ["Game data"],
  summary: "Traders",
  request: { query: langQuery },
  responses: { 200: json(traderList, "Every trader."), ...notModified, ...errors(400) },
});

export const listCrafts = declare("public", {
  method: "get",
  path: "/crafts",
  operationId: "listCrafts",
  tags: ["Game data"],
  summary: "Hideout crafts",
  request: { query: modeQuery },
  responses: { 200: json(craftList, "Every craft of the mode."), ...notModified, ...errors(400, 403) },
});

export const listBarters = declare("public", {
  method: "get",
  path: "/barters",
  operationId: "listBarters",
  tags: ["Game data"],
  summary: "Trader barters",
  request: { query: modeQuery },
  responses: { 200: json(barterList, "Every barter of the mode."), ...notModified, ...errors(400, 403) },
});

export const listQuests = declare("public", {
  method: "get",
  path: "/quests",
  operationId: "listQuests",
  tags: ["Game data"],
  summary: "Quests with requirements, objectives and hand-overs",
  request: { query: modeQuery },
  responses: { 200: json(questList, "Every quest of the mode."), ...notModified, ...errors(400, 403) },
});

export const listHideout = declare("public", {
  method: "get",
  path: "/hideout",
  operationId: "listHideout",
  tags: ["Game data"],
  summary: "Hideout module levels and what building them takes",
  request: { query: modeQuery },
  responses: { 200: json(hideoutList, "Every module level of the mode."), ...notModified, ...errors(400, 403) },
});

export const listMaps = declare("public", {
  method: "get",
  path: "/maps",
  operationId: "listMaps",
  tags: ["Game data"],
  summary: "Maps",
  request: { query: langQuery },
  responses: { 200: json(mapList, "Every map with its page on this site."), ...notModified, ...errors(400) },
});

export const getProgress = declare("pro", {
  method: "get",
  path: "/me/progress",
  operationId: "getProgress",
  tags: ["Progress"],
  summary: "Your selected PMC's progress",
  responses: { 200: json(apiProgress, "The progress."), ...notModified, ...errors(403) },
});

export const changeProgress = declare("pro", {
  method: "patch",
  path: "/me/progress",
  operationId: "changeProgress",
  tags: ["Progress"],
  summary: "Mark quests, modules and found items",
  request: { body: { content: { "application/json": { schema: apiProgressChange } }, required: true } },
  responses: { 200: json(apiProgress, "The progress after the change."), ...errors(400, 403, 415) },
});

export const sheetPrices = declare("public", {
  method: "get",
  path: "/sheet/prices",
  operationId: "sheetPrices",
  tags: ["Spreadsheets"],
  summary: "Prices as CSV or TSV for a spreadsheet's IMPORTDATA (the key in the query)",
  request: { query: sheetQuery },
  responses: {
    200: { content: { "text/csv": { schema: { type: "string" } } }, description: "A header row, then one row per item." },
    ...errors(400, 403, 404),
  },
});

/** Every declared call, for the server and the contract tests. */
export const V1_ROUTES = [
  listItems,
  getItem,
  getItemHistory,
  listTraders,
  listCrafts,
  listBarters,
  listQuests,
  listHideout,
  listMaps,
  getProgress,
  changeProgress,
  sheetPrices,
] as const;
