import { useT } from "../i18n/useT.tsx";

/**
 * Spec §4 price types, in its order, each with the settings (account.hideout.*) that turn it on
 * where the calculators have one (issue 32 item 2). Market, custom, gun build, user and none have no
 * setting: their hints say what the site does with them, and what the data does not support.
 */
export const PRICE_TYPES = [
  { key: "flea", settings: ["hideoutUsePriceField", "hideoutUseFlea", "hideoutUseSellToFlea"] },
  { key: "trader", settings: ["hideoutUseTradersPrices"] },
  { key: "sellToTrader", settings: ["hideoutUseSellToTraders"] },
  { key: "barter", settings: ["hideoutUseBarters"] },
  { key: "craft", settings: ["hideoutUseCrafts"] },
  { key: "market", settings: [] },
  { key: "historical", settings: ["hideoutUseHistorical", "hideoutUseSellToHistorical"] },
  { key: "custom", settings: [] },
  { key: "gunBuild", settings: [] },
  { key: "user", settings: [] },
  { key: "none", settings: [] },
] as const;

/** Every price type with a short hint, folded (the item page and the calculators' settings). */
export function PriceTypesHelp() {
  const t = useT();
  return (
    <details className="price-types">
      <summary>{t("priceTypes.title")}</summary>
      <p className="muted small">{t("priceTypes.intro")}</p>
      <dl>
        {PRICE_TYPES.map((type) => (
          <div key={type.key} data-type={type.key}>
            <dt>{t(`priceTypes.${type.key}.name`)}</dt>
            <dd>
              {t(`priceTypes.${type.key}.hint`)}
              {type.settings.length > 0 && (
                <span className="muted">
                  {" "}
                  {t(type.settings.length > 1 ? "priceTypes.settings" : "priceTypes.setting")}:{" "}
                  {type.settings.map((s) => t("priceTypes.quoted", { label: t(`account.hideout.${s}`) })).join(", ")}
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
