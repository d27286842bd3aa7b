import { trustedPrice } from "@raidkit/game";
import { Form, Link, useSearchParams } from "react-router";
import { pageServices } from "../context.ts";
import { FeeCalculator } from "../features/calculators/FeeCalculator.tsx";
import { metaT, pageMeta } from "../i18n/meta.ts";
import { useT } from "../i18n/useT.tsx";
import type { Route } from "./+types/fee";

/** `/fee?search=…&item=…`: find an item, then work out the flea fee of an offer (issue 5). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, request: info } = pageServices(context);
  const url = new URL(request.url);
  const search = url.searchParams.get("search")?.slice(0, 100) ?? "";
  const itemUrl = url.searchParams.get("item")?.slice(0, 300) ?? "";
  const found = search ? await services.market(info, { search, pageSize: 12 }) : null;
  const item = itemUrl ? await services.item(info, itemUrl) : null;
  return {
    search,
    // The flea tax rates of the visitor's game mode (an admin's, else the game data's).
    tax: item ? await services.fleaTax(info) : null,
    results: (found?.page.rows ?? []).map((r) => ({ url: r.url, name: r.localName, price: trustedPrice(r).price })),
    item: item
      ? {
          name: item.item.localName,
          url: item.item.url,
          basePrice: item.item.basePrice,
          // The trusted price (priceQuality.ts trustedPrice: a doubted last price gives way to an average); none: the base price stands in.
          price: item.item.priceQuality.trustedPrice,
          banned: item.item.bannedOnFlea,
        }
      : null,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageMeta(t("calc.feeCalc.pageTitle"), t("calc.feeCalc.intro"), t("calc.keywords"));
}

export default function FeeRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const { item } = loaderData;
  return (
    <section className="calculator fee-page">
      <header className="page-head">
        <h1>{t("calc.feeCalc.pageTitle")}</h1>
        <p className="page-sub">{t("calc.feeCalc.intro")}</p>
      </header>
      <Form method="get" className="market-toolbar">
        <input
          type="search"
          name="search"
          defaultValue={loaderData.search}
          placeholder={t("calc.search")}
          aria-label={t("calc.search")}
          className="fee-search"
        />
        <button type="submit" className="primary-button">
          {t("calc.feeCalc.find")}
        </button>
      </Form>
      {loaderData.search && loaderData.results.length === 0 && <p className="muted">{t("calc.feeCalc.nothing")}</p>}
      {loaderData.results.length > 0 && (
        <ul className="fee-results">
          {loaderData.results.map((r) => (
            <li key={r.url}>
              <Link to={`/fee?${new URLSearchParams({ search: params.get("search") ?? "", item: r.url })}`}>{r.name}</Link>
            </li>
          ))}
        </ul>
      )}
      {item &&
        (item.banned || !item.basePrice ? (
          <p className="muted">{t("calc.feeCalc.banned", { name: item.name })}</p>
        ) : (
          <>
            <h2>
              <Link to={`/item/${item.url}`}>{item.name}</Link>
            </h2>
            <FeeCalculator key={item.url} name={item.name} basePrice={item.basePrice} defaultPrice={item.price} tax={loaderData.tax} />
          </>
        ))}
    </section>
  );
}
