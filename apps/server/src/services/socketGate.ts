import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { Database } from "@raidkit/db";
import type { Kysely } from "kysely";
import type { WebSocket } from "ws";
import { isSiteOrigin } from "../auth/csrf.ts";
import { sessionUserUid } from "../auth/sessions.ts";

/**
 * What every page socket of the site checks on its upgrade (the pilot relay's, docs/decisions/015,
 * and the chat's): the page's Origin is the site's own (the CSRF rule), so a foreign page cannot
 * open a socket with the player's cookie; the session, when there is one, is read from the cookie.
 */
export interface SocketGateOptions {
  publicUrl?: string | undefined;
  /** A proxy's X-Forwarded-Host is believed only behind a trusted proxy (TRUST_PROXY). */
  trustProxy?: boolean | undefined;
}

/** Whether the upgrade request comes from a page of this site. */
export function isSameSiteUpgrade(req: IncomingMessage, options: SocketGateOptions): boolean {
  const forwarded = options.trustProxy ? req.headers["x-forwarded-host"] : undefined;
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

/**
 * Takes an HTTP upgrade on `path` and answers false for any other path (Vite's HMR, another hub's).
 * A client resetting the connection while it is checked never takes the process down; a failure
 * while accepting is logged by `onError` and answered 500.
 */
export function upgradeOnPath(
  path: string,
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  accept: (req: IncomingMessage, socket: Duplex, head: Buffer) => Promise<void>,
  onError: (err: Error) => void,
): boolean {
  if (new URL(req.url ?? "/", "http://localhost").pathname !== path) return false;
  socket.on("error", () => socket.destroy());
  void accept(req, socket, head).catch((err: unknown) => {
    onError(err as Error);
    refuseUpgrade(socket, 500, "Server error");
  });
  return true;
}
