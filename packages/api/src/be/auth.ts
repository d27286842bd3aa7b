import { patreonCallbackQuery, patreonStartQuery, sendCodeRequest, userReply, verifyCodeRequest, webhookReply } from "../accountContracts.ts";
import { okReply } from "../contracts.ts";
import { at } from "./addresses.ts";
import { body, declare, errors, json } from "./declare.ts";

/** Logging in and out under /api/be: the e-mail code, Patreon's OAuth and its webhook, logout. */

export const sendCode = declare("visitor", {
  ...at("sendCode"),
  request: body(sendCodeRequest),
  responses: { 200: json(okReply, "A code is on its way."), ...errors(400, 403, 413, 415, 429, 502) },
});

export const verifyCode = declare("visitor", {
  ...at("verifyCode"),
  request: body(verifyCodeRequest),
  responses: { 200: json(userReply, "Logged in: the user, with a session cookie."), ...errors(400, 403, 413, 415, 429) },
});

export const patreonStart = declare("visitor", {
  ...at("patreonStart"),
  request: { query: patreonStartQuery },
  responses: { ...errors(302, 400, 404, 429) },
});

export const patreonCallback = declare("visitor", {
  ...at("patreonCallback"),
  request: { query: patreonCallbackQuery },
  responses: { ...errors(302, 400, 404) },
});

/** The body is read raw (its signature is checked over the bytes), so the declaration names none. */
export const patreonWebhook = declare("visitor", {
  ...at("patreonWebhook"),
  responses: { 200: json(webhookReply, "Membership change applied (or not ours)."), ...errors(400, 403, 404, 413) },
});

/** `?lang=` picks the language to go back in; a value that is no site language is ignored (never a 400). */
export const logout = declare("visitor", {
  ...at("logout"),
  responses: { ...errors(302) },
});

export const AUTH_ROUTES = [sendCode, verifyCode, patreonStart, patreonCallback, patreonWebhook, logout] as const;
