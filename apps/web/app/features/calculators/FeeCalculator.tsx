import { type FleaTax, feeReductionFactor, fleaFee, formatNumber, formatPercent, formatPrice, MAX_SKILL } from "@raidkit/game";
import { useId, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { useOptionalAccount } from "../../shared/account/AccountContext.tsx";
import { useLocale } from "../../shared/rootData.ts";

const MAX_PRICE = 1_000_000_000;
const MAX_COUNT = 1000;

/**
 * The flea fee of an offer (issue 5): price per item or for the whole stack ("require for all
 * items in offer"), count, Intelligence Center 3 and hideout management (from the character's
 * settings, changeable here), at the tax rates of the page's game mode; the fee, its share and what
 * the seller keeps.
 */
export function FeeCalculator(props: { name: string; basePrice: number; defaultPrice: number | null; tax: FleaTax | null }) {
  const t = useT();
  const locale = useLocale();
  const user = useOptionalAccount()?.user ?? null;
  const id = useId();
  const [price, setPrice] = useState(props.defaultPrice ?? props.basePrice);
  const [count, setCount] = useState(1);
  const [wholeStack, setWholeStack] = useState(false);
  const [ic3, setIc3] = useState(user?.isIC3Built ?? false);
  const [skill, setSkill] = useState(user?.skill_HideoutManagement ?? 0);
  const fee = props.tax ? fleaFee(props.basePrice, price, { tax: props.tax, count, wholeStack, ic3, hideoutManagement: skill }) : null;
  const total = wholeStack ? price : price * count;
  const num = (value: string, max: number) => Math.min(max, Math.max(0, Math.round(Number(value) || 0)));
  // Switching keeps the offer the same: the stack price is the item price times the count, and back.
  const switchStack = (on: boolean) => {
    setPrice(on ? Math.min(MAX_PRICE, price * count) : Math.max(1, Math.round(price / count)));
    setWholeStack(on);
  };
  const rate = (r: number) => `${formatNumber(r * 100, locale, 2)}%`;
  return (
    <section className="panel fee-calculator" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("calc.feeCalc.title")}</h2>
      <div className="fee-inputs">
        <label>
          <span>{t(wholeStack ? "calc.feeCalc.stackPrice" : "calc.feeCalc.price")}</span>
          <input type="number" min={1} value={price} onChange={(e) => setPrice(num(e.target.value, MAX_PRICE))} />
        </label>
        <label>
          <span>{t("calc.feeCalc.count")}</span>
          <input type="number" min={1} max={MAX_COUNT} value={count} onChange={(e) => setCount(Math.max(1, num(e.target.value, MAX_COUNT)))} />
        </label>
        <label className="check">
          <input type="checkbox" checked={wholeStack} onChange={(e) => switchStack(e.target.checked)} /> {t("calc.feeCalc.wholeStack")}
        </label>
        <label className="check">
          <input type="checkbox" checked={ic3} onChange={(e) => setIc3(e.target.checked)} /> {t("account.hideout.isIC3Built")}
        </label>
        <label>
          <span>{t("account.hideout.skill_HideoutManagement")}</span>
          <input type="number" min={0} max={MAX_SKILL} value={skill} disabled={!ic3} onChange={(e) => setSkill(num(e.target.value, MAX_SKILL))} />
        </label>
      </div>
      {fee === null ? (
        <p className="muted">{t(props.tax ? "calc.feeCalc.noBase" : "calc.feeCalc.noRates")}</p>
      ) : (
        <dl className="kv fee-result">
          <dt>{t("calc.feeCalc.fee")}</dt>
          <dd className="num" data-testid="fee">
            {formatPrice(fee, locale)} <span className="muted">({formatPercent((fee / total) * 100, locale).replace("+", "")})</span>
          </dd>
          <dt>{t("calc.feeCalc.keep")}</dt>
          <dd className="num">{formatPrice(total - fee, locale)}</dd>
          <dt>{t("calc.feeCalc.base")}</dt>
          <dd className="num" title={t("calc.feeCalc.formula")}>
            {formatPrice(props.basePrice, locale)}
            {ic3 && <span className="muted"> · ×{(feeReductionFactor(ic3, skill) * 100).toFixed(1)}%</span>}
          </dd>
          <dt>{t("calc.feeCalc.rates")}</dt>
          <dd className="num" data-testid="fee-rates" title={t("calc.feeCalc.formula")}>
            {props.tax ? `${rate(props.tax.ti)} · ${rate(props.tax.tr)}` : "—"}
          </dd>
        </dl>
      )}
    </section>
  );
}
