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
  // The tree view (issue 31): the trader in the address, the same statuses, a tick there shows and a reload keeps both.
  await page.getByRole("button", { name: "Tree" }).click();
  await page.getByLabel("Trader").selectOption({ label: "Skier" });
  await page.getByLabel("Trader").selectOption({ label: "Prapor" });
  await expect(page).toHaveURL(/[?&]view=tree&trader=prapor$/);
  const node = (sel: string) => page.locator(sel.replace("li[", ".tree-node["));
  await expect(node(SHOOTING_CANS)).toHaveAttribute("data-status", "Completed");
  await node(DEBUT).getByRole("checkbox").check();
  await expect(node(DEBUT)).toHaveAttribute("data-status", "Completed");
  await expect(node(SEARCH_MISSION)).toHaveAttribute("data-status", "Available");
  await page.reload();
  await expect(node(DEBUT)).toHaveAttribute("data-status", "Completed");
  await expect(page.getByLabel("Trader")).toHaveValue("Prapor");
});

test("a Pro user ticks a late quest: its chain is completed in one server update, another browser sees it, and Undo restores it", async ({ page, browser }) => {
  const email = `quests-${Date.now()}@example.test`;
  await logIn(page, email);
  adminCli("pro", email, "forever");
  await praporQuests(page);
  await expect(page.getByText("Your progress is saved to your account")).toBeVisible();
  const updates: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/be/progression/update")) updates.push(r.postData() ?? "");
  });
  // Search Mission needs Debut, which needs Shooting Cans: the confirm names both, Enter takes all three.
  await page.locator(SEARCH_MISSION).getByRole("checkbox").click();
  const confirm = page.getByRole("dialog", { name: /Complete Search Mission/ });
  await expect(confirm.getByText("It needs 2 quests you have not ticked:")).toBeVisible();
  await expect(confirm.getByRole("listitem")).toHaveText(["Shooting Cans", "Debut"]);
  await expect(confirm.getByRole("button", { name: "Complete all 3 quests" })).toBeFocused();
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/be/progression/update") && r.ok());
  await page.keyboard.press("Enter");
  await saved;
  await expect(confirm).toBeHidden();
  await expect(page.locator(SEARCH_MISSION).getByRole("checkbox")).toBeFocused();
  for (const quest of [SHOOTING_CANS, DEBUT, SEARCH_MISSION]) await expect(page.locator(quest).locator(".status-badge")).toHaveText("Completed");
  expect(updates).toHaveLength(1);
  expect(JSON.parse(updates[0] as string).add.questsDone).toHaveLength(3);

  // The same account in a fresh browser context (its own storage): the ticks come from the server.
  const other = await browser.newContext();
  await other.addCookies([
    { name: "tm_locale", value: "en", url: "http://127.0.0.1" },
    ...(await page.context().cookies()).filter((c) => c.name === "rk_session"),
  ]);
  const second = await other.newPage();
  await praporQuests(second);
  await expect(second.locator(DEBUT).locator(".status-badge")).toHaveText("Completed");
  await other.close();

  // Undo: one more update, and the three quests are as they were.
  const undone = page.waitForResponse((r) => r.url().endsWith("/api/be/progression/update") && r.ok());
  await page.getByRole("status").filter({ hasText: "3 quests completed." }).getByRole("button", { name: "Undo" }).click();
  await undone;
  await expect(page.locator(SHOOTING_CANS).locator(".status-badge")).toHaveText("Available");
  await expect(page.locator(DEBUT).locator(".status-badge")).toHaveText("Locked");
  await expect(page.locator(SEARCH_MISSION).locator(".status-badge")).toHaveText("Locked");
  expect(updates).toHaveLength(2);
});

// Two quests with no requirements in the data pack: Prapor's Shooting Cans and Therapist's First in Line.
const FIRST_IN_LINE = 'li[data-quest="657315ddab5a49b71f098853"]';

async function allQuests(page: Page) {
  await page.goto("/progression/quests");
  await hydrated(page);
  await page.getByLabel("Status").selectOption("all");
}

test("two tabs of one Pro user tick different quests at the same moment, and both ticks stay", async ({ page, context }) => {
  const email = `two-tabs-${Date.now()}@example.test`;
  await logIn(page, email);
  adminCli("pro", email, "forever");
  const second = await context.newPage();
  await allQuests(page);
  await allQuests(second);
  const saved = (p: Page) => p.waitForResponse((r) => r.url().endsWith("/api/be/progression/update") && r.ok());
  const savedBoth = Promise.all([saved(page), saved(second)]);
  await Promise.all([page.locator(SHOOTING_CANS).getByRole("checkbox").check(), second.locator(FIRST_IN_LINE).getByRole("checkbox").check()]);
  await savedBoth;
  // Each tab sent only its own change (a set operation): after a reload both are done in both tabs.
  for (const p of [page, second]) {
    await allQuests(p);
    await expect(p.locator(SHOOTING_CANS).locator(".status-badge")).toHaveText("Completed");
    await expect(p.locator(FIRST_IN_LINE).locator(".status-badge")).toHaveText("Completed");
  }
});

test("hideout: a visitor builds Vents level 1, the reload keeps it, and destroying asks first", async ({ page }) => {
  const VENTS_1 = 'li[data-module="5d473c1e081959000e530190-1"]';
  const STASH_1 = 'li[data-module="5d484fc0654e76006657e0ab-1"]';
  await page.goto("/progression/hideout");
  await hydrated(page);
  // The Standard edition starts with stash level 1: built, and not for destroying.
  await expect(page.locator(STASH_1).locator(".status-badge")).toHaveText("Edition");
  await expect(page.locator(STASH_1).getByRole("button", { name: "Destroy" })).toHaveCount(0);
  await expect(page.getByText(/^1 of \d+ levels built$/)).toBeVisible();
  const level = page.locator(VENTS_1);
  await expect(level.locator(".status-badge")).toHaveText("Ready");
  await level.getByRole("button", { name: "Build" }).click();
  await expect(level.locator(".status-badge")).toHaveText("Built");
  await page.reload();
  await hydrated(page);
  await expect(level.locator(".status-badge")).toHaveText("Built");
  await expect(page.getByText(/^2 of \d+ levels built$/)).toBeVisible();
  // "No" keeps it; "yes" takes it down again.
  page.once("dialog", (d) => d.dismiss());
  await level.getByRole("button", { name: "Destroy" }).click();
  await expect(level.locator(".status-badge")).toHaveText("Built");
  page.once("dialog", (d) => d.accept());
  await level.getByRole("button", { name: "Destroy" }).click();
  await expect(level.locator(".status-badge")).toHaveText("Ready");
});

test("quests map: a free user picks three quests; the fourth is refused with the spec's message", async ({ page }) => {
  await page.goto("/progression/quests-interactive");
  await hydrated(page);
  // Ground Zero holds five open quests for a new character.
  await page.getByLabel("Maps").selectOption({ label: "Ground Zero" });
  const boxes = page.locator(".quest-map-list li[data-quest] input[type=checkbox]");
  await expect(boxes.nth(3)).toBeVisible();
  for (let i = 0; i < 3; i++) await boxes.nth(i).check();
  await expect(page.locator("[data-marker]").first()).toBeVisible();
  await boxes.nth(3).click();
  await expect(page.getByRole("alert")).toHaveText("In the free version, you can select no more than 3 quests simultaneously.");
  await expect(boxes.nth(3)).not.toBeChecked();
  await expect(page.locator(".quest-map-list li.picked")).toHaveCount(3);
  // Objective kinds (issue 31 item 3): the Visit chip leaves the visit markers only (the quest items' places go), kept in the address.
  const markers = page.locator("[data-marker]");
  const all = await markers.count();
  await page
    .locator(".kind-filter")
    .getByRole("button", { name: /^Visit/ })
    .click();
  await expect(page).toHaveURL(/[?&]kinds=visit(&|$)/);
  await expect(markers.first()).toHaveAttribute("data-kind", "visit");
  await expect(page.locator("[data-marker]:not([data-kind=visit])")).toHaveCount(0);
  await expect(markers).not.toHaveCount(all);
});

test("hideout: a level whose requirements are not met asks first, naming what is missing", async ({ page }) => {
  // Library 1 needs Rest Space 3 and Hideout Management 5, which a new player lacks.
  const LIBRARY_1 = 'li[data-module="5d494a0e5b56502f18c98a02-1"]';
  await page.goto("/progression/hideout");
  await hydrated(page);
  const level = page.locator(LIBRARY_1);
  await expect(level.locator(".status-badge")).toHaveText("Locked");
  let message = "";
  page.once("dialog", (d) => {
    message = d.message();
    void d.dismiss();
  });
  await level.getByRole("button", { name: "Build" }).click();
  await expect.poll(() => message).toContain("Not everything this level needs is done");
  expect(message).toMatch(/level \d/);
  await expect(level.locator(".status-badge")).toHaveText("Locked");
  page.once("dialog", (d) => d.accept());
  await level.getByRole("button", { name: "Build" }).click();
  await expect(level.locator(".status-badge")).toHaveText("Built");
});

test("the dashboard's reset buttons wear the site's dark button style, not the browser's", async ({ page }) => {
  await page.goto("/progression/dashboard");
  await hydrated(page);
  const reset = page.locator(".reset-panel").getByRole("button", { name: "All progress" });
  await expect(reset).toBeVisible();
  const style = await reset.evaluate((b) => {
    const s = getComputedStyle(b);
    return { border: s.borderTopStyle, radius: s.borderTopLeftRadius, background: s.backgroundColor, color: s.color };
  });
  // .danger-button on the site's button shape (no border, the --radius corners), dark red with light text.
  expect(style).toEqual({ border: "none", radius: "4px", background: "rgb(58, 29, 27)", color: "rgb(240, 178, 171)" });
});
