import type { Kysely } from "kysely";

/**
 * Admin overrides of the catalogue (issue 19, /admin/item, /admin/tags, /admin/cut-edges,
 * /admin/add-item): one row per overridden field, kept apart from the imported tables so that a
 * pack or live import (which empties and refills those) never touches them; the catalogue applies
 * them when it is built. `kind` says what `target` names:
 * - "item": an item uid; field "name.<locale>", "shortName.<locale>", "tags", "bannedOnFlea",
 *   "image.icon", "image.grid", "image.image512";
 * - "tag": a handbook category id; field "name.<locale>" or "hidden";
 * - "quality": an item uid; field the game mode, value "trust" or "suspect" (the price-quality rule's input);
 * - "added": an item uid added by hand; field "item", value the item (an import of that uid wins).
 * `value` is JSON; `admin_uid` who set it last.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("item_overrides")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("target", "text", (c) => c.notNull())
    .addColumn("field", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .addColumn("admin_uid", "text")
    .addPrimaryKeyConstraint("item_overrides_pk", ["kind", "target", "field"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("item_overrides").execute();
}
