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
