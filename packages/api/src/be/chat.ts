import {
  chatMessageParams,
  chatMessagesQuery,
  chatMessagesReply,
  chatMuteRequest,
  chatMutesReply,
  chatMuteView,
  chatSendReply,
  chatSendRequest,
  chatUserParams,
} from "../chatContracts.ts";
import { okReply } from "../contracts.ts";
import { body, declare, errors, json } from "./declare.ts";

/** The site chat under /api/be/chat (issue 18, item 1). New messages arrive on the socket (CHAT_SOCKET_PATH). */

export const chatMessages = declare("visitor", {
  method: "get",
  path: "/chat/messages",
  operationId: "chatMessages",
  request: { query: chatMessagesQuery },
  responses: {
    200: json(chatMessagesReply, "Messages, oldest first: the last 50, older ones with ?before=<id>, missed ones with ?after=<id>."),
    ...errors(400),
  },
});

/**
 * Pro users only (spec §6); a muted user gets 403 with the mute's end. Limited per user by the chat's
 * own limit (20 a minute) and per address by the write limit, both taken in the handler once the
 * message is known to be one (a refused or malformed one spends no point). A send with the
 * `clientId` of a message the user stored already is a retry (issue 30, finding 5): 200 with that
 * message, nothing stored, sent or limited again; 409 when that id came with another text, 404 when
 * an admin has deleted that message since.
 */
export const chatSend = declare("pro", {
  method: "post",
  path: "/chat/messages",
  operationId: "chatSend",
  request: body(chatSendRequest),
  responses: {
    200: json(chatSendReply, "A retry (the same clientId): the message stored the first time, not stored or sent again."),
    201: json(chatSendReply, "Stored and sent to every open chat."),
    ...errors(400, 401, 403, 404, 409, 413, 415, 429),
  },
});

export const chatDelete = declare("admin", {
  method: "delete",
  path: "/chat/messages/{id}",
  operationId: "chatDelete",
  request: { params: chatMessageParams },
  responses: { 200: json(okReply, "Deleted for every open chat (recorded in the audit log)."), ...errors(400, 403, 404) },
});

export const chatMute = declare(
  "admin",
  {
    method: "post",
    path: "/chat/mute",
    operationId: "chatMute",
    request: body(chatMuteRequest),
    responses: { 200: json(chatMuteView, "The message's author is muted (recorded in the audit log)."), ...errors(400, 403, 404, 413, 415) },
  },
  "write",
);

export const chatMutes = declare("admin", {
  method: "get",
  path: "/chat/mutes",
  operationId: "chatMutes",
  responses: { 200: json(chatMutesReply, "The mutes in force, newest first."), ...errors(404) },
});

export const chatUnmute = declare("admin", {
  method: "delete",
  path: "/chat/mutes/{uid}",
  operationId: "chatUnmute",
  request: { params: chatUserParams },
  responses: { 200: json(okReply, "The mute is ended (recorded in the audit log)."), ...errors(400, 403, 404) },
});

export const CHAT_ROUTES = [chatMessages, chatSend, chatDelete, chatMute, chatMutes, chatUnmute] as const;
