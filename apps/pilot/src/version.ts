import pilotPackage from "../package.json" with { type: "json" };

/**
 * The pilot's own version, from its package.json (sent to the page in CONFIGURATION). Imported as
 * JSON, so the executable's bundle carries it as a constant (apps/pilot/scripts/build.ts) and no
 * file is read at run time.
 */
export const PILOT_VERSION: string = pilotPackage.version;
