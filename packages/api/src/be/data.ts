import {
  adminPriceReply,
  adminPriceRequest,
  cacheQuery,
  cacheReply,
  calculatorDataParams,
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
  versionReply,
  weatherReply,
  websiteAlertReply,
} from "../contracts.ts";
import { apiKeyCreateReply, apiKeyCreateRequest, apiKeyParams, apiKeysReply } from "../devContracts.ts";
import { at } from "./addresses.ts";
import { body, declare, errors, json } from "./declare.ts";

/** The data calls under /api/be (items, tags, the cache payload, page data, history) and the key panel's. */
export const itemByUrl = declare("visitor", {
  ...at("itemByUrl"),
  request: body(itemByUrlRequest),
  responses: { 200: json(itemReply, "The item of a page address."), ...errors(400, 403, 404, 413, 415) },
});

export const tagByUrl = declare("visitor", {
  ...at("tagByUrl"),
  request: body(tagByUrlRequest),
  responses: { 200: json(tagReply, "The tag of a page address."), ...errors(400, 403, 404, 413, 415) },
});

export const cache = declare(
  "visitor",
  {
    ...at("cache"),
    request: { query: cacheQuery },
    responses: { 200: json(cacheReply, "Items and quests as columns, or only their hashes when the caller's are current."), ...errors(400, 403) },
  },
  undefined,
  "session",
);

export const progressData = declare(
  "visitor",
  {
    ...at("progressData"),
    request: { params: progressDataParams },
    responses: { 200: { description: "A progress page's data (ProgressData of pages.ts), immutable at its current hash." }, ...errors(400, 403) },
  },
  undefined,
  "session",
);

export const calculatorData = declare(
  "visitor",
  {
    ...at("calculatorData"),
    request: { params: calculatorDataParams },
    responses: { 200: { description: "A calculator page's data (CalculatorData of pages.ts), immutable at its current hash." }, ...errors(400, 403) },
  },
  undefined,
  "session",
);

export const itemHistory = declare(
  "visitor",
  {
    ...at("itemHistory"),
    request: { params: historyParams, query: historyQuery },
    responses: { 200: json(historyReply, "The price history of a range (7d for everyone, longer for Pro)."), ...errors(400, 403, 404) },
  },
  undefined,
  "session",
);

export const objectiveItems = declare("visitor", {
  ...at("objectiveItems"),
  request: { params: objectiveItemsParams },
  responses: { 200: json(objectiveItemsReply, "The items one quest objective accepts."), ...errors(400, 404) },
});

export const adminPrice = declare("admin", {
  ...at("adminPrice"),
  request: body(adminPriceRequest),
  responses: { 200: json(adminPriceReply, "The manual price was recorded."), ...errors(400, 403, 404, 413, 415) },
});

export const websiteAlert = declare("visitor", {
  ...at("websiteAlert"),
  responses: { 200: json(websiteAlertReply, "The site's alert (empty text when none).") },
});

export const weather = declare("visitor", {
  ...at("weather"),
  responses: { 200: json(weatherReply, "The raid weather.") },
});

/** Spec §4 "Version and reload": pages poll it to notice a new deploy. */
export const version = declare("visitor", {
  ...at("version"),
  responses: { 200: json(versionReply, "The web build served now.") },
});

export const apiKeys = declare("login", {
  ...at("apiKeys"),
  responses: { 200: json(apiKeysReply, "The user's API keys with their calls per day."), ...errors(401) },
});

export const apiKeyCreate = declare(
  "pro",
  {
    ...at("apiKeyCreate"),
    request: body(apiKeyCreateRequest),
    responses: { 201: json(apiKeyCreateReply, "The key, shown only now."), ...errors(400, 401, 403, 409, 413, 415, 429) },
  },
  "write",
);

export const apiKeyDelete = declare(
  "login",
  {
    ...at("apiKeyDelete"),
    request: { params: apiKeyParams },
    responses: { 200: json(okReply, "Revoked."), ...errors(400, 401, 403, 404, 429) },
  },
  "write",
);

/** The data calls, for BE_ROUTES. */
export const DATA_ROUTES = [
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
  version,
  apiKeys,
  apiKeyCreate,
  apiKeyDelete,
] as const;
