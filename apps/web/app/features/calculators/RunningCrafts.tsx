import type { CalculatorData } from "@raidkit/api";
import { type CraftRun, type CraftRunKind, craftRunState, craftSecondsLeft, craftsBuiltBetween, formatCountdown, formatDate } from "@raidkit/game";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { useBrowserValue } from "../../shared/browserList.ts";
import { useCraftRuns } from "./craftRunsStore.tsx";

/** The player's opt-in to a browser notification when a craft ends (kept in this browser: the permission is the browser's). */
const NOTIFY_KEY = "raidkit:craftNotify";
const parseOptIn = (raw: unknown) => raw === true;

/** The local time zone once the page runs in the browser (the lists are only shown there). */
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** Now, every second while `ticking` (a craft runs); the page's clock (Playwright's clock moves it in the tests). */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

/** A recipe's name and where it runs, from the page's data. */
function recipeLabel(data: CalculatorData, run: CraftRun): { name: string; url: string | null; source: string } | null {
  const recipe = run.kind === "craft" ? data.crafts.find((c) => c.id === run.recipeId) : data.barters.find((b) => b.id === run.recipeId);
  if (!recipe) return null;
  const item = data.items[recipe.output.uid];
  const name = `${recipe.output.count > 1 ? `${recipe.output.count} × ` : ""}${item?.name ?? recipe.output.uid}`;
  const source =
    "stationName" in recipe ? `${recipe.stationName} ${recipe.level}` : (data.traders.find((x) => x.nickname === recipe.trader)?.name ?? recipe.trader);
  return { name, url: item ? `/item/${item.url}` : null, source };
}

/**
 * "Running" (issue 32 item 3): the crafts the player started, time left ticking, when each ends,
 * ready to collect once built; collect or cancel; the finished ones below. On /barters, the barters
 * done. Opt-in browser notification when a craft ends while a page of the site is open.
 */
export function RunningCrafts(props: { data: CalculatorData; kind: CraftRunKind }) {
  const t = useT();
  const store = useCraftRuns();
  const runs = (store?.runs ?? []).filter((r) => r.kind === props.kind);
  const labelled = runs.map((run) => ({ run, label: recipeLabel(props.data, run) })).filter((x) => x.label !== null);
  const ticking = runs.some((r) => r.state === "running");
  const now = useNow(ticking);
  const crafts = props.kind === "craft";
  const [announced, setAnnounced] = useState<string | null>(null);

  // Each craft built while the page is open is announced once: in the page, and by the browser when opted in.
  const [optIn] = useBrowserValue(NOTIFY_KEY, parseOptIn, false);
  const lastCheck = useRef<number | null>(null);
  useEffect(() => {
    const since = lastCheck.current ?? now;
    lastCheck.current = now;
    const built = craftsBuiltBetween(runs, since, now);
    if (built.length === 0) return;
    const names = built.map((r) => recipeLabel(props.data, r)?.name).filter((n): n is string => Boolean(n));
    if (names.length === 0) return;
    const text = t("calc.runs.readyNotice", { names: names.join(", ") });
    setAnnounced(text);
    if (optIn && typeof Notification !== "undefined" && Notification.permission === "granted") {
      try {
        new Notification(t("calc.runs.notifyTitle"), { body: names.join(", "), tag: built.map((r) => r.id).join(",") });
      } catch {
        // Some browsers (Android Chrome) only notify through a service worker: the page's notice stays.
      }
    }
  }, [now, runs, props.data, optIn, t]);

  if (!store) return null;
  const zone = localZone();
  const running = labelled.filter((x) => x.run.state === "running");
  const finished = labelled.filter((x) => x.run.state !== "running");
  return (
    <section className="panel craft-runs" aria-labelledby={`runs-${props.kind}`}>
      <h2 id={`runs-${props.kind}`}>
        {t(crafts ? "calc.runs.title" : "calc.runs.bartersTitle")}{" "}
        <span className="muted small">{store.onServer ? t("calc.keptOnServer") : t("calc.keptInBrowser")}</span>
      </h2>
      {crafts && <NotifyOptIn />}
      <p className="muted small" role="status">
        {announced}
      </p>
      {store.error && (
        <p className="form-error" role="alert">
          {store.error}
        </p>
      )}
      {crafts &&
        (running.length === 0 ? (
          <p className="muted">{t("calc.runs.none")}</p>
        ) : (
          <ul className="craft-run-list">
            {running.map(({ run, label }) => {
              const state = craftRunState(run, now);
              return (
                <li key={run.id} className={`craft-run ${state}`} data-run-state={state}>
                  <span className="craft-run-name">
                    {label?.url ? <Link to={label.url}>{label.name}</Link> : label?.name} <span className="muted small">{label?.source}</span>
                  </span>{" "}
                  <span className="craft-run-time">
                    {state === "built" ? (
                      <strong className="up">{t("calc.runs.built")}</strong>
                    ) : (
                      <>
                        <span className="num" title={t("calc.runs.left")}>
                          {t("calc.runs.leftValue", { time: formatCountdown(craftSecondsLeft(run, now)) })}
                        </span>{" "}
                        <span className="muted small">{t("calc.runs.endsAt", { time: formatDate(run.endsAt, zone) })}</span>
                      </>
                    )}
                  </span>{" "}
                  <span className="craft-run-actions">
                    <button
                      type="button"
                      className="secondary-button small-button"
                      disabled={state !== "built" || store.pending}
                      title={state !== "built" ? t("calc.runs.collectLater") : undefined}
                      onClick={() => void store.finish(run.id, "completed")}
                    >
                      {t("calc.runs.collect")}
                    </button>
                    <button
                      type="button"
                      className="secondary-button small-button"
                      disabled={store.pending}
                      onClick={() => void store.finish(run.id, "canceled")}
                    >
                      {t("calc.runs.cancel")}
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
        ))}
      {!crafts && finished.length === 0 && <p className="muted">{t("calc.runs.noBarters")}</p>}
      {finished.length > 0 && (
        <details className="craft-run-history" open={!crafts}>
          <summary>{t(crafts ? "calc.runs.finished" : "calc.runs.bartersDone", { count: finished.length })}</summary>
          <ul className="craft-run-list">
            {finished.map(({ run, label }) => (
              <li key={run.id} className={`craft-run ${run.state}`} data-run-state={run.state}>
                <span className="craft-run-name">
                  {label?.url ? <Link to={label.url}>{label.name}</Link> : label?.name} <span className="muted small">{label?.source}</span>
                </span>{" "}
                <span className="craft-run-time muted small">
                  {t(run.kind === "barter" ? "calc.runs.state.done" : `calc.runs.state.${run.state}`)} · {formatDate(run.finishedAt ?? run.startedAt, zone)}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

/** The opt-in: the browser asks its permission only on the player's click. */
function NotifyOptIn() {
  const t = useT();
  const [optIn, setOptIn] = useBrowserValue(NOTIFY_KEY, parseOptIn, false);
  const [refused, setRefused] = useState<string | null>(null);
  const supported = typeof window !== "undefined" && "Notification" in window;
  const turnOn = async () => {
    if (!supported) return setRefused(t("calc.runs.notifyUnsupported"));
    const permission = Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
    if (permission !== "granted") return setRefused(t("calc.runs.notifyBlocked"));
    setRefused(null);
    setOptIn(() => true);
  };
  return (
    <p className="craft-notify small">
      {optIn ? (
        <>
          <span>🔔 {t("calc.runs.notifyOn")}</span>{" "}
          <button type="button" className="secondary-button small-button" onClick={() => setOptIn(() => false)}>
            {t("calc.runs.notifyOff")}
          </button>
        </>
      ) : (
        <button type="button" className="secondary-button small-button" onClick={() => void turnOn()}>
          🔔 {t("calc.runs.notifyAsk")}
        </button>
      )}
      {refused && <span className="muted"> {refused}</span>}
    </p>
  );
}

/**
 * A calculator row's start (a craft, for the time the row shows) or done (a barter) button;
 * `lockText`: why the recipe is locked for the character (disabled, the reason as its title).
 */
export function RunRecipeButton(props: {
  kind: CraftRunKind;
  recipeId: string;
  seconds: number | null;
  name: string;
  compact?: boolean;
  lockText?: string | null;
}) {
  const t = useT();
  const store = useCraftRuns();
  if (!store) return null;
  const crafts = props.kind === "craft";
  if (crafts && !props.seconds) return null;
  return (
    <button
      type="button"
      className={`secondary-button small-button run-recipe${props.compact ? " compact" : ""}`}
      disabled={store.pending || Boolean(props.lockText)}
      aria-label={t(crafts ? "calc.runs.startNamed" : "calc.runs.doneNamed", { name: props.name })}
      title={
        props.lockText
          ? t("calc.runs.lockedTitle", { reason: props.lockText })
          : t(crafts ? "calc.runs.startNamed" : "calc.runs.doneNamed", { name: props.name })
      }
      onClick={() => void store.start(props.kind, props.recipeId, crafts ? Math.max(1, Math.round(props.seconds ?? 0)) : undefined)}
    >
      {/* Compact (a table row's head): the sign alone, the name says the rest; the table keeps its width. A
          timer, not a triangle: the row's ▸ beside it opens the recipe. */}
      {crafts ? "◷" : "✓"}
      {!props.compact && ` ${t(crafts ? "calc.runs.start" : "calc.runs.done")}`}
    </button>
  );
}
