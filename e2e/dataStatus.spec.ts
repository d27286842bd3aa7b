import { expect, test } from "@playwright/test";
import { hydrated } from "./helpers.ts";

// The e2e server runs with PRICE_SOURCE_URL=off (playwright.config.ts): the footer says the site is
// offline and dates the data by the pack's newest price (2026-08-22), in both complete locales.
for (const [locale, text] of [
  ["en", "Offline: data of 22.08.26"],
  ["ru", "Офлайн: данные от 22.08.26"],
] as const) {
  test(`the footer's data status after hydration (${locale}), without hydration errors`, async ({ page, context }) => {
    await context.addCookies([{ name: "tm_locale", value: locale, url: "http://127.0.0.1" }]);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    const response = await page.goto("/");
    // The server's HTML holds the data's date only (no clock), so cached pages and hydration agree.
    expect(await response?.text()).toContain('data-state="pending"');
    await hydrated(page);
    const status = page.locator(".site-footer .data-status");
    await expect(status).toHaveAttribute("data-state", "offline");
    await expect(status).toHaveText(text);
    expect(errors).toEqual([]);
  });
}
