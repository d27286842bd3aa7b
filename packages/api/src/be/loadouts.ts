import { okReply } from "../contracts.ts";
import {
  builderDataParams,
  loadoutLikeReply,
  loadoutLikeRequest,
  loadoutParams,
  loadoutReply,
  loadoutSaveRequest,
  loadoutSearchQuery,
  loadoutSearchReply,
  loadoutsReply,
} from "../loadoutContracts.ts";
import { at } from "./addresses.ts";
import { body, declare, errors, json } from "./declare.ts";

/** Weapon loadouts under /api/be/loadouts (issue 16): the builder's data, saved loadouts, likes, search. */

const writeErrors = errors(400, 401, 403, 413, 415, 429);

export const builderData = declare(
  "visitor",
  {
    ...at("builderData"),
    request: { params: builderDataParams },
    responses: {
      200: { description: "A weapon's builder data (WeaponBuilderData of loadoutContracts.ts), immutable at its current hash." },
      ...errors(400, 403, 404),
    },
  },
  undefined,
  "session",
);

export const myLoadouts = declare("login", {
  ...at("myLoadouts"),
  responses: { 200: json(loadoutsReply, "The user's loadouts, last changed first."), ...errors(401) },
});

export const loadoutSearch = declare("visitor", {
  ...at("loadoutSearch"),
  request: { query: loadoutSearchQuery },
  responses: { 200: json(loadoutSearchReply, "Published loadouts matching the filters, a page of them."), ...errors(400) },
});

export const loadoutGet = declare("visitor", {
  ...at("loadoutGet"),
  request: { params: loadoutParams },
  responses: { 200: json(loadoutReply, "A published loadout, or one of the asker's own."), ...errors(400, 404) },
});

export const loadoutCreate = declare(
  "login",
  {
    ...at("loadoutCreate"),
    request: body(loadoutSaveRequest),
    responses: {
      201: json(loadoutReply, "The saved loadout."),
      ...writeErrors,
      ...errors(409),
    },
  },
  "write",
);

export const loadoutUpdate = declare(
  "login",
  {
    ...at("loadoutUpdate"),
    request: { params: loadoutParams, ...body(loadoutSaveRequest) },
    responses: { 200: json(loadoutReply, "The loadout after the change."), ...writeErrors, ...errors(404, 409) },
  },
  "write",
);

export const loadoutDelete = declare(
  "login",
  {
    ...at("loadoutDelete"),
    request: { params: loadoutParams },
    responses: { 200: json(okReply, "Deleted."), ...errors(400, 401, 403, 404, 429) },
  },
  "write",
);

export const loadoutLike = declare(
  "login",
  {
    ...at("loadoutLike"),
    request: { params: loadoutParams, ...body(loadoutLikeRequest) },
    responses: { 200: json(loadoutLikeReply, "The loadout's likes after the change."), ...writeErrors, ...errors(404) },
  },
  "write",
);

export const LOADOUT_ROUTES = [builderData, myLoadouts, loadoutSearch, loadoutGet, loadoutCreate, loadoutUpdate, loadoutDelete, loadoutLike] as const;
