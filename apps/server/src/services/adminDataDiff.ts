/**
 * A generic diff of two sets of records by id (the admin compare pages, issue 19): which records
 * the second set adds, which it lacks, and for those in both the fields whose values differ, with
 * the value before and after. Pure and not a rule of the game (it compares any flat records), so it
 * lives beside the one service that uses it rather than in packages/game.
 */

/** A field's value: text, a number, yes/no, or nothing (a missing field counts as nothing). */
export type DiffValue = string | number | boolean | null;
export type FlatRecord = Readonly<Record<string, DiffValue>>;

export interface FieldChange {
  field: string;
  before: DiffValue;
  after: DiffValue;
}

export interface RecordDiff<R extends FlatRecord = FlatRecord> {
  /** In the second set only, in its order. */
  added: { id: string; record: R }[];
  /** In the first set only, in its order. */
  removed: { id: string; record: R }[];
  /** In both with at least one field different (only those fields, in the records' field order). */
  changed: { id: string; before: R; after: R; fields: FieldChange[] }[];
  /** How many records are in both sets and equal. */
  same: number;
}

const fieldValue = (r: FlatRecord, key: string): DiffValue => r[key] ?? null;

/** Equal values: the same text, yes/no or nothing; numbers equal (0 and -0 too; NaN equals NaN). */
export function sameValue(a: DiffValue, b: DiffValue): boolean {
  if (typeof a === "number" && typeof b === "number") return a === b || (Number.isNaN(a) && Number.isNaN(b));
  return a === b;
}

/** The fields that differ between two versions of a record (the union of their fields, the first's order first). */
export function changedFields(before: FlatRecord, after: FlatRecord, ignore: ReadonlySet<string> = new Set()): FieldChange[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => !ignore.has(k));
  const out: FieldChange[] = [];
  for (const field of keys) {
    const b = fieldValue(before, field);
    const a = fieldValue(after, field);
    if (!sameValue(b, a)) out.push({ field, before: b, after: a });
  }
  return out;
}

/**
 * The second set against the first, by id. A later record with an id already seen in its set
 * replaces the earlier one (ids are unique per set). `ignore` names fields left out of the
 * comparison (e.g. a label computed from the others).
 */
export function diffRecords<R extends FlatRecord>(
  before: Iterable<readonly [string, R]>,
  after: Iterable<readonly [string, R]>,
  options: { ignore?: readonly string[] } = {},
): RecordDiff<R> {
  const ignore = new Set(options.ignore ?? []);
  const first = new Map(before);
  const second = new Map(after);
  const out: RecordDiff<R> = { added: [], removed: [], changed: [], same: 0 };
  for (const [id, record] of first) {
    const other = second.get(id);
    if (other === undefined) {
      out.removed.push({ id, record });
      continue;
    }
    const fields = changedFields(record, other, ignore);
    if (fields.length === 0) out.same++;
    else out.changed.push({ id, before: record, after: other, fields });
  }
  for (const [id, record] of second) if (!first.has(id)) out.added.push({ id, record });
  return out;
}

/**
 * A nested value as flat fields: objects by dotted path, arrays and anything else not a plain
 * value as their JSON text (so a reordered or changed list is one changed field, readable).
 */
export function flattenRecord(value: Readonly<Record<string, unknown>>, prefix = ""): Record<string, DiffValue> {
  const out: Record<string, DiffValue> = {};
  for (const [key, v] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (v === null || v === undefined) out[path] = null;
    else if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") out[path] = v;
    else if (typeof v === "object" && !Array.isArray(v)) Object.assign(out, flattenRecord(v as Record<string, unknown>, path));
    else out[path] = JSON.stringify(v);
  }
  return out;
}
