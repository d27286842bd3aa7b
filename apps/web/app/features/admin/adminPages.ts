/**
 * The admin pages of spec §2, grouped as /admin lists them (issue 19). The key names the page's
 * title in the locales (`admin.nav.<key>`).
 */
export const ADMIN_PAGE_GROUPS = [
  {
    key: "accounts",
    pages: [
      { key: "users", path: "/admin/users" },
      { key: "emailSettings", path: "/admin/email-settings" },
      { key: "globalSettings", path: "/admin/global-settings" },
      { key: "websiteAlert", path: "/admin/website-alert" },
    ],
  },
  {
    key: "catalogue",
    pages: [
      { key: "items", path: "/admin/items" },
      { key: "addItem", path: "/admin/add-item" },
      { key: "itemsImages", path: "/admin/items-images" },
      { key: "liveIcons", path: "/admin/live-icons" },
      { key: "tags", path: "/admin/tags" },
      { key: "cutEdges", path: "/admin/cut-edges" },
    ],
  },
  {
    key: "gameData",
    pages: [
      { key: "crafts", path: "/admin/crafts" },
      { key: "craftsCompare", path: "/admin/crafts-compare" },
      { key: "barters", path: "/admin/barters" },
      { key: "bartersCompare", path: "/admin/barters-compare" },
      { key: "quests", path: "/admin/quests" },
      { key: "questsCompare", path: "/admin/quests-compare" },
      { key: "tradersPrices", path: "/admin/traders-prices" },
      { key: "tradersPricesCompare", path: "/admin/traders-prices-compare" },
      { key: "gunsCompare", path: "/admin/guns-compare" },
    ],
  },
  {
    key: "operations",
    pages: [
      { key: "logs", path: "/admin/logs" },
      { key: "uploadTest", path: "/admin/upload-test" },
      { key: "palete", path: "/admin/palete" },
    ],
  },
] as const;
