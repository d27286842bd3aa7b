import { bumpDataVersion, type Database, gameRules } from "@raidkit/db";
import { type FleaTax, fleaTaxFromPercent, GAME_MODES, type GameMode, isFleaTaxRate } from "@raidkit/game";
import type { Kysely } from "kysely";
import { patchGlobalSettings, readGlobalSettings } from "./shell.ts";

export const FLEA_TAX_USAGE = `  flea-tax <pvp|pve> <Ti> <Tr>   the mode's flea market tax rates, as fractions (0.03 is 3%): every fee the site shows reads them
  flea-tax <pvp|pve> off         back to the game data's rates (game_globals.json, 3% and 3%)`;

const RATE = /^\d+(\.\d+)?$/;
const percent = (rate: number) => `${Number((rate * 100).toFixed(4))}%`;
const describe = (tax: FleaTax) => `Ti ${tax.ti} (${percent(tax.ti)}), Tr ${tax.tr} (${percent(tax.tr)})`;

/**
 * `npm run admin -- flea-tax <pvp|pve> <Ti> <Tr>|off`: sets (or clears) one game mode's flea tax
 * rates in the global settings, then moves the data version on so every instance drops the pages it
 * rendered with the old fee (within DATA_POLL_MS). Answers a line for the operator; throws with the
 * usage on bad arguments.
 */
export async function runFleaTaxCommand(db: Kysely<Database>, args: string[]): Promise<string> {
  const [mode, first, second, extra] = args;
  const usage = (why: string) => new Error(`${why}\nusage: npm run admin -- <command>\n${FLEA_TAX_USAGE}`);
  if (!mode || !(GAME_MODES as readonly string[]).includes(mode)) throw usage("flea-tax needs the game mode: pvp or pve");
  const gameMode = mode as GameMode;
  const current = (await readGlobalSettings(db)).fleaTax;
  if (first === "off" && second === undefined) {
    const rest = Object.fromEntries(Object.entries(current).filter(([m]) => m !== gameMode));
    await patchGlobalSettings(db, { fleaTax: rest });
    await bumpDataVersion(db, "settings:flea-tax");
    const rules = await gameRules(db);
    const data = rules ? describe(fleaTaxFromPercent(rules.globals.ragFair)) : "none yet: import the data pack";
    return `flea tax for ${gameMode} cleared: the game data's rates apply (${data})`;
  }
  const ti = first !== undefined && RATE.test(first) ? Number(first) : Number.NaN;
  const tr = second !== undefined && RATE.test(second) ? Number(second) : Number.NaN;
  if (extra !== undefined || !isFleaTaxRate(ti) || !isFleaTaxRate(tr)) {
    throw usage("flea-tax needs two rates as fractions from 0 to below 1 (0.03 is 3%), or off");
  }
  const tax = { ti, tr };
  await patchGlobalSettings(db, { fleaTax: { ...current, [gameMode]: tax } });
  await bumpDataVersion(db, "settings:flea-tax");
  return `flea tax for ${gameMode} set to ${describe(tax)}`;
}
