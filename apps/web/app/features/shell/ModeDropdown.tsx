import type { GameMode } from "@raidkit/game";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { useAccount } from "../../shared/account/AccountContext.tsx";
import { HoverDropdown } from "../../ui/HoverDropdown.tsx";

/**
 * Spec §4 game mode: a Pro user switches between PVP and PVE (selecting, or creating, the PMC of
 * that mode); everyone else sees a PVE entry that leads to /user.
 */
export function ModeDropdown(props: { mode: GameMode }) {
  const t = useT();
  const { user, switchMode, updating } = useAccount();
  const pro = user?.pro ?? false;
  const entry = (mode: GameMode) =>
    props.mode === mode ? (
      <span className="current">{t(`header.${mode}`)}</span>
    ) : pro ? (
      <button type="button" disabled={updating} onClick={() => void switchMode(mode)}>
        {t(`header.${mode}`)}
      </button>
    ) : (
      <Link to="/user">
        {t(`header.${mode}`)} · {t("header.pveNeedsPro")}
      </Link>
    );
  return (
    <HoverDropdown label={<span className={`mode-badge ${props.mode}`}>{t(`header.${props.mode}`)}</span>} ariaLabel={t("header.mode")} align="right">
      <ul className="menu-list">
        <li>{entry("pvp")}</li>
        <li>{entry("pve")}</li>
      </ul>
    </HoverDropdown>
  );
}
