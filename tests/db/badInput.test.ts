import { describe } from "vitest";
import { badInputSuite } from "../helpers/badInput.ts";
import { engines } from "../helpers/engines.ts";

/**
 * The bad-input suite (tests/helpers/badInput.ts) on every engine: SQLite, and PostgreSQL when
 * DATABASE_URL is set, whose text refuses a NUL (issue 30, finding 13: a 500 there, never on SQLite).
 */
describe.each(engines())("bad input on $name", (engine) => {
  badInputSuite(async () => {
    const handle = await engine.openImported();
    return handle;
  });
});
