import type { BuildStats } from "@raidkit/game";
import { formatNumber } from "@raidkit/game";
import { useT } from "../../i18n/useT.tsx";
import { useLocale } from "../../shared/rootData.ts";
import { signed } from "./figures.ts";

/** The build's figures as the game's inspect screen shows them, recomputed on every change. */
export function BuildStatsPanel(props: { stats: BuildStats; base: { ergonomics: number; recoilVertical: number; recoilHorizontal: number } }) {
  const t = useT();
  const locale = useLocale();
  const s = props.stats;
  const na = <span className="muted">{t("loadouts.builder.notInData")}</span>;
  const rows: [string, React.ReactNode, string?][] = [
    ["ergonomics", formatNumber(s.ergonomics, locale), `${t("loadouts.builder.base")} ${props.base.ergonomics}`],
    ["recoilVertical", formatNumber(s.recoilVertical, locale), `${t("loadouts.builder.base")} ${props.base.recoilVertical}`],
    ["recoilHorizontal", formatNumber(s.recoilHorizontal, locale), `${t("loadouts.builder.base")} ${props.base.recoilHorizontal}`],
    ["recoilChange", `${signed(s.recoilChange * 100, locale)} %`],
    ["accuracyChange", `${signed(s.accuracyChange * 100, locale)} %`],
    [
      "weight",
      `${formatNumber(s.weight, locale, 3)} kg`,
      s.loadedRoundsWeight !== null ? t("loadouts.builder.loaded", { kg: formatNumber(s.weight + s.loadedRoundsWeight, locale, 3) }) : undefined,
    ],
    ["effectiveDistance", s.effectiveDistance !== null ? `${formatNumber(s.effectiveDistance, locale)} m` : na],
    ["fireModes", s.fireModes.join(", ") || na],
    ["fireRate", `${formatNumber(s.fireRate, locale)} ${t("loadouts.builder.rpm")}`],
    ["caliber", s.caliber.replace(/^Caliber/, "")],
    ["magazineCapacity", s.magazineCapacity !== null ? formatNumber(s.magazineCapacity, locale) : "—"],
    ["velocity", s.velocity !== null ? `${formatNumber(s.velocity, locale)} m/s` : "—"],
  ];
  return (
    <section className="panel build-stats" aria-labelledby="build-stats-title">
      <h2 id="build-stats-title">{t("loadouts.builder.stats")}</h2>
      <dl className="stat-list">
        {rows.map(([key, value, note]) => (
          <div key={key} className="stat-row" data-stat={key}>
            <dt>{t(`loadouts.builder.${key}`)}</dt>
            <dd>
              <span className="num">{value}</span>
              {note && <span className="small muted"> {note}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
