import { expect, test } from "@playwright/test";
import { adminCli, hydrated, logIn } from "./helpers.ts";

// The real pack: Salewa's prices are 2023 snapshots and the tarkov.dev dumps of 22.11.25 and 10.12.25.
test("the free 7D chart draws its single point; a Pro user's 1M, 6M, 1Y and All hold both 2025 points on a time axis", async ({ page }) => {
  const shown = (url: string) => page.waitForResponse((r) => r.url().includes("/history?range=") && r.url().includes(url) && r.status() === 200);
  await page.goto("/item/salewa_first_aid_kit");
  await hydrated(page);
  const panel = page.locator(".price-history");
  // One price in the week up to the newest point: drawn as a marker, with its date said below.
  await expect(panel.locator(".chart-box canvas").first()).toBeVisible();
  await expect(panel.getByText(/Only one price in this range: ₽7,000 on 10\.12\.25 17:06/)).toBeVisible();
  await expect(panel.getByText("ends at the newest point, 10.12.25 17:06")).toBeVisible();

  const email = `history-${Date.now()}@example.test`;
  await logIn(page, email);
  adminCli("pro", email, "forever");
  await page.goto("/item/salewa_first_aid_kit");
  await hydrated(page);
  for (const [button, range, counts] of [
    ["1M", "1m", "1 daily point, 1 hourly point"],
    ["6M", "6m", "1 daily point, 1 hourly point"],
    ["1Y", "1y", "1 daily point, 1 hourly point"],
    ["All", "all", /^\d+ daily points$/],
  ] as const) {
    const reply = shown(`range=${range}`);
    await panel.getByRole("button", { name: new RegExp(`^${button}`) }).click();
    const body = await (await reply).json();
    expect(body.rows.length, range).toBeGreaterThanOrEqual(2);
    await expect(panel.locator(".chart-box canvas").first()).toBeVisible();
    await expect(panel.locator(".chart-foot span").first()).toHaveText(counts);
    await panel.getByRole("button", { name: "Show as a table" }).click();
    // Newest first: the hour of 10.12.25 (UTC), then the day of 22.11.25.
    await expect(panel.locator("table tbody tr").first()).toContainText("10.12.25");
    await expect(panel.locator("table tbody tr", { hasText: "22.11.25" })).toHaveCount(1);
    await panel.getByRole("button", { name: "Hide the table" }).click();
  }
  // All holds the 2023 snapshots too.
  await panel.getByRole("button", { name: "Show as a table" }).click();
  await expect(panel.locator("table tbody tr", { hasText: /\d\d\.\d\d\.23/ }).first()).toBeVisible();
});
