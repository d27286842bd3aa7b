import { expect, test } from "@playwright/test";
import { adminCli, hydrated, logIn } from "./helpers.ts";

/**
 * /dev/api and /dev/google-sheet as a tool maker uses them (issue 15): a Pro user makes a named
 * key, sees it once, calls the API with it, sees the call counted, revokes it; the sheet builder
 * writes the formula with items found by name, and the formula's address answers CSV.
 */
test("a Pro user makes a key on /dev/api, calls the API with it, and revokes it", async ({ page, request }) => {
  const email = `devapi-${Date.now()}@example.test`;
  await logIn(page, email);
  await page.goto("/dev/api");
  await hydrated(page);
  // Not Pro yet: no key can be made (the server refuses it too: tests/api/publicApi.test.ts).
  await expect(page.getByText("Making API keys needs Pro status.")).toBeVisible();
  adminCli("pro", email, "forever");
  await page.reload();
  await hydrated(page);
  await page.getByLabel("Name").fill("stream overlay");
  await page.getByRole("button", { name: "Make a key" }).click();
  const key = (await page.getByTestId("api-key").textContent()) ?? "";
  expect(key).toMatch(/^rk_[A-Za-z0-9_-]{40}$/);
  const row = page.getByRole("row", { name: /stream overlay/ });
  await expect(row).toBeVisible();

  const progress = await request.get("/api/v1/me/progress", { headers: { authorization: `Bearer ${key}` } });
  expect(progress.status()).toBe(200);
  expect((await progress.json()).character.mode).toBe("pvp");

  // Shown once: a new visit lists the key by name only.
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("api-key")).toHaveCount(0);
  await expect(page.getByRole("row", { name: /stream overlay/ })).toBeVisible();
  page.once("dialog", (dialog) => dialog.accept());
  await page
    .getByRole("row", { name: /stream overlay/ })
    .getByRole("button", { name: "Revoke" })
    .click();
  await expect(page.getByText("No keys yet.")).toBeVisible();
  expect((await request.get("/api/v1/me/progress", { headers: { authorization: `Bearer ${key}` } })).status()).toBe(401);
});

test("the reference lists every call of the OpenAPI document", async ({ page, request }) => {
  const doc = await (await request.get("/api/v1/openapi.json")).json();
  await page.goto("/dev/api");
  await hydrated(page);
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, { operationId: string }>>)) {
    for (const op of Object.values(item)) await expect(page.locator(`#${op.operationId}`), path).toContainText(`/api/v1${path}`);
  }
});

test("the sheet builder adds items by name and its formula's address answers CSV", async ({ page, request }) => {
  await page.goto("/dev/google-sheet");
  await hydrated(page);
  await page.getByLabel("Add an item").fill("salewa");
  await page.getByRole("button", { name: "+ Salewa first aid kit" }).click();
  const formula = (await page.getByTestId("sheet-formula").textContent()) ?? "";
  expect(formula).toMatch(/^=IMPORTDATA\("http:\/\/127\.0\.0\.1:\d+\/api\/v1\/sheet\/prices\?ids=[0-9a-f,]+544fb45d4bdc2dee738b4568&key=YOUR_KEY"\)$/);
  const url = new URL(formula.slice('=IMPORTDATA("'.length, -2));
  url.searchParams.delete("key");
  const csv = await (await request.get(url.pathname + url.search)).text();
  expect(csv.split("\n")[0]).toBe("id,name,shortName,lastPrice,avg24h,avg7d,pricePerSlot,change24h,traderPrice,traderName,updated,quality,price,priceFigure");
  expect(csv).toContain("544fb45d4bdc2dee738b4568,Salewa first aid kit,Salewa,");
});
