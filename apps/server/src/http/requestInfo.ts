import type { RequestInfo } from "@raidkit/api";
import { ANONYMOUS_VIEWER, detectLocale } from "@raidkit/game";
import { isbot } from "isbot";
import { requestAccount } from "./requestState.ts";

/** Locale, game mode and viewer of a request (the viewer from its session's account). */
export function requestInfo(request: Request): RequestInfo {
  const url = new URL(request.url);
  const bot = isbot(request.headers.get("user-agent"));
  const account = requestAccount(request);
  return {
    locale: detectLocale({ cookieHeader: request.headers.get("cookie"), acceptLanguage: request.headers.get("accept-language"), isBot: bot }),
    // Spec §4: PVE is for Pro users; the selected PMC's mode decides.
    mode: account?.pro && account.char.gameMode === "pve" ? "pve" : "pvp",
    isBot: bot,
    viewer: account
      ? { admin: account.user.admin, pro: account.pro, featureMaps: account.user.featureMaps, tournamentEnabled: false, loggedIn: true }
      : ANONYMOUS_VIEWER,
    origin: url.origin,
  };
}
