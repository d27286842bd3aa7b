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
  for (const slug of ["ground-zero", "factory", "customs", "woods", "shoreline", "interchange", "reserve", "lab", "lighthouse", "streets"]) {
    const holder = await openMap(page, slug);
    await expect(holder.locator("svg").first()).toBeVisible();
    expect(Number(await holder.getAttribute("data-points"))).toBeGreaterThan(0);
  }
  // The Labyrinth has no picture in the data pack: said, not a broken map.
  await page.goto("/maps/labyrinth");
  await expect(page.getByText("The data has no map picture for this location yet.")).toBeVisible();
});

test("a visitor gets the free map: Pro layers are counted and locked, layers toggle, a pasted screenshot name places the marker with its heading", async ({
  page,
}) => {
  const holder = await openMap(page, "customs");
  const legend = page.locator(".map-legend");
  await expect(legend.locator(".legend-locked", { hasText: "Boss" })).toContainText("Pro");
  const before = Number(await holder.getAttribute("data-points"));
  await legend.getByLabel("Spawns").uncheck();
  await expect.poll(async () => Number(await holder.getAttribute("data-points"))).toBeLessThan(before);
  await legend.getByLabel("Spawns").check();
  await expect.poll(async () => Number(await holder.getAttribute("data-points"))).toBe(before);

  const box = page.getByLabel("Where am I? Paste a screenshot's file name");
  await box.fill("2025-03-30[21-04]_1 (0).png");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("status")).toHaveText("A menu screenshot: it holds no position.");
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

test("a Pro user gets the full map: boss spawns and quest places", async ({ page }) => {
  const email = `maps-${Date.now()}@example.test`;
  await logIn(page, email);
  adminCli("pro", email, "forever");
  await openMap(page, "customs");
  const legend = page.locator(".map-legend");
  await expect(legend.getByLabel("Boss")).toBeChecked();
  await expect(legend.getByLabel("Quest places")).toBeChecked();
  await expect(legend.locator(".legend-locked")).toHaveCount(0);
  await expect(page.getByText("Free map: extractions")).toHaveCount(0);
});
