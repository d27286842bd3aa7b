import type { ProgressData, QuestView } from "@raidkit/api";
import {
  completionChange,
  completionPlan,
  isActiveStatus,
  type ProgressChange,
  questSortWeight,
  searchQuests,
  textCompare,
  uncompletionChange,
  uncompletionPlan,
  undoQuestChange,
  type VariantGroup,
  type VariantLabel,
} from "@raidkit/game";
import { Fragment, useCallback, useMemo, useRef, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { useLocale } from "../../shared/rootData.ts";
import { ClearableInput } from "../../ui/ClearableInput.tsx";
import { QuestCard } from "./QuestCard.tsx";
import { type ChainOffer, QuestChainDialog } from "./QuestChainDialog.tsx";
import { useProgressOverview } from "./useProgressOverview.ts";

/** The focus goes back to a quest's tick when its confirm closes (keyboard users stay in place). */
function refocus(uid: string): void {
  document.querySelector<HTMLInputElement>(`li[data-quest="${uid}"] input[type="checkbox"]`)?.focus();
}

const STATUS_FILTERS = ["open", "Available", "Current", "Locked", "Completed", "Failed", "all"] as const;

/** /progression/quests: every quest for the character, by trader and map, with done ticks (issue 6). */
export function QuestsView(props: { data: ProgressData }) {
  const t = useT();
  const locale = useLocale();
  const { progress, overview } = useProgressOverview(props.data);
  const names = useMemo(() => new Map(props.data.quests.map((q) => [q.uid, q.name])), [props.data.quests]);
  const [offer, setOffer] = useState<ChainOffer | null>(null);
  // The last quest change, undoable: the ticks the quests it touched had before it (issue 31).
  const [last, setLast] = useState<{ change: ProgressChange; undo: ProgressChange; kind: ChainOffer["kind"] | "undone"; done: number; failed: number } | null>(
    null,
  );
  /** One progress update, remembered with what undoes it. */
  const send = (change: ProgressChange, kind: ChainOffer["kind"], done: number, failed: number) => {
    const undo = undoQuestChange({ questsDone: progress.questsDone, questsFailed: progress.questsFailed }, change);
    progress.apply(change);
    setLast({ change, undo, kind, done, failed });
  };
  const rules = {
    level: progress.level,
    tradersLL: { ...progress.tradersLL },
    questsDone: progress.questsDone,
    questsFailed: progress.questsFailed,
    useProgress: progress.useProgress,
  };
  // Ticking a quest offers the chain it needs (un-ticking, what needs it); a done quest is not failed.
  const setDone = (uid: string, on: boolean) => {
    if (on) {
      const plan = completionPlan(overview.visible, uid, rules);
      if (plan.complete.length === 0 && plan.fail.length === 0) send(completionChange(uid, plan), "complete", 1, 0);
      else setOffer({ kind: "complete", uid, name: names.get(uid) ?? "", also: plan.complete, fails: plan.fail });
      return;
    }
    const plan = uncompletionPlan(overview.visible, uid, rules);
    if (plan.untick.length === 0 && plan.unfail.length === 0) send(uncompletionChange(uid, plan), "uncomplete", 1, 0);
    else setOffer({ kind: "uncomplete", uid, name: names.get(uid) ?? "", also: plan.untick, fails: plan.unfail });
  };
  const acceptOffer = (all: boolean) => {
    if (!offer) return;
    const count = all ? offer.also.length + 1 : 1;
    const fails = all ? offer.fails : [];
    if (offer.kind === "complete") send(completionChange(offer.uid, { complete: all ? offer.also : [], fail: fails }), "complete", count, fails.length);
    else send(uncompletionChange(offer.uid, { untick: all ? offer.also : [], unfail: fails }), "uncomplete", count, fails.length);
    setOffer(null);
    refocus(offer.uid);
  };
  const offerRef = useRef(offer);
  offerRef.current = offer;
  const closeOffer = useCallback(() => {
    if (offerRef.current) refocus(offerRef.current.uid);
    setOffer(null);
  }, []);
  const undo = () => {
    if (!last || last.kind === "undone") return;
    progress.apply(last.undo);
    setLast({ ...last, kind: "undone" });
  };
  // Marking a quest failed clears the tick.
  const setFailed = (uid: string, on: boolean) =>
    progress.apply(on ? { add: { questsFailed: [uid] }, remove: { questsDone: [uid] } } : { remove: { questsFailed: [uid] } });
  const nameOf = useCallback((uid: string) => names.get(uid), [names]);
  const mapName = useCallback((name: string) => props.data.mapNames[name] ?? name, [props.data.mapNames]);
  const stateOf = useCallback((uid: string) => overview.states.get(uid), [overview.states]);
  const [trader, setTrader] = useState("");
  const [map, setMap] = useState("");
  const [status, setStatus] = useState<(typeof STATUS_FILTERS)[number]>("open");
  const [search, setSearch] = useState("");
  // A quest the data lists several times under one name is one card; where the data cannot tell
  // which applies, the card shows the variant the player picked (questVariants.ts).
  const [picked, setPicked] = useState<Record<string, string>>({});
  const byUid = useMemo(() => new Map(props.data.quests.map((q) => [q.uid, q])), [props.data.quests]);
  const choiceOf = (q: QuestView): VariantGroup | undefined => {
    const g = overview.variants.groupOf.get(q.uid);
    return g && g.options.length > 1 ? g : undefined;
  };
  const cardOf = (q: QuestView): QuestView => {
    const g = choiceOf(q);
    const uid = g ? picked[g.key] : undefined;
    return (uid && g?.options.includes(uid) ? byUid.get(uid) : undefined) ?? q;
  };
  const variantLabel = (l: VariantLabel | undefined) =>
    l?.kind === "prestige"
      ? t("progress.variants.prestige", { level: l.level })
      : l?.kind === "after"
        ? t("progress.variants.after", { name: nameOf(l.quest) ?? "" })
        : t("progress.variants.number", { n: l?.n ?? 1 });
  const withStatus = overview.visible.map(cardOf).map((q) => ({ q, status: overview.status.get(q.uid) ?? "Locked" }));
  const filtered = withStatus
    .filter((x) => !trader || x.q.trader === trader)
    .filter((x) => !map || x.q.locations.includes(map))
    .filter((x) => (status === "all" ? true : status === "open" ? x.status !== "Completed" && x.status !== "Failed" : x.status === status));
  // The market search's rule: the visitor's language or English, the other layout or alphabet, one typo.
  const found = search.trim()
    ? new Set(
        searchQuests(
          filtered.map((x) => x.q),
          search,
        ),
      )
    : null;
  const shown = filtered
    .filter((x) => !found || found.has(x.q))
    .sort(
      (a, b) =>
        // Open quests first, the lowest level first (what a player can do next), then the spec's location weights.
        Number(isActiveStatus(b.status)) - Number(isActiveStatus(a.status)) ||
        a.q.reqLevel - b.q.reqLevel ||
        questSortWeight(b.q) - questSortWeight(a.q) ||
        textCompare(locale)(a.q.name, b.q.name),
    );
  return (
    <>
      <p className="page-sub">
        <span>{t("progress.quests.counts", { done: overview.counts.Completed, total: overview.visible.length })}</span>
        <span>{t("progress.quests.kappa", { done: overview.kappa.done, total: overview.kappa.total })}</span>
        {overview.lightkeeper.total > 0 && (
          <span>{t("progress.quests.lightkeeper", { done: overview.lightkeeper.done, total: overview.lightkeeper.total })}</span>
        )}
        {overview.counts.Failed > 0 && <span>{t("progress.quests.failedCount", { count: overview.counts.Failed })}</span>}
        {overview.kappa.lost > 0 && <span className="warn-text">{t("progress.quests.kappaLost", { count: overview.kappa.lost })}</span>}
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
                {mapName(m)}
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
      {last && (
        <p className="chain-undo small" role="status">
          {last.kind === "undone" ? (
            t("progress.quests.chain.undone")
          ) : (
            <>
              {t(last.kind === "complete" ? "progress.quests.chain.completed" : "progress.quests.chain.uncompleted", { count: last.done })}
              {last.failed > 0 && ` ${t("progress.quests.chain.failedToo", { count: last.failed })}`}{" "}
              <button type="button" className="link-button" onClick={undo}>
                {t("progress.quests.chain.undo")}
              </button>
            </>
          )}
        </p>
      )}
      <QuestChainDialog offer={offer} nameOf={nameOf} onAll={() => acceptOffer(true)} onOnly={() => acceptOffer(false)} onClose={closeOffer} />
      {shown.length === 0 ? (
        <div className="empty-state">
          <p>{t("progress.quests.none")}</p>
        </div>
      ) : (
        <ul className="quest-list">
          {shown.map(({ q, status: s }) => {
            const choice = choiceOf(q);
            return (
              <Fragment key={choice?.key ?? q.uid}>
                {choice && (
                  <li className="quest-variant-choice" data-variants={choice.key}>
                    <label className="field">
                      <span>{t("progress.variants.label")}</span>
                      <select value={q.uid} onChange={(e) => setPicked((p) => ({ ...p, [choice.key]: e.target.value }))}>
                        {choice.options.map((uid) => (
                          <option key={uid} value={uid}>
                            {variantLabel(choice.labels.get(uid))}
                          </option>
                        ))}
                      </select>
                    </label>
                    <span className="muted small">{t("progress.variants.hint")}</span>
                  </li>
                )}
                <QuestCard
                  key={q.uid}
                  quest={q}
                  status={s}
                  stateOf={stateOf}
                  nameOf={nameOf}
                  mapName={mapName}
                  failedByHand={progress.questsFailed.has(q.uid)}
                  readOnly={progress.readOnly}
                  items={props.data.items}
                  have={progress.itemsFound}
                  onDone={(on) => setDone(q.uid, on)}
                  onFailed={(on) => setFailed(q.uid, on)}
                />
              </Fragment>
            );
          })}
        </ul>
      )}
    </>
  );
}
