/**
 * Browser notifications a player opts into (issue 32 item 6, docs/decisions/065): trader restocks
 * and fired price alerts, shown while a page of the site is open. The choices stay in this browser
 * (localStorage); the permission is asked only on the player's click.
 */

export type NoticeKind = "restocks" | "alerts";
const KEY: Record<NoticeKind, string> = { restocks: "rk_notify_restocks", alerts: "rk_notify_alerts" };
const SEEN_KEY = "rk_alerts_seen";
/** The notices' opt-ins changed in this tab (the shell's watcher listens). */
export const NOTICES_CHANGED = "rk-notices-changed";

export function noticesSupported(): boolean {
  return typeof window !== "undefined" && "Notification" in window;
}

/** Whether the player asked for these notices here and the browser allows them. */
export function noticesOn(kind: NoticeKind): boolean {
  if (!noticesSupported()) return false;
  try {
    return localStorage.getItem(KEY[kind]) === "1" && Notification.permission === "granted";
  } catch {
    return false;
  }
}

/** Turns notices on (asking the browser's permission, on a click) or off; answers whether they are on. */
export async function setNotices(kind: NoticeKind, on: boolean): Promise<boolean> {
  if (!noticesSupported()) return false;
  try {
    if (on && Notification.permission !== "granted") {
      const answer = await Notification.requestPermission();
      if (answer !== "granted") return false;
    }
    if (on) localStorage.setItem(KEY[kind], "1");
    else localStorage.removeItem(KEY[kind]);
  } catch {
    return false;
  }
  window.dispatchEvent(new Event(NOTICES_CHANGED));
  return noticesOn(kind);
}

/** Shows one notice (nothing when the browser refuses). */
export function showNotice(title: string, body: string, tag: string): void {
  try {
    new Notification(title, { body, tag });
  } catch {
    // A browser that only notifies from a service worker: the list on /traders still shows it.
  }
}

/** The fired alerts this browser has shown already (ids), so each is shown once. */
export function seenAlerts(): Set<string> {
  try {
    return new Set(JSON.parse(localStorage.getItem(SEEN_KEY) ?? "[]") as string[]);
  } catch {
    return new Set();
  }
}

export function markAlertsSeen(ids: Iterable<string>): void {
  try {
    // Bounded: the ids of the last 200 fired alerts are enough to tell new ones.
    const all = [...seenAlerts(), ...ids];
    localStorage.setItem(SEEN_KEY, JSON.stringify([...new Set(all)].slice(-200)));
  } catch {
    // Storage refused (private mode): a notice may show again on the next page.
  }
}
