import { feeReductionFactor, fleaFee, formatPercent, formatPrice, MAX_SKILL } from "@raidkit/game";
import { useId, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { useOptionalAccount } from "../../shared/account/AccountContext.tsx";
import { useLocale } from "../../shared/rootData.ts";

/**
 * The flea fee of an offer (issue 5): price, count, Intelligence Center 3 and hideout management
 * (from the character's settings, changeable here), the fee, its share and what the seller keeps.
 */
export function FeeCalculator(props: { name: string; basePrice: number; defaultPrice: number | null }) {
  const t = useT();
  const locale = useLocale();
  const user = useOptionalAccount()?.user ?? null;
  const id = useId();
  const [price, setPrice] = useState(props.defaultPrice ?? props.basePrice);
  const [count, setCount] = useState(1);
  const [ic3, setIc3] = useState(user?.isIC3Built ?? false);
  const [skill, setSkill] = useState(user?.skill_HideoutManagement ?? 0);
  const fee = fleaFee(props.basePrice, price, { count, ic3, hideoutManagement: skill });
  const total = price * count;
  const num = (value: string, max: number) => Math.min(max, Math.max(0, Math.round(Number(value) || 0)));
  return (
    <section className="panel fee-calculator" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("calc.feeCalc.title")}</h2>
      <div className="fee-inputs">
        <label>
          <span>{t("calc.feeCalc.price")}</span>
          <input type="number" min={1} value={price} onChange={(e) => setPrice(num(e.target.value, 1_000_000_000))} />
        </label>
        <label>
          <span>{t("calc.feeCalc.count")}</span>
          <input type="number" min={1} max={1000} value={count} onChange={(e) => setCount(Math.max(1, num(e.target.value, 1000)))} />
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
        <p className="muted">{t("calc.feeCalc.noBase")}</p>
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
        </dl>
      )}
    </section>
  );
}
