import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { CHAT_SOCKET_PATH, type ChatMessageView, type ChatSocketEvent } from "@raidkit/api";
import { type ChatMessage, type Database, listChatMessages } from "@raidkit/db";
import type { Kysely } from "kysely";
import { type WebSocket, WebSocketServer } from "ws";
import type { Bus } from "../bus.ts";
import type { Logger } from "../logger.ts";
import { dropAll, dropSocket, GOING_AWAY, isSameSiteUpgrade, refuseUpgrade, type SocketGateOptions, upgradeOnPath, upgradeSessionUid } from "./socketGate.ts";

const BUS_TOPIC = "chat";
const PING_MS = 30_000;
/** The database is read this often even without a word on the bus (a lost bus message delays, never loses). */
const SAFETY_READ_MS = 5_000;
/** Open chat sockets per logged-in user; beyond it the user's oldest is closed (per address and in all: socketBudget.ts). */
const MAX_SOCKETS_PER_USER = 10;
/**
 * Reads of new messages are at least this far apart (a busy chat's messages go out in batches): 15 ms,
 * and 1 ms more for every 20 open sockets (each frame costs a write per socket), at most 100 ms. An idle
 * chat sends at once whatever the gap.
 */
const batchGapMs = (sockets: number) => Math.min(100, 15 + sockets / 20);

/** A message as pages see it (no user id: admins act on a message, not on a user id they read). */
export const chatView = (m: ChatMessage): ChatMessageView => ({ id: m.id, author: m.author, text: m.text, at: m.at });

/**
 * The chat's sockets on this instance (issue 18): read-only for the page (anything it sends is
 * ignored), opened by any page of the site (the pilot relay's Origin rule, socketGate.ts); reading
 * needs no login (spec §6: visitors read).
 *
 * Delivery follows the database, not the bus: a word on the bus ("new", or the deleted ids) wakes the
 * instance, which reads the messages after the last id it delivered and sends them, in id order, as
 * one frame to every socket. Ids are in commit order (repositories/chat.ts), so nothing is skipped or
 * sent twice, whatever order the bus brings the words in; a page catching up over HTTP after
 * its socket opened holds everything (ids up to the hub's cursor were committed before the socket
 * was added, later ones come on the socket; the page drops repeats by id).
 */
export class ChatHub {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 1024 });
  private readonly sockets = new Set<WebSocket>();
  private readonly byUser = new Map<string, Set<WebSocket>>();
  private readonly alive = new WeakSet<WebSocket>();
  private readonly deps: { db: Kysely<Database>; bus: Bus; log: Logger } & SocketGateOptions;
  private timers: ReturnType<typeof setInterval>[] = [];
  /** The last id sent to this instance's sockets. */
  private cursor = 0;
  private reading: Promise<void> | null = null;
  private readAgain = false;
  private lastRead = Number.NEGATIVE_INFINITY;
  private scheduled: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(deps: { db: Kysely<Database>; bus: Bus; log: Logger } & SocketGateOptions) {
    this.deps = deps;
  }

  async start(): Promise<void> {
    this.cursor = (await listChatMessages(this.deps.db, { limit: 1 })).messages.at(-1)?.id ?? 0;
    await this.deps.bus.subscribe(BUS_TOPIC, (payload) => {
      try {
        const word = JSON.parse(payload) as { new?: number; deleted?: number[] };
        if (typeof word.new === "number" && word.new > this.cursor) this.wake();
        if (Array.isArray(word.deleted)) this.broadcast({ type: "deleted", ids: word.deleted.filter((id) => typeof id === "number") });
      } catch (err) {
        this.deps.log.warn({ err: (err as Error).message }, "malformed chat bus message");
      }
    });
    // Words sent while the bus was down were lost: read what came meanwhile now.
    this.deps.bus.onReconnect(() => this.wake());
    const ping = setInterval(() => {
      for (const ws of this.sockets) {
        if (!this.alive.has(ws)) {
          ws.terminate();
          continue;
        }
        this.alive.delete(ws);
        ws.ping();
      }
    }, PING_MS);
    const safety = setInterval(() => this.wake(), SAFETY_READ_MS);
    for (const timer of [ping, safety]) timer.unref();
    this.timers = [ping, safety];
  }

  /** Open sockets on this instance. */
  get size(): number {
    return this.sockets.size;
  }

  /**
   * After a message is stored: this instance sends it at once, the others when the bus tells them (or
   * at their next safety read when the bus is down: the publish never fails, bus.ts).
   */
  async announceNew(message: ChatMessage): Promise<void> {
    this.wake();
    await this.deps.bus.publish(BUS_TOPIC, JSON.stringify({ new: message.id }));
  }

  /** After messages are deleted: every open chat on every instance drops them. */
  announceDeleted(ids: number[]): Promise<void> {
    return this.deps.bus.publish(BUS_TOPIC, JSON.stringify({ deleted: ids }));
  }

  /**
   * Reads what is new since the cursor and sends it. A wake during a read asks for one more read
   * after it; reads are at least batchGapMs apart, so an idle chat sends at once and a busy one
   * sends what came in meanwhile as one frame (fewer, larger frames for every socket).
   */
  private wake(): void {
    if (this.closed || this.scheduled) return;
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    const wait = this.lastRead + batchGapMs(this.sockets.size) - performance.now();
    if (wait > 0) {
      this.scheduled = setTimeout(() => {
        this.scheduled = null;
        this.wake();
      }, wait);
      return;
    }
    this.lastRead = performance.now();
    this.readAgain = false;
    this.reading = (async () => {
      for (;;) {
        const page = await listChatMessages(this.deps.db, { after: this.cursor, limit: 200 });
        if (page.messages.length === 0) break;
        this.cursor = page.messages.at(-1)?.id ?? this.cursor;
        this.broadcast({ type: "messages", messages: page.messages.map(chatView) });
        if (!page.more) break;
      }
    })()
      .catch((err: unknown) => this.deps.log.warn({ err: (err as Error).message }, "chat read failed"))
      .finally(() => {
        this.reading = null;
        if (this.readAgain) this.wake();
      });
  }

  private broadcast(event: ChatSocketEvent): void {
    if (this.sockets.size === 0) return;
    // One encoding for every socket.
    const frame = Buffer.from(JSON.stringify(event));
    for (const ws of this.sockets) if (ws.readyState === ws.OPEN) ws.send(frame, { binary: false });
  }

  /** Handles an HTTP upgrade on the chat's path; answers false for any other path. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    return upgradeOnPath(
      CHAT_SOCKET_PATH,
      req,
      socket,
      head,
      this.deps,
      (r, s, h) => this.accept(r, s, h),
      (err) => this.deps.log.warn({ err: err.message }, "chat socket upgrade failed"),
    );
  }

  private async accept(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    if (!isSameSiteUpgrade(req, this.deps)) return refuseUpgrade(socket, 403, "Request refused: it did not come from this site");
    // Visitors read too; a logged-in user's sockets are counted (tabs), as the relay's are.
    const uid = req.headers.cookie ? await upgradeSessionUid(this.deps.db, req) : null;
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      this.sockets.add(ws);
      const mine = uid ? (this.byUser.get(uid) ?? new Set<WebSocket>()) : null;
      if (uid && mine) {
        mine.add(ws);
        this.byUser.set(uid, mine);
        while (mine.size > MAX_SOCKETS_PER_USER) {
          const oldest = mine.values().next().value;
          if (!oldest) break;
          mine.delete(oldest);
          this.sockets.delete(oldest);
          dropSocket(oldest, 1008, "Too many pages");
        }
      }
      this.alive.add(ws);
      ws.on("pong", () => this.alive.add(ws));
      ws.on("close", () => {
        this.sockets.delete(ws);
        if (uid && mine) {
          mine.delete(ws);
          if (mine.size === 0 && this.byUser.get(uid) === mine) this.byUser.delete(uid);
        }
      });
      // The page only listens: messages are sent with POST /api/be/chat/messages.
      ws.on("message", () => {});
      ws.on("error", () => ws.terminate());
    });
  }

  /** The instance stops: every page is told to reconnect (1001), to another instance behind the proxy. */
  drain(): Promise<void> {
    return dropAll(this.sockets, GOING_AWAY.code, GOING_AWAY.reason);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    if (this.scheduled) clearTimeout(this.scheduled);
    for (const ws of this.sockets) ws.terminate();
    this.sockets.clear();
    this.byUser.clear();
    await this.reading;
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}
