import type { GameMode, ProgressList } from "@raidkit/game";
import type { ProgressReply, ShareAcceptReply, ShareCreateReply, SharedProgressReply, SharesReply, UserReply } from "./accountContracts.ts";
import type * as be from "./be/index.ts";
import type { ReplyOf } from "./be/index.ts";
import type { ChatMessagesQuery } from "./chatContracts.ts";
import { call, type Fetch, pathOf, post, put, queryOf, withRetries } from "./clientCore.ts";
import type { HistoryRange } from "./contracts.ts";
import type { LoadoutSaveRequest } from "./loadoutContracts.ts";
import type { PilotKeyCreateReply, PilotKeysReply } from "./pilotContracts.ts";
import type { WidgetPricesQuery } from "./widgetContracts.ts";

/** The site chat (issue 18): the longest message in characters, and where pages open its socket. */
export const CHAT_MAX_LENGTH = 500;
export const CHAT_SOCKET_PATH = "/api/be/chat/socket";

export { ApiError, isTransient, RETRY_DELAYS_MS, withRetries } from "./clientCore.ts";

/** The changed fields of PUT /api/be/users/me (settings, username, favourites as add/remove). */
export type UserPatch = Partial<Omit<UserReply, "favList" | "tradersLL">> & {
  tradersLL?: Record<string, number>;
  favList?: { add?: string[]; remove?: string[] };
};

/** A progress change as set operations (same shape as ProgressChange of @raidkit/game). */
export interface ProgressPatch {
  /** Another of the user's PMCs (default: the selected one). */
  charUid?: string;
  add?: Partial<Record<ProgressList, string[]>>;
  remove?: Partial<Record<ProgressList, string[]>>;
  set?: { itemsFound?: Record<string, number> };
}

export function createApiClient(fetchFn: Fetch = (input, init) => fetch(input, init), base = "") {
  return {
    itemByUrl: (url: string) => call<ReplyOf<typeof be.itemByUrl>>(fetchFn, base + pathOf<typeof be.itemByUrl>("/api/be/item/by-url"), post({ url })),
    tagByUrl: (tag: string) => call<ReplyOf<typeof be.tagByUrl>>(fetchFn, base + pathOf<typeof be.tagByUrl>("/api/be/tag/by-url"), post({ tag })),
    cache: (hashes: { itemsHash?: string; questsHash?: string }) => {
      const query = new URLSearchParams({ itemsHash: hashes.itemsHash ?? "", questsHash: hashes.questsHash ?? "" });
      return call<ReplyOf<typeof be.cache>>(fetchFn, `${base}${pathOf<typeof be.cache>("/api/be/cache")}?${query}`);
    },
    history: (uid: string, range: HistoryRange, mode?: GameMode) => {
      const query = new URLSearchParams({ range, ...(mode ? { mode } : {}) });
      return call<ReplyOf<typeof be.itemHistory>>(fetchFn, `${base}${pathOf<typeof be.itemHistory>("/api/be/items/{uid}/history", { uid })}?${query}`);
    },
    websiteAlert: () => call<ReplyOf<typeof be.websiteAlert>>(fetchFn, base + pathOf<typeof be.websiteAlert>("/api/be/website-alert")),
    weather: () => call<ReplyOf<typeof be.weather>>(fetchFn, base + pathOf<typeof be.weather>("/api/be/weather")),
    version: () => call<ReplyOf<typeof be.version>>(fetchFn, base + pathOf<typeof be.version>("/api/be/version")),
    sendCode: (email: string) => call<{ ok: true }>(fetchFn, `${base}/api/be/auth/email/send-code`, post({ email })),
    verifyCode: (email: string, code: string) => call<UserReply>(fetchFn, `${base}/api/be/auth/email/verify`, post({ email, code })),
    me: () => call<UserReply>(fetchFn, `${base}/api/be/users/me`),
    updateMe: (patch: UserPatch) => call<UserReply>(fetchFn, `${base}/api/be/users/me`, put(patch)),
    charSelect: (charUid: string) => call<UserReply>(fetchFn, `${base}/api/be/users/me/char/select`, post({ charUid })),
    charCreate: (fraction: string, gameMode: string) => call<UserReply>(fetchFn, `${base}/api/be/users/me/char/create`, post({ fraction, gameMode })),
    charCopyFrom: (charUid: string) => call<UserReply>(fetchFn, `${base}/api/be/users/me/char/copy-from`, post({ charUid })),
    charDelete: (charUid: string) => call<UserReply>(fetchFn, `${base}/api/be/users/me/char/delete`, post({ charUid })),
    // Set operations (add, remove, set): sent again after a transient failure, a tick is never lost to a restart.
    progressionUpdate: (patch: ProgressPatch) => withRetries(() => call<ProgressReply>(fetchFn, `${base}/api/be/progression/update`, post(patch))),
    reset: (kind: "quests" | "items" | "hideout" | "all") => call<Record<string, unknown>>(fetchFn, `${base}/api/be/progression/reset/${kind}`, put()),
    priceSet: (userUid: string, itemUid: string, price: number, kind?: "buy" | "sell") =>
      call<Pick<UserReply, "userPricesMap" | "userSellPricesMap">>(
        fetchFn,
        `${base}/api/be/items/price/set`,
        post({ userUid, itemUid, price, ...(kind ? { kind } : {}) }),
      ),
    priceClear: (userUid: string) =>
      call<Pick<UserReply, "userPricesMap" | "userSellPricesMap">>(fetchFn, `${base}/api/be/items/price/clear`, post({ userUid })),
    /** The items one quest objective accepts (a pool can list thousands). */
    objectiveItems: (questUid: string, index: number) =>
      call<ReplyOf<typeof be.objectiveItems>>(
        fetchFn,
        base + pathOf<typeof be.objectiveItems>("/api/be/quests/{uid}/objectives/{index}/items", { uid: questUid, index }),
      ),
    /** Relay keys of the pilot (Pro): made here, shown once, revocable. */
    pilotKeys: () => call<PilotKeysReply>(fetchFn, `${base}/api/be/pilot/keys`),
    pilotKeyCreate: () => call<PilotKeyCreateReply>(fetchFn, `${base}/api/be/pilot/keys`, { method: "POST" }),
    pilotKeyDelete: (id: string) => call<{ ok: true }>(fetchFn, `${base}/api/be/pilot/keys/${encodeURIComponent(id)}`, { method: "DELETE" }),
    /** The pilot's executables this server offers (an empty list when none is built here). */
    pilotDownloads: () => call<ReplyOf<typeof be.pilotDownloads>>(fetchFn, base + pathOf<typeof be.pilotDownloads>("/api/be/pilot/downloads")),
    /** Streamer tools (issue 18): the widget's prices, the streamer challenge and its change (admins). */
    pveLink: () => call<ReplyOf<typeof be.pveLink>>(fetchFn, base + pathOf<typeof be.pveLink>("/api/be/widgets/pve-link")),
    widgetPrices: (query: WidgetPricesQuery) =>
      call<ReplyOf<typeof be.widgetPrices>>(fetchFn, `${base}${pathOf<typeof be.widgetPrices>("/api/be/widgets/prices")}${queryOf(query)}`),
    streamerChallenge: () =>
      call<ReplyOf<typeof be.streamerChallengeRead>>(fetchFn, base + pathOf<typeof be.streamerChallengeRead>("/api/be/streamer-challenge")),
    /** Public API keys (/dev/api): made by Pro users, shown once, listed with their calls per day, revocable. */
    apiKeys: () => call<ReplyOf<typeof be.apiKeys>>(fetchFn, base + pathOf<typeof be.apiKeys>("/api/be/dev/keys")),
    apiKeyCreate: (name: string) =>
      call<ReplyOf<typeof be.apiKeyCreate, 201>>(fetchFn, base + pathOf<typeof be.apiKeyCreate>("/api/be/dev/keys"), post({ name })),
    apiKeyDelete: (id: string) =>
      call<ReplyOf<typeof be.apiKeyDelete>>(fetchFn, base + pathOf<typeof be.apiKeyDelete>("/api/be/dev/keys/{id}", { id }), { method: "DELETE" }),
    /** A share link of the selected PMC's progress (Pro); the token is shown only now. */
    shareCreate: () => call<ShareCreateReply>(fetchFn, `${base}/api/be/progression/share`, { method: "POST" }),
    shares: () => call<SharesReply>(fetchFn, `${base}/api/be/progression/shares`),
    shareAccept: (token: string) => call<ShareAcceptReply>(fetchFn, `${base}/api/be/progression/share/accept`, post({ token })),
    sharedProgress: (id: string) => call<SharedProgressReply>(fetchFn, `${base}/api/be/progression/shared/${encodeURIComponent(id)}`),
    /** Revokes a link (its owner) or drops an accepted share (its viewer). */
    shareDelete: (id: string) => call<{ ok: true }>(fetchFn, `${base}/api/be/progression/share/${encodeURIComponent(id)}`, { method: "DELETE" }),
    /** The site chat (issue 18): read by all, sent by Pro users, deleted and muted by admins. */
    chatMessages: (query: ChatMessagesQuery = {}) =>
      call<ReplyOf<typeof be.chatMessages>>(fetchFn, `${base}${pathOf<typeof be.chatMessages>("/api/be/chat/messages")}${queryOf(query)}`),
    /** `clientId`: chosen when the player presses Send, sent again on a retry (a retry answers the stored message). */
    chatSend: (text: string, clientId: string) =>
      call<ReplyOf<typeof be.chatSend, 201>>(fetchFn, base + pathOf<typeof be.chatSend>("/api/be/chat/messages"), post({ text, clientId })),
    chatDelete: (id: number) =>
      call<ReplyOf<typeof be.chatDelete>>(fetchFn, base + pathOf<typeof be.chatDelete>("/api/be/chat/messages/{id}", { id }), { method: "DELETE" }),
    chatMute: (messageId: number, until: number | null) =>
      call<ReplyOf<typeof be.chatMute>>(fetchFn, base + pathOf<typeof be.chatMute>("/api/be/chat/mute"), post({ messageId, until })),
    chatMutes: () => call<ReplyOf<typeof be.chatMutes>>(fetchFn, base + pathOf<typeof be.chatMutes>("/api/be/chat/mutes")),
    chatUnmute: (uid: string) =>
      call<ReplyOf<typeof be.chatUnmute>>(fetchFn, base + pathOf<typeof be.chatUnmute>("/api/be/chat/mutes/{uid}", { uid }), { method: "DELETE" }),
    /** Weapon loadouts (issue 16): the user's own, the published ones, save, publish (Pro), like. */
    myLoadouts: () => call<ReplyOf<typeof be.myLoadouts>>(fetchFn, base + pathOf<typeof be.myLoadouts>("/api/be/loadouts/mine")),
    loadoutSearch: (query: URLSearchParams) =>
      call<ReplyOf<typeof be.loadoutSearch>>(fetchFn, `${base}${pathOf<typeof be.loadoutSearch>("/api/be/loadouts/search")}?${query}`),
    loadoutGet: (id: string) => call<ReplyOf<typeof be.loadoutGet>>(fetchFn, base + pathOf<typeof be.loadoutGet>("/api/be/loadouts/{id}", { id })),
    loadoutCreate: (body: LoadoutSaveRequest) =>
      call<ReplyOf<typeof be.loadoutCreate, 201>>(fetchFn, base + pathOf<typeof be.loadoutCreate>("/api/be/loadouts"), post(body)),
    loadoutUpdate: (id: string, body: LoadoutSaveRequest) =>
      call<ReplyOf<typeof be.loadoutUpdate>>(fetchFn, base + pathOf<typeof be.loadoutUpdate>("/api/be/loadouts/{id}", { id }), put(body)),
    loadoutDelete: (id: string) =>
      call<ReplyOf<typeof be.loadoutDelete>>(fetchFn, base + pathOf<typeof be.loadoutDelete>("/api/be/loadouts/{id}", { id }), { method: "DELETE" }),
    loadoutLike: (id: string, liked: boolean) =>
      call<ReplyOf<typeof be.loadoutLike>>(fetchFn, base + pathOf<typeof be.loadoutLike>("/api/be/loadouts/{id}/like", { id }), post({ liked })),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
