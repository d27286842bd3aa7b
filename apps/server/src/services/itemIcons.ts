import { type Database, imageOverrides, itemImageLinks } from "@raidkit/db";
import { itemIconUrl } from "@raidkit/game";
import type { Kysely } from "kysely";

/**
 * Item icons for every list and page: the live source's icon links, held in memory (5,160 links)
 * and reloaded when the data changes, so `iconFor` stays synchronous. ITEM_ICON_URL, when set,
 * wins; without either an item shows its size-true placeholder. An icon link an admin set
 * (/admin/item, /admin/live-icons; item_overrides) wins over both.
 */
/** An item's larger pictures from the live source (spec §5: a weapon's build image, the 512 px image); null: none. */
export interface ItemPictures {
  build: string | null;
  large: string | null;
}

const NO_PICTURES: ItemPictures = { build: null, large: null };

export class ItemIcons {
  private links = new Map<string, string>();
  private pictures = new Map<string, ItemPictures>();
  private overridden = new Map<string, string>();
  private readonly db: Kysely<Database>;
  private readonly template: string | undefined;

  constructor(db: Kysely<Database>, template: string | undefined) {
    this.db = db;
    this.template = template;
  }

  /** Reads the stored links; answers whether any changed. */
  async reload(): Promise<boolean> {
    const same = (a: Map<string, string>, b: Map<string, string>) => a.size === b.size && [...a].every(([uid, link]) => b.get(uid) === link);
    const overridden = new Map<string, string>();
    for (const [uid, images] of await imageOverrides(this.db)) if (images.icon) overridden.set(uid, images.icon);
    const overridesChanged = !same(overridden, this.overridden);
    this.overridden = overridden;
    const stored = await itemImageLinks(this.db);
    const pictures = new Map<string, ItemPictures>();
    for (const [uid, l] of stored) {
      const build = itemIconUrl(uid, { link: l.build });
      const large = itemIconUrl(uid, { link: l.image512 });
      if (build || large) pictures.set(uid, { build, large });
    }
    const picturesChanged =
      pictures.size !== this.pictures.size ||
      [...pictures].some(([uid, p]) => {
        const was = this.pictures.get(uid);
        return was?.build !== p.build || was?.large !== p.large;
      });
    this.pictures = pictures;
    if (this.template) return overridesChanged || picturesChanged;
    const next = new Map<string, string>();
    for (const [uid, l] of stored) if (l.icon) next.set(uid, l.icon);
    const changed = !same(next, this.links);
    this.links = next;
    return changed || overridesChanged || picturesChanged;
  }

  /** Where an item's icon comes from: an admin's link, ITEM_ICON_URL, the live source, or none (placeholder). */
  sourceOf(uid: string): "override" | "template" | "live" | "none" {
    if (this.overridden.has(uid)) return "override";
    if (this.template) return "template";
    return this.links.has(uid) ? "live" : "none";
  }

  /** The live source's build image and 512 px image of an item (the item page's large picture, spec §5). */
  readonly picturesFor = (uid: string): ItemPictures => this.pictures.get(uid) ?? NO_PICTURES;

  readonly iconFor = (uid: string): string | null =>
    this.overridden.get(uid) ?? itemIconUrl(uid, { template: this.template, link: this.links.get(uid) ?? null });
}
