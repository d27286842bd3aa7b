// Issue 35: a REAL player screenshot dropped on the items tracker in Chromium. The screenshots are
// not committed (tests/fixtures/ocr-real/README.md: other people's files, placed by hand and checked
// by their git blob id); without them this test is skipped and says why.
import path from "node:path";
import { expect, test } from "@playwright/test";
import type { ProgressData } from "@raidkit/api";
import { REAL_SET_DIR, readRealSet, realImageBytes } from "../tests/helpers/ocrRealSet.ts";
import { adminCli, hydrated, logIn } from "./helpers.ts";

const image = readRealSet().images.find((i) => i.file === "ratscanner-uwfhd-container.png");
const bytes = image ? realImageBytes(image) : { problem: "not labelled" };
const problem = "problem" in bytes ? bytes.problem : null;

test("a real 2560×1080 screenshot: the tracker's items in it are found, and nothing outside it", async ({ page }) => {
  test.skip(problem !== null, `the real screenshot is ${problem}: place it as tests/fixtures/ocr-real/README.md says`);
  if (!image) return;
  test.setTimeout(120_000);
  const email = `ocr-real-${Date.now()}@example.test`;
  await logIn(page, email);
  adminCli("pro", email, "forever");
  const dataReply = page.waitForResponse((r) => /\/api\/be\/progression\/data\/en\/pvp\/base\//.test(r.url()) && r.ok());
  await page.goto("/progression/items-tracker");
  await hydrated(page);
  const data = (await (await dataReply).json()) as ProgressData;
  const tracked = new Set(Object.keys(data.items));
  // The labelled cells of the tracker's items (a fresh character's): what a player expects found.
  const expected = image.cells.filter((c) => c.uids.some((u) => tracked.has(u)));
  expect(expected.length).toBeGreaterThan(10);
  const allowed = new Set(expected.flatMap((c) => c.uids));

  await page.getByText("Read screenshots").click();
  await page.getByTestId("ocr-input").setInputFiles(path.join(REAL_SET_DIR, image.file));
  await expect(page.locator(".ocr-shots li[data-status=done]")).toHaveCount(1, { timeout: 90_000 });
  const found = await page.locator(".ocr-matches tbody tr").evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-uid") ?? ""));
  // Every match is an item labelled in the picture (no interface text, no look-alike from outside it).
  expect(found.filter((uid) => !allowed.has(uid))).toEqual([]);
  // Most of the tracker's items in it are found (the bench's recall on this picture is 93.8 %; 80 % here).
  const items = [...new Set(expected.map((c) => c.uids.join(" ")))];
  const itemsFound = items.filter((uids) => uids.split(" ").some((u) => found.includes(u))).length;
  expect(itemsFound / items.length).toBeGreaterThanOrEqual(0.8);
});
