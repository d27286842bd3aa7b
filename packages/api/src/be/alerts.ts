import { alertListReply, alertRemoveRequest, alertSetRequest, traderRestocksReply } from "../alertContracts.ts";
import { at } from "./addresses.ts";
import { body, declare, errors, json } from "./declare.ts";

/** Trader restocks and price alerts (issue 32 item 6, docs/decisions/065). */

const writeErrors = errors(400, 401, 403, 413, 415, 429);

export const traderRestocks = declare("visitor", {
  ...at("traderRestocks"),
  responses: { 200: json(traderRestocksReply, "Every trader with its next restock in each game mode (null: unknown).") },
});

export const alertList = declare("login", {
  ...at("alertList"),
  responses: { 200: json(alertListReply, "The player's price alerts, newest first, fired ones included."), ...errors(401) },
});

export const alertSet = declare(
  "pro",
  {
    ...at("alertSet"),
    request: body(alertSetRequest),
    responses: { 200: json(alertListReply, "The player's alerts with the new one."), ...writeErrors, ...errors(404, 409) },
  },
  "write",
);

export const alertRemove = declare(
  "login",
  {
    ...at("alertRemove"),
    request: body(alertRemoveRequest),
    responses: { 200: json(alertListReply, "The player's alerts after the change."), ...writeErrors, ...errors(404) },
  },
  "write",
);

export const ALERT_ROUTES = [traderRestocks, alertList, alertSet, alertRemove] as const;
