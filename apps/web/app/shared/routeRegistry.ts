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
  "/admin/global-settings",
  "/admin/website-alert",
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
] as const;

export function routeExists(path: string): boolean {
  const segments = path.split("?")[0]?.split("/").filter(Boolean) ?? [];
  return EXISTING_ROUTES.some((route) => {
    const pattern = route.split("/").filter(Boolean);
    return pattern.length === segments.length && pattern.every((p, i) => p.startsWith(":") || p === segments[i]);
  });
}
