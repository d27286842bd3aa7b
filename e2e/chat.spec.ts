import { expect, test } from "@playwright/test";
import { adminCli, hydrated, logIn } from "./helpers.ts";

/**
 * The site chat (issue 18): a Pro user opens the chat from the shell and sends a message (Enter);
 * a visitor in another browser, chat open on another page, sees it arrive live, as text.
 * The message is test data ("test: e2e …").
 */
test("a Pro user sends a chat message and a visitor in another browser sees it live", async ({ page, browser }) => {
  const email = `chat-${Date.now()}@example.test`;
  await logIn(page, email);
  adminCli("pro", email, "forever");

  const visitorContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto("/market");
    await hydrated(visitor);
    await visitor.getByRole("button", { name: "Open the chat" }).click();
    const visitorChat = visitor.getByRole("region", { name: "Chat" });
    await expect(visitorChat.getByText("Log in with Pro status to write in the chat.")).toBeVisible();
    await expect(visitorChat.getByRole("status").first()).toHaveText("Live");

    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Open the chat" }).click();
    const input = page.getByRole("textbox", { name: "Write a message (Enter sends)" });
    await expect(input).toBeFocused();
    const text = `test: e2e hello <b>${Date.now()}</b>`;
    await input.fill(text);
    await input.press("Enter");
    await expect(input).toHaveValue("");
    await expect(page.getByTestId("chat-list").getByText(text, { exact: true })).toBeVisible();

    // The visitor hears it without reloading, shown as text (no markup made from it).
    await expect(visitor.getByTestId("chat-list").getByText(text, { exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(visitor.locator(".chat-text b")).toHaveCount(0);

    // Escape closes the chat and gives the focus back to its button.
    await visitorChat.click({ position: { x: 40, y: 10 } });
    await visitor.keyboard.press("Escape");
    await expect(visitor.getByRole("button", { name: "Open the chat" })).toBeFocused();
  } finally {
    await visitorContext.close();
  }
});

/**
 * Issue 30, finding 5: the message is stored but its reply never reaches the page (Redis down, a
 * dropped connection); pressing Send again sends the same message id, and the server answers the
 * stored message instead of posting it twice.
 */
test("pressing Send again after a lost reply posts the message once", async ({ page }) => {
  const email = `chat-retry-${Date.now()}@example.test`;
  await logIn(page, email);
  adminCli("pro", email, "forever");
  const sent: { clientId?: string }[] = [];
  let loseReply = true;
  await page.route("**/api/be/chat/messages", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    sent.push(route.request().postDataJSON() as { clientId?: string });
    if (!loseReply) return route.continue();
    loseReply = false;
    // The server stores it; the page never hears back.
    await route.fetch();
    await route.abort("connectionreset");
  });

  await page.goto("/");
  await hydrated(page);
  await page.getByRole("button", { name: "Open the chat" }).click();
  const input = page.getByRole("textbox", { name: "Write a message (Enter sends)" });
  const text = `test: e2e retry ${Date.now()}`;
  await input.fill(text);
  await input.press("Enter");
  await expect(page.getByRole("alert")).toHaveText("Something went wrong");
  await expect(input).toHaveValue(text);
  await input.press("Enter");
  await expect(input).toHaveValue("");

  expect(sent).toHaveLength(2);
  expect(sent[0]?.clientId).toMatch(/^[0-9a-f]{32}$/);
  expect(sent[1]?.clientId).toBe(sent[0]?.clientId);
  await expect(page.getByTestId("chat-list").getByText(text, { exact: true })).toHaveCount(1);
  // A name or text stored before bidi controls were refused cannot turn its neighbours around (decision 039).
  await expect(page.locator(".chat-author").first()).toHaveCSS("unicode-bidi", "isolate");
  await expect(page.locator(".chat-text").first()).toHaveCSS("unicode-bidi", "isolate");
  // After a reload too: the store holds it once.
  await page.reload();
  await hydrated(page);
  await page.getByRole("button", { name: "Open the chat" }).click();
  await expect(page.getByTestId("chat-list").getByText(text, { exact: true })).toHaveCount(1);
});
