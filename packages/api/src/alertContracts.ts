import { ALERT_DIRECTIONS, ALERT_MAX_VALUE, GAME_MODES } from "@raidkit/game";
import { z } from "zod";

/**
 * Contracts of the restock and price-alert calls (issue 32 item 6, docs/decisions/065). Inputs use
 * zod's own messages, which the server writes in the caller's language.
 */

const itemId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/** POST /api/be/alerts/set: an alert on an item's price in a game mode (the selected PMC's when left out). */
export const alertSetRequest = z
  .object({
    itemUid: itemId,
    direction: z.enum(ALERT_DIRECTIONS),
    value: z.number().int().min(1).max(ALERT_MAX_VALUE),
    mode: z.enum(GAME_MODES).optional(),
  })
  .strict();

/** POST /api/be/alerts/remove: one of the player's alerts by its id. */
export const alertRemoveRequest = z.object({ id: z.string().uuid() }).strict();

export const priceAlertReply = z.object({
  id: z.string(),
  itemUid: z.string(),
  /** The item's name in the caller's language and its page (null: an item the data no longer has). */
  name: z.string().nullable(),
  url: z.string().nullable(),
  mode: z.enum(GAME_MODES),
  direction: z.enum(ALERT_DIRECTIONS),
  value: z.number(),
  /** The price the alert last saw (null: none known). */
  lastPrice: z.number().nullable(),
  createdAt: z.number(),
  /** When it fired (null: waiting), the price before and the price that crossed. */
  firedAt: z.number().nullable(),
  firedFrom: z.number().nullable(),
  firedPrice: z.number().nullable(),
});
export type PriceAlertReply = z.infer<typeof priceAlertReply>;

/** GET /api/be/alerts and the changes' reply: every alert of the player, newest first. */
export const alertListReply = z.object({ alerts: z.array(priceAlertReply) });
export type AlertListReply = z.infer<typeof alertListReply>;

/** One trader's next restock in each game mode (epoch ms; null: unknown). */
export const traderRestockReply = z.object({
  id: z.string(),
  name: z.string(),
  /** The English nickname ("Prapor"): the picture's file name on the content server (decision 067). */
  nickname: z.string(),
  /** The live source's picture (used when no IMAGE_CDN_URL is set), null when none was imported. */
  imageLink: z.string().nullable(),
  resetAt: z.object({ pvp: z.number().nullable(), pve: z.number().nullable() }),
  /** When the times were fetched from the live source (null: never). */
  fetchedAt: z.object({ pvp: z.number().nullable(), pve: z.number().nullable() }),
});

/** GET /api/be/traders/restocks and the /traders page: every trader with its next restock per mode. */
export const traderRestocksReply = z.object({
  /** Whether live data is on here (off: the times are unknown, the data pack has none). */
  live: z.boolean(),
  traders: z.array(traderRestockReply),
});
export type TraderRestocksReply = z.infer<typeof traderRestocksReply>;
