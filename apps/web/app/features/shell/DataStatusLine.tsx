import { type DataStatus, dataStatusLine, formatAgo, formatDate, type Locale } from "@raidkit/game";
import { useEffect, useState } from "react";
import { useT } from "../../i18n/useT.tsx";

/**
 * The footer's status line (decision 021): "Live, updated 2 minutes ago" or "Offline: data of
 * 10.12.25", per the viewer's game mode. The server (and the hydrating browser) render the data's
 * date only, which needs no clock; the live/offline wording and the age follow once the page runs,
 * from the browser's clock, so neither a cached page nor hydration ever shows a stale age.
 */
export function DataStatusLine(props: { status: DataStatus; locale: Locale; zone: string }) {
  const t = useT();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const { status } = props;
  if (now === null) {
    const date = Math.max(status.liveUpdated ?? 0, status.dataDate ?? 0);
    return (
      <span className="data-status" data-state="pending">
        {date > 0 ? t("footer.dataOf", { date: formatDate(date, props.zone) }) : t("footer.dataNone")}
      </span>
    );
  }
  const line = dataStatusLine(status, now);
  if (line.kind === "live" && line.updated === null) {
    return (
      <span className="data-status" data-state="live">
        {t("footer.dataLiveTimeUnknown")}
      </span>
    );
  }
  if (line.kind === "live" && line.updated !== null) {
    return (
      <span className="data-status" data-state="live" title={new Date(line.updated).toISOString()}>
        {t("footer.dataLive", { ago: formatAgo(line.updated, now, props.locale) })}
      </span>
    );
  }
  if (line.kind === "offline") {
    return (
      <span className="data-status" data-state="offline" title={new Date(line.date).toISOString()}>
        {t("footer.dataOffline", { date: formatDate(line.date, props.zone).slice(0, 8) })}
      </span>
    );
  }
  return (
    <span className="data-status" data-state="offline">
      {t("footer.dataNone")}
    </span>
  );
}
