import { importPack, migrateToLatest, openPack } from "@raidkit/db";
import { describe } from "vitest";
import { badInputSuite } from "../helpers/badInput.ts";
import { engines } from "../helpers/engines.ts";
import { PACK_DIR } from "../helpers/paths.ts";

/**
 * The bad-input suite (tests/helpers/badInput.ts) on every engine: SQLite, and PostgreSQL when
 * DATABASE_URL is set, whose text refuses a NUL (issue 30, finding 13: a 500 there, never on SQLite).
 */
describe.each(engines())("bad input on $name", (engine) => {
  badInputSuite(async () => {
    const handle = await engine.open();
    await migrateToLatest(handle.db);
    await importPack(handle.db, openPack(PACK_DIR));
    return handle;
  });
});
