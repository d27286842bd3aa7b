// The data pack import of a server's start, in a process of its own (packImportInChild.ts).
import { openDatabase } from "@raidkit/db";
import { createLogger } from "../logger.ts";
import { runPackImport } from "./packImport.ts";
import type { PackImportJob } from "./packImportInChild.ts";

const job = JSON.parse(process.argv[2] ?? "{}") as PackImportJob;
const database = openDatabase({ databaseUrl: job.databaseUrl, dataDir: job.dataDir });
try {
  await runPackImport({ db: database.db, packDir: job.packDir, log: createLogger(job.logLevel) });
} finally {
  await database.close();
}
