import { expect, type Page, test } from "@playwright/test";
import { adminCli, hydrated, logIn } from "./helpers.ts";

// The data pack's first Prapor chain: Shooting Cans → Debut → Search Mission.
const SHOOTING_CANS = 'li[data-quest="657315df034d76585f032e01"]';
const DEBUT = 'li[data-quest="5936d90786f7742b1420ba5b"]';
const SEARCH_MISSION = 'li[data-quest="5fd9fad9c1ce6b1a3b486d00"]';

async function praporQuests(page: Page) {
  await page.goto("/progression/quests");
  await hydrated(page);
  await page.getByLabel("Trader").selectOption({ label: "Prapor" });
  await page.getByLabel("Status").selectOption("all");
}

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "tm_locale", value: "en", url: "http://127.0.0.1" }]);
});

test("a visitor marks Shooting Cans done, Debut becomes available, and a reload keeps it (browser storage)", async ({ page }) => {
  await praporQuests(page);
  const cans = page.locator(SHOOTING_CANS);
  const debut = page.locator(DEBUT);
  await expect(cans.locator(".status-badge")).toHaveText("Available");
  await expect(debut.locator(".status-badge")).toHaveText("Locked");
  await cans.getByRole("checkbox").check();
  await expect(cans.locator(".status-badge")).toHaveText("Completed");
  await expect(debut.locator(".status-badge")).toHaveText("Available");
  await praporQuests(page);
  await expect(cans.locator(".status-badge")).toHaveText("Completed");
  await expect(debut.locator(".status-badge")).toHaveText("Available");
  await expect(page.getByText("Your progress is kept in this browser.")).toBeVisible();
});

test("a Pro user's ticks are kept on the server: another browser sees them", async ({ page, browser }) => {
  const email = `quests-${Date.now()}@example.test`;
  await logIn(page, email);
  adminCli("pro", email, "forever");
  await praporQuests(page);
  await expect(page.getByText("Your progress is saved to your account")).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/be/progression/update") && r.ok());
  await page.locator(DEBUT).getByRole("checkbox").check();
  await saved;
  await expect(page.locator(SEARCH_MISSION).locator(".status-badge")).toHaveText("Available");

  // The same account in a fresh browser context (its own storage): the tick comes from the server.
  const other = await browser.newContext();
  await other.addCookies([
    { name: "tm_locale", value: "en", url: "http://127.0.0.1" },
    ...(await page.context().cookies()).filter((c) => c.name === "rk_session"),
  ]);
  const second = await other.newPage();
  await praporQuests(second);
  await expect(second.locator(DEBUT).locator(".status-badge")).toHaveText("Completed");
  await other.close();
});
