import { beUrl } from "@raidkit/api/client";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { useAccount } from "../../shared/account/AccountContext.tsx";
import { useLocale } from "../../shared/rootData.ts";
import { HoverDropdown } from "../../ui/HoverDropdown.tsx";
import { CharLabel } from "./FactionIcon.tsx";

/** The popups' code loads on their first open (issue 33, item 7): no page carries it before. */
const SettingsPopup = lazy(() => import("./SettingsPopup.tsx").then((m) => ({ default: m.SettingsPopup })));
const NewCharPopup = lazy(() => import("./NewCharPopup.tsx").then((m) => ({ default: m.NewCharPopup })));

/**
 * Spec §2 user menu: the PMCs (faction icon, level, name, mode; the current one highlighted),
 * New PMC, Settings (a popup), Account and Logout. `variant="drawer"` is the phone version.
 */
export function UserMenu(props: { variant?: "header" | "drawer" }) {
  const t = useT();
  const locale = useLocale();
  const { user, selectChar } = useAccount();
  const [settings, setSettings] = useState(false);
  const [newChar, setNewChar] = useState(false);
  if (!user) {
    return (
      <Link to="/user" className="login-link">
        {t("header.login")}
      </Link>
    );
  }
  const current = user.chars.find((c) => c.uid === user.charUid);
  const items = (
    <ul className="menu-list user-menu-list">
      {user.chars.map((char) => (
        <li key={char.uid}>
          <button
            type="button"
            className={`char-entry ${char.uid === user.charUid ? "current" : ""}`}
            aria-current={char.uid === user.charUid ? "true" : undefined}
            disabled={!user.pro && char.uid !== user.charUid}
            onClick={() => char.uid !== user.charUid && void selectChar(char.uid)}
          >
            <CharLabel char={char} unnamed={t("account.unnamedPmc")} />
          </button>
        </li>
      ))}
      <li className="menu-sep">
        {user.pro ? (
          <button type="button" onClick={() => setNewChar(true)}>
            + {t("account.newPmc")}
          </button>
        ) : (
          <Link to="/user">+ {t("account.newPmc")}</Link>
        )}
      </li>
      <li>
        <button type="button" onClick={() => setSettings(true)}>
          {t("account.settings")}
        </button>
      </li>
      <li>
        <Link to="/account">{t("account.account")}</Link>
      </li>
      <li>
        <a href={`${beUrl("logout")}?lang=${locale}`}>{t("header.logout")}</a>
      </li>
    </ul>
  );
  return (
    <>
      {props.variant === "drawer" ? (
        <section className="drawer-user">
          <h2>{user.username ?? user.email ?? t("account.account")}</h2>
          {items}
        </section>
      ) : (
        <HoverDropdown
          label={
            <span className="user-toggle">
              {current ? <CharLabel char={current} unnamed={user.username ?? t("account.unnamedPmc")} /> : t("account.account")}
            </span>
          }
          ariaLabel={t("account.userMenu")}
          className="user-dropdown"
          align="right"
        >
          {items}
        </HoverDropdown>
      )}
      {settings && (
        <Suspense fallback={null}>
          <SettingsPopup open onClose={() => setSettings(false)} />
        </Suspense>
      )}
      {newChar && (
        <Suspense fallback={null}>
          <NewCharPopup open onClose={() => setNewChar(false)} />
        </Suspense>
      )}
    </>
  );
}
