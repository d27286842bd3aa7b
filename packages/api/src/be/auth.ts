import { patreonCallbackQuery, patreonStartQuery, sendCodeRequest, userReply, verifyCodeRequest, webhookReply } from "../accountContracts.ts";
import { okReply } from "../contracts.ts";
import { body, declare, errors, json } from "./declare.ts";

/** Logging in and out under /api/be: the e-mail code, Patreon's OAuth and its webhook, logout. */

export const sendCode = declare("visitor", {
  method: "post",
  path: "/auth/email/send-code",
  operationId: "sendCode",
  request: body(sendCodeRequest),
  responses: { 200: json(okReply, "A code is on its way."), ...errors(400, 403, 413, 415, 429, 502) },
});

export const verifyCode = declare("visitor", {
  method: "post",
  path: "/auth/email/verify",
  operationId: "verifyCode",
  request: body(verifyCodeRequest),
  responses: { 200: json(userReply, "Logged in: the user, with a session cookie."), ...errors(400, 403, 413, 415, 429) },
});

export const patreonStart = declare("visitor", {
  method: "get",
  path: "/auth/patreon",
  operationId: "patreonStart",
  request: { query: patreonStartQuery },
  responses: { ...errors(302, 400, 404, 429) },
});

export const patreonCallback = declare("visitor", {
  method: "get",
  path: "/auth/patreon/callback",
  operationId: "patreonCallback",
  request: { query: patreonCallbackQuery },
  responses: { ...errors(302, 400, 404) },
});

/** The body is read raw (its signature is checked over the bytes), so the declaration names none. */
export const patreonWebhook = declare("visitor", {
  method: "post",
  path: "/auth/patreon/webhook",
  operationId: "patreonWebhook",
  responses: { 200: json(webhookReply, "Membership change applied (or not ours)."), ...errors(400, 403, 404, 413) },
});

/** `?lang=` picks the language to go back in; a value that is no site language is ignored (never a 400). */
export const logout = declare("visitor", {
  method: "get",
  path: "/logout",
  operationId: "logout",
  responses: { ...errors(302) },
});

export const AUTH_ROUTES = [sendCode, verifyCode, patreonStart, patreonCallback, patreonWebhook, logout] as const;
