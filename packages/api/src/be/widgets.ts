import { pveLinkReply, streamerChallenge, streamerChallengeReply, widgetPricesQuery, widgetPricesReply } from "../widgetContracts.ts";
import { at } from "./addresses.ts";
import { body, declare, errors, json } from "./declare.ts";

/** Streamer tools (issue 18 item 3): what the widgets read, and the challenge an admin sets. */
export const widgetPrices = declare(
  "visitor",
  {
    ...at("widgetPrices"),
    request: { query: widgetPricesQuery },
    responses: { 200: json(widgetPricesReply, "The widget's items with their list prices and 24 h changes."), ...errors(400, 403, 404) },
  },
  undefined,
  "link",
);

/**
 * The token a Pro user's widget addresses and chat-bot commands carry to read PVE prices (decision
 * 038): the same for every call while the account exists; it reads PVE only while the account is Pro.
 */
export const pveLink = declare("pro", {
  ...at("pveLink"),
  responses: { 200: json(pveLinkReply, "The token and the query parameter that carries it."), ...errors(401, 403) },
});

export const streamerChallengeRead = declare("visitor", {
  ...at("streamerChallengeRead"),
  responses: { 200: json(streamerChallengeReply, "The streamer challenge, standings best first."), ...errors(404) },
});

export const streamerChallengeUpdate = declare(
  "admin",
  {
    ...at("streamerChallengeUpdate"),
    request: body(streamerChallenge),
    responses: { 200: json(streamerChallengeReply, "The challenge after the change (recorded in the audit log)."), ...errors(400, 403, 404, 413, 415) },
  },
  "write",
);

export const WIDGET_ROUTES = [widgetPrices, pveLink, streamerChallengeRead, streamerChallengeUpdate] as const;
