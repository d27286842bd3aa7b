import type { CalculatorData } from "@raidkit/api";
import { builtLevels, stationLevelChange } from "@raidkit/game";
import { useT } from "../../i18n/useT.tsx";
import { useCharProgress } from "../../shared/progressStore.ts";
import { LiveControls } from "../../ui/LiveControls.tsx";

/**
 * The player's station levels, editable by everyone on the crafts and hideout pages (issue 22): the
 * hideout the progress tracker keeps (on the server for Pro users, in this browser otherwise).
 */
export function StationLevels(props: { data: CalculatorData }) {
  const t = useT();
  const progress = useCharProgress();
  const built = [...progress.modulesBuilt];
  const levels = builtLevels(built);
  // The levels the calculators tell apart: up to the highest craft level of each station.
  const top = new Map<string, number>();
  for (const c of props.data.crafts) top.set(c.stationId, Math.max(top.get(c.stationId) ?? 0, c.level));
  return (
    <details className="panel trader-levels">
      <summary>
        {t("calc.stationLevels")} <span className="muted small">{progress.onServer ? t("calc.keptOnServer") : t("calc.keptInBrowser")}</span>
      </summary>
      {/* Disabled until the page is live: a level chosen while the data loads would be lost (decision 024). */}
      <LiveControls>
        <div className="loyalty-grid">
          {props.data.stations
            .filter((s) => (top.get(s.id) ?? 0) > 0)
            .map((s) => {
              const max = top.get(s.id) ?? 0;
              return (
                <label key={s.id} className="field">
                  <span>{s.name}</span>
                  <select
                    value={Math.min(levels.get(s.id) ?? 0, max)}
                    disabled={progress.readOnly}
                    onChange={(e) => progress.apply(stationLevelChange(built, s.id, Number(e.target.value), max))}
                  >
                    {Array.from({ length: max + 1 }, (_, l) => (
                      <option key={l} value={l}>
                        {l === 0 ? t("calc.notBuilt") : t("calc.levelN", { level: l })}
                      </option>
                    ))}
                  </select>
                </label>
              );
            })}
        </div>
      </LiveControls>
    </details>
  );
}
