import { expect, test } from "@playwright/test";
import { adminCli, hydrated, logIn } from "./helpers.ts";

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
  const errors: string[] = [];
  widget.on("pageerror", (error) => errors.push(error.message));
  const url = await address.inputValue();
  // The bare widget's page is rendered first (the server keeps one page for every widget address):
  // the items' widget still hydrates without a mismatch (React error #418, issue 32).
  expect((await widget.request.get(new URL("/widgets/scroll-text", page.url()).href)).status()).toBe(200);
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
  expect(errors).toEqual([]);
  await widget.close();
});

// Issue 30, finding 10 (decision 038): PVE prices are Pro data. A visitor picking PVE is told it
// needs Pro and gets no address; a Pro user's widget address and chat-bot command carry their PVE
// token, and the widget reads PVE with it alone (no session in a streaming program).
test("PVE on /streamers and the bot pages: a visitor is told it needs Pro; a Pro user's address reads PVE without a session", async ({ page, browser }) => {
  await page.goto("/streamers");
  await hydrated(page);
  await page.getByRole("combobox", { name: "Mode", exact: true }).selectOption("pve");
  await expect(page.getByTestId("pve-needs-pro")).toContainText("PVE prices are for Pro users");
  await expect(page.getByTestId("pve-needs-pro").getByRole("link")).toHaveAttribute("href", "/user");
  await expect(page.getByTestId("widget-url")).toHaveCount(0);
  await page.goto("/streamers/nightbot");
  await hydrated(page);
  await page.getByRole("combobox", { name: "Game mode" }).selectOption("pve");
  await expect(page.getByTestId("pve-needs-pro")).toBeVisible();
  await expect(page.getByTestId("bot-response")).toHaveCount(0);

  const email = `streamer-${Date.now()}@example.test`;
  await logIn(page, email);
  adminCli("pro", email, "forever");
  await page.goto("/streamers");
  await hydrated(page);
  await page.getByLabel("Items (item page addresses or ids, comma-separated)").fill("salewa_first_aid_kit");
  await page.getByRole("combobox", { name: "Mode", exact: true }).selectOption("pve");
  const address = page.getByTestId("widget-url");
  await expect(address).toHaveValue(/\/widgets\/scroll-text\?items=salewa_first_aid_kit&mode=pve&t=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
  await expect(page.getByTestId("pve-link-note")).toContainText("PVE token");
  const url = (await address.inputValue()).replace(/^https?:\/\/[^/]+/, page.url().replace(/\/streamers.*$/, ""));

  // The streaming program: a fresh context, no cookies; its data call is answered with the token.
  const overlay = await browser.newContext();
  const widget = await overlay.newPage();
  const read = widget.waitForResponse((r) => r.url().includes("/api/be/widgets/prices"));
  await widget.goto(url);
  expect((await read).status()).toBe(200);
  await expect(widget.getByTestId("scroll-text")).not.toContainText("Pro status required");
  // The same address without its token is refused, and the widget says why.
  const bare = await overlay.newPage();
  await bare.goto(url.replace(/&t=[^&]+/, ""));
  await expect(bare.getByTestId("scroll-text")).toHaveText("Pro status required");
  await overlay.close();

  await page.goto("/streamers/nightbot");
  await hydrated(page);
  await page.getByRole("combobox", { name: "Game mode" }).selectOption("pve");
  await expect(page.getByTestId("bot-response")).toContainText(/m=pve&t=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}&q=\$\(querystring\)/);
  await page.getByTestId("try-query").fill("salewa");
  await page.getByRole("button", { name: "Ask" }).click();
  await expect(page.getByTestId("try-reply")).not.toHaveText(/Pro status required|The chat's reply appears here/);
});
