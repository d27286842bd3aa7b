import * as be from "@raidkit/api/be";
import {
  type ChatMessage,
  type ChatMute,
  chatMuteOf,
  type Database,
  deleteChatMessage,
  deletedChatIds,
  findChatMessage,
  findChatMessageByClientId,
  findUser,
  insertChatMessage,
  listChatMessages,
  listChatMutes,
  muteChatUser,
  recordAdminChange,
  type UserRecord,
  unmuteChatUser,
} from "@raidkit/db";
import { chatAuthorOf } from "@raidkit/game";
import type { Context } from "hono";
import type { Kysely } from "kysely";
import type { RateLimits } from "../auth/rateLimits.ts";
import { type ChatHub, chatView } from "../services/chatHub.ts";
import { accountOf, spendLimits } from "./accountGate.ts";
import type { Register } from "./declared.ts";
import { clientAddress } from "./requestState.ts";
import { errorResponse, refuse } from "./validation.ts";

const nameOf = (user: UserRecord | null) => user?.username || user?.email || null;

/**
 * The site chat's calls (issue 18, item 1). Sending is a declared POST, not a socket message: the
 * same gates as every other call (Pro, the CSRF rule, body limits and checks, the write limits) with
 * their en/ru error texts apply, and the reply says why a message was refused. The socket only
 * carries what was stored (ChatHub).
 */
export function chatRoutes(deps: { db: Kysely<Database>; limits: RateLimits; hub: ChatHub }, register: Register): void {
  const { db } = deps;

  register(be.chatMessages, async (c) => {
    const query = c.req.valid("query");
    const page = await listChatMessages(db, query);
    // The deleted ones of the range the page holds (from..after): it drops them when it catches up.
    const deleted = query.after !== undefined && query.from !== undefined ? await deletedChatIds(db, query.from, query.after) : [];
    c.header("cache-control", "no-store");
    return c.json({ messages: page.messages.map(chatView), more: page.more, deleted }, 200);
  });

  /**
   * A retry of a message stored already (its clientId): the message as stored (200), not stored,
   * sent or limited again; 409 when the id came with another text, 404 when an admin deleted it since.
   */
  const retried = (c: Context, first: { message: ChatMessage; deleted: boolean }, text: string) => {
    if (first.message.text !== text) return errorResponse(c, 409, "chatIdReused");
    if (first.deleted) return errorResponse(c, 404, "chatMessageNotFound");
    return c.json({ message: chatView(first.message) }, 200);
  };

  register(be.chatSend, async (c) => {
    const account = accountOf(c);
    const { text, clientId } = c.req.valid("json");
    // Before the mute and the limits: a retry spends no point and answers what was stored.
    const first = clientId ? await findChatMessageByClientId(db, account.user.uid, clientId) : null;
    if (first) return retried(c, first, text);
    const mute = await chatMuteOf(db, account.user.uid);
    // The mute's end is the reply's own field (be.chatSend's 403), beside the text in the caller's language.
    if (mute) refuse(c, 403, "chatMuted", undefined, { mutedUntil: mute.until });
    await spendLimits(c, deps.limits, [
      ["writeIp", clientAddress(c.req.raw)],
      ["chatUser", account.user.uid],
    ]);
    const stored = await insertChatMessage(db, { userUid: account.user.uid, author: chatAuthorOf(account), text, clientId: clientId ?? null });
    // The same id sent twice at once: the other request stored it (and announces it).
    if (!stored.created) return retried(c, stored, text);
    await deps.hub.announceNew(stored.message);
    return c.json({ message: chatView(stored.message) }, 201);
  });

  register(be.chatDelete, async (c) => {
    const admin = accountOf(c).user;
    const id = c.req.valid("param").id;
    const message = await deleteChatMessage(db, id, admin.uid);
    if (!message) return errorResponse(c, 404, "chatMessageNotFound");
    await recordAdminChange(db, {
      adminUid: admin.uid,
      adminEmail: admin.email,
      action: "chat.delete",
      target: message.userUid,
      before: { id: message.id, author: message.author, text: message.text, at: message.at },
      after: null,
    });
    await deps.hub.announceDeleted([message.id]);
    return c.json({ ok: true as const }, 200);
  });

  register(be.chatMute, async (c) => {
    const admin = accountOf(c).user;
    const { messageId, until } = c.req.valid("json");
    const message = await findChatMessage(db, messageId);
    if (!message) return errorResponse(c, 404, "chatMessageNotFound");
    const now = Date.now();
    const before = await muteChatUser(db, { userUid: message.userUid, until, mutedBy: admin.uid }, now);
    await recordAdminChange(db, {
      adminUid: admin.uid,
      adminEmail: admin.email,
      action: "chat.mute",
      target: message.userUid,
      before: before ? { until: before.until } : { muted: false },
      after: { until, author: message.author, message: message.id },
    });
    return c.json({ userUid: message.userUid, author: message.author, until, mutedAt: now }, 200);
  });

  register(be.chatMutes, async (c) => {
    const mutes = await listChatMutes(db);
    const view = async (m: ChatMute) => ({ userUid: m.userUid, author: nameOf(await findUser(db, { uid: m.userUid })), until: m.until, mutedAt: m.mutedAt });
    return c.json({ mutes: await Promise.all(mutes.map(view)) }, 200);
  });

  register(be.chatUnmute, async (c) => {
    const admin = accountOf(c).user;
    const uid = c.req.valid("param").uid;
    const before = await unmuteChatUser(db, uid);
    if (!before) return errorResponse(c, 404, "chatMuteNotFound");
    await recordAdminChange(db, {
      adminUid: admin.uid,
      adminEmail: admin.email,
      action: "chat.unmute",
      target: uid,
      before: { until: before.until },
      after: { muted: false },
    });
    return c.json({ ok: true as const }, 200);
  });
}
