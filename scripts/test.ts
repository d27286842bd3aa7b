// `npm test`: unit, integration (API, pages, repositories) and browser tests.
// The repository suite also runs on PostgreSQL when DATABASE_URL is set; the multi-instance suite
// needs Redis and runs with `npm run test:multi` (CI runs both).
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildIfNeeded, ROOT } from "./buildIfNeeded.ts";

function run(label: string, args: string[]): void {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

const bin = (pkg: string, file: string) => path.join(ROOT, "node_modules", pkg, file);

buildIfNeeded();
// Every reply of a declared call that a test meets is written here, and each declared reply must be met.
process.env.DECLARED_SEEN_FILE = path.join(mkdtempSync(path.join(tmpdir(), "raidkit-declared-")), "met.txt");
run("unit and API tests (vitest)", [bin("vitest", "vitest.mjs"), "run", "--project", "unit", "--project", "api"]);
// The repository suite in a fresh worker of its own: run last in the shared one (which by then holds
// ~2 GB of the API files' apps) its files took ~400 s; alone ~100 s.
run("repository tests (vitest)", [bin("vitest", "vitest.mjs"), "run", "--project", "db"]);
run("every declared reply met by a test", [path.join(ROOT, "scripts", "declaredCoverage.ts"), process.env.DECLARED_SEEN_FILE]);
run("browser tests (Playwright, Debian Chromium)", [bin("@playwright/test", "cli.js"), "test"]);
console.log("\n✔ all tests passed");
