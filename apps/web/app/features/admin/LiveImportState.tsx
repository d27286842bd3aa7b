import type { LiveImportState as State } from "@raidkit/api";
import { formatNumber } from "@raidkit/game";
import { useT } from "../../i18n/useT.tsx";
import { useLocale } from "../../shared/rootData.ts";
import { LocalDate } from "../../ui/Figures.tsx";

/** What the live imports did last (/admin/global-settings, beside their switches). */
export function LiveImportState({ live }: { live: State }) {
  const t = useT();
  const locale = useLocale();
  if (live.prices.length === 0 && live.gameData.length === 0 && live.leases.length === 0) {
    return <p className="small muted">{t("admin.settings.liveNone")}</p>;
  }
  return (
    <div className="table-scroll" data-testid="live-import-state">
      <table className="data-table small">
        <tbody>
          {live.prices.map((p) => (
            <tr key={`${p.mode}-${p.status}`} className={p.status === "failed" ? "log-error" : undefined}>
              <td>
                {t("admin.settings.live.prices")} {p.mode.toUpperCase()}
              </td>
              <td className="num">
                <LocalDate value={p.finishedAt} />
              </td>
              <td>{p.status}</td>
              <td className="num">{formatNumber(p.items, locale)}</td>
              <td className="break">{p.error ?? ""}</td>
            </tr>
          ))}
          {live.gameData.map((g) => (
            <tr key={`${g.kind}-${g.mode}`}>
              <td>
                {g.kind} {g.mode === "any" ? "" : g.mode.toUpperCase()}
              </td>
              <td className="num">
                <LocalDate value={g.updated} />
              </td>
              <td>ok</td>
              <td className="num">{formatNumber(g.records, locale)}</td>
              <td />
            </tr>
          ))}
          {live.leases.map((l) => (
            <tr key={l.name}>
              <td>{t("admin.settings.lease", { name: l.name })}</td>
              <td className="num">
                <LocalDate value={l.expiresAt} />
              </td>
              <td className="mono" colSpan={3}>
                {l.holder}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
