import { defineConfig } from "vitest/config";

/**
 * Test suites:
 * - unit: pure rules and small modules, beside the code, and the docs held to the code (tests/docs);
 * - api: the HTTP application (API and server-rendered pages) on an SQLite copy of the imported data pack;
 * - db: the repository suite, on SQLite and, when DATABASE_URL is set, on PostgreSQL too;
 * - multi: several server instances sharing Redis (REDIS_URL) and a database.
 */
/**
 * No test reaches the internet: live data is off unless a test starts its own local source, and no
 * server started by a test builds the pilot (its Windows base comes from the npm registry; decision 059).
 */
const env = { PRICE_SOURCE_URL: "off", PILOT_BUILD: "off" };
/**
 * Test files share their worker's modules (no fresh module graph per file): loading the server's
 * graph again for each of ~180 files took ~200 s of a 430 s run. Each file still builds its own app,
 * database copy and servers, so nothing a test changes is seen by the next file; multi stays isolated
 * (it kills and restarts instances).
 */
const isolate = false;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/*/app/**/*.test.{ts,tsx}",
            "apps/server/src/**/*.test.ts",
            "apps/pilot/src/**/*.test.ts",
            "scripts/lint/*.test.ts",
            "tests/docs/**/*.test.ts",
          ],
          environment: "node",
          env,
          isolate,
          setupFiles: ["tests/helpers/noInternet.ts"],
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          // The web build is a production build: React must load as production before anything imports it.
          env: { ...env, NODE_ENV: "production" },
          isolate,
          setupFiles: ["tests/helpers/noInternet.ts"],
          globalSetup: ["tests/helpers/globalSetup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "db",
          include: ["tests/db/**/*.test.ts"],
          env: { ...env, NODE_ENV: "production" },
          isolate,
          setupFiles: ["tests/helpers/noInternet.ts"],
          globalSetup: ["tests/helpers/globalSetup.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "multi",
          include: ["tests/multi/**/*.test.ts"],
          env: { ...env, NODE_ENV: "production" },
          setupFiles: ["tests/helpers/noInternet.ts"],
          globalSetup: ["tests/helpers/globalSetup.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
