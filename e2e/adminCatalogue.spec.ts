import { expect, test } from "@playwright/test";
import { adminCli, hydrated, logIn } from "./helpers.ts";

// Issue 19: an admin renames an item on /admin/item/{uid}; players see the name at once on its page
// and in the market search; the change is in the audit log; reset to imported gives the name back.
const SITE = `http://127.0.0.1:${process.env.E2E_PORT ?? 3211}`;
const SALEWA = "544fb45d4bdc2dee738b4568";

test("an admin's name for an item reaches players, is audit-logged, and resets to the imported one", async ({ page, browser }) => {
  await page.context().addCookies([{ name: "tm_locale", value: "en", url: SITE }]);
  const email = `catalogue-admin-${Date.now()}@example.test`;
  await logIn(page, email);
  adminCli("grant", email);
  await page.goto(`/admin/item/${SALEWA}`);
  await hydrated(page);
  await page.getByLabel("Your name (en)").fill("Salewa first aid kit (field dressing)");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Saved: players see it now");
  const logged = page.getByTestId("admin-audit").locator("tr[data-action='item_override']").first();
  await expect(logged).toContainText(email);
  await expect(logged).toContainText("Salewa first aid kit (field dressing)");

  const visitor = await browser.newPage();
  await visitor.goto(`${SITE}/item/salewa_first_aid_kit`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(/Salewa first aid kit \(field dressing\)/);
  await visitor.goto(`${SITE}/market?search=field%20dressing`);
  await expect(visitor.getByRole("link", { name: /Salewa first aid kit \(field dressing\)/ }).first()).toBeVisible();

  // The reset applies at once (no save needed).
  await page.getByRole("button", { name: "Reset to imported" }).first().click();
  await expect(page.getByLabel("Your name (en)")).toHaveValue("");
  await visitor.goto(`${SITE}/item/salewa_first_aid_kit`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(/^Salewa first aid kit$/);
  await visitor.close();
});
