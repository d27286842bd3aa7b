import { expect, type Page, test } from "@playwright/test";
import { adminCli, hydrated, logIn } from "./helpers.ts";

// The example screenshot name (Customs): x 175.30, height 1.37, z 150.68.
const SCREENSHOT = "2025-03-30[21-04]_175.30, 1.37, 150.68_-0.01464, 0.98439, -0.14329, -0.10113_9.53 (0).png";

async function openMap(page: Page, slug: string) {
  await page.goto(`/maps/${slug}`);
  await hydrated(page);
  const holder = page.locator(".leaflet-holder");
  await expect(holder).toHaveAttribute("data-picture", "ready", { timeout: 15_000 });
  return holder;
}

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "tm_locale", value: "en", url: "http://127.0.0.1" }]);
});

test("every map of the data pack with a picture renders it with its points", async ({ page }) => {
  // Ten maps, each a page, its layers and its picture: on a loaded machine 30 s is not always enough.
  test.setTimeout(60_000);
  for (const slug of ["ground-zero", "factory", "customs", "woods", "shoreline", "interchange", "reserve", "lab", "lighthouse", "streets"]) {
    const holder = await openMap(page, slug);
    await expect(holder.locator("svg").first()).toBeVisible();
    expect(Number(await holder.getAttribute("data-points"))).toBeGreaterThan(0);
  }
  // The Labyrinth has no picture in the data pack: said, not a broken map.
  await page.goto("/maps/labyrinth");
  await expect(page.getByText("The data has no map picture for this location yet.")).toBeVisible();
});

test("an address with ?focus= (a key's item page links its doors so) moves the map to that point and opens its card", async ({ page }) => {
  // A point every viewer gets: the transit to Factory on Customs (the search test's point).
  await page.goto("/maps/customs?focus=t-10");
  await hydrated(page);
  const holder = page.locator(".leaflet-holder");
  await expect(holder).toHaveAttribute("data-picture", "ready", { timeout: 15_000 });
  await expect(holder).toHaveAttribute("data-focus", "t-10");
  await expect(page.locator(".leaflet-popup, .leaflet-tooltip").filter({ hasText: "Factory" }).first()).toBeVisible();
});

test("a visitor gets the free map: Pro layers are counted and locked, layers toggle, a pasted screenshot name places the marker with its heading", async ({
  page,
}) => {
  const holder = await openMap(page, "customs");
  const legend = page.locator(".map-legend");
  await expect(legend.locator(".legend-locked", { hasText: "Boss" })).toContainText("Pro");
  // The hint names what Pro adds on this map, from the layers the server withheld, with their counts.
  await expect(page.getByTestId("map-free-hint")).toContainText(/Pro adds on this map: .*Boss\S* \d+.*Quests \d+/);
  const before = Number(await holder.getAttribute("data-points"));
  await legend.getByLabel("Spawns").uncheck();
  await expect.poll(async () => Number(await holder.getAttribute("data-points"))).toBeLessThan(before);
  await legend.getByLabel("Spawns").check();
  await expect.poll(async () => Number(await holder.getAttribute("data-points"))).toBe(before);

  const box = page.getByLabel("Where am I? Paste a screenshot's file name");
  await box.fill("2025-03-30[21-04]_1 (0).png");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.locator(".where-am-i").getByRole("status")).toHaveText("A menu screenshot: it holds no position.");
  await box.fill(SCREENSHOT);
  await page.getByRole("button", { name: "Show" }).click();
  const marker = page.locator(".player-marker");
  await expect(marker).toBeVisible();
  await expect(marker).toHaveAttribute("data-heading", /^\d+(\.\d+)?$/);
  await expect(page.getByTestId("player-position")).toContainText("x 175.3, y 1.4, z 150.7");
});

test("the floor follows the player's height and can be chosen by hand (Factory)", async ({ page }) => {
  const holder = await openMap(page, "factory");
  await expect(holder).toHaveAttribute("data-floor", "Ground_Floor");
  const box = page.getByLabel("Where am I? Paste a screenshot's file name");
  // Factory's tunnels lie below -1 m (tarkov.dev's layer table in data/maps/maps.json).
  await box.fill("2025-03-30[21-04]_10.5, -3.2, 20.1_0, 0, 0, 1_9.53 (0).png");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(holder).toHaveAttribute("data-floor", "Basement");
  await page.getByRole("button", { name: "Main", exact: true }).click();
  await expect(holder).toHaveAttribute("data-floor", "Ground_Floor");
  await expect(holder.locator("svg #Basement")).toBeHidden();
});

test("Customs in Russian for a Pro user: every layer the data has, bosses with chances, exits without a position, search jumps to a point", async ({
  page,
  context,
}) => {
  const email = `maps-${Date.now()}@example.test`;
  await logIn(page, email);
  adminCli("pro", email, "forever");
  await context.addCookies([{ name: "tm_locale", value: "ru", url: "http://127.0.0.1" }]);
  const holder = await openMap(page, "customs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Таможня");
  const legend = page.locator(".map-legend");
  // Every layer of Customs in the data: transits, PMC, scav, co-op and paid extracts, PMC/scav/sniper/boss spawns, quest
  // places by kind, locked doors, switches, stationary weapons, hazards, caches and loot containers (the dense scav layers
  // start hidden).
  for (const label of [
    "Переход",
    "ЧВК",
    "Дикий",
    "Совместный",
    "Платный",
    "Дикие",
    "Дикий-снайпер",
    "Боссы",
    "Убить",
    "Подобрать",
    "Посетить",
    "Запертые двери",
    "Рубильники",
    "Стационарное оружие",
    "Опасные зоны",
    "Тайник",
    "Оружейный ящик",
  ]) {
    const box = legend.getByRole("checkbox", { name: new RegExp(`^${label}\\s*\\d+$`) }).first();
    await expect(box).toBeChecked({ checked: !["Дикие", "Дикий-снайпер"].includes(label) });
  }
  await expect(legend.locator(".legend-locked")).toHaveCount(0);
  // Bosses with their chances (Partisan has no spawn zone: said).
  const bosses = page.locator(".map-bosses");
  await expect(bosses.locator('[data-boss="bossBully"]')).toHaveText("Решала: 30%");
  await expect(bosses.locator('[data-boss="bossPartisan"]')).toContainText("в данных нет точки спавна");
  // Every exit of Customs has a position (tarkov.dev's 2026 maps reply): none is listed under the map.
  await expect(page.locator(".map-unplaced")).toHaveCount(0);
  // Search: a transit by its Russian name; the map moves to it and opens its card.
  const search = page.getByLabel("Найти на карте");
  await search.fill("Переход: Завод");
  await search.press("Enter");
  await expect(page.locator(".map-search [role=status]")).toHaveText("Показано: Переход: Завод");
  await expect(holder).toHaveAttribute("data-focus", "t-10");
  await expect(holder.locator(".leaflet-popup", { hasText: "Переход: Завод" })).toContainText("Открывается через 60 с после начала рейда");
  // A boss by name: its zone, with every boss there and their chances.
  await search.fill("Решала");
  await search.press("Enter");
  // (The previous card fades out meanwhile.)
  await expect(holder.locator(".leaflet-popup", { hasText: "Решала: 30%" })).toBeVisible();
  await expect(page.getByText("Бесплатная карта")).toHaveCount(0);
  // Exits the data has no position for (Shoreline's Rock Passage): under the map, named as the game names it in Russian.
  await openMap(page, "shoreline");
  await expect(page.locator('.map-unplaced [data-exit="Проход через скалы"]')).toBeVisible();
});
