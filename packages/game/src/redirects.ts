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

/** The page of an item (spec §2 `/item/{url}`), its address escaped as one path segment. */
export function itemPagePath(url: string): string {
  return `/item/${encodeURIComponent(url)}`;
}

const decoded = (path: string): string => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/**
 * Where a page asked at `asked` (a URL or a path with its query) moves permanently when its
 * canonical path is `canonical` (an item's id, or its address in other letter case as in
 * `/ITEM/SALEWA_FIRST_AID_KIT`, lead to `/item/salewa_first_aid_kit`): the canonical path with the
 * asked query, in one step; null when the asked path already is the canonical one, so a page never
 * redirects to itself (a 301 loop browsers remember).
 */
export function canonicalRedirect(asked: string, canonical: string): string | null {
  const url = new URL(asked, "http://own.invalid");
  if (decoded(url.pathname) === decoded(canonical)) return null;
  return safeInternalPath(canonical + url.search);
}
