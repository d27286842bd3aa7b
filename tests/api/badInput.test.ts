import { badInputSuite } from "../helpers/badInput.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

/** The bad-input suite (tests/helpers/badInput.ts) on SQLite; tests/db/badInput.test.ts runs it on PostgreSQL too. */
badInputSuite(async () => copyTemplateDb().open());
