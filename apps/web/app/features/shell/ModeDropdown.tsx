import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { routeExists } from "../../shared/routeRegistry.ts";
import { HoverDropdown } from "../../ui/HoverDropdown.tsx";

/**
 * Spec §2/§4 game mode: Pro users switch PVP/PVE; others see a PVE entry that leads to /user
 * (shown as a hint until the account pages exist).
 */
export function ModeDropdown(props: { mode: "pvp" | "pve" }) {
  const t = useT();
  return (
    <HoverDropdown label={<span className={`mode-badge ${props.mode}`}>{t(`header.${props.mode}`)}</span>} ariaLabel={t("header.mode")} align="right">
      <ul className="menu-list">
        <li>
          <span className="current">{t("header.pvp")}</span>
        </li>
        <li>
          {routeExists("/user") ? (
            <Link to="/user">
              {t("header.pve")} · {t("header.pveNeedsPro")}
            </Link>
          ) : (
            <span className="muted">
              {t("header.pve")} · {t("header.pveNeedsPro")}
            </span>
          )}
        </li>
      </ul>
    </HoverDropdown>
  );
}
