import type { ProgressData, ProgressItem, ProgressPageData } from "@raidkit/api";
import {
  catalogueCandidates,
  mergeCandidates,
  type NeededItem,
  type OcrCandidate,
  type OcrMatch,
  textCompare,
  totalsByItem,
  trackerCandidates,
} from "@raidkit/game";
import { type ClipboardEvent, type DragEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLoaderData } from "react-router";
import { useT } from "../../../i18n/useT.tsx";
import { useOptionalAccount } from "../../../shared/account/AccountContext.tsx";
import { syncCache } from "../../../shared/cacheStore.ts";
import type { CharProgress } from "../../../shared/progressStore.ts";
import { useLocale } from "../../../shared/rootData.ts";
import { InlineStyle } from "../../../ui/InlineStyle.tsx";
import type { OcrProblem, OcrSession } from "./engine.ts";
import ocrCss from "./ocr.css?inline";

/** Formats the picker offers (the engine checks again). */
const ACCEPT = "image/png,image/jpeg,image/webp,image/bmp";
const MAX_FILE_BYTES = 40 * 1024 * 1024;
/** Reads below this confidence start unticked: the player confirms them. */
const SURE = 0.7;

interface Shot {
  id: number;
  name: string;
  url: string;
  width: number;
  height: number;
  status: "queued" | "reading" | "done" | "failed" | "cancelled";
  progress: number;
  problem: OcrProblem | null;
  found: number;
}

interface Row {
  id: number;
  shot: number;
  uid: string;
  count: number;
  fir: boolean;
  include: boolean;
  match: OcrMatch;
}

let ids = 0;

/**
 * Issue 17 on /progression/items-tracker and /items-interactive: a Pro player drops, pastes or picks
 * screenshots; they are read in the browser (engine.ts, loaded on first use) and matched against
 * the tracker's items only (spec §5); the player confirms, corrects or removes the matches, chooses
 * found in raid, and adds them all with one action (the tracker's own progress update), with undo.
 */
export function OcrPanel(props: { data: ProgressData; needed: readonly NeededItem[]; progress: CharProgress }) {
  const t = useT();
  const account = useOptionalAccount();
  const pro = Boolean(account?.user?.pro) && !props.progress.readOnly;
  return (
    <details className="ocr-panel" data-testid="ocr-panel">
      <InlineStyle name="ocr" css={ocrCss} />
      <summary>
        <strong>{t("progress.ocr.title")}</strong> <span className="muted small">{t("progress.ocr.summary")}</span>
      </summary>
      {pro ? (
        <OcrWork {...props} />
      ) : (
        <p className="ocr-locked" role="note">
          <strong>{t("errors.proRequired")}</strong> <span className="muted">{t("progress.ocr.proHint")}</span>
        </p>
      )}
    </details>
  );
}

/**
 * Issue 35: every item of the catalogue (English and the page's language) from the offline item
 * cache, which names are matched against before the tracker's items are kept; empty when the cache
 * cannot be had (the tracker's items alone are matched then).
 */
async function catalogueNames(locale: string): Promise<OcrCandidate[]> {
  try {
    const { items } = await syncCache(locale);
    return catalogueCandidates(items.fields, items.rows);
  } catch {
    return [];
  }
}

/** The other language's item names: the progress data at the same address with the other locale. */
async function otherLocaleItems(dataUrl: string | null): Promise<Record<string, ProgressItem> | null> {
  if (!dataUrl) return null;
  const other = dataUrl.replace(/\/progression\/data\/(en|ru)\//, (_, l: string) => `/progression/data/${l === "en" ? "ru" : "en"}/`);
  if (other === dataUrl) return null;
  try {
    const reply = await fetch(other);
    return reply.ok ? ((await reply.json()) as ProgressData).items : null;
  } catch {
    return null;
  }
}

function OcrWork(props: { data: ProgressData; needed: readonly NeededItem[]; progress: CharProgress }) {
  const t = useT();
  const locale = useLocale();
  const [shots, setShots] = useState<Shot[]>([]);
  const [rows, setRows] = useState<Row[]>([]);
  const [fir, setFir] = useState(true);
  const [loading, setLoading] = useState<number | null>(null);
  const [engineFailed, setEngineFailed] = useState(false);
  const [added, setAdded] = useState<{ previous: Record<string, number>; items: number; kinds: number } | null>(null);
  const [otherNames, setOtherNames] = useState<Record<string, ProgressItem> | null>(null);
  const session = useRef<OcrSession | null>(null);
  const catalogue = useRef<OcrCandidate[]>([]);
  // The merged list is kept while the catalogue and the tracker's items stay the same: the matching
  // folds its ~10,000 names once per list (packages/game match.ts), not once per screenshot.
  const merged = useRef<{ catalogue: OcrCandidate[]; tracker: OcrCandidate[]; list: OcrCandidate[] } | null>(null);
  const queue = useRef<{ shot: Shot; file: File }[]>([]);
  const running = useRef(false);
  const cancelled = useRef(false);
  const loader = useLoaderData() as Partial<ProgressPageData> | undefined;
  const dataUrl = typeof loader?.dataUrl === "string" ? loader.dataUrl : null;

  const candidates: OcrCandidate[] = useMemo(
    () => trackerCandidates(props.needed, otherNames ? [props.data.items, otherNames] : [props.data.items]),
    [props.needed, props.data.items, otherNames],
  );
  const byUid = useMemo(() => new Map(props.needed.flatMap((n) => n.uids.map((uid) => [uid, n] as const))), [props.needed]);
  const nameOf = useCallback((uid: string) => props.data.items[uid]?.name ?? uid, [props.data.items]);
  // The read loop runs across renders: it reads the latest candidates and choice from refs.
  const latest = useRef({ candidates, fir });
  latest.current = { candidates, fir };
  const sortedCandidates = useMemo(() => [...candidates].sort((a, b) => textCompare(locale)(nameOf(a.uid), nameOf(b.uid))), [candidates, locale, nameOf]);

  useEffect(
    () => () => {
      session.current?.terminate();
      session.current = null;
    },
    [],
  );

  const update = (id: number, change: Partial<Shot>) => setShots((list) => list.map((s) => (s.id === id ? { ...s, ...change } : s)));

  const run = async () => {
    if (running.current) return;
    running.current = true;
    try {
      while (queue.current.length) {
        const job = queue.current.shift() as { shot: Shot; file: File };
        if (!session.current) {
          setLoading(0);
          const names = otherNames ?? (await otherLocaleItems(dataUrl));
          if (names) {
            setOtherNames(names);
            latest.current.candidates = trackerCandidates(props.needed, [props.data.items, names]);
          }
          catalogue.current = await catalogueNames(locale);
          const { startOcr } = await import("./engine.ts");
          session.current = await startOcr(locale, (f) => setLoading(f));
          setLoading(null);
        }
        update(job.shot.id, { status: "reading", progress: 0 });
        const tracker = latest.current.candidates;
        if (merged.current?.catalogue !== catalogue.current || merged.current.tracker !== tracker)
          merged.current = { catalogue: catalogue.current, tracker, list: mergeCandidates(catalogue.current, tracker) };
        const result = await session.current.read(job.file, merged.current.list, new Set(tracker.map((c) => c.uid)), (p) =>
          update(job.shot.id, { progress: p }),
        );
        if (result.problem) {
          update(job.shot.id, { status: "failed", problem: result.problem, progress: 1, width: result.width, height: result.height });
          continue;
        }
        update(job.shot.id, { status: "done", progress: 1, found: result.matches.length, width: result.width, height: result.height });
        setRows((list) => [
          ...list,
          ...result.matches.map((m) => ({
            id: ++ids,
            shot: job.shot.id,
            uid: m.uid,
            count: m.count,
            // The cell's found-in-raid mark, when it was seen, chooses found in raid.
            fir: m.fir === true || latest.current.fir,
            include: m.confidence >= SURE,
            match: m,
          })),
        ]);
      }
    } catch {
      // Cancelled (the engine was stopped), or the engine could not start or failed.
      setLoading(null);
      if (!cancelled.current) {
        setEngineFailed(true);
        session.current?.terminate();
        session.current = null;
      }
      setShots((list) => list.map((s) => (s.status === "reading" || s.status === "queued" ? { ...s, status: "cancelled" } : s)));
      queue.current = [];
    } finally {
      running.current = false;
    }
  };

  const addFiles = (files: readonly File[]) => {
    if (files.length === 0) return;
    cancelled.current = false;
    setAdded(null);
    setEngineFailed(false);
    for (const file of files) {
      const shot: Shot = {
        id: ++ids,
        name: file.name || t("progress.ocr.pasted"),
        url: URL.createObjectURL(file),
        width: 0,
        height: 0,
        status: "queued",
        progress: 0,
        problem: null,
        found: 0,
      };
      if (!ACCEPT.split(",").includes(file.type) || file.size > MAX_FILE_BYTES) {
        shot.status = "failed";
        shot.problem = "unsupportedFormat";
        shot.progress = 1;
      } else queue.current.push({ shot, file });
      setShots((list) => [...list, shot]);
    }
    void run();
  };

  const cancel = () => {
    cancelled.current = true;
    queue.current = [];
    const current = session.current;
    session.current = null;
    current?.terminate();
    setLoading(null);
    setShots((list) => list.map((s) => (s.status === "reading" || s.status === "queued" ? { ...s, status: "cancelled" } : s)));
  };

  const clear = () => {
    cancel();
    for (const s of shots) URL.revokeObjectURL(s.url);
    setShots([]);
    setRows([]);
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    addFiles([...e.dataTransfer.files]);
  };
  const onPaste = (e: ClipboardEvent) => {
    const files = [...e.clipboardData.files];
    if (files.length) {
      e.preventDefault();
      addFiles(files);
    }
  };

  /** A row not found in raid cannot count towards an item every need of which must be found in raid. */
  const firOnly = (row: Row) => {
    const entry = byUid.get(row.uid);
    return !row.fir && entry !== undefined && entry.need > 0 && entry.needFoundInRaid === entry.need;
  };
  const chosen = rows.filter((r) => r.include && r.count > 0 && !firOnly(r));
  const totals = totalsByItem(chosen);

  const addAll = () => {
    const previous: Record<string, number> = {};
    const next: Record<string, number> = {};
    for (const [uid, count] of totals) {
      const have = props.progress.itemsFound[uid] ?? 0;
      previous[uid] = have;
      next[uid] = Math.min(9999, have + count);
    }
    if (Object.keys(next).length === 0) return;
    props.progress.apply({ set: { itemsFound: next } });
    setAdded({ previous, items: [...totals.values()].reduce((a, b) => a + b, 0), kinds: totals.size });
    for (const s of shots) URL.revokeObjectURL(s.url);
    setRows([]);
    setShots([]);
  };
  const undo = () => {
    if (!added) return;
    props.progress.apply({ set: { itemsFound: added.previous } });
    setAdded(null);
  };

  const busy = loading !== null || shots.some((s) => s.status === "reading" || s.status === "queued");
  const overall = shots.length ? shots.reduce((sum, s) => sum + (s.status === "queued" ? 0 : s.progress), 0) / shots.length : 0;
  const setRow = (id: number, change: Partial<Row>) => setRows((list) => list.map((r) => (r.id === id ? { ...r, ...change } : r)));

  return (
    <div className="ocr-work" onPaste={onPaste}>
      <label
        className="ocr-drop"
        onDragOver={(e) => e.preventDefault()}
        onDrop={onDrop}
        // The zone takes a paste when focused (Ctrl+V), as well as drops and the picker.
        tabIndex={-1}
      >
        <input type="file" accept={ACCEPT} multiple data-testid="ocr-input" onChange={(e) => addFiles([...(e.target.files ?? [])])} />
        <span>{t("progress.ocr.drop")}</span>
        <span className="muted small">{t("progress.ocr.formats")}</span>
      </label>
      <p className="muted small ocr-support">{t("progress.ocr.supported")}</p>
      <div className="ocr-options">
        <label className="check">
          <input type="checkbox" checked={fir} onChange={(e) => setFir(e.target.checked)} /> {t("progress.ocr.firDefault")}
        </label>
        {busy && (
          <button type="button" onClick={cancel}>
            {t("progress.ocr.cancel")}
          </button>
        )}
        {shots.length > 0 && !busy && (
          <button type="button" className="link-button" onClick={clear}>
            {t("progress.ocr.clear")}
          </button>
        )}
      </div>
      {loading !== null && (
        <p className="small" role="status">
          {t("progress.ocr.loadingEngine")} <progress max={1} value={loading} />
        </p>
      )}
      {engineFailed && (
        <p className="ocr-error" role="alert">
          {t("progress.ocr.engineFailed")}
        </p>
      )}
      {shots.length > 0 && (
        <div className="ocr-shots">
          <div className="ocr-overall">
            <span className="small">{t("progress.ocr.overall")}</span>
            <progress max={1} value={overall} aria-label={t("progress.ocr.overall")} />
          </div>
          <ul>
            {shots.map((s) => (
              <li key={s.id} data-status={s.status}>
                <span className="ocr-shot-name" title={s.name}>
                  {s.name}
                </span>
                <progress max={1} value={s.progress} aria-label={s.name} />
                <span className={`small ${s.problem ? "ocr-error" : "muted"}`}>
                  {s.problem
                    ? t(`progress.ocr.problems.${s.problem}`)
                    : s.status === "done"
                      ? t("progress.ocr.foundCount", { count: s.found, size: `${s.width}×${s.height}` })
                      : t(`progress.ocr.status.${s.status}`)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {added && (
        <p className="ocr-added" role="status">
          {t("progress.ocr.added", { items: added.items, kinds: added.kinds })}{" "}
          <button type="button" onClick={undo}>
            {t("progress.ocr.undo")}
          </button>
        </p>
      )}
      {rows.length > 0 && (
        <>
          <div className="table-scroll">
            <table className="data-table ocr-matches">
              <thead>
                <tr>
                  <th>{t("progress.ocr.add")}</th>
                  <th>{t("progress.ocr.crop")}</th>
                  <th>{t("progress.ocr.item")}</th>
                  <th className="num">{t("progress.ocr.confidence")}</th>
                  <th className="num">{t("progress.ocr.count")}</th>
                  <th>{t("progress.ocr.fir")}</th>
                  <th>
                    <span className="visually-hidden">{t("progress.ocr.remove")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => {
                  const shot = shots.find((s) => s.id === r.shot);
                  const alternatives = [r.uid, ...r.match.alternatives.filter((a) => a !== r.uid)];
                  return (
                    <tr key={r.id} className={r.include ? undefined : "row-done"} data-uid={r.uid}>
                      <td>
                        <input
                          type="checkbox"
                          checked={r.include}
                          aria-label={t("progress.ocr.confirm", { name: nameOf(r.uid) })}
                          onChange={(e) => setRow(r.id, { include: e.target.checked })}
                        />
                      </td>
                      <td>{shot && <Crop shot={shot} match={r.match} />}</td>
                      <td>
                        <select
                          value={r.uid}
                          aria-label={t("progress.ocr.correct", { read: r.match.read })}
                          onChange={(e) => setRow(r.id, { uid: e.target.value, include: true })}
                        >
                          <optgroup label={t("progress.ocr.closest")}>
                            {alternatives.map((uid) => (
                              <option key={uid} value={uid}>
                                {nameOf(uid)}
                              </option>
                            ))}
                          </optgroup>
                          <optgroup label={t("progress.ocr.allTracker")}>
                            {sortedCandidates
                              .filter((c) => !alternatives.includes(c.uid))
                              .map((c) => (
                                <option key={c.uid} value={c.uid}>
                                  {nameOf(c.uid)}
                                </option>
                              ))}
                          </optgroup>
                        </select>
                        <div className="muted small">{t("progress.ocr.read", { read: r.match.read })}</div>
                        {firOnly(r) && <div className="ocr-error small">{t("progress.ocr.needsFir")}</div>}
                      </td>
                      <td className="num">{Math.round(r.match.confidence * 100)}%</td>
                      <td className="num">
                        <input
                          type="number"
                          min={0}
                          max={9999}
                          value={r.count}
                          className="ocr-count"
                          aria-label={t("progress.ocr.countOf", { name: nameOf(r.uid) })}
                          onChange={(e) => setRow(r.id, { count: Math.max(0, Math.min(9999, Math.round(Number(e.target.value) || 0))) })}
                        />
                      </td>
                      <td>
                        <input
                          type="checkbox"
                          checked={r.fir}
                          aria-label={t("progress.ocr.firOf", { name: nameOf(r.uid) })}
                          onChange={(e) => setRow(r.id, { fir: e.target.checked })}
                        />
                      </td>
                      <td>
                        <button
                          type="button"
                          className="icon-button"
                          aria-label={t("progress.ocr.removeOf", { name: nameOf(r.uid) })}
                          onClick={() => setRows((list) => list.filter((x) => x.id !== r.id))}
                        >
                          ×
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <div className="ocr-actions">
            <button type="button" className="primary" disabled={totals.size === 0 || busy} onClick={addAll}>
              {t("progress.ocr.addAll", { count: [...totals.values()].reduce((a, b) => a + b, 0) })}
            </button>
            <span className="muted small">{t("progress.ocr.addHint")}</span>
          </div>
        </>
      )}
    </div>
  );
}

/** The part of the screenshot a match was read from (its cell), drawn from the dropped file. */
function Crop(props: { shot: Shot; match: OcrMatch }) {
  const margin = Math.round((props.match.box.y1 - props.match.box.y0) * 0.4);
  const cell = {
    x0: Math.max(0, props.match.cell.x0 - margin),
    y0: Math.max(0, props.match.cell.y0 - margin),
    x1: props.match.cell.x1 + margin,
    y1: props.match.cell.y1 + margin,
  };
  const w = Math.max(1, cell.x1 - cell.x0);
  const h = Math.max(1, cell.y1 - cell.y0);
  const k = 64 / Math.max(w, h);
  return (
    <span
      className="ocr-crop"
      role="img"
      aria-label={props.match.read}
      title={props.match.read}
      style={{
        width: `${Math.round(w * k)}px`,
        height: `${Math.round(h * k)}px`,
        backgroundImage: `url("${props.shot.url}")`,
        backgroundSize: `${Math.round(props.shot.width * k)}px ${Math.round(props.shot.height * k)}px`,
        backgroundPosition: `${-Math.round(cell.x0 * k)}px ${-Math.round(cell.y0 * k)}px`,
      }}
    />
  );
}
