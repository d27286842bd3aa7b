import { LOYALTY_LEVELS, loyaltyLevel } from "@raidkit/game";
import { useT } from "../../i18n/useT.tsx";
import { useCharProgress } from "../../shared/progressStore.ts";
import { LiveControls } from "../../ui/LiveControls.tsx";

/**
 * The player's loyalty levels, editable by everyone on the calculator pages (issue 22): kept on the
 * server for Pro users (their settings), in this browser for everyone else.
 */
export function TraderLevels(props: { traders: { nickname: string; name: string }[] }) {
  const t = useT();
  const progress = useCharProgress();
  return (
    <details className="panel trader-levels">
      <summary>
        {t("calc.traderLevels")} <span className="muted small">{progress.onServer ? t("calc.keptOnServer") : t("calc.keptInBrowser")}</span>
      </summary>
      {/* Disabled until the page is live: a level chosen while the data loads would be lost (decision 024). */}
      <LiveControls>
        <div className="loyalty-grid">
          {props.traders.map((trader) => (
            <label key={trader.nickname} className="field">
              <span>{trader.name}</span>
              <select
                value={loyaltyLevel(progress.tradersLL, trader.nickname)}
                disabled={progress.readOnly}
                onChange={(e) => progress.setTraderLevel(trader.nickname, Number(e.target.value))}
              >
                {LOYALTY_LEVELS.map((l) => (
                  <option key={l} value={l}>
                    {t("calc.ll", { level: l })}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      </LiveControls>
    </details>
  );
}
