import { useSearchParams } from "react-router";
import { ScrollText } from "../features/widgets/ScrollText.tsx";
import { parseScrollText } from "../features/widgets/scrollTextUrl.ts";
import { metaT } from "../i18n/meta.ts";
import { useHydrated } from "../shared/useHydrated.ts";
import type { Route } from "./+types/widgets-scroll-text";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: "Prices · Raidkit widget" },
    { name: "description", content: metaT(matches)("streamers.scroll.metaDescription") },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * /widgets/scroll-text (spec §2, widget layout): scrolling prices for a streaming program, set by its
 * address. The server's page is one for every address (the page cache keys pages by the parameters
 * pages read, pageQuery.ts, and a widget's are endless free text), so the widget reads its address in
 * the browser only: read on the server, a cached page of another address mismatched the browser's
 * render (React error #418, issue 32). Its prices come from the browser anyway.
 */
export default function ScrollTextWidget() {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  if (!hydrated) return <div className="scroll-text" data-testid="scroll-text" aria-busy="true" />;
  return <ScrollText options={parseScrollText(params)} />;
}
