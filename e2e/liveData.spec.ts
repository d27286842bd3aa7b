import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { SERVER_NODE_FLAGS } from "../apps/server/src/nodeFlags.ts";
import { fixtureGame, generatedItem, generatedPve, type LocalGraphql, startLocalGraphql } from "../tests/helpers/localGraphql.ts";
import { sqliteTemplate } from "../tests/helpers/packTemplates.ts";
import { copyTemplateInto } from "../tests/helpers/testDb.ts";
import { hydrated, logIn, recordNotifications, shownNotifications } from "./helpers.ts";

/**
 * Issue 32 item 6 with live data on: a server of this spec's own, fed by a LOCAL stand-in of the
 * tarkov.dev API (tests/helpers/localGraphql.ts, no request leaves the machine), so the restock
 * times and the prices come through the real price import. The restock times and the Salewa's
 * prices are GENERATED (test data): no recorded reply carries `Trader.resetTime` (decision 065).
 * The browser's clock is moved (Playwright's clock) instead of waiting for a restock.
 */

const SALEWA = "544fb45d4bdc2dee738b4568";
const PRAPOR = "54cb50c76803fa8b248b4571";
const MINUTE = 60_000;

let graphql: LocalGraphql;
let server: ChildProcess;
let baseURL = "";
let dataDir = "";

const salewaAt = (price: number) => generatedItem({ id: SALEWA, price, offers: 20 });
function setSalewa(pvp: number) {
  graphql.setModeItems("regular", [salewaAt(pvp)]);
  graphql.setModeItems("pve", [generatedPve(salewaAt(pvp))]);
}
/** Prapor restocks 20 minutes after each reply (in both modes); the other traders' times are unknown. */
function restockIn20Minutes() {
  for (const mode of ["regular", "pve"] as const) {
    const at = new Date(Date.now() + 20 * MINUTE).toISOString();
    graphql.setGameData(
      "traders",
      mode,
      (fixtureGame().traders[mode] as { id: string }[]).map((t) => ({ ...t, resetTime: t.id === PRAPOR ? at : null })),
    );
  }
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  graphql = await startLocalGraphql([salewaAt(20_000)]);
  setSalewa(20_000);
  restockIn20Minutes();
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), "raidkit-e2e-live-"));
  // The data pack imported once for the tests (built by npm test's API suite before, else here).
  copyTemplateInto(dataDir, await sqliteTemplate());
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "scripts/start.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "1",
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 3225}`,
      PRICE_SOURCE_URL: graphql.url,
      PRICE_SOURCE_MODES: "pvp,pve",
      PRICE_IMPORT_EVERY: "10s",
      PRICE_BACKFILL_LIMIT: "0",
      PILOT_BUILD: "off",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await expect
    .poll(
      async () => {
        const restocks = await fetch(`${baseURL}/api/be/traders/restocks`).catch(() => null);
        if (!restocks?.ok) return null;
        const reply = (await restocks.json()) as { live: boolean; traders: { id: string; resetAt: { pvp: number | null } }[] };
        return reply.traders.find((t) => t.id === PRAPOR)?.resetAt.pvp !== null;
      },
      { timeout: 200_000, intervals: [1000] },
    )
    .toBe(true);
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  await graphql?.close();
});

test("a player gets a browser notification when a trader restocks, and when his price alert fires", async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.addCookies([{ name: "tm_locale", value: "en", url: baseURL }]);
  await recordNotifications(page);
  await page.clock.install();
  const email = `live-${Date.now()}@example.test`;
  await page.goto(`${baseURL}/traders`);
  await hydrated(page);
  // The restock time came with the live import: a countdown, not "unknown".
  const prapor = page.locator(".restocks-table tbody tr", { hasText: "Prapor" });
  await expect(prapor.locator('td[data-mode="pvp"]')).toHaveText(/\d/);
  await expect(prapor.locator('td[data-mode="pve"]')).toHaveText(/\d/);
  // Turned on, the page's watcher reads the restock times (waited for before the clock moves).
  const read = page.waitForResponse((r) => r.url().endsWith("/api/be/traders/restocks") && r.ok());
  await page.getByRole("button", { name: "Notify me when a trader restocks" }).click();
  await expect(page.locator('.notice-switch[data-kind="restocks"]')).toHaveAttribute("data-state", "on");
  await (await read).finished();
  await page.evaluate(() => new Promise((resolve) => queueMicrotask(() => resolve(null))));
  // Half an hour later in the browser: Prapor restocked in both modes.
  await page.clock.fastForward(30 * MINUTE);
  await expect.poll(() => shownNotifications(page)).toContainEqual({ title: "Prapor restocked", body: "PVP: the trader's goods were restocked." });
  expect(await shownNotifications(page)).toContainEqual({ title: "Prapor restocked", body: "PVE: the trader's goods were restocked." });

  // A Pro player's price alert: fired by the server's next price import, shown by the browser.
  setSalewa(20_000);
  await logIn(page, email, baseURL);
  execFileSync(process.execPath, ["apps/server/src/cli/admin.ts", "pro", email, "forever"], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } });
  await page.goto(`${baseURL}/item/salewa_first_aid_kit`);
  await hydrated(page);
  const panel = page.locator(".price-alert-panel");
  await panel.getByLabel("When").selectOption("above");
  await panel.getByLabel("Price, roubles").fill("30000");
  await panel.getByRole("button", { name: "Set alert" }).click();
  await expect(panel.locator(".price-alert-list li")).toContainText("waiting", { timeout: 15_000 });
  await page.goto(`${baseURL}/traders`);
  await hydrated(page);
  await page.getByRole("button", { name: "Notify me when one of my price alerts fires" }).click();
  await expect(page.locator('.notice-switch[data-kind="alerts"]')).toHaveAttribute("data-state", "on");
  setSalewa(45_000);
  // The server imports every 10 s; the page asks for the player's alerts every minute.
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(MINUTE);
        return (await shownNotifications(page)).map((n) => n.title);
      },
      { timeout: 60_000, intervals: [3000] },
    )
    .toContain("Price alert: Salewa first aid kit");
  await page.reload();
  await hydrated(page);
  await expect(page.locator(".price-alerts-table tbody tr", { hasText: "Salewa first aid kit" })).toHaveAttribute("data-state", "fired");
});

test("in Russian: the restock notification speaks Russian", async ({ page, context }) => {
  await context.addCookies([{ name: "tm_locale", value: "ru", url: baseURL }]);
  await recordNotifications(page);
  await page.clock.install();
  await page.goto(`${baseURL}/traders`);
  await hydrated(page);
  await expect(page.locator('.restocks-table tbody tr[data-trader="54cb50c76803fa8b248b4571"] td[data-mode="pvp"]')).toHaveText(/\d/);
  const read = page.waitForResponse((r) => r.url().endsWith("/api/be/traders/restocks") && r.ok());
  await page.getByRole("button", { name: "Уведомлять о пополнении товаров у торговцев" }).click();
  await (await read).finished();
  await page.evaluate(() => new Promise((resolve) => queueMicrotask(() => resolve(null))));
  await page.clock.fastForward(30 * MINUTE);
  await expect.poll(() => shownNotifications(page)).toContainEqual({ title: "Прапор: товары пополнены", body: "PVP: у торговца пополнились товары." });
});
