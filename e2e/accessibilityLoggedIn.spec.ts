import { expect, test } from "@playwright/test";
import { adminCli, axeFaults, hydrated, logIn } from "./helpers.ts";

/**
 * The pages a logged-in player sees (issue 22, item 4): the account, the profile, the progress
 * pages kept on the server, the saved loadouts, clean under axe-core's WCAG 2 A/AA
 * rules in English and Russian, for a Pro user (the most controls: settings, PMCs, Pro-only tools).
 */
// The pages whose markup differs once logged in; the rest (the quest list, the calculators, the API
// reference) are checked for visitors by routes.spec.ts with the same markup.
const ROUTES = ["/account", "/user", "/progression/dashboard", "/progression/hideout", "/loadouts/my"];

test("the logged-in pages pass axe (WCAG 2 A/AA) in English and Russian", async ({ page, context }) => {
  test.setTimeout(240_000);
  const email = `axe-${Date.now()}@example.test`;
  await logIn(page, email);
  adminCli("pro", email, "forever");
  const faults: string[] = [];
  for (const locale of ["en", "ru"] as const) {
    await context.addCookies([{ name: "tm_locale", value: locale, url: "http://127.0.0.1" }]);
    for (const route of ROUTES) {
      await page.goto(route);
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      faults.push(...(await axeFaults(page, `${locale} ${route}`)));
    }
  }
  expect(faults).toEqual([]);
});
