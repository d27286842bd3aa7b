import { expect, test } from "@playwright/test";
import { adminCli, hydrated, logIn } from "./helpers.ts";

// The real pack: Salewa's prices are 2023 snapshots, the tarkov.dev dumps of 22.11.25 and 10.12.25, and
// a month of flea scans up to 22.08.26 (data/price_history/flea_prices_2026.json.gz).
test("the free 7D chart draws the week of scans up to the newest; a Pro user's 1M, 6M, 1Y and All hold the month of 2026 scans, All the 2023 snapshots too", async ({
  page,
}) => {
  const shown = (url: string) => page.waitForResponse((r) => r.url().includes("/history?range=") && r.url().includes(url) && r.status() === 200);
  await page.goto("/item/salewa_first_aid_kit");
  await hydrated(page);
  const panel = page.locator(".price-history");
  // The week up to the newest point, hour by hour.
  await expect(panel.locator(".chart-box canvas").first()).toBeVisible();
  await expect(panel.locator(".chart-foot span").first()).toHaveText("80 hourly points");
  await expect(panel.getByText("ends at the newest point, 22.08.26 19:28")).toBeVisible();

  const email = `history-${Date.now()}@example.test`;
  await logIn(page, email);
  adminCli("pro", email, "forever");
  await page.goto("/item/salewa_first_aid_kit");
  await hydrated(page);
  for (const [button, range, counts, newest] of [
    ["1M", "1m", "279 hourly points", "22.08.26 19:00"],
    ["6M", "6m", "285 hourly points", "22.08.26 19:00"],
    ["1Y", "1y", "1 daily point, 286 hourly points", "22.08.26 19:00"],
    ["All", "all", "40 daily points", "22.08.26"],
  ] as const) {
    const reply = shown(`range=${range}`);
    await panel.getByRole("button", { name: new RegExp(`^${button}`) }).click();
    const body = await (await reply).json();
    expect(body.rows.length, range).toBeGreaterThanOrEqual(40);
    await expect(panel.locator(".chart-box canvas").first()).toBeVisible();
    await expect(panel.locator(".chart-foot span").first()).toHaveText(counts);
    await panel.getByRole("button", { name: "Show as a table" }).click();
    // Newest first: the newest scan's hour (UTC), or its day.
    await expect(panel.locator("table tbody tr").first()).toContainText(newest);
    await panel.getByRole("button", { name: "Hide the table" }).click();
  }
  // All holds the 2023 snapshots too.
  await panel.getByRole("button", { name: "Show as a table" }).click();
  await expect(panel.locator("table tbody tr", { hasText: /\d\d\.\d\d\.23/ }).first()).toBeVisible();
});
