import type { DatabaseHandle } from "@raidkit/db";
import { afterAll, beforeAll } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { gateMatrix } from "../helpers/gateMatrix.ts";
import { createTestApp } from "../helpers/testApp.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

/** The gate matrix on SQLite (tests/db/gates.test.ts runs it on PostgreSQL too). */
let database: DatabaseHandle;
let app: ServerApp;

beforeAll(async () => {
  database = copyTemplateDb().open();
  app = await createTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

gateMatrix(() => ({ app, database }));
