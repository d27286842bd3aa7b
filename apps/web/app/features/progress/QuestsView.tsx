import type { ProgressData, QuestView } from "@raidkit/api";
import {
  failedInRaidBy,
  isActiveStatus,
  type QuestStatus,
  questSortWeight,
  searchQuests,
  textCompare,
  type VariantGroup,
  type VariantLabel,
} from "@raidkit/game";
import { Fragment, lazy, Suspense, useCallback, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { useLocale } from "../../shared/rootData.ts";
import { ClearableInput } from "../../ui/ClearableInput.tsx";
import { QuestCard } from "./QuestCard.tsx";
import { useProgressOverview } from "./useProgressOverview.ts";
import { useQuestTicks } from "./useQuestTicks.tsx";

/** The tree, its layout and zoom libraries load only when it is shown (decision 053: weight). */
const QuestTreeView = lazy(() => import("./QuestTreeView.tsx"));

/** A trader as the address names it: `prapor`, `btr-driver`. */
const traderSlug = (nickname: string) => nickname.toLowerCase().replace(/\s+/g, "-");

const STATUS_FILTERS = ["open", "Available", "Current", "Locked", "Completed", "Failed", "all"] as const;

/**
 * /progression/quests: every quest for the character, by trader and map, with done ticks (issue 6),
 * as a list or as one trader's tree (`?view=tree&trader=prapor`, issue 31).
 */
export function QuestsView(props: { data: ProgressData }) {
  const t = useT();
  const locale = useLocale();
  const { progress, overview } = useProgressOverview(props.data);
  const { setDone, setFailed, nameOf, ui: tickUi } = useQuestTicks(props.data, progress, overview);
  const [params, setParams] = useSearchParams();
  const view = params.get("view") === "tree" ? "tree" : "list";
  /** The tree's trader in the address (`?view=tree&trader=prapor`), so a reload keeps it. */
  const setQuery = (next: Record<string, string | null>) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        for (const [k, v] of Object.entries(next)) {
          if (v === null) out.delete(k);
          else out.set(k, v);
        }
        return out;
      },
      { replace: true, preventScrollReset: true },
    );
  const mapName = useCallback((name: string) => props.data.mapNames[name] ?? name, [props.data.mapNames]);
  const stateOf = useCallback((uid: string) => overview.states.get(uid), [overview.states]);
  const [trader, setTrader] = useState("");
  // The tree: its trader from the address (the first one when none or an unknown one), the quest opened.
  const treeTrader = props.data.traders.find((x) => traderSlug(x.nickname) === params.get("trader")) ?? props.data.traders[0];
  const traderNames = useMemo(() => new Map(props.data.traders.map((x) => [x.nickname, x.name])), [props.data.traders]);
  const [opened, setOpened] = useState<string | null>(null);
  const [map, setMap] = useState("");
  // An item page links a quest as ?q=<its name>: found among every status.
  const asked = params.get("q")?.trim() ?? "";
  const [status, setStatus] = useState<(typeof STATUS_FILTERS)[number]>(asked ? "all" : "open");
  const [search, setSearch] = useState(asked);
  // A quest the data lists several times under one name is one card; where the data cannot tell
  // which applies, the card shows the variant the player picked (questVariants.ts).
  const [picked, setPicked] = useState<Record<string, string>>({});
  const byUid = useMemo(() => new Map(props.data.quests.map((q) => [q.uid, q])), [props.data.quests]);
  // A quest a completion failed in the raid (decision 050) says which one, not "marked failed by you".
  const failedInRaidByName = (q: QuestView): string | undefined =>
    progress.questsFailed.has(q.uid) ? failedInRaidBy(q, props.data.quests, (uid) => progress.questsDone.has(uid))?.name : undefined;
  /** One quest's card, the same in the list and beside the tree. */
  const questCard = (q: QuestView, status: QuestStatus) => (
    <QuestCard
      key={q.uid}
      quest={q}
      status={status}
      stateOf={stateOf}
      nameOf={nameOf}
      mapName={mapName}
      failedByHand={progress.questsFailed.has(q.uid)}
      failedInRaidBy={failedInRaidByName(q)}
      readOnly={progress.readOnly}
      items={props.data.items}
      have={progress.itemsFound}
      onDone={(on) => setDone(q.uid, on)}
      onFailed={(on) => setFailed(q.uid, on)}
    />
  );
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
  // The quests as the player reads them: the picked variant in place of the default one, in the list
  // and in the tree alike (the tree lays out again only when these change).
  const seen = useMemo(() => overview.visible.map(cardOf), [overview.visible, overview.variants, picked, byUid]);
  const openedQuest = opened ? seen.find((q) => q.uid === opened) : undefined;
  const withStatus = seen.map((q) => ({ q, status: overview.status.get(q.uid) ?? "Locked" }));
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
      <fieldset className="segmented quest-views">
        <legend className="visually-hidden">{t("progress.tree.views")}</legend>
        {(["list", "tree"] as const).map((v) => (
          <button
            key={v}
            type="button"
            className={v === view ? "on" : undefined}
            aria-pressed={v === view}
            onClick={() => setQuery(v === "tree" ? { view: "tree" } : { view: null, trader: null })}
          >
            {t(`progress.tree.${v}`)}
          </button>
        ))}
      </fieldset>
      {view === "tree" ? (
        <>
          <form className="market-toolbar" onSubmit={(e) => e.preventDefault()}>
            <label className="field">
              <span>{t("calc.trader")}</span>
              <select
                value={treeTrader?.nickname ?? ""}
                onChange={(e) => {
                  setOpened(null);
                  setQuery({ trader: traderSlug(e.target.value) });
                }}
              >
                {props.data.traders.map((x) => (
                  <option key={x.nickname} value={x.nickname}>
                    {x.name}
                  </option>
                ))}
              </select>
            </label>
          </form>
          {tickUi}
          <div className={`quest-tree-page${openedQuest ? " with-card" : ""}`}>
            <Suspense fallback={<p className="muted quest-tree-loading">{t("progress.tree.loading")}</p>}>
              {treeTrader && (
                <QuestTreeView
                  quests={seen}
                  trader={treeTrader.nickname}
                  traderNames={traderNames}
                  status={overview.status}
                  opened={opened}
                  readOnly={progress.readOnly}
                  onOpen={setOpened}
                  onDone={setDone}
                />
              )}
            </Suspense>
            {openedQuest && (
              <div className="quest-tree-card">
                <button type="button" className="link-button small" onClick={() => setOpened(null)}>
                  {t("progress.tree.closeCard")}
                </button>
                <ul className="quest-list">{questCard(openedQuest, overview.status.get(openedQuest.uid) ?? "Locked")}</ul>
              </div>
            )}
          </div>
        </>
      ) : (
        <>
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
          {tickUi}
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
                    {questCard(q, s)}
                  </Fragment>
                );
              })}
            </ul>
          )}
        </>
      )}
    </>
  );
}
