import type { RequestInfo, ShellData, UserReply } from "@raidkit/api";
import type { Locale } from "@raidkit/game";
import { useRouteLoaderData } from "react-router";
import type { Messages } from "../i18n/translate.ts";

export interface RootData {
  locale: Locale;
  /** The locale's texts as JSON text (cheaper to serialise into every page than the object); see `rootMessages`. */
  messages: string;
  shell: ShellData;
  viewer: RequestInfo["viewer"];
  mode: RequestInfo["mode"];
  user: UserReply | null;
  /** Spec §2: active quests per map slug (Pro users with tracking on). */
  activeQuests: Record<string, number>;
}

/** The root loader's data, present on every page except the bare error fallback. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

export function useLocale(): Locale {
  return useRootData()?.locale ?? "en";
}

/** Whether this server sends fired price alerts to a linked Discord account (public config, DISCORD_BOT_TOKEN set). */
export function useDiscordAlerts(): boolean {
  return useRootData()?.shell.discordAlerts ?? false;
}

/** The content server of hideout and trader pictures (public config IMAGE_CDN_URL), or null. */
export function useImageHost(): string | null {
  return useRootData()?.shell.imageHost ?? null;
}

const parsed = new Map<string, Messages>();

/** The root data's texts as an object, parsed once per text (one per locale: the server renders all). */
export function rootMessages(json: string): Messages {
  let messages = parsed.get(json);
  if (!messages) {
    messages = JSON.parse(json) as Messages;
    if (parsed.size >= 16) parsed.clear();
    parsed.set(json, messages);
  }
  return messages;
}
