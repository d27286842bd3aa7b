import { expect, test } from "@playwright/test";
import { adminCli, hydrated, logIn } from "./helpers.ts";

// Issue 19: an admin changes the global settings on /admin/global-settings; the site follows and
// the audit log shows who changed what (the command line's changes too).
const SITE = `http://127.0.0.1:${process.env.E2E_PORT ?? 3211}`;

test("an admin sets fuelBase on the page: crafts count fuel at it instead of the game data's rate, and the change is in the audit log", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: "tm_locale", value: "en", url: SITE }]);
  const email = `admin-${Date.now()}@example.test`;
  await logIn(page, email);
  adminCli("grant", email);
  adminCli("pro", email, "forever");
  adminCli("fuel-base", "off");
  const headers = { origin: SITE };
  // The player counts metal fuel and has a Workbench.
  expect((await page.request.put("/api/be/users/me", { data: { hideoutUseFuel: "metal" }, headers })).ok()).toBe(true);
  const workbench = "5d484fda654e7600681d9315";
  expect((await page.request.post("/api/be/progression/update", { data: { add: { modulesBuilt: [`${workbench}-1`] } }, headers })).ok()).toBe(true);

  // Without an admin's fuelBase the generator's own rate from the game data counts (issue 32).
  const fuelOfCraft = async (recipe?: string) => {
    await page.goto("/crafts");
    await hydrated(page);
    await page.getByRole("combobox", { name: "Station", exact: true }).selectOption({ label: "Workbench" });
    const row = page.locator(recipe ? `.recipe-table tbody tr[data-recipe="${recipe}"]` : ".recipe-table tbody tr[data-recipe]:not(.locked)").first();
    const profit = row.locator("td.col-profit");
    await expect(profit).toHaveAttribute("title", /− Fuel ₽[\d,]+ =/);
    const fuel = Number((await profit.getAttribute("title"))?.match(/− Fuel ₽([\d,]+) =/)?.[1]?.replace(/,/g, ""));
    return { fuel, recipe: (await row.getAttribute("data-recipe")) ?? "" };
  };
  const gameRate = await fuelOfCraft();

  await page.goto("/admin/global-settings");
  await hydrated(page);
  const fuelBase = page.getByLabel("fuelBase (fuel units per hour)");
  await expect(fuelBase).toHaveValue("");
  await fuelBase.fill("3");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  const audit = page.getByTestId("admin-audit");
  await expect(audit.locator("tr[data-action='globalSettings.update']").first()).toContainText("fuelBase: 3");
  await expect(audit.locator("tr[data-action='globalSettings.update']").first()).toContainText(email);
  await expect(audit.locator("tr[data-action='globalSettings.update']").first()).toContainText("Global settings");

  // 3 units an hour instead of the game data's 4.75: the same craft's fuel is 3 / 4.75 of it.
  expect((await fuelOfCraft(gameRate.recipe)).fuel / gameRate.fuel).toBeCloseTo(3 / 4.75, 2);

  // The overview lists the pages and the same log, with the command line's changes.
  await page.goto("/admin");
  await hydrated(page);
  await expect(page.getByRole("link", { name: "Global settings" })).toBeVisible();
  await expect(
    page
      .getByTestId("admin-audit")
      .locator("tr[data-action='cli']")
      .filter({ hasText: `Command line (npm run admin) grant ${email}` }),
  ).toHaveCount(1);

  // Cleared again from the page (other tests expect no fuelBase).
  await page.goto("/admin/global-settings");
  await hydrated(page);
  await page.getByLabel("fuelBase (fuel units per hour)").fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("admin-audit").locator("tr[data-action='globalSettings.update']").first()).toContainText("fuelBase: —");
});

test("the admin pages are not found for a Pro user who is not an admin", async ({ page }) => {
  const email = `not-admin-${Date.now()}@example.test`;
  await logIn(page, email);
  adminCli("pro", email, "forever");
  const reply = await page.goto("/admin/global-settings");
  expect(reply?.status()).toBe(404);
});

test("an admin publishes a website alert: a visitor sees it, closes it, and sees the next one", async ({ page, browser }) => {
  await page.context().addCookies([{ name: "tm_locale", value: "en", url: SITE }]);
  const email = `alert-admin-${Date.now()}@example.test`;
  await logIn(page, email);
  adminCli("grant", email);
  await page.goto("/admin/website-alert");
  await hydrated(page);
  const text = page.getByLabel("Alert (shown on every page)");
  await text.fill("Servers restart at <b>12:00 UTC</b><script>alert(1)</script>");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByTestId("alert-preview")).toHaveText("Servers restart at 12:00 UTC");
  await expect(page.getByTestId("admin-audit").locator("tr[data-action='websiteAlert.update']").first()).toContainText(email);
  await expect(page.getByTestId("admin-audit").locator("tr[data-action='websiteAlert.update']").first()).toContainText("Website alert");

  const visitor = await browser.newPage();
  await visitor.context().addCookies([{ name: "tm_locale", value: "en", url: SITE }]);
  await visitor.goto("/market");
  await hydrated(visitor);
  const banner = visitor.getByTestId("alert-banner");
  await expect(banner).toContainText("Servers restart at 12:00 UTC");
  await expect(banner.locator("script")).toHaveCount(0);
  await banner.getByRole("button", { name: "Close this announcement" }).click();
  await expect(banner).toHaveCount(0);
  await visitor.reload();
  await hydrated(visitor);
  await expect(visitor.getByTestId("alert-banner")).toHaveCount(0);

  // A new alert shows again.
  await text.fill("Maintenance is over");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByTestId("alert-preview")).toContainText("Maintenance is over");
  await visitor.reload();
  await hydrated(visitor);
  await expect(visitor.getByTestId("alert-banner")).toContainText("Maintenance is over");

  await page.getByRole("button", { name: "Take it down" }).click();
  await expect(page.getByText("No alert is shown.")).toBeVisible();
  await visitor.close();
});
