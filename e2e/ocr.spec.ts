// Issue 17: screenshot recognition on the items tracker, in Chromium. The screenshot is GENERATED
// test data (tests/helpers/ocrImages.ts: a stash grid in the game's look with short names of the
// tracker's own items from the real data pack), rendered in the test.
import { mkdirSync, writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import type { ProgressData } from "@raidkit/api";
import { RESOLUTIONS, renderGrid } from "../tests/helpers/ocrImages.ts";
import { adminCli, hydrated, logIn } from "./helpers.ts";

test("a Pro user drops a screenshot, confirms the matches and the tracker counts rise", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const email = `ocr-${Date.now()}@example.test`;
  await logIn(page, email);
  adminCli("pro", email, "forever");
  const dataReply = page.waitForResponse((r) => /\/api\/be\/progression\/data\/en\/pvp\/base\//.test(r.url()) && r.ok());
  await page.goto("/progression/items-tracker");
  await hydrated(page);
  const data = (await (await dataReply).json()) as ProgressData;
  await expect(page.locator("tr[data-need]").first()).toBeVisible();
  // Rows stay listed once their need is met, so their counts can be read after adding.
  await page.getByLabel("Hide complete").uncheck();

  // Six single items of this tracker with distinct short names of 4+ letters, 0 had (a new player).
  const rows = await page.locator("tr[data-need]").evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-need") ?? ""));
  const shorts = new Set<string>();
  const chosen = rows
    .map((uid) => data.items[uid])
    .filter((i): i is NonNullable<typeof i> => Boolean(i && /^[A-Za-z][A-Za-z ]{3,9}$/.test(i.shortName)))
    .filter((i) => !shorts.has(i.shortName) && Boolean(shorts.add(i.shortName)))
    .filter((i) => Object.values(data.items).filter((o) => o.shortName === i.shortName).length === 1)
    .slice(0, 6);
  expect(chosen.length).toBe(6);
  const counts = [3, 1, 2, 5, 1, 4];
  const res = RESOLUTIONS[0] as (typeof RESOLUTIONS)[number];
  const { png } = await renderGrid(
    browser,
    chosen.map((i, n) => ({ uid: i.uid, shortName: i.shortName, count: counts[n] })),
    res,
  );
  mkdirSync("test-results", { recursive: true });
  const file = `test-results/ocr-generated-${Date.now()}.png`;
  writeFileSync(file, png);

  // Everything the engine loads (worker, core, language data) comes from our own site.
  const hosts = new Set<string>();
  page.on("request", (r) => {
    if (/^https?:/.test(r.url())) hosts.add(new URL(r.url()).host);
  });
  await page.getByText("Read screenshots").click();
  await page.getByTestId("ocr-input").setInputFiles(file);
  const matches = page.locator(".ocr-matches tbody tr");
  await expect(matches.first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator(".ocr-shots li[data-status=done]")).toHaveCount(1);
  // Each match shows the crop it came from, its confidence and its count.
  await expect(matches.first().locator(".ocr-crop")).toBeVisible();
  const found = await matches.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-uid")));
  expect(found.every((uid) => chosen.some((i) => i.uid === uid))).toBe(true);
  expect(found.length).toBeGreaterThanOrEqual(5);

  expect([...hosts]).toEqual([new URL(page.url()).host]);
  // The counts read in the cells' corners (the player may correct them; here they are checked).
  const readCounts = await matches.locator("input.ocr-count").evaluateAll((inputs) => inputs.map((i) => Number((i as HTMLInputElement).value)));
  const right = found.filter((uid, n) => readCounts[n] === counts[chosen.findIndex((i) => i.uid === uid)]).length;
  expect(right).toBeGreaterThanOrEqual(found.length - 1);

  // Confirm every match, then add them all through the tracker's progress update.
  for (const box of await matches.locator("td:first-child input[type=checkbox]").all()) await box.check();
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/be/progression/update") && r.ok());
  await page.getByRole("button", { name: /^Add (all )?\d+ items? to the tracker$/ }).click();
  await saved;
  await expect(page.getByText(/^Added \d+ items/)).toBeVisible();
  for (const [n, uid] of found.entries()) {
    await expect(page.locator(`tr[data-need="${uid}"] .counter .num`)).toHaveText(String(readCounts[n]));
  }

  // Undo puts them back.
  const undone = page.waitForResponse((r) => r.url().endsWith("/api/be/progression/update") && r.ok());
  await page.getByRole("button", { name: "Undo" }).click();
  await undone;
  await expect(page.locator(`tr[data-need="${found[0]}"] .counter .num`)).toHaveText("0");

  // Clear messages for a picture too small, one that is not a game screenshot, and another format.
  // Small and without the item grid (a small crop that shows the grid is read: issue 35).
  const dark = await browser.newPage({ viewport: { width: 640, height: 360 } });
  await dark.setContent("<body style='background:#111;color:#ddd;font:14px sans-serif'>STASH Bolts 3</body>");
  const small = { png: await dark.screenshot() };
  await dark.close();
  const blank = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await blank.setContent("<body style='background:#fff;font:20px sans-serif'>A white page with some text</body>");
  const white = await blank.screenshot();
  await blank.close();
  await page.getByTestId("ocr-input").setInputFiles([
    { name: "small.png", mimeType: "image/png", buffer: small.png },
    { name: "white.png", mimeType: "image/png", buffer: white },
    { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("Bolts 3") },
  ]);
  await expect(page.getByText("Too small: a screenshot must be at least 800×450 pixels, or a crop that shows the item grid.")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("This does not look like a game screenshot", { exact: false })).toBeVisible();
  await expect(page.getByText("Unsupported format", { exact: false })).toBeVisible();
});

test("a free user gets “Pro status required”", async ({ page }) => {
  await logIn(page, `ocr-free-${Date.now()}@example.test`);
  await page.goto("/progression/items-interactive");
  await hydrated(page);
  await page.getByText("Read screenshots").click();
  await expect(page.getByTestId("ocr-panel").getByText("Pro status required")).toBeVisible();
  await expect(page.getByTestId("ocr-input")).toHaveCount(0);
});
