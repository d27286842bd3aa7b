import type { GameMode } from "@raidkit/game";

/** What the spreadsheet builder asks: the items (ids or a tag), mode, language, format and key. */
export interface SheetChoice {
  ids: string;
  tag: string;
  mode: GameMode;
  lang: string;
  format: "csv" | "tsv";
  key: string;
}

/** The item ids a text holds (24 hex characters each), at most 25, in order, without repeats. */
export function idsIn(text: string): string[] {
  return [...new Set(text.match(/\b[0-9a-f]{24}\b/gi) ?? [])].slice(0, 25);
}

/** The address IMPORTDATA reads for a choice: a tag wins over ids; defaults are left out. */
export function sheetUrl(origin: string, c: SheetChoice): string {
  const query = new URLSearchParams();
  if (c.tag) query.set("tag", c.tag);
  else query.set("ids", idsIn(c.ids).join(","));
  if (c.mode !== "pvp") query.set("mode", c.mode);
  if (c.lang !== "en") query.set("lang", c.lang);
  if (c.format !== "csv") query.set("format", c.format);
  query.set("key", c.key.trim() || "YOUR_KEY");
  return `${origin}/api/v1/sheet/prices?${query.toString().replaceAll("%2C", ",")}`;
}

/** The cell formula (Google Sheets; function names are English in every language). */
export const sheetFormula = (url: string) => `=IMPORTDATA("${url}")`;
