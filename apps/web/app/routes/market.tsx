import type { MarketPageData } from "@raidkit/api";
import { type Locale, marketQueryFromParams, queryMarket } from "@raidkit/game";
import { data } from "react-router";
import { pageServices } from "../context.ts";
import { readyCatalogue } from "../features/market/catalogueStore.ts";
import { MarketView } from "../features/market/MarketView.tsx";
import { metaT, pageMeta } from "../i18n/meta.ts";
import { useLocale } from "../shared/rootData.ts";
import type { Route } from "./+types/market";

/** `/`, `/market` and `/tag/{tag}`: the flea-market list, rendered on the server. */
export async function loader({ request, params, context }: Route.LoaderArgs): Promise<MarketPageData> {
  const { services, request: info } = pageServices(context);
  const url = new URL(request.url);
  const query = marketQueryFromParams(url.searchParams);
  // The favourites view: the list lives in the browser (or the Pro account), so the server sends an
  // empty page (the same for everyone, cacheable) and the browser fills it (MarketView).
  const favourites = url.searchParams.get("fav") === "1" ? { only: new Set<string>() } : {};
  const result = await services.market(info, { ...query, ...favourites, tag: params.tag });
  if (!result) throw data(null, { status: 404 });
  return result;
}

/** In the browser, once the catalogue is cached, search/sort/paging are answered here without the server. */
export async function clientLoader({ request, params, serverLoader }: Route.ClientLoaderArgs): Promise<MarketPageData> {
  const locale = (document.documentElement.dataset.locale ?? "en") as Locale;
  const catalogue = readyCatalogue(locale);
  const tag = params.tag ? catalogue?.tags.find((t) => t.slug === params.tag) : undefined;
  if (!catalogue || (params.tag && !tag)) return serverLoader();
  const page = queryMarket(catalogue.index, { ...marketQueryFromParams(new URL(request.url).searchParams), tag: params.tag });
  return {
    page,
    tag: tag ? { slug: tag.slug, name: tag.localName, localName: tag.localName, path: [], items: page.total } : null,
    tags: catalogue.tags,
    newestPrice: catalogue.newestPrice,
    dataVersion: catalogue.dataVersion,
    freshness: catalogue.freshness,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches);
  const title = loaderData?.tag ? t("market.tagTitle", { tag: loaderData.tag.localName }) : t("market.title");
  return pageMeta(title, t("market.metaDescription", { count: loaderData?.page.total ?? 0 }), t("market.metaKeywords"));
}

export default function MarketRoute({ loaderData }: Route.ComponentProps) {
  return <MarketView data={loaderData} locale={useLocale()} />;
}
