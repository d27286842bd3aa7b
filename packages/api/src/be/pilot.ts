import { okReply } from "../contracts.ts";
import { pilotDownloadsReply, pilotEventsReply, pilotEventsRequest, pilotKeyCreateReply, pilotKeyParams, pilotKeysReply } from "../pilotContracts.ts";
import { at } from "./addresses.ts";
import { body, declare, errors, json } from "./declare.ts";

/** The pilot relay under /api/be/pilot (docs/decisions/015): keys made by Pro users, events posted with one. */

export const pilotKeys = declare("pro", {
  ...at("pilotKeys"),
  responses: { 200: json(pilotKeysReply, "The user's relay keys."), ...errors(401, 403) },
});

export const pilotKeyCreate = declare(
  "pro",
  {
    ...at("pilotKeyCreate"),
    responses: { 201: json(pilotKeyCreateReply, "The key, shown only now."), ...errors(401, 403, 429) },
  },
  "write",
);

export const pilotKeyDelete = declare("login", {
  ...at("pilotKeyDelete"),
  request: { params: pilotKeyParams },
  responses: { 200: json(okReply, "Revoked."), ...errors(400, 401, 403, 404) },
});

/** Posted by the pilot with `Authorization: Bearer <key>`, no session: the key is the gate. */
export const pilotEvents = declare("visitor", {
  ...at("pilotEvents"),
  request: body(pilotEventsRequest),
  responses: { 202: json(pilotEventsReply, "Passed to the user's pages."), ...errors(400, 401, 403, 413, 415, 429) },
});

/** The pilot's executables this server offers (`npm run pilot:build`, PILOT_DOWNLOADS_DIR); none when not built here. */
export const pilotDownloads = declare("visitor", {
  ...at("pilotDownloads"),
  responses: {
    200: json(
      pilotDownloadsReply,
      "The executables, each at /downloads/pilot/<file> (an empty list when none is built), and whether a build is under way or failed (why: for admins).",
    ),
  },
});

export const PILOT_ROUTES = [pilotKeys, pilotKeyCreate, pilotKeyDelete, pilotEvents, pilotDownloads] as const;
