import type { ItemPageData } from "@raidkit/api";
import { formatNumber, itemPath, type Locale } from "@raidkit/game";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";

type Related = ItemPageData["related"];

/**
 * Where the item is used (quests, hideout, crafts, barters) and where it comes from (crafts,
 * barters, quest rewards and the quests that unlock buying or crafting it, issue 31): what players
 * open an item page for (issue 22). Counts, found-in-raid and links.
 */
export function ItemUses(props: { data: ItemPageData; locale: Locale }) {
  const t = useT();
  const { uses, related, doors } = props.data;
  const used = uses.quests.length + uses.hideout.length + uses.craftsIn.length + uses.bartersIn.length + doors.length;
  const obtained = uses.craftsOut.length + uses.bartersOut.length + uses.questRewards.length + uses.questUnlocks.length;
  const fir = (on: boolean) => (on ? <span className="badge">{t("item.uses.foundInRaid")}</span> : null);
  return (
    <div className="item-columns item-uses">
      <section className="panel" aria-labelledby="used-in">
        <h2 id="used-in">{t("item.uses.usedIn")}</h2>
        {used === 0 && <p className="muted small">{t("item.uses.noneUsed")}</p>}
        <UseList title={t("item.uses.quests")} count={uses.quests.length}>
          {uses.quests.map((q, i) => (
            <li key={`${q.uid}-${i}`}>
              <span>{q.name}</span> <span className="muted">· {q.traderName}</span> <b>×{q.count}</b> {fir(q.foundInRaid)}
              {q.pool > 1 && <span className="muted small"> {t("item.uses.oneOf", { count: q.pool })}</span>}
            </li>
          ))}
        </UseList>
        <UseList title={t("item.uses.hideout")} count={uses.hideout.length}>
          {uses.hideout.map((m) => (
            <li key={m.id}>
              <span>
                {m.stationName} {t("item.uses.level", { level: m.level })}
              </span>{" "}
              <b>×{m.count}</b> {fir(m.foundInRaid)}
            </li>
          ))}
        </UseList>
        <UseList title={t("item.uses.crafts")} count={uses.craftsIn.length}>
          {uses.craftsIn.map((c) => (
            <li key={c.id}>
              <b>×{c.count}</b> → <ItemLink part={c.output} related={related} />{" "}
              <span className="muted">
                · {c.stationName} {t("item.uses.level", { level: c.level })}
              </span>
            </li>
          ))}
        </UseList>
        <UseList title={t("item.uses.barters")} count={uses.bartersIn.length}>
          {uses.bartersIn.map((b) => (
            <li key={b.id}>
              <b>×{b.count}</b> → <ItemLink part={b.output} related={related} />{" "}
              <span className="muted">
                · {b.traderName} {t("item.uses.loyalty", { level: b.loyaltyLevel })}
              </span>
            </li>
          ))}
        </UseList>
        <UseList title={t("item.uses.doors")} count={doors.length} id="doors">
          {doors.map((d, i) => {
            const n = doorNumber(doors, i);
            return (
              <li key={`${d.slug}-${d.point}`}>
                <Link to={`/maps/${d.slug}?focus=${encodeURIComponent(d.point)}`}>
                  {d.map}
                  {n !== null && ` · ${t("item.uses.door", { n })}`}
                </Link>
                {d.needsPower && <span className="muted"> ({t("item.uses.needsPower")})</span>}
              </li>
            );
          })}
        </UseList>
      </section>
      <section className="panel" aria-labelledby="obtained-from">
        <h2 id="obtained-from">{t("item.uses.obtainedFrom")}</h2>
        {obtained === 0 && <p className="muted small">{t("item.uses.noneObtained")}</p>}
        <UseList title={t("item.uses.crafts")} count={uses.craftsOut.length}>
          {uses.craftsOut.map((c) => (
            <li key={c.id}>
              <span className="muted">
                {c.stationName} {t("item.uses.level", { level: c.level })}:
              </span>{" "}
              <Parts parts={c.inputs} related={related} /> → <b>×{c.count}</b>
            </li>
          ))}
        </UseList>
        <UseList title={t("item.uses.barters")} count={uses.bartersOut.length}>
          {uses.bartersOut.map((b) => (
            <li key={b.id}>
              <span className="muted">
                {b.traderName} {t("item.uses.loyalty", { level: b.loyaltyLevel })}:
              </span>{" "}
              <Parts parts={b.inputs} related={related} /> → <b>×{b.count}</b>
            </li>
          ))}
        </UseList>
        <UseList title={t("item.uses.questRewards")} count={uses.questRewards.length} id="quest-rewards">
          {uses.questRewards.map((q) => (
            <li key={`${q.uid}-${q.onStart}`}>
              <QuestLink quest={q} /> <span className="muted">· {q.traderName}</span> <b>×{formatNumber(q.count, props.locale)}</b>
              {q.onStart && <span className="muted"> ({t("item.uses.onStart")})</span>}
            </li>
          ))}
        </UseList>
        <UseList title={t("item.uses.questUnlocks")} count={uses.questUnlocks.length} id="quest-unlocks">
          {uses.questUnlocks.map((u, i) => (
            <li key={`${u.uid}-${i}`}>
              <QuestLink quest={u} />{" "}
              <span className="muted">
                · {u.kind === "offer" ? t("item.uses.offer", { trader: u.by, level: u.level }) : t("item.uses.craft", { station: u.by, level: u.level })}
              </span>
              {u.kind === "craft" && u.count > 1 && <b> ×{formatNumber(u.count, props.locale)}</b>}
              {u.onStart && <span className="muted"> ({t("item.uses.onStart")})</span>}
            </li>
          ))}
        </UseList>
        <p className="small">
          <a href={props.data.wikiUrl} rel="noopener noreferrer" target="_blank">
            {t("item.uses.wiki")}
          </a>
          {props.data.buildPath && (
            <>
              {" · "}
              <Link to={props.data.buildPath}>{t("item.uses.build")}</Link>
            </>
          )}
        </p>
      </section>
    </div>
  );
}

/** A door's number on its map when the key opens several there (1-based), else null. */
function doorNumber(doors: ItemPageData["doors"], i: number): number | null {
  const door = doors[i];
  const here = doors.filter((d) => d.slug === door?.slug);
  return here.length > 1 ? here.indexOf(door as (typeof here)[number]) + 1 : null;
}

function UseList(props: { title: string; count: number; children: ReactNode; id?: string }) {
  if (props.count === 0) return null;
  return (
    <>
      <h3 className="uses-head">
        {props.title} <span className="muted">({props.count})</span>
      </h3>
      <ul className="uses-list small" data-uses={props.id}>
        {props.children}
      </ul>
    </>
  );
}

/** A quest named on an item page: its card on the quest list, found by name. */
function QuestLink(props: { quest: { name: string } }) {
  return <Link to={`/progression/quests?q=${encodeURIComponent(props.quest.name)}`}>{props.quest.name}</Link>;
}

function ItemLink(props: { part: { uid: string; count: number }; related: Related }) {
  const item = props.related[props.part.uid];
  const label = `${item?.name ?? props.part.uid}${props.part.count > 1 ? ` ×${props.part.count}` : ""}`;
  return item ? <Link to={itemPath(item.url)}>{label}</Link> : <span>{label}</span>;
}

function Parts(props: { parts: { uid: string; count: number }[]; related: Related }) {
  return (
    <>
      {props.parts.map((p, i) => (
        <span key={`${p.uid}-${i}`}>
          {i > 0 && " + "}
          <ItemLink part={p} related={props.related} />
        </span>
      ))}
    </>
  );
}
