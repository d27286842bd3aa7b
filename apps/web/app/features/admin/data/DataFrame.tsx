import { GAME_MODES } from "@raidkit/game";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "../../../i18n/useT.tsx";
import { useDataParams } from "./dataParams.ts";

/** The admin game-data pages and their pair (a table and its pack-vs-live page). */
export const DATA_PAGES = {
  crafts: { table: "/admin/crafts", compare: "/admin/crafts-compare", nav: "crafts" },
  barters: { table: "/admin/barters", compare: "/admin/barters-compare", nav: "barters" },
  quests: { table: "/admin/quests", compare: "/admin/quests-compare", nav: "quests" },
  "traders-prices": { table: "/admin/traders-prices", compare: "/admin/traders-prices-compare", nav: "tradersPrices" },
  weapons: { table: "/admin/guns-compare", compare: "/admin/guns-compare", nav: "gunsCompare" },
} as const;

/**
 * The frame of an admin game-data page (issue 19): its title, the way back to /admin, the link to
 * its pair (table ↔ pack vs live), and the game mode (PVP/PVE) the data is shown for. Read-only
 * pages: no audit log under them.
 */
export function DataFrame(props: { title: string; pair?: { to: string; label: string }; children: ReactNode }) {
  const t = useT();
  const { mode, set } = useDataParams();
  return (
    <section className="admin-page admin-data">
      <header className="page-head">
        <h1>{props.title}</h1>
        <nav className="admin-data-links" aria-label={t("admin.data.links")}>
          {props.pair && <Link to={props.pair.to}>{props.pair.label}</Link>}
          <Link to="/admin">{t("admin.title")}</Link>
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
