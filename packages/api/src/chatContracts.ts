import { firstRefusedCharacter } from "@raidkit/game";
import { z } from "zod";
import { CHAT_MAX_LENGTH } from "./chatConstants.ts";
import { errorReply, refuseCharacters } from "./contracts.ts";

/**
 * The site chat (issue 18, item 1): everyone reads, Pro users send (spec §6), admins delete and
 * mute. Messages are text only: the page shows them as text (React escapes), never as HTML.
 */

const id = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/**
 * A message id the page chooses when the player presses Send and sends again on a retry (issue 30,
 * finding 5): a UUID, or any 16–64 letters, digits, _ and -.
 */
export const chatClientId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "is not a message id");

/** GET /api/be/chat/messages: the last 50; `before` pages back; `after` catches up (with `from`: the deleted ones in from..after). */
export const chatMessagesQuery = z
  .object({ before: id.optional(), after: id.optional(), from: id.optional(), limit: z.coerce.number().int().min(1).max(200).optional() })
  .strict()
  .refine((q) => q.before === undefined || q.after === undefined, { message: "takes before or after, not both", path: ["after"] });

/**
 * POST /api/be/chat/messages. The text: no control characters but tab and line breaks, and no
 * text-direction characters (a U+202E turns the rest of a message around; issue 30, finding 15).
 * `clientId` makes a retried send answer the message stored the first time (optional: a page loaded
 * before it existed sends none).
 */
export const chatSendRequest = z
  .object({
    text: z
      .string()
      .trim()
      .min(1)
      .max(CHAT_MAX_LENGTH)
      .superRefine(refuseCharacters((t) => firstRefusedCharacter(t, { bidi: true }))),
    clientId: chatClientId.optional(),
  })
  .strict();

export const chatMessageParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
export const chatUserParams = z.object({ uid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "is not a user id") });

/** POST /api/be/chat/mute: the message's author may not send until then (epoch ms), or ever with null. */
export const chatMuteRequest = z
  .object({ messageId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER), until: z.number().int().min(0).max(8_640_000_000_000_000).nullable() })
  .strict();

export const chatMessageView = z.object({ id: z.number(), author: z.string(), text: z.string(), at: z.number() });
export const chatMessagesReply = z.object({
  messages: z.array(chatMessageView),
  /** More messages wait beyond this page (older ones, or more missed ones with `after`). */
  more: z.boolean(),
  /** With `after` and `from`: ids in from..after deleted since (what the page must drop). */
  deleted: z.array(z.number()),
});
/** 201: stored now; 200: a retry of a message stored already (the same id), not stored or sent again. */
export const chatSendReply = z.object({ message: chatMessageView });
export const chatMuteView = z.object({ userUid: z.string(), author: z.string().nullable(), until: z.number().nullable(), mutedAt: z.number() });
export const chatMutesReply = z.object({ mutes: z.array(chatMuteView) });

/** A send refused because its author is muted: the mute's end (epoch ms; null: forever) beside the text. */
export const chatMutedReply = errorReply.extend({ code: z.literal("chatMuted"), mutedUntil: z.number().int().nullable() }).strict();
/** The 403 of a send: Pro status required, a request from another site, or a mute (with its end). */
export const chatSendRefused = z.union([chatMutedReply, errorReply.strict().refine((r) => r.code !== "chatMuted", "a mute's refusal names its end")]);

/** What the chat's socket sends: new messages (in id order) and deleted ids. */
export type ChatSocketEvent = { type: "messages"; messages: ChatMessageView[] } | { type: "deleted"; ids: number[] };

export type ChatMessageView = z.infer<typeof chatMessageView>;
export type ChatMessagesReply = z.infer<typeof chatMessagesReply>;
export type ChatMuteView = z.infer<typeof chatMuteView>;
export type ChatMutedReply = z.infer<typeof chatMutedReply>;
/** The query of GET /api/be/chat/messages as the client sends it. */
export type ChatMessagesQuery = { before?: number; after?: number; from?: number; limit?: number };
