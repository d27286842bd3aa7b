import { emailAddress, FUEL_BASE_MAX, isoDay, PILOT_VERSION_PATTERN } from "@raidkit/api";
import { createUser, type Database, findUser, setUserFlags } from "@raidkit/db";
import type { Kysely } from "kysely";
import { patchGlobalSettings } from "./shell.ts";

export const ROLE_COMMANDS = ["grant", "revoke", "pro", "maps", "fuel-base", "wipe-date", "pilot-version"] as const;
export type RoleCommand = (typeof ROLE_COMMANDS)[number];

export const ROLE_USAGE = `usage: npm run admin -- <command> <email> [value]
  grant <email>                  make the user an admin (creates the account if needed)
  revoke <email>                 remove the admin flag
  pro <email> <YYYY-MM-DD|forever|off>   set Pro and its expiry
  maps <email> <on|off>          set the feature_maps flag
  fuel-base <units per hour|off> the global fuelBase the hideout fuel cost reads (spec §3/§9)
  wipe-date <YYYY-MM-DD|off>     the game wipe (00:00 UTC that day): PVP progress older than it resets once (spec §4)
  pilot-version <version|off>    the pilot version pages expect (tarkov_pilot_version): others show "needs update" (spec §4)`;

/**
 * The admin CLI's work (issue 4 roles): flags set by e-mail address. Answers a line for the
 * operator; throws with a clear message on bad arguments.
 */
export async function runRoleCommand(db: Kysely<Database>, args: string[], now = Date.now()): Promise<string> {
  const [command, rawEmail, value] = args;
  if (command === "fuel-base") return setFuelBase(db, rawEmail);
  if (command === "wipe-date") return setWipeDate(db, rawEmail, now);
  if (command === "pilot-version") return setPilotVersion(db, rawEmail);
  if (!command || !(ROLE_COMMANDS as readonly string[]).includes(command) || !rawEmail) throw new Error(ROLE_USAGE);
  const email = rawEmail.trim().toLowerCase();
  if (!emailAddress.safeParse(email).success) throw new Error(`Invalid email: ${rawEmail}`);
  let user = await findUser(db, { email });
  if (!user) {
    if (command !== "grant" && command !== "pro") throw new Error(`No user with the e-mail ${email}`);
    user = await createUser(db, { email, fraction: "USEC", now });
  }
  switch (command as RoleCommand) {
    case "grant":
      await setUserFlags(db, user.uid, { admin: true });
      return `${email} is now an admin`;
    case "revoke":
      await setUserFlags(db, user.uid, { admin: false });
      return `${email} is no longer an admin`;
    case "pro": {
      if (value === "off") {
        await setUserFlags(db, user.uid, { pro: false, proUntil: null });
        return `${email} is not Pro`;
      }
      if (value === "forever") {
        await setUserFlags(db, user.uid, { pro: true, proUntil: null });
        return `${email} is Pro with no expiry`;
      }
      if (!isoDay.safeParse(value).success) throw new Error(`pro needs YYYY-MM-DD, forever or off\n${ROLE_USAGE}`);
      const until = Date.parse(`${value}T23:59:59Z`);
      await setUserFlags(db, user.uid, { pro: true, proUntil: until });
      return `${email} is Pro until ${value}${until <= now ? " (in the past: not Pro)" : ""}`;
    }
    case "maps":
      if (value !== "on" && value !== "off") throw new Error(`maps needs on or off\n${ROLE_USAGE}`);
      await setUserFlags(db, user.uid, { featureMaps: value === "on" });
      return `${email}: feature_maps ${value}`;
    default:
      throw new Error(ROLE_USAGE);
  }
}

/** Sets (or clears) fuelBase in the global settings, keeping the other settings. */
async function setFuelBase(db: Kysely<Database>, value: string | undefined): Promise<string> {
  const fuelBase = value === "off" ? null : Number(value);
  if (value === undefined || (fuelBase !== null && !(Number.isFinite(fuelBase) && fuelBase > 0 && fuelBase < FUEL_BASE_MAX))) {
    throw new Error(`fuel-base needs a positive number of fuel units per hour, or off\n${ROLE_USAGE}`);
  }
  await patchGlobalSettings(db, { fuelBase });
  return fuelBase === null ? "fuelBase cleared: fuel is not counted" : `fuelBase set to ${fuelBase} units per hour`;
}

/**
 * Sets (or clears) wipeDate in the global settings: the start (00:00 UTC) of the given day. Once it
 * has passed, each PVP character whose progress is older resets on its user's next request.
 */
async function setWipeDate(db: Kysely<Database>, value: string | undefined, now: number): Promise<string> {
  if (value === "off") {
    await patchGlobalSettings(db, { wipeDate: null });
    return "wipeDate cleared: no automatic progress reset";
  }
  // The date must exist as written (isoDay refuses 2025-02-30, which Date.parse takes as 2 March).
  if (!isoDay.safeParse(value).success) throw new Error(`wipe-date needs YYYY-MM-DD or off\n${ROLE_USAGE}`);
  const wipeDate = Date.parse(`${value}T00:00:00Z`);
  await patchGlobalSettings(db, { wipeDate });
  const when = wipeDate <= now ? "passed: PVP progress made before it resets on each user's next request" : "in the future: nothing resets until then";
  return `wipeDate set to ${value} 00:00 UTC (${when})`;
}

/** Sets (or clears) tarkov_pilot_version: a pilot reporting another version shows "needs update" on /pilot. */
async function setPilotVersion(db: Kysely<Database>, value: string | undefined): Promise<string> {
  if (!value || (value !== "off" && !PILOT_VERSION_PATTERN.test(value))) throw new Error(`pilot-version needs a version like 1.0.0, or off\n${ROLE_USAGE}`);
  const version = value === "off" ? null : value;
  await patchGlobalSettings(db, { tarkov_pilot_version: version });
  return version === null ? "tarkov_pilot_version cleared: no pilot is told to update" : `tarkov_pilot_version set to ${version}`;
}
