import type { ImageSource, QualityVerdict } from "@raidkit/api";
import { type CatalogueItem, type CatalogueOverrides, type Database, type ItemImageLinks, listOverrides } from "@raidkit/db";
import {
  decodeQuality,
  encodeQuality,
  FLEA_FIGURES,
  GAME_MODES,
  isSuspect,
  priceQuality,
  type QualityOverride,
  referenceValue,
  valueCeiling,
} from "@raidkit/game";
import type { Kysely } from "kysely";
import type { CatalogueService, LocaleCatalogue } from "../catalogue.ts";

/**
 * What the admin catalogue pages read and change (issue 19), split by what each part serves
 * (issue 33, item 4): items.ts (the list and one item), itemEdits.ts (overrides, items added by
 * hand), tags.ts, quality.ts (price-quality verdicts) and images.ts. They read the catalogue as
 * players get it (overrides applied, from CatalogueService), the imported values beside it, and
 * the overrides (item_overrides, migration 016). Changes return the fields they changed; the HTTP
 * layer (http/adminCatalogue.ts) logs them and announces the new data version.
 */
export interface AdminCatalogueDeps {
  db: Kysely<Database>;
  catalogue: CatalogueService;
  iconFor: (uid: string) => string | null;
}

export const MODES = GAME_MODES;
export type Mode = (typeof MODES)[number];

/** A change's fields, before and after (the audit log keeps only what changed). */
export interface FieldChanges {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

export const hasSuspect = (code: string | null) => {
  const q = decodeQuality(code);
  return FLEA_FIGURES.some((f) => isSuspect(q[f]));
};

/** Where the icon players see comes from: an override, the live source, the template, or none. */
export function iconSource(deps: AdminCatalogueDeps, uid: string, overrides: CatalogueOverrides, live: Map<string, ItemImageLinks>): ImageSource {
  if (overrides.items.get(uid)?.images.icon) return "override";
  const shown = deps.iconFor(uid);
  if (shown === null) return "none";
  return shown === live.get(uid)?.icon ? "live" : "template";
}

/** The overridden fields of every item ("name.ru", "tags", "image.icon", "quality.pvp", …). */
export async function overriddenFields(db: Kysely<Database>): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const row of await listOverrides(db)) {
    if (row.kind !== "item" && row.kind !== "quality") continue;
    const field = row.kind === "quality" ? `quality.${row.field}` : row.field;
    out.set(row.target, [...(out.get(row.target) ?? []), field]);
  }
  return out;
}

/** An item's price-quality verdict in a mode: what the rule says, what players are shown, and the override. */
export function verdict(item: CatalogueItem, mode: Mode, cat: LocaleCatalogue, override: QualityOverride | null): QualityVerdict {
  const value = referenceValue(item);
  return {
    uid: item.uid,
    url: item.url,
    name: item.localName,
    shortName: item.localShortName,
    mode,
    lastPrice: item.lastPrice,
    avg24h: item.avg24h,
    avg7d: item.avg7d,
    traderPrice: item.traderPrice,
    traderName: item.traderName,
    basePrice: item.basePrice,
    handbookPrice: item.handbookPrice,
    value,
    ceiling: valueCeiling(value),
    updated: item.updated,
    rule: encodeQuality(priceQuality({ ...item, qualityOverride: null }, cat.quality)),
    shown: item.quality,
    override,
  };
}

/** Does the item exist (imported or added by hand)? */
export async function itemExists(db: Kysely<Database>, uid: string): Promise<boolean> {
  return (await isImported(db, uid)) || (await listOverrides(db, "added", uid)).length > 0;
}

/** Is there an imported (pack) item with this uid? */
export async function isImported(db: Kysely<Database>, uid: string): Promise<boolean> {
  return (await db.selectFrom("items").select("uid").where("uid", "=", uid).executeTakeFirst()) !== undefined;
}
