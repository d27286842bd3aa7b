import type { QuestListData, QuestView } from "@raidkit/api";
import { isQuestAvailable, isQuestVisible, type QuestProgress, questSortWeight } from "@raidkit/game";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { useOptionalAccount } from "../../shared/account/AccountContext.tsx";
import { useQuestsDone } from "../../shared/progressStore.ts";
import { ClearableInput } from "../../ui/ClearableInput.tsx";

type Status = "Completed" | "Available" | "Locked";
const STATUS_FILTERS = ["open", "Available", "Locked", "Completed", "all"] as const;

function statusOf(q: QuestView, p: QuestProgress): Status {
  if (p.questsDone.has(q.uid)) return "Completed";
  return isQuestAvailable(q, p) ? "Available" : "Locked";
}

/** /progression/quests: every quest for the character, by trader and map, with done ticks (issue 6). */
export function QuestsView(props: { data: QuestListData }) {
  const t = useT();
  const user = useOptionalAccount()?.user ?? null;
  const { done, setDone, onServer } = useQuestsDone();
  const [trader, setTrader] = useState("");
  const [map, setMap] = useState("");
  const [status, setStatus] = useState<(typeof STATUS_FILTERS)[number]>("open");
  const [search, setSearch] = useState("");
  const char = { fraction: user?.fraction ?? "USEC", gameEdition: user?.gameEdition ?? "Standard", gameMode: user?.gameMode ?? "pvp" };
  const progress: QuestProgress = useMemo(
    () => ({ level: user?.level ?? 1, tradersLL: user?.tradersLL ?? {}, questsDone: done, useProgress: user?.hideoutUseProgress ?? false }),
    [user, done],
  );
  const visible = useMemo(() => props.data.quests.filter((q) => isQuestVisible(q, char)), [props.data.quests, char.fraction, char.gameEdition, char.gameMode]);
  const withStatus = visible.map((q) => ({ q, status: statusOf(q, progress) }));
  const counts = { done: withStatus.filter((x) => x.status === "Completed").length, total: withStatus.length };
  const kappa = withStatus.filter((x) => x.q.requiredForKappa);
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const shown = withStatus
    .filter((x) => !trader || x.q.trader === trader)
    .filter((x) => !map || x.q.locations.includes(map))
    .filter((x) => (status === "all" ? true : status === "open" ? x.status !== "Completed" : x.status === status))
    .filter((x) => words.every((w) => x.q.name.toLowerCase().includes(w)))
    .sort(
      (a, b) =>
        // Open quests first, the lowest level first (what a player can do next), then the spec's location weights.
        Number(b.status === "Available") - Number(a.status === "Available") ||
        a.q.reqLevel - b.q.reqLevel ||
        questSortWeight(b.q) - questSortWeight(a.q) ||
        a.q.name.localeCompare(b.q.name),
    );
  return (
    <section className="progress-quests">
      <header className="page-head">
        <h1>{t("progress.quests.title")}</h1>
        <p className="page-sub">
          <span>{t("progress.quests.counts", { done: counts.done, total: counts.total })}</span>
          <span>{t("progress.quests.kappa", { done: kappa.filter((x) => x.status === "Completed").length, total: kappa.length })}</span>
        </p>
      </header>
      <p className="hint-bar">
        {onServer ? t("progress.savedServer") : user ? t("progress.savedBrowserFree") : t("progress.savedBrowser")}{" "}
        {!onServer && <Link to={user ? "/patreon-about" : "/user"}>{user ? t("account.getPro") : t("header.login")}</Link>}
      </p>
      <form className="market-toolbar" onSubmit={(e) => e.preventDefault()}>
        <ClearableInput
          value={search}
          onDebouncedChange={setSearch}
          debounceMs={150}
          placeholder={t("progress.quests.search")}
          aria-label={t("progress.quests.search")}
          type="search"
        />
        <label className="field">
          <span>{t("calc.trader")}</span>
          <select value={trader} onChange={(e) => setTrader(e.target.value)}>
            <option value="">{t("calc.all")}</option>
            {props.data.traders.map((x) => (
              <option key={x.nickname} value={x.nickname}>
                {x.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t("header.maps")}</span>
          <select value={map} onChange={(e) => setMap(e.target.value)}>
            <option value="">{t("calc.all")}</option>
            {props.data.maps.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t("progress.quests.status")}</span>
          <select value={status} onChange={(e) => setStatus(e.target.value as (typeof STATUS_FILTERS)[number])}>
            {STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {t(`progress.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </form>
      {shown.length === 0 ? (
        <div className="empty-state">
          <p>{t("progress.quests.none")}</p>
        </div>
      ) : (
        <ul className="quest-list">
          {shown.map(({ q, status: s }) => (
            <li key={q.uid} className={`quest-card status-${s.toLowerCase()}`} data-quest={q.uid}>
              <label className="quest-done">
                <input
                  type="checkbox"
                  checked={s === "Completed"}
                  onChange={(e) => setDone(q.uid, e.target.checked)}
                  aria-label={t("progress.quests.markDone", { name: q.name })}
                />
              </label>
              <div className="quest-main">
                <div className="quest-head">
                  <span className={`status-badge ${s === "Completed" ? "pro" : s === "Available" ? "free" : "expired"}`}>{t(`progress.status.${s}`)}</span>
                  {q.wikiUrl ? (
                    <a href={q.wikiUrl} rel="noopener" className="quest-name">
                      {q.name}
                    </a>
                  ) : (
                    <span className="quest-name">{q.name}</span>
                  )}
                  {q.requiredForKappa && (
                    <span className="kappa-mark" title={t("progress.quests.kappaHint")}>
                      κ
                    </span>
                  )}
                </div>
                <div className="quest-meta muted small">
                  {q.traderName} · {q.locations.length ? q.locations.join(", ") : t("progress.quests.anyMap")}
                  {q.reqLevel > 1 ? ` · ${t("progress.quests.level", { level: q.reqLevel })}` : ""}
                  {q.reqLL.map((r) => ` · ${r.trader} LL${r.level}`).join("")}
                </div>
                {q.objectives.length > 0 && (
                  <ul className="quest-objectives small">
                    {q.objectives.slice(0, 6).map((o, i) => (
                      <li key={i}>
                        {o.text}
                        {o.count ? ` (${o.count}${o.foundInRaid ? ", FIR" : ""})` : ""}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
