import { formatClock, RAID_CLOCK, raidTimes } from "@raidkit/game";
import { useEffect, useRef } from "react";
import { useT } from "../../i18n/useT.tsx";

/**
 * Spec §2 raid clock: two in-game times at 7x speed, refreshed every 50 ms. The server renders
 * dashes (a cached page must not freeze a time); the browser writes the digits directly.
 */
export function RaidClock() {
  const t = useT();
  const left = useRef<HTMLSpanElement>(null);
  const right = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const tick = () => {
      const [a, b] = raidTimes(Date.now());
      if (left.current) left.current.textContent = formatClock(a);
      if (right.current) right.current.textContent = formatClock(b);
    };
    tick();
    const timer = setInterval(tick, RAID_CLOCK.refreshMs);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="raid-clock" role="timer" title={t("header.raidTime")} aria-label={t("header.raidTime")}>
      <span ref={left} className="num">
        --:--:--
      </span>
      <span ref={right} className="num">
        --:--:--
      </span>
    </div>
  );
}
