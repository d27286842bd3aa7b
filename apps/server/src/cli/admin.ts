// `npm run admin -- grant|revoke <email>`, `pro <email> <date|forever|off>`, `maps <email> on|off`,
// `fuel-base <units per hour|off>`, `wipe-date <YYYY-MM-DD|off>`, `pilot-version <version|off>`,
// `flea-tax <pvp|pve> <Ti> <Tr>|off`.
import { migrateToLatest, openDatabase, recordAdminChange } from "@raidkit/db";
import { loadConfig } from "../config.ts";
import { FLEA_TAX_USAGE, runFleaTaxCommand } from "../services/fleaTaxCommand.ts";
import { ROLE_USAGE, runRoleCommand } from "../services/userRoles.ts";

const config = loadConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(database.db);
  const [command, ...rest] = process.argv.slice(2);
  const answer = command === "flea-tax" ? await runFleaTaxCommand(database.db, rest) : await runRoleCommand(database.db, process.argv.slice(2));
  // The operator's changes are in the admin audit log too (issue 19), as the command line's.
  await recordAdminChange(database.db, {
    adminUid: "cli",
    adminEmail: null,
    action: "cli",
    target: process.argv.slice(2).join(" "),
    before: null,
    after: answer,
  });
  console.log(answer);
} catch (err) {
  const message = (err as Error).message;
  // The role commands' usage does not know flea-tax: show it too.
  console.error(message.endsWith(ROLE_USAGE) ? `${message}\n${FLEA_TAX_USAGE}` : message);
  process.exitCode = 1;
} finally {
  await database.close();
}
