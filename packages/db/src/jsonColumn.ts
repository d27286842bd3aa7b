import { z } from "zod";

/**
 * JSON columns read back through a schema (issue 33, docs/decisions/047): a value the database
 * holds is parsed and checked, never cast to whatever type its caller names. A bad value fails
 * with the table, column and row in the message, so the log says which row to look at.
 */

/** A stored JSON value that is not JSON or not of the column's schema. */
export class StoredJsonError extends Error {
  override readonly name = "StoredJsonError";
  /** `table.column` (or `meta.<key>` for a meta value). */
  readonly column: string;
  /** The row's key when the caller knows it. */
  readonly row: string | undefined;
  readonly detail: string;
  constructor(column: string, row: string | undefined, detail: string) {
    super(`Invalid stored JSON in ${column}${row === undefined ? "" : ` (row ${row})`}: ${detail}`);
    this.column = column;
    this.row = row;
    this.detail = detail;
  }
}

export interface JsonColumn<T> {
  /** The value of the column, parsed and checked; throws StoredJsonError. */
  (text: string, row?: string): T;
  /** The same, without throwing: the value, or the error for the caller to log and skip the row. */
  safe(text: string, row?: string): { ok: true; value: T } | { ok: false; error: StoredJsonError };
  readonly column: string;
}

/** The first few problems, each with its path (`objectives.0.type: Invalid input…`). */
function describe(error: z.ZodError): string {
  const shown = error.issues.slice(0, 3).map((i) => `${i.path.length > 0 ? i.path.join(".") : "(value)"}: ${i.message}`);
  const more = error.issues.length - shown.length;
  return shown.join("; ") + (more > 0 ? ` (and ${more} more)` : "");
}

/**
 * A reader of one JSON column, e.g. `jsonColumn(packQuestSchema, "quests.data_json")`. Make it
 * once at module level; each call parses one value.
 *
 * The schema is checked once per row and stored text: the reader keeps the last text it checked
 * for each row key (the caller's `row`; one slot for calls without one), and a call with the same
 * text again is only JSON.parse'd, as before this check existed. The records of a data version
 * are checked the first time they are read, and again only when an import changes them; every
 * call still returns a fresh value (no object is shared between callers). So the schema must not
 * convert (no defaults, catches or transforms): the value returned is JSON.parse's.
 *
 * `converts: true` is for a schema that does convert (a small settings value whose bad fields fall
 * back to defaults): its output is returned, and every call runs it.
 */
export function jsonColumn<S extends z.ZodType>(schema: S, column: string, options: { converts?: boolean } = {}): JsonColumn<z.output<S>> {
  type T = z.output<S>;
  const checked = new Map<string, string>();
  const safe = (text: string, row?: string): { ok: true; value: T } | { ok: false; error: StoredJsonError } => {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (error) {
      return { ok: false, error: new StoredJsonError(column, row, `not JSON (${(error as Error).message})`) };
    }
    if (options.converts) {
      const parsed = schema.safeParse(raw);
      return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: new StoredJsonError(column, row, describe(parsed.error)) };
    }
    const key = row ?? "";
    if (checked.get(key) !== text) {
      const parsed = schema.safeParse(raw);
      if (!parsed.success) return { ok: false, error: new StoredJsonError(column, row, describe(parsed.error)) };
      checked.set(key, text);
    }
    // The schema checks, it does not convert: the value is JSON.parse's, whether checked now or before.
    return { ok: true, value: raw as T };
  };
  const read = (text: string, row?: string): T => {
    const result = safe(text, row);
    if (!result.ok) throw result.error;
    return result.value;
  };
  return Object.assign(read, { safe, column });
}

/** Names or texts by locale (`names_json`): locale → string. */
export const localeNamesSchema = z.record(z.string(), z.string());
/** Texts by locale and id (`texts_json` of quests): locale → id → text. */
export const localeTextsSchema = z.record(z.string(), z.record(z.string(), z.string()));
