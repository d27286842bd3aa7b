import { EventEmitter } from "node:events";
import { burstReporter } from "@raidkit/db";
import { Redis } from "ioredis";
import type { Logger } from "./logger.ts";
import { within } from "./within.ts";

/**
 * Messages between server instances (cache invalidation, chat, the pilot relay). Without REDIS_URL the
 * bus stays inside the process; with it, every instance subscribed to the channel hears them.
 *
 * A message on the bus is a hint, never the only copy of anything: what it announces is already in the
 * database, and every listener also reads the database on a timer (the data watcher's poll, the chat's
 * safety read). So `publish` never fails and never keeps a request waiting when Redis is down (issue 30,
 * finding 5): the write the request made is saved, the other instances catch up from the database.
 */
export interface Bus {
  /** Sends to every instance; resolves (never rejects) once sent, or given up within PUBLISH_TIMEOUT_MS. */
  publish(topic: string, payload: string): Promise<void>;
  subscribe(topic: string, handler: (payload: string) => void): Promise<void>;
  /** Called after the bus came back from an outage (messages sent meanwhile were lost: read the database). */
  onReconnect(handler: () => void): void;
  close(): Promise<void>;
  /** Whether messages reach the other instances now (always, for the bus inside one process). */
  connected(): boolean;
  /** Answers whether the bus's server answers now (readiness), within `timeoutMs`. */
  ping(timeoutMs: number): Promise<boolean>;
  /** "local" inside one process, "redis" across instances. */
  readonly kind: "local" | "redis";
}

export function createLocalBus(): Bus {
  const emitter = new EventEmitter();
  return {
    publish: async (topic, payload) => {
      emitter.emit(topic, payload);
    },
    subscribe: async (topic, handler) => {
      emitter.on(topic, handler);
    },
    onReconnect: () => {},
    close: async () => {
      emitter.removeAllListeners();
    },
    connected: () => true,
    ping: async () => true,
    kind: "local",
  };
}

const CHANNEL_PREFIX = "raidkit:";
/** The longest a publish may take before it is given up (a Redis that accepts but does not answer). */
export const PUBLISH_TIMEOUT_MS = 1_000;
/** How long start-up waits for Redis before it goes on without it (it keeps reconnecting). */
const CONNECT_WAIT_MS = 3_000;

/**
 * The bus over Redis pub/sub. The publishing connection queues nothing while Redis is away (a publish
 * then returns at once: enableOfflineQueue off) and gives a command PUBLISH_TIMEOUT_MS; the subscribing
 * one resubscribes by itself when Redis is back, and the instance is told (onReconnect) so it reads what
 * it missed. Errors are logged once per burst, not at every reconnect try.
 */
export async function createRedisBus(url: string, log: Logger): Promise<Bus> {
  const pub = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: PUBLISH_TIMEOUT_MS });
  const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: null });
  const warn = burstReporter((err, count) =>
    log.warn({ err: err.message, count }, "redis bus unavailable: messages between instances wait for the database reads"),
  );
  for (const client of [pub, sub]) client.on("error", warn);
  const started = await within(
    Promise.all([pub.connect(), sub.connect()]).then(() => true),
    CONNECT_WAIT_MS,
    false,
  );
  if (!started) log.error({ at: url.replace(/\/\/[^@/]*@/, "//***@") }, "redis is not reachable: starting without it, reconnecting in the background");
  const handlers = new Map<string, ((payload: string) => void)[]>();
  const reconnectHandlers: (() => void)[] = [];
  sub.on("message", (channel: string, payload: string) => {
    for (const handler of handlers.get(channel.slice(CHANNEL_PREFIX.length)) ?? []) handler(payload);
  });
  let readyOnce = started;
  sub.on("ready", () => {
    if (!readyOnce) {
      readyOnce = true;
      return;
    }
    log.info("redis bus back: reading what was missed from the database");
    for (const handler of reconnectHandlers) handler();
  });
  return {
    publish: async (topic, payload) => {
      if (pub.status !== "ready") return;
      await within(pub.publish(CHANNEL_PREFIX + topic, payload), PUBLISH_TIMEOUT_MS, 0);
    },
    subscribe: async (topic, handler) => {
      const list = handlers.get(topic);
      if (list) list.push(handler);
      else {
        handlers.set(topic, [handler]);
        // Awaited while Redis is there (a message published next is heard); queued until it is back
        // otherwise. ioredis resubscribes after each reconnect.
        const subscribing = sub.subscribe(CHANNEL_PREFIX + topic).catch(warn);
        if (sub.status === "ready") await subscribing;
      }
    },
    onReconnect: (handler) => {
      reconnectHandlers.push(handler);
    },
    close: async () => {
      sub.disconnect();
      pub.disconnect();
    },
    connected: () => pub.status === "ready" && sub.status === "ready",
    ping: (timeoutMs) =>
      pub.status === "ready"
        ? within(
            pub.ping().then((reply) => reply === "PONG"),
            timeoutMs,
            false,
          )
        : Promise.resolve(false),
    kind: "redis",
  };
}
