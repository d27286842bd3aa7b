import type { MarketPageData } from "@raidkit/api";
import { formatDate, type Locale } from "@raidkit/game";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { whenIdle } from "../../shared/idle.ts";
import { useTimeZone } from "../../ui/Figures.tsx";
import { loadCatalogue } from "./catalogueStore.ts";
import { MarketTable } from "./MarketTable.tsx";
import { MarketToolbar } from "./MarketToolbar.tsx";
import { Pagination } from "./Pagination.tsx";

/** Prices older than this before the newest snapshot are marked as an older snapshot. */
const STALE_MS = 90 * 24 * 3_600_000;

export function MarketView(props: { data: MarketPageData; locale: Locale }) {
  const t = useT();
  const [params] = useSearchParams();
  const { page, tag, tags, newestPrice, dataVersion } = props.data;
  const search = params.get("search") ?? "";
  const zone = useTimeZone();

  // After the first paint, fetch the whole catalogue once so later searches run in the browser.
  useEffect(() => whenIdle(() => void loadCatalogue(props.locale, { tags, newestPrice, dataVersion })), [props.locale, tags, newestPrice, dataVersion]);

  return (
    <section className="market">
      <header className="page-head">
        <h1>{tag ? tag.localName : t("market.title")}</h1>
        <p className="page-sub">
          <span>{t("market.count", { count: page.total })}</span>
          {newestPrice !== null && (
            <span className="data-date" title={new Date(newestPrice).toISOString()}>
              {t("market.pricesAsOf", { date: formatDate(newestPrice, zone) })}
            </span>
          )}
        </p>
      </header>
      <MarketToolbar tags={tags} tag={tag?.slug ?? null} sort={page.sort} dir={page.dir} />
      {newestPrice === null ? (
        <p className="empty-state">{t("market.noPrices")}</p>
      ) : page.rows.length === 0 ? (
        <div className="empty-state">
          <p>{search ? t("market.empty", { search }) : t("market.emptyTag")}</p>
          {search && (
            <Link to={tag ? `/tag/${tag.slug}` : "/market"} replace>
              {t("market.clearFilters")}
            </Link>
          )}
        </div>
      ) : (
        <div className="table-scroll">
          <MarketTable rows={page.rows} locale={props.locale} sort={page.sort} dir={page.dir} staleBefore={newestPrice - STALE_MS} />
        </div>
      )}
      <Pagination page={page.page} pages={page.pages} />
    </section>
  );
}
