import { expect, test } from "@playwright/test";
import { hydrated } from "./helpers.ts";

// Issue 18 item 3: the generator on /streamers builds a widget address; the widget alone is
// transparent (for a streaming program's browser source) and scrolls the items' prices.
test("a widget address from the generator renders transparent with the items' prices", async ({ page, browser }) => {
  await page.goto("/streamers");
  await hydrated(page);
  await page.getByLabel("Items (item page addresses or ids, comma-separated)").fill("https://raidkit.example/item/salewa_first_aid_kit, grizzly_medical_kit");
  await page.getByLabel("Short names").check();
  const address = page.getByTestId("widget-url");
  await expect(address).toHaveValue(/\/widgets\/scroll-text\?items=salewa_first_aid_kit,grizzly_medical_kit&short=1$/);
  // The preview runs the widget itself.
  await expect(page.getByTestId("scroll-text").first()).toContainText("Salewa");

  const widget = await browser.newPage();
  const url = await address.inputValue();
  await widget.goto(url.replace(/^https?:\/\/[^/]+/, page.url().replace(/\/streamers.*$/, "")));
  const line = widget.getByTestId("scroll-text");
  await expect(line.locator(".scroll-copy").first()).toContainText(/Salewa ₽[\d,]+/);
  await expect(line.locator(".scroll-copy").first()).toContainText(/Grizzly ₽[\d,]+/);
  // Nothing but the line, on a transparent page.
  await expect(widget.locator(".side-column, header")).toHaveCount(0);
  expect(await widget.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgba(0, 0, 0, 0)");
  expect(await widget.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe("rgba(0, 0, 0, 0)");
  // It moves: the track's animation runs with a duration set from its width and the speed.
  expect(await line.locator(".scroll-track").evaluate((el) => getComputedStyle(el).animationPlayState)).toBe("running");
  await widget.close();
});
