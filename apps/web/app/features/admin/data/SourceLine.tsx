import type { AdminDataSource } from "@raidkit/api";
import { useT } from "../../../i18n/useT.tsx";
import { LocalDate } from "../../../ui/Figures.tsx";

/** Where the rows come from: the data pack (its version), or the live source's import (its date). */
export function SourceLine(props: { source: AdminDataSource }) {
  const t = useT();
  const { source } = props;
  return (
    <p className="small admin-data-source" data-testid="admin-data-source">
      <span className={`badge ${source.used === "live" ? "live" : ""}`}>{t(`admin.data.source.${source.used}`)}</span>{" "}
      {source.used === "live" ? (
        <>
          {t("admin.data.source.liveFrom", { source: source.liveSource ?? "?" })} <LocalDate value={source.liveUpdated} />
        </>
      ) : (
        <span className="muted">
          {t("admin.data.source.packVersion", { hash: (source.packHash ?? "?").slice(0, 10) })}
          {source.liveUpdated === null ? ` · ${t("admin.data.source.noLive")}` : ""}
        </span>
      )}
    </p>
  );
}
