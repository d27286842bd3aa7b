import { formatDate, formatNumber, formatPrice, GAME_MODES } from "@raidkit/game";
import { useState } from "react";
import { Link } from "react-router";
import { useT } from "../../../i18n/useT.tsx";
import { adminApi } from "../../../shared/adminApi.ts";
import { useLocale } from "../../../shared/rootData.ts";
import { adminHref } from "../adminPages.ts";
import { useAdminQuery } from "../useAdminQuery.ts";
import { useLoaded } from "../useLoaded.ts";
import type { QualityReply } from "./catalogueTypes.ts";
import { JudgedPrice, ruleReasons } from "./parts.tsx";

type Row = QualityReply["rows"][number];

/**
 * /admin/cut-edges (issue 19): the prices the price-quality rule (packages/game priceQuality.ts)
 * marks suspect in a game mode, with the reason and the figures that led to it, and the admin's
 * verdict per item and mode: "trust this price", "always suspect", or back to the rule. The verdict
 * is an input of the rule, so players get it on every page and calculator.
 */
export function CutEdges(props: { onSaved?: () => void }) {
  const t = useT();
  const locale = useLocale();
  const state = useAdminQuery();
  const mode = state.read("mode") === "pve" ? "pve" : "pvp";
  const loaded = useLoaded(() => adminApi.adminPriceQuality(mode), mode);
  const [filter, setFilter] = useState("");
  const data = loaded.data;
  const f = filter.trim().toLowerCase();
  const rows = data ? (f ? data.rows.filter((r) => `${r.name} ${r.shortName} ${r.uid}`.toLowerCase().includes(f)) : data.rows) : [];
  return (
    <div className="admin-cat">
      <div className="admin-cat-tools">
        <fieldset className="admin-cat-filters">
          <legend className="visually-hidden">{t("admin.catalogue.mode")}</legend>
          {GAME_MODES.map((m) => (
            <button key={m} type="button" aria-pressed={mode === m} onClick={() => state.set({ mode: m === "pvp" ? null : m })}>
              {m.toUpperCase()}
            </button>
          ))}
        </fieldset>
        <input
          type="search"
          aria-label={t("admin.catalogue.search")}
          placeholder={t("admin.catalogue.search")}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      </div>
      {data && (
        <p className="muted small">
          {t("admin.catalogue.cutCounts", {
            suspect: formatNumber(data.counts.suspect, locale),
            trusted: formatNumber(data.counts.trusted, locale),
            forced: formatNumber(data.counts.forced, locale),
          })}{" "}
          {data.asOf !== null && t("admin.catalogue.judgedAt", { date: formatDate(data.asOf), days: Math.round(data.staleAfterMs / 86_400_000) })}
        </p>
      )}
      <p className="muted small">{t("admin.catalogue.cutHint")}</p>
      {loaded.error && <p className="form-error small">{loaded.error}</p>}
      {!data ? (
        <p className="muted small loading">{t("admin.catalogue.loading")}</p>
      ) : rows.length === 0 ? (
        <p className="empty-state small">{t("admin.catalogue.noSuspect")}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table small admin-cat-table" data-testid="admin-cut-edges">
            <thead>
              <tr>
                <th>{t("admin.catalogue.columns.name")}</th>
                <th>{t("admin.catalogue.reason")}</th>
                <th className="num">{t("admin.catalogue.figures.lastPrice")}</th>
                <th className="num">{t("admin.catalogue.figures.avg24h")}</th>
                <th className="num">{t("admin.catalogue.figures.avg7d")}</th>
                <th className="num">{t("admin.catalogue.figures.trader")}</th>
                <th className="num">{t("admin.catalogue.figures.value")}</th>
                <th className="num">{t("admin.catalogue.figures.ceiling")}</th>
                <th>{t("admin.catalogue.figures.updated")}</th>
                <th>{t("admin.catalogue.adminVerdict")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <CutRow
                  key={r.uid}
                  row={r}
                  onChanged={(v) => {
                    loaded.setData({ ...data, rows: data.rows.map((x) => (x.uid === v.uid ? v : x)) });
                    props.onSaved?.();
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function CutRow(props: { row: Row; onChanged: (v: Row) => void }) {
  const t = useT();
  const locale = useLocale();
  const r = props.row;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const money = (x: number | null) => (x === null ? "—" : formatPrice(x, locale));
  const choose = async (verdict: "trust" | "suspect" | null) => {
    setBusy(true);
    setError(null);
    try {
      props.onChanged((await adminApi.adminPriceQualityUpdate(r.uid, { mode: r.mode, verdict })).verdict);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <tr data-override={r.override ?? undefined}>
      <td className="admin-cat-name">
        <Link to={adminHref("item", { uid: r.uid })}>{r.name}</Link> <span className="muted">{r.shortName}</span>
      </td>
      <td className="admin-cat-why">{ruleReasons(r.rule, t)}</td>
      <td className="num">
        <JudgedPrice value={r.lastPrice} code={r.shown} locale={locale} compact />
      </td>
      <td className="num">
        <JudgedPrice value={r.avg24h} code={r.shown} figure="avg24h" locale={locale} compact />
      </td>
      <td className="num">
        <JudgedPrice value={r.avg7d} code={r.shown} figure="avg7d" locale={locale} compact />
      </td>
      <td className="num">{money(r.traderPrice)}</td>
      <td className="num">{money(r.value)}</td>
      <td className="num">{money(r.ceiling)}</td>
      <td>{r.updated === null ? "—" : formatDate(r.updated)}</td>
      <td>
        <select
          aria-label={`${t("admin.catalogue.adminVerdict")}: ${r.name}`}
          value={r.override ?? ""}
          disabled={busy}
          onChange={(e) => void choose(e.target.value === "" ? null : (e.target.value as "trust" | "suspect"))}
        >
          <option value="">{t("admin.catalogue.override.rule")}</option>
          <option value="trust">{t("admin.catalogue.override.trust")}</option>
          <option value="suspect">{t("admin.catalogue.override.suspect")}</option>
        </select>
        {error && <span className="form-error small">{error}</span>}
      </td>
    </tr>
  );
}
