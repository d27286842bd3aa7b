/**
 * CSRF protection of state-changing calls (docs/design.md, "Security rules"), without tokens:
 * - browsers send `Sec-Fetch-Site` and `Origin` with every cross-site POST/PUT/DELETE; a request
 *   whose Sec-Fetch-Site is "cross-site"/"same-site", or whose Origin is not this site, is refused;
 * - the session cookie is SameSite=Lax, so a cross-site sub-request does not carry it anyway;
 * - JSON bodies need `content-type: application/json`, which a cross-site form cannot send
 *   without a CORS pre-flight (and this API answers no CORS).
 * Requests with neither header (curl, server-to-server) are not browser CSRF and pass.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isCrossSiteWrite(request: Request, publicUrl: string | undefined): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  return !isSiteOrigin(origin, [new URL(request.url).host, request.headers.get("host"), request.headers.get("x-forwarded-host")], publicUrl);
}

/** Whether an Origin header names this site: one of the request's hosts (Host, X-Forwarded-Host) or PUBLIC_URL's. */
export function isSiteOrigin(origin: string, hosts: readonly (string | null | undefined)[], publicUrl: string | undefined): boolean {
  if (origin === "null") return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const allowed = new Set(hosts.filter((h): h is string => !!h));
  if (publicUrl) allowed.add(new URL(publicUrl).host);
  return allowed.has(originHost);
}
