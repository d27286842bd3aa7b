import type { CacheReply, HistoryRange, HistoryReply, ItemReply, TagReply, WeatherReply, WebsiteAlertReply } from "./contracts.ts";
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

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

function isErrorReply(body: unknown): body is ErrorReply {
  return typeof body === "object" && body !== null && typeof (body as ErrorReply).error === "string" && typeof (body as ErrorReply).code === "string";
}

async function call<T>(fetchFn: Fetch, url: string, init?: RequestInit): Promise<T> {
  const response = await fetchFn(url, { credentials: "same-origin", ...init, headers: { accept: "application/json", ...(init?.headers ?? {}) } });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, isErrorReply(body) ? body : { code: "http_error", error: `HTTP ${response.status}` });
  return body as T;
}

const post = (body: unknown): RequestInit => ({ method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });

export function createApiClient(fetchFn: Fetch = (input, init) => fetch(input, init), base = "") {
  return {
    itemByUrl: (url: string) => call<ItemReply>(fetchFn, `${base}/api/be/item/by-url`, post({ url })),
    tagByUrl: (tag: string) => call<TagReply>(fetchFn, `${base}/api/be/tag/by-url`, post({ tag })),
    cache: (hashes: { itemsHash?: string; questsHash?: string }) => {
      const query = new URLSearchParams({ itemsHash: hashes.itemsHash ?? "", questsHash: hashes.questsHash ?? "" });
      return call<CacheReply>(fetchFn, `${base}/api/be/cache?${query}`);
    },
    history: (uid: string, range: HistoryRange, mode?: "pvp" | "pve") => {
      const query = new URLSearchParams({ range, ...(mode ? { mode } : {}) });
      return call<HistoryReply>(fetchFn, `${base}/api/be/items/${encodeURIComponent(uid)}/history?${query}`);
    },
    websiteAlert: () => call<WebsiteAlertReply>(fetchFn, `${base}/api/be/website-alert`),
    weather: () => call<WeatherReply>(fetchFn, `${base}/api/be/weather`),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
