import type { Kysely } from "kysely";

/**
 * The audit log of admin changes (issue 19): who changed what, when, with the value before and
 * after as JSON text. The admin's e-mail is copied in, so the log stays readable once the account
 * is gone; nothing here refers to users by a foreign key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("admin_audit")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("at", "bigint", (c) => c.notNull())
    .addColumn("admin_uid", "text", (c) => c.notNull())
    .addColumn("admin_email", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target", "text")
    .addColumn("before", "text")
    .addColumn("after", "text")
    .execute();
  await db.schema.createIndex("admin_audit_at").on("admin_audit").column("at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("admin_audit").execute();
}
