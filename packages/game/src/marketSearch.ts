/**
 * Market search with relevance (issue 22): what a player types finds the item they mean first, in
 * English or Russian, typed on the wrong keyboard layout, spelled in the other alphabet ("ледх",
 * "pachka", "м4а1"), or with one letter wrong. The same function ranks on the server and in the
 * browser (queryMarket).
 */

/** Normalises text for search: Unicode NFKC, lower case, ё as е, single spaces (the pack has double spaces). */
export function normalizeSearch(text: string): string {
  return text.normalize("NFKC").toLocaleLowerCase().replace(/ё/g, "е").replace(/\s+/g, " ").trim();
}

/** The names an item is found by. */
export interface SearchNames {
  name: string;
  shortName: string;
  localName: string;
  localShortName: string;
}

/** An item's names prepared once for every keystroke's search. */
export interface SearchEntry {
  shorts: string[];
  fulls: string[];
  /** Every word of every name (split on spaces and punctuation). */
  words: string[];
  hay: string;
  /**
   * Among equal answers: weapons first (players search guns by name; their parts carry the same
   * name), then the shortest full name (the query covers more of it: "Physical Bitcoin" before
   * "Right half of a Physical Bitcoin").
   */
  weapon: boolean;
  shortestName: number;
}

const WORD_SPLIT = /[\s,.;:()"'«»/\\[\]-]+/;

export function searchEntry(row: SearchNames, weapon = false): SearchEntry {
  const shorts = [...new Set([row.shortName, row.localShortName].map(normalizeSearch).filter(Boolean))];
  const fulls = [...new Set([row.name, row.localName].map(normalizeSearch).filter(Boolean))];
  const words = [...new Set([...shorts, ...fulls].flatMap((n) => n.split(WORD_SPLIT)).filter(Boolean))];
  return { shorts, fulls, words, hay: [...shorts, ...fulls].join(" \u0000 "), weapon, shortestName: Math.min(...fulls.map((f) => f.length), 999) };
}

/** The same keys on the two layouts players type on (ЙЦУКЕН and QWERTY). */
const RU_KEYS = "йцукенгшщзхъфывапролджэячсмитьбю";
const EN_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,.";
const TO_EN = new Map([...RU_KEYS].map((ch, i) => [ch, EN_KEYS[i] as string]));
const TO_RU = new Map([...EN_KEYS].map((ch, i) => [ch, RU_KEYS[i] as string]));

/** Text typed with the wrong layout switched to the other one ("пзг" → "gpu", "ghbdtn" → "привет"). */
export function switchLayout(text: string): string {
  const cyrillic = /[а-я]/.test(text);
  const map = cyrillic ? TO_EN : TO_RU;
  return [...text].map((ch) => map.get(ch) ?? ch).join("");
}

/** Russian letters in Latin as players write them; х as x (LEDX, ледх). */
const CYR_TO_LAT: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ж: "zh",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "x",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "sch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
};
/** Latin as Russian, longest spellings first ("pachka" → "пачка", "sch" before "sh" before "s"). */
const LAT_TO_CYR: [string, string][] = [
  ["sch", "щ"],
  ["shch", "щ"],
  ["zh", "ж"],
  ["ch", "ч"],
  ["sh", "ш"],
  ["ts", "ц"],
  ["yu", "ю"],
  ["ya", "я"],
  ["kh", "х"],
  ["a", "а"],
  ["b", "б"],
  ["v", "в"],
  ["g", "г"],
  ["d", "д"],
  ["e", "е"],
  ["z", "з"],
  ["i", "и"],
  ["y", "ы"],
  ["k", "к"],
  ["l", "л"],
  ["m", "м"],
  ["n", "н"],
  ["o", "о"],
  ["p", "п"],
  ["r", "р"],
  ["s", "с"],
  ["t", "т"],
  ["u", "у"],
  ["f", "ф"],
  ["h", "х"],
  ["x", "х"],
  ["c", "к"],
  ["w", "в"],
  ["j", "дж"],
  ["q", "к"],
].sort((a, b) => (b[0] as string).length - (a[0] as string).length) as [string, string][];

/** A query in the other alphabet: Cyrillic to Latin, or Latin to Cyrillic (digits and the rest kept). */
export function transliterate(text: string): string {
  if (/[а-я]/.test(text)) return [...text].map((ch) => CYR_TO_LAT[ch] ?? ch).join("");
  let out = "";
  for (let i = 0; i < text.length; ) {
    const hit = LAT_TO_CYR.find(([lat]) => text.startsWith(lat, i));
    out += hit ? hit[1] : text[i];
    i += hit ? hit[0].length : 1;
  }
  return out;
}

/** One way of reading a query: its text and its words. */
export interface QueryVariant {
  text: string;
  terms: string[];
  /**
   * Each word's two halves: a word one typo away from it holds one of them unchanged, so a name
   * holding neither is passed over without measuring (the typo pass's cheap test).
   */
  halves: [string, string][];
}

/** What to look for: the query as typed, then on the other layout and in the other alphabet. */
export function queryVariants(query: string): QueryVariant[] {
  const typed = normalizeSearch(query);
  if (!typed) return [];
  const texts = [...new Set([typed, normalizeSearch(switchLayout(typed)), normalizeSearch(transliterate(typed))])];
  return texts.map((text) => {
    const terms = text.split(" ");
    return { text, terms, halves: terms.map((t) => [t.slice(0, t.length >> 1), t.slice((t.length >> 1) + 1)] as [string, string]) };
  });
}

/** At most one letter added, dropped or changed (typo tolerance for words of 4 letters or more). */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (a.length < b.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/**
 * How well an item answers a query (0: not at all), best first: a short name equal to it (100), a
 * full name equal to it (90), a short name whose first word it is (85), a short name starting with it (80), a full name starting with it
 * (70), every word of it starting a word of the names (60), every word inside the names (50), and
 * with `typos`, every word one typo away from a word of the names (20; queryMarket asks for it only
 * when the exact tiers find nothing, since it is the costly one). A converted query (other layout,
 * other alphabet) counts 5 less than the query as typed. A weapon whose name starts with the query
 * or equals it counts 25 more: players search guns by name, and the gun's parts share it ("VSS" is
 * also the short name of its dust cover).
 */
export function relevance(entry: SearchEntry, variants: readonly QueryVariant[], typos = false): number {
  let best = 0;
  for (const [n, variant] of variants.entries()) {
    const score = variantScore(entry, variant, typos) - (n > 0 ? 5 : 0);
    if (score > best) best = score;
  }
  return entry.weapon && best >= 65 ? best + 25 : best;
}

function variantScore(e: SearchEntry, { text, terms, halves }: QueryVariant, typos: boolean): number {
  // Every exact tier needs each word inside the names: one cheap test turns most items away.
  if (terms.every((t) => e.hay.includes(t))) {
    if (e.shorts.includes(text)) return 100;
    if (e.fulls.includes(text)) return 90;
    // A short name whose first word is the query ("AK-74" for "ak") before one that only starts with it ("Akula").
    if (e.shorts.some((s) => s.startsWith(text) && !/[\p{L}\p{N}]/u.test(s[text.length] ?? ""))) return 85;
    if (e.shorts.some((s) => s.startsWith(text))) return 80;
    if (e.fulls.some((s) => s.startsWith(text))) return 70;
    if (terms.every((t) => e.words.some((w) => w.startsWith(t)))) return 60;
    return 50;
  }
  if (
    typos &&
    terms.every((t, n) => {
      if (t.length < 4) return e.hay.includes(t);
      const [head, tail] = halves[n] as [string, string];
      if (!e.hay.includes(head) && !e.hay.includes(tail)) return false;
      return e.words.some((w) => withinOneEdit(t, w) || (w.length > t.length && withinOneEdit(t, w.slice(0, t.length))));
    })
  )
    return 20;
  return 0;
}
