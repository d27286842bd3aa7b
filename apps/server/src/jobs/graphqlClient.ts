import { failureReason } from "../failureReason.ts";
import { PriceSourceError } from "./priceSource.ts";

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
  /**
   * Records of the root list that erred (a GraphQL error whose `path` is [list, index, …]) in a reply
   * whose other records came: their indices. The caller leaves them out and keeps its old ones.
   */
  erred: ReadonlySet<number>;
  /** The errors behind `erred`, summed up in one short line ("" when none). */
  errorSummary: string;
}

/** The most characters of one error quoted in a failure line, and of the whole summary. */
const ERROR_CHARS = 300;
const SUMMARY_CHARS = 1200;

/**
 * Many GraphQL errors in one short line (decision 041): their count and the first three, each
 * with its path and cut to 300 characters; at most 1,200 characters whatever the reply holds.
 */
export function summarizeErrors(errors: readonly { message?: unknown; path?: unknown }[]): string {
  const quoted = errors.slice(0, 3).map((e) => {
    const path = Array.isArray(e.path) ? ` at ${e.path.join(".")}` : "";
    return `${String(e.message ?? "?")}${path}`.slice(0, ERROR_CHARS);
  });
  const more = errors.length > 3 ? `; and ${errors.length - 3} more` : "";
  return `${errors.length} GraphQL error${errors.length === 1 ? "" : "s"}: ${quoted.join("; ")}${more}`.slice(0, SUMMARY_CHARS);
}

/** The indices of the root list's records that the errors name, or null when an error names no record. */
function erredRecords(body: unknown, errors: readonly { path?: unknown }[]): Set<number> | null {
  const data = (body as { data?: Record<string, unknown> | null } | null)?.data;
  if (!data || typeof data !== "object") return null;
  const out = new Set<number>();
  for (const e of errors) {
    const path = e.path;
    if (!Array.isArray(path) || typeof path[0] !== "string" || typeof path[1] !== "number" || !Array.isArray(data[path[0]])) return null;
    out.add(path[1]);
  }
  return out;
}

export interface GraphqlClientOptions {
  url: string;
  timeoutMs: number;
  fetch: typeof fetch;
}

/**
 * POSTs one query to a tarkov.dev-compatible GraphQL endpoint. A time-out, an HTTP error, a reply
 * that is not JSON or a GraphQL error without data fails with a short reason (the errors' count and
 * the first three). The API's notes about strings it has in no language are tolerated and the keys
 * it served instead are reported, so the caller reads them as missing strings rather than names;
 * errors of single records beside the others' data are reported as `erred` (decision 041).
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
    const errors = (body as { errors?: { message?: string; path?: unknown }[] } | null)?.errors;
    const missingKeys = new Set<string>();
    let erred: ReadonlySet<number> = new Set();
    let errorSummary = "";
    if (Array.isArray(errors) && errors.length > 0) {
      const other = errors.filter((e) => {
        const missing = MISSING_TRANSLATION.exec(String(e?.message ?? ""));
        if (missing?.[1]) missingKeys.add(missing[1]);
        return !missing;
      });
      if (other.length > 0) {
        errorSummary = summarizeErrors(other);
        // Errors of some records beside the others' data: those records are left out; any other error fails the reply.
        const records = erredRecords(body, other);
        if (!records) throw new PriceSourceError(errorSummary);
        erred = records;
      }
    }
    return { body, missingKeys, erred, errorSummary };
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

/** The reply's root list without the records that erred, and how many records the page served (erred ones included). */
export function withoutErred(reply: GraphqlReply, field: string): { body: unknown; served: number } {
  const data = (reply.body as { data?: Record<string, unknown> | null } | null)?.data;
  const list = data?.[field];
  if (!Array.isArray(list)) return { body: reply.body, served: 0 };
  if (reply.erred.size === 0) return { body: reply.body, served: list.length };
  const kept = list.filter((_, i) => !reply.erred.has(i));
  return { body: { ...(reply.body as object), data: { ...data, [field]: kept } }, served: list.length };
}
