import { expect, type Page, test } from "@playwright/test";
import { adminCli, axeFaults, hydrated, logIn } from "./helpers.ts";

// Issue 32 item 4: every skill of the game editable in the settings, grouped as the game groups them,
// in English and Russian, kept with the Pro account; the skills that change a figure say so, and the
// page says the others change none. At phone width the popup does not scroll sideways.

async function openSettings(page: Page, menu: string, settings: string) {
  await page.getByRole("button", { name: menu }).click();
  await page.getByRole("button", { name: settings }).click();
  return page.getByRole("dialog");
}

/** The bitcoin farm's fuel a day in roubles (the farm runs on the generator, issue 32). */
async function farmFuelPerDay(page: Page): Promise<number> {
  await page.goto("/btc-farm");
  await hydrated(page);
  const text = (await page.getByTestId("btc-fuel").textContent()) ?? "";
  return Number(text.split("·")[0]?.replace(/[^\d]/g, ""));
}

const saved = (page: Page) => page.waitForResponse((r) => r.url().endsWith("/api/be/users/me") && r.request().method() === "PUT" && r.ok());

test("a Pro player sets skills in English and Russian, sees their effect or that they have none, and keeps them", async ({ page, context }) => {
  await context.addCookies([{ name: "tm_locale", value: "en", url: "http://127.0.0.1" }]);
  const email = `skills-${Date.now()}@example.test`;
  await logIn(page, email);
  adminCli("pro", email, "forever");
  await page.reload();
  await hydrated(page);
  const fuelAt0 = await farmFuelPerDay(page);
  expect(fuelAt0).toBeGreaterThan(0);

  let dialog = await openSettings(page, "User menu", "Settings");
  const skills = dialog.locator(".skills-settings");
  await expect(skills.getByRole("heading", { name: "Skills" })).toBeVisible();
  await expect(skills.locator("legend")).toHaveText(["Physical", "Mental", "Practical", "Combat", "Special"]);
  await expect(skills.locator(".skill-row")).toHaveCount(62);
  // Plainly: only Crafting and Hideout Management change the site's figures.
  await expect(skills.getByText(/Only Crafting and Hideout Management change the site's figures/)).toBeVisible();
  await expect(skills.getByLabel("Charisma")).toHaveAttribute("aria-describedby", "skills-no-effect");
  expect(await axeFaults(page, "en settings")).toEqual([]);

  await skills.getByLabel("Charisma").fill("20");
  const hm = skills.getByLabel("Hideout Management");
  await hm.fill("51");
  await expect(skills.getByText("Hideout fuel use 25.5% lower")).toBeVisible();
  await expect(skills.getByText("Bitcoin farm holds 2 more bitcoins at level 51")).toBeVisible();
  await saved(page);
  // The farm's fuel follows Hideout Management: 0.5% less a level, ×0.745 at 51.
  await page.keyboard.press("Escape");
  const fuelAt51 = await farmFuelPerDay(page);
  expect(Math.abs(fuelAt51 / fuelAt0 - 0.745)).toBeLessThan(0.002);

  // Russian: the game's names, the same levels, kept on the server.
  await context.addCookies([{ name: "tm_locale", value: "ru", url: "http://127.0.0.1" }]);
  await page.reload();
  await hydrated(page);
  dialog = await openSettings(page, "Меню пользователя", "Настройки");
  const ru = dialog.locator(".skills-settings");
  await expect(ru.getByRole("heading", { name: "Навыки" })).toBeVisible();
  await expect(ru.locator("legend")).toHaveText(["Физические", "Ментальные", "Практические", "Боевые", "Особые"]);
  await expect(ru.getByLabel("Харизма")).toHaveValue("20");
  await expect(ru.getByLabel("Управление Убежищем")).toHaveValue("51");
  expect(await axeFaults(page, "ru settings")).toEqual([]);
  await expect(ru.getByText(/На расчёты сайта влияют только «Ручное производство» и «Управление Убежищем»/)).toBeVisible();
  await ru.getByLabel("Ручное производство").fill("40");
  await expect(ru.getByText("Крафт быстрее на 30%")).toBeVisible();
  await ru.getByLabel("Сила", { exact: true }).fill("77");
  await saved(page);
  // The hideout settings' craft time reduction (spec §5, in %) shows the same level: 40 × 0.75.
  await expect(dialog.getByLabel("Сокращение времени крафта, %")).toHaveValue("30");
  const me = await (await page.request.get("/api/be/users/me")).json();
  expect(me.skills).toMatchObject({ Charisma: 20, HideoutManagement: 51, Crafting: 40, Strength: 51 });
  expect(me.skill_Crafting).toBe(40);

  // Phone width: the popup with its 62 skills fits, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(ru.getByLabel("Харизма")).toBeVisible();
  const overflow = await page.evaluate(() => {
    const dialogBox = document.querySelector("[role=dialog]") as HTMLElement;
    const wide = [...dialogBox.querySelectorAll<HTMLElement>(".skills-settings *")].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5);
    return { page: document.documentElement.scrollWidth, dialog: dialogBox.scrollWidth - dialogBox.clientWidth, wide: wide.length };
  });
  expect(overflow).toEqual({ page: 390, dialog: 0, wide: 0 });
});

test("a free player sees the skills dimmed and cannot edit them", async ({ page, context }) => {
  await context.addCookies([{ name: "tm_locale", value: "en", url: "http://127.0.0.1" }]);
  await logIn(page, `skills-free-${Date.now()}@example.test`);
  const dialog = await openSettings(page, "User menu", "Settings");
  await expect(dialog.locator(".skills-settings").getByLabel("Charisma")).toBeDisabled();
});
