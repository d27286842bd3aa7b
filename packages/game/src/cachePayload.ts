/**
 * Spec §3 "Cache payload": records travel as a field-name list plus rows (columnar), with a hash
 * and a needRefresh flag, and are rebuilt into objects on the other side.
 */

export interface CachePart {
  fields: string[];
  rows: unknown[][];
  hash: string;
  needRefresh: boolean;
}

export function toRows<T extends object>(records: readonly T[], fields: readonly (keyof T & string)[]): unknown[][] {
  return records.map((record) => fields.map((field) => record[field] ?? null));
}

export function fromRows<T>(fields: readonly string[], rows: readonly unknown[][]): T[] {
  return rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (let i = 0; i < fields.length; i++) record[fields[i] as string] = row[i] ?? null;
    return record as T;
  });
}

/** An unchanged hash answers no rows and needRefresh false; otherwise every row and needRefresh true. */
export function cachePart(fields: string[], rows: unknown[][], hash: string, clientHash: string | undefined | null): CachePart {
  if (clientHash && clientHash === hash) return { fields, rows: [], hash, needRefresh: false };
  return { fields, rows, hash, needRefresh: true };
}
