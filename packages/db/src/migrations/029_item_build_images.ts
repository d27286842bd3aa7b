import type { Kysely } from "kysely";

/**
 * The build image of a weapon (spec §5 item image choice, docs/decisions/067): the live source's
 * picture of the weapon's default preset (tarkov.dev `properties { ... on ItemPropertiesWeapon {
 * defaultPreset { image512pxLink } } }`), stored beside the item's other image links; null for
 * items that are not weapons or have no preset.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("item_images").addColumn("build_image_link", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("item_images").dropColumn("build_image_link").execute();
}
