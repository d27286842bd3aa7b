import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { Database } from "@raidkit/db";
import type { Kysely } from "kysely";
import type { WebSocket } from "ws";
import { isSiteOrigin } from "../auth/csrf.ts";
import { sessionUserUid } from "../auth/sessions.ts";
import { type ProxyTrust, upgradeClientAddress } from "../proxyTrust.ts";
import type { SocketBudget } from "./socketBudget.ts";

/**
 * What every page socket of the site checks on its upgrade (the pilot relay's, docs/decisions/015,
 * and the chat's): the page's Origin is the site's own (the CSRF rule), so a foreign page cannot
 * open a socket with the player's cookie; the session, when there is one, is read from the cookie.
 */
export interface SocketGateOptions {
  publicUrl?: string | undefined;
  /** A proxy's X-Forwarded-* headers are believed only from a trusted proxy (TRUST_PROXY, proxyTrust.ts). */
  trustProxy?: ProxyTrust | null | undefined;
  /** The instance's WebSockets of every kind, per address and in all (socketBudget.ts). */
  budget: SocketBudget;
}

/** Whether the upgrade request comes from a page of this site. */
export function isSameSiteUpgrade(req: IncomingMessage, options: SocketGateOptions): boolean {
  const forwarded = upgradeClientAddress(options.trustProxy ?? null, req).fromProxy ? req.headers["x-forwarded-host"] : undefined;
  const hosts = [req.headers.host, Array.isArray(forwarded) ? forwarded[0] : forwarded];
  return Boolean(req.headers.origin && isSiteOrigin(req.headers.origin, hosts, options.publicUrl));
}

/** The user of the upgrade request's session cookie, or null for a visitor (or an ended session). */
export function upgradeSessionUid(db: Kysely<Database>, req: IncomingMessage): Promise<string | null> {
  return sessionUserUid(db, new Request("http://localhost/", { headers: { cookie: req.headers.cookie ?? "" } }));
}

/** Answers an upgrade with a plain HTTP error and closes the connection. */
export function refuseUpgrade(socket: Duplex, status: number, text: string): void {
  const reason = { 401: "Unauthorized", 403: "Forbidden", 500: "Internal Server Error", 503: "Service Unavailable" }[status] ?? "Error";
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
}

/** How long a socket closed by the server may take to answer the close before it is cut. */
const CLOSE_GRACE_MS = 2000;

/** Closes a socket with a code and reason, and terminates it if the peer does not answer in time. */
export function dropSocket(ws: WebSocket, code: number, reason: string): void {
  ws.close(code, reason);
  const cut = setTimeout(() => ws.terminate(), CLOSE_GRACE_MS);
  cut.unref();
  ws.once("close", () => clearTimeout(cut));
}

/** Close code and reason of sockets closed because the instance stops: the page reconnects (to another instance). */
export const GOING_AWAY = { code: 1001, reason: "Server restarting" } as const;

/**
 * Closes every socket with `code`, and resolves when all have closed (each is cut after
 * CLOSE_GRACE_MS if its page does not answer the close).
 */
export function dropAll(sockets: Iterable<WebSocket>, code: number, reason: string): Promise<void> {
  const waits: Promise<void>[] = [];
  for (const ws of sockets) {
    if (ws.readyState === ws.CLOSED) continue;
    waits.push(new Promise((resolve) => ws.once("close", () => resolve())));
    dropSocket(ws, code, reason);
  }
  return Promise.all(waits).then(() => undefined);
}

/**
 * Takes an HTTP upgrade on `path` and answers false for any other path (Vite's HMR, another hub's).
 * The connection takes a place in the instance's socket budget for as long as it is open (per client
 * address and in all; refused with 503 past a cap). A client resetting the connection while it is
 * checked never takes the process down; a failure while accepting is logged by `onError` and answered 500.
 */
export function upgradeOnPath(
  path: string,
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  gate: SocketGateOptions,
  accept: (req: IncomingMessage, socket: Duplex, head: Buffer) => Promise<void>,
  onError: (err: Error) => void,
): boolean {
  if (new URL(req.url ?? "/", "http://localhost").pathname !== path) return false;
  socket.on("error", () => socket.destroy());
  const { address } = upgradeClientAddress(gate.trustProxy ?? null, req);
  const refusal = gate.budget.take(address);
  if (refusal) {
    refuseUpgrade(socket, 503, refusal === "address" ? "Too many connections from your address" : "The site is busy, try again later");
    return true;
  }
  socket.once("close", () => gate.budget.release(address));
  void accept(req, socket, head).catch((err: unknown) => {
    onError(err as Error);
    refuseUpgrade(socket, 500, "Server error");
  });
  return true;
}
