import { Link, useLocation, useSearchParams } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { marketHref } from "./marketUrl.ts";

/** Numbered pages around the current one, with previous and next. */
export function Pagination(props: { page: number; pages: number }) {
  const t = useT();
  const location = useLocation();
  const [params] = useSearchParams();
  if (props.pages <= 1) return null;
  const href = (page: number) => marketHref(location.pathname, params, { page });
  const numbers = new Set([1, props.pages]);
  for (let p = props.page - 2; p <= props.page + 2; p++) if (p >= 1 && p <= props.pages) numbers.add(p);
  const sorted = [...numbers].sort((a, b) => a - b);
  return (
    <nav className="pagination" aria-label={t("market.pagination")}>
      {props.page > 1 ? (
        <Link to={href(props.page - 1)} rel="prev">
          ‹ {t("market.previous")}
        </Link>
      ) : (
        <span className="disabled">‹ {t("market.previous")}</span>
      )}
      {sorted.map((p, i) => (
        <span key={p} className="page-number">
          {i > 0 && p - (sorted[i - 1] ?? p) > 1 && <span className="gap">…</span>}
          {p === props.page ? (
            <span aria-current="page" className="current">
              {p}
            </span>
          ) : (
            <Link to={href(p)}>{p}</Link>
          )}
        </span>
      ))}
      {props.page < props.pages ? (
        <Link to={href(props.page + 1)} rel="next">
          {t("market.next")} ›
        </Link>
      ) : (
        <span className="disabled">{t("market.next")} ›</span>
      )}
      <span className="page-of">{t("market.page", { page: props.page, pages: props.pages })}</span>
    </nav>
  );
}
