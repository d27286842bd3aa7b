import { expect, type Page, test } from "@playwright/test";
import { EXISTING_ROUTES } from "../apps/web/app/shared/routeRegistry.ts";
import { adminCli, axeFaults, hydrated, logIn } from "./helpers.ts";

/**
 * Every route of the site (the route registry, a real sample for each parameter) opens in English
 * and Russian without a console error: no hydration mismatch (React error #418), no failed script,
 * no uncaught exception; and, once its data is there, clean under axe-core's WCAG 2 A and AA rules
 * (issue 22: 3,252 faults on nine routes, grey text below contrast and links told apart by colour
 * alone), keeping the dense dark look: dimmed rows are dimmed by a compliant colour, links in text
 * are underlined. One page load serves both checks (a page load costs ~2 s of the browser's time here).
 */
const SAMPLES: Record<string, string> = {
  ":tag": "weapons",
  ":url": "salewa_first_aid_kit",
  ":map": "customs",
  ":gun": "5447a9cd4bdc2dbd208b4567",
  ":id": "AAAAAAAAAAAAAAAA",
};
// /account and /admin need a logged-in user (a visitor is sent to /user or gets the not-found page).
// A saved loadout's address needs one of the database's (e2e/loadouts.spec.ts opens one); a made-up id answers 404 in the console.
// The streamer challenge (page and widget) is not found while the tournament is off (the default).
// The widgets are overlays for streaming software, transparent by design, not pages read in a browser: not checked by axe.
const ROUTES = EXISTING_ROUTES.filter(
  (r) =>
    r !== "/account" &&
    !r.startsWith("/admin") &&
    r !== "/loadouts/weapon/:gun/:id" &&
    r !== "/streamers/streamer-challenge" &&
    r !== "/widgets/streamer-challenge",
).map((r) => r.replace(/:[a-z]+/g, (p) => SAMPLES[p] ?? p));

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`page: ${error.message}`));
  return errors;
}

/**
 * The browser speaks the page's language and lives in another time zone than the server, as real
 * visitors do: text sorted or formatted by the runtime's defaults differs between the two sides.
 */
const BROWSERS = { en: { locale: "en-US", timezoneId: "America/New_York" }, ru: { locale: "ru-RU", timezoneId: "Europe/Moscow" } } as const;

/**
 * The Russian visitor is on a phone (issue 32: long Russian words widened pages at 390 px), the English
 * one on the desktop: each route is opened once per language, and both widths are covered.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 } as const;
const SCREENS = { en: {}, ru: PHONE } as const;

for (const locale of ["en", "ru"] as const) {
  test.describe(`${locale} visitor`, () => {
    test.use({ ...BROWSERS[locale], ...SCREENS[locale] });
    test(`every route opens in ${locale} without a console error and passes axe, with progress kept in the browser`, async ({ page }) => {
      test.setTimeout(360_000);
      await page.context().addCookies([{ name: "tm_locale", value: locale, url: "http://127.0.0.1" }]);
      const errors = watchErrors(page);
      const faults: string[] = [];
      // Some progress of this visitor first: a quest ticked and an item counted.
      await page.goto("/progression/quests");
      await hydrated(page);
      await page.locator(".quest-card input[type=checkbox]").first().click();
      await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith("raidkit:progress:")))).toBe(true);
      for (const route of ROUTES) {
        const before = errors.length;
        const response = await page.goto(route);
        expect(response?.status(), route).toBe(200);
        // A widget is the page alone (no header, so no raid clock): its own line shows once hydrated.
        const widget = route.startsWith("/widgets/");
        if (widget) await expect(page.locator("[data-testid=scroll-text]:not([aria-busy])")).toBeVisible();
        else await hydrated(page);
        // Let effects after hydration run (idle prefetch, stores reading the browser's storage) and
        // pages that load their data after the first paint (progress, calculators) show it.
        await page.waitForLoadState("networkidle");
        expect(errors.slice(before), `${locale} ${route}`).toEqual([]);
        // No page is wider than the screen. The layout viewport's width (clientWidth), not innerWidth:
        // a phone browser zooms out to a too-wide page, so innerWidth grows with it (481 px on /btc-farm).
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth, `${locale} ${route} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
        if (!widget) faults.push(...(await axeFaults(page, `${locale} ${route}`)));
      }
      expect(faults).toEqual([]);
    });
  });
}

test.describe("ru admin with Pro", () => {
  test.use(BROWSERS.ru);
  test("the logged-in pages and the progress kept on the server open in Russian without a console error", async ({ page }) => {
    test.setTimeout(150_000);
    const email = `routes-${Date.now()}@example.test`;
    await page.context().addCookies([{ name: "tm_locale", value: "en", url: "http://127.0.0.1" }]);
    await logIn(page, email);
    adminCli("grant", email);
    adminCli("pro", email, "forever");
    await page.context().addCookies([{ name: "tm_locale", value: "ru", url: "http://127.0.0.1" }]);
    const errors = watchErrors(page);
    for (const route of [
      "/account",
      "/admin",
      "/admin/global-settings",
      "/admin/website-alert",
      "/user",
      ...ROUTES.filter((r) => r.startsWith("/progression") || r === "/hideout" || r === "/crafts"),
    ]) {
      const before = errors.length;
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await hydrated(page);
      await page.waitForTimeout(300);
      expect(errors.slice(before), `ru admin ${route}`).toEqual([]);
    }
  });
});
