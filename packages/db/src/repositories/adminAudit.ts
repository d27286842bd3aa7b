import { randomBytes } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { AdminAuditTable, Database } from "../schema.ts";

/** One entry of the admin audit log (issue 19); `before` and `after` are the changed values, decoded. */
export interface AdminChange {
  id: string;
  /** Epoch milliseconds. */
  at: number;
  adminUid: string;
  /** The admin's e-mail when the change was made (kept after the account is deleted). */
  adminEmail: string | null;
  /** What was done, e.g. "globalSettings.update", "user.grantAdmin". */
  action: string;
  /** What was changed, e.g. a user uid or "global_settings". */
  target: string | null;
  before: unknown;
  after: unknown;
}

/** A page of the log holds this many entries unless asked otherwise, and never more than the maximum. */
export const ADMIN_AUDIT_PAGE = 50;
export const ADMIN_AUDIT_MAX_PAGE = 500;

const encode = (value: unknown): string | null => (value === undefined || value === null ? null : (JSON.stringify(value) ?? null));

/** Parsed JSON; a value that does not parse is given back as it is stored. */
function decode(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const fromRow = (r: Selectable<AdminAuditTable>): AdminChange => ({
  id: r.id,
  at: Number(r.at),
  adminUid: r.admin_uid,
  adminEmail: r.admin_email,
  action: r.action,
  target: r.target,
  before: decode(r.before),
  after: decode(r.after),
});

/** Records one admin change (at defaults to now) and returns it as stored, with its new id. */
export async function recordAdminChange(db: Kysely<Database>, change: Omit<AdminChange, "id" | "at"> & { at?: number }): Promise<AdminChange> {
  const row: Selectable<AdminAuditTable> = {
    id: randomBytes(12).toString("base64url"),
    at: change.at ?? Date.now(),
    admin_uid: change.adminUid,
    admin_email: change.adminEmail,
    action: change.action,
    target: change.target,
    before: encode(change.before),
    after: encode(change.after),
  };
  await db.insertInto("admin_audit").values(row).execute();
  return fromRow(row);
}

/**
 * The log, newest first (by time, then id). `before` pages back: only entries strictly older than
 * that time; `action` keeps one kind of change; `limit` is 50 by default, at most 500.
 */
export async function listAdminChanges(db: Kysely<Database>, options: { limit?: number; before?: number; action?: string } = {}): Promise<AdminChange[]> {
  const wanted = Math.trunc(options.limit ?? ADMIN_AUDIT_PAGE);
  const limit = Math.min(Math.max(Number.isFinite(wanted) ? wanted : ADMIN_AUDIT_PAGE, 1), ADMIN_AUDIT_MAX_PAGE);
  let query = db.selectFrom("admin_audit").selectAll();
  if (options.before !== undefined) query = query.where("at", "<", options.before);
  if (options.action !== undefined) query = query.where("action", "=", options.action);
  const rows = await query.orderBy("at", "desc").orderBy("id", "desc").limit(limit).execute();
  return rows.map(fromRow);
}
