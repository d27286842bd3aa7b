import { PriceSourceError } from "./priceSource.ts";

/** The reason of a failed fetch in a few words (undici hides it in `cause`). */
export function failureReason(err: unknown): string {
  const e = err as Error & { cause?: { code?: string; message?: string } };
  const cause = e.cause?.code ?? e.cause?.message;
  return cause ? `${e.message} (${cause})` : e.message;
}

/**
 * The API's note for a string it has in no language (the-hideout/tarkov-api utils/worker-kv.mjs
 * `getLocale`): it answers the locale key itself in its place and adds this to `errors`.
 */
const MISSING_TRANSLATION = /^Missing translation for key (.+)$/;

/** A GraphQL reply: its data, and the locale keys the API answered for strings it lacks. */
export interface GraphqlReply {
  body: unknown;
  /** Locale keys served in place of missing strings (`<taskId> name`): read as "no string". */
  missingKeys: ReadonlySet<string>;
}

export interface GraphqlClientOptions {
  url: string;
  timeoutMs: number;
  fetch: typeof fetch;
}

/**
 * POSTs one query to a tarkov.dev-compatible GraphQL endpoint. A time-out, an HTTP error, a reply
 * that is not JSON or any GraphQL error fails with a short reason, except the API's notes about
 * strings it has in no language: those are tolerated and the keys it served instead are reported,
 * so the caller reads them as missing strings rather than names.
 */
export async function postGraphql(
  options: GraphqlClientOptions,
  query: string,
  variables: Record<string, unknown>,
  signal: AbortSignal,
): Promise<GraphqlReply> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const both = AbortSignal.any([signal, timeout]);
  try {
    const response = await options.fetch(options.url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ query, variables }),
      signal: both,
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new PriceSourceError(`HTTP ${response.status}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (err) {
      if (both.aborted) throw err;
      throw new PriceSourceError("reply is not JSON");
    }
    const errors = (body as { errors?: { message?: string }[] } | null)?.errors;
    const missingKeys = new Set<string>();
    if (Array.isArray(errors) && errors.length > 0) {
      const other = errors.filter((e) => {
        const missing = MISSING_TRANSLATION.exec(String(e?.message ?? ""));
        if (missing?.[1]) missingKeys.add(missing[1]);
        return !missing;
      });
      if (other.length > 0) throw new PriceSourceError(`GraphQL error: ${other.map((e) => e.message).join("; ")}`);
    }
    return { body, missingKeys };
  } catch (err) {
    if (err instanceof PriceSourceError) throw err;
    if (timeout.aborted) throw new PriceSourceError(`timed out after ${options.timeoutMs} ms`);
    if (signal.aborted) throw new PriceSourceError("stopped");
    throw new PriceSourceError(`request failed: ${failureReason(err)}`);
  }
}

/** A string of a reply, or null when it is missing or is a locale key the API served for a missing string. */
export function replyString(value: string | null | undefined, missingKeys: ReadonlySet<string>): string | null {
  if (value === null || value === undefined || value.trim() === "" || missingKeys.has(value)) return null;
  return value;
}
