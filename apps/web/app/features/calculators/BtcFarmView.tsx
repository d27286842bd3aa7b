import type { CalculatorData } from "@raidkit/api";
import {
  bitcoinFarm,
  bitcoinFarmCurve,
  bitcoinStorage,
  ELITE_HIDEOUT_MANAGEMENT,
  formatDuration,
  formatNumber,
  formatPrice,
  inputCost,
  MAX_GPUS,
  outputValue,
  type PricedPart,
} from "@raidkit/game";
import { useState } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { useLocale } from "../../shared/rootData.ts";
import { LiveControls } from "../../ui/LiveControls.tsx";
import { BtcProfitCurve } from "./BtcProfitCurve.tsx";
import { explainPart, fieldFor } from "./explain.ts";
import { useFarmCards } from "./useFarmCards.ts";
import { useCalcContext } from "./useProfitSettings.ts";

/** The collection interval's input bounds, in hours (half an hour to a month). */
const MIN_COLLECT_HOURS = 0.5;
const MAX_COLLECT_HOURS = 720;

/** The hours typed in the "collect every" field, or null when empty or out of bounds (then: at the fill time). */
function collectHoursOf(text: string | null): number | null {
  if (text === null || text.trim() === "") return null;
  const hours = Number(text);
  return Number.isFinite(hours) && hours >= MIN_COLLECT_HOURS && hours <= MAX_COLLECT_HOURS ? hours : null;
}

/**
 * /btc-farm: bitcoins per day, income, fuel, profit and payback for 1–50 graphics cards (issue 5);
 * the farm stops when its storage (the data's 3, 5 with elite Hideout Management) is full, so the
 * page shows how long it takes to fill and what collecting less often than that loses.
 */
export function BtcFarmView(props: { data: CalculatorData }) {
  const t = useT();
  const locale = useLocale();
  const { data } = props;
  const ctx = useCalcContext(data);
  // The cards the player has, kept in this browser: the crafts and hideout pages price the farm with them.
  const [gpus, setGpus] = useFarmCards();
  const [elite, setElite] = useState(ctx.settings.hideoutManagement >= ELITE_HIDEOUT_MANAGEMENT);
  const [collectText, setCollectText] = useState<string | null>(null);
  const btcItem = data.items[data.bitcoin.bitcoinUid];
  const gpuItem = data.items[data.bitcoin.gpuUid];
  const fuelTank = ctx.farmFuel.tank ? data.items[data.fuelTanks[ctx.farmFuel.tank]] : undefined;
  if (!data.bitcoin.baseSeconds || !btcItem || !gpuItem) return <p className="empty-state">{t("calc.btc.noData")}</p>;
  const btc = outputValue(btcItem.prices, 1, ctx.settings);
  const gpu = inputCost(gpuItem.prices, 1, ctx.settings);
  const limit = data.bitcoin.storage;
  const storage = limit === null ? null : bitcoinStorage(limit, data.bitcoin.eliteExtraStorage, elite ? ELITE_HIDEOUT_MANAGEMENT : 0);
  const collectEveryHours = collectHoursOf(collectText);
  const input = {
    baseSeconds: data.bitcoin.baseSeconds,
    bitcoinPrice: btc.total ?? 0,
    gpuPrice: gpu.unit ?? 0,
    // The farm runs on the generator: its fuel always counts (the player's tank, else the cheaper one).
    fuelPerHour: ctx.farmFuel.perHour,
    storage,
    collectEveryHours,
  };
  const f = bitcoinFarm({ ...input, gpus });
  /** Where a price came from, shown beside it (the hover text has the details). */
  const priceSource = (part: PricedPart) =>
    part.source === "trader"
      ? t("calc.source.trader", { trader: part.trader ?? "" })
      : part.source === "flea"
        ? `${t("calc.source.flea")}, ${t(`account.priceField.${part.field ?? "price"}`)}`
        : part.source
          ? t(`calc.source.${part.source}`)
          : "";
  const curve = bitcoinFarmCurve(input);
  const money = (v: number) => formatPrice(Math.round(v), locale);
  // Without a trusted price (priceQuality.ts) a figure that needs it is not known: a dash, never a made-up 0 ₽.
  const btcKnown = btc.total !== null;
  const gpuKnown = gpu.unit !== null;
  const orDash = (known: boolean, v: number) => (known ? money(v) : "—");
  const fillText = f.fillHours === null ? "" : String(Math.round(f.fillHours * 10) / 10);
  return (
    <section className="calculator btc-farm">
      <header className="page-head">
        <h1>{t("calc.btc.title")}</h1>
        <p className="page-sub">{t("calc.btc.intro")}</p>
        <p className="muted small quality-note">{t("calc.qualityNote")}</p>
      </header>
      {!ctx.loggedIn && (
        <p className="hint-bar">
          {t("calc.visitorHint")} <Link to="/user">{t("header.login")}</Link>
        </p>
      )}
      {(!btcKnown || !gpuKnown) && (
        <p className="hint-bar" data-testid="btc-unpriced">
          {t("calc.btc.unpriced", { item: !btcKnown ? btcItem.name : gpuItem.name })}
        </p>
      )}
      <div className="panel">
        <LiveControls>
          <label className="gpu-slider">
            <span>{t("calc.btc.gpus")}</span>
            <input type="range" min={1} max={MAX_GPUS} value={gpus} onChange={(e) => setGpus(Number(e.target.value))} />
            <input type="number" min={1} max={MAX_GPUS} value={gpus} onChange={(e) => setGpus(Math.min(MAX_GPUS, Math.max(1, Number(e.target.value) || 1)))} />
          </label>
          {storage !== null && (
            <div className="fee-inputs btc-collect">
              <label>
                <span>{t("calc.btc.collectEvery")}</span>
                <input
                  type="number"
                  min={MIN_COLLECT_HOURS}
                  max={MAX_COLLECT_HOURS}
                  step={0.5}
                  value={collectText ?? fillText}
                  onChange={(e) => setCollectText(e.target.value)}
                  onBlur={() => collectEveryHours === null && setCollectText(null)}
                />
              </label>
              {data.bitcoin.eliteExtraStorage > 0 && (
                <label className="check">
                  <input type="checkbox" checked={elite} onChange={(e) => setElite(e.target.checked)} />{" "}
                  {t("calc.btc.elite", { extra: data.bitcoin.eliteExtraStorage })}
                </label>
              )}
            </div>
          )}
          {f.fillHours !== null && <p className="muted small">{t("calc.btc.collectHint", { time: formatDuration(f.fillHours * 3600, locale) })}</p>}
          <dl className="kv btc-figures">
            <dt>{t("calc.btc.hoursPerBitcoin")}</dt>
            <dd className="num">{formatDuration(f.hoursPerBitcoin * 3600, locale)}</dd>
            {f.storage !== null && f.fillHours !== null && (
              <>
                <dt>{t("calc.btc.storage")}</dt>
                <dd className="num">{t("calc.btc.bitcoins", { count: f.storage })}</dd>
                <dt>{t("calc.btc.fillTime")}</dt>
                <dd className="num" data-testid="btc-fill">
                  {formatDuration(f.fillHours * 3600, locale)}
                </dd>
              </>
            )}
            <dt>{t("calc.btc.perDay")}</dt>
            <dd className="num" data-testid="btc-per-day">
              {formatNumber(f.bitcoinsPerDay, locale, 3)}
              {f.lostPerDay > 0 && <span className="muted"> / {formatNumber(f.maxBitcoinsPerDay, locale, 3)}</span>}
            </dd>
            {f.storage !== null && (
              <>
                <dt>{t("calc.btc.lost")}</dt>
                <dd className={`num ${f.lostPerDay > 0 ? "down" : ""}`} data-testid="btc-lost">
                  {`${formatNumber(f.lostPerDay, locale, 3)} · ${orDash(btcKnown, f.lostIncomePerDay)}`}
                </dd>
              </>
            )}
            <dt>{t("calc.btc.bitcoinPrice")}</dt>
            <dd className="num" title={explainPart(btc, btcItem, fieldFor(ctx.settings, "sell"), locale, t)} data-testid="btc-price">
              {orDash(btcKnown, input.bitcoinPrice)}
              {btcKnown && <span className="muted small"> · {priceSource(btc)}</span>}
            </dd>
            <dt>{t("calc.btc.income")}</dt>
            <dd className="num">{orDash(btcKnown, f.incomePerDay)}</dd>
            <dt>{t("calc.fuel")}</dt>
            <dd className="num" data-testid="btc-fuel">
              {ctx.farmFuel.perHour === null ? "—" : money(f.fuelPerDay)}
              {ctx.farmFuel.perHour !== null && fuelTank && <span className="muted small"> · {fuelTank.name}</span>}
            </dd>
            <dt>{t("calc.btc.profit")}</dt>
            <dd className={`num ${!btcKnown ? "" : f.profitPerDay > 0 ? "up" : "down"}`} data-testid="btc-profit">
              {orDash(btcKnown, f.profitPerDay)}
            </dd>
            <dt>{t("calc.btc.gpuCost")}</dt>
            <dd className="num" title={explainPart(gpu, gpuItem, fieldFor(ctx.settings, "buy"), locale, t)} data-testid="btc-gpu-cost">
              {orDash(gpuKnown, f.gpuCost)}
              {gpuKnown && <span className="muted small"> · {priceSource(gpu)}</span>}
            </dd>
            <dt>{t("calc.btc.payback")}</dt>
            <dd className="num" data-testid="btc-payback">
              {f.paybackDays === null || !btcKnown || !gpuKnown ? "—" : t("calc.btc.days", { days: formatNumber(f.paybackDays, locale, 1) })}
            </dd>
          </dl>
        </LiveControls>
      </div>
      <div className="panel">
        <h2>{t("calc.btc.chart")}</h2>
        <BtcProfitCurve points={curve} current={gpus} label={t("calc.btc.chart")} locale={locale} />
      </div>
    </section>
  );
}
