import { gateMatrix } from "../helpers/gateMatrix.ts";
import { appOnTemplateCopy } from "../helpers/testApp.ts";

/** The gate matrix on SQLite (tests/db/gates.test.ts runs it on PostgreSQL too). */
const env = appOnTemplateCopy();
gateMatrix(() => env);
