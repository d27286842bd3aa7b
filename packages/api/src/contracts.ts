import { CHART_RANGES, type ChartRange, FLEA_FIGURES, GAME_MODES, LOCALES } from "@raidkit/game";
import { z } from "zod";

/**
 * One zod schema per call of spec §7, shared by the server (validation) and the typed client.
 * Inputs are strict about size and shape; replies describe what the server sends.
 */

const slug = z.string().trim().min(1, "must not be empty").max(300, "is too long");
const hash = z
  .string()
  .max(128, "is too long")
  .regex(/^[A-Za-z0-9:_-]*$/, "has unexpected characters");

export const itemByUrlRequest = z.object({ url: slug }).strict();
export const tagByUrlRequest = z.object({ tag: slug }).strict();
export const cacheQuery = z.object({ itemsHash: hash.optional(), questsHash: hash.optional(), mode: z.enum(GAME_MODES).optional() });

export const historyParams = z.object({ uid: z.string().regex(/^[A-Za-z0-9]{1,40}$/) });
export const historyQuery = z.object({ range: z.enum(CHART_RANGES).default("7d"), mode: z.enum(GAME_MODES).optional() });
export const adminPriceRequest = z
  .object({
    uid: z.string().regex(/^[A-Za-z0-9]{1,40}$/),
    mode: z.enum(GAME_MODES),
    price: z.number().int().positive().max(1_000_000_000),
    offers: z.number().int().min(0).max(1_000_000).optional(),
  })
  .strict();

export const itemPrices = z.object({
  lastPrice: z.number().nullable(),
  avg24h: z.number().nullable(),
  avg7d: z.number().nullable(),
  pricePerSlot: z.number().nullable(),
  change24h: z.number().nullable(),
  change7d: z.number().nullable(),
  traderPrice: z.number().nullable(),
  traderName: z.string().nullable(),
  updated: z.number().nullable(),
});

export const itemReply = z.object({
  uid: z.string(),
  url: z.string(),
  name: z.string(),
  shortName: z.string(),
  localName: z.string(),
  localShortName: z.string(),
  category: z.string().nullable(),
  caliber: z.string().nullable(),
  isFunctional: z.boolean(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  slots: z.number(),
  tags: z.array(z.string()),
  types: z.array(z.string()),
  gunBuildImg: z.string().nullable(),
  gunBuildUid: z.string().nullable(),
  gunBuildUrl: z.string().nullable(),
  wikiIcon: z.string().nullable(),
  wikiImg: z.string().nullable(),
  enImg: z.string().nullable(),
  wikiUrl: z.string().nullable(),
  bannedOnFlea: z.boolean(),
  basePrice: z.number().nullable(),
  /**
   * The price-quality verdict on the flea figures (packages/game priceQuality.ts): its code (null:
   * all fine and fresh), the item's value the bounds measure against, and the time and threshold the
   * prices were judged stale with (asOf null: not known here); and the trusted price (packages/game
   * trustedPrice: the price the site shows and computes with) with the figure it is, null when no
   * flea figure is trusted.
   */
  priceQuality: z.object({
    code: z.string().nullable(),
    value: z.number().nullable(),
    asOf: z.number().nullable(),
    staleAfterMs: z.number(),
    trustedPrice: z.number().nullable(),
    trustedFigure: z.enum([...FLEA_FIGURES, "partsPrice"]).nullable(),
  }),
  prices: itemPrices,
});

export const tagReply = z.object({
  slug: z.string(),
  name: z.string(),
  localName: z.string(),
  path: z.array(z.string()),
  items: z.number(),
});

const cachePart = z.object({ fields: z.array(z.string()), hash: z.string(), needRefresh: z.boolean() });
export const cacheReply = z.object({
  itemsData: cachePart.extend({ items: z.array(z.array(z.unknown())) }),
  questsData: cachePart.extend({ quests: z.array(z.array(z.unknown())) }),
});

export const historyReply = z.object({
  uid: z.string(),
  mode: z.enum(GAME_MODES),
  range: z.enum(CHART_RANGES),
  resolution: z.enum(["scan", "hour", "day"]),
  fields: z.array(z.string()),
  rows: z.array(z.array(z.number().nullable())),
  /** The newest point of the item. */
  anchor: z.number().nullable(),
  /**
   * The range's window: it ends now when the item's prices are live (its newest point is recent),
   * else at its newest point; "all" starts at its first row. Null without any point.
   */
  from: z.number().nullable(),
  to: z.number().nullable(),
  live: z.boolean(),
  /**
   * The rows' resolution from each time on, oldest first: where finer data have aged out (scans after
   * 30 days, hours after a year), daily or hourly buckets fill the time before the finer rows begin.
   */
  parts: z.array(z.object({ resolution: z.enum(["scan", "hour", "day"]), from: z.number() })),
  /** When the newest import observed prices, and until when they count as fresh. */
  updated: z.number().nullable(),
  expiration: z.number().nullable(),
});

export const websiteAlertReply = z.object({
  /** Plain text, or sanitised HTML when `html` is true (the stored text contained "<"). */
  text: z.string(),
  html: z.boolean(),
});

export const weatherReply = z.object({ type: z.string().nullable(), temperature: z.number().nullable() });

/** GET /api/be/version: the web build the server serves now (React Router's manifest version; null in development). */
export const versionReply = z.object({ version: z.string().nullable() });

export type ItemReply = z.infer<typeof itemReply>;
export type TagReply = z.infer<typeof tagReply>;
export type CacheReply = z.infer<typeof cacheReply>;
export type WebsiteAlertReply = z.infer<typeof websiteAlertReply>;
export type HistoryReply = z.infer<typeof historyReply>;
export type HistoryRange = ChartRange;
export type WeatherReply = z.infer<typeof weatherReply>;
export type VersionReply = z.infer<typeof versionReply>;

/**
 * A check that text holds no character `find` refuses (packages/game plainText.ts): the issue names
 * the character by code and its text by ERROR_TEXTS key, so the server words it in the caller's
 * language (apps/server http/validation.ts).
 */
export const refuseCharacters =
  (find: (text: string) => number | null) =>
  (text: string, ctx: z.RefinementCtx): void => {
    const codePoint = find(text);
    if (codePoint !== null) ctx.addIssue({ code: "custom", params: { text: "hiddenCharacter", codePoint }, input: text });
  };

/** Turns zod issues into the short path/message list of an error reply. */
export function describeIssues(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.join(".") || "(body)", message: issue.message }));
}

/** GET /api/be/quests/{uid}/objectives/{index}/items: the items an objective accepts (pools reach 3,493). */
export const objectiveItemsParams = z.object({
  uid: z.string().regex(/^[0-9a-f]{24}$/, "is not a quest id"),
  index: z.coerce.number().int().min(0).max(99),
});
/** Every error reply: a code, a message in the caller's language and, for bad input, the issues (ErrorReply). */
export const errorReply = z.object({
  code: z.string(),
  error: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export const objectiveItemsReply = z.object({ uids: z.array(z.string()) });
export type ObjectiveItemsReply = z.infer<typeof objectiveItemsReply>;

/** POST /api/be/admin/prices: how many points the manual entry wrote. */
export const adminPriceReply = z.object({ ok: z.literal(true), points: z.number() });
export const okReply = z.object({ ok: z.literal(true) });

/** The parts of the progress data: every page's, plus objective texts (quest list) or places (quest map). */
export const PROGRESS_DATA_PARTS = ["base", "quests", "map"] as const;
export type ProgressDataPart = (typeof PROGRESS_DATA_PARTS)[number];
/** GET /api/be/progression/data/{locale}/{mode}/{part}/{hash}: the address a page's loader names. */
export const progressDataParams = z.object({
  locale: z.enum(LOCALES),
  mode: z.enum(GAME_MODES),
  part: z.enum(PROGRESS_DATA_PARTS),
  hash: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});

/** The calculator pages: each is sent the part of CalculatorData it shows and prices. */
export const CALCULATOR_PAGES = ["crafts", "barters", "hideout", "bitcoin"] as const;
export type CalculatorPage = (typeof CALCULATOR_PAGES)[number];
/** GET /api/be/calculators/data/{locale}/{mode}/{page}/{hash}: the address a calculator page names. */
export const calculatorDataParams = z.object({
  locale: z.enum(LOCALES),
  mode: z.enum(GAME_MODES),
  page: z.enum(CALCULATOR_PAGES),
  hash: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});
