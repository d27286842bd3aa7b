import type { StatusPageData } from "@raidkit/api";
import { dataStatusLine, formatDuration } from "@raidkit/game";
import type { ReactNode } from "react";
import { useT } from "../../i18n/useT.tsx";
import { useLocale } from "../../shared/rootData.ts";
import { LocalDate } from "../../ui/Figures.tsx";

/** /test: what a developer checks first about the server that answered (spec §2); no secrets. */
export function StatusView(props: { status: StatusPageData }) {
  const t = useT();
  const locale = useLocale();
  const s = props.status;
  const line = dataStatusLine(s.dataStatus, s.checkedAt);
  return (
    <section className="status-page">
      <header className="page-head">
        <h1>{t("status.title")}</h1>
        <p className="page-sub">{t("status.intro")}</p>
      </header>
      <dl className="facts panel" data-testid="server-status">
        <Fact label={t("status.build")}>
          <LocalDate value={s.deployDate} /> · Node {s.node}
        </Fact>
        <Fact label={t("status.instance")}>
          <code data-testid="instance">{s.instance}</code> · {t("status.since")} <LocalDate value={s.startedAt} />
        </Fact>
        <Fact label={t("status.engine")}>{s.engine === "postgres" ? "PostgreSQL" : "SQLite"}</Fact>
        <Fact label={t("status.bus")}>
          {s.bus.kind === "redis" ? "Redis" : t("status.busLocal")} · {s.bus.connected ? t("status.connected") : t("status.disconnected")}
        </Fact>
        <Fact label={t("status.dataVersion")}>
          <code>{s.dataVersion}</code>
        </Fact>
        <Fact label={t("status.prices")}>
          {line.kind === "live" ? (
            <>
              {t("status.live")} <LocalDate value={line.updated} />
            </>
          ) : line.kind === "offline" ? (
            <>
              {t("status.dataOf")} <LocalDate value={line.date} />
            </>
          ) : (
            t("status.noPrices")
          )}
        </Fact>
        <Fact label={t("status.liveImport")}>
          {s.live.on
            ? t("status.liveOn", { prices: formatDuration(s.live.pricesEveryMs / 1000, locale), game: formatDuration(s.live.gameEveryMs / 1000, locale) })
            : t("status.liveOff")}
        </Fact>
      </dl>
    </section>
  );
}

function Fact(props: { label: string; children: ReactNode }) {
  return (
    <div className="fact">
      <dt>{props.label}</dt>
      <dd>{props.children}</dd>
    </div>
  );
}
