import type { CalculatorData } from "@raidkit/api";
import { bitcoinFarm, bitcoinFarmCurve, formatDuration, formatNumber, formatPrice, inputCost, MAX_GPUS, outputValue } from "@raidkit/game";
import { useState } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { useLocale } from "../../shared/rootData.ts";
import { explainPart, fieldFor } from "./explain.ts";
import { useCalcContext } from "./useProfitSettings.ts";

/** Daily profit against the card count, as a small SVG chart. */
function ProfitCurve(props: { points: { gpus: number; profitPerDay: number }[]; current: number; label: string }) {
  const w = 600;
  const h = 180;
  const pad = 28;
  const values = props.points.map((p) => p.profitPerDay);
  const min = Math.min(0, ...values);
  const max = Math.max(1, ...values);
  const x = (gpus: number) => pad + ((gpus - 1) / (MAX_GPUS - 1)) * (w - 2 * pad);
  const y = (v: number) => h - pad - ((v - min) / (max - min)) * (h - 2 * pad);
  const line = props.points.map((p) => `${x(p.gpus).toFixed(1)},${y(p.profitPerDay).toFixed(1)}`).join(" ");
  const current = props.points.find((p) => p.gpus === props.current);
  return (
    <svg className="btc-chart" viewBox={`0 0 ${w} ${h}`} role="img" aria-label={props.label}>
      <line x1={pad} x2={w - pad} y1={y(0)} y2={y(0)} className="axis" />
      <polyline points={line} className="curve" />
      {current && <circle cx={x(current.gpus)} cy={y(current.profitPerDay)} r={4} className="dot" />}
      <text x={pad} y={h - 6} className="tick">
        1
      </text>
      <text x={w - pad} y={h - 6} className="tick" textAnchor="end">
        {MAX_GPUS}
      </text>
    </svg>
  );
}

/** /btc-farm: bitcoins per day, income, fuel, profit and payback for 1–50 graphics cards (issue 5). */
export function BtcFarmView(props: { data: CalculatorData }) {
  const t = useT();
  const locale = useLocale();
  const { data } = props;
  const ctx = useCalcContext(data);
  const [gpus, setGpus] = useState(MAX_GPUS);
  const btcItem = data.items[data.bitcoin.bitcoinUid];
  const gpuItem = data.items[data.bitcoin.gpuUid];
  if (!data.bitcoin.baseSeconds || !btcItem || !gpuItem) return <p className="empty-state">{t("calc.btc.noData")}</p>;
  const btc = outputValue(btcItem.prices, 1, ctx.settings);
  const gpu = inputCost(gpuItem.prices, 1, ctx.settings);
  const input = { baseSeconds: data.bitcoin.baseSeconds, bitcoinPrice: btc.total ?? 0, gpuPrice: gpu.unit ?? 0, fuelPerHour: ctx.fuelPerHour };
  const f = bitcoinFarm({ ...input, gpus });
  const curve = bitcoinFarmCurve(input);
  const money = (v: number) => formatPrice(Math.round(v), locale);
  return (
    <section className="calculator btc-farm">
      <header className="page-head">
        <h1>{t("calc.btc.title")}</h1>
        <p className="page-sub">{t("calc.btc.intro")}</p>
      </header>
      {!ctx.loggedIn && (
        <p className="hint-bar">
          {t("calc.visitorHint")} <Link to="/user">{t("header.login")}</Link>
        </p>
      )}
      <div className="panel">
        <label className="gpu-slider">
          <span>{t("calc.btc.gpus")}</span>
          <input type="range" min={1} max={MAX_GPUS} value={gpus} onChange={(e) => setGpus(Number(e.target.value))} />
          <input type="number" min={1} max={MAX_GPUS} value={gpus} onChange={(e) => setGpus(Math.min(MAX_GPUS, Math.max(1, Number(e.target.value) || 1)))} />
        </label>
        <dl className="kv btc-figures">
          <dt>{t("calc.btc.hoursPerBitcoin")}</dt>
          <dd className="num">{formatDuration(f.hoursPerBitcoin * 3600, locale)}</dd>
          <dt>{t("calc.btc.perDay")}</dt>
          <dd className="num">{formatNumber(f.bitcoinsPerDay, locale, 3)}</dd>
          <dt>{t("calc.btc.bitcoinPrice")}</dt>
          <dd className="num" title={explainPart(btc, btcItem, fieldFor(ctx.settings, "sell"), locale, t)}>
            {money(input.bitcoinPrice)}
          </dd>
          <dt>{t("calc.btc.income")}</dt>
          <dd className="num">{money(f.incomePerDay)}</dd>
          <dt>{t("calc.fuel")}</dt>
          <dd className="num">{ctx.fuelPerHour === null ? t("calc.btc.fuelOff") : money(f.fuelPerDay)}</dd>
          <dt>{t("calc.btc.profit")}</dt>
          <dd className={`num ${f.profitPerDay > 0 ? "up" : "down"}`}>{money(f.profitPerDay)}</dd>
          <dt>{t("calc.btc.gpuCost")}</dt>
          <dd className="num" title={explainPart(gpu, gpuItem, fieldFor(ctx.settings, "buy"), locale, t)}>
            {money(f.gpuCost)}
          </dd>
          <dt>{t("calc.btc.payback")}</dt>
          <dd className="num">{f.paybackDays === null ? "—" : t("calc.btc.days", { days: formatNumber(f.paybackDays, locale, 1) })}</dd>
        </dl>
      </div>
      <div className="panel">
        <h2>{t("calc.btc.chart")}</h2>
        <ProfitCurve points={curve} current={gpus} label={t("calc.btc.chart")} />
      </div>
    </section>
  );
}
