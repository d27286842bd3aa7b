import type { RequestInfo, ShellData, UserReply } from "@raidkit/api";
import type { Locale } from "@raidkit/game";
import { useRouteLoaderData } from "react-router";
import type { Messages } from "../i18n/translate.ts";

export interface RootData {
  locale: Locale;
  messages: Messages;
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
