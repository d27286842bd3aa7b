import type { ProgressItem, QuestView } from "@raidkit/api";
import { CURRENCY_OF_ITEM, formatNumber, formatPrice, itemPath, type Locale } from "@raidkit/game";
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";

type Rewards = QuestView["rewards"];

/**
 * A quest card's rewards (issue 31, spec §3 Quest), one dense line each: what completing it gives
 * (experience, standing, items, skills, traders), what it unlocks (a trader's offer, a craft) and
 * what taking it gives. Items link to their pages; an item the data has no record of is left out.
 */
export function QuestRewardLines(props: {
  experience: number | null;
  rewards: Rewards;
  startRewards: Rewards | null;
  items: Record<string, ProgressItem>;
  locale: Locale;
}) {
  const t = useT();
  const { rewards: r, items, locale } = props;
  const item = (uid: string, count: number) => {
    const currency = CURRENCY_OF_ITEM[uid];
    if (currency) return <b className="num">{formatPrice(count, locale, currency)}</b>;
    const it = items[uid];
    if (!it) return null;
    return (
      <>
        <Link to={itemPath(it.url)} title={it.name}>
          {it.shortName || it.name}
        </Link>
        {count > 1 && <span className="num"> ×{formatNumber(count, locale)}</span>}
      </>
    );
  };
  const given = (rw: Rewards): ReactNode[] => [
    ...rw.standing.map((s) => (
      <span className={s.value < 0 ? "reward-down" : "reward-up"}>
        {s.traderName} {s.value > 0 ? "+" : ""}
        {formatNumber(s.value, locale, 2)}
      </span>
    )),
    ...rw.items.filter((i) => CURRENCY_OF_ITEM[i.uid] || items[i.uid]).map((i) => item(i.uid, i.count)),
    ...rw.skills.map((s) => t("progress.quests.rewards.skill", { name: s.name, level: s.level })),
    ...rw.traders.map((x) => t("progress.quests.rewards.trader", { name: x.traderName })),
  ];
  const unlocks = (rw: Rewards): ReactNode[] => [
    ...rw.offers
      .filter((o) => items[o.uid])
      .map((o) => (
        <>
          {item(o.uid, 1)} <span className="muted">{t("progress.quests.rewards.offer", { trader: o.traderName, level: o.level })}</span>
        </>
      )),
    ...rw.crafts
      .filter((c) => items[c.uid])
      .map((c) => (
        <>
          {t("progress.quests.rewards.craft")} {item(c.uid, c.count)}{" "}
          <span className="muted">{t("progress.quests.rewards.station", { station: c.stationName, level: c.level })}</span>
        </>
      )),
  ];
  const done = [...(props.experience ? [t("progress.quests.rewards.xp", { value: formatNumber(props.experience, locale) })] : []), ...given(r)];
  const start = props.startRewards ? [...given(props.startRewards), ...unlocks(props.startRewards)] : [];
  const lines: [string, string, ReactNode[]][] = [
    ["done", t("progress.quests.rewards.title"), done],
    ["unlocks", t("progress.quests.rewards.unlocks"), unlocks(r)],
    ["start", t("progress.quests.rewards.onStart"), start],
  ];
  if (lines.every(([, , parts]) => parts.length === 0)) return null;
  return (
    <div className="quest-rewards small">
      {lines
        .filter(([, , parts]) => parts.length > 0)
        .map(([key, label, parts]) => (
          <p key={key} data-rewards={key}>
            <span className="muted">{label}</span>{" "}
            {parts.map((part, i) => (
              <Fragment key={i}>
                {i > 0 && " · "}
                {part}
              </Fragment>
            ))}
          </p>
        ))}
    </div>
  );
}
