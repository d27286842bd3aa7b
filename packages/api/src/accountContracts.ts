import {
  FACTIONS,
  firstRefusedNameCharacter,
  GAME_EDITIONS,
  GAME_MODES,
  HIDEOUT_SETTING_DEFAULTS,
  PRICE_FIELDS,
  PROGRESS_LISTS,
  SKILL_IDS,
} from "@raidkit/game";
import { z } from "zod";
import { refuseCharacters } from "./contracts.ts";

/** Contracts of the account calls (spec §7 user calls, issue 4). Inputs are strict about size and shape. */

const id = z
  .string()
  .min(1, "must not be empty")
  .max(64, "is too long")
  .regex(/^[A-Za-z0-9_-]+$/, "has unexpected characters");
const ids = z.array(id).max(1000, "has too many entries");
export const uuid = z.string().regex(/^[0-9a-f-]{36}$/, "is not a valid id");
/** Free text that is stored or looked up, trimmed: no control characters inside (PostgreSQL text refuses NUL). */
const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "is too long")
    .regex(/^\P{Cc}*$/u, "has unexpected characters");

export const sendCodeRequest = z.object({ email: z.string().max(254, "is too long") }).strict();
export const verifyCodeRequest = z.object({ email: plainText(254), code: z.string().max(32, "is too long") }).strict();
/** Addresses the e-mail login accepts (anything else: "Invalid email"). */
export const emailAddress = z.email();

/**
 * Names others read (a username, a PMC's name): no control, invisible or text-direction character
 * (packages/game firstRefusedNameCharacter; issue 30, finding 15). Reserved names and look-alikes of
 * names in use are refused by the call (http/users.ts, packages/game names.ts).
 */
const refuseHiddenInName = refuseCharacters(firstRefusedNameCharacter);

export const username = z
  .string()
  .trim()
  .min(3, "must be 3 characters or more")
  .max(32, "is too long")
  .superRefine(refuseHiddenInName)
  .regex(/^[\p{L}\p{N}_.-]+$/u, "may hold letters, digits, _ . and -");
/** A PMC's name: free text of one line. */
const charName = z.string().trim().max(32, "is too long").superRefine(refuseHiddenInName);

const lenientNumber = z.union([z.number(), z.string().max(20, "is too long")]);

type Defaults = typeof HIDEOUT_SETTING_DEFAULTS;
/** The hideout settings that are switches (the others are named below). */
type BooleanSetting = { [K in keyof Defaults]: Defaults[K] extends boolean ? K : never }[keyof Defaults];

/** The hideout settings of spec §3 User, each of its own kind. */
const hideoutSettings = {
  ...Object.fromEntries(
    Object.entries(HIDEOUT_SETTING_DEFAULTS)
      .filter(([, v]) => typeof v === "boolean")
      .map(([k]) => [k, z.boolean().optional()]),
  ),
  hideoutUseFuel: z.enum(["none", "metal", "expeditionary"]).optional(),
  hideoutUsePriceField: z.enum(PRICE_FIELDS).optional(),
  skill_Crafting: lenientNumber.optional(),
  skill_HideoutManagement: lenientNumber.optional(),
} as Record<BooleanSetting, z.ZodOptional<z.ZodBoolean>> & {
  hideoutUseFuel: z.ZodOptional<z.ZodEnum<{ none: "none"; metal: "metal"; expeditionary: "expeditionary" }>>;
  hideoutUsePriceField: z.ZodOptional<z.ZodEnum<{ [K in (typeof PRICE_FIELDS)[number]]: K }>>;
  skill_Crafting: z.ZodOptional<typeof lenientNumber>;
  skill_HideoutManagement: z.ZodOptional<typeof lenientNumber>;
};

/** PUT /api/be/users/me: the changed fields only. */
export const updateUserRequest = z
  .object({
    username: username.optional(),
    charName: charName.optional(),
    fraction: z.enum(FACTIONS).optional(),
    gameMode: z.enum(GAME_MODES).optional(),
    gameEdition: z.enum(GAME_EDITIONS).optional(),
    level: lenientNumber.optional(),
    tradersLL: z.record(id, lenientNumber).optional(),
    favList: z.object({ add: ids.optional(), remove: ids.optional() }).strict().optional(),
    /** The linked chat-bot account (`twitch:name`, …; packages/game botAccount.ts checks it), null to unlink. */
    botAccount: z.string().max(200, "is too long").nullable().optional(),
    /**
     * Skill levels by the game's skill id (issue 32 item 4: every skill, 0–51), only the changed ones;
     * kept as the settings skill_<id> (Crafting and HideoutManagement are skill_Crafting and
     * skill_HideoutManagement). Same rules as those two: non-numeric ignored, above the cap lowered.
     */
    skills: z.partialRecord(z.enum(SKILL_IDS as [string, ...string[]]), lenientNumber).optional(),
    ...hideoutSettings,
  })
  .strict();
export type UpdateUserRequest = z.infer<typeof updateUserRequest>;

export const charUidRequest = z.object({ charUid: uuid }).strict();
export const charCreateRequest = z.object({ fraction: z.enum(FACTIONS), gameMode: z.enum(GAME_MODES) }).strict();

const listOps = z
  .object(Object.fromEntries(PROGRESS_LISTS.map((l) => [l, ids.optional()])) as Record<(typeof PROGRESS_LISTS)[number], z.ZodOptional<typeof ids>>)
  .strict();

/**
 * POST /api/be/progression/update: set operations on the selected PMC's progress, or on another
 * of the user's PMCs named by `charUid` (the pilot completes a quest on the raid's game mode's PMC).
 */
export const progressionUpdateRequest = z
  .object({
    charUid: uuid.optional(),
    add: listOps.optional(),
    remove: listOps.optional(),
    set: z
      .object({ itemsFound: z.record(id, z.number().int().min(0).max(1_000_000)).optional() })
      .strict()
      .optional(),
  })
  .strict();

export type ProgressionUpdateRequest = z.infer<typeof progressionUpdateRequest>;

export const RESET_KINDS = ["quests", "items", "hideout", "all"] as const;
export const resetParams = z.object({ kind: z.enum(RESET_KINDS) });

export const priceSetRequest = z
  .object({
    userUid: uuid,
    itemUid: id,
    price: z.number().int().min(0).max(10_000_000_000),
    /** userPricesMap (buy, the default) or userSellPricesMap. */
    kind: z.enum(["buy", "sell"]).optional(),
    /** The game mode the price is for (decision 060); the selected PMC's mode when left out. */
    mode: z.enum(GAME_MODES).optional(),
  })
  .strict();
export const priceClearRequest = z.object({ userUid: uuid }).strict();
/** POST /api/be/items/price/remove: one of the player's own prices (issue 32 item 1). */
export const priceRemoveRequest = z
  .object({ userUid: uuid, itemUid: id, kind: z.enum(["buy", "sell"]).optional(), mode: z.enum(GAME_MODES).optional() })
  .strict();
/** GET /api/be/items/price/list: every own price of the player, both modes, with when it was set. */
export const priceListReply = z.object({
  prices: z.array(
    z.object({
      itemUid: z.string(),
      /** The item's name and page address (null: an item the data no longer has). */
      name: z.string().nullable(),
      url: z.string().nullable(),
      mode: z.enum(GAME_MODES),
      kind: z.enum(["buy", "sell"]),
      price: z.number(),
      /** Epoch ms; null for a price set before the site kept the time. */
      setAt: z.number().nullable(),
    }),
  ),
});
export type PriceListReply = z.infer<typeof priceListReply>;

/** POST /api/be/items/price/set and /clear: the user's own prices after the change. */
export const priceMapsReply = z.object({ userPricesMap: z.record(z.string(), z.number()), userSellPricesMap: z.record(z.string(), z.number()) });
/** PUT /api/be/progression/reset/{kind}: the reset list's new (empty) value, or `ok` for "all". */
export const resetReply = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ questsDone: z.array(z.string()).length(0) }),
  z.object({ itemsFound: z.record(z.string(), z.number()) }),
  z.object({ modulesBuilt: z.array(z.string()).length(0) }),
]);
/** POST /api/be/auth/patreon/webhook: whether the membership named one of our users. */
export const webhookReply = z.object({ ok: z.literal(true), matched: z.boolean() });
/** GET /api/be/auth/patreon?returnTo=: where to go back after logging in. */
export const patreonStartQuery = z.object({ returnTo: z.string().max(2000, "is too long").optional() });
/** GET /api/be/auth/patreon/callback: the provider's answer (read by the OAuth client). */
export const patreonCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(2000).optional(),
  error: z.string().max(2000).optional(),
});

export const charReply = z.object({ uid: z.string(), fraction: z.string(), level: z.number(), charName: z.string(), gameMode: z.string() });

export const progressReply = z.object({
  questsDone: z.array(z.string()),
  questsHidden: z.array(z.string()),
  questsFailed: z.array(z.string()),
  modulesBuilt: z.array(z.string()),
  itemsFound: z.record(z.string(), z.number()),
});

/** GET /api/be/users/me: the user of spec §3 with the selected PMC's settings and progress. */
export const userReply = progressReply.extend({
  uid: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  created: z.number(),
  proUntil: z.number().nullable(),
  pro: z.boolean(),
  admin: z.boolean(),
  feature_maps: z.boolean(),
  botAccount: z.string().nullable(),
  patreonLinked: z.boolean(),
  favList: z.array(z.string()),
  userPricesMap: z.record(z.string(), z.number()),
  userSellPricesMap: z.record(z.string(), z.number()),
  chars: z.array(charReply),
  charUid: z.string(),
  charName: z.string(),
  fraction: z.string(),
  level: z.number(),
  gameMode: z.string(),
  gameEdition: z.string(),
  tradersLL: z.record(z.string(), z.number()),
  /** Craft time reduction of spec §5: skill_Crafting / 0.75, rounded. */
  craftTimeReduction: z.number(),
  /** Every skill of the game (packages/game skills.ts) with the level the player set, 0 when unset. */
  skills: z.record(z.string(), z.number()),
  ...(Object.fromEntries(
    Object.entries(HIDEOUT_SETTING_DEFAULTS).map(([k, v]) => [k, typeof v === "boolean" ? z.boolean() : typeof v === "number" ? z.number() : z.string()]),
  ) as unknown as { [K in keyof typeof HIDEOUT_SETTING_DEFAULTS]: z.ZodType<(typeof HIDEOUT_SETTING_DEFAULTS)[K]> }),
});
export type UserReply = z.infer<typeof userReply>;
export type CharReply = z.infer<typeof charReply>;
export type ProgressReply = z.infer<typeof progressReply>;

/**
 * Share links (spec §4 "Session sharing"): a Pro user's PMC progress, read-only, for one other
 * user. The token (32 random bytes, base64url) is the secret of the link; `id` names the share.
 */
export const shareToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "is not a share token");
export const shareId = z.string().regex(/^[A-Za-z0-9_-]{16}$/, "is not a share id");
/** POST /api/be/progression/share/accept. */
export const shareAcceptRequest = z.object({ token: shareToken }).strict();
/** GET /api/be/progression/shared/{id}, DELETE /api/be/progression/share/{id}. */
export const shareParams = z.object({ id: shareId });

/** POST /api/be/progression/share: the new link (the token is shown once; only its hash is stored). */
export const shareCreateReply = z.object({
  id: z.string(),
  token: z.string(),
  /** `/progression/dashboard?share={token}`: where the viewer accepts the link. */
  path: z.string(),
});

/** Who shared which PMC (the accept call's answer, and the viewer's list). */
export const shareAcceptReply = z.object({
  id: z.string(),
  /** The owner's username, null when the owner has none. */
  ownerName: z.string().nullable(),
  charName: z.string(),
  gameMode: z.string(),
  fraction: z.string(),
});

/** GET /api/be/progression/shares: the links the user made and the shares the user accepted. */
export const sharesReply = z.object({
  made: z.array(
    z.object({
      id: z.string(),
      charUid: z.string(),
      charName: z.string(),
      gameMode: z.string(),
      createdAt: z.number(),
      accepted: z.boolean(),
      /** The viewer's username once accepted (null before, or when the viewer has none). */
      viewerName: z.string().nullable(),
    }),
  ),
  accepted: z.array(shareAcceptReply.extend({ acceptedAt: z.number() })),
});

/** GET /api/be/progression/shared/{id}: the shared PMC's progress, read-only. */
export const sharedProgressReply = z.object({
  id: z.string(),
  ownerName: z.string().nullable(),
  charName: z.string(),
  fraction: z.string(),
  level: z.number(),
  gameMode: z.string(),
  gameEdition: z.string(),
  questsDone: z.array(z.string()),
  questsFailed: z.array(z.string()),
  modulesBuilt: z.array(z.string()),
  itemsFound: z.record(z.string(), z.number()),
  /** Every trader's loyalty level, unset ones reading 1 (as in the user reply). */
  tradersLL: z.record(z.string(), z.number()),
});

export type ShareCreateReply = z.infer<typeof shareCreateReply>;
export type ShareAcceptReply = z.infer<typeof shareAcceptReply>;
export type SharesReply = z.infer<typeof sharesReply>;
export type SharedProgressReply = z.infer<typeof sharedProgressReply>;
