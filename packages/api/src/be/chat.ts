import {
  chatMessageParams,
  chatMessagesQuery,
  chatMessagesReply,
  chatMuteRequest,
  chatMutesReply,
  chatMuteView,
  chatSendRefused,
  chatSendReply,
  chatSendRequest,
  chatUserParams,
} from "../chatContracts.ts";
import { okReply } from "../contracts.ts";
import { at } from "./addresses.ts";
import { body, declare, errors, json } from "./declare.ts";

/** The site chat under /api/be/chat (issue 18, item 1). New messages arrive on the socket (CHAT_SOCKET_PATH). */

export const chatMessages = declare("visitor", {
  ...at("chatMessages"),
  request: { query: chatMessagesQuery },
  responses: {
    200: json(chatMessagesReply, "Messages, oldest first: the last 50, older ones with ?before=<id>, missed ones with ?after=<id>."),
    ...errors(400),
  },
});

/**
 * Pro users only (spec §6); a muted user gets 403 with the mute's end (`mutedUntil`). Limited per user by the chat's
 * own limit (20 a minute) and per address by the write limit, both taken in the handler once the
 * message is known to be one (a refused or malformed one spends no point). A send with the
 * `clientId` of a message the user stored already is a retry (issue 30, finding 5): 200 with that
 * message, nothing stored, sent or limited again; 409 when that id came with another text, 404 when
 * an admin has deleted that message since.
 */
export const chatSend = declare("pro", {
  ...at("chatSend"),
  request: body(chatSendRequest),
  responses: {
    200: json(chatSendReply, "A retry (the same clientId): the message stored the first time, not stored or sent again."),
    201: json(chatSendReply, "Stored and sent to every open chat."),
    403: json(chatSendRefused, "Pro status required, the request came from another site, or the user is muted (`mutedUntil`: the mute's end, null forever)."),
    ...errors(400, 401, 404, 409, 413, 415, 429),
  },
});

export const chatDelete = declare("admin", {
  ...at("chatDelete"),
  request: { params: chatMessageParams },
  responses: { 200: json(okReply, "Deleted for every open chat (recorded in the audit log)."), ...errors(400, 403, 404) },
});

export const chatMute = declare(
  "admin",
  {
    ...at("chatMute"),
    request: body(chatMuteRequest),
    responses: { 200: json(chatMuteView, "The message's author is muted (recorded in the audit log)."), ...errors(400, 403, 404, 413, 415) },
  },
  "write",
);

export const chatMutes = declare("admin", {
  ...at("chatMutes"),
  responses: { 200: json(chatMutesReply, "The mutes in force, newest first."), ...errors(404) },
});

export const chatUnmute = declare("admin", {
  ...at("chatUnmute"),
  request: { params: chatUserParams },
  responses: { 200: json(okReply, "The mute is ended (recorded in the audit log)."), ...errors(400, 403, 404) },
});

export const CHAT_ROUTES = [chatMessages, chatSend, chatDelete, chatMute, chatMutes, chatUnmute] as const;
