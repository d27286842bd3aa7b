import { useSearchParams } from "react-router";
import { ScrollText } from "../features/widgets/ScrollText.tsx";
import { parseScrollText } from "../features/widgets/scrollTextUrl.ts";

export function meta() {
  return [{ title: "Prices · Raidkit widget" }, { name: "robots", content: "noindex" }];
}

/** /widgets/scroll-text (spec §2, widget layout): scrolling prices for a streaming program, set by its address. */
export default function ScrollTextWidget() {
  const [params] = useSearchParams();
  return <ScrollText options={parseScrollText(params)} />;
}
