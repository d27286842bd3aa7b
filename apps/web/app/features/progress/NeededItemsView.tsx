import type { ProgressData, ProgressItem } from "@raidkit/api";
import { formatPrice, isValuable, missingCount, type NeededItem, textCompare } from "@raidkit/game";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import type { CharProgress } from "../../shared/progressStore.ts";
import { useLocale } from "../../shared/rootData.ts";
import { ClearableInput } from "../../ui/ClearableInput.tsx";
import { ItemImage } from "../../ui/ItemImage.tsx";
import { OcrPanel } from "./ocr/OcrPanel.tsx";
import { PoolList } from "./PoolList.tsx";
import { useProgressOverview } from "./useProgressOverview.ts";

export type NeededVariant = "keep" | "tracker" | "interactive";
const SOURCES = ["all", "quest", "module"] as const;

/** A needed entry with what the lists show of it. */
interface Entry {
  item: NeededItem;
  /** The single item, when it is not a pool. */
  info: ProgressItem | null;
  label: string;
  sourceNames: string[];
}

/**
 * /progression/items-to-keep, /items-tracker and /items-interactive: what open quests and unbuilt
 * modules still ask for, with have/need counts (issue 6). A pool (any of N items) is one entry;
 * opening it lists its items in a virtualised list.
 */
export function NeededItemsView(props: { data: ProgressData; variant: NeededVariant }) {
  const t = useT();
  const locale = useLocale();
  const { progress, overview } = useProgressOverview(props.data);
  const [search, setSearch] = useState("");
  const [source, setSource] = useState<(typeof SOURCES)[number]>("all");
  const [firOnly, setFirOnly] = useState(false);
  const [hideDone, setHideDone] = useState(props.variant !== "keep");
  const [open, setOpen] = useState<string | null>(null);

  const names = useMemo(() => {
    const quest = new Map(props.data.quests.map((q) => [q.uid, q]));
    const module = new Map(props.data.modules.map((m) => [m.id, m]));
    return { quest, module };
  }, [props.data]);

  const entries: Entry[] = useMemo(
    () =>
      overview.needed.map((item) => {
        const info = item.uids.length === 1 ? (props.data.items[item.uids[0] as string] ?? null) : null;
        const sourceNames = item.sources.map((s) => {
          if (s.kind === "quest") return names.quest.get(s.id)?.name ?? s.id;
          const m = names.module.get(s.id);
          return m ? `${m.stationName} ${m.level}` : s.id;
        });
        const poolLabel = item.sources.map((s) => names.quest.get(s.id)?.needs.find((n) => n.uids.length === item.uids.length)?.label).find(Boolean);
        const label = info?.name ?? (item.uids.length > 1 ? (poolLabel ?? t("progress.items.anyOf", { count: item.uids.length })) : (item.uids[0] ?? ""));
        return { item, info, label, sourceNames };
      }),
    [overview.needed, props.data.items, names, t],
  );

  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const shown = entries
    .filter((e) => source === "all" || e.item.sources.some((s) => s.kind === source))
    .filter((e) => !firOnly || e.item.needFoundInRaid > 0)
    .filter((e) => !hideDone || missingCount(e.item) > 0)
    .filter((e) => words.every((w) => e.label.toLowerCase().includes(w) || e.info?.shortName.toLowerCase().includes(w)))
    .sort(
      (a, b) =>
        Number(missingCount(b.item) > 0) - Number(missingCount(a.item) > 0) ||
        b.item.needFoundInRaid - a.item.needFoundInRaid ||
        textCompare(locale)(a.label, b.label),
    );

  const setHave = (uid: string, count: number) => progress.apply({ set: { itemsFound: { [uid]: Math.max(0, Math.min(9999, Math.round(count))) } } });
  const editable = props.variant !== "keep" && !progress.readOnly;
  const totals = { entries: entries.length, missing: entries.filter((e) => missingCount(e.item) > 0).length };

  return (
    <>
      {props.variant !== "keep" && <OcrPanel data={props.data} needed={overview.needed} progress={progress} />}
      <form className="market-toolbar" onSubmit={(e) => e.preventDefault()}>
        <ClearableInput
          value={search}
          onDebouncedChange={setSearch}
          debounceMs={150}
          placeholder={t("progress.items.search")}
          aria-label={t("progress.items.search")}
          type="search"
        />
        <fieldset className="segmented">
          <legend className="visually-hidden">{t("progress.items.source")}</legend>
          {SOURCES.map((s) => (
            <button key={s} type="button" className={s === source ? "on" : undefined} aria-pressed={s === source} onClick={() => setSource(s)}>
              {t(`progress.items.sources.${s}`)}
            </button>
          ))}
        </fieldset>
        <label className="check">
          <input type="checkbox" checked={firOnly} onChange={(e) => setFirOnly(e.target.checked)} /> {t("progress.items.firOnly")}
        </label>
        <label className="check">
          <input type="checkbox" checked={hideDone} onChange={(e) => setHideDone(e.target.checked)} /> {t("progress.items.hideDone")}
        </label>
        <span className="muted small">{t("progress.items.totals", totals)}</span>
      </form>
      {props.variant === "interactive" && <p className="muted small">{t("progress.items.interactiveHint")}</p>}
      {shown.length === 0 ? (
        <div className="empty-state">
          <p>{entries.length === 0 ? t("progress.items.nothingNeeded") : t("progress.items.none")}</p>
        </div>
      ) : props.variant === "interactive" ? (
        <ul className="item-board">
          {shown.map((e) => (
            <ItemTile
              key={e.item.key}
              entry={e}
              progress={progress}
              setHave={setHave}
              locale={locale}
              onOpen={() => setOpen(open === e.item.key ? null : e.item.key)}
            />
          ))}
        </ul>
      ) : (
        <div className="table-scroll">
          <table className="data-table needed-table">
            <thead>
              <tr>
                <th>{t("progress.items.item")}</th>
                <th className="num col-need">{t("progress.items.need")}</th>
                <th className="num col-fir">{t("progress.items.fir")}</th>
                <th className="num col-have">{t("progress.items.have")}</th>
                <th className="col-sources">{t("progress.items.for")}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((e) => (
                <NeededRow
                  key={e.item.key}
                  entry={e}
                  editable={editable}
                  setHave={setHave}
                  open={open === e.item.key}
                  onOpen={() => setOpen(open === e.item.key ? null : e.item.key)}
                  progress={progress}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open && props.variant === "interactive" && (
        <PoolList uids={entries.find((e) => e.item.key === open)?.item.uids ?? []} have={progress.itemsFound} editable={!progress.readOnly} setHave={setHave} />
      )}
    </>
  );
}

function Counter(props: { uid: string; have: number; setHave: (uid: string, n: number) => void; label: string }) {
  const t = useT();
  return (
    <span className="counter">
      <button
        type="button"
        aria-label={t("progress.items.less", { name: props.label })}
        onClick={() => props.setHave(props.uid, props.have - 1)}
        disabled={props.have <= 0}
      >
        −
      </button>
      <span className="num">{props.have}</span>
      <button type="button" aria-label={t("progress.items.more", { name: props.label })} onClick={() => props.setHave(props.uid, props.have + 1)}>
        +
      </button>
    </span>
  );
}

function NeededRow(props: {
  entry: Entry;
  editable: boolean;
  setHave: (uid: string, n: number) => void;
  open: boolean;
  onOpen: () => void;
  progress: CharProgress;
}) {
  const t = useT();
  const { item, info, label, sourceNames } = props.entry;
  const pool = item.uids.length > 1;
  return (
    <>
      <tr className={missingCount(item) === 0 ? "row-done" : undefined} data-need={item.key}>
        <td>
          {info ? (
            <Link to={`/item/${info.url}`} className="item-chip">
              <ItemImage name={info.name} shortName={info.shortName} icon={info.icon} />
              <span>{label}</span>
            </Link>
          ) : (
            <button type="button" className="link-button" aria-expanded={props.open} onClick={props.onOpen}>
              {pool ? `${props.open ? "▾" : "▸"} ${label} · ${t("progress.items.anyOf", { count: item.uids.length })}` : label}
            </button>
          )}
        </td>
        <td className="num">{item.need}</td>
        <td className="num">{item.needFoundInRaid || ""}</td>
        <td className="num">
          {props.editable && !pool ? (
            <Counter uid={item.uids[0] as string} have={props.progress.itemsFound[item.uids[0] as string] ?? 0} setHave={props.setHave} label={label} />
          ) : (
            `${item.have}`
          )}
        </td>
        <td className="col-sources small muted" title={sourceNames.join(", ")}>
          {sourceNames.slice(0, 3).join(", ")}
          {sourceNames.length > 3 ? ` +${sourceNames.length - 3}` : ""}
        </td>
      </tr>
      {pool && props.open && (
        <tr className="pool-row">
          <td colSpan={5}>
            <PoolList uids={item.uids} have={props.progress.itemsFound} editable={props.editable} setHave={props.setHave} />
          </td>
        </tr>
      )}
    </>
  );
}

function ItemTile(props: {
  entry: Entry;
  progress: CharProgress;
  setHave: (uid: string, n: number) => void;
  locale: ReturnType<typeof useLocale>;
  onOpen: () => void;
}) {
  const t = useT();
  const { item, info, label } = props.entry;
  const valuable = isValuable(info?.pricePerSlot);
  const single = item.uids.length === 1 ? (item.uids[0] as string) : null;
  const have = single ? (props.progress.itemsFound[single] ?? 0) : item.have;
  const change = (delta: number) => {
    if (props.progress.readOnly) return;
    if (single) props.setHave(single, have + delta);
    else props.onOpen();
  };
  return (
    <li className={`item-board-tile ${missingCount(item) === 0 ? "done" : ""} ${valuable ? "valuable" : ""}`} data-need={item.key}>
      <button
        type="button"
        title={`${label}${info?.pricePerSlot ? ` · ${formatPrice(info.pricePerSlot, props.locale)}/${t("progress.items.slot")}` : ""}`}
        aria-label={t("progress.items.tileLabel", { name: label, have, need: item.need })}
        onClick={() => change(1)}
        onContextMenu={(e) => {
          e.preventDefault();
          change(-1);
        }}
        onKeyDown={(e) => {
          if (e.key === "-" || e.key === "Backspace") {
            e.preventDefault();
            change(-1);
          }
        }}
      >
        {info ? (
          <ItemImage name={info.name} shortName={info.shortName} icon={info.icon} />
        ) : (
          <span className="pool-tile">{t("progress.items.anyOf", { count: item.uids.length })}</span>
        )}
        <span className="tile-count num">
          {have}/{item.need}
        </span>
        {item.needFoundInRaid > 0 && <span className="fir-mark">FIR</span>}
        {valuable && <span className="valuable-mark">{t("progress.items.valuable")}</span>}
      </button>
    </li>
  );
}
