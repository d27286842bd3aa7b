import type { GearBuilderData } from "@raidkit/api";
import { EMPTY_GEAR_SET, formatNumber, gearConflicts, gearTotals } from "@raidkit/game";
import { useMemo, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { useLocale } from "../../shared/rootData.ts";
import { PricedItems } from "../../ui/PricedItems.tsx";
import { placeLabel, signedPercent } from "./figures.ts";
import { GearSlots } from "./GearSlots.tsx";
import { useGearPrice } from "./useGearPrice.ts";
import { useGearSet } from "./useGearSet.ts";

/** /gear: the character's slots, what clashes and why, the set's figures, armour by area and the price. */
export function GearBuilderView(props: { data: GearBuilderData }) {
  const t = useT();
  const locale = useLocale();
  const { data } = props;
  const { cat, set, change } = useGearSet(data);
  const conflicts = useMemo(() => gearConflicts(cat, set), [cat, set]);
  const totals = useMemo(() => gearTotals(cat, set), [cat, set]);
  const { price, unitOf } = useGearPrice(data, cat, set);
  const conflicted = useMemo(() => new Set(conflicts.flatMap((c) => [c.place, c.otherPlace])), [conflicts]);
  const nameOf = (id: string) => data.items[id]?.name ?? id;
  const [copied, setCopied] = useState(false);
  const worn = Object.keys(set.items).length > 0;

  return (
    <section className="gear-page">
      <header className="page-head">
        <h1>{t("gear.title")}</h1>
        <p className="page-sub">{t("gear.intro")}</p>
      </header>
      <div className="gear-tools">
        <button
          type="button"
          className="secondary-button small-button"
          disabled={!worn}
          onClick={() => {
            void navigator.clipboard?.writeText(window.location.href).then(() => setCopied(true));
          }}
        >
          {copied ? t("gear.copied") : t("gear.share")}
        </button>
        <button type="button" className="secondary-button small-button" disabled={!worn} onClick={() => change(EMPTY_GEAR_SET)}>
          {t("gear.clear")}
        </button>
        <p className="small muted gear-not-saved">{t("gear.notSaved")}</p>
      </div>
      <div className="gear-builder">
        <div className="gear-main">
          {conflicts.length > 0 && (
            <section className="panel gear-problems" role="alert" aria-labelledby="gear-problems-title">
              <h2 id="gear-problems-title">{t("gear.problems")}</h2>
              <ul>
                {conflicts.map((c) => (
                  <li key={`${c.place}|${c.otherPlace}`} className="conflict" data-reason={c.reason}>
                    {t(`gear.conflict.${c.reason}`, {
                      a: nameOf(c.itemId),
                      aSlot: placeLabel(c.place, t),
                      b: nameOf(c.otherId),
                      bSlot: placeLabel(c.otherPlace, t),
                    })}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section className="panel" aria-labelledby="gear-slots-title">
            <h2 id="gear-slots-title">{t("gear.slotsTitle")}</h2>
            <GearSlots cat={cat} set={set} data={data} conflicted={conflicted} priceOf={unitOf} onChange={change} />
          </section>
        </div>
        <aside className="gear-side">
          <section className="panel gear-totals" aria-labelledby="gear-totals-title">
            <h2 id="gear-totals-title">{t("gear.totals")}</h2>
            <dl className="gear-stats">
              {(
                [
                  ["weight", `${formatNumber(totals.weight, locale, 3)} kg`],
                  ["ergonomics", signedPercent(totals.ergonomics, locale)],
                  ["movement", signedPercent(totals.movement, locale)],
                  ["turning", signedPercent(totals.turning, locale)],
                  ["capacity", t("gear.cells", { count: totals.capacity })],
                  ["blindness", `${formatNumber(totals.blindnessProtection * 100, locale)} %`],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="gear-stat" data-stat={key}>
                  <dt>{t(`gear.${key}`)}</dt>
                  <dd className="num">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="panel gear-areas" aria-labelledby="gear-areas-title">
            <h2 id="gear-areas-title">{t("gear.armor")}</h2>
            {totals.areas.length === 0 ? (
              <p className="small muted">{t("gear.noArmor")}</p>
            ) : (
              <table className="data-table small">
                <thead>
                  <tr>
                    <th scope="col">{t("gear.area")}</th>
                    <th scope="col" className="num">
                      {t("gear.class")}
                    </th>
                    <th scope="col">{t("gear.from")}</th>
                  </tr>
                </thead>
                <tbody>
                  {totals.areas.map((a) => (
                    <tr key={a.area} data-area={a.area}>
                      <td>{t(`gear.areas.${a.area}`)}</td>
                      <td className="num">{a.armorClass}</td>
                      <td className="muted">{data.items[a.itemId]?.shortName ?? a.itemId}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <section className="panel gear-price-panel" aria-labelledby="gear-price-title">
            <h2 id="gear-price-title">{t("gear.price")}</h2>
            <p className="gear-total num">{price.total === null ? "—" : `${formatNumber(price.total, locale)} ₽`}</p>
            <p className="small muted">{t("gear.priceNote")}</p>
            {price.unpriced.length > 0 && <p className="small warn-text">{t("gear.unpriced", { count: price.unpriced.length })}</p>}
            {price.items.length > 0 && (
              <details>
                <summary className="small">{t("gear.priceParts")}</summary>
                <PricedItems
                  items={price.items}
                  locale={locale}
                  name={nameOf}
                  url={(uid) => data.items[uid]?.url ?? null}
                  sourceLabel={(source) => t(`gear.source.${source}`)}
                />
              </details>
            )}
          </section>
          <p className="small muted">{t("gear.dataNote")}</p>
        </aside>
      </div>
    </section>
  );
}
