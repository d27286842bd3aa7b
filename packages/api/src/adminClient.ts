import type { GameMode, WeatherType } from "@raidkit/game";
import type { AdminImagesQuery, AdminItemAdd, AdminItemPatch, AdminItemsQuery, AdminQualityPatch, AdminTagPatch } from "./adminCatalogueContracts.ts";
import type { GlobalSettingsPatch } from "./adminContracts.ts";
import type { AdminDataKind } from "./adminDataContracts.ts";
import type { AdminLogsQuery } from "./adminOpsContracts.ts";
import type { AdminUserPatch, AdminUsersQuery } from "./adminUsersContracts.ts";
import { type Fetch, queryOf, sender } from "./clientCore.ts";
import type { StreamerChallenge } from "./widgetContracts.ts";

/** The query of an admin game-data call as the page's address has it (the server checks each). */
export type AdminDataParams = Partial<Record<"mode" | "q" | "sort" | "dir" | "offset" | "limit" | "ids" | "change", string>>;

/**
 * The admins' calls (issue 19, and the streamer challenge's change), apart from the players' client
 * so they weigh nothing on the pages everyone loads: only the admin pages import this.
 */
export function createAdminApiClient(fetchFn: Fetch = (input, init) => fetch(input, init), base = "") {
  const send = sender(fetchFn, base);
  return {
    /** Admins only (issue 19): the global settings, their change (audit-logged) and the audit log. */
    adminSettings: () => send("adminSettings"),
    adminSettingsUpdate: (patch: GlobalSettingsPatch) => send("adminSettingsUpdate", { json: patch }),
    adminAlert: () => send("adminAlert"),
    adminAlertUpdate: (text: string) => send("adminAlertUpdate", { json: { text } }),
    adminWeatherUpdate: (weather: { type: WeatherType | null; temperature: number | null }) => send("adminWeatherUpdate", { json: weather }),
    adminAudit: (before?: number) => send("adminAudit", { query: { before: before || undefined } }),
    streamerChallengeUpdate: (challenge: StreamerChallenge) => send("streamerChallengeUpdate", { json: challenge }),
    /** The admin catalogue (issue 19): items with their overrides, hand-added items, tags, price verdicts, images. */
    adminItems: (query: AdminItemsQuery) => send("adminItems", { query }),
    adminItem: (uid: string) => send("adminItem", { params: { uid } }),
    adminItemUpdate: (uid: string, patch: AdminItemPatch) => send("adminItemUpdate", { params: { uid }, json: patch }),
    adminItemCreate: (item: AdminItemAdd) => send("adminItemCreate", { json: item }),
    adminItemDelete: (uid: string) => send("adminItemDelete", { params: { uid } }),
    adminTags: () => send("adminTags"),
    adminTagUpdate: (id: string, patch: AdminTagPatch) => send("adminTagUpdate", { params: { id }, json: patch }),
    adminPriceQuality: (mode: GameMode) => send("adminPriceQuality", { query: { mode } }),
    adminPriceQualityUpdate: (uid: string, patch: AdminQualityPatch) => send("adminPriceQualityUpdate", { params: { uid }, json: patch }),
    adminImages: (query: AdminImagesQuery) => send("adminImages", { query }),
    /** /admin/email-settings, /admin/logs, /admin/upload-test (issue 19). */
    adminEmail: () => send("adminEmail"),
    adminEmailTest: (to: string) => send("adminEmailTest", { json: { to } }),
    adminLogs: (query: AdminLogsQuery) => send("adminLogs", { query }),
    adminUploadTest: (file: Blob) => send("adminUploadTest", {}, { body: file, headers: { "content-type": file.type || "application/octet-stream" } }),
    /** /admin/users (issue 19): find accounts, one whole, change its flags, end its sessions. */
    adminUsers: (query: AdminUsersQuery) => send("adminUsers", { query }),
    /** The admin game-data pages (issue 19): a page of a kind's rows, and its live records against the pack's. */
    adminData: (kind: AdminDataKind, params: AdminDataParams) => send("adminData", { params: { kind }, query: new URLSearchParams(queryOf(params)) }),
    adminDataCompare: (kind: AdminDataKind, params: AdminDataParams) =>
      send("adminDataCompare", { params: { kind }, query: new URLSearchParams(queryOf(params)) }),
    adminUser: (uid: string) => send("adminUser", { params: { uid } }),
    adminUserUpdate: (uid: string, patch: AdminUserPatch) => send("adminUserUpdate", { params: { uid }, json: patch }),
    adminUserSessionsRevoke: (uid: string, ref?: string) =>
      ref === undefined ? send("adminUserSessionsRevoke", { params: { uid } }) : send("adminUserSessionRevoke", { params: { uid, ref } }),
  };
}
