import { PILOT_RELAY_MAX_EVENTS, type PilotEventMessage } from "@raidkit/game";

export interface RelayOptions {
  /** The site, e.g. https://raidkit.example. */
  url: string;
  key: string;
  /** Events of this many ms go in one request. */
  batchMs?: number;
  /** A failed batch is tried once more after this many ms, then dropped. */
  retryMs?: number;
  timeoutMs?: number;
  log: (line: string) => void;
}

export interface Relay {
  readonly endpoint: string;
  /** False once the site refused the key (401/403) or after stop(). */
  readonly active: boolean;
  send(message: PilotEventMessage): void;
  stop(): Promise<void>;
}

export const RELAY_PATH = "/api/be/pilot/events";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The events endpoint of a site URL. The key travels in a header, so the site must be https; plain
 * http is accepted only on this machine (a local site, or tests).
 */
export function relayEndpoint(siteUrl: string): string {
  let url: URL;
  try {
    url = new URL(siteUrl.trim());
  } catch {
    throw new Error(`relay URL ${siteUrl} is not a URL`);
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname))) {
    throw new Error(`relay URL ${siteUrl} must use https (http only for localhost)`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}${RELAY_PATH}`;
}

/**
 * POSTs events to the site as `{ events: [...] }` (at most 50 a post) with the relay key as a
 * bearer token. A failed batch (network error, 429 or 5xx) is retried once; 401/403 means the key
 * was revoked, and relaying stops; another 4xx (a batch the site will never take) is dropped.
 */
export function startRelay(options: RelayOptions): Relay {
  const endpoint = relayEndpoint(options.url);
  const batchMs = options.batchMs ?? 100;
  const retryMs = options.retryMs ?? 2000;
  const timeoutMs = options.timeoutMs ?? 10_000;
  let active = true;
  let pending: PilotEventMessage[] = [];
  let batchTimer: NodeJS.Timeout | null = null;
  const retryTimers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  const aborter = new AbortController();

  const post = async (events: PilotEventMessage[], attempt: 1 | 2): Promise<void> => {
    let failure: string;
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { Authorization: `Bearer ${options.key}`, "Content-Type": "application/json" },
        body: JSON.stringify({ events }),
        signal: AbortSignal.any([aborter.signal, AbortSignal.timeout(timeoutMs)]),
      });
      await response.body?.cancel();
      if (response.ok) return;
      if (response.status === 401 || response.status === 403) {
        if (active)
          options.log(
            `relay: the site refused the relay key (${response.status}): it was revoked or is wrong. Relaying stopped; events still go to open pages.`,
          );
        halt();
        return;
      }
      if (response.status >= 400 && response.status < 500 && response.status !== 429) {
        options.log(`relay: the site refused ${events.length} event(s) (${response.status}), dropped`);
        return;
      }
      failure = `answer ${response.status}`;
    } catch (error) {
      if (!active) return;
      failure = (error as Error).message;
    }
    if (!active) return;
    if (attempt === 1) {
      options.log(`relay: sending ${events.length} event(s) failed (${failure}), retrying in ${retryMs} ms`);
      const timer = setTimeout(() => {
        retryTimers.delete(timer);
        track(post(events, 2));
      }, retryMs);
      retryTimers.add(timer);
    } else {
      options.log(`relay: sending ${events.length} event(s) failed again (${failure}), dropped`);
    }
  };

  const track = (promise: Promise<void>) => {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise));
  };

  const flush = () => {
    batchTimer = null;
    const events = pending;
    pending = [];
    if (!active) return;
    for (let i = 0; i < events.length; i += PILOT_RELAY_MAX_EVENTS) track(post(events.slice(i, i + PILOT_RELAY_MAX_EVENTS), 1));
  };

  const halt = () => {
    active = false;
    pending = [];
    if (batchTimer) clearTimeout(batchTimer);
    batchTimer = null;
    for (const timer of retryTimers) clearTimeout(timer);
    retryTimers.clear();
  };

  return {
    endpoint,
    get active() {
      return active;
    },
    send(message) {
      if (!active) return;
      pending.push(message);
      batchTimer ??= setTimeout(flush, batchMs);
    },
    async stop() {
      halt();
      aborter.abort();
      await Promise.allSettled([...inFlight]);
    },
  };
}
