import { expect, test } from "@playwright/test";
import { adminCli, hydrated, logIn, mailedCode } from "./helpers.ts";

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "tm_locale", value: "en", url: "http://127.0.0.1" }]);
});

test("a wrong code is refused with the spec's text", async ({ page }) => {
  const email = `wrong-${Date.now()}@example.test`;
  await page.goto("/user");
  await hydrated(page);
  await page.getByLabel("E-mail").fill("not-an-address");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send code" }).click();
  const code = await mailedCode(email);
  await page.getByLabel("Code from the e-mail").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Error: invalid code");
});

test("log in by e-mail code; as Pro create a PVE PMC, change a setting, reload and see it kept", async ({ page }) => {
  const email = `e2e-${Date.now()}@example.test`;
  await logIn(page, email);
  await expect(page.locator(".status-badge")).toHaveText("Free");
  // A free user sees settings dimmed and cannot edit them.
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("button", { name: "Settings" }).click();
  await expect(page.getByText("Need Pro status to edit").first()).toBeVisible();
  await expect(page.getByLabel("Level", { exact: true })).toBeDisabled();
  await page.keyboard.press("Escape");

  adminCli("pro", email, "forever");
  await page.reload();
  await hydrated(page);
  await expect(page.locator(".status-badge")).toHaveText("Pro");

  // New PVE PMC: the page comes back in PVE mode with its background style.
  await page.getByRole("button", { name: "+ New PMC" }).click();
  await page.getByRole("dialog").getByLabel("PVE", { exact: true }).check();
  await page.getByRole("dialog").getByRole("button", { name: "Create" }).click();
  await expect(page.locator(".app.mode-pve")).toBeVisible();
  await expect(page.locator(".mode-badge")).toHaveText("PVE");
  await expect(page.locator(".chars-table tr")).toHaveCount(2);
  await hydrated(page);

  // Settings: level and a loyalty level, sent batched after 500 ms.
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("button", { name: "Settings" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Level", { exact: true }).fill("33");
  await dialog.getByLabel("Prapor").selectOption("3");
  await dialog.getByLabel("PMC name").fill("Tagilla");
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/be/users/me") && r.request().method() === "PUT" && r.ok());
  await saved;
  await page.reload();
  await hydrated(page);
  await expect(page.locator(".user-toggle")).toContainText("33");
  await expect(page.locator(".user-toggle")).toContainText("Tagilla");
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("button", { name: "Settings" }).click();
  await expect(page.getByRole("dialog").getByLabel("Level", { exact: true })).toHaveValue("33");
  await expect(page.getByRole("dialog").getByLabel("Prapor")).toHaveValue("3");
  // The main (PVP) PMC is not the selected one here, so PVE is offered; mode is PVE.
  await expect(page.getByRole("dialog").getByLabel("PVE", { exact: true })).toBeChecked();
  await page.keyboard.press("Escape");

  // Russian texts.
  await page.context().addCookies([{ name: "tm_locale", value: "ru", url: "http://127.0.0.1" }]);
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Аккаунт");
  await expect(page.locator(".status-badge")).toHaveText("Pro");
  await expect(page.getByRole("heading", { name: "ЧВК" })).toBeVisible();

  // Logout goes back in that language, and the account page asks to log in.
  await page.locator(".user-dropdown .dropdown-toggle").click();
  await page.getByRole("link", { name: "Выйти" }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Вход");
});
