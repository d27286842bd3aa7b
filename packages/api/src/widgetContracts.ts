import { GAME_MODES, LOCALES, PVE_LINK_TOKEN_PATTERN } from "@raidkit/game";
import { z } from "zod";

/**
 * Streamer tools (issue 18 item 3): the scrolling prices widget's data and the streamer challenge
 * an admin sets (shown when the global tournamentEnabled is on).
 */

/** The most items one widget scrolls. */
export const WIDGET_ITEMS_MAX = 40;

/** GET /api/be/widgets/prices: the items (page slugs or ids, comma-separated) or one tag's best. */
export const widgetPricesQuery = z
  .object({
    items: z
      .string()
      .max(2000)
      .regex(/^[A-Za-z0-9_,.-]*$/, "is not a list of item addresses or ids")
      .optional(),
    tag: z.string().max(80).optional(),
    mode: z.enum(GAME_MODES).optional(),
    locale: z.enum(LOCALES).optional(),
    limit: z.coerce.number().int().min(1).max(WIDGET_ITEMS_MAX).optional(),
    /** The PVE token of a widget a Pro account made (decision 038): PVE prices without a session. */
    t: z.string().regex(PVE_LINK_TOKEN_PATTERN, "is not a PVE link token").optional(),
  })
  .strict();

export const widgetPriceRow = z.object({
  uid: z.string(),
  url: z.string(),
  name: z.string(),
  shortName: z.string(),
  /** The list price (itemShownPrice: trusted flea figures, else the best trader's); null when none. */
  price: z.number().nullable(),
  /** Which figure the price is (issue 34): the last price, a flea average, a preset's sum of parts or the best trader's; null without a price. */
  priceFigure: z.enum(["lastPrice", "avg24h", "avg7d", "partsPrice", "traderPrice"]).nullable(),
  /** The 24 h change in per cent, only when the last price is trusted. */
  change24h: z.number().nullable(),
});

export const widgetPricesReply = z.object({
  items: z.array(widgetPriceRow),
  /** Items asked for that the catalogue does not hold (a typo in the address). */
  unknown: z.array(z.string()),
  mode: z.enum(GAME_MODES),
  /** Newest price point among them (epoch ms). */
  updated: z.number().nullable(),
});

/** GET /api/be/widgets/pve-link: the Pro user's token that lets their widgets and chat-bot links read PVE prices. */
export const pveLinkReply = z.object({ token: z.string().regex(PVE_LINK_TOKEN_PATTERN), param: z.literal("t") });
export type PveLinkReply = z.infer<typeof pveLinkReply>;

/** The most streamers one challenge lists. */
export const CHALLENGE_PARTICIPANTS_MAX = 50;

export const challengeParticipant = z
  .object({
    name: z.string().trim().min(1).max(40),
    /** The streamer's channel (https). */
    url: z
      .string()
      .max(300)
      .regex(/^https:\/\/[^\s]+$/, "is not an https:// address")
      .nullable(),
    score: z.number().int().min(-1_000_000).max(1_000_000),
  })
  .strict();

export const streamerChallenge = z
  .object({
    title: z.string().trim().min(1).max(120),
    /** The rules as plain text (shown as written, line breaks kept). */
    rules: z.string().max(2000),
    /** Start and end (epoch ms); the end after the start. */
    startsAt: z.number().int().positive(),
    endsAt: z.number().int().positive(),
    participants: z.array(challengeParticipant).max(CHALLENGE_PARTICIPANTS_MAX),
  })
  .strict()
  .refine((c) => c.endsAt > c.startsAt, { message: "ends before it starts", path: ["endsAt"] });

/** GET /api/be/streamer-challenge: the challenge (null before an admin sets one), standings sorted. */
export const streamerChallengeReply = z.object({ challenge: streamerChallenge.nullable() });

export type WidgetPricesQuery = z.infer<typeof widgetPricesQuery>;
export type WidgetPricesReply = z.infer<typeof widgetPricesReply>;
export type StreamerChallenge = z.infer<typeof streamerChallenge>;
export type ChallengeParticipant = z.infer<typeof challengeParticipant>;
