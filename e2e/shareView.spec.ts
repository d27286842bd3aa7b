import { expect, test } from "@playwright/test";
import { adminCli, hydrated, logIn } from "./helpers.ts";

/**
 * A share link between two players who never set a username (issue 22: the view said "?'s PMC"):
 * the owner (Pro) makes the link, the viewer opens it and reads the owner's PMC, worded without a name.
 */
test("a player without a username shares a PMC; the viewer's page words it without a name", async ({ page, browser, baseURL }) => {
  const owner = `share-owner-${Date.now()}@example.test`;
  await logIn(page, owner);
  adminCli("pro", owner, "forever");
  const made = await page.request.post("/api/be/progression/share", { headers: { origin: baseURL as string } });
  expect(made.status()).toBe(200);
  const { path } = (await made.json()) as { path: string };

  const context = await browser.newContext();
  const viewer = await context.newPage();
  await logIn(viewer, `share-viewer-${Date.now()}@example.test`);
  await viewer.goto(path);
  await expect(viewer).toHaveURL(/\/progression\/dashboard$/);
  await hydrated(viewer);
  await expect(viewer.locator(".shared-hint")).toHaveText(/^You are viewing another player's (USEC|Bear) PMC without a name, read-only\.$/);
  await expect(viewer.getByRole("combobox", { name: "Progress of" }).locator("option", { hasText: "Another player:" })).toHaveCount(1);
  await context.close();

  // The owner's list says the link was taken, without a name either.
  await page.goto("/progression/dashboard");
  await hydrated(page);
  await expect(page.getByText("accepted by a player without a name")).toBeVisible();
});
