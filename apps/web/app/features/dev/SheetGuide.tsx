import type { DevSheetPageData } from "@raidkit/api";
import { formatNumber } from "@raidkit/game";
import { useState } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { useLocale } from "../../shared/rootData.ts";
import { useHydrated } from "../../shared/useHydrated.ts";
import { SheetItemPicker } from "./SheetItemPicker.tsx";
import { idsIn, type SheetChoice, sheetFormula, sheetUrl } from "./sheetFormula.ts";

/**
 * /dev/google-sheet: prices in a spreadsheet with IMPORTDATA: a builder for the cell's formula and a
 * worked example on real items (the rows the same address answers now).
 */
export function SheetGuide(props: { data: DevSheetPageData }) {
  const t = useT();
  const locale = useLocale();
  const { data } = props;
  const origin = useHydrated() ? window.location.origin : "";
  const [choice, setChoice] = useState<SheetChoice>({ ids: data.example.ids.join(", "), tag: "", mode: "pvp", lang: locale, format: "csv", key: "" });
  const set = (change: Partial<SheetChoice>) => setChoice((c) => ({ ...c, ...change }));
  const formula = sheetFormula(sheetUrl(origin, choice));
  return (
    <section className="dev-page">
      <header className="page-head">
        <h1>{t("devSheet.title")}</h1>
        <p className="page-sub">{t("devSheet.intro")}</p>
      </header>
      <ol className="panel sheet-steps">
        <li>
          {t("devSheet.step1")} <Link to="/dev/api">{t("devSheet.keyPage")}</Link> {t("devSheet.step1b", { free: formatNumber(data.limits.free, locale) })}
        </li>
        <li>{t("devSheet.step2")}</li>
        <li>{t("devSheet.step3")}</li>
      </ol>
      <form className="panel sheet-builder" onSubmit={(e) => e.preventDefault()}>
        <h2>{t("devSheet.builder")}</h2>
        <SheetItemPicker lang={choice.lang} picked={idsIn(choice.ids)} onPick={(uid) => set({ ids: [...idsIn(choice.ids), uid].join(", "), tag: "" })} />
        <label className="field sheet-ids">
          {t("devSheet.ids")}
          <textarea rows={2} value={choice.ids} onChange={(e) => set({ ids: e.target.value })} disabled={choice.tag !== ""} />
        </label>
        <div className="sheet-options">
          <label className="field">
            {t("devSheet.tag")}
            <select value={choice.tag} onChange={(e) => set({ tag: e.target.value })}>
              <option value="">{t("devSheet.noTag")}</option>
              {data.tags.map((tag) => (
                <option key={tag.slug} value={tag.slug}>
                  {`${"  ".repeat(tag.depth)}${tag.name}`}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            {t("devSheet.mode")}
            <select value={choice.mode} onChange={(e) => set({ mode: e.target.value === "pve" ? "pve" : "pvp" })}>
              <option value="pvp">PVP</option>
              <option value="pve">PVE ({t("devSheet.proKey")})</option>
            </select>
          </label>
          <label className="field">
            {t("devSheet.format")}
            <select value={choice.format} onChange={(e) => set({ format: e.target.value === "tsv" ? "tsv" : "csv" })}>
              <option value="csv">CSV</option>
              <option value="tsv">TSV</option>
            </select>
          </label>
          <label className="field">
            {t("devSheet.key")}
            <input value={choice.key} onChange={(e) => set({ key: e.target.value })} placeholder="rk_…" autoComplete="off" spellCheck={false} />
          </label>
        </div>
        <p className="small muted">{t("devSheet.keyStays")}</p>
        <output className="code-block copyable api-code" data-testid="sheet-formula">
          {formula}
        </output>
      </form>
      <section className="panel">
        <h2>{t("devSheet.example")}</h2>
        <p className="small muted">{t("devSheet.exampleIntro", { items: data.example.names.join(", ") })}</p>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a wide example with nothing to focus must scroll by keyboard (WCAG 2.1.1, axe scrollable-region-focusable) */}
        <section className="table-scroll" tabIndex={0} aria-label={t("devSheet.example")}>
          <table className="data-table small sheet-example">
            <thead>
              <tr>
                <th />
                {data.fields.map((f, i) => (
                  <th key={f}>{String.fromCharCode(65 + i)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th className="num">1</th>
                {data.fields.map((f) => (
                  <td key={f}>
                    <code>{f}</code>
                  </td>
                ))}
              </tr>
              {data.example.rows.map((row, r) => (
                <tr key={String(row[0])}>
                  <th className="num">{r + 2}</th>
                  {row.map((cell, c) => (
                    <td key={data.fields[c]} className={typeof cell === "number" ? "num" : undefined}>
                      {cell ?? ""}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <h3>{t("devSheet.fields")}</h3>
        <dl className="sheet-fields small">
          {data.fields.map((f) => (
            <div key={f}>
              <dt>
                <code>{f}</code>
              </dt>
              <dd>{t(`devSheet.field.${f}`)}</dd>
            </div>
          ))}
        </dl>
        <p className="small muted">{t("devSheet.refresh")}</p>
      </section>
    </section>
  );
}
