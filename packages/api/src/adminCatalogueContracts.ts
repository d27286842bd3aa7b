import { GAME_MODES, LOCALES } from "@raidkit/game";
import { z } from "zod";

/**
 * The admin catalogue pages' calls (issue 19): /admin/items, /admin/item/{uid}, /admin/add-item,
 * /admin/items-images, /admin/live-icons, /admin/tags and /admin/cut-edges. Admins only (gate
 * "admin": 404 for everyone else). Overrides are stored apart from the imported data (migration
 * 016) and applied when the catalogue is built, so every import keeps them.
 */

const gameMode = z.enum(GAME_MODES);
const siteLocale = z.enum(LOCALES);
/** The game's item ids: 24 hexadecimal digits. */
export const ITEM_ID_PATTERN = /^[0-9a-f]{24}$/;
export const ADMIN_ITEMS_PAGE = 100;
export const ADMIN_NAME_MAX = 200;
export const ADMIN_SHORT_NAME_MAX = 100;
/** Image links: https addresses (pages allow images from any https origin, CSP img-src), at most this long. */
export const ADMIN_LINK_MAX = 500;

const uidParam = z.object({ uid: z.string().min(1).max(64) });
const link = z.url({ protocol: /^https$/ }).max(ADMIN_LINK_MAX);
const slug = z.string().min(1).max(100);

export const ADMIN_ITEM_FILTERS = ["missingImage", "missingPrice", "banned", "overridden", "suspect", "added"] as const;
export const ADMIN_ITEM_SORTS = ["name", "shortName", "category", "basePrice", "pvp", "pve"] as const;

/** GET /api/be/admin/items: search, one filter, sort and page of the catalogue. */
export const adminItemsQuery = z.object({
  q: z.string().max(100).optional(),
  filter: z.enum(ADMIN_ITEM_FILTERS).optional(),
  sort: z.enum(ADMIN_ITEM_SORTS).optional(),
  dir: z.enum(["asc", "desc"]).optional(),
  page: z.coerce.number().int().min(1).max(1000).optional(),
});

/** An item's flea price in one mode with the quality verdict players get (packages/game priceQuality.ts). */
const modePrice = z.object({
  lastPrice: z.number().nullable(),
  traderPrice: z.number().nullable(),
  /** The verdict code players get (null: all fine and fresh). */
  quality: z.string().nullable(),
  /** An admin's verdict for this mode, if any. */
  override: z.enum(["trust", "suspect"]).nullable(),
});

export const imageSource = z.enum(["override", "template", "live", "none"]);

export const adminItemRow = z.object({
  uid: z.string(),
  url: z.string(),
  name: z.string(),
  shortName: z.string(),
  localName: z.string(),
  localShortName: z.string(),
  /** The innermost tag's name in the admin's language. */
  category: z.string().nullable(),
  tags: z.array(z.string()),
  basePrice: z.number().nullable(),
  bannedOnFlea: z.boolean(),
  /** Where the icon every page shows comes from ("none": the size-true placeholder). */
  image: imageSource,
  /** The overridden fields (e.g. "name.ru", "tags", "image.icon", "quality.pvp"). */
  overridden: z.array(z.string()),
  /** Added by hand on /admin/add-item (no imported item has its id). */
  added: z.boolean(),
  prices: z.object({ pvp: modePrice, pve: modePrice }),
});

export const adminItemsReply = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  counts: z.object({
    all: z.number(),
    missingImage: z.number(),
    missingPrice: z.number(),
    banned: z.number(),
    overridden: z.number(),
    suspect: z.number(),
    added: z.number(),
  }),
  rows: z.array(adminItemRow),
});

const names = z.record(z.string(), z.string());
const imageLinks = z.object({ icon: z.string().nullable(), grid: z.string().nullable(), image512: z.string().nullable() });

/** The price-quality rule's verdict on an item in one mode, with the figures it compared. */
export const qualityVerdict = z.object({
  uid: z.string(),
  url: z.string(),
  name: z.string(),
  shortName: z.string(),
  mode: gameMode,
  lastPrice: z.number().nullable(),
  avg24h: z.number().nullable(),
  avg7d: z.number().nullable(),
  traderPrice: z.number().nullable(),
  traderName: z.string().nullable(),
  basePrice: z.number().nullable(),
  handbookPrice: z.number().nullable(),
  /** The value the bounds are measured against, and the ceiling it makes (null without a value). */
  value: z.number().nullable(),
  ceiling: z.number().nullable(),
  updated: z.number().nullable(),
  /** The rule's code without an admin's verdict, and the code players get. */
  rule: z.string().nullable(),
  shown: z.string().nullable(),
  override: z.enum(["trust", "suspect"]).nullable(),
});

/** GET /api/be/admin/items/{uid}: the item as imported, an admin's overrides, and what players see. */
export const adminItemReply = z.object({
  uid: z.string(),
  /** Added by hand (no imported item has this id). */
  added: z.boolean(),
  imported: z.object({
    name: z.string(),
    shortName: z.string(),
    /** Names and short names per site locale as imported (the pack's, or the live source's). */
    names: names,
    shortNames: names,
    tags: z.array(z.string()),
    bannedOnFlea: z.boolean(),
    basePrice: z.number().nullable(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    images: imageLinks,
  }),
  overrides: z.object({
    names: names,
    shortNames: names,
    tags: z.object({ add: z.array(z.string()), remove: z.array(z.string()) }).nullable(),
    bannedOnFlea: z.boolean().nullable(),
    images: z.object({ icon: z.string().optional(), grid: z.string().optional(), image512: z.string().optional() }),
  }),
  shown: z.object({
    url: z.string(),
    name: z.string(),
    shortName: z.string(),
    tags: z.array(z.string()),
    bannedOnFlea: z.boolean(),
    icon: z.string().nullable(),
    iconSource: imageSource,
  }),
  quality: z.object({ pvp: qualityVerdict.nullable(), pve: qualityVerdict.nullable() }),
  /** Every tag an item can be given: slug and name in the admin's language. */
  allTags: z.array(z.object({ slug: z.string(), name: z.string() })),
});

const nameChange = z
  .object({
    name: z.string().trim().min(1).max(ADMIN_NAME_MAX).nullable().optional(),
    shortName: z.string().trim().min(1).max(ADMIN_SHORT_NAME_MAX).nullable().optional(),
  })
  .strict();

/** PUT /api/be/admin/items/{uid}: the fields to override; null resets a field to the imported value. */
export const adminItemPatch = z
  .object({
    names: z.partialRecord(siteLocale, nameChange).optional(),
    tags: z
      .object({ add: z.array(slug).max(50), remove: z.array(slug).max(50) })
      .strict()
      .nullable()
      .optional(),
    bannedOnFlea: z.boolean().nullable().optional(),
    images: z.object({ icon: link.nullable().optional(), grid: link.nullable().optional(), image512: link.nullable().optional() }).strict().optional(),
  })
  .strict();

/** POST /api/be/admin/items: an item added by hand (an import of the same id replaces it). */
export const adminItemAdd = z
  .object({
    uid: z.string().regex(ITEM_ID_PATTERN),
    name: z.string().trim().min(1).max(ADMIN_NAME_MAX),
    shortName: z.string().trim().min(1).max(ADMIN_SHORT_NAME_MAX),
    names: z.partialRecord(siteLocale, nameChange).optional(),
    /** The handbook category's slug (the item's tags are its path). */
    tag: slug.nullable(),
    basePrice: z.number().int().min(0).max(1_000_000_000).nullable(),
    width: z.number().int().min(1).max(20),
    height: z.number().int().min(1).max(20),
  })
  .strict();

export const adminItemDeleteReply = z.object({ removed: z.string() });

/** GET/PUT /api/be/admin/tags: the tags with item counts, names per locale and whether the menu shows them. */
export const adminTagView = z.object({
  id: z.string(),
  slug: z.string(),
  parent: z.string().nullable(),
  depth: z.number(),
  name: z.string(),
  localName: z.string(),
  imported: z.object({ names: names }),
  overrides: z.object({ names: names, hidden: z.boolean() }),
  /** Items in the tag or under it (the admin's catalogue, PVP). */
  items: z.number(),
});
export const adminTagsReply = z.object({ tags: z.array(adminTagView) });
export const adminTagPatch = z
  .object({
    names: z.partialRecord(siteLocale, z.string().trim().min(1).max(ADMIN_NAME_MAX).nullable()).optional(),
    hidden: z.boolean().nullable().optional(),
  })
  .strict();
export const tagIdParam = z.object({ id: z.string().min(1).max(64) });

/** GET /api/be/admin/price-quality: suspect and overridden prices of a mode. */
export const adminQualityQuery = z.object({ mode: gameMode.optional() });
export const adminQualityReply = z.object({
  mode: gameMode,
  asOf: z.number().nullable(),
  staleAfterMs: z.number(),
  counts: z.object({ suspect: z.number(), trusted: z.number(), forced: z.number() }),
  rows: z.array(qualityVerdict),
});
/** PUT /api/be/admin/price-quality/{uid}: "trust", "suspect", or null (back to the rule). */
export const adminQualityPatch = z.object({ mode: gameMode, verdict: z.enum(["trust", "suspect"]).nullable() }).strict();
export const adminQualityUpdateReply = z.object({ verdict: qualityVerdict });

export const ADMIN_IMAGE_SHOWS = ["missingIcon", "missingGrid", "missingImage512", "missingPricePvp", "missingPricePve", "override", "live", "all"] as const;
/** GET /api/be/admin/images: items missing images or prices, and where icons come from. */
export const adminImagesQuery = z.object({
  show: z.enum(ADMIN_IMAGE_SHOWS).optional(),
  q: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).optional(),
});
export const adminImagesReply = z.object({
  counts: z.object({
    all: z.number(),
    missingIcon: z.number(),
    missingGrid: z.number(),
    missingImage512: z.number(),
    missingPricePvp: z.number(),
    missingPricePve: z.number(),
    override: z.number(),
    live: z.number(),
  }),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  rows: z.array(
    z.object({
      uid: z.string(),
      name: z.string(),
      shortName: z.string(),
      live: imageLinks,
      overrides: z.object({ icon: z.string().optional(), grid: z.string().optional(), image512: z.string().optional() }),
      icon: z.string().nullable(),
      source: imageSource,
      prices: z.object({ pvp: z.number().nullable(), pve: z.number().nullable() }),
    }),
  ),
});

export const adminItemUidParam = uidParam;

export type AdminItemsQuery = z.infer<typeof adminItemsQuery>;
export type AdminItemsReply = z.infer<typeof adminItemsReply>;
export type AdminItemRow = z.infer<typeof adminItemRow>;
export type AdminItemReply = z.infer<typeof adminItemReply>;
export type AdminItemPatch = z.infer<typeof adminItemPatch>;
export type AdminItemAdd = z.infer<typeof adminItemAdd>;
export type AdminTagView = z.infer<typeof adminTagView>;
export type AdminTagsReply = z.infer<typeof adminTagsReply>;
export type AdminTagPatch = z.infer<typeof adminTagPatch>;
export type QualityVerdict = z.infer<typeof qualityVerdict>;
export type AdminQualityReply = z.infer<typeof adminQualityReply>;
export type AdminQualityPatch = z.infer<typeof adminQualityPatch>;
export type AdminImagesQuery = z.infer<typeof adminImagesQuery>;
export type AdminImagesReply = z.infer<typeof adminImagesReply>;
export type ImageSource = z.infer<typeof imageSource>;
