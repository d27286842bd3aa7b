import type { ProgressItem, QuestView } from "@raidkit/api";
import { isActiveStatus, type QuestState, type QuestStatus, requirementHolds } from "@raidkit/game";
import { useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { useLocale } from "../../shared/rootData.ts";
import { ItemNeedLine } from "./ItemNeedLine.tsx";
import { ObjectiveItems } from "./ObjectiveItems.tsx";
import { ObjectiveKindTag } from "./ObjectiveKindTag.tsx";
import { QuestRewardLines } from "./QuestRewardLines.tsx";
import { failWords } from "./questFailWords.ts";

const BADGE: Record<QuestStatus, string> = { Completed: "pro", Failed: "expired failed", Available: "free", Current: "free", Locked: "expired" };

/** The words for a requirement's statuses ("Big Customer failed", "… completed or failed"). */
function needKey(status: readonly string[]): string {
  const has = (s: string) => status.includes(s);
  if (has("complete") && has("failed")) return "completeOrFailed";
  if (has("active") && has("complete")) return "activeOrComplete";
  if (has("active")) return "active";
  if (has("failed")) return "failed";
  return "complete";
}

/**
 * One quest of /progression/quests: status, done tick, mark-failed, why it is failed or locked
 * (the requirements not met yet, with their statuses), objectives, hand-overs and rewards.
 */
export function QuestCard(props: {
  quest: QuestView;
  status: QuestStatus;
  /** States and names of the other quests, for the requirement and fail texts. */
  stateOf: (uid: string) => QuestState | undefined;
  nameOf: (uid: string) => string | undefined;
  /** A map's name in the visitor's language. */
  mapName: (name: string) => string;
  failedByHand: boolean;
  /** The completed quest whose objective failed this one in the raid (Sadist for Colleagues - Part 3), when marked so. */
  failedInRaidBy?: string;
  readOnly: boolean;
  items: Record<string, ProgressItem>;
  have: Readonly<Record<string, number>>;
  onDone: (done: boolean) => void;
  onFailed: (failed: boolean) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const { quest: q, status: s } = props;
  const [expanded, setExpanded] = useState(false);
  const rivalDone = s === "Failed" && !props.failedByHand ? q.failOn.find((f) => props.stateOf(f.quest) === "done") : undefined;
  const unmet = s === "Locked" || s === "Current" ? q.require.filter((r) => !requirementHolds(props.stateOf(r.quest) ?? null, r.status)) : [];
  // Rivals the data has no quest for (another mode's, or a list without them) are left out: a quest id is never shown as a name.
  const rivals = q.failOn
    .filter((f) => f.status.includes("complete"))
    .map((f) => props.nameOf(f.quest))
    .filter((n): n is string => Boolean(n));
  // Fail conditions on another quest's status other than its completion (the rivals above cover those).
  const questFails = q.failOn.filter((f) => !f.status.includes("complete") && props.nameOf(f.quest));
  return (
    <li className={`quest-card status-${s.toLowerCase()}`} data-quest={q.uid} data-status={s}>
      <label className="quest-done">
        <input
          type="checkbox"
          disabled={props.readOnly}
          checked={s === "Completed"}
          onChange={(e) => props.onDone(e.target.checked)}
          aria-label={t("progress.quests.markDone", { name: q.name })}
        />
      </label>
      <div className="quest-main">
        <div className="quest-head">
          <span className={`status-badge ${BADGE[s]}`}>{t(`progress.status.${s}`)}</span>
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
          {q.requiredForLightkeeper && (
            <span className="lightkeeper-mark" title={t("progress.quests.lightkeeperHint")}>
              LK
            </span>
          )}
          {/* A quest fails in a raid once taken: open quests can be marked, and a mark undone. */}
          {!props.readOnly && (props.stateOf(q.uid) === "available" || props.failedByHand) && (
            <button type="button" className="link-button small quest-fail" onClick={() => props.onFailed(!props.failedByHand)}>
              {props.failedByHand ? t("progress.quests.unmarkFailed") : t("progress.quests.markFailed")}
            </button>
          )}
        </div>
        <div className="quest-meta muted small">
          {q.traderName} · {q.locations.length ? q.locations.map(props.mapName).join(", ") : t("progress.quests.anyMap")}
          {q.reqLevel > 1 ? ` · ${t("progress.quests.level", { level: q.reqLevel })}` : ""}
          {q.reqLL.map((r) => ` · ${r.trader} LL${r.level}`).join("")}
        </div>
        {rivalDone && <p className="quest-why small">{t("progress.quests.failedBecause", { name: props.nameOf(rivalDone.quest) ?? "" })}</p>}
        {s === "Failed" && props.failedByHand && (
          <p className="quest-why small">
            {props.failedInRaidBy ? t("progress.quests.failedInRaidBy", { name: props.failedInRaidBy }) : t("progress.quests.failedByHand")}
          </p>
        )}
        {unmet.length > 0 && (
          <p className="quest-why small">
            {t("progress.quests.needs")}{" "}
            {unmet.map((r) => t(`progress.quests.needStatus.${needKey(r.status)}`, { name: props.nameOf(r.quest) ?? r.quest })).join(" · ")}
          </p>
        )}
        {rivals.length > 0 && isActiveStatus(s) && <p className="quest-why small">{t("progress.quests.exclusive", { names: rivals.join(", ") })}</p>}
        {(q.fails.length > 0 || questFails.length > 0) && s !== "Completed" && (
          <ul className="quest-fails small">
            {q.fails.map((f, i) => (
              <li key={i}>{failWords(t, f, props.mapName)}</li>
            ))}
            {questFails.map((f) => (
              <li key={f.quest}>
                {t("progress.quests.fail.quest", { what: t(`progress.quests.needStatus.${needKey(f.status)}`, { name: props.nameOf(f.quest) ?? "" }) })}
              </li>
            ))}
          </ul>
        )}
        {q.objectives.length > 0 && (
          <ul className="quest-objectives small">
            {(expanded ? q.objectives : q.objectives.slice(0, 4)).map((o) => (
              <li key={o.index}>
                <ObjectiveKindTag kind={o.kind} targets={o.targets} /> {o.text}
                {o.count ? ` (${o.count}${o.foundInRaid ? ", FIR" : ""})` : ""}
                {o.items && <ObjectiveItems questUid={q.uid} index={o.index} count={o.items} />}
              </li>
            ))}
            {q.objectives.length > 4 && (
              <li>
                <button type="button" className="link-button" onClick={() => setExpanded(!expanded)}>
                  {expanded ? t("progress.quests.less") : t("progress.quests.more", { count: q.objectives.length - 4 })}
                </button>
              </li>
            )}
          </ul>
        )}
        {q.needs.length > 0 && s !== "Completed" && s !== "Failed" && (
          <ul className="quest-needs small">
            {q.needs.map((need, i) => (
              <ItemNeedLine key={i} need={need} items={props.items} have={props.have} />
            ))}
          </ul>
        )}
        <QuestRewardLines experience={q.experience} rewards={q.rewards} startRewards={q.startRewards} items={props.items} locale={locale} />
      </div>
    </li>
  );
}
