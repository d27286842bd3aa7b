import { useEffect, useState } from "react";
import { useT } from "../../../i18n/useT.tsx";
import { Meter } from "../../../ui/Meter.tsx";

/** The site's colour variables (styles/app.css :root), in the order they are declared. */
const COLOURS = [
  "--bg",
  "--bg-raised",
  "--bg-panel",
  "--bg-hover",
  "--line",
  "--text",
  "--text-dim",
  "--accent",
  "--accent-dim",
  "--up",
  "--down",
  "--warn",
  "--focus",
];

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours (1–21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * /admin/palete (issue 19; the spec's spelling): the site's colours with their values and their
 * contrast on the page and panel backgrounds (AA needs 4.5 for text), and its shared components
 * in their states, on one page, to check a style change at a glance.
 */
export function Palette() {
  const t = useT();
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    const style = getComputedStyle(document.documentElement);
    setValues(Object.fromEntries(COLOURS.map((name) => [name, style.getPropertyValue(name).trim()])));
  }, []);
  const hex = (name: string) => (/^#[0-9a-f]{6}$/i.test(values[name] ?? "") ? (values[name] as string) : null);
  const ratio = (name: string, on: string) => {
    const [a, b] = [hex(name), hex(on)];
    return a && b ? contrast(a, b).toFixed(1) : "…";
  };
  return (
    <>
      <section className="panel" aria-label={t("admin.palette.colours")}>
        <h2>{t("admin.palette.colours")}</h2>
        <table className="data-table small" data-testid="palette-colours">
          <thead>
            <tr>
              <th />
              <th>{t("admin.palette.variable")}</th>
              <th>{t("admin.palette.value")}</th>
              <th className="num">{t("admin.palette.onPage")}</th>
              <th className="num">{t("admin.palette.onPanel")}</th>
            </tr>
          </thead>
          <tbody>
            {COLOURS.map((name) => (
              <tr key={name}>
                <td>
                  <span className="swatch" style={{ background: `var(${name})` }} />
                </td>
                <td className="mono">{name}</td>
                <td className="mono">{values[name] ?? "…"}</td>
                <td className="num">{ratio(name, "--bg")}</td>
                <td className="num">{ratio(name, "--bg-panel")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="panel palette-components" aria-label={t("admin.palette.components")}>
        <h2>{t("admin.palette.components")}</h2>
        <div className="palette-row">
          <button type="button" className="primary-button">
            primary-button
          </button>
          <button type="button" className="secondary-button">
            secondary-button
          </button>
          <button type="button" className="danger-button">
            danger-button
          </button>
          <button type="button" className="primary-button" disabled>
            disabled
          </button>
          <button type="button" className="link-button">
            link-button
          </button>
        </div>
        <div className="palette-row">
          <span className="badge">badge</span>
          <span className="badge warn">badge warn</span>
          <span className="change up">change up ▲</span>
          <span className="change down">change down ▼</span>
          <span className="muted">muted</span>
          <span className="mono">mono</span>
        </div>
        <div className="palette-row">
          <label className="field">
            <span>field</span>
            <input placeholder="input" />
          </label>
          <label className="check">
            <input type="checkbox" defaultChecked /> check
          </label>
          <select aria-label="select">
            <option>select</option>
          </select>
        </div>
        <Meter value={3} max={7} label="Meter" detail="3 / 7" />
        <p className="form-ok small">form-ok</p>
        <p className="form-error small">form-error</p>
        <p className="muted small loading">loading</p>
        <p className="empty-state small">empty-state</p>
      </section>
    </>
  );
}
