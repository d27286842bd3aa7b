import type { LoadoutView } from "@raidkit/api";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { api } from "../../shared/api.ts";
import { useRootData } from "../../shared/rootData.ts";
import { LoadoutTable, loadoutPath } from "./LoadoutTable.tsx";

/** /loadouts/my: the user's loadouts, to open, edit or delete (spec §6: loadouts need a login). */
export function MyLoadoutsView() {
  const t = useT();
  const viewer = useRootData()?.viewer;
  const [loadouts, setLoadouts] = useState<LoadoutView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const loggedIn = Boolean(viewer?.loggedIn);
  useEffect(() => {
    if (!loggedIn) return;
    api
      .myLoadouts()
      .then((r) => setLoadouts(r.loadouts))
      .catch((e: Error) => setError(e.message));
  }, [loggedIn]);
  const remove = (l: LoadoutView) => {
    if (!window.confirm(t("loadouts.my.confirmDelete", { title: l.title }))) return;
    api
      .loadoutDelete(l.id)
      .then(() => setLoadouts((list) => (list ?? []).filter((x) => x.id !== l.id)))
      .catch((e: Error) => setError(e.message));
  };
  return (
    <section className="loadouts-page">
      <header className="page-head">
        <h1>{t("loadouts.my.title")}</h1>
        <p className="page-sub">
          <Link to="/loadouts/weapon">{t("loadouts.my.create")}</Link> · <Link to="/loadouts/search">{t("loadouts.search.title")}</Link>
        </p>
      </header>
      {!loggedIn ? (
        <p className="panel empty-state">
          <Link to="/user">{t("loadouts.my.loginFirst")}</Link>
        </p>
      ) : error ? (
        <p className="form-error">{error}</p>
      ) : loadouts === null ? (
        <p className="panel empty-state" aria-busy="true">
          {t("loadouts.loading")}
        </p>
      ) : loadouts.length === 0 ? (
        <p className="panel empty-state">
          {t("loadouts.my.empty")} <Link to="/loadouts/weapon">{t("loadouts.my.create")}</Link>
        </p>
      ) : (
        <LoadoutTable
          loadouts={loadouts}
          actions={(l) => (
            <>
              <Link className="secondary-button small-button" to={loadoutPath(l)}>
                {t("loadouts.my.edit")}
              </Link>
              <button type="button" className="secondary-button small-button" onClick={() => remove(l)}>
                {t("loadouts.my.delete")}
              </button>
            </>
          )}
        />
      )}
    </section>
  );
}
