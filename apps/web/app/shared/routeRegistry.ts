/**
 * Paths this deployment serves. Menus link only to these (spec: later issues add their routes);
 * routeRegistry.test.ts checks the list against app/routes.ts.
 */
export const EXISTING_ROUTES = [
  "/",
  "/market",
  "/tag/:tag",
  "/item/:url",
  "/maps/:map",
  "/pilot",
  "/user",
  "/account",
  "/patreon-about",
  "/admin",
  "/admin/users",
  "/admin/email-settings",
  "/admin/global-settings",
  "/admin/website-alert",
  "/admin/items",
  "/admin/item/:uid",
  "/admin/add-item",
  "/admin/items-images",
  "/admin/live-icons",
  "/admin/tags",
  "/admin/cut-edges",
  "/admin/crafts",
  "/admin/crafts-compare",
  "/admin/barters",
  "/admin/barters-compare",
  "/admin/quests",
  "/admin/quests-compare",
  "/admin/traders-prices",
  "/admin/traders-prices-compare",
  "/admin/guns-compare",
  "/admin/logs",
  "/admin/upload-test",
  "/admin/palete",
  "/crafts",
  "/barters",
  "/barter",
  "/btc-farm",
  "/time",
  "/test",
  "/dev/api",
  "/dev/google-sheet",
  "/fee",
  "/loadouts/search",
  "/loadouts/my",
  "/loadouts/weapon",
  "/loadouts/weapon/:gun",
  "/loadouts/weapon/:gun/:id",
  "/gear",
  "/hideout",
  "/progression/dashboard",
  "/progression/quests",
  "/progression/quests-interactive",
  "/progression/hideout",
  "/progression/items-to-keep",
  "/progression/items-tracker",
  "/progression/items-interactive",
  "/discord-bot",
  "/streamers/nightbot",
  "/streamers/streamelements",
  "/streamers/fossabot",
  "/streamers",
  "/streamers/streamer-challenge",
  "/widgets/scroll-text",
  "/widgets/streamer-challenge",
] as const;

const PATTERNS = EXISTING_ROUTES.map((route) => route.split("/").filter(Boolean));
/** Answers per path (the menus ask for the same few dozen links on every render: issue 30, finding 17). */
const known = new Map<string, boolean>();

export function routeExists(path: string): boolean {
  const asked = path.split("?")[0] ?? "";
  let exists = known.get(asked);
  if (exists === undefined) {
    const segments = asked.split("/").filter(Boolean);
    exists = PATTERNS.some((pattern) => pattern.length === segments.length && pattern.every((p, i) => p.startsWith(":") || p === segments[i]));
    // Bounded: only a link the site itself renders is asked for, but keep it so whatever asks.
    if (known.size < 1000) known.set(asked, exists);
  }
  return exists;
}
