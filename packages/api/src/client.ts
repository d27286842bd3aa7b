import type { GameMode, ProgressList } from "@raidkit/game";
import { BE_PREFIX, BE_SOCKETS } from "./be/addresses.ts";

export { BE_PREFIX, BE_SOCKETS, beUrl } from "./be/addresses.ts";

import type * as be from "./be/index.ts";
import type { ReplyOf } from "./be/index.ts";
import type { ChatMessagesQuery } from "./chatContracts.ts";
import { ApiError, type Fetch, type InputOf, sender, withRetries } from "./clientCore.ts";
import type { HistoryRange } from "./contracts.ts";
import type { LoadoutSaveRequest } from "./loadoutContracts.ts";
import type { WidgetPricesQuery } from "./widgetContracts.ts";

export { CHAT_MAX_LENGTH } from "./chatConstants.ts";
/** Where pages open the site chat's socket (issue 18). */
export const CHAT_SOCKET_PATH = BE_PREFIX + BE_SOCKETS.chat;

export { ApiError, isTransient, RETRY_DELAYS_MS, withRetries } from "./clientCore.ts";

/** The end of the sender's mute when a chat send was refused for it (epoch ms; null: forever), else undefined. */
export function chatMutedUntil(err: unknown): number | null | undefined {
  if (!(err instanceof ApiError) || err.status !== 403 || err.reply.code !== "chatMuted") return undefined;
  return (err.reply as Extract<ReplyOf<typeof be.chatSend, 403>, { code: "chatMuted" }>).mutedUntil;
}

/** The changed fields of PUT /users/me (settings, username, favourites as add/remove), as its declaration takes them. */
export type UserPatch = InputOf<typeof be.updateMe>["json"];

/** A progress change as set operations (same shape as ProgressChange of @raidkit/game). */
export interface ProgressPatch {
  /** Another of the user's PMCs (default: the selected one). */
  charUid?: string;
  add?: Partial<Record<ProgressList, string[]>>;
  remove?: Partial<Record<ProgressList, string[]>>;
  set?: { itemsFound?: Record<string, number> };
}

/**
 * The site's calls by name: each is sent by `sender` from its declaration (method, path, input and
 * reply types); these only give the pages' arguments their names.
 */
export function createApiClient(fetchFn: Fetch = (input, init) => fetch(input, init), base = "") {
  const send = sender(fetchFn, base);
  return {
    itemByUrl: (url: string) => send("itemByUrl", { json: { url } }),
    tagByUrl: (tag: string) => send("tagByUrl", { json: { tag } }),
    cache: (hashes: { itemsHash?: string; questsHash?: string }) =>
      send("cache", { query: new URLSearchParams({ itemsHash: hashes.itemsHash ?? "", questsHash: hashes.questsHash ?? "" }) }),
    history: (uid: string, range: HistoryRange, mode?: GameMode) => send("itemHistory", { params: { uid }, query: { range, mode } }),
    websiteAlert: () => send("websiteAlert"),
    weather: () => send("weather"),
    version: () => send("version"),
    sendCode: (email: string) => send("sendCode", { json: { email } }),
    verifyCode: (email: string, code: string) => send("verifyCode", { json: { email, code } }),
    me: () => send("me"),
    updateMe: (patch: UserPatch) => send("updateMe", { json: patch }),
    charSelect: (charUid: string) => send("charSelect", { json: { charUid } }),
    charCreate: (fraction: "Bear" | "USEC", gameMode: GameMode) => send("charCreate", { json: { fraction, gameMode } }),
    charCopyFrom: (charUid: string) => send("charCopyFrom", { json: { charUid } }),
    charDelete: (charUid: string) => send("charDelete", { json: { charUid } }),
    // Set operations (add, remove, set): sent again after a transient failure, a tick is never lost to a restart.
    progressionUpdate: (patch: ProgressPatch) => withRetries(() => send("progressionUpdate", { json: patch })),
    reset: (kind: "quests" | "items" | "hideout" | "all") => send("progressionReset", { params: { kind } }),
    priceSet: (userUid: string, itemUid: string, price: number, kind?: "buy" | "sell", mode?: GameMode) =>
      send("priceSet", { json: { userUid, itemUid, price, ...(kind ? { kind } : {}), ...(mode ? { mode } : {}) } }),
    priceRemove: (userUid: string, itemUid: string, kind?: "buy" | "sell", mode?: GameMode) =>
      send("priceRemove", { json: { userUid, itemUid, ...(kind ? { kind } : {}), ...(mode ? { mode } : {}) } }),
    priceList: () => send("priceList", {}),
    priceClear: (userUid: string) => send("priceClear", { json: { userUid } }),
    /** Trader restocks and price alerts (issue 32 item 6). */
    traderRestocks: () => send("traderRestocks"),
    alerts: () => send("alertList"),
    alertSet: (itemUid: string, direction: "above" | "below", value: number, mode?: GameMode) =>
      send("alertSet", { json: { itemUid, direction, value, ...(mode ? { mode } : {}) } }),
    alertRemove: (id: string) => send("alertRemove", { json: { id } }),
    /** A Pro player's crafts and barters (issue 32 item 3): listed, started (or a barter done), collected or cancelled. */
    craftRuns: () => send("craftRuns", {}),
    craftRunStart: (kind: "craft" | "barter", recipeId: string, seconds?: number) =>
      send("craftRunStart", { json: { kind, recipeId, ...(seconds !== undefined ? { seconds } : {}) } }),
    craftRunFinish: (id: string, state: "completed" | "canceled") => send("craftRunFinish", { params: { id }, json: { state } }),
    /** The items one quest objective accepts (a pool can list thousands). */
    objectiveItems: (questUid: string, index: number) => send("objectiveItems", { params: { uid: questUid, index } }),
    /** Relay keys of the pilot (Pro): made here, shown once, revocable. */
    pilotKeys: () => send("pilotKeys"),
    pilotKeyCreate: () => send("pilotKeyCreate"),
    pilotKeyDelete: (id: string) => send("pilotKeyDelete", { params: { id } }),
    /** The pilot's executables this server offers (an empty list when none is built here). */
    pilotDownloads: () => send("pilotDownloads"),
    /** Streamer tools (issue 18): the widget's prices, the streamer challenge and its change (admins). */
    pveLink: () => send("pveLink"),
    widgetPrices: (query: WidgetPricesQuery) => send("widgetPrices", { query }),
    streamerChallenge: () => send("streamerChallengeRead"),
    /** Public API keys (/dev/api): made by Pro users, shown once, listed with their calls per day, revocable. */
    apiKeys: () => send("apiKeys"),
    apiKeyCreate: (name: string) => send("apiKeyCreate", { json: { name } }),
    apiKeyDelete: (id: string) => send("apiKeyDelete", { params: { id } }),
    /** A share link of the selected PMC's progress (Pro); the token is shown only now. */
    shareCreate: () => send("shareCreate"),
    shares: () => send("shares"),
    shareAccept: (token: string) => send("shareAccept", { json: { token } }),
    sharedProgress: (id: string) => send("sharedProgress", { params: { id } }),
    /** Revokes a link (its owner) or drops an accepted share (its viewer). */
    shareDelete: (id: string) => send("shareDelete", { params: { id } }),
    /** The site chat (issue 18): read by all, sent by Pro users, deleted and muted by admins. */
    chatMessages: (query: ChatMessagesQuery = {}) => send("chatMessages", { query }),
    /** `clientId`: chosen when the player presses Send, sent again on a retry (a retry answers the stored message). */
    chatSend: (text: string, clientId: string) => send("chatSend", { json: { text, clientId } }),
    chatDelete: (id: number) => send("chatDelete", { params: { id } }),
    chatMute: (messageId: number, until: number | null) => send("chatMute", { json: { messageId, until } }),
    chatMutes: () => send("chatMutes"),
    chatUnmute: (uid: string) => send("chatUnmute", { params: { uid } }),
    /** Weapon loadouts (issue 16): the user's own, the published ones, save, publish (Pro), like. */
    myLoadouts: () => send("myLoadouts"),
    loadoutSearch: (query: URLSearchParams) => send("loadoutSearch", { query }),
    loadoutGet: (id: string) => send("loadoutGet", { params: { id } }),
    loadoutCreate: (body: LoadoutSaveRequest) => send("loadoutCreate", { json: body }),
    loadoutUpdate: (id: string, body: LoadoutSaveRequest) => send("loadoutUpdate", { params: { id }, json: body }),
    loadoutDelete: (id: string) => send("loadoutDelete", { params: { id } }),
    loadoutLike: (id: string, liked: boolean) => send("loadoutLike", { params: { id }, json: { liked } }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
