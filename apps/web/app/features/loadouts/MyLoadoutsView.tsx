import type { LoadoutView } from "@raidkit/api";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { api } from "../../shared/api.ts";
import { useRootData } from "../../shared/rootData.ts";
import { useAction } from "../../shared/useAction.ts";
import { useRemote } from "../../shared/useRemote.ts";
import { LoadoutTable, loadoutPath } from "./LoadoutTable.tsx";

/** /loadouts/my: the user's loadouts, to open, edit or delete (spec §6: loadouts need a login). */
export function MyLoadoutsView() {
  const t = useT();
  const viewer = useRootData()?.viewer;
  const loggedIn = Boolean(viewer?.loggedIn);
  const mine = useRemote(loggedIn ? "my-loadouts" : null, async () => (await api.myLoadouts()).loadouts);
  const loadouts = mine.data;
  const removal = useAction(async (l: LoadoutView) => {
    await api.loadoutDelete(l.id);
    mine.setData((list) => list?.filter((x) => x.id !== l.id));
  });
  const remove = (l: LoadoutView) => {
    if (window.confirm(t("loadouts.my.confirmDelete", { title: l.title }))) void removal.run(l);
  };
  const error = removal.error ?? mine.error;
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
      ) : loadouts === undefined ? (
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
