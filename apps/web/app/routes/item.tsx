import type { ItemPageData } from "@raidkit/api";
import { canonicalRedirect, type FleaTax, formatPrice, itemPagePath } from "@raidkit/game";
import { data, redirect } from "react-router";
import { pageServices } from "../context.ts";
import { FeeCalculator } from "../features/calculators/FeeCalculator.tsx";
import { ItemView } from "../features/item/ItemView.tsx";
import { metaT, pageMeta } from "../i18n/meta.ts";
import { useLocale, useRootData } from "../shared/rootData.ts";
import type { Route } from "./+types/item";

/** `/item/{url}`: one item's prices and traders. An unknown url is the not-found page. */
export async function loader({ params, context, request: req }: Route.LoaderArgs): Promise<ItemPageData & { fleaTax: FleaTax | null }> {
  const { services, request } = pageServices(context);
  const item = await services.item(request, params.url);
  if (!item) {
    // An item's id or its address in other letter case lead to its page (issue 22).
    // One step to the canonical page, never to itself (issue 30: `/ITEM/…` answered 301 to itself).
    const url = await services.itemUrlFor(request, params.url);
    const target = url ? canonicalRedirect(req.url, itemPagePath(url)) : null;
    if (target) throw redirect(target, 301);
    throw data(null, { status: 404 });
  }
  // The fee calculator's tax rates: those of the visitor's game mode.
  const fleaTax = item.item.basePrice && !item.item.bannedOnFlea ? await services.fleaTax(request) : null;
  return { ...item, fleaTax };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches);
  if (!loaderData) return [];
  const { item } = loaderData;
  // Only a price the quality rule trusts (priceQuality.ts) goes into the description.
  const price = item.priceQuality.trustedPrice;
  return pageMeta(
    item.localName,
    t("item.metaDescription", { name: item.localName, price: price === null ? "—" : formatPrice(price, "en") }),
    t("item.metaKeywords", { name: item.localName, shortName: item.localShortName }),
  );
}

export default function ItemRoute({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const { item } = loaderData;
  return (
    <>
      <ItemView data={loaderData} locale={useLocale()} pro={root?.viewer.pro ?? false} />
      {/* Issue 5: the flea fee calculator, for items that can be sold on the flea market. */}
      {item.basePrice && !item.bannedOnFlea ? (
        <FeeCalculator name={item.localName} basePrice={item.basePrice} defaultPrice={item.priceQuality.trustedPrice} tax={loaderData.fleaTax} />
      ) : null}
    </>
  );
}
