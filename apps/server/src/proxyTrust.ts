import type { IncomingMessage } from "node:http";
import proxyaddr from "proxy-addr";

/**
 * Which proxies' X-Forwarded-* headers are believed (TRUST_PROXY), and the client address they give
 * (issue 30, finding 4). A proxy appends the address it saw to X-Forwarded-For (nginx's
 * `$proxy_add_x_forwarded_for`), so only the right-most entries were written by proxies of ours: the
 * left-most is whatever the client sent. Express's rules, through its own library (proxy-addr):
 * - a number N: the N nearest hops are ours; the client is the entry N from the right (1 = the
 *   socket's peer is our proxy, the right-most entry is the client);
 * - a list of addresses, CIDR ranges or `loopback`, `linklocal`, `uniquelocal`: entries are skipped
 *   from the right while they are one of these; the first other one is the client. Headers from a
 *   peer not on the list are dropped.
 */
export interface ProxyTrust {
  /** Whether `address`, `hop` steps from this server (0 = the socket's peer), is a proxy of ours. */
  trusts(address: string, hop: number): boolean;
  /** For logs and the operator's guide. */
  readonly describe: string;
}

/**
 * TRUST_PROXY: unset, empty, `0`, `false`, `off` = no proxy (forwarded headers dropped); a positive
 * integer = that many hops; anything else = a comma-separated list for proxy-addr. Throws with the
 * reason on a list it cannot read (a typo must not open the door nor silently close it).
 */
export function parseProxyTrust(value: string | undefined): ProxyTrust | null {
  const raw = (value ?? "").trim();
  if (raw === "" || /^(0|false|off|no)$/i.test(raw)) return null;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    return { trusts: (_address, hop) => hop < hops, describe: `${hops} hop${hops === 1 ? "" : "s"}` };
  }
  if (/^(true|yes|on|\*)$/i.test(raw)) {
    throw new Error(`TRUST_PROXY=${raw} would believe any client's X-Forwarded-For: give the number of proxies (1 behind one nginx) or their addresses.`);
  }
  const list = raw
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  let compiled: (address: string, hop: number) => boolean;
  try {
    compiled = proxyaddr.compile(list);
  } catch (err) {
    throw new Error(`TRUST_PROXY is neither a hop count nor a list of proxy addresses: ${(err as Error).message}`);
  }
  return { trusts: compiled, describe: list.join(", ") };
}

/** The headers a proxy sets about the original request. */
export const FORWARDED_HEADERS = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "forwarded"] as const;

/**
 * The client's address: the socket's peer, or (its headers coming from a trusted proxy) the address
 * the trusted hops of X-Forwarded-For name. `fromProxy` says whether the peer is a proxy of ours, so
 * its X-Forwarded-Host and -Proto may be believed.
 */
export function clientAddressOf(trust: ProxyTrust | null, peer: string, forwardedFor: string | null | undefined): { address: string; fromProxy: boolean } {
  if (!trust || !peer || !trust.trusts(peer, 0)) return { address: peer || "unknown", fromProxy: false };
  const request = { connection: { remoteAddress: peer }, socket: { remoteAddress: peer }, headers: { "x-forwarded-for": forwardedFor ?? "" } };
  return { address: proxyaddr(request as unknown as IncomingMessage, (address, hop) => trust.trusts(address, hop)), fromProxy: true };
}

/** The same for a WebSocket upgrade (a Node request, before any Fetch Request exists). */
export function upgradeClientAddress(trust: ProxyTrust | null, req: IncomingMessage): { address: string; fromProxy: boolean } {
  const forwarded = req.headers["x-forwarded-for"];
  return clientAddressOf(trust, req.socket.remoteAddress ?? "", Array.isArray(forwarded) ? forwarded.join(",") : forwarded);
}
