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

export async function call<T>(fetchFn: Fetch, url: string, init?: RequestInit): Promise<T> {
  const response = await fetchFn(url, { credentials: "same-origin", ...init, headers: { accept: "application/json", ...(init?.headers ?? {}) } });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, isErrorReply(body) ? body : { code: "http_error", error: `HTTP ${response.status}` });
  return body as T;
}

/**
 * The address of a declared /api/be call (be/*.ts): the template must be the declaration's path
 * (checked when compiling), its `{params}` filled in. Only types come from the declarations.
 */
export function pathOf<R extends { path: string }>(template: `/api/be${R["path"]}`, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/** `?a=1&b=2` of the set values (undefined and "" left out), or "" when none is set. */
export const queryOf = (params: Record<string, string | number | undefined>): string => {
  const query = new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined || v === "" ? [] : [[k, String(v)]])));
  const text = query.toString();
  return text ? `?${text}` : "";
};

export const post = (body: unknown): RequestInit => ({ method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });
export const put = (body?: unknown): RequestInit => ({
  method: "PUT",
  ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
});
