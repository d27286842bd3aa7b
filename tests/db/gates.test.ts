import type { DatabaseHandle } from "@raidkit/db";
import { afterAll, beforeAll, describe } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { engines } from "../helpers/engines.ts";
import { gateMatrix } from "../helpers/gateMatrix.ts";
import { createTestApp } from "../helpers/testApp.ts";

/** The gate matrix on every engine (SQLite, and PostgreSQL when DATABASE_URL is set), on the real pack. */
describe.each(engines())("gates on $name", (engine) => {
  let handle: DatabaseHandle;
  let app: ServerApp;
  beforeAll(async () => {
    handle = await engine.openImported();
    app = await createTestApp(handle);
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });
  gateMatrix(() => ({ app, database: handle }));
});
