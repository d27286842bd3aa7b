import { z } from "zod";

/** An item of `items.json` (merged handbook, tarkov.dev dumps; data/README.md), as the import reads it. */
export const packItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string().nullable(),
  description: z.string().nullable(),
  handbookCategoryId: z.string().nullable(),
  handbookPrice: z.number().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  types: z.array(z.string()).nullable(),
  basePrice: z.number().nullable(),
  avg24hPrice_2025_11_22: z.number().nullable(),
  avg24hPrice_2025_12_10: z.number().nullable(),
  /** Trader (or "flea market") -> price in the trader's own currency. */
  sellFor_2025_12_10: z.record(z.string(), z.number()).nullable(),
  inSptHandbook: z.boolean(),
});
export type PackItem = z.infer<typeof packItemSchema>;
export const packItemsFileSchema = z.object({ items: z.array(packItemSchema) });

/** A handbook category of `handbook_categories.json`. */
export const packCategorySchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  path: z.array(z.string()),
  order: z.union([z.string(), z.number()]),
});
export type PackCategory = z.infer<typeof packCategorySchema>;
export const packCategoriesFileSchema = z.object({ categories: z.array(packCategorySchema) });

/** An item of `items_tarkovdev_2026.json.gz`: the newest tarkov.dev items reply (regular mode, English). */
export const packTarkovDevItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string().nullable(),
  description: z.string().nullable(),
  basePrice: z.number().nullable(),
  avg24hPrice: z.number().nullable(),
  lastLowPrice: z.number().nullable(),
  types: z.array(z.string()),
  iconLink: z.string().nullable(),
});
export type PackTarkovDevItem = z.infer<typeof packTarkovDevItemSchema>;
export const packTarkovDevItemsFileSchema = z.object({
  source: z.object({ commitDate: z.string() }),
  items: z.array(packTarkovDevItemSchema),
});
