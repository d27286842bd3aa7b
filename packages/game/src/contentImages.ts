/**
 * Hideout module and trader pictures on the content server (spec §3): `{host}/images/hideout/{module
 * name with underscores}.png` and `{host}/images/traders/{trader}.png`, the host being IMAGE_CDN_URL
 * (decision 067). No host: no address (the pages show the name's initials instead).
 */

/** The configured image host without a trailing slash, or null when unset or not an http(s) URL. */
export function imageHostOf(value: string | null | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    if (url.search || url.hash) return null;
    return url.href.replace(/\/+$/, "");
  } catch {
    return null;
  }
}

/** A name as a file name: trimmed, runs of blanks as one underscore, URL-encoded ("Air Filtering Unit" → "Air_Filtering_Unit"). */
function fileName(name: string): string {
  return encodeURIComponent(name.trim().replace(/\s+/g, "_"));
}

/** A hideout station's picture by its English name, e.g. `{host}/images/hideout/Air_Filtering_Unit.png`. */
export function hideoutImageUrl(host: string | null, englishName: string): string | null {
  if (!host || !englishName.trim()) return null;
  return `${host}/images/hideout/${fileName(englishName)}.png`;
}

/** A trader's picture by its English nickname in lower case, e.g. `{host}/images/traders/prapor.png`. */
export function traderImageUrl(host: string | null, nickname: string): string | null {
  if (!host || !nickname.trim()) return null;
  return `${host}/images/traders/${fileName(nickname.toLowerCase())}.png`;
}

/** The picture a station or trader shows: the content server's, else the live source's link (http(s) only), else none. */
export function contentImage(hostUrl: string | null, liveLink: string | null | undefined): string | null {
  if (hostUrl) return hostUrl;
  return liveLink && /^https?:\/\//i.test(liveLink) ? liveLink : null;
}

/** Up to two initials of a name, for the tile shown without a picture ("Air Filtering Unit" → "AF", "Prapor" → "PR"). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s_-]+/u)
    .filter(Boolean);
  if (words.length === 0) return "?";
  if (words.length === 1) return [...(words[0] as string)].slice(0, 2).join("").toUpperCase();
  return words
    .slice(0, 2)
    .map((w) => [...w][0])
    .join("")
    .toUpperCase();
}
