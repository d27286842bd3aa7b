import unhomoglyph from "unhomoglyph";

/**
 * Names that could pass for someone else's (issue 30, finding 15; docs/decisions/039). Server only
 * (`@raidkit/game/names`): the confusables table is 100 KB, no page needs it.
 *
 * - `skeleton` is Unicode TR39's: NFD, each character replaced by its prototype from the Unicode
 *   confusables data (confusables.txt, packaged by `unhomoglyph`), NFD again. Two strings that look
 *   alike have the same skeleton ("Raіdkit" with a Cyrillic і and "Raidkit"; "rn" and "m").
 * - `nameKey` is what usernames are unique on: the skeleton of the name in capitals, then of that in
 *   small letters (NFKC first, so full-width letters are letters). Confusables differ by case (a
 *   Cyrillic В looks like a B, its small в like no b; "rn" looks like "m", "RN" like no "M"), and a
 *   name is shown as its owner typed it, so both passes count: "ВОВ" (Cyrillic), "B0B" and "bob" are
 *   one name, and so are "modern" and "modem". The price: names alike only in capitals are one name
 *   too ("тема" and "tema").
 * - `isReservedName`: names that pose as the site or its staff ("admin", "Raidkit", "support", …),
 *   compared on the skeleton with separators left out ("ad.min", "Аdmin" with a Cyrillic А, "ADMlN"
 *   with a small L), and any name holding the site's own name ("RaidkitSupport").
 */

/** TR39 skeleton(X): NFD, confusables mapped to their prototypes, NFD. Not meant to be shown. */
export function skeleton(text: string): string {
  return unhomoglyph(text.normalize("NFD")).normalize("NFD");
}

/** The key usernames are unique on: one key for names that look alike, whatever their case. */
export function nameKey(name: string): string {
  return skeleton(skeleton(name.normalize("NFKC").toUpperCase()).toLowerCase());
}

/** The site's own name: no user name may hold it. */
const SITE_NAME = "raidkit";

/** Names only the site and its staff may use (compared as nameKey, separators left out). */
export const RESERVED_NAMES = [
  SITE_NAME,
  "admin",
  "admins",
  "administrator",
  "administration",
  "moderator",
  "moderators",
  "mod",
  "mods",
  "staff",
  "support",
  "system",
  "sysop",
  "root",
  "owner",
  "official",
  "team",
  "help",
  "helpdesk",
  "security",
  "webmaster",
  "postmaster",
  "hostmaster",
  "abuse",
  "noreply",
  "server",
  "bot",
  "админ",
  "администратор",
  "администрация",
  "модератор",
  "поддержка",
  "система",
] as const;

/** Separators a name may hold (usernames: _ . -) and spaces (PMC names): left out when comparing. */
const SEPARATORS = /[\s_.\-·'’]+/gu;

/**
 * The forms a name is compared in: its key, and its skeleton as typed, lower-cased (a capital I and
 * a small L share a skeleton only as typed: "ADMlN").
 */
function formsOf(name: string): string[] {
  const nfkc = name.normalize("NFKC");
  return [nameKey(nfkc), skeleton(nfkc).toLowerCase()];
}

const strip = (form: string) => form.replace(SEPARATORS, "");
const RESERVED_FORMS = new Set(RESERVED_NAMES.flatMap((name) => [...formsOf(name), ...formsOf(name.toUpperCase())].map(strip)));
const SITE_FORMS = [...new Set([...formsOf(SITE_NAME), ...formsOf(SITE_NAME.toUpperCase())])];

/**
 * Does the name pose as the site or its staff? A reserved name, separators left out ("ad.min"), or
 * a name holding the site's name as a word of its own ("RaidkitSupport", "the_raidkit_team"; not
 * "raid_kitten").
 */
export function isReservedName(name: string): boolean {
  const forms = formsOf(name);
  return forms.some((form) => RESERVED_FORMS.has(strip(form)) || SITE_FORMS.some((site) => form.includes(site)));
}
