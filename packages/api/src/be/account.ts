import {
  charCreateRequest,
  charUidRequest,
  priceClearRequest,
  priceListReply,
  priceMapsReply,
  priceRemoveRequest,
  priceSetRequest,
  progressionUpdateRequest,
  progressReply,
  resetParams,
  resetReply,
  shareAcceptReply,
  shareAcceptRequest,
  shareCreateReply,
  sharedProgressReply,
  shareParams,
  sharesReply,
  updateUserRequest,
  userReply,
} from "../accountContracts.ts";
import { okReply } from "../contracts.ts";
import { at } from "./addresses.ts";
import { body, declare, errors, json } from "./declare.ts";

/** The account calls under /api/be (spec §7 user calls): the user, PMCs, progress, own prices, share links. */

const writeErrors = errors(400, 401, 403, 413, 415, 429);

export const me = declare("login", {
  ...at("me"),
  responses: { 200: json(userReply, "The user with the selected PMC's settings and progress."), ...errors(401) },
});

export const updateMe = declare(
  "login",
  {
    ...at("updateMe"),
    request: body(updateUserRequest),
    responses: { 200: json(userReply, "The user after the change (a username for anyone, the rest for Pro)."), ...writeErrors, ...errors(409) },
  },
  "write",
);

export const charSelect = declare(
  "pro",
  {
    ...at("charSelect"),
    request: body(charUidRequest),
    responses: { 200: json(userReply, "The user with that PMC selected."), ...writeErrors, ...errors(404) },
  },
  "write",
);

export const charCreate = declare(
  "pro",
  {
    ...at("charCreate"),
    request: body(charCreateRequest),
    responses: { 200: json(userReply, "The user with the new PMC selected."), ...writeErrors },
  },
  "write",
);

export const charCopyFrom = declare(
  "pro",
  {
    ...at("charCopyFrom"),
    request: body(charUidRequest),
    responses: { 200: json(userReply, "The user, its selected PMC holding the other's progress."), ...writeErrors, ...errors(404) },
  },
  "write",
);

export const charDelete = declare(
  "pro",
  {
    ...at("charDelete"),
    request: body(charUidRequest),
    responses: { 200: json(userReply, "The user without that PMC."), ...writeErrors, ...errors(404) },
  },
  "write",
);

export const progressionUpdate = declare(
  "pro",
  {
    ...at("progressionUpdate"),
    request: body(progressionUpdateRequest),
    responses: { 200: json(progressReply, "The changed PMC's progress after the change."), ...writeErrors, ...errors(404) },
  },
  "write",
);

export const progressionReset = declare(
  "login",
  {
    ...at("progressionReset"),
    request: { params: resetParams },
    responses: { 200: json(resetReply, "The reset list's new value (spec §4)."), ...errors(400, 401, 403, 429) },
  },
  "write",
);

export const priceSet = declare(
  "proEdit",
  {
    ...at("priceSet"),
    request: body(priceSetRequest),
    responses: { 200: json(priceMapsReply, "The user's own prices after the change."), ...writeErrors, ...errors(404) },
  },
  "write",
);

export const priceClear = declare(
  "login",
  {
    ...at("priceClear"),
    request: body(priceClearRequest),
    responses: { 200: json(priceMapsReply, "The user's own prices, now empty."), ...writeErrors },
  },
  "write",
);

export const priceRemove = declare(
  "proEdit",
  {
    ...at("priceRemove"),
    request: body(priceRemoveRequest),
    responses: { 200: json(priceMapsReply, "The user's own prices of the selected PMC's mode after the change."), ...writeErrors },
  },
  "write",
);

export const priceList = declare("login", {
  ...at("priceList"),
  responses: { 200: json(priceListReply, "Every own price of the player (both game modes), with when it was set."), ...errors(401) },
});

export const shareCreate = declare(
  "pro",
  {
    ...at("shareCreate"),
    responses: { 200: json(shareCreateReply, "The new link (its token shown only now)."), ...errors(401, 403, 429) },
  },
  "write",
);

export const shares = declare("login", {
  ...at("shares"),
  responses: { 200: json(sharesReply, "The links the user made and the shares the user accepted."), ...errors(401) },
});

export const shareAccept = declare(
  "login",
  {
    ...at("shareAccept"),
    request: body(shareAcceptRequest),
    responses: { 200: json(shareAcceptReply, "Who shared which PMC."), ...writeErrors, ...errors(404, 409) },
  },
  "write",
);

export const sharedProgress = declare("login", {
  ...at("sharedProgress"),
  request: { params: shareParams },
  responses: { 200: json(sharedProgressReply, "The shared PMC's progress, read-only."), ...errors(400, 401, 404) },
});

export const shareDelete = declare(
  "login",
  {
    ...at("shareDelete"),
    request: { params: shareParams },
    responses: { 200: json(okReply, "Revoked (owner) or dropped (viewer)."), ...errors(400, 401, 403, 404, 429) },
  },
  "write",
);

export const ACCOUNT_ROUTES = [
  me,
  updateMe,
  charSelect,
  charCreate,
  charCopyFrom,
  charDelete,
  progressionUpdate,
  progressionReset,
  priceSet,
  priceClear,
  priceRemove,
  priceList,
  shareCreate,
  shares,
  shareAccept,
  sharedProgress,
  shareDelete,
] as const;
