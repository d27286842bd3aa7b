import type { RequestInfo } from "@raidkit/api";
import { ANONYMOUS_VIEWER, detectLocale } from "@raidkit/game";
import { isbot } from "isbot";

/** Locale, game mode and viewer of a request. Accounts (a later issue) will fill the viewer. */
export function requestInfo(request: Request): RequestInfo {
  const url = new URL(request.url);
  const bot = isbot(request.headers.get("user-agent"));
  return {
    locale: detectLocale({ cookieHeader: request.headers.get("cookie"), acceptLanguage: request.headers.get("accept-language"), isBot: bot }),
    mode: "pvp",
    isBot: bot,
    viewer: ANONYMOUS_VIEWER,
    origin: url.origin,
  };
}
