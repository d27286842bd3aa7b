import type { GameMode, WeatherType } from "@raidkit/game";
import type { AdminImagesQuery, AdminItemAdd, AdminItemPatch, AdminItemsQuery, AdminQualityPatch, AdminTagPatch } from "./adminCatalogueContracts.ts";
import type { GlobalSettingsPatch } from "./adminContracts.ts";
import type { AdminDataKind } from "./adminDataContracts.ts";
import type { AdminLogsQuery } from "./adminOpsContracts.ts";
import type { AdminUserPatch, AdminUsersQuery } from "./adminUsersContracts.ts";
import type * as be from "./be/index.ts";
import type { ReplyOf } from "./be/index.ts";
import { call, type Fetch, pathOf, post, put, queryOf } from "./clientCore.ts";
import type { StreamerChallenge } from "./widgetContracts.ts";

/** The query of an admin game-data call as the page's address has it (the server checks each). */
export type AdminDataParams = Partial<Record<"mode" | "q" | "sort" | "dir" | "offset" | "limit" | "ids" | "change", string>>;

/**
 * The admins' calls (issue 19, and the streamer challenge's change), apart from the players' client
 * so they weigh nothing on the pages everyone loads: only the admin pages import this.
 */
export function createAdminApiClient(fetchFn: Fetch = (input, init) => fetch(input, init), base = "") {
  return {
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
    adminPriceQuality: (mode: GameMode) =>
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
  };
}
