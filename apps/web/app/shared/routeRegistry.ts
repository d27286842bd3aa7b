import { ADMIN_PATHS } from "../features/admin/adminPages.ts";

/**
 * Paths this deployment serves. Menus link only to these (spec: later issues add their routes);
 * The admin paths come from features/admin/adminPages.ts (adminPages.test.ts checks them against app/routes.ts).
 */
export const EXISTING_ROUTES: readonly string[] = [
  "/",
  "/market",
  "/tag/:tag",
  "/item/:url",
  "/maps/:map",
  "/pilot",
  "/user",
  "/account",
  "/patreon-about",
  // The admin pages, from their one list (issue 33, item 4).
  ...ADMIN_PATHS,
  "/crafts",
  "/barters",
  "/barter",
  "/btc-farm",
  "/time",
  "/traders",
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
];

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
