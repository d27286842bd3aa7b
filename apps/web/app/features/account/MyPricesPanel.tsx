import { formatDate, formatPrice, type Locale } from "@raidkit/game";
import { useState } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { useAccount } from "../../shared/account/AccountContext.tsx";
import { api } from "../../shared/api.ts";
import { YourPriceTag } from "../../shared/MyPrice.tsx";
import { useAction } from "../../shared/useAction.ts";
import { useRemote } from "../../shared/useRemote.ts";
import { FormOutcome } from "../../ui/FormOutcome.tsx";

/**
 * /account: the player's own prices, both game modes (issue 32 item 1, decision 060): item, mode,
 * buying or selling, price, when set; clear one (Pro: an edit, spec §5), clear all after "Are you
 * sure?" (spec §4 reset of custom prices).
 */
export function MyPricesPanel(props: { locale: Locale }) {
  const t = useT();
  const { user, applyPrices } = useAccount();
  const list = useRemote(user ? `prices:${user.uid}` : null, () => api.priceList());
  const remove = useAction((itemUid: string, kind: "buy" | "sell", mode: "pvp" | "pve") => api.priceRemove(user?.uid ?? "", itemUid, kind, mode));
  const clearAll = useAction(() => api.priceClear(user?.uid ?? ""));
  const [done, setDone] = useState<string | null>(null);
  if (!user) return null;
  const prices = list.data?.prices ?? [];

  const removeOne = async (itemUid: string, kind: "buy" | "sell", mode: "pvp" | "pve") => {
    setDone(null);
    const maps = await remove.run(itemUid, kind, mode);
    if (!maps) return;
    applyPrices(maps);
    list.setData((current) => current && { prices: current.prices.filter((p) => !(p.itemUid === itemUid && p.kind === kind && p.mode === mode)) });
  };
  const removeAll = async () => {
    if (!window.confirm(t("myPrice.confirmAll"))) return;
    setDone(null);
    const maps = await clearAll.run();
    if (!maps) return;
    applyPrices(maps);
    list.setData({ prices: [] });
    setDone(t("myPrice.cleared"));
  };

  return (
    <section className="panel my-prices" aria-labelledby="my-prices-title">
      <h2 id="my-prices-title">{t("myPrice.title")}</h2>
      <p className="muted small">{t("myPrice.listIntro")}</p>
      {!user.pro && <p className="pro-note">{t("myPrice.proOnly")}</p>}
      {list.error && <FormOutcome done={null} error={list.error} />}
      {list.data && prices.length === 0 && <p className="muted">{t("myPrice.empty")}</p>}
      {prices.length > 0 && (
        <div className="table-scroll">
          <table className="data-table my-prices-table">
            <thead>
              <tr>
                <th>{t("myPrice.colItem")}</th>
                <th>
                  {t("myPrice.colMode")}, {t("myPrice.colKind")}
                </th>
                <th className="num">{t("myPrice.colPrice")}</th>
                <th className="col-set">{t("myPrice.colSet")}</th>
                <th>
                  <span className="visually-hidden">{t("myPrice.clear")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {prices.map((p) => {
                const name = p.name ?? p.itemUid;
                return (
                  <tr key={`${p.mode}-${p.kind}-${p.itemUid}`}>
                    <td>{p.url ? <Link to={`/item/${p.url}`}>{name}</Link> : name}</td>
                    <td>
                      {p.mode.toUpperCase()} <span className="muted small">{t(p.kind === "buy" ? "myPrice.kindBuy" : "myPrice.kindSell")}</span>
                    </td>
                    <td className="num">
                      {formatPrice(p.price, props.locale)} <YourPriceTag />
                    </td>
                    <td className="muted col-set">{p.setAt === null ? t("myPrice.unknownTime") : formatDate(p.setAt)}</td>
                    <td>
                      <button
                        type="button"
                        className="small-button"
                        disabled={!user.pro || remove.pending}
                        title={user.pro ? t("myPrice.clear") : t("account.needProToEdit")}
                        aria-label={`${t("myPrice.clearOf", { name, kind: t(p.kind === "buy" ? "myPrice.kindWordBuy" : "myPrice.kindWordSell") })} (${p.mode.toUpperCase()})`}
                        onClick={() => void removeOne(p.itemUid, p.kind, p.mode)}
                      >
                        ✕
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {prices.length > 0 && (
        <p>
          <button type="button" className="danger-button" disabled={clearAll.pending} onClick={() => void removeAll()}>
            {t("myPrice.clearAll")}
          </button>
        </p>
      )}
      <FormOutcome done={done} error={remove.error ?? clearAll.error} />
    </section>
  );
}
