import { GAME_MODES } from "@raidkit/game";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "../../../i18n/useT.tsx";
import { adminHref } from "../adminPages.ts";
import { useAdminQuery } from "../useAdminQuery.ts";

/** Rows per page of the admin data tables (the call answers at most 200). */
export const DATA_PAGE = 50;

/** The admin game-data pages and their pair (a table and its pack-vs-live page). */
export const DATA_PAGES = {
  crafts: { table: adminHref("crafts"), compare: adminHref("craftsCompare"), nav: "crafts" },
  barters: { table: adminHref("barters"), compare: adminHref("bartersCompare"), nav: "barters" },
  quests: { table: adminHref("quests"), compare: adminHref("questsCompare"), nav: "quests" },
  "traders-prices": { table: adminHref("tradersPrices"), compare: adminHref("tradersPricesCompare"), nav: "tradersPrices" },
  weapons: { table: adminHref("gunsCompare"), compare: adminHref("gunsCompare"), nav: "gunsCompare" },
} as const;

/**
 * The frame of an admin game-data page (issue 19): its title, the way back to /admin, the link to
 * its pair (table ↔ pack vs live), and the game mode (PVP/PVE) the data is shown for. Read-only
 * pages: no audit log under them.
 */
export function DataFrame(props: { title: string; pair?: { to: string; label: string }; children: ReactNode }) {
  const t = useT();
  const { mode, set } = useAdminQuery();
  return (
    <section className="admin-page admin-data">
      <header className="page-head">
        <h1>{props.title}</h1>
        <nav className="admin-data-links" aria-label={t("admin.data.links")}>
          {props.pair && <Link to={props.pair.to}>{props.pair.label}</Link>}
          <Link to={adminHref("home")}>{t("admin.title")}</Link>
        </nav>
      </header>
      <fieldset className="admin-data-modes">
        <legend className="visually-hidden">{t("admin.data.mode")}</legend>
        {GAME_MODES.map((m) => (
          <button key={m} type="button" aria-pressed={mode === m} onClick={() => set({ mode: m, dpage: null })}>
            {m.toUpperCase()}
          </button>
        ))}
      </fieldset>
      {props.children}
    </section>
  );
}
