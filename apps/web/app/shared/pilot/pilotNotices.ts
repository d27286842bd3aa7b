import { formatPrice, type Locale, mapBySlug } from "@raidkit/game";
import type { Translate } from "../../i18n/translate.ts";
import type { PilotNotice } from "./pilotClient.ts";

const mapName = (slug: string | null) => (slug ? (mapBySlug(slug)?.name ?? slug) : null);

/** A notice's title and text in the player's language. */
export function noticeText(notice: PilotNotice, t: Translate, locale: Locale): { title: string; body: string } {
  switch (notice.kind) {
    case "raidFound":
      return {
        title: t("pilot.notice.raidFound"),
        body: notice.queueSeconds === null ? "" : t("pilot.notice.queue", { seconds: Math.round(notice.queueSeconds) }),
      };
    case "raidStarted":
      return { title: t("pilot.notice.raidStarted"), body: [mapName(notice.map), notice.mode?.toUpperCase()].filter(Boolean).join(" · ") };
    case "raidEnded":
      return {
        title: t("pilot.notice.raidEnded"),
        body: [mapName(notice.map), notice.result ? t(`pilot.notice.result.${notice.result}`) : null].filter(Boolean).join(" · "),
      };
    case "fleaSale":
      return {
        title: t("pilot.notice.fleaSale"),
        body: notice.roubles === null ? notice.item : `${notice.item} · ${formatPrice(notice.roubles, locale)}`,
      };
  }
}

let audio: AudioContext | null = null;

/** A short two-tone chime made by the browser (no sound file to load); silent where audio is blocked. */
export function playChime(): void {
  try {
    audio ??= new AudioContext();
    const start = audio.currentTime;
    for (const [i, hz] of [660, 880].entries()) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = hz;
      gain.gain.setValueAtTime(0.0001, start + i * 0.15);
      gain.gain.exponentialRampToValueAtTime(0.2, start + i * 0.15 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.15 + 0.14);
      tone.connect(gain).connect(audio.destination);
      tone.start(start + i * 0.15);
      tone.stop(start + i * 0.15 + 0.15);
    }
  } catch {
    // No audio here: the notice is still in the action log.
  }
}

/** Whether the browser can show notifications and the player allowed them. */
export function notificationsAllowed(): boolean {
  return typeof Notification !== "undefined" && Notification.permission === "granted";
}

/** Asks the browser's permission (a click on /pilot); true when granted. */
export async function askNotificationPermission(): Promise<boolean> {
  if (typeof Notification === "undefined") return false;
  return (await Notification.requestPermission()) === "granted";
}

/** Shows the notice as the player chose: a system notification and/or the chime. */
export function announce(notice: PilotNotice, settings: { raidNotifications: boolean; raidSound: boolean }, text: { title: string; body: string }): void {
  if (settings.raidSound) playChime();
  if (settings.raidNotifications && notificationsAllowed()) {
    try {
      new Notification(text.title, { body: text.body, tag: `raidkit-${notice.kind}` });
    } catch {
      // Some browsers allow notifications only from a service worker: the action log keeps it.
    }
  }
}
