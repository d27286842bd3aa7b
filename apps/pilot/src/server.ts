import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { normalisePairingCode, type PilotToPageMessage } from "@raidkit/game";
import { type WebSocket, WebSocketServer } from "ws";
import { normaliseOrigin } from "./config.ts";

/** Loopback only: the pilot must never be reachable from the network. */
export const PILOT_HOST = "127.0.0.1";

export interface PilotServerOptions {
  port: number;
  /** Allowed Origin headers, normalised (`normaliseOrigin`). */
  origins: readonly string[];
  code: string;
  onConnection: (socket: WebSocket) => void;
  onMessage: (socket: WebSocket, text: string) => void;
  log: (line: string) => void;
}

export interface PilotServer {
  readonly port: number;
  readonly http: Server;
  readonly clients: ReadonlySet<WebSocket>;
  send(socket: WebSocket, message: PilotToPageMessage): void;
  broadcast(message: PilotToPageMessage): void;
  close(): Promise<void>;
}

export type HandshakeVerdict = { ok: true } | { ok: false; status: 401 | 403; reason: string };

function sameSecret(a: string, b: string): boolean {
  // Hashing first gives equal lengths, so the comparison time says nothing about the code.
  return timingSafeEqual(createHash("sha256").update(a).digest(), createHash("sha256").update(b).digest());
}

/** 403 unless the Origin is allowed, then 401 unless `?code=` is the pairing code (normalised, compared in constant time). */
export function checkHandshake(origin: string | undefined, url: string | undefined, allowedOrigins: readonly string[], code: string): HandshakeVerdict {
  const normalised = origin ? normaliseOrigin(origin) : null;
  if (normalised === null || !allowedOrigins.includes(normalised)) return { ok: false, status: 403, reason: `origin ${origin ?? "(none)"} not allowed` };
  let given: string | null = null;
  try {
    given = new URL(url ?? "/", "http://pilot.invalid").searchParams.get("code");
  } catch {
    given = null;
  }
  if (given === null || given === "") return { ok: false, status: 401, reason: "no pairing code" };
  if (!sameSecret(normalisePairingCode(given), normalisePairingCode(code))) return { ok: false, status: 401, reason: "wrong pairing code" };
  return { ok: true };
}

function refuse(socket: Duplex, status: 401 | 403): void {
  const text = status === 401 ? "Unauthorized" : "Forbidden";
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${text.length}\r\n\r\n${text}`);
}

/** The WebSocket server on 127.0.0.1, checking every handshake itself before `ws` sees it. */
export async function startPilotServer(options: PilotServerOptions): Promise<PilotServer> {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024, perMessageDeflate: false });
  const http = createServer((_request, response) => {
    response.writeHead(426, { "Content-Type": "text/plain", Connection: "close" });
    response.end("Upgrade Required");
  });
  http.on("clientError", (_error, socket) => socket.destroy());
  http.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on("error", () => socket.destroy());
    const verdict = checkHandshake(request.headers.origin, request.url, options.origins, options.code);
    if (!verdict.ok) {
      options.log(`refused a connection: ${verdict.reason}`);
      refuse(socket, verdict.status);
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit("connection", ws, request));
  });
  wss.on("connection", (ws: WebSocket) => {
    ws.on("error", (error) => options.log(`connection error: ${error.message}`));
    ws.on("message", (data, isBinary) => {
      if (isBinary) {
        options.log("ignored a binary message from the page");
        return;
      }
      options.onMessage(ws, data.toString());
    });
    options.onConnection(ws);
  });

  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen({ port: options.port, host: PILOT_HOST }, () => {
      http.off("error", reject);
      resolve();
    });
  });

  const send = (socket: WebSocket, message: PilotToPageMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  return {
    port: (http.address() as AddressInfo).port,
    http,
    clients: wss.clients,
    send,
    broadcast(message) {
      for (const socket of wss.clients) send(socket, message);
    },
    async close() {
      // "Going away" lets a page tell a stopped pilot from a network failure; stragglers are cut after a moment.
      const closing = [...wss.clients].map(
        (socket) =>
          new Promise<void>((resolve) => {
            socket.once("close", () => resolve());
            socket.close(1001, "pilot stopped");
          }),
      );
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all(closing), new Promise((resolve) => (timer = setTimeout(resolve, 500)))]);
      clearTimeout(timer);
      for (const socket of wss.clients) socket.terminate();
      await new Promise<void>((resolve) => {
        wss.close(() => http.close(() => resolve()));
        http.closeAllConnections();
      });
    },
  };
}
