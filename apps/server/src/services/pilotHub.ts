import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { BE_PREFIX, BE_SOCKETS } from "@raidkit/api/be";
import type { Database } from "@raidkit/db";
import type { PilotEventMessage } from "@raidkit/game";
import type { Kysely } from "kysely";
import { type WebSocket, WebSocketServer } from "ws";
import type { Bus } from "../bus.ts";
import type { Logger } from "../logger.ts";
import { loadAccount } from "./account.ts";
import {
  dropAll,
  dropSocket,
  GOING_AWAY,
  isSameSiteUpgrade,
  refuseUpgrade as refuse,
  type SocketGateOptions,
  upgradeOnPath,
  upgradeSessionUid,
} from "./socketGate.ts";

export const PILOT_SOCKET_PATH = BE_PREFIX + BE_SOCKETS.pilot;
const BUS_TOPIC = "pilot";
const PING_MS = 30_000;
/** The largest event a page's socket carries (and the relay accepts to forward). */
export const PILOT_EVENT_MAX_BYTES = 4096;
/** Open relay sockets per user (pages and tabs); the oldest is closed beyond it. */
const MAX_SOCKETS_PER_USER = 10;

/**
 * The relay's page side (docs/decisions/015): Pro users' pages subscribe on the site's own
 * WebSocket; events the user's pilot posts (on any instance) reach them through the bus.
 * A socket is opened only for a same-site page with a live Pro session; it carries events of
 * that user only.
 */
export class PilotHub {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: PILOT_EVENT_MAX_BYTES });
  private readonly sockets = new Map<string, Set<WebSocket>>();
  private readonly alive = new WeakSet<WebSocket>();
  private readonly deps: { db: Kysely<Database>; bus: Bus; log: Logger } & SocketGateOptions;
  private ping: ReturnType<typeof setInterval> | null = null;

  constructor(deps: { db: Kysely<Database>; bus: Bus; log: Logger } & SocketGateOptions) {
    this.deps = deps;
  }

  async start(): Promise<void> {
    await this.deps.bus.subscribe(BUS_TOPIC, (payload) => {
      try {
        const { user, events } = JSON.parse(payload) as { user: string; events: PilotEventMessage[] };
        this.deliver(user, events);
      } catch (err) {
        this.deps.log.warn({ err: (err as Error).message }, "malformed pilot bus message");
      }
    });
    // A page that did not answer the last ping is gone: its socket is dropped.
    this.ping = setInterval(() => {
      for (const set of this.sockets.values())
        for (const ws of set) {
          if (!this.alive.has(ws)) {
            ws.terminate();
            continue;
          }
          this.alive.delete(ws);
          ws.ping();
        }
    }, PING_MS);
    this.ping.unref();
  }

  /** Sends a user's events to every page of theirs, on every instance. */
  publish(userUid: string, events: PilotEventMessage[]): Promise<void> {
    return this.deps.bus.publish(BUS_TOPIC, JSON.stringify({ user: userUid, events }));
  }

  private deliver(userUid: string, events: PilotEventMessage[]): void {
    for (const ws of this.sockets.get(userUid) ?? []) for (const e of events) ws.send(JSON.stringify(e));
  }

  /** Handles an HTTP upgrade on the relay path; answers false for any other path (Vite's HMR, say). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    return upgradeOnPath(
      PILOT_SOCKET_PATH,
      req,
      socket,
      head,
      this.deps,
      (r, s, h) => this.accept(r, s, h),
      (err) => this.deps.log.warn({ err: err.message }, "pilot socket upgrade failed"),
    );
  }

  private async accept(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    // Same-site pages only: a foreign page must not open a socket with the player's cookie (socketGate.ts).
    if (!isSameSiteUpgrade(req, this.deps)) return refuse(socket, 403, "Request refused: it did not come from this site");
    const uid = await upgradeSessionUid(this.deps.db, req);
    if (!uid) return refuse(socket, 401, "Not logged in");
    const account = await loadAccount(this.deps.db, uid);
    if (!account?.pro) return refuse(socket, 403, "Pro status required");
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      const set = this.sockets.get(uid) ?? new Set<WebSocket>();
      set.add(ws);
      this.sockets.set(uid, set);
      // Beyond the limit the oldest pages go at once: out of the set (so the next one over the limit
      // closes the next oldest, not the same one again), closed, and cut if the close is not answered.
      while (set.size > MAX_SOCKETS_PER_USER) {
        const oldest = set.values().next().value;
        if (!oldest) break;
        set.delete(oldest);
        dropSocket(oldest, 1008, "Too many pages");
      }
      this.alive.add(ws);
      ws.on("pong", () => this.alive.add(ws));
      ws.on("close", () => {
        set.delete(ws);
        if (set.size === 0 && this.sockets.get(uid) === set) this.sockets.delete(uid);
      });
      // The page only listens; anything it sends is ignored.
      ws.on("message", () => {});
      ws.on("error", () => ws.terminate());
    });
  }

  /** The instance stops: every page is told to reconnect (1001), to another instance behind the proxy. */
  drain(): Promise<void> {
    return dropAll(
      [...this.sockets.values()].flatMap((set) => [...set]),
      GOING_AWAY.code,
      GOING_AWAY.reason,
    );
  }

  async close(): Promise<void> {
    if (this.ping) clearInterval(this.ping);
    for (const set of this.sockets.values()) for (const ws of set) ws.terminate();
    this.sockets.clear();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}
