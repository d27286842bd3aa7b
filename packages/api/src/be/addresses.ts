/**
 * Where every /api/be call lives (method and path under BE_PREFIX), one entry per declaration of
 * be/*.ts, keyed by the declaration's name (decision 046). It holds no zod, so the browser client
 * (client.ts, adminClient.ts) takes its addresses from here while the declarations (which the
 * server registers) spread the same entry with `at(name)`: a path is written once.
 */
export const BE_PREFIX = "/api/be";

export const BE_ADDRESSES = {
  // data.ts
  itemByUrl: { method: "post", path: "/item/by-url" },
  tagByUrl: { method: "post", path: "/tag/by-url" },
  cache: { method: "get", path: "/cache" },
  progressData: { method: "get", path: "/progression/data/{locale}/{mode}/{part}/{hash}" },
  calculatorData: { method: "get", path: "/calculators/data/{locale}/{mode}/{page}/{hash}" },
  itemHistory: { method: "get", path: "/items/{uid}/history" },
  objectiveItems: { method: "get", path: "/quests/{uid}/objectives/{index}/items" },
  adminPrice: { method: "post", path: "/admin/prices" },
  websiteAlert: { method: "get", path: "/website-alert" },
  weather: { method: "get", path: "/weather" },
  version: { method: "get", path: "/version" },
  apiKeys: { method: "get", path: "/dev/keys" },
  apiKeyCreate: { method: "post", path: "/dev/keys" },
  apiKeyDelete: { method: "delete", path: "/dev/keys/{id}" },
  // account.ts
  me: { method: "get", path: "/users/me" },
  updateMe: { method: "put", path: "/users/me" },
  charSelect: { method: "post", path: "/users/me/char/select" },
  charCreate: { method: "post", path: "/users/me/char/create" },
  charCopyFrom: { method: "post", path: "/users/me/char/copy-from" },
  charDelete: { method: "post", path: "/users/me/char/delete" },
  progressionUpdate: { method: "post", path: "/progression/update" },
  progressionReset: { method: "put", path: "/progression/reset/{kind}" },
  priceSet: { method: "post", path: "/items/price/set" },
  priceClear: { method: "post", path: "/items/price/clear" },
  priceRemove: { method: "post", path: "/items/price/remove" },
  priceList: { method: "get", path: "/items/price/list" },
  // alerts.ts (issue 32 item 6)
  traderRestocks: { method: "get", path: "/traders/restocks" },
  alertList: { method: "get", path: "/alerts" },
  alertSet: { method: "post", path: "/alerts/set" },
  alertRemove: { method: "post", path: "/alerts/remove" },
  shareCreate: { method: "post", path: "/progression/share" },
  shares: { method: "get", path: "/progression/shares" },
  shareAccept: { method: "post", path: "/progression/share/accept" },
  sharedProgress: { method: "get", path: "/progression/shared/{id}" },
  shareDelete: { method: "delete", path: "/progression/share/{id}" },
  // crafts.ts
  craftRuns: { method: "get", path: "/crafts/runs" },
  craftRunStart: { method: "post", path: "/crafts/runs" },
  craftRunFinish: { method: "post", path: "/crafts/runs/{id}/finish" },
  // auth.ts
  sendCode: { method: "post", path: "/auth/email/send-code" },
  verifyCode: { method: "post", path: "/auth/email/verify" },
  patreonStart: { method: "get", path: "/auth/patreon" },
  patreonCallback: { method: "get", path: "/auth/patreon/callback" },
  patreonWebhook: { method: "post", path: "/auth/patreon/webhook" },
  logout: { method: "get", path: "/logout" },
  // pilot.ts
  pilotKeys: { method: "get", path: "/pilot/keys" },
  pilotKeyCreate: { method: "post", path: "/pilot/keys" },
  pilotKeyDelete: { method: "delete", path: "/pilot/keys/{id}" },
  pilotEvents: { method: "post", path: "/pilot/events" },
  pilotDownloads: { method: "get", path: "/pilot/downloads" },
  // loadouts.ts
  builderData: { method: "get", path: "/loadouts/builder/{locale}/{mode}/{weaponId}/{hash}", operationId: "loadoutBuilderData" },
  myLoadouts: { method: "get", path: "/loadouts/mine" },
  loadoutSearch: { method: "get", path: "/loadouts/search" },
  loadoutGet: { method: "get", path: "/loadouts/{id}" },
  loadoutCreate: { method: "post", path: "/loadouts" },
  loadoutUpdate: { method: "put", path: "/loadouts/{id}" },
  loadoutDelete: { method: "delete", path: "/loadouts/{id}" },
  loadoutLike: { method: "post", path: "/loadouts/{id}/like" },
  // gear.ts
  gearBuilderData: { method: "get", path: "/gear/builder/{locale}/{mode}/{hash}" },
  // widgets.ts
  widgetPrices: { method: "get", path: "/widgets/prices" },
  pveLink: { method: "get", path: "/widgets/pve-link" },
  streamerChallengeRead: { method: "get", path: "/streamer-challenge" },
  streamerChallengeUpdate: { method: "put", path: "/admin/streamer-challenge" },
  // chat.ts
  chatMessages: { method: "get", path: "/chat/messages" },
  chatSend: { method: "post", path: "/chat/messages" },
  chatDelete: { method: "delete", path: "/chat/messages/{id}" },
  chatMute: { method: "post", path: "/chat/mute" },
  chatMutes: { method: "get", path: "/chat/mutes" },
  chatUnmute: { method: "delete", path: "/chat/mutes/{uid}" },
  // admin.ts
  adminSettings: { method: "get", path: "/admin/settings" },
  adminSettingsUpdate: { method: "put", path: "/admin/settings" },
  adminAudit: { method: "get", path: "/admin/audit" },
  adminAlert: { method: "get", path: "/admin/alert" },
  adminAlertUpdate: { method: "put", path: "/admin/alert" },
  adminWeatherUpdate: { method: "put", path: "/admin/weather" },
  // adminCatalogue.ts
  adminItems: { method: "get", path: "/admin/items" },
  adminItem: { method: "get", path: "/admin/items/{uid}" },
  adminItemUpdate: { method: "put", path: "/admin/items/{uid}" },
  adminItemCreate: { method: "post", path: "/admin/items" },
  adminItemDelete: { method: "delete", path: "/admin/items/{uid}" },
  adminTags: { method: "get", path: "/admin/tags" },
  adminTagUpdate: { method: "put", path: "/admin/tags/{id}" },
  adminPriceQuality: { method: "get", path: "/admin/price-quality" },
  adminPriceQualityUpdate: { method: "put", path: "/admin/price-quality/{uid}" },
  adminImages: { method: "get", path: "/admin/images" },
  // adminUsers.ts
  adminUsers: { method: "get", path: "/admin/users" },
  adminUser: { method: "get", path: "/admin/users/{uid}" },
  adminUserUpdate: { method: "patch", path: "/admin/users/{uid}" },
  adminUserSessionsRevoke: { method: "delete", path: "/admin/users/{uid}/sessions" },
  adminUserSessionRevoke: { method: "delete", path: "/admin/users/{uid}/sessions/{ref}" },
  // adminOps.ts
  adminEmail: { method: "get", path: "/admin/email" },
  adminEmailTest: { method: "post", path: "/admin/email/test" },
  adminLogs: { method: "get", path: "/admin/logs" },
  adminUploadTest: { method: "post", path: "/admin/upload-test" },
  // adminData.ts
  adminData: { method: "get", path: "/admin/data/{kind}" },
  adminDataCompare: { method: "get", path: "/admin/data/{kind}/compare" },
} as const;

/** The sockets under BE_PREFIX (upgraded GETs, not declared calls). */
export const BE_SOCKETS = { chat: "/chat/socket", pilot: "/pilot/socket" } as const;

export type BeCall = keyof typeof BE_ADDRESSES;
type Address<K extends BeCall> = (typeof BE_ADDRESSES)[K];

/** A declaration's method, path and operationId (the name unless its entry names another). */
export function at<K extends BeCall>(name: K): { method: Address<K>["method"]; path: Address<K>["path"]; operationId: string } {
  const address: { method: string; path: string; operationId?: string } = BE_ADDRESSES[name];
  return { method: address.method as Address<K>["method"], path: address.path as Address<K>["path"], operationId: address.operationId ?? name };
}

/** The address of a call, its `{params}` filled in (encoded), with BE_PREFIX: what a page or the server links to. */
export function beUrl(name: BeCall, params: Record<string, string | number> = {}): string {
  return BE_PREFIX + BE_ADDRESSES[name].path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(params[key])));
}
