import type { CalculatorData } from "@raidkit/api";
import {
  bestPerStation,
  builtLevels,
  contentImage,
  formatDuration,
  formatPrice,
  hideoutImageUrl,
  recipeLock,
  recipeLocksOf,
  recipeProfit,
  withFarmCards,
} from "@raidkit/game";
import { useMemo } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { YourPriceTag } from "../../shared/MyPrice.tsx";
import { PriceTypesHelp } from "../../shared/PriceTypes.tsx";
import { useImageHost, useLocale } from "../../shared/rootData.ts";
import { Picture } from "../../ui/Picture.tsx";
import { openAcquisitions, progressOf } from "./acquisitions.ts";
import { CraftRunsProvider, craftStations } from "./craftRunsStore.tsx";
import { RunningCrafts, RunRecipeButton } from "./RunningCrafts.tsx";
import { StationLevels } from "./StationLevels.tsx";
import { useFarmCards } from "./useFarmCards.ts";
import { type CalcContext, useCalcContext } from "./useProfitSettings.ts";

/**
 * /hideout: each station's best open craft for the character, and what the hideout makes per day
 * (issue 5); the crafts the player runs (issue 32 item 3), read once for the panel and the rows.
 */
export function HideoutView(props: { data: CalculatorData }) {
  const stationOf = useMemo(() => craftStations(props.data), [props.data]);
  const ctx = useCalcContext(props.data);
  // A recipe locked for the character cannot be started (issue 32); the best crafts shown are open ones.
  const lockOf = useMemo(() => recipeLocksOf(props.data, progressOf(ctx)), [props.data, ctx]);
  return (
    <CraftRunsProvider stationOf={stationOf} lockOf={lockOf}>
      <HideoutViewBody {...props} ctx={ctx} />
    </CraftRunsProvider>
  );
}

function HideoutViewBody(props: { data: CalculatorData; ctx: CalcContext }) {
  const t = useT();
  const locale = useLocale();
  const { data, ctx } = props;
  const [farmCards] = useFarmCards();
  const result = useMemo(() => {
    const lookup = (uid: string) => data.items[uid]?.prices;
    const levels = builtLevels(ctx.modulesBuilt);
    const progress = progressOf(ctx);
    const made = openAcquisitions(data, ctx);
    return bestPerStation(
      data.crafts
        .map((craft) => withFarmCards(craft, data.bitcoin.bitcoinUid, farmCards))
        .map((c) => ({
          ...c,
          profit: recipeProfit(c, lookup, ctx.settings, ctx.fuelPerHour, made),
          locked: recipeLock({ kind: "craft", stationId: c.stationId, level: c.level }, progress, levels) !== null,
        })),
    );
  }, [data, ctx, farmCards]);
  const money = (v: number) => formatPrice(Math.round(v), locale);
  const imageHost = useImageHost();
  const stationName = (id: string) => data.stations.find((s) => s.id === id)?.name ?? id;
  const stationImage = (id: string) => {
    const station = data.stations.find((s) => s.id === id);
    return station ? contentImage(hideoutImageUrl(imageHost, station.englishName), station.imageLink) : null;
  };
  const stations = [...result.stations].sort((a, b) => (b.best?.profit.profitPerHour ?? -Infinity) - (a.best?.profit.profitPerHour ?? -Infinity));
  return (
    <section className="calculator hideout-profit">
      <header className="page-head">
        <h1>{t("calc.hideout.title")}</h1>
        <p className="page-sub">{t("calc.hideout.intro")}</p>
        <p className="muted small quality-note">{t("calc.qualityNote")}</p>
        <PriceTypesHelp />
      </header>
      {!ctx.loggedIn && (
        <p className="hint-bar">
          {t("calc.visitorHint")} <Link to="/user">{t("header.login")}</Link>
        </p>
      )}
      <StationLevels data={data} />
      <RunningCrafts data={data} kind="craft" />
      <p className="panel hideout-total">
        {t("calc.hideout.perDay")} <strong className="num up">{money(result.profitPerDay)}</strong>
      </p>
      <div className="table-scroll">
        <table className="market-table recipe-table hideout-table">
          <thead>
            <tr>
              <th className="col-station">{t("calc.station")}</th>
              <th className="col-name">{t("calc.hideout.best")}</th>
              <th className="col-time">{t("calc.time")}</th>
              <th>{t("calc.perHour")}</th>
              <th>{t("calc.hideout.day")}</th>
              <th>{t("calc.hideout.open")}</th>
            </tr>
          </thead>
          <tbody>
            {stations.map((s) => {
              const best = s.best;
              const out = best ? data.items[best.output.uid] : undefined;
              return (
                <tr key={s.stationId} className={best ? "" : "locked"}>
                  <td className="col-station">
                    <Picture src={stationImage(s.stationId)} name={stationName(s.stationId)} kind="hideout" />
                    {stationName(s.stationId)}
                  </td>
                  <td className="col-name">
                    {best && out ? (
                      <>
                        <Link to={`/item/${out.url}`}>
                          {best.output.count > 1 ? `${best.output.count} × ` : ""}
                          {out.name}
                        </Link>
                        {/* The figure uses the player's own price of the product or an input (issue 32 item 1). */}
                        {[best.profit.output, ...best.profit.inputs].some((part) => part.source === "custom") && (
                          <>
                            {" "}
                            <YourPriceTag />
                          </>
                        )}{" "}
                        <RunRecipeButton kind="craft" recipeId={best.id} seconds={best.profit.seconds} name={out.name} compact />
                      </>
                    ) : (
                      <span className="muted">{t("calc.hideout.none")}</span>
                    )}
                  </td>
                  <td className="num col-time">{best?.profit.seconds ? formatDuration(best.profit.seconds, locale) : "—"}</td>
                  <td className="num">{best ? money(best.profit.profitPerHour ?? 0) : "—"}</td>
                  <td className="num">{best ? money(Math.max(0, (best.profit.profitPerHour ?? 0) * 24)) : "—"}</td>
                  <td className="num">{s.open}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="muted small">
        {t("calc.hideout.note")} <Link to="/crafts">{t("calc.crafts.title")}</Link>
      </p>
    </section>
  );
}
