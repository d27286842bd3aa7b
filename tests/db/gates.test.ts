import { type DatabaseHandle, importPack, migrateToLatest, openPack } from "@raidkit/db";
import { afterAll, beforeAll, describe } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { engines } from "../helpers/engines.ts";
import { gateMatrix } from "../helpers/gateMatrix.ts";
import { PACK_DIR } from "../helpers/paths.ts";
import { createTestApp } from "../helpers/testApp.ts";

/** The gate matrix on every engine (SQLite, and PostgreSQL when DATABASE_URL is set), on the real pack. */
describe.each(engines())("gates on $name", (engine) => {
  let handle: DatabaseHandle;
  let app: ServerApp;
  beforeAll(async () => {
    handle = await engine.open();
    await migrateToLatest(handle.db);
    await importPack(handle.db, openPack(PACK_DIR));
    app = await createTestApp(handle);
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });
  gateMatrix(() => ({ app, database: handle }));
});
