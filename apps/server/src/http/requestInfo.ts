import type { RequestInfo } from "@raidkit/api";
import { ANONYMOUS_VIEWER, apiLocale, detectLocale, isApiLocalePath } from "@raidkit/game";
import { isbot } from "isbot";
import { requestAccount } from "./requestState.ts";

/**
 * Locale, game mode and viewer of a request (the viewer from its session's account). Pages and the
 * site's own calls detect the locale (spec §1: cookie, search bot, Accept-Language); programs on the
 * public API and the chat bots' price check are answered in the language they ask for (apiLocale).
 */
export function requestInfo(request: Request): RequestInfo {
  const url = new URL(request.url);
  const bot = isbot(request.headers.get("user-agent"));
  const account = requestAccount(request);
  return {
    locale: isApiLocalePath(url.pathname)
      ? apiLocale({
          lang: url.searchParams.get("lang") ?? url.searchParams.get("l"),
          cookieHeader: request.headers.get("cookie"),
          acceptLanguage: request.headers.get("accept-language"),
        })
      : detectLocale({ cookieHeader: request.headers.get("cookie"), acceptLanguage: request.headers.get("accept-language"), isBot: bot }),
    // Spec §4: PVE is for Pro users; the selected PMC's mode decides.
    mode: account?.pro && account.char.gameMode === "pve" ? "pve" : "pvp",
    isBot: bot,
    viewer: account
      ? { admin: account.user.admin, pro: account.pro, featureMaps: account.user.featureMaps, tournamentEnabled: false, loggedIn: true }
      : ANONYMOUS_VIEWER,
    origin: url.origin,
  };
}
