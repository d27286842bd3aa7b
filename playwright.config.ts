import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { SERVER_NODE_FLAGS } from "./apps/server/src/nodeFlags.ts";

/**
 * Browser tests in Debian's Chromium (`apt-get install chromium`); Playwright's own browser
 * download does not work here. CHROMIUM_PATH overrides the binary.
 */
const chromium = process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));
if (!chromium) throw new Error("Chromium not found: install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.");

const PORT = Number(process.env.E2E_PORT ?? 3211);
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3225);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  // A real SMTP server for the login-code e-mails (e2e/mailbox.ts).
  globalSetup: "./e2e/mailbox.ts",
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: chromium,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
    trace: "off",
  },
  projects: [
    { name: "desktop", testIgnore: /phone\.spec\.ts/, use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 }, channel: undefined } },
    { name: "phone", testMatch: /phone\.spec\.ts/, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  ],
  webServer: {
    command: `node ${SERVER_NODE_FLAGS.join(" ")} scripts/start.ts`,
    url: `http://127.0.0.1:${PORT}/favicon.svg`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: ".tmp/e2e-data",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      REDIS_URL: "",
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // Each test's player comes from an address of its own (X-Forwarded-For, e2e/helpers.ts), as real
      // players do: the per-IP login limits then count per player, not for the whole suite.
      TRUST_PROXY: "1",
      // No live data from the internet in tests (the site's default is the public API).
      PRICE_SOURCE_URL: "off",
      // Nor a pilot build at start-up (its Windows base comes from the npm registry; decision 059), into a
      // folder of the suite's own: /pilot says the downloads are not built (e2e/pilot.spec.ts).
      PILOT_BUILD: "off",
      PILOT_DOWNLOADS_DIR: ".tmp/e2e-pilot-downloads",
    },
  },
});
