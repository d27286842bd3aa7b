import { expect, test } from "@playwright/test";
import { adminCli, hydrated, logIn } from "./helpers.ts";

// Issue 19: an admin finds a player on /admin/users and gives them Pro until a day; the player's
// 1-month chart opens; the change is in the audit log; ending the player's sessions logs them out.
const SITE = `http://127.0.0.1:${process.env.E2E_PORT ?? 3211}`;

test("an admin gives a player Pro on /admin/users: the player's 1M chart opens, the audit log says so, ending the sessions logs the player out", async ({
  browser,
}) => {
  const stamp = Date.now();
  const playerEmail = `pro-gift-${stamp}@example.test`;
  const adminEmail = `users-admin-${stamp}@example.test`;
  const playerContext = await browser.newContext({ baseURL: SITE });
  const adminContext = await browser.newContext({ baseURL: SITE });
  for (const context of [playerContext, adminContext]) await context.addCookies([{ name: "tm_locale", value: "en", url: SITE }]);
  const player = await playerContext.newPage();
  const admin = await adminContext.newPage();

  // A free player: the 1-month chart is Pro only.
  await logIn(player, playerEmail);
  await player.goto("/item/salewa_first_aid_kit");
  await hydrated(player);
  const panel = player.locator(".price-history");
  await panel.getByRole("button", { name: /^1M/ }).click();
  await expect(panel.getByText("Pro status required")).toBeVisible();

  await logIn(admin, adminEmail);
  adminCli("grant", adminEmail);
  await admin.goto("/admin");
  await hydrated(admin);
  await admin.getByRole("link", { name: "Users" }).click();
  await expect(admin).toHaveURL(/\/admin\/users$/);
  await admin.getByRole("searchbox", { name: "Find accounts" }).fill(`pro-gift-${stamp}`);
  await admin.getByRole("searchbox", { name: "Find accounts" }).press("Enter");
  await expect(admin.getByTestId("admin-users-total")).toHaveText("1 accounts match");
  await admin.getByTestId("admin-users").getByRole("button", { name: playerEmail }).click();
  const account = admin.getByTestId("admin-user");
  await expect(account.getByRole("heading", { name: playerEmail })).toBeVisible();
  await expect(account.getByTestId("admin-user-sessions").locator("tbody tr")).toHaveCount(1);

  const until = new Date(stamp + 30 * 86_400_000).toISOString().slice(0, 10);
  await account.getByRole("radio", { name: "Pro until (last day, UTC)" }).check();
  await account.getByLabel("Last day of Pro").fill(until);
  await account.getByRole("button", { name: "Save" }).click();
  await expect(account.getByRole("status")).toHaveText("Saved; the change is in the audit log.");
  await expect(account.getByRole("heading", { name: playerEmail }).locator(".badge")).toContainText("Pro");
  const logged = admin.getByTestId("admin-audit").locator("tr[data-action='user.update']").first();
  await expect(logged).toContainText("Account flags");
  await expect(logged).toContainText(playerEmail);
  await expect(logged).toContainText(adminEmail);
  await expect(logged).toContainText(`pro: true, proUntil: ${until}`);

  // The player's 1-month chart now opens (no new login needed).
  await player.reload();
  await hydrated(player);
  const shown = player.waitForResponse((r) => r.url().includes("/history?range=1m") && r.status() === 200);
  await panel.getByRole("button", { name: /^1M/ }).click();
  await shown;
  await expect(panel.locator(".chart-box canvas").first()).toBeVisible();
  await expect(panel.getByText("Pro status required")).toHaveCount(0);

  // Ending every session logs the player out everywhere.
  await account.getByRole("button", { name: "End every session" }).click();
  await expect(account.getByRole("status")).toHaveText("Every session ended: the account is logged out everywhere.");
  expect((await player.request.get("/api/be/users/me")).status()).toBe(401);
  await expect(admin.getByTestId("admin-audit").locator("tr[data-action='user.sessions']").first()).toContainText(playerEmail);
  await playerContext.close();
  await adminContext.close();
});

test("an admin sends a test mail from /admin/email-settings and reads the request's lines on /admin/logs", async ({ page }) => {
  await page.context().addCookies([{ name: "tm_locale", value: "en", url: SITE }]);
  const email = `ops-admin-${Date.now()}@example.test`;
  await logIn(page, email);
  adminCli("grant", email);
  await page.goto("/admin/email-settings");
  await hydrated(page);
  await expect(page.getByTestId("admin-email-settings")).toContainText("127.0.0.1");
  await expect(page.getByLabel("Send a test mail to")).toHaveValue(email);
  await page.getByRole("button", { name: "Send a test mail" }).click();
  await expect(page.getByRole("status")).toContainText(`The SMTP server took the test mail for ${email}`);
  await expect(page.getByTestId("admin-audit").locator("tr[data-action='email.test']").first()).toContainText(email);

  await page.goto("/admin/logs");
  await hydrated(page);
  await expect(page.getByText(/^Instance .+: its last 2,000 lines at level/)).toBeVisible();
  await expect(page.getByTestId("admin-imports").or(page.getByText("No price import has run yet."))).toBeVisible();
});
