import { expect, test } from "@playwright/test";
import { hydrated } from "./helpers.ts";

/**
 * Spec §4 "Version and reload": the page polls the served build's version with the alert and the
 * weather (every 10 minutes); after a deploy it offers a reload. The deploy is played by answering
 * the poll with another version; the clock is moved on by 10 minutes.
 */
test("after a new deploy the page offers a reload, and the reload loads the page again", async ({ page }) => {
  await page.clock.install();
  await page.goto("/market");
  await hydrated(page);
  await expect(page.getByText("A new version of Raidkit is out.")).toHaveCount(0);
  await page.route("**/api/be/version", (route) => route.fulfill({ json: { version: "deployed-after-this-page" } }));
  await page.clock.fastForward("10:01");
  const banner = page.getByRole("status").filter({ hasText: "A new version of Raidkit is out." });
  await expect(banner).toBeVisible();
  const reloaded = page.waitForEvent("load");
  await banner.getByRole("button", { name: "Reload the page" }).click();
  await reloaded;
});

test("the same version offers nothing", async ({ page }) => {
  await page.clock.install();
  await page.goto("/market");
  await hydrated(page);
  const polled = page.waitForResponse((r) => r.url().endsWith("/api/be/version"));
  await page.clock.fastForward("10:01");
  expect((await polled).status()).toBe(200);
  await page.waitForTimeout(200);
  await expect(page.getByText("A new version of Raidkit is out.")).toHaveCount(0);
});
