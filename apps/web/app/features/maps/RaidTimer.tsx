import { formatRaidClock, type PilotRaid, raidTimer } from "@raidkit/game";
import { useEffect, useState } from "react";
import { useT } from "../../i18n/useT.tsx";

/**
 * The raid timer (issue 20): with the pilot reporting a raid on this map, the time in it and what
 * is left of the map's raid length for the raid's mode, ticking each second.
 */
export function RaidTimer(props: { raid: PilotRaid; map: { slug: string; raidMinutes: number | null; raidMinutesPve: number | null } }) {
  const t = useT();
  const [now, setNow] = useState(() => Date.now());
  const running = props.raid.phase === "raid" && props.raid.map === props.map.slug;
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  const timer = raidTimer(props.raid, props.map, now);
  if (!timer) return null;
  return (
    <div className="fact raid-timer" data-testid="raid-timer">
      <dt>{t("maps.inRaid")}</dt>
      <dd className="num" role="timer">
        {formatRaidClock(timer.elapsedMs)}
        {timer.leftMs !== null && ` · ${t("maps.raidLeft", { time: formatRaidClock(timer.leftMs) })}`}
      </dd>
    </div>
  );
}
