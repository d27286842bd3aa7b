import { isLocale } from "@raidkit/game";
import { useSearchParams } from "react-router";
import { ChallengeStandings } from "../features/widgets/ChallengeStandings.tsx";
import { WIDGET_REFRESH_MS } from "../features/widgets/ScrollText.tsx";
import { useChallenge } from "../features/widgets/useChallenge.ts";
import { metaT } from "../i18n/meta.ts";
import type { Route } from "./+types/widgets-streamer-challenge";

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: "Streamer challenge · Raidkit widget" },
    { name: "description", content: metaT(matches)("streamers.challenge.metaDescription") },
    { name: "robots", content: "noindex" },
  ];
}

/** /widgets/streamer-challenge (spec §2, empty layout): the standings for an overlay, read again every minute. */
export default function StreamerChallengeWidget() {
  const [params] = useSearchParams();
  const l = params.get("l");
  const { challenge } = useChallenge(WIDGET_REFRESH_MS);
  if (!challenge) return null;
  return <ChallengeStandings challenge={challenge} locale={isLocale(l) ? l : "en"} now={Date.now()} compact />;
}
