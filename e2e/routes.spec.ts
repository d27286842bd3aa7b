import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./helpers.ts";

/**
 * Every route of the site opens in English and Russian without a console error: no hydration
 * mismatch (React error #418), no failed script, no uncaught exception.
 */
const ROUTES = [
  "/",
  "/market",
  "/tag/weapons",
  "/item/salewa_first_aid_kit",
  "/maps/customs",
  "/pilot",
  "/user",
  "/patreon-about",
  "/crafts",
  "/barters",
  "/btc-farm",
  "/time",
  "/fee",
  "/hideout",
  "/progression/dashboard",
  "/progression/quests",
  "/progression/quests-interactive",
  "/progression/hideout",
  "/progression/items-to-keep",
  "/progression/items-tracker",
  "/progression/items-interactive",
];

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

for (const locale of ["en", "ru"] as const) {
  test.describe(`${locale} visitor`, () => {
    test.use(BROWSERS[locale]);
    test(`every route opens in ${locale} without a console error, with progress kept in the browser`, async ({ page }) => {
      test.setTimeout(150_000);
      await page.context().addCookies([{ name: "tm_locale", value: locale, url: "http://127.0.0.1" }]);
      const errors = watchErrors(page);
      // Some progress of this visitor first: a quest ticked and an item counted.
      await page.goto("/progression/quests");
      await hydrated(page);
      await page.locator(".quest-card input[type=checkbox]").first().click();
      await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith("raidkit:progress:")))).toBe(true);
      for (const route of ROUTES) {
        const before = errors.length;
        const response = await page.goto(route);
        expect(response?.status(), route).toBe(200);
        await hydrated(page);
        // Let effects after hydration run (idle prefetch, stores reading the browser's storage).
        await page.waitForTimeout(300);
        expect(errors.slice(before), `${locale} ${route}`).toEqual([]);
      }
    });
  });
}
