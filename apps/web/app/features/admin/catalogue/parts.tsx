import { decodeQuality, type FleaFigure, figureVerdict, formatPrice, isSuspect, type Locale } from "@raidkit/game";
import { useT } from "../../../i18n/useT.tsx";

/** A one-character mark on screen, its word for screen readers. */
function Short(props: { mark: string; text: string }) {
  return (
    <>
      <span aria-hidden="true">{props.mark}</span>
      <span className="visually-hidden">{props.text}</span>
    </>
  );
}

/** A price with the verdict players get on it: a warning for a suspect one, dimmed when stale. */
export function JudgedPrice(props: { value: number | null; code: string | null; figure?: FleaFigure; locale: Locale; compact?: boolean }) {
  const t = useT();
  if (props.value === null) return <span className="muted">—</span>;
  const verdict = figureVerdict(props.code, props.figure ?? "lastPrice");
  return (
    <span className={isSuspect(verdict) ? "admin-cat-suspect" : verdict === "stale" ? "admin-cat-stale" : undefined}>
      {formatPrice(props.value, props.locale)}
      {isSuspect(verdict) && (
        <span className="badge warn" title={`${t("admin.catalogue.suspectShort")}: ${t(`market.quality.${verdict}`)}`}>
          {props.compact ? <Short mark="!" text={t("admin.catalogue.suspectShort")} /> : t("admin.catalogue.suspectShort")}
        </span>
      )}
      {verdict === "stale" && (
        <span className="badge" title={t("admin.catalogue.staleShort")}>
          {props.compact ? <Short mark="⏱" text={t("admin.catalogue.staleShort")} /> : t("admin.catalogue.staleShort")}
        </span>
      )}
    </span>
  );
}

/** Why the rule doubts an item's figures, in words: "far above the item's value (last, 24 h, 7 d); stale". */
export function ruleReasons(code: string | null, t: (key: string, vars?: Record<string, string | number>) => string): string {
  const q = decodeQuality(code);
  const byReason = new Map<string, string[]>();
  for (const figure of ["lastPrice", "avg24h", "avg7d"] as const) {
    const check = q[figure];
    if (isSuspect(check)) byReason.set(check, [...(byReason.get(check) ?? []), t(`admin.catalogue.figuresShort.${figure}`)]);
  }
  const parts = [...byReason].map(([reason, figures]) => `${t(`market.quality.${reason}`)} (${figures.join(", ")})`);
  if (q.stale) parts.push(t("admin.catalogue.staleShort"));
  return parts.join("; ") || t("admin.catalogue.ruleOk");
}

export function Message(props: { message: { ok: boolean; text: string } | null }) {
  if (!props.message) return null;
  return (
    <p className={props.message.ok ? "form-ok small" : "form-error small"} role={props.message.ok ? "status" : "alert"}>
      {props.message.text}
    </p>
  );
}
