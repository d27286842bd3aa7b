import { readFileSync } from "node:fs";
import type { Logger } from "../logger.ts";

/** How often refusals are summed up in the log (one line per window, whatever the flood). */
const REFUSAL_LOG_MS = 60_000;

/**
 * The process's limit of open files (sockets are files): the soft "Max open files" of
 * /proc/self/limits on Linux; null where it cannot be read.
 */
export function openFileLimit(limitsText?: string): number | null {
  let text = limitsText;
  if (text === undefined) {
    try {
      text = readFileSync("/proc/self/limits", "utf8");
    } catch {
      return null;
    }
  }
  const match = /^Max open files\s+(\d+|unlimited)/m.exec(text);
  if (!match?.[1] || match[1] === "unlimited") return null;
  return Number(match[1]);
}

/**
 * The instance-wide cap of WebSockets: the configured one, but never more than half the open-file
 * limit, so HTTP requests, the database and Redis always find a descriptor (issue 30, finding 9: 20,000
 * visitor sockets from one address used them all and every new connection failed).
 */
export function socketCap(configured: number, fileLimit: number | null): number {
  return fileLimit ? Math.max(1, Math.min(configured, Math.floor(fileLimit / 2))) : configured;
}

export type SocketRefusal = "address" | "full";

/**
 * Open WebSockets of every kind on this instance (chat, the live map's relay), counted per client
 * address and in all. A socket is taken before it is accepted and given back when it closes; past a
 * cap it is refused with 503 (the page's reconnect waits and tries again). Refusals are logged as one
 * line per minute with their counts.
 */
export class SocketBudget {
  private readonly perAddress: number;
  readonly max: number;
  private readonly log: Logger;
  private readonly byAddress = new Map<string, number>();
  private total = 0;
  private refused = { address: 0, full: 0, addresses: new Set<string>() };
  private logTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(options: { perAddress: number; max: number; log: Logger }) {
    this.perAddress = options.perAddress;
    this.max = options.max;
    this.log = options.log;
  }

  /** Takes a place for a socket from `address`; null when it may open, else why not. */
  take(address: string): SocketRefusal | null {
    const mine = this.byAddress.get(address) ?? 0;
    const refusal: SocketRefusal | null = this.total >= this.max ? "full" : mine >= this.perAddress ? "address" : null;
    if (refusal) {
      this.noteRefusal(refusal, address);
      return refusal;
    }
    this.byAddress.set(address, mine + 1);
    this.total++;
    return null;
  }

  /** Gives the place back (the socket closed, or was refused after it was taken). */
  release(address: string): void {
    const mine = this.byAddress.get(address) ?? 0;
    if (mine <= 0) return;
    if (mine === 1) this.byAddress.delete(address);
    else this.byAddress.set(address, mine - 1);
    this.total--;
  }

  get size(): number {
    return this.total;
  }

  of(address: string): number {
    return this.byAddress.get(address) ?? 0;
  }

  private noteRefusal(refusal: SocketRefusal, address: string): void {
    this.refused[refusal]++;
    if (this.refused.addresses.size < 1000) this.refused.addresses.add(address);
    if (this.logTimer) return;
    // The first refusal of a window is logged at once, the rest summed up at its end.
    this.log.warn({ reason: refusal, address, open: this.total, max: this.max, perAddress: this.perAddress }, "websocket refused");
    const first = { ...this.refused, addresses: new Set(this.refused.addresses) };
    this.logTimer = setTimeout(() => {
      this.logTimer = null;
      const more = this.refused.address + this.refused.full - first.address - first.full;
      if (more > 0) {
        this.log.warn(
          { overAddressCap: this.refused.address, instanceFull: this.refused.full, addresses: this.refused.addresses.size, open: this.total },
          `websockets refused in the last ${REFUSAL_LOG_MS / 1000} s`,
        );
      }
      this.refused = { address: 0, full: 0, addresses: new Set() };
    }, REFUSAL_LOG_MS);
    this.logTimer.unref();
  }

  close(): void {
    if (this.logTimer) clearTimeout(this.logTimer);
  }
}
