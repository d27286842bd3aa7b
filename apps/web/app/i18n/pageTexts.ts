/**
 * Locale texts that only some pages read (issue 33, item 7): every page brought the whole table of
 * its locale in its HTML (~70 KB of JSON, ~24 KB of the page's brotli), the admin's and the
 * calculators' texts included. A namespace listed here goes only to the paths that use it (the path
 * itself or below it); every other namespace (the shell's, the market's, the item's…) goes to all.
 * pageTexts.test.ts checks that the code using a namespace lives where its paths are.
 */
export const PAGE_TEXTS: Readonly<Record<string, readonly string[]>> = {
  admin: ["/admin"],
  progress: ["/progression"],
  // The admin's data tables show the loadouts' figures.
  loadouts: ["/loadouts", "/admin"],
  // The item page has the fee calculator; the quests view the calculators' trader levels.
  calc: ["/hideout", "/crafts", "/fee", "/barters", "/barter", "/btc-farm", "/item", "/progression"],
  gear: ["/gear"],
  devApi: ["/dev/api"],
  devSheet: ["/dev/google-sheet"],
  discordBot: ["/discord-bot"],
  proAbout: ["/patreon-about"],
  // The player's own prices (issue 32 item 1) and the price types explained (item 2).
  myPrice: ["/item", "/hideout", "/crafts", "/barters", "/barter", "/account"],
  priceTypes: ["/item", "/hideout", "/crafts", "/barters", "/barter"],
  // Trader restocks (issue 32 item 6); the alerts' texts go everywhere (the notifications of every page).
  traders: ["/traders"],
};

/** The page's path from a document or data request's path (`/x.data`, `/_root.data` for `/`). */
export function pagePath(pathname: string): string {
  const path = pathname.replace(/\.data$/, "");
  return path === "/_root" || path === "" ? "/" : path;
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The namespaces a page at `path` does not read (sorted: the same set gives the same list). */
export function textsLeftOut(path: string): string[] {
  return Object.entries(PAGE_TEXTS)
    .filter(([, paths]) => !paths.some((prefix) => under(path, prefix)))
    .map(([namespace]) => namespace)
    .sort();
}

/** Whether the page at `next` reads texts the page at `current` was sent without (the root data is loaded again then). */
export function needsMoreTexts(current: string, next: string): boolean {
  const left = new Set(textsLeftOut(next));
  return textsLeftOut(current).some((namespace) => !left.has(namespace));
}
