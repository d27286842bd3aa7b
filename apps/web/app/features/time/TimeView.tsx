import { formatClock, RAID_CLOCK, raidTimes } from "@raidkit/game";
import { useEffect, useRef } from "react";
import { useT } from "../../i18n/useT.tsx";

/** Zones shown beside the raid clocks: UTC, Moscow (the game's reference time) and the visitor's own. */
const ZONES = [
  { key: "utc", zone: "UTC" },
  { key: "moscow", zone: "Europe/Moscow" },
  { key: "local", zone: undefined },
] as const;

function clockIn(now: Date, zone: string | undefined): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" }).format(now);
}

/** /time: both raid clocks large, and the time in UTC, Moscow and the visitor's zone (spec §2 "Servers time"). */
export function TimeView() {
  const t = useT();
  const raid = useRef<(HTMLSpanElement | null)[]>([]);
  const zones = useRef<(HTMLSpanElement | null)[]>([]);
  useEffect(() => {
    const tick = () => {
      const now = Date.now();
      raidTimes(now).forEach((ms, i) => {
        const el = raid.current[i];
        if (el) el.textContent = formatClock(ms);
      });
      ZONES.forEach((z, i) => {
        const el = zones.current[i];
        if (el) el.textContent = clockIn(new Date(now), z.zone);
      });
    };
    tick();
    const timer = setInterval(tick, RAID_CLOCK.refreshMs);
    return () => clearInterval(timer);
  }, []);
  return (
    <section className="time-page">
      <header className="page-head">
        <h1>{t("time.title")}</h1>
        <p className="page-sub">{t("time.intro")}</p>
      </header>
      <div className="time-grid">
        {[t("time.raidLeft"), t("time.raidRight")].map((label, i) => (
          <div className="panel time-card big" key={label}>
            <h2>{label}</h2>
            <span
              className="num time-value"
              ref={(el) => {
                raid.current[i] = el;
              }}
            >
              --:--:--
            </span>
          </div>
        ))}
        {ZONES.map((z, i) => (
          <div className="panel time-card" key={z.key}>
            <h2>{t(`time.${z.key}`)}</h2>
            <span
              className="num time-value"
              ref={(el) => {
                zones.current[i] = el;
              }}
            >
              --:--:--
            </span>
          </div>
        ))}
      </div>
      <p className="muted small">{t("time.note")}</p>
    </section>
  );
}
