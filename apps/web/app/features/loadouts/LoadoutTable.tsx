import type { LoadoutView } from "@raidkit/api";
import { formatNumber } from "@raidkit/game";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { useLocale } from "../../shared/rootData.ts";

/** The builder's address of a saved loadout. */
export const loadoutPath = (l: LoadoutView) => `/loadouts/weapon/${l.weaponId}/${l.id}`;

/**
 * Loadouts as a dense table: title, weapon, figures, today's price, likes, and the row's own actions.
 * On a phone the title, price, likes and actions stay; the weapon moves under the title and the
 * figures fold away (the builder shows them all), so the table fits 390 px (issue 32).
 */
export function LoadoutTable(props: { loadouts: LoadoutView[]; actions: (l: LoadoutView) => ReactNode }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="table-scroll">
      <table className="data-table loadout-table">
        <thead>
          <tr>
            <th>{t("loadouts.list.title")}</th>
            <th className="col-weapon">{t("loadouts.list.weapon")}</th>
            <th className="num col-figure">{t("loadouts.builder.ergonomics")}</th>
            <th className="num col-figure">{t("loadouts.list.recoil")}</th>
            <th className="num col-figure">{t("loadouts.builder.weight")}</th>
            <th className="num col-price">{t("loadouts.builder.price")}</th>
            <th className="num col-likes">{t("loadouts.list.likes")}</th>
            <th className="col-actions">
              <span className="visually-hidden">{t("loadouts.list.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.loadouts.map((l) => (
            <tr key={l.id} data-loadout={l.id}>
              <td>
                <Link to={loadoutPath(l)}>{l.title}</Link>
                <span className="small muted">
                  {" "}
                  {l.public ? t("loadouts.list.published") : t("loadouts.list.private")}
                  {l.author && !l.mine ? ` · ${t("loadouts.search.by", { author: l.author })}` : ""}
                </span>
                {l.conflicts > 0 && <span className="small warn-text"> · {t("loadouts.list.conflicts", { count: l.conflicts })}</span>}
                <span className="small muted loadout-weapon-inline"> · {l.weaponShortName}</span>
              </td>
              <td className="col-weapon">
                {l.weaponShortName}
                {l.category && <span className="small muted"> · {t(`loadouts.categories.${l.category}`)}</span>}
              </td>
              <td className="num col-figure">{formatNumber(l.stats.ergonomics, locale)}</td>
              <td className="num col-figure">
                {formatNumber(l.stats.recoilVertical, locale)} / {formatNumber(l.stats.recoilHorizontal, locale)}
              </td>
              <td className="num col-figure">{formatNumber(l.stats.weight, locale, 2)} kg</td>
              <td className="num col-price">{l.price === null ? "—" : `${formatNumber(l.price, locale)} ₽`}</td>
              <td className="num col-likes">{formatNumber(l.likes, locale)}</td>
              <td className="col-actions">
                <div className="row-actions">{props.actions(l)}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
