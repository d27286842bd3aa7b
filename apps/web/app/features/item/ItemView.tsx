import type { ItemPageData } from "@raidkit/api";
import { caliberIdLabel, type Locale, tagPath } from "@raidkit/game";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { FavouriteStar } from "../../shared/FavouriteStar.tsx";
import { MyPricePanel } from "../../shared/MyPrice.tsx";
import { PriceAlertPanel } from "../../shared/PriceAlerts.tsx";
import { ItemImage } from "../../ui/ItemImage.tsx";
import { ItemUses } from "./ItemUses.tsx";
import { PriceFacts } from "./PriceFacts.tsx";
import { PriceHistoryPanel } from "./PriceHistoryPanel.tsx";
import { TraderOffers } from "./TraderOffers.tsx";
import { TraderSells } from "./TraderSells.tsx";

/** The item page: names, picture, price figures, trader prices and offers, and every price point. */
export function ItemView(props: { data: ItemPageData; locale: Locale; pro: boolean }) {
  const t = useT();
  const { item, tagTrail } = props.data;
  return (
    <article className="item-page">
      {tagTrail.length > 0 && (
        <nav className="breadcrumbs" aria-label={t("item.category")}>
          <Link to="/market">{t("market.title")}</Link>
          {tagTrail.map((tag) => (
            <span key={tag.slug}>
              {" / "}
              <Link to={tagPath(tag.slug)}>{tag.localName}</Link>
            </span>
          ))}
        </nav>
      )}
      <header className="item-head">
        <ItemImage
          name={item.name}
          shortName={item.localShortName}
          tags={item.tags}
          icon={item.wikiIcon}
          build={item.gunBuildImg}
          large={item.enImg ?? item.wikiImg}
          isFunctional={item.isFunctional}
          width={item.width}
          height={item.height}
          size="large"
        />
        <div className="item-title">
          <h1>{item.localName}</h1>
          <p className="item-sub">
            <span className="item-short">{item.localShortName}</span>
            {item.localName !== item.name && <span className="muted"> · {item.name}</span>}
          </p>
          <p className="badges">
            {item.bannedOnFlea && <span className="badge warn">{t("item.bannedFlea")}</span>}
            {item.width && item.height && (
              <span className="badge">
                {t("item.size")}: {item.width}×{item.height} ({t("item.slots", { count: item.slots })})
              </span>
            )}
            {item.caliber && (
              <span className="badge caliber" title={item.caliberName ? undefined : t("item.caliberId")}>
                {t("item.caliber")}: {item.caliberName ?? <code>{caliberIdLabel(item.caliber)}</code>}
              </span>
            )}
          </p>
        </div>
        <FavouriteStar uid={item.uid} big />
      </header>
      <PriceFacts item={item} locale={props.locale} />
      <MyPricePanel itemUid={item.uid} itemName={item.localName} locale={props.locale} />
      <PriceAlertPanel itemUid={item.uid} itemName={item.localName} locale={props.locale} />
      <div className="item-columns">
        <TraderSells sells={props.data.sells} locale={props.locale} />
        <TraderOffers offers={props.data.offers} locale={props.locale} />
      </div>
      <PriceHistoryPanel uid={item.uid} locale={props.locale} pro={props.pro} />
      <ItemUses data={props.data} locale={props.locale} />
      {item.description && (
        <section className="panel">
          <h2>{t("item.description")}</h2>
          {/* The visitor's language when the data has it, else English, marked as such. */}
          {item.descriptionLocale !== props.locale ? (
            <>
              <p className="description" lang="en">
                {item.description}
              </p>
              {props.locale !== "en" && <p className="muted small">{t("item.descriptionInEnglish")}</p>}
            </>
          ) : (
            <p className="description">{item.description}</p>
          )}
        </section>
      )}
      <p className="sources muted">{t("item.sources")}</p>
    </article>
  );
}
