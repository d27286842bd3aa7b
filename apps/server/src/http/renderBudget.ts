import { errorText } from "@raidkit/api";
import { pagePolicy } from "./securityHeaders.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The reply past an address's render budget (issue 30, finding 12): a short page in the visitor's
 * language (Russian or English), made without rendering, with Retry-After. Never kept by anyone.
 */
export function renderBudgetReply(locale: string, retryAfterSeconds: number): Response {
  const lang = locale === "ru" ? "ru" : "en";
  const title = escapeHtml(errorText("rateLimit", lang));
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="dark"><title>${title}</title><style>body{font:16px/1.5 system-ui,sans-serif;background:#0f1113;color:#e6e6e6;max-width:40rem;margin:4rem auto;padding:0 1rem}a{color:#9cc8ff}</style></head><body><h1>${title}</h1><p>${escapeHtml(errorText("pageRateLimit", lang))}</p><p><a href="/">Raidkit</a></p></body></html>`;
  return new Response(html, {
    status: 429,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "retry-after": String(retryAfterSeconds),
      "cache-control": "no-store",
      "content-security-policy": pagePolicy([]),
    },
  });
}
