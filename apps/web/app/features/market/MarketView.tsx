import type { MarketPageData } from "@raidkit/api";
import { formatAgo, formatDate, formatNumber, LOW_CONFIDENCE_OFFERS, type Locale, type MarketPage, marketQueryFromParams, queryMarket } from "@raidkit/game";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { useFavourites } from "../../shared/favourites.ts";
import { whenIdle } from "../../shared/idle.ts";
import { useTimeZone } from "../../ui/Figures.tsx";
import { type ClientCatalogue, loadCatalogue } from "./catalogueStore.ts";
import { MarketTable } from "./MarketTable.tsx";
import { MarketToolbar } from "./MarketToolbar.tsx";
import { Pagination } from "./Pagination.tsx";

export function MarketView(props: { data: MarketPageData; locale: Locale }) {
  const t = useT();
  const [params] = useSearchParams();
  const { tag, tags, newestPrice, dataVersion, freshness } = props.data;
  const favourites = useFavouritesPage(props.data, props.locale, params);
  const page = favourites.page ?? props.data.page;
  const search = params.get("search") ?? "";
  const zone = useTimeZone();

  // After the first paint, fetch the whole catalogue once so later searches run in the browser.
  useEffect(
    () => whenIdle(() => void loadCatalogue(props.locale, { tags, newestPrice, dataVersion, freshness })),
    [props.locale, tags, newestPrice, dataVersion, freshness],
  );

  return (
    <section className="market">
      <header className="page-head">
        <h1>{tag ? tag.localName : t("market.title")}</h1>
        <p className="page-sub">
          <span>{t("market.count", { count: page.total })}</span>
          <Freshness
            newestPrice={newestPrice}
            updated={freshness?.updated ?? null}
            expiration={freshness?.expiration ?? null}
            locale={props.locale}
            zone={zone}
          />
        </p>
      </header>
      <MarketToolbar
        tags={tags}
        tag={tag?.slug ?? null}
        sort={page.sort}
        dir={page.dir}
        confidentOnly={params.get("confident") === "1"}
        favouritesOnly={favourites.on}
      />
      {params.get("confident") === "1" && (
        // The few-offers toggle says what it left out, and what it kept for want of an offer count.
        <p className="hint-bar" data-testid="few-offers-hidden">
          {t("market.fewOffersHidden", { count: page.confident.hidden, n: formatNumber(page.confident.hidden, props.locale), min: LOW_CONFIDENCE_OFFERS })}
          {page.confident.unknownOffers > 0 &&
            ` ${t("market.unknownOffersKept", { count: page.confident.unknownOffers, n: formatNumber(page.confident.unknownOffers, props.locale) })}`}
        </p>
      )}
      {newestPrice === null ? (
        <p className="empty-state">{t("market.noPrices")}</p>
      ) : favourites.on && favourites.page === null ? (
        <p className="muted loading">{t("market.favouritesLoading")}</p>
      ) : favourites.on && page.rows.length === 0 && !search ? (
        <p className="empty-state">{t("market.favouritesNone")}</p>
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
          <MarketTable rows={page.rows} locale={props.locale} sort={page.sort} dir={page.dir} />
        </div>
      )}
      <Pagination page={page.page} pages={page.pages} />
    </section>
  );
}

/**
 * The favourites view (`fav=1`): the player's favourites (the browser's list, or the Pro account's)
 * over the catalogue cached in the browser, with the page's search, tag, sort and paging. The
 * server's page of it is empty; null until the catalogue is here.
 */
function useFavouritesPage(data: MarketPageData, locale: Locale, params: URLSearchParams): { on: boolean; page: MarketPage | null } {
  const on = params.get("fav") === "1";
  const { favList } = useFavourites();
  const [catalogue, setCatalogue] = useState<ClientCatalogue | null>(null);
  useEffect(() => {
    if (!on) return;
    let live = true;
    void loadCatalogue(locale, data).then((c) => live && setCatalogue(c));
    return () => {
      live = false;
    };
  }, [on, locale, data]);
  if (!on || !catalogue) return { on, page: null };
  return { on, page: queryMarket(catalogue.index, { ...marketQueryFromParams(params), tag: data.tag?.slug, only: new Set(favList) }) };
}

/**
 * How fresh the prices are: "updated 12 minutes ago" while a live import keeps them current (shown
 * once the page runs in the browser, so a cached page never shows a stale age), else the date of
 * the newest snapshot in the data.
 */
function Freshness(props: { newestPrice: number | null; updated: number | null; expiration: number | null; locale: Locale; zone: string }) {
  const t = useT();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  // A current live import whose source gave no time (issue 34): say so, never "just now".
  if (props.updated === null && props.expiration !== null && now !== null && now <= props.expiration) {
    return <span className="data-date">{t("market.pricesTimeUnknown")}</span>;
  }
  if (props.newestPrice === null) return null;
  const live = props.updated !== null && now !== null && now - props.updated < 24 * 3_600_000;
  return (
    <span className="data-date" title={new Date(props.newestPrice).toISOString()}>
      {live
        ? t("market.updatedAgo", { ago: formatAgo(props.updated as number, now as number, props.locale) })
        : t("market.pricesAsOf", { date: formatDate(props.newestPrice, props.zone) })}
    </span>
  );
}
