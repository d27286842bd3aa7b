import { type Database, itemImageLinks } from "@raidkit/db";
import { itemIconUrl } from "@raidkit/game";
import type { Kysely } from "kysely";

/**
 * Item icons for every list and page: the live source's icon links, held in memory (5,160 links)
 * and reloaded when the data changes, so `iconFor` stays synchronous. ITEM_ICON_URL, when set,
 * wins; without either an item shows its size-true placeholder.
 */
export class ItemIcons {
  private links = new Map<string, string>();
  private readonly db: Kysely<Database>;
  private readonly template: string | undefined;

  constructor(db: Kysely<Database>, template: string | undefined) {
    this.db = db;
    this.template = template;
  }

  /** Reads the stored links; answers whether any changed. */
  async reload(): Promise<boolean> {
    if (this.template) return false;
    const stored = await itemImageLinks(this.db);
    const next = new Map<string, string>();
    for (const [uid, l] of stored) if (l.icon) next.set(uid, l.icon);
    const changed = next.size !== this.links.size || [...next].some(([uid, link]) => this.links.get(uid) !== link);
    this.links = next;
    return changed;
  }

  readonly iconFor = (uid: string): string | null => itemIconUrl(uid, { template: this.template, link: this.links.get(uid) ?? null });
}
