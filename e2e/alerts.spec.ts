import { expect, test } from "@playwright/test";
import { adminCli, axeFaults, hydrated, logIn } from "./helpers.ts";

/** Trader restocks and price alerts (issue 32 item 6). The e2e server runs with live data off. */

test("a Pro player sets a price alert on a Salewa from its page, finds it on /traders and turns on restock notifications", async ({ page, context }) => {
  await context.addCookies([{ name: "tm_locale", value: "en", url: "http://127.0.0.1" }]);
  const email = `alerts-${Date.now()}@example.test`;
  await logIn(page, email);
  adminCli("pro", email, "forever");
  await page.goto("/item/salewa_first_aid_kit");
  await hydrated(page);
  const panel = page.locator(".price-alert-panel");
  await panel.getByLabel("When").selectOption("below");
  await panel.getByLabel("Price, roubles").fill("12 000");
  await panel.getByRole("button", { name: "Set alert" }).click();
  await expect(panel.locator(".price-alert-list li")).toHaveCount(1);
  await expect(panel.locator(".price-alert-list li")).toContainText("PVP price falls to or below ₽12,000");
  await expect(panel.locator(".price-alert-list li")).toContainText("waiting");
  // Not a number: said in the form, nothing sent.
  await panel.getByLabel("Price, roubles").fill("cheap");
  await panel.getByRole("button", { name: "Set alert" }).click();
  await expect(panel.getByRole("alert")).toHaveText("Type a price in roubles (digits only)");
  expect(await axeFaults(page, "item, price alert set")).toEqual([]);

  await page.goto("/traders");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trader restocks");
  // Live data off: no time is made up.
  await expect(page.getByText("Live data is off on this server: the next restock times are unknown.")).toBeVisible();
  const prapor = page.locator(".restocks-table tbody tr", { hasText: "Prapor" });
  await expect(prapor.locator("td")).toHaveText(["unknown", "unknown"]);
  const mine = page.locator(".price-alerts-table tbody tr");
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText("Salewa first aid kit");
  await expect(mine).toContainText("PVP price falls to or below ₽12,000");
  await context.grantPermissions(["notifications"]);
  await page.getByRole("button", { name: "Notify me when a trader restocks" }).click();
  await expect(page.locator('.notice-switch[data-kind="restocks"]')).toHaveAttribute("data-state", "on");
  await expect(page.locator('.notice-switch[data-kind="restocks"]')).toContainText("On in this browser");
  expect(await axeFaults(page, "traders, logged in")).toEqual([]);
  // Removed from the list.
  await mine.getByRole("button", { name: "Remove the alert on Salewa first aid kit" }).click();
  await expect(page.getByText("No price alerts yet. Set one from an item's page.")).toBeVisible();
});

test("a free player is told price alerts need Pro; the server refuses one too", async ({ page, context }) => {
  await context.addCookies([{ name: "tm_locale", value: "en", url: "http://127.0.0.1" }]);
  await logIn(page, `alerts-free-${Date.now()}@example.test`);
  await page.goto("/item/salewa_first_aid_kit");
  await hydrated(page);
  await expect(page.locator(".price-alert-panel")).toContainText("Price alerts need Pro.");
  const refused = await page.request.post("/api/be/alerts/set", { data: { itemUid: "544fb45d4bdc2dee738b4568", direction: "above", value: 5 } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toBe("Pro status required");
});

test("in Russian: /traders and the item page's alert panel speak Russian, pass axe and log no console error", async ({ page, context }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await context.addCookies([{ name: "tm_locale", value: "ru", url: "http://127.0.0.1" }]);
  await page.goto("/traders");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Пополнение товаров у торговцев");
  await expect(page.getByText("Живые данные на этом сервере выключены: время следующих пополнений неизвестно.")).toBeVisible();
  await expect(page.locator(".restocks-table tbody tr", { hasText: "Прапор" }).locator("td")).toHaveText(["неизвестно", "неизвестно"]);
  await expect(page.getByRole("link", { name: "Войдите, чтобы увидеть свои ценовые оповещения." })).toBeVisible();
  expect(await axeFaults(page, "traders ru")).toEqual([]);
  await page.goto("/item/salewa_first_aid_kit");
  await hydrated(page);
  await expect(page.locator(".price-alert-panel")).toContainText("Ценовое оповещение:");
  await expect(page.locator(".price-alert-panel").getByRole("link")).toHaveText("войдите, чтобы задать ценовое оповещение");
  expect(errors).toEqual([]);
});
