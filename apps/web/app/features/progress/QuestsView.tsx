import type { ProgressData, QuestView } from "@raidkit/api";
import { isActiveStatus, questSortWeight } from "@raidkit/game";
import { useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { ClearableInput } from "../../ui/ClearableInput.tsx";
import { ItemNeedLine } from "./ItemNeedLine.tsx";
import { ObjectiveItems } from "./ObjectiveItems.tsx";
import { useProgressOverview } from "./useProgressOverview.ts";

const STATUS_FILTERS = ["open", "Available", "Current", "Locked", "Completed", "all"] as const;

/** /progression/quests: every quest for the character, by trader and map, with done ticks (issue 6). */
export function QuestsView(props: { data: ProgressData }) {
  const t = useT();
  const { progress, overview } = useProgressOverview(props.data);
  const setDone = (uid: string, on: boolean) => progress.apply(on ? { add: { questsDone: [uid] } } : { remove: { questsDone: [uid] } });
  const [trader, setTrader] = useState("");
  const [map, setMap] = useState("");
  const [status, setStatus] = useState<(typeof STATUS_FILTERS)[number]>("open");
  const [search, setSearch] = useState("");
  const [expanded, setExpanded] = useState<string | null>(null);
  const withStatus = (overview.visible as unknown as QuestView[]).map((q) => ({ q, status: overview.status.get(q.uid) ?? "Locked" }));
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const shown = withStatus
    .filter((x) => !trader || x.q.trader === trader)
    .filter((x) => !map || x.q.locations.includes(map))
    .filter((x) => (status === "all" ? true : status === "open" ? x.status !== "Completed" : x.status === status))
    .filter((x) => words.every((w) => x.q.name.toLowerCase().includes(w)))
    .sort(
      (a, b) =>
        // Open quests first, the lowest level first (what a player can do next), then the spec's location weights.
        Number(isActiveStatus(b.status)) - Number(isActiveStatus(a.status)) ||
        a.q.reqLevel - b.q.reqLevel ||
        questSortWeight(b.q) - questSortWeight(a.q) ||
        a.q.name.localeCompare(b.q.name),
    );
  return (
    <>
      <p className="page-sub">
        <span>{t("progress.quests.counts", { done: overview.counts.Completed, total: overview.visible.length })}</span>
        <span>{t("progress.quests.kappa", overview.kappa)}</span>
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
                  disabled={progress.readOnly}
                  checked={s === "Completed"}
                  onChange={(e) => setDone(q.uid, e.target.checked)}
                  aria-label={t("progress.quests.markDone", { name: q.name })}
                />
              </label>
              <div className="quest-main">
                <div className="quest-head">
                  <span className={`status-badge ${s === "Completed" ? "pro" : isActiveStatus(s) ? "free" : "expired"}`}>{t(`progress.status.${s}`)}</span>
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
                    {(expanded === q.uid ? q.objectives : q.objectives.slice(0, 4)).map((o, i) => (
                      <li key={i}>
                        {o.text}
                        {o.count ? ` (${o.count}${o.foundInRaid ? ", FIR" : ""})` : ""}
                        {o.items && <ObjectiveItems questUid={q.uid} index={o.index} count={o.items} />}
                      </li>
                    ))}
                    {q.objectives.length > 4 && (
                      <li>
                        <button type="button" className="link-button" onClick={() => setExpanded(expanded === q.uid ? null : q.uid)}>
                          {expanded === q.uid ? t("progress.quests.less") : t("progress.quests.more", { count: q.objectives.length - 4 })}
                        </button>
                      </li>
                    )}
                  </ul>
                )}
                {q.needs.length > 0 && s !== "Completed" && (
                  <ul className="quest-needs small">
                    {q.needs.map((need, i) => (
                      <ItemNeedLine key={i} need={need} items={props.data.items} have={progress.itemsFound} />
                    ))}
                  </ul>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
