import type { Kysely } from "kysely";
import { bulkWrite } from "../bulk.ts";
import type { Database } from "../schema.ts";

export interface ItemImageLinks {
  uid: string;
  icon: string | null;
  grid: string | null;
  image512: string | null;
  /** A weapon's default preset picture (spec §5's build image); null for other items. */
  build: string | null;
}

const COLUMNS = [
  { name: "item_uid", type: "text" },
  { name: "icon_link", type: "text" },
  { name: "grid_image_link", type: "text" },
  { name: "image_512_link", type: "text" },
  { name: "build_image_link", type: "text" },
  { name: "updated", type: "bigint" },
] as const;

/** Stores the image links of the given items (others keep theirs), in one transaction. */
export async function storeItemImages(db: Kysely<Database>, links: readonly ItemImageLinks[], now: number): Promise<number> {
  const rows = links
    .filter((l) => l.icon || l.grid || l.image512 || l.build)
    .map((l) => ({ item_uid: l.uid, icon_link: l.icon, grid_image_link: l.grid, image_512_link: l.image512, build_image_link: l.build, updated: now }));
  await db.transaction().execute((trx) => bulkWrite(trx, "item_images", rows, COLUMNS, { keys: ["item_uid"], update: "all" }));
  return rows.length;
}

/** Every stored image link, by item uid. */
export async function itemImageLinks(db: Kysely<Database>): Promise<Map<string, ItemImageLinks>> {
  const rows = await db.selectFrom("item_images").select(["item_uid", "icon_link", "grid_image_link", "image_512_link", "build_image_link"]).execute();
  return new Map(
    rows.map((r) => [r.item_uid, { uid: r.item_uid, icon: r.icon_link, grid: r.grid_image_link, image512: r.image_512_link, build: r.build_image_link }]),
  );
}
