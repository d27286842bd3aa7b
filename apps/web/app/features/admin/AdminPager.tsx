import { formatNumber } from "@raidkit/game";
import { useT } from "../../i18n/useT.tsx";
import { useLocale } from "../../shared/rootData.ts";

/** "Page 2 of 51" with previous and next, for the admin tables (pages counted from 1). */
export function AdminPager(props: { page: number; pages: number; onPage: (page: number) => void }) {
  const t = useT();
  const locale = useLocale();
  if (props.pages <= 1) return null;
  return (
    <nav className="admin-cat-pager" aria-label={t("admin.catalogue.pager")}>
      <button type="button" className="secondary-button" disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
        ← {t("market.previous")}
      </button>
      <span className="muted small">{t("admin.catalogue.pageOf", { page: formatNumber(props.page, locale), pages: formatNumber(props.pages, locale) })}</span>
      <button type="button" className="secondary-button" disabled={props.page >= props.pages} onClick={() => props.onPage(props.page + 1)}>
        {t("market.next")} →
      </button>
    </nav>
  );
}
