import { readFileSync } from "node:fs";

/** The pilot's own version, from its package.json (sent to the page in CONFIGURATION). */
export const PILOT_VERSION: string = (JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }).version;
