// `npm run admin -- grant|revoke <email>`, `pro <email> <date|forever|off>`, `maps <email> on|off`,
// `fuel-base <units per hour|off>`, `wipe-date <YYYY-MM-DD|off>`, `pilot-version <version|off>`.
import { migrateToLatest, openDatabase } from "@raidkit/db";
import { loadConfig } from "../config.ts";
import { runRoleCommand } from "../services/userRoles.ts";

const config = loadConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(database.db);
  console.log(await runRoleCommand(database.db, process.argv.slice(2)));
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
