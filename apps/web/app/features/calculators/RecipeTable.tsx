import type { CalcItem } from "@raidkit/api";
import { formatDuration, formatPercent, formatPrice, type Locale, type ProfitSettings, type RecipeLock, type RecipeProfit } from "@raidkit/game";
import { Fragment, type ReactNode, useState } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { MyPriceControl, YourPriceTag } from "../../shared/MyPrice.tsx";
import { explainPart, fieldFor } from "./explain.ts";

export interface RecipeRow {
  id: string;
  /** "Workbench 2" or "Prapor LL2". */
  source: string;
  profit: RecipeProfit;
  lock: RecipeLock | null;
  lockText: string | null;
}

/** An item of a recipe; `mine`: its figure is the player's own price, marked as his (issue 32 item 1). */
function ItemChip(props: { item: CalcItem | undefined; uid: string; count: number; full?: boolean; mine?: boolean }) {
  const label = (props.full ? props.item?.name : props.item?.shortName || props.item?.name) || props.uid;
  const count = Math.round(props.count * 100) / 100;
  const chip = props.item ? (
    <Link to={`/item/${props.item.url}`} className="item-chip" title={props.item.name}>
      {count !== 1 && <span className="chip-count">{count}×</span>}
      {label}
    </Link>
  ) : (
    <span className="item-chip muted">{label}</span>
  );
  if (!props.mine) return chip;
  return (
    <>
      {chip}
      <YourPriceTag />
    </>
  );
}

/**
 * A recipe part's key: a recipe may ask for one item twice (Therapist's LEDX barter takes USEC
 * dogtags of two levels), so the item alone does not name a part; its place in the list does.
 */
const partKey = (uid: string, index: number) => `${uid}-${index}`;

/** A figure's column header: a button that sorts by it (highest first). */
function SortableTh(props: {
  className?: string;
  label: string;
  sortKey: "cost" | "profit" | "profitPerHour" | "roi";
  sort?: string;
  onSort?: (key: "cost" | "profit" | "profitPerHour" | "roi") => void;
}) {
  const active = props.sort === props.sortKey;
  return (
    <th className={props.className} aria-sort={active ? "descending" : undefined}>
      {props.onSort ? (
        <button type="button" className={`th-sort ${active ? "sorted" : ""}`} onClick={() => props.onSort?.(props.sortKey)}>
          {props.label}
          {active ? " ▼" : ""}
        </button>
      ) : (
        props.label
      )}
    </th>
  );
}

/** Crafts or barters with cost, value, profit, per hour and ROI; each figure says how it was made on hover. */
export function RecipeTable(props: {
  rows: RecipeRow[];
  items: Record<string, CalcItem>;
  settings: ProfitSettings;
  locale: Locale;
  timed: boolean;
  sourceLabel: string;
  /** The sorted figure, and a click on a figure's header to sort by it. */
  sort?: string;
  onSort?: (key: "cost" | "profit" | "profitPerHour" | "roi") => void;
  /** A row's action beside its product (start a craft, record a barter done: issue 32 item 3). */
  rowAction?: (row: RecipeRow, place: "head" | "detail") => ReactNode;
  /** The action's label in the opened recipe (where a phone shows it). */
  actionLabel?: string;
}) {
  const t = useT();
  const { items, settings, locale } = props;
  // Rows opened to their whole recipe (issue 22: on a phone the narrow table hides inputs, cost and time).
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const columns = 7 + (props.timed ? 2 : 0);
  const money = (v: number | null) => (v === null ? "—" : formatPrice(Math.round(v), locale));
  /** Figures of a recipe with an unpriced item are not its profit: shown as a dash. */
  const figure = (p: RecipeProfit, v: number | null) => (p.complete ? money(v) : "—");
  return (
    <div className="table-scroll">
      <table className="market-table recipe-table">
        <thead>
          <tr>
            <th className="col-name">{t("calc.output")}</th>
            <th className="col-source">{props.sourceLabel}</th>
            <th className="col-inputs">{t("calc.inputs")}</th>
            {props.timed && <th className="col-time">{t("calc.time")}</th>}
            <SortableTh className="col-cost" label={t("calc.cost")} sortKey="cost" sort={props.sort} onSort={props.onSort} />
            <th className="col-value">{t("calc.value")}</th>
            <SortableTh label={t("calc.profit")} sortKey="profit" sort={props.sort} onSort={props.onSort} />
            {props.timed && <SortableTh label={t("calc.perHour")} sortKey="profitPerHour" sort={props.sort} onSort={props.onSort} />}
            <SortableTh label={t("calc.roi")} sortKey="roi" sort={props.sort} onSort={props.onSort} />
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => {
            const p = row.profit;
            const out = items[p.output.uid];
            const costTitle = p.inputs.map((i) => explainPart(i, items[i.uid], fieldFor(settings, "buy"), locale, t)).join("\n");
            const valueTitle = explainPart(p.output, out, fieldFor(settings, "sell"), locale, t);
            const profitTitle = `${money(p.value)} − ${money(p.cost)}${p.fuelCost ? ` − ${t("calc.fuel")} ${money(p.fuelCost)}` : ""} = ${money(p.profit)}`;
            const expanded = open.has(row.id);
            return (
              <Fragment key={row.id}>
                <tr className={row.lock ? "locked" : ""} data-recipe={row.id}>
                  <td className="col-name">
                    <div className="recipe-head">
                      <button
                        type="button"
                        className="recipe-toggle"
                        aria-expanded={expanded}
                        aria-controls={`recipe-${row.id}`}
                        aria-label={t(expanded ? "calc.hideRecipe" : "calc.showRecipe")}
                        onClick={() => toggle(row.id)}
                      >
                        {expanded ? "▾" : "▸"}
                      </button>
                      <ItemChip item={out} uid={p.output.uid} count={p.output.count} full mine={p.output.source === "custom"} />
                      {props.rowAction?.(row, "head")}
                    </div>
                    {row.lockText && <div className="lock-note">🔒 {row.lockText}</div>}
                    {p.unpriced.length > 0 && <div className="lock-note">{t("calc.unpriced", { count: p.unpriced.length })}</div>}
                  </td>
                  <td className="col-source">{row.source}</td>
                  <td className="col-inputs">
                    {p.inputs.map((i, index) => (
                      <ItemChip key={partKey(i.uid, index)} item={items[i.uid]} uid={i.uid} count={i.count} mine={i.source === "custom"} />
                    ))}
                  </td>
                  {props.timed && <td className="num col-time">{p.seconds === null ? "—" : formatDuration(p.seconds, locale)}</td>}
                  <td className="num col-cost" title={costTitle}>
                    {figure(p, p.cost)}
                  </td>
                  <td className="num col-value" title={valueTitle}>
                    {money(p.value)}
                  </td>
                  <td className={`num col-profit ${!p.complete ? "" : p.profit > 0 ? "up" : p.profit < 0 ? "down" : ""}`} title={profitTitle}>
                    {figure(p, p.profit)}
                  </td>
                  {props.timed && <td className={`num ${!p.complete ? "" : (p.profitPerHour ?? 0) > 0 ? "up" : "down"}`}>{figure(p, p.profitPerHour)}</td>}
                  <td className="num">{p.roi === null || !p.complete ? "—" : formatPercent(p.roi, locale)}</td>
                </tr>
                {expanded && (
                  <tr className="recipe-detail" id={`recipe-${row.id}`}>
                    <td colSpan={columns}>
                      <dl className="recipe-facts">
                        <div>
                          <dt>{props.sourceLabel}</dt>
                          <dd>{row.source}</dd>
                        </div>
                        <div className="recipe-parts">
                          <dt>{t("calc.inputs")}</dt>
                          <dd>
                            <ul>
                              {p.inputs.map((i, index) => (
                                <li key={partKey(i.uid, index)}>
                                  <ItemChip item={items[i.uid]} uid={i.uid} count={i.count} full mine={i.source === "custom"} />{" "}
                                  <span className="muted">{explainPart(i, items[i.uid], fieldFor(settings, "buy"), locale, t)}</span>{" "}
                                  <MyPriceControl itemUid={i.uid} itemName={items[i.uid]?.name ?? i.uid} kind="buy" locale={locale} compact />
                                </li>
                              ))}
                            </ul>
                          </dd>
                        </div>
                        <div className="recipe-parts">
                          <dt>{t("calc.output")}</dt>
                          <dd>
                            <ItemChip item={out} uid={p.output.uid} count={p.output.count} full mine={p.output.source === "custom"} />{" "}
                            <span className="muted">{valueTitle}</span>{" "}
                            <MyPriceControl itemUid={p.output.uid} itemName={out?.name ?? p.output.uid} kind="sell" locale={locale} compact />
                          </dd>
                        </div>
                        {props.timed && (
                          <div>
                            <dt>{t("calc.time")}</dt>
                            <dd>{p.seconds === null ? "—" : formatDuration(p.seconds, locale)}</dd>
                          </div>
                        )}
                        <div>
                          <dt>{t("calc.cost")}</dt>
                          <dd className="num">{figure(p, p.cost)}</dd>
                        </div>
                        {props.rowAction && (
                          <div className="recipe-action-detail">
                            <dt>{props.actionLabel}</dt>
                            <dd>{props.rowAction(row, "detail")}</dd>
                          </div>
                        )}
                        <div>
                          <dt>{t("calc.profit")}</dt>
                          <dd className="num">{p.complete ? profitTitle : "—"}</dd>
                        </div>
                      </dl>
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
