import { expect, type Page, test } from "@playwright/test";
import { adminCli, hydrated, logIn } from "./helpers.ts";

/**
 * The loadout builder as players use it (issue 16): an M4A1 from its default preset, a handguard
 * swap that the front sight gas block does not allow (the conflict is shown and explained), the
 * build kept in the address; a Pro user saves and publishes it (an identical one is refused with the
 * spec's text), a second player finds it in the search and likes it; a free player cannot publish.
 */
const M4A1 = "Colt M4A1 5.56x45 assault rifle";
const stat = (page: Page, name: string) => page.locator(`[data-stat="${name}"] dd .num`);
const slot = (page: Page, path: string) => page.locator(`button[data-slot="${path}"]`);

async function pickPart(page: Page, path: string, search: string, nth = 0) {
  await slot(page, path).click();
  await page.getByRole("searchbox", { name: "Search parts" }).fill(search);
  const options = page.getByRole("listbox", { name: "Search parts" }).getByRole("option");
  await expect(options.first()).toBeVisible();
  await options.nth(nth).click();
}

test("build an M4A1, see a conflict, publish it as Pro; another player finds and likes it", async ({ page, browser }) => {
  // Two players log in by e-mail code: longer than one page's test.
  test.setTimeout(90_000);
  const title = `M4 e2e ${Date.now()}`;
  await page.goto("/loadouts/weapon");
  await hydrated(page);
  await page.getByRole("combobox", { name: "Weapon" }).selectOption({ label: M4A1 });
  await expect(page.getByRole("heading", { level: 1, name: M4A1 })).toBeVisible();
  // The default preset, with the game's figures for it.
  await expect(slot(page, "mod_reciever/mod_handguard")).toHaveText("AR-15 Colt M4 Carbine Length handguard");
  await expect(stat(page, "ergonomics")).toHaveText("52");
  await expect(stat(page, "recoilVertical")).toHaveText("84");
  await expect(page.getByRole("alert")).toHaveCount(0);

  // A handguard the front sight gas block does not allow: flagged and explained.
  await pickPart(page, "mod_reciever/mod_handguard", "RIS II 9.5 handguard (Black)");
  await expect(slot(page, "mod_reciever/mod_handguard")).toHaveText("AR-15 Daniel Defense RIS II 9.5 handguard (Black)");
  await expect(page.locator(".build-problems .conflict")).toContainText(
    "AR-15 Daniel Defense RIS II 9.5 handguard (Black) (Handguard) cannot be fitted together with M4A1 front sight with gas block (Gas block)",
  );
  // Keyboard: the gas block swapped for a low-profile one clears the conflict.
  await slot(page, "mod_reciever/mod_barrel/mod_gas_block").click();
  await page.getByRole("searchbox", { name: "Search parts" }).fill("low profile");
  await page.keyboard.press("Enter");
  await expect(page.locator(".build-problems")).toHaveCount(0);
  const ergonomics = await stat(page, "ergonomics").textContent();

  // The build lives in the address: a reload (or a shared link) shows it again.
  await expect(page).toHaveURL(/[?&]b=/);
  await page.reload();
  await hydrated(page);
  await expect(slot(page, "mod_reciever/mod_handguard")).toHaveText("AR-15 Daniel Defense RIS II 9.5 handguard (Black)");
  await expect(stat(page, "ergonomics")).toHaveText(ergonomics ?? "");
  await expect(page.getByRole("link", { name: "Log in to save loadouts" })).toBeVisible();
  // A muzzle device of the run's own, so the build is new to this database (the e2e data folder outlives a run).
  // Not a scope: most conflict with the carry handle, and a build with a conflict is not published (issue 32).
  const built = page.url();

  // A Pro player saves and publishes it.
  const proEmail = `loadout-pro-${Date.now()}@example.test`;
  await logIn(page, proEmail);
  adminCli("pro", proEmail, "forever");
  await page.goto(built);
  await hydrated(page);
  await pickPart(page, "mod_reciever/mod_barrel/mod_muzzle", "", Date.now() % 30);
  await expect(page.locator(".build-problems")).toHaveCount(0);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Publish (everyone can find it)").check();
  await page.getByRole("button", { name: "Save loadout" }).click();
  await expect(page.getByText("Saved and published.")).toBeVisible();
  // The same build published again: refused with the spec's text and hint.
  await page.getByRole("button", { name: "Save as new" }).click();
  await expect(page.locator(".save-loadout .form-error")).toHaveText("Exact same loadout already published. Change some attachments to publish yours.");

  // Another player (free) finds it in the search and likes it; they cannot publish.
  const other = await browser.newContext();
  const second = await other.newPage();
  await logIn(second, `loadout-free-${Date.now()}@example.test`);
  await second.goto(`/loadouts/search?sort=newest`);
  await hydrated(second);
  const row = second.getByRole("row", { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row.getByRole("cell").nth(6)).toHaveText("0");
  await row.getByRole("button", { name: "Like" }).click();
  await expect(row.getByRole("button", { name: "Liked ✓" })).toBeVisible();
  await expect(row.getByRole("cell").nth(6)).toHaveText("1");
  await row.getByRole("link", { name: title }).click();
  await expect(second.getByText(`Opened: ${title}`)).toBeVisible();
  await expect(second.getByLabel("Publish (everyone can find it)")).toBeDisabled();
  await expect(second.getByText("Publishing loadouts needs Pro.")).toBeVisible();
  await other.close();

  // The Pro player's own list has it.
  await page.goto("/loadouts/my");
  await hydrated(page);
  await expect(page.getByRole("row", { name: new RegExp(title) })).toContainText("published");
});

test("the builder's pages open in Russian with the weapon categories", async ({ page, context }) => {
  await context.addCookies([{ name: "tm_locale", value: "ru", url: "http://127.0.0.1" }]);
  await page.goto("/loadouts/weapon");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Конструктор оружия");
  await expect(page.locator("optgroup[label='Штурмовые винтовки']")).toHaveCount(1);
  await page.goto("/loadouts/search");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Поиск сборок");
});

test("a weapon found by name; a revolver's six chambers loaded one by one or all at once", async ({ page }) => {
  await page.goto("/loadouts/weapon");
  await hydrated(page);
  await page.getByRole("searchbox", { name: "Find a weapon" }).fill("rhino 50ds");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Chiappa Rhino 50DS .357 revolver" })).toBeVisible();
  const chambers = page.getByRole("combobox", { name: /^Chamber \d$/ });
  await expect(chambers).toHaveCount(6);
  const all = page.getByRole("combobox", { name: "Load every chamber with" });
  const round = (await all.locator("option").nth(1).textContent()) ?? "";
  await all.selectOption({ index: 1 });
  for (let i = 0; i < 6; i++) await expect(chambers.nth(i).locator("option:checked")).toHaveText(round);
  await chambers.nth(5).selectOption({ index: 0 });
  await expect(chambers.nth(5).locator("option:checked")).toHaveText("— none —");
  await expect(chambers.nth(0).locator("option:checked")).toHaveText(round);
  // The rounds are in the address too.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("combobox", { name: "Chamber 1" }).locator("option:checked")).toHaveText(round);
  await expect(page.getByRole("combobox", { name: "Chamber 6" }).locator("option:checked")).toHaveText("— none —");
});
