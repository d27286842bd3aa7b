#!/usr/bin/env node
// The pilot's command line: `npm run pilot -- [options]`, or the executable of `npm run pilot:build` (see apps/pilot/README.md).
import { formatPairingCode } from "@raidkit/game";
import { parseCliArguments, USAGE } from "./args.ts";
import { ConfigFileError, DEFAULT_PORT } from "./config.ts";
import { type RunningPilot, startPilot } from "./pilot.ts";
import { PILOT_VERSION } from "./version.ts";

/** Where to pair: the first allowed site's /pilot page, and the port when the page must be told it. */
function pairingLines(origins: readonly string[], port: number): string[] {
  const [first, ...others] = origins;
  return [
    first === undefined ? "Pair it on:      no site is allowed: start with --origin <url>" : `Pair it on:      ${first}/pilot  (type the code there)`,
    ...(others.length > 0 ? ["                 or on the /pilot page of another allowed site (below)"] : []),
    port === DEFAULT_PORT
      ? `Port:            ${port}  (the page's default)`
      : `Port:            ${port}  <- not the usual ${DEFAULT_PORT}: type ${port} in the page's Port field too`,
  ];
}

function banner(pilot: RunningPilot): string {
  const code = formatPairingCode(pilot.code);
  const configuration = pilot.configuration();
  const status = pilot.status();
  const rule = "=".repeat(code.length + 30);
  return [
    "",
    `Raidkit pilot ${PILOT_VERSION}`,
    rule,
    `   PAIRING CODE:   ${code}${pilot.codeCreated ? "   (new)" : ""}`,
    rule,
    ...pairingLines(pilot.origins, pilot.port),
    "",
    `Listening on:    ws://${pilot.host}:${pilot.port}  (this computer only)`,
    `Game folder:     ${configuration.gameFolder ?? "not found: set it on the site or start with --game-folder <dir>"}`,
    `Session logs:    ${status.sessionFolder ?? (status.logsFolder ? `none yet in ${status.logsFolder} (start the game)` : "-")}`,
    `Screenshots:     ${configuration.screenshotsFolder ?? "-"}${status.screenshotsFolderFound ? "" : "  (not there yet: the game makes it with the first screenshot)"}`,
    `Allowed sites:   ${pilot.origins.join(", ")}`,
    `Relay:           ${pilot.relay ? pilot.relay.endpoint : "off"}`,
    `Config file:     ${pilot.configPath}`,
    "",
    "Press Ctrl+C to stop.",
    "",
  ].join("\n");
}

async function main(): Promise<void> {
  let args: ReturnType<typeof parseCliArguments>;
  try {
    args = parseCliArguments(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (args.help) {
    console.log(USAGE);
    return;
  }
  if (args.version) {
    console.log(PILOT_VERSION);
    return;
  }

  let pilot: RunningPilot;
  try {
    pilot = await startPilot({ configPath: args.configPath, overrides: args.overrides, newCode: args.newCode, save: args.save });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE") console.error("The pilot's port is in use: is another pilot running? Stop it, or start this one with --port <n>.");
    else if (error instanceof ConfigFileError) console.error(error.message);
    else console.error(`The pilot could not start: ${(error as Error).message}`);
    process.exit(1);
  }
  console.log(banner(pilot));

  let stopping = false;
  const stop = () => {
    if (stopping) process.exit(130);
    stopping = true;
    console.log("Stopping…");
    void pilot.stop().then(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

// No top-level await: the executable's bundle is CommonJS (apps/pilot/scripts/build.ts).
main().catch((error: unknown) => {
  console.error(`The pilot stopped: ${(error as Error).message}`);
  process.exit(1);
});
