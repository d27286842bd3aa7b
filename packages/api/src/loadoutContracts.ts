import { type Ammo, GAME_MODES, LOCALES, type RecipeItemPrices, WEAPON_CATEGORIES, type Weapon, type WeaponPart, type WeaponPreset } from "@raidkit/game";
import { z } from "zod";

/** The loadouts' calls (issue 16; spec §3 Loadout, §5): builds, saved loadouts, likes and the search. */

const itemId = z.string().regex(/^[A-Za-z0-9]{1,40}$/, "is not an item id");
const slotPathText = z
  .string()
  .max(300, "is too long")
  .regex(/^[A-Za-z0-9_]+(\/[A-Za-z0-9_]+)*$/, "is not a slot path");

/** A WeaponBuild (packages/game weapons/weaponBuild.ts) as sent: whether it fits the weapon is the server's check. */
export const weaponBuildInput = z
  .object({
    weaponId: itemId,
    parts: z.record(slotPathText, itemId).refine((parts) => Object.keys(parts).length <= 100, "has more than 100 parts"),
    ammo: z.array(z.union([itemId, z.literal("")])).max(6, "has more than 6 chambers"),
  })
  .strict();

export const LOADOUT_TITLE_MAX = 80;

/** POST /api/be/loadouts and PUT /api/be/loadouts/{id}. */
export const loadoutSaveRequest = z
  .object({
    title: z.string().trim().min(1, "must not be empty").max(LOADOUT_TITLE_MAX, "is too long"),
    public: z.boolean(),
    build: weaponBuildInput,
  })
  .strict();
export type LoadoutSaveRequest = z.infer<typeof loadoutSaveRequest>;

export const loadoutParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{8,32}$/, "is not a loadout id") });
export const loadoutLikeRequest = z.object({ liked: z.boolean() }).strict();
export const loadoutLikeReply = z.object({ likes: z.number().int(), liked: z.boolean() });

export const loadoutView = z.object({
  id: z.string(),
  title: z.string(),
  public: z.boolean(),
  likes: z.number().int(),
  /** Whether the asking user likes it. */
  liked: z.boolean(),
  /** Whether it is the asking user's own. */
  mine: z.boolean(),
  author: z.string().nullable(),
  weaponId: z.string(),
  weaponName: z.string(),
  weaponShortName: z.string(),
  category: z.enum(WEAPON_CATEGORIES).nullable(),
  caliber: z.string(),
  build: z.object({ weaponId: z.string(), parts: z.record(z.string(), z.string()), ammo: z.array(z.string()) }),
  stats: z.object({ ergonomics: z.number(), recoilVertical: z.number(), recoilHorizontal: z.number(), weight: z.number() }),
  /** Every item at its cheapest source now (flea or a trader at the asking character's loyalty); null when none is priced. */
  price: z.number().nullable(),
  /** Items the price leaves out (nothing the character can reach sells them). */
  unpriced: z.number().int(),
  conflicts: z.number().int(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type LoadoutView = z.infer<typeof loadoutView>;

export const loadoutReply = z.object({ loadout: loadoutView });
export const loadoutsReply = z.object({ loadouts: z.array(loadoutView) });

export const LOADOUT_SORTS = ["likes", "newest", "ergonomics", "recoil"] as const;
export const LOADOUT_PAGE_SIZE = 20;

/** GET /api/be/loadouts/search. */
export const loadoutSearchQuery = z.object({
  weapon: itemId.optional(),
  category: z.enum(WEAPON_CATEGORIES).optional(),
  caliber: z
    .string()
    .regex(/^Caliber[A-Za-z0-9]{1,30}$/, "is not a caliber")
    .optional(),
  minPrice: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  maxPrice: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  sort: z.enum(LOADOUT_SORTS).default("likes"),
  page: z.coerce.number().int().min(1).max(500).default(1),
});
export type LoadoutSearchQuery = z.infer<typeof loadoutSearchQuery>;
export const loadoutSearchReply = z.object({
  loadouts: z.array(loadoutView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type LoadoutSearchReply = z.infer<typeof loadoutSearchReply>;

/** GET /api/be/loadouts/builder/{locale}/{mode}/{weaponId}/{hash}: the builder's data of one weapon. */
export const builderDataParams = z.object({
  locale: z.enum(LOCALES),
  mode: z.enum(GAME_MODES),
  weaponId: itemId,
  hash: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});

/** An item the builder shows: the game figures with the player's language and prices. */
interface Shown {
  /** The item page's slug, null when the catalogue has no such item. */
  url: string | null;
  prices: RecipeItemPrices | null;
}

/** A weapon in the picker. */
export interface WeaponListEntry {
  id: string;
  name: string;
  shortName: string;
  category: Weapon["category"];
  caliber: string;
}

/**
 * The builder's data of one weapon (sent from an address naming its hash, decision 024): the weapon,
 * every part that can go on it (its slots, and their slots, down), the rounds of its caliber, its
 * presets, and the picker's list of every weapon. Names are the page's language.
 */
export interface WeaponBuilderData {
  weapon: Weapon & Shown;
  parts: Record<string, WeaponPart & Shown>;
  ammo: (Ammo & Shown)[];
  presets: WeaponPreset[];
  weapons: WeaponListEntry[];
}

/** The builder pages' loader data: the weapon list always, a weapon's data address once one is chosen. */
export interface LoadoutBuilderPageData {
  weapons: WeaponListEntry[];
  /** The chosen weapon: its id and data address; null on /loadouts/weapon without one. */
  chosen: { weaponId: string; dataUrl: string } | null;
  /** A saved loadout opened by its id (/loadouts/weapon/{gun}/{id}), when the asker may see it. */
  loadout: LoadoutView | null;
}
