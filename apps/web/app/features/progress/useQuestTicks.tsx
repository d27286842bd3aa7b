import type { ProgressData, QuestView } from "@raidkit/api";
import {
  completionChange,
  completionPlan,
  type ProgressChange,
  type ProgressOverview,
  uncompletionChange,
  uncompletionPlan,
  undoQuestChange,
} from "@raidkit/game";
import { type ReactNode, useCallback, useMemo, useRef, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import type { CharProgress } from "../../shared/progressStore.ts";
import { type ChainOffer, QuestChainDialog } from "./QuestChainDialog.tsx";

/** The focus goes back to a quest's tick when its confirm closes (keyboard users stay in place). */
function refocus(uid: string): void {
  document.querySelector<HTMLInputElement>(`[data-quest="${uid}"] input[type="checkbox"]`)?.focus();
}

/**
 * Ticking and failing quests, as the list and the tree do it (issue 31): a tick offers the chain it
 * needs (un-ticking, what needs it) in a confirm, sends one progress update, and keeps the last
 * change undoable from a status line. `ui` is the confirm and that line, for the page to place.
 */
export function useQuestTicks(
  data: ProgressData,
  progress: CharProgress,
  overview: ProgressOverview<QuestView>,
): {
  setDone: (uid: string, on: boolean) => void;
  setFailed: (uid: string, on: boolean) => void;
  nameOf: (uid: string) => string | undefined;
  ui: ReactNode;
} {
  const t = useT();
  const names = useMemo(() => new Map(data.quests.map((q) => [q.uid, q.name])), [data.quests]);
  const nameOf = useCallback((uid: string) => names.get(uid), [names]);
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
  const ui = (
    <>
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
    </>
  );
  return { setDone, setFailed, nameOf, ui };
}
