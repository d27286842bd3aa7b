import { GAME_EDITIONS, type GameEdition } from "./account.ts";

/**
 * The game data's codes of the editions a character can have (spec §3 "Game editions and modes"):
 * quests' editionRules and editions.json use these (tarkov-data-overlay); the site shows the names.
 */
export const GAME_EDITION_CODES = {
  Standard: "standard",
  "Left Behind": "left_behind",
  "Prepare for Escape": "prepare_for_escape",
  "Edge of Darkness": "edge_of_darkness",
  "The Unheard": "unheard",
  "EOD + The Unheard": "edge_of_darkness_unheard",
} as const satisfies Record<GameEdition, string>;

/** SPT's own edition codes where they differ (its quest config's profile lists). */
const SPT_CODE_ALIASES: Record<string, string> = { unheard_edition: "unheard" };

/** The data's code of an edition name; unknown names (older settings) read as Standard. */
export function editionCode(edition: string): string {
  return (GAME_EDITION_CODES as Record<string, string>)[edition] ?? GAME_EDITION_CODES.Standard;
}

/** Edition names of a list of the data's codes (overlay or SPT); unknown codes are left out. */
export function editionsOfCodes(codes: readonly string[]): GameEdition[] {
  const wanted = new Set(codes.map((c) => SPT_CODE_ALIASES[c] ?? c));
  return GAME_EDITIONS.filter((e) => wanted.has(GAME_EDITION_CODES[e]));
}
