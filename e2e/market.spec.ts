import { expect, type Page, test } from "@playwright/test";

/** Waits until React has hydrated the page (the raid clock only starts in the browser). */
async function hydrated(page: Page) {
  await expect(page.locator(".raid-clock span").first()).toHaveText(/^\d\d:\d\d:\d\d$/);
}

// Real items of the data pack (Salewa's newest flea scan, 22.08.26).
const SALEWA = { name: "Salewa first aid kit", ru: "Аптечка Salewa First Aid Kit", url: "/item/salewa_first_aid_kit", price: "₽35,000" };

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "tm_locale", value: "en", url: "http://127.0.0.1" }]);
});

test("the market shows 51 real items with prices, rendered on the server", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Flea market prices · Raidkit");
  await expect(page.locator(".market-table tbody tr")).toHaveCount(51);
  await expect(page.getByText("Prices as of 22.08.26 20:18")).toBeVisible();
});

test("search finds an item and its page opens", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.getByPlaceholder("Search items").fill("salewa");
  await expect(page).toHaveURL(/\?search=salewa/);
  const link = page.getByRole("link", { name: new RegExp(SALEWA.name) });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(SALEWA.url);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SALEWA.name);
  await expect(page.locator(".big-number")).toHaveText(SALEWA.price);
  await expect(page.getByRole("heading", { name: "Sell to traders" })).toBeVisible();
});

test("typing on while the search is applied loses no keystroke, and / focuses the search box", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.keyboard.press("/");
  const input = page.getByPlaceholder("Search items");
  await expect(input).toBeFocused();
  await input.pressSequentially("sal");
  // The first part is applied (debounce) while the rest is still being typed.
  await page.waitForTimeout(270);
  await input.pressSequentially("ewa", { delay: 40 });
  await expect(page).toHaveURL(/\?search=salewa$/);
  await expect(input).toHaveValue("salewa");
});

test("once the catalogue is cached, searching runs in the browser without asking the server", async ({ page }) => {
  const cacheLoaded = page.waitForResponse((r) => r.url().includes("/api/be/cache") && r.status() === 200);
  await page.goto("/");
  await cacheLoaded;
  // Let the browser build its index from the cached rows.
  await page.waitForTimeout(300);
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(".data")) dataRequests.push(request.url());
  });
  await page.getByPlaceholder("Search items").fill("graphics card");
  await expect(page.getByRole("link", { name: /Graphics card/ }).first()).toBeVisible();
  await page.getByRole("link", { name: /^Price/ }).click();
  await expect(page).toHaveURL(/sort=price/);
  expect(dataRequests).toEqual([]);
});

test("search puts the item a player means first: the wrong keyboard layout, the other alphabet, a typo (server and browser alike)", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: "tm_locale", value: "ru", url: "http://127.0.0.1" }]);
  // Rendered by the server: "ледх" is LEDX typed in Cyrillic.
  await page.goto("/ru/market?search=%D0%BB%D0%B5%D0%B4%D1%85");
  await expect(page.locator(".market-table tbody tr .item-name").first()).toHaveText("Светодиодный трансиллюминатор кожи LEDX");
  await hydrated(page);
  const cacheLoaded = page.waitForResponse((r) => r.url().includes("/api/be/cache") && r.status() === 200);
  await page.reload();
  await cacheLoaded;
  await page.waitForTimeout(300);
  // In the browser: "пзг" is g-p-u on the Russian layout.
  const search = page.getByRole("searchbox").first();
  await search.fill("пзг");
  await expect(page.locator(".market-table tbody tr .item-name").first()).toHaveText("Видеокарта");
  await search.fill("grapics card");
  await expect(page.locator(".market-table tbody tr .item-name").first()).toHaveText("Видеокарта");
});

test("switching to Russian shows Russian texts and names and keeps the page", async ({ page, context }) => {
  await page.goto(SALEWA.url);
  await hydrated(page);
  await page.getByRole("button", { name: /Language/ }).click();
  await page.getByRole("link", { name: "RU Русский" }).click();
  await expect(page).toHaveURL(SALEWA.url);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SALEWA.ru);
  await expect(page.getByRole("heading", { name: "Продать торговцам" })).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === "tm_locale")?.value).toBe("ru");
});

test("/ru/market answers 302 with the locale cookie", async ({ request }) => {
  const response = await request.get("/ru/market", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/market");
  expect(response.headers()["set-cookie"]).toContain("tm_locale=ru; Path=/; Max-Age=31536000");
});

test("an unknown page answers 404 with its path, and Ctrl+Alt+click shows the debug view", async ({ page }) => {
  const response = await page.goto("/this/page/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Page Not Found: /this/page/does/not/exist")).toBeVisible();
  await expect(page.locator(".error-debug")).toHaveCount(0);
  await page.keyboard.down("Control");
  await page.keyboard.down("Alt");
  await page.mouse.click(10, 200);
  await page.keyboard.up("Alt");
  await page.keyboard.up("Control");
  await expect(page.locator(".error-debug")).toBeVisible();
});

test("the favourite star toggles and survives a reload", async ({ page }) => {
  await page.goto("/market?search=salewa");
  await hydrated(page);
  const star = page.getByRole("button", { name: "Add to favourites" }).first();
  await star.click();
  await expect(page.getByRole("button", { name: "Remove from favourites" }).first()).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("button", { name: "Remove from favourites" }).first()).toBeVisible();
  await page.getByRole("button", { name: "Remove from favourites" }).first().click();
  await expect(page.getByRole("button", { name: "Add to favourites" }).first()).toBeVisible();
});

test("the raid clock runs in the browser", async ({ page }) => {
  await page.goto("/");
  const clock = page.locator(".raid-clock span").first();
  await expect(clock).toHaveText(/^\d\d:\d\d:\d\d$/);
  const first = await clock.textContent();
  await expect.poll(async () => clock.textContent(), { timeout: 3000 }).not.toBe(first);
});

test("the map dropdown opens on hover and leads to a map page", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("button", { name: "Maps" }).hover();
  const customs = page.getByRole("link", { name: "Customs" });
  await expect(customs).toBeVisible();
  await customs.click();
  await expect(page).toHaveURL("/maps/customs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Customs");
});

test("sorting by a column header orders the prices", async ({ page }) => {
  await page.goto("/market");
  await hydrated(page);
  await page.getByRole("link", { name: /^Price/ }).click();
  await expect(page).toHaveURL(/sort=price&dir=desc/);
  await expect(page.locator("th.col-price")).toHaveAttribute("aria-sort", "descending");
  // The trusted price of each row (a figure's name such as "24 h average" beside it is not part of it).
  const prices = await page.locator(".market-table tbody td.col-price .num").allTextContents();
  const values = prices.map((p) => Number(p.replace(/[^\d]/g, "")));
  expect(values).toEqual([...values].sort((a, b) => b - a));
});

test("the item page draws the price chart in the browser; a locked range shows the Pro hint", async ({ page }) => {
  // A real series of the pack: this barrel's last scans, five hours between 29.07.26 and 02.08.26.
  await page.goto("/item/mp-133_12ga_710mm_barrel_with_rib");
  await hydrated(page);
  const panel = page.locator(".price-history");
  await expect(panel.getByRole("heading", { name: "Price history" })).toBeVisible();
  await expect(panel.locator(".chart-box canvas").first()).toBeVisible();
  await expect(panel.getByRole("link", { name: "Charts by TradingView" })).toHaveAttribute("href", "https://www.tradingview.com/");
  // The licence's link is that text under the chart: the library's logo does not cover the line.
  await expect(panel.locator(".chart-box #tv-attr-logo, .chart-box a[href*='tradingview']")).toHaveCount(0);
  await panel.getByRole("button", { name: /^1M/ }).click();
  await expect(panel.getByText("Pro status required")).toBeVisible();
  await expect(panel.locator("canvas")).toHaveCount(0);
  await panel.getByRole("button", { name: /^7D/ }).click();
  await expect(panel.locator(".chart-box canvas").first()).toBeVisible();
  await panel.getByRole("button", { name: "Candles" }).click();
  await expect(panel.getByRole("button", { name: "Candles" })).toHaveAttribute("aria-pressed", "true");
  await expect(panel.locator(".chart-box canvas").first()).toBeVisible();
  await panel.getByRole("button", { name: "Show as a table" }).click();
  await expect(panel.locator("table tbody tr")).toHaveCount(5);
  await expect(panel.locator("table tbody tr").first()).toContainText("02.08.26 04:00");
});

test("a range with a single price says so instead of drawing a flat line", async ({ page }) => {
  // Added to the game after the 2025 files: its one price is the tarkov.dev reply of 21.07.26.
  await page.goto("/item/compartment_c-3_keycard");
  await hydrated(page);
  await expect(page.locator(".price-history").getByText(/Only one price in this range: ₽9,800,000 on 21\.07\.26 04:48/)).toBeVisible();
});

test("every market row has a 7-day trend cell, and the few-offers toggle hides prices with few offers; those without an offer count (older than the 2026 scans) stay, and the page says so", async ({
  page,
}) => {
  await page.goto("/market");
  await hydrated(page);
  await expect(page.locator(".market-table tbody td.col-spark")).toHaveCount(51);
  const count = async () => Number(((await page.locator(".page-sub > span").first().textContent()) ?? "").replace(/\D/g, ""));
  const all = await count();
  await page.getByLabel("Hide prices with few offers").check();
  await expect(page).toHaveURL(/confident=1/);
  const note = page.getByTestId("few-offers-hidden");
  await expect(note).toContainText(/^[\d,]+ flea prices hidden: fewer than 5 offers\./);
  await expect(note).toContainText("prices without a known offer count stay (the data pack has none before its 2026 scans)");
  const hidden = Number(((await note.textContent()) ?? "").match(/^[\d,]+/)?.[0]?.replace(/,/g, ""));
  await expect.poll(count).toBe(all - hidden);
  // LEDX (34 offers in its last scan) keeps its flea price; a barrel with 1 offer goes.
  await page.getByLabel("Search by name or short name").fill("ledx");
  await expect(page.locator(".market-table tbody tr", { hasText: "LEDX Skin Transilluminator" }).locator("td.col-price .num")).toHaveText("₽580,000");
  await page.getByLabel("Search by name or short name").fill("mp-133 710mm barrel");
  await expect(page.locator(".market-table tbody tr", { hasText: "MP-133 12ga 710mm barrel with rib" })).toHaveCount(0);
  await page.getByLabel("Search by name or short name").fill("");
  // The cleared search reaches the address (debounced) before the toggle changes it again.
  await expect(page).not.toHaveURL(/search=/);
  await page.getByLabel("Hide prices with few offers").uncheck();
  await expect(note).toHaveCount(0);
  await expect.poll(count).toBe(all);
});

test("sorting by price puts suspect and outdated prices last, each shown with its warning and date", async ({ page }) => {
  await page.goto("/market?sort=price&dir=desc");
  await hydrated(page);
  await expect(page.locator(".market-table tbody tr[data-quality]")).toHaveCount(0);
  // The last page holds the doubted prices (the client sorts the same way once the catalogue is cached).
  await page.getByLabel("Search by name or short name").fill("M61");
  const m61 = page.locator(".market-table tbody tr", { hasText: "7.62x51mm M61", hasNotText: "ammo pack" });
  await expect(m61).toHaveAttribute("data-quality", "aboveValue");
  await expect(m61.locator("td.col-price")).toHaveAttribute("title", /^Suspect price: far above the item's value \(22\.11\.25 \d\d:\d\d\)\. Not used/);
  await expect(m61.locator("td.col-price .suspect-mark")).toBeVisible();
  await expect(m61.locator(".item-short .badge").last()).toHaveText("22.11.25");
  await page.goto("/item/7.62x51mm_m61");
  await hydrated(page);
  await expect(page.getByTestId("price-suspect")).toContainText("This price looks wrong. ₽37,175 is more than 20 × the item's value (₽1,240) + ₽10,000.");
  await expect(page.getByTestId("price-stale")).toContainText("older snapshot (22.11.25");
});

test("the item page shows the caliber's name, whole GP coins, dogtag levels and the description in the visitor's language", async ({ page, context }) => {
  // Real records (tarkov.dev 2026): Ref sells the Graphics card for 124.08 GP coins at LL4; Therapist's LEDX barter asks for dogtags.
  await page.goto("/item/colt_m4a1_5.56x45_assault_rifle");
  await hydrated(page);
  await expect(page.locator(".badge.caliber")).toHaveText("Caliber: 5.56x45mm");
  await expect(page.locator(".description")).toContainText("The Colt M4A1 carbine is a fully automatic variant");
  await page.goto("/item/graphics_card");
  await hydrated(page);
  const offers = page.locator(".barter-list li");
  await expect(offers.filter({ hasText: "125 × GP coin" })).toHaveCount(1);
  await expect(offers.filter({ hasText: "125 × GP coin" }).locator(".num")).toHaveAttribute("title", /The data says 124\.08/);
  await page.goto("/item/ledx_skin_transilluminator");
  await expect(page.locator(".barter-list li")).toHaveText(["20 × Dogtag BEAR or USEC, level ≥ 39", "140 × Dogtag USEC, level ≥ 10"]);
  await context.addCookies([{ name: "tm_locale", value: "ru", url: "http://127.0.0.1" }]);
  await page.goto("/item/colt_m4a1_5.56x45_assault_rifle");
  await hydrated(page);
  await expect(page.locator(".badge.caliber")).toHaveText("Калибр: 5.56x45мм");
  await expect(page.locator(".description")).toContainText("Colt M4A1 - штурмовая винтовка (карабин)");
});

test("the favourites view lists the starred items only, and a reload keeps it", async ({ page }) => {
  await page.goto("/market?search=salewa");
  await hydrated(page);
  await page
    .getByRole("row", { name: /Salewa first aid kit/ })
    .getByRole("button", { name: "Add to favourites" })
    .click();
  await page.goto("/market?search=graphics%20card");
  await hydrated(page);
  await page
    .getByRole("row", { name: /Graphics card/ })
    .first()
    .getByRole("button", { name: "Add to favourites" })
    .click();
  await page.goto("/market");
  await hydrated(page);
  await page.getByLabel("★ Favourites only").check();
  await expect(page).toHaveURL(/\?fav=1$/);
  const names = page.locator(".market-table tbody tr .item-name");
  await expect(names).toHaveText(["Graphics card", "Salewa first aid kit"]);
  await page.reload();
  await expect(names).toHaveText(["Graphics card", "Salewa first aid kit"]);
  await expect(page.getByLabel("★ Favourites only")).toBeChecked();
});
