/**
 * Spec §2: every path is checked against a redirects table. An absolute external target leaves the
 * site; any other target navigates inside it. Targets supplied by user input must be a path on our
 * own host (spec §5 "Payload URLs must not include a host").
 */
export type RedirectTarget = { kind: "external"; url: string } | { kind: "internal"; path: string };

export function classifyRedirectTarget(target: string, ownOrigin: string): RedirectTarget | null {
  const trimmed = target.trim();
  if (trimmed === "") return null;
  let url: URL;
  try {
    url = new URL(trimmed, ownOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.origin === new URL(ownOrigin).origin) return { kind: "internal", path: url.pathname + url.search + url.hash };
  return { kind: "external", url: url.href };
}

/** A user-supplied "go back to" target: only a path on our own host, else null. */
export function safeInternalPath(input: string | null | undefined): string | null {
  if (!input?.startsWith("/") || input.startsWith("//") || input.includes("\\")) return null;
  try {
    const url = new URL(input, "http://own.invalid");
    if (url.origin !== "http://own.invalid") return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

/** Normalises a path for the redirects lookup: no trailing slash (except root), no query. */
export function redirectKey(pathname: string): string {
  const path = pathname.split("?")[0] ?? "/";
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}
