import { expect, test } from "@playwright/test";
import { adminCli, hydrated, logIn, mailedCode } from "./helpers.ts";

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

  // The viewer opens the link logged out: what it is for comes first, not their own empty dashboard
  // (issue 32); the login brings them back to the link, which is then accepted.
  const context = await browser.newContext();
  const viewer = await context.newPage();
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": `10.251.${process.pid % 250}.${Date.now() % 250}` });
  await viewer.goto(path);
  await hydrated(viewer);
  const prompt = viewer.getByTestId("share-login");
  await expect(prompt).toHaveText("Log in to see the progress shared with you. Login");
  await expect(viewer.locator(".dash-columns")).toHaveCount(0);
  await prompt.getByRole("link", { name: "Login" }).click();
  const email = `share-viewer-${Date.now()}@example.test`;
  await viewer.getByLabel("E-mail").fill(email);
  await viewer.getByRole("button", { name: "Send code" }).click();
  await viewer.getByLabel("Code from the e-mail").fill(await mailedCode(email));
  await viewer.getByRole("button", { name: "Log in" }).click();
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
