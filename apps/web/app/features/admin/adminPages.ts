/**
 * Every admin page, written once (issue 33, item 4; decision 048): its path under /admin, its route
 * file, the locale key of its title (page heading, menu label and document title, en and ru) and the
 * menu group it is listed in on /admin (none: not in the menu). app/routes.ts builds the admin route
 * tree from this list, routeRegistry.ts adds its paths, and /admin's menu is generated from it.
 * Plain data, no imports: routes.ts reads it at build time.
 */
export const ADMIN_MENU_GROUPS = ["accounts", "catalogue", "gameData", "operations"] as const;
export type AdminMenuGroup = (typeof ADMIN_MENU_GROUPS)[number];

export interface AdminPageEntry {
  /** Names the page (`adminMeta(key)`); unique. */
  readonly key: string;
  /** The path under /admin ("" is /admin itself). */
  readonly path: string;
  /** The route module, in app/routes/. */
  readonly file: string;
  /** The locale key of its title. */
  readonly title: string;
  readonly group: AdminMenuGroup | null;
}

export const ADMIN_PAGES = [
  { key: "home", path: "", file: "admin-home.tsx", title: "admin.title", group: null },
  { key: "users", path: "users", file: "admin-users.tsx", title: "admin.nav.users", group: "accounts" },
  { key: "emailSettings", path: "email-settings", file: "admin-email-settings.tsx", title: "admin.nav.emailSettings", group: "accounts" },
  { key: "globalSettings", path: "global-settings", file: "admin-global-settings.tsx", title: "admin.nav.globalSettings", group: "accounts" },
  { key: "websiteAlert", path: "website-alert", file: "admin-website-alert.tsx", title: "admin.nav.websiteAlert", group: "accounts" },
  { key: "items", path: "items", file: "admin-items.tsx", title: "admin.nav.items", group: "catalogue" },
  { key: "item", path: "item/:uid", file: "admin-item.tsx", title: "admin.catalogue.titles.item", group: null },
  { key: "addItem", path: "add-item", file: "admin-add-item.tsx", title: "admin.nav.addItem", group: "catalogue" },
  { key: "itemsImages", path: "items-images", file: "admin-items-images.tsx", title: "admin.nav.itemsImages", group: "catalogue" },
  { key: "liveIcons", path: "live-icons", file: "admin-live-icons.tsx", title: "admin.nav.liveIcons", group: "catalogue" },
  { key: "tags", path: "tags", file: "admin-tags.tsx", title: "admin.nav.tags", group: "catalogue" },
  { key: "cutEdges", path: "cut-edges", file: "admin-cut-edges.tsx", title: "admin.nav.cutEdges", group: "catalogue" },
  { key: "crafts", path: "crafts", file: "admin-crafts.tsx", title: "admin.nav.crafts", group: "gameData" },
  { key: "craftsCompare", path: "crafts-compare", file: "admin-crafts-compare.tsx", title: "admin.nav.craftsCompare", group: "gameData" },
  { key: "barters", path: "barters", file: "admin-barters.tsx", title: "admin.nav.barters", group: "gameData" },
  { key: "bartersCompare", path: "barters-compare", file: "admin-barters-compare.tsx", title: "admin.nav.bartersCompare", group: "gameData" },
  { key: "quests", path: "quests", file: "admin-quests.tsx", title: "admin.nav.quests", group: "gameData" },
  { key: "questsCompare", path: "quests-compare", file: "admin-quests-compare.tsx", title: "admin.nav.questsCompare", group: "gameData" },
  { key: "tradersPrices", path: "traders-prices", file: "admin-traders-prices.tsx", title: "admin.nav.tradersPrices", group: "gameData" },
  {
    key: "tradersPricesCompare",
    path: "traders-prices-compare",
    file: "admin-traders-prices-compare.tsx",
    title: "admin.nav.tradersPricesCompare",
    group: "gameData",
  },
  { key: "gunsCompare", path: "guns-compare", file: "admin-guns-compare.tsx", title: "admin.nav.gunsCompare", group: "gameData" },
  { key: "logs", path: "logs", file: "admin-logs.tsx", title: "admin.nav.logs", group: "operations" },
  { key: "uploadTest", path: "upload-test", file: "admin-upload-test.tsx", title: "admin.nav.uploadTest", group: "operations" },
  { key: "palete", path: "palete", file: "admin-palete.tsx", title: "admin.nav.palete", group: "operations" },
] as const satisfies readonly AdminPageEntry[];

export type AdminPageKey = (typeof ADMIN_PAGES)[number]["key"];

/** The address of an admin page ("/admin", "/admin/users", "/admin/item/:uid"). */
export const adminPath = (page: Pick<AdminPageEntry, "path">): string => (page.path ? `/admin/${page.path}` : "/admin");

export const ADMIN_PATHS: readonly string[] = ADMIN_PAGES.map(adminPath);

export function adminPage(key: AdminPageKey): AdminPageEntry {
  return ADMIN_PAGES.find((p) => p.key === key) as AdminPageEntry;
}

/** /admin's menu: the groups in their order, each with its pages in list order. */
export const ADMIN_PAGE_GROUPS = ADMIN_MENU_GROUPS.map((key) => ({
  key,
  pages: ADMIN_PAGES.filter((p: AdminPageEntry) => p.group === key).map((p) => ({ key: p.key, title: p.title, path: adminPath(p) })),
}));

/** The link to an admin page: `adminHref("item", { uid })` is "/admin/item/<uid>". */
export function adminHref(key: AdminPageKey, params: Record<string, string> = {}): string {
  return adminPath(adminPage(key)).replace(/:(\w+)/g, (whole, name: string) => (name in params ? encodeURIComponent(params[name] as string) : whole));
}
