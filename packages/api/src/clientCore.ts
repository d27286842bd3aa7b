import type { z } from "zod";
import { BE_ADDRESSES, type BeCall, beUrl } from "./be/addresses.ts";
import type * as be from "./be/index.ts";
import type { ReplyOf } from "./be/index.ts";
import type { ErrorReply } from "./errorTexts.ts";

/**
 * Typed client of the /api/be calls; features use it instead of calling fetch by hand. It carries
 * only types (no zod), so the browser bundle stays small; the server validates every input.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly reply: ErrorReply;
  constructor(status: number, reply: ErrorReply) {
    super(reply.error);
    this.status = status;
    this.reply = reply;
  }
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * Whether a call that failed may just be sent again: the network failed, or the site answered 502,
 * 503 or 504 (an instance went away behind the proxy, a database connection was lost: nothing was
 * done, docs/operations.md). Any other status is the answer.
 */
export function isTransient(err: unknown): boolean {
  if (err instanceof ApiError) return err.status === 502 || err.status === 503 || err.status === 504;
  return err instanceof TypeError;
}

/** The waits before each repeat of a call that is safe to repeat: 0.5 s, 1.5 s, 4 s. */
export const RETRY_DELAYS_MS = [500, 1500, 4000] as const;

/**
 * Sends a call that is safe to repeat (a set operation such as adding a quest to the done list) again
 * after a transient failure, so a tick made while an instance restarts is not lost.
 */
export async function withRetries<T>(
  send: () => Promise<T>,
  delays: readonly number[] = RETRY_DELAYS_MS,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (err) {
      const delay = delays[attempt];
      if (delay === undefined || !isTransient(err)) throw err;
      await wait(delay);
    }
  }
}

function isErrorReply(body: unknown): body is ErrorReply {
  return typeof body === "object" && body !== null && typeof (body as ErrorReply).error === "string" && typeof (body as ErrorReply).code === "string";
}

async function call<T>(fetchFn: Fetch, url: string, init?: RequestInit): Promise<T> {
  const response = await fetchFn(url, { credentials: "same-origin", ...init, headers: { accept: "application/json", ...(init?.headers ?? {}) } });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, isErrorReply(body) ? body : { code: "http_error", error: `HTTP ${response.status}` });
  return body as T;
}

type Declarations = typeof be;
/** A declared call the client can send: an address (addresses.ts) with its declaration (be/*.ts). */
export type ClientCall = BeCall & keyof Declarations;

type SchemaIn<T> = T extends z.ZodType ? z.input<T> : never;
type RequestOf<R> = R extends { request: infer Q } ? Q : unknown;
/** What a declared call takes: its path `params`, its `query` and its JSON body (`json`), typed by its schemas. */
export type InputOf<R> = (RequestOf<R> extends { params: infer P } ? { params: SchemaIn<P> } : { params?: never }) &
  (RequestOf<R> extends { query: infer Q } ? { query?: SchemaIn<Q> | URLSearchParams } : { query?: never }) &
  (RequestOf<R> extends { body: { content: { "application/json": { schema: infer B } } } } ? { json: SchemaIn<B> } : { json?: never });
/** The replies of a declared call's success (200, and 201 where it stores something new). */
export type SuccessOf<R> = ReplyOf<R, 200> | ReplyOf<R, 201>;
type InputArgs<R> = Record<string, never> extends InputOf<R> ? [input?: InputOf<R>, init?: RequestInit] : [input: InputOf<R>, init?: RequestInit];

/**
 * The one way the client sends a declared call: the method and path come from its address (filled
 * with `params`), the query and JSON body are typed by its declaration, the reply is its success
 * reply. `init` adds to the request (a body that is not JSON, headers).
 */
export function sender(fetchFn: Fetch, base = "") {
  return <K extends ClientCall>(name: K, ...[input, init]: InputArgs<Declarations[K]>): Promise<SuccessOf<Declarations[K]>> => {
    const { params, query, json } = (input ?? {}) as { params?: Record<string, string | number>; query?: unknown; json?: unknown };
    const search =
      query instanceof URLSearchParams ? (String(query) ? `?${query}` : "") : query ? queryOf(query as Record<string, string | number | undefined>) : "";
    const headers = { ...(json === undefined ? {} : { "content-type": "application/json" }), ...(init?.headers as Record<string, string> | undefined) };
    const method = BE_ADDRESSES[name].method.toUpperCase();
    return call(fetchFn, base + beUrl(name, params) + search, { method, ...(json === undefined ? {} : { body: JSON.stringify(json) }), ...init, headers });
  };
}

/** `?a=1&b=2` of the set values (undefined and "" left out), or "" when none is set. */
export const queryOf = (params: Record<string, string | number | undefined>): string => {
  const query = new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined || v === "" ? [] : [[k, String(v)]])));
  const text = query.toString();
  return text ? `?${text}` : "";
};
