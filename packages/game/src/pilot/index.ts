// Pilot (issue 7): screenshot names, game log lines, map ids and the messages shared by the site and the pilot.
export * from "./gameLog.ts";
export * from "./gameLogEvents.ts";
export * from "./gameLogMode.ts";
export * from "./mapIds.ts";
export * from "./messages.ts";
export * from "./pairing.ts";
export * from "./raidEvents.ts";
export * from "./screenshotName.ts";
export * from "./sessionFolder.ts";
