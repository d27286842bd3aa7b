import { EventEmitter } from "node:events";
import { Redis } from "ioredis";
import type { Logger } from "./logger.ts";

/**
 * Messages between server instances (cache invalidation now, chat later). Without REDIS_URL the
 * bus stays inside the process; with it, every instance subscribed to the channel hears them.
 */
export interface Bus {
  publish(topic: string, payload: string): Promise<void>;
  subscribe(topic: string, handler: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
  /** Whether messages reach the other instances now (always, for the bus inside one process). */
  connected(): boolean;
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
    close: async () => {
      emitter.removeAllListeners();
    },
    connected: () => true,
    kind: "local",
  };
}

const CHANNEL_PREFIX = "raidkit:";

export async function createRedisBus(url: string, log: Logger): Promise<Bus> {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  for (const client of [pub, sub]) client.on("error", (err) => log.warn({ err: err.message }, "redis bus error"));
  await Promise.all([pub.connect(), sub.connect()]);
  const handlers = new Map<string, ((payload: string) => void)[]>();
  sub.on("message", (channel: string, payload: string) => {
    for (const handler of handlers.get(channel.slice(CHANNEL_PREFIX.length)) ?? []) handler(payload);
  });
  return {
    publish: async (topic, payload) => {
      await pub.publish(CHANNEL_PREFIX + topic, payload);
    },
    subscribe: async (topic, handler) => {
      const list = handlers.get(topic);
      if (list) list.push(handler);
      else {
        handlers.set(topic, [handler]);
        await sub.subscribe(CHANNEL_PREFIX + topic);
      }
    },
    close: async () => {
      sub.disconnect();
      pub.disconnect();
    },
    connected: () => pub.status === "ready" && sub.status === "ready",
    kind: "redis",
  };
}
