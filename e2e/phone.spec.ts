import { expect, test } from "@playwright/test";
import { hydrated, logIn } from "./helpers.ts";

test("at phone width the side menu folds into the burger, which opens a drawer with its own language panel", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator(".raid-clock span").first()).toHaveText(/^\d\d:\d\d:\d\d$/);
  await expect(page.locator(".side-column")).toBeHidden();
  const burger = page.getByRole("button", { name: /Open menu|Открыть меню/ });
  await expect(burger).toBeVisible();
  await burger.click();
  const drawer = page.getByRole("dialog");
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("link", { name: /Flea market|Барахолка/ })).toBeVisible();
  // Spec §2's phone entries (/hideout, /barter) and the crafts calculator beside them (issue 32).
  for (const [name, href] of [
    [/^(Hideout profit|Доход убежища)$/, "/hideout"],
    [/^(Crafts|Крафты)$/, "/crafts"],
    [/^(Barters|Бартеры)$/, "/barter"],
  ] as const)
    await expect(drawer.getByRole("link", { name })).toHaveAttribute("href", href);
  // Spec §2's external links: the community ammo and ballistics tools.
  await expect(drawer.getByRole("link", { name: /^(Ammo chart|Таблица патронов)$/ })).toHaveAttribute("href", "https://tarkov.dev/ammo");
  await expect(drawer.locator(".drawer-langs a")).toHaveCount(11);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
});

test("the market table fits the phone: name, price and 24h change stay, the rest folds away", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator(".market-table tbody tr")).toHaveCount(51);
  await expect(page.locator("th.col-name")).toBeVisible();
  await expect(page.locator("th.col-price")).toBeVisible();
  await expect(page.locator("th.col-trader")).toBeHidden();
  // The 24 h change on screen, not in the table's scroll (issue 32: a price's figure name pushed it out).
  const change = await page.locator("th.col-change:not(.col-7d)").boundingBox();
  expect(change && change.x + change.width <= 390).toBe(true);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test("on a phone the drawer holds the user menu: PMCs, settings, account and logout", async ({ page }) => {
  const email = `phone-${Date.now()}@example.test`;
  await page.context().addCookies([{ name: "tm_locale", value: "en", url: "http://127.0.0.1" }]);
  await logIn(page, email);
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.locator(".drawer-user .char-entry.current")).toContainText("(PVP)");
  await expect(drawer.getByRole("link", { name: "+ New PMC" })).toHaveAttribute("href", "/user");
  await expect(drawer.getByRole("button", { name: "Settings" })).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Logout" })).toHaveAttribute("href", "/api/be/logout?lang=en");
  // A saved loadout with a long title: its price, likes and Open stay on screen (issue 32).
  const saved = await page.request.post("/api/be/loadouts", {
    data: { title: "M4A1 with a long title for a narrow screen", public: false, build: { weaponId: "5447a9cd4bdc2dbd208b4567", parts: {}, ammo: [] } },
  });
  expect(saved.status()).toBe(201);
  await page.goto("/loadouts/my");
  await hydrated(page);
  const row = page.locator(".loadout-table tbody tr").first();
  for (const target of [page.locator(".loadout-table th.col-likes"), row.getByRole("link", { name: "Open" }), row.getByRole("button", { name: "Delete" })]) {
    const box = await target.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  }
  await expect(row).toContainText("M4A1");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("on a phone a visitor sets Workbench 3 on /hideout and sees its profit; the level is kept in the browser", async ({ page, context }) => {
  await context.addCookies([{ name: "tm_locale", value: "en", url: "http://127.0.0.1" }]);
  await page.goto("/hideout");
  await hydrated(page);
  const workbench = page.locator(".recipe-table tbody tr", { hasText: "Workbench" });
  await expect(workbench).toHaveClass(/locked/);
  await page.locator(".trader-levels summary").click();
  await page.getByLabel("Workbench").selectOption("3");
  await expect(workbench).not.toHaveClass(/locked/);
  await expect(workbench.locator("td").nth(3)).toHaveText(/₽[\d,]+/);
  await page.reload();
  await hydrated(page);
  await expect(page.locator(".recipe-table tbody tr", { hasText: "Workbench" })).not.toHaveClass(/locked/);
});

test("on a phone a player opens a craft's and a barter's whole recipe: inputs with their prices, time, cost and profit", async ({ page, context }) => {
  await context.addCookies([{ name: "tm_locale", value: "en", url: "http://127.0.0.1" }]);
  for (const path of ["/crafts", "/barters"]) {
    await page.goto(path);
    await hydrated(page);
    // The calculator hydrates apart from the header (its data loads after the first paint): live once its controls are.
    await page.waitForLoadState("networkidle");
    await expect(page.locator("fieldset.live-controls").first()).toBeEnabled();
    const row = page.locator(".recipe-table tbody tr[data-recipe]").first();
    // The narrow table hides the inputs and the cost.
    await expect(row.locator("td.col-inputs")).toBeHidden();
    await row.getByRole("button", { name: "Show the whole recipe" }).click();
    const detail = page.locator(".recipe-detail").first();
    await expect(detail).toBeVisible();
    await expect(detail.locator(".recipe-parts").first().locator("li").first()).toBeVisible();
    await expect(detail).toContainText("Cost");
    await expect(detail).toContainText("Profit");
    if (path === "/crafts") await expect(detail).toContainText("Time");
    await row.getByRole("button", { name: "Hide the recipe" }).click();
    await expect(page.locator(".recipe-detail")).toHaveCount(0);
  }
});

test("on a phone the recipe tables keep result, profit, per hour and ROI inside the screen, in English and Russian", async ({ page, context }) => {
  for (const locale of ["en", "ru"]) {
    await context.addCookies([{ name: "tm_locale", value: locale, url: "http://127.0.0.1" }]);
    for (const path of ["/crafts", "/barters"]) {
      await page.goto(path);
      await hydrated(page);
      const scroll = page.locator(".table-scroll");
      expect(await scroll.evaluate((e) => e.scrollWidth - e.clientWidth), `${locale} ${path}`).toBeLessThanOrEqual(0);
    }
  }
});

test("on a phone the header's user menu names the PMC and its mode, every progress tab is in view, and the items tracker keeps Need and Have", async ({
  page,
}) => {
  await page.context().addCookies([{ name: "tm_locale", value: "en", url: "http://127.0.0.1" }]);
  await logIn(page, `phone-menu-${Date.now()}@example.test`);
  await page.goto("/progression/items-tracker");
  await hydrated(page);
  // The tracker's counts and the −/+ buttons stay on screen beside long names (issue 32); "For" folds away.
  const table = page.locator(".needed-table");
  for (const column of ["th.col-need", "th.col-have"]) {
    const box = await table.locator(column).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, column).toBe(true);
  }
  // The first item row (a quest's "any of N items" group row above it has no buttons of its own).
  const more = table.getByRole("button", { name: /^One more/ }).first();
  await expect(more).toBeVisible();
  const plus = await more.boundingBox();
  expect(plus && plus.x + plus.width <= 390).toBe(true);
  await expect(table.locator("th.col-sources")).toBeHidden();
  // The header's button is short (faction and level); its menu shows the PMC's name and game mode.
  await expect(page.locator(".user-toggle .char-name")).toBeHidden();
  await page.getByRole("button", { name: "User menu" }).click();
  const current = page.locator(".user-dropdown .char-entry.current");
  await expect(current.locator(".char-name")).toBeVisible();
  await expect(current.locator(".char-mode")).toHaveText("(PVP)");
  await page.keyboard.press("Escape");
  const tabs = page.locator(".progress-tabs a");
  await expect(tabs).toHaveCount(7);
  for (const tab of await tabs.all()) {
    const box = await tab.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, await tab.innerText()).toBe(true);
    // One line per label.
    expect(box?.height).toBeLessThan(40);
  }
});

test("on a phone /traders fits 390 px in English and Russian: trader, PVP and PVE restock side by side (issue 32 item 6)", async ({ page, context }) => {
  for (const locale of ["en", "ru"]) {
    await context.addCookies([{ name: "tm_locale", value: locale, url: "http://127.0.0.1" }]);
    await page.goto("/traders");
    await hydrated(page);
    await expect(page.locator(".restocks-table tbody tr").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), locale).toBeLessThanOrEqual(390);
  }
});

test("on a phone a player starts a craft, sees it end with the clock moved and collects it: the running list fits 390 px, in English and Russian", async ({
  page,
  context,
}) => {
  await page.clock.install();
  for (const [locale, showRecipe, start, ready, collect] of [
    ["en", "Show the whole recipe", /^Start the craft: /, "Ready to collect", "Collect"],
    ["ru", "Показать весь рецепт", /^Запустить крафт: /, "Готово, можно забрать", "Забрать"],
  ] as const) {
    await context.addCookies([{ name: "tm_locale", value: locale, url: "http://127.0.0.1" }]);
    // The pack's gas mask air filter craft (Lavatory 1, 2 minutes).
    await page.goto("/crafts?group=5d484fba654e7600691aadf7&level=1&locked=1");
    await hydrated(page);
    await expect(page.locator("fieldset.live-controls").first()).toBeEnabled();
    // The Lavatory built (a locked recipe cannot be started, issue 32).
    await page.locator(".trader-levels summary").click();
    await page.getByLabel(/^(Lavatory|Санузел)/).selectOption("1");
    // The narrow table keeps its width: the start is in the opened recipe.
    await page.locator('tr[data-recipe="5e1330dca0f0f8773c069c99"]').getByRole("button", { name: showRecipe }).click();
    await page.locator(".recipe-detail").getByRole("button", { name: start }).click();
    const run = page.locator("section.craft-runs .craft-run[data-run-state=running]");
    await expect(run).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${locale} running`).toBeLessThanOrEqual(390);
    expect(await page.locator(".table-scroll").evaluate((e) => e.scrollWidth - e.clientWidth), `${locale} table`).toBeLessThanOrEqual(0);
    for (const target of [run.getByRole("button", { name: collect }), run.locator(".craft-run-time")]) {
      const box = await target.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, locale).toBe(true);
    }
    await page.clock.fastForward("02:05");
    const built = page.locator("section.craft-runs .craft-run[data-run-state=built]");
    await expect(built).toContainText(ready);
    await built.getByRole("button", { name: collect }).click();
    await expect(page.locator("section.craft-runs .craft-run-history summary")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${locale} finished`).toBeLessThanOrEqual(390);
  }
  // /hideout with the Lavatory built: its best craft's start stays inside the table and the screen.
  await context.addCookies([{ name: "tm_locale", value: "en", url: "http://127.0.0.1" }]);
  await page.goto("/hideout");
  await hydrated(page);
  await expect(page.locator("fieldset.live-controls").first()).toBeEnabled();
  await expect(page.locator("section.craft-runs")).toBeVisible();
  const start = page.locator(".hideout-table tbody tr", { hasText: "Lavatory" }).locator(".run-recipe");
  const box = await start.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  expect(await page.locator(".table-scroll").evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
