// Helpers for the pilot's tests: a made-up game install and a WebSocket page.
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type PilotMessage, parsePilotMessage } from "@raidkit/game";
import { WebSocket } from "ws";

export const SESSION = "log_2025.11.17_14-35-58_1.0.0.0.41787";
export const FILE_PREFIX = "2025.11.17_14-35-58_1.0.0.0.41787";
export const PAGE_ORIGIN = "http://localhost:3000";

/** Polls `check` until it returns something other than undefined/false, or fails after `timeoutMs`. */
export async function waitFor<T>(check: () => T | undefined | false, what: string, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export interface TempGame {
  root: string;
  gameFolder: string;
  sessionFolder: string;
  screenshotsFolder: string;
  configPath: string;
  /** A log file of the session by kind: `application`, `push-notifications`, `backend`. */
  logFile(kind: string): string;
  append(kind: string, text: string): void;
  cleanup(): void;
}

/** `<tmp>/game/Logs/log_…/` with empty application, push-notifications and backend logs, a screenshots folder and a config path. */
export function makeTempGame(): TempGame {
  const root = mkdtempSync(path.join(os.tmpdir(), "raidkit-pilot-"));
  const gameFolder = path.join(root, "game");
  const sessionFolder = path.join(gameFolder, "Logs", SESSION);
  const screenshotsFolder = path.join(root, "Screenshots");
  mkdirSync(sessionFolder, { recursive: true });
  mkdirSync(screenshotsFolder);
  const logFile = (kind: string) => path.join(sessionFolder, `${FILE_PREFIX} ${kind}_000.log`);
  for (const kind of ["application", "push-notifications", "backend"]) writeFileSync(logFile(kind), "");
  return {
    root,
    gameFolder,
    sessionFolder,
    screenshotsFolder,
    configPath: path.join(root, "config", "config.json"),
    logFile,
    append: (kind, text) => appendFileSync(logFile(kind), text),
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** A log line as the game writes it, with its newline. */
export function logLine(channel: string, message: string, level = "Info", time = "2025-11-17 14:36:26.414"): string {
  return `${time}|1.0.0.0.41787|${level}|${channel}|${message}\n`;
}

export interface TestPage {
  socket: WebSocket;
  messages: PilotMessage[];
  /** Waits for the first message (after `from`) that matches, and returns it. */
  next<T extends PilotMessage["messageType"]>(
    type: T,
    match?: (m: Extract<PilotMessage, { messageType: T }>) => boolean,
    from?: number,
  ): Promise<Extract<PilotMessage, { messageType: T }>>;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

/** Connects like the site's page would; rejects with the HTTP status when the pilot refuses. */
export function connectPage(port: number, options: { origin?: string; code?: string | null; host?: string } = {}): Promise<TestPage> {
  const query = options.code === null || options.code === undefined ? "" : `?code=${encodeURIComponent(options.code)}`;
  const headers = options.origin === undefined ? {} : { Origin: options.origin };
  const socket = new WebSocket(`ws://${options.host ?? "127.0.0.1"}:${port}/${query}`, { headers });
  const messages: PilotMessage[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() })));
  socket.on("message", (data) => {
    const message = parsePilotMessage(data.toString());
    if (message.messageType !== "LOG") messages.push(message);
  });
  return new Promise((resolve, reject) => {
    socket.once("unexpected-response", (_request, response) => {
      socket.terminate();
      reject(new Error(`refused with ${response.statusCode}`));
    });
    socket.once("error", reject);
    socket.once("open", () =>
      resolve({
        socket,
        messages,
        closed,
        next: <T extends PilotMessage["messageType"]>(type: T, match?: (m: Extract<PilotMessage, { messageType: T }>) => boolean, from = 0) => {
          type Wanted = Extract<PilotMessage, { messageType: T }>;
          const wanted = (m: PilotMessage): m is Wanted => m.messageType === type && (match === undefined || match(m as Wanted));
          return waitFor(() => messages.slice(from).find(wanted), `a ${type} message`);
        },
        close: async () => {
          if (socket.readyState !== socket.CLOSED) socket.close();
          await closed;
        },
      }),
    );
  });
}
