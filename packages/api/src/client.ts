import type { ProgressList, WeatherType } from "@raidkit/game";
import type { ProgressReply, ShareAcceptReply, ShareCreateReply, SharedProgressReply, SharesReply, UserReply } from "./accountContracts.ts";
import type { AdminImagesQuery, AdminItemAdd, AdminItemPatch, AdminItemsQuery, AdminQualityPatch, AdminTagPatch } from "./adminCatalogueContracts.ts";
import type { GlobalSettingsPatch } from "./adminContracts.ts";
import type { AdminDataKind } from "./adminDataContracts.ts";
import type { AdminLogsQuery } from "./adminOpsContracts.ts";
import type { AdminUserPatch, AdminUsersQuery } from "./adminUsersContracts.ts";
import type * as be from "./be/index.ts";
import type { ReplyOf } from "./be/index.ts";
import type { ChatMessagesQuery } from "./chatContracts.ts";
import type { HistoryRange } from "./contracts.ts";
import type { ErrorReply } from "./errorTexts.ts";
import type { LoadoutSaveRequest } from "./loadoutContracts.ts";
import type { PilotKeyCreateReply, PilotKeysReply } from "./pilotContracts.ts";
import type { StreamerChallenge, WidgetPricesQuery } from "./widgetContracts.ts";

/** The site chat (issue 18): the longest message in characters, and where pages open its socket. */
export const CHAT_MAX_LENGTH = 500;
export const CHAT_SOCKET_PATH = "/api/be/chat/socket";

/**
 * Typed client of the /api/be calls; features use it instead of calling fetch by hand. It carries
 * only types (no zod), so the browser bundle stays small; the server validates every input.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly reply: ErrorReply;
  constructor(status: number, reply: ErrorReply) {
    super(reply.error);
    this.status = status;
    this.reply = reply;
  }
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

function isErrorReply(body: unknown): body is ErrorReply {
  return typeof body === "object" && body !== null && typeof (body as ErrorReply).error === "string" && typeof (body as ErrorReply).code === "string";
}

async function call<T>(fetchFn: Fetch, url: string, init?: RequestInit): Promise<T> {
  const response = await fetchFn(url, { credentials: "same-origin", ...init, headers: { accept: "application/json", ...(init?.headers ?? {}) } });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, isErrorReply(body) ? body : { code: "http_error", error: `HTTP ${response.status}` });
  return body as T;
}

/**
 * The address of a declared /api/be call (be/routes.ts): the template must be the declaration's path
 * (checked when compiling), its `{params}` filled in. Only types come from the declarations.
 */
function pathOf<R extends { path: string }>(template: `/api/be${R["path"]}`, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/** `?a=1&b=2` of the set values (undefined and "" left out), or "" when none is set. */
const queryOf = (params: Record<string, string | number | undefined>): string => {
  const query = new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined || v === "" ? [] : [[k, String(v)]])));
  const text = query.toString();
  return text ? `?${text}` : "";
};

const post = (body: unknown): RequestInit => ({ method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });
const put = (body?: unknown): RequestInit => ({
  method: "PUT",
  ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
});

/** The query of an admin game-data call as the page's address has it (the server checks each). */
export type AdminDataParams = Partial<Record<"mode" | "q" | "sort" | "dir" | "offset" | "limit" | "ids" | "change", string>>;

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
    history: (uid: string, range: HistoryRange, mode?: "pvp" | "pve") => {
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
    progressionUpdate: (patch: ProgressPatch) => call<ProgressReply>(fetchFn, `${base}/api/be/progression/update`, post(patch)),
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
    /** Admins only (issue 19): the global settings, their change (audit-logged) and the audit log. */
    adminSettings: () => call<ReplyOf<typeof be.adminSettings>>(fetchFn, base + pathOf<typeof be.adminSettings>("/api/be/admin/settings")),
    adminSettingsUpdate: (patch: GlobalSettingsPatch) =>
      call<ReplyOf<typeof be.adminSettingsUpdate>>(fetchFn, base + pathOf<typeof be.adminSettingsUpdate>("/api/be/admin/settings"), put(patch)),
    adminAlert: () => call<ReplyOf<typeof be.adminAlert>>(fetchFn, base + pathOf<typeof be.adminAlert>("/api/be/admin/alert")),
    adminAlertUpdate: (text: string) =>
      call<ReplyOf<typeof be.adminAlertUpdate>>(fetchFn, base + pathOf<typeof be.adminAlertUpdate>("/api/be/admin/alert"), put({ text })),
    adminWeatherUpdate: (weather: { type: WeatherType | null; temperature: number | null }) =>
      call<ReplyOf<typeof be.adminWeatherUpdate>>(fetchFn, base + pathOf<typeof be.adminWeatherUpdate>("/api/be/admin/weather"), put(weather)),
    adminAudit: (before?: number) =>
      call<ReplyOf<typeof be.adminAudit>>(fetchFn, `${base}${pathOf<typeof be.adminAudit>("/api/be/admin/audit")}${before ? `?before=${before}` : ""}`),
    /** Streamer tools (issue 18): the widget's prices, the streamer challenge and its change (admins). */
    widgetPrices: (query: WidgetPricesQuery) =>
      call<ReplyOf<typeof be.widgetPrices>>(fetchFn, `${base}${pathOf<typeof be.widgetPrices>("/api/be/widgets/prices")}${queryOf(query)}`),
    streamerChallenge: () =>
      call<ReplyOf<typeof be.streamerChallengeRead>>(fetchFn, base + pathOf<typeof be.streamerChallengeRead>("/api/be/streamer-challenge")),
    streamerChallengeUpdate: (challenge: StreamerChallenge) =>
      call<ReplyOf<typeof be.streamerChallengeUpdate>>(
        fetchFn,
        base + pathOf<typeof be.streamerChallengeUpdate>("/api/be/admin/streamer-challenge"),
        put(challenge),
      ),
    /** The admin catalogue (issue 19): items with their overrides, hand-added items, tags, price verdicts, images. */
    adminItems: (query: AdminItemsQuery) =>
      call<ReplyOf<typeof be.adminItems>>(fetchFn, `${base}${pathOf<typeof be.adminItems>("/api/be/admin/items")}${queryOf(query)}`),
    adminItem: (uid: string) => call<ReplyOf<typeof be.adminItem>>(fetchFn, base + pathOf<typeof be.adminItem>("/api/be/admin/items/{uid}", { uid })),
    adminItemUpdate: (uid: string, patch: AdminItemPatch) =>
      call<ReplyOf<typeof be.adminItemUpdate>>(fetchFn, base + pathOf<typeof be.adminItemUpdate>("/api/be/admin/items/{uid}", { uid }), put(patch)),
    adminItemCreate: (item: AdminItemAdd) =>
      call<ReplyOf<typeof be.adminItemCreate, 201>>(fetchFn, base + pathOf<typeof be.adminItemCreate>("/api/be/admin/items"), post(item)),
    adminItemDelete: (uid: string) =>
      call<ReplyOf<typeof be.adminItemDelete>>(fetchFn, base + pathOf<typeof be.adminItemDelete>("/api/be/admin/items/{uid}", { uid }), { method: "DELETE" }),
    adminTags: () => call<ReplyOf<typeof be.adminTags>>(fetchFn, base + pathOf<typeof be.adminTags>("/api/be/admin/tags")),
    adminTagUpdate: (id: string, patch: AdminTagPatch) =>
      call<ReplyOf<typeof be.adminTagUpdate>>(fetchFn, base + pathOf<typeof be.adminTagUpdate>("/api/be/admin/tags/{id}", { id }), put(patch)),
    adminPriceQuality: (mode: "pvp" | "pve") =>
      call<ReplyOf<typeof be.adminPriceQuality>>(fetchFn, `${base}${pathOf<typeof be.adminPriceQuality>("/api/be/admin/price-quality")}${queryOf({ mode })}`),
    adminPriceQualityUpdate: (uid: string, patch: AdminQualityPatch) =>
      call<ReplyOf<typeof be.adminPriceQualityUpdate>>(
        fetchFn,
        base + pathOf<typeof be.adminPriceQualityUpdate>("/api/be/admin/price-quality/{uid}", { uid }),
        put(patch),
      ),
    adminImages: (query: AdminImagesQuery) =>
      call<ReplyOf<typeof be.adminImages>>(fetchFn, `${base}${pathOf<typeof be.adminImages>("/api/be/admin/images")}${queryOf(query)}`),
    /** /admin/email-settings, /admin/logs, /admin/upload-test (issue 19). */
    adminEmail: () => call<ReplyOf<typeof be.adminEmail>>(fetchFn, base + pathOf<typeof be.adminEmail>("/api/be/admin/email")),
    adminEmailTest: (to: string) =>
      call<ReplyOf<typeof be.adminEmailTest>>(fetchFn, base + pathOf<typeof be.adminEmailTest>("/api/be/admin/email/test"), post({ to })),
    adminLogs: (query: AdminLogsQuery) =>
      call<ReplyOf<typeof be.adminLogs>>(fetchFn, `${base}${pathOf<typeof be.adminLogs>("/api/be/admin/logs")}${queryOf(query)}`),
    adminUploadTest: (file: Blob) =>
      call<ReplyOf<typeof be.adminUploadTest>>(fetchFn, base + pathOf<typeof be.adminUploadTest>("/api/be/admin/upload-test"), {
        method: "POST",
        body: file,
        headers: { "content-type": file.type || "application/octet-stream" },
      }),
    /** /admin/users (issue 19): find accounts, one whole, change its flags, end its sessions. */
    adminUsers: (query: AdminUsersQuery) =>
      call<ReplyOf<typeof be.adminUsers>>(fetchFn, `${base}${pathOf<typeof be.adminUsers>("/api/be/admin/users")}${queryOf(query)}`),
    /** The admin game-data pages (issue 19): a page of a kind's rows, and its live records against the pack's. */
    adminData: (kind: AdminDataKind, params: AdminDataParams) =>
      call<ReplyOf<typeof be.adminData>>(fetchFn, `${base}${pathOf<typeof be.adminData>("/api/be/admin/data/{kind}", { kind })}${queryOf(params)}`),
    adminDataCompare: (kind: AdminDataKind, params: AdminDataParams) =>
      call<ReplyOf<typeof be.adminDataCompare>>(
        fetchFn,
        `${base}${pathOf<typeof be.adminDataCompare>("/api/be/admin/data/{kind}/compare", { kind })}${queryOf(params)}`,
      ),
    adminUser: (uid: string) => call<ReplyOf<typeof be.adminUser>>(fetchFn, base + pathOf<typeof be.adminUser>("/api/be/admin/users/{uid}", { uid })),
    adminUserUpdate: (uid: string, patch: AdminUserPatch) =>
      call<ReplyOf<typeof be.adminUserUpdate>>(fetchFn, base + pathOf<typeof be.adminUserUpdate>("/api/be/admin/users/{uid}", { uid }), {
        method: "PATCH",
        body: JSON.stringify(patch),
        headers: { "content-type": "application/json" },
      }),
    adminUserSessionsRevoke: (uid: string, ref?: string) =>
      ref === undefined
        ? call<ReplyOf<typeof be.adminUserSessionsRevoke>>(
            fetchFn,
            base + pathOf<typeof be.adminUserSessionsRevoke>("/api/be/admin/users/{uid}/sessions", { uid }),
            { method: "DELETE" },
          )
        : call<ReplyOf<typeof be.adminUserSessionRevoke>>(
            fetchFn,
            base + pathOf<typeof be.adminUserSessionRevoke>("/api/be/admin/users/{uid}/sessions/{ref}", { uid, ref }),
            { method: "DELETE" },
          ),
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
    chatSend: (text: string) => call<ReplyOf<typeof be.chatSend, 201>>(fetchFn, base + pathOf<typeof be.chatSend>("/api/be/chat/messages"), post({ text })),
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
