import type { ApiItem } from "@raidkit/api/v1";
import { stringify } from "csv-stringify/sync";
import type { Context } from "hono";
import { sheetRows } from "../../services/sheetRows.ts";

/** GET /api/v1/sheet/prices: CSV (or TSV) with csv-stringify, which quotes what needs quoting. */
export function sheetReply(c: Context, items: readonly ApiItem[], format: "csv" | "tsv"): Response {
  const text = stringify(sheetRows(items), { delimiter: format === "tsv" ? "\t" : ",", cast: { number: String } });
  const type = format === "tsv" ? "text/tab-separated-values" : "text/csv";
  return c.body(text, 200, { "content-type": `${type}; charset=utf-8`, "cache-control": "private, max-age=60" });
}
