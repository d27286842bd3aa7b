import { expect, type Page, test } from "@playwright/test";
import { adminCli, axeFaults, hydrated, logIn, recordNotifications, shownNotifications } from "./helpers.ts";

/**
 * Crafts and barters the player runs (issue 32 item 3): started from a calculator row, time left
 * ticking, built once the clock has moved past its end (Playwright's page.clock), collected or
 * cancelled; kept in the browser for visitors, with the account for Pro players.
 */
/** The pack's gas mask air filter craft: Lavatory 1, 2 minutes (120 s) at crafting skill 0. */
const FILTER = "5e1330dca0f0f8773c069c99";
/** Its station's crafts of level 1, locked ones shown (a free player sees 20 rows of the list). */
const LAVATORY_1 = "/crafts?group=5d484fba654e7600691aadf7&level=1&locked=1";
const row = (page: Page) => page.locator(`tr[data-recipe="${FILTER}"]`);
const panel = (page: Page) => page.locator("section.craft-runs");

/** The header hydrates first; a calculator is live (its rows answer clicks) once its controls are. */
async function live(page: Page) {
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  await expect(page.locator("fieldset.live-controls").first()).toBeEnabled();
}

async function useLocale(page: Page, locale: "en" | "ru") {
  await page.context().addCookies([{ name: "tm_locale", value: locale, url: "http://127.0.0.1" }]);
}

/**
 * Builds the Lavatory to level 1 in the calculator's station levels (a locked recipe cannot be
 * started, issue 32); for a Pro player it waits for the server to keep the change.
 */
async function buildLavatory(page: Page, onServer = false) {
  await page.locator("details.trader-levels summary").first().click();
  const saved = onServer ? page.waitForResponse((r) => r.url().endsWith("/api/be/progression/update") && r.ok()) : null;
  await page
    .locator("details.trader-levels")
    .getByLabel(/^(Lavatory|Санузел)/)
    .selectOption("1");
  await saved;
}

test("a visitor starts a craft on /crafts, sees it end with the clock moved, is notified, collects it; /hideout shows the same list", async ({ page }) => {
  await useLocale(page, "en");
  await recordNotifications(page);
  await page.clock.install();
  await page.goto(`/crafts?search=${encodeURIComponent("gas mask air filter")}`);
  await live(page);
  await expect(panel(page)).toContainText("Running crafts");
  await expect(panel(page)).toContainText("No craft is running");
  await expect(panel(page)).toContainText("(kept in this browser)");
  await expect(row(page).locator(".col-time")).toHaveText("2m");

  // No hideout entered: the craft is locked, its start disabled with the reason as its title (issue 32).
  const startButton = row(page).getByRole("button", { name: "Start the craft: Gas mask air filter" });
  await expect(startButton).toBeDisabled();
  await expect(startButton).toHaveAttribute("title", "Locked: needs Lavatory level 1");
  await buildLavatory(page);
  await expect(startButton).toBeEnabled();

  // The notification is asked for on the player's click only.
  await panel(page).getByRole("button", { name: "Notify me when a craft ends" }).click();
  await expect(panel(page).getByRole("button", { name: "Turn off" })).toBeVisible();

  await row(page).getByRole("button", { name: "Start the craft: Gas mask air filter" }).click();
  const run = panel(page).locator(".craft-run").first();
  await expect(run).toContainText("Gas mask air filter");
  await expect(run).toContainText("Lavatory 1");
  await expect(run).toContainText(/0:0[12]:\d\d left/);
  await expect(run).toContainText(/ends \d\d\.\d\d\.\d\d \d\d:\d\d/);
  await expect(run.getByRole("button", { name: "Collect" })).toBeDisabled();
  expect(await axeFaults(page, "en /crafts with a craft running")).toEqual([]);

  // One minute on: still running, the time left ticks down.
  await page.clock.fastForward("01:00");
  await expect(run).toContainText(/0:01:0\d left|0:00:5\d left/);
  // Past its end: built, announced in the page and by the browser.
  await page.clock.fastForward("01:05");
  await expect(run).toContainText("Ready to collect");
  await expect(run).toHaveAttribute("data-run-state", "built");
  await expect(panel(page).getByRole("status")).toHaveText("Craft ended: Gas mask air filter");
  await expect.poll(() => shownNotifications(page)).toEqual([{ title: "Craft ended", body: "Gas mask air filter" }]);

  await run.getByRole("button", { name: "Collect" }).click();
  await expect(panel(page)).toContainText("No craft is running");
  await panel(page).getByText("Finished (1)").click();
  await expect(panel(page).locator(".craft-run[data-run-state=completed]")).toContainText("Collected");

  // Kept in this browser: /hideout lists the same, and a craft started there ticks too.
  await page.goto("/hideout");
  await live(page);
  await expect(panel(page)).toContainText("Finished (1)");
  // The Lavatory built on /crafts (kept in this browser too): its best craft can be started from its row.
  const lavatory = page.locator(".hideout-table tbody tr", { hasText: "Lavatory" });
  await lavatory.locator(".run-recipe").click();
  await expect(panel(page).locator(".craft-run[data-run-state=running]")).toHaveCount(1);
  await panel(page).getByRole("button", { name: "Cancel" }).click();
  await panel(page).getByText("Finished (2)").click();
  await expect(panel(page).locator(".craft-run[data-run-state=canceled]")).toContainText("Cancelled");
});

test("in Russian: the panel, the start, the end and the cancel speak Russian", async ({ page }) => {
  await useLocale(page, "ru");
  await page.clock.install();
  await page.goto(LAVATORY_1);
  await live(page);
  await expect(panel(page)).toContainText("Запущенные крафты");
  await expect(panel(page)).toContainText("Ни один крафт не запущен");
  await expect(panel(page)).toContainText("(хранятся в этом браузере)");
  const locked = row(page).getByRole("button", { name: /^Запустить крафт: / });
  await expect(locked).toBeDisabled();
  await expect(locked).toHaveAttribute("title", /^Закрыто: /);
  await buildLavatory(page);
  await row(page)
    .getByRole("button", { name: /^Запустить крафт: / })
    .click();
  const run = panel(page).locator(".craft-run").first();
  await expect(run).toContainText(/осталось 0:0[12]:\d\d/);
  await expect(run).toContainText(/закончится \d\d\.\d\d\.\d\d \d\d:\d\d/);
  await page.clock.fastForward("02:05");
  await expect(run).toContainText("Готово, можно забрать");
  expect(await axeFaults(page, "ru /crafts with a craft built")).toEqual([]);
  await expect(panel(page).getByRole("status")).toHaveText(/^Крафт закончился: /);
  await run.getByRole("button", { name: "Отменить" }).click();
  await panel(page).getByText("Завершённые (1)").click();
  await expect(panel(page).locator(".craft-run[data-run-state=canceled]")).toContainText("Отменён");
  await expect(panel(page).getByRole("button", { name: "Уведомлять, когда крафт закончится" })).toBeVisible();
});

test("a Pro player's crafts are kept with the account: started, read again on another page, ended with the clock, cancelled", async ({ page }) => {
  await useLocale(page, "en");
  const email = `crafts-${Date.now()}@example.test`;
  await logIn(page, email);
  adminCli("pro", email, "forever");
  await page.clock.install();
  await page.goto(LAVATORY_1);
  await live(page);
  await expect(panel(page)).toContainText("(saved with your account)");
  await buildLavatory(page, true);
  const started = page.waitForResponse((r) => r.url().endsWith("/api/be/crafts/runs") && r.request().method() === "POST" && r.ok());
  await row(page).getByRole("button", { name: "Start the craft: Gas mask air filter" }).click();
  await started;
  const run = panel(page).locator(".craft-run").first();
  await expect(run).toContainText(/0:0[12]:\d\d left/);

  // Another page of the site reads the same list from the server.
  await page.goto("/hideout");
  await live(page);
  await expect(panel(page).locator(".craft-run[data-run-state=running]")).toContainText("Gas mask air filter");
  expect(await axeFaults(page, "en /hideout with a Pro player's craft running")).toEqual([]);
  await page.clock.fastForward("02:05");
  await expect(panel(page).locator(".craft-run").first()).toContainText("Ready to collect");
  await panel(page).getByRole("button", { name: "Cancel" }).click();
  await panel(page).getByText("Finished (1)").click();
  await expect(panel(page).locator(".craft-run[data-run-state=canceled]")).toContainText("Cancelled");
  const reply = await page.request.get("/api/be/crafts/runs");
  expect((await reply.json()).runs).toEqual([expect.objectContaining({ recipeId: FILTER, state: "canceled" })]);
});

test("a barter is recorded done on /barters", async ({ page }) => {
  await useLocale(page, "en");
  await page.goto("/barters");
  await live(page);
  await expect(panel(page)).toContainText("Barters done");
  await expect(panel(page)).toContainText("No barter recorded yet");
  const first = page.locator(".recipe-table tbody tr[data-recipe]").first();
  const product = (await first.locator(".recipe-head .item-chip").first().textContent())?.trim() ?? "";
  await first.getByRole("button", { name: /^Record the barter done: / }).click();
  await expect(panel(page)).toContainText("Recent barters (1)");
  await expect(panel(page).locator(".craft-run[data-run-state=completed]")).toContainText(product.replace(/^\d+×/, ""));
  await expect(panel(page).locator(".craft-run[data-run-state=completed]")).toContainText("Done");
  expect(await axeFaults(page, "en /barters with a barter done")).toEqual([]);
});
