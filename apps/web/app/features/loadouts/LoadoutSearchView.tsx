import { LOADOUT_SORTS, type LoadoutView, type WeaponListEntry } from "@raidkit/api";
import { WEAPON_CATEGORIES } from "@raidkit/game";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { api } from "../../shared/api.ts";
import { useRootData } from "../../shared/rootData.ts";
import { useAction } from "../../shared/useAction.ts";
import { useRemote } from "../../shared/useRemote.ts";
import { LoadoutTable } from "./LoadoutTable.tsx";

const FILTERS = ["weapon", "category", "caliber", "minPrice", "maxPrice", "sort", "page"] as const;

/**
 * /loadouts/search: published loadouts by weapon, category, caliber and price, sorted by likes,
 * newest, ergonomics or recoil, a page at a time; the filters live in the address. Logged-in
 * players like a loadout (one like each); visitors are asked to log in.
 */
export function LoadoutSearchView(props: { weapons: WeaponListEntry[] }) {
  const t = useT();
  const viewer = useRootData()?.viewer;
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => {
    const q = new URLSearchParams();
    for (const f of FILTERS) {
      const v = params.get(f);
      if (v) q.set(f, v);
    }
    return q;
  }, [params]);
  const search = useRemote(query.toString(), () => api.loadoutSearch(query), { keepPrevious: true });
  const reply = search.data;
  const set = (key: (typeof FILTERS)[number], value: string) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        if (value) q.set(key, value);
        else q.delete(key);
        if (key !== "page") q.delete("page");
        return q;
      },
      { replace: true, preventScrollReset: true },
    );
  const calibers = useMemo(() => [...new Set(props.weapons.map((w) => w.caliber))].sort(), [props.weapons]);
  const like = useAction(async (l: LoadoutView) => {
    const r = await api.loadoutLike(l.id, !l.liked);
    search.setData((prev) => prev && { ...prev, loadouts: prev.loadouts.map((x) => (x.id === l.id ? { ...x, likes: r.likes, liked: r.liked } : x)) });
  });
  const error = like.error ?? search.error;
  const page = Number(params.get("page") ?? 1);
  const pages = reply ? Math.max(1, Math.ceil(reply.total / reply.pageSize)) : 1;
  return (
    <section className="loadouts-page">
      <header className="page-head">
        <h1>{t("loadouts.search.title")}</h1>
        <p className="page-sub">
          <Link to="/loadouts/weapon">{t("loadouts.my.create")}</Link> · <Link to="/loadouts/my">{t("loadouts.my.title")}</Link>
        </p>
      </header>
      <form className="panel loadout-filters" onSubmit={(e) => e.preventDefault()}>
        <label className="field">
          {t("loadouts.list.weapon")}
          <select value={params.get("weapon") ?? ""} onChange={(e) => set("weapon", e.target.value)}>
            <option value="">{t("loadouts.search.any")}</option>
            {props.weapons.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          {t("loadouts.search.category")}
          <select value={params.get("category") ?? ""} onChange={(e) => set("category", e.target.value)}>
            <option value="">{t("loadouts.search.any")}</option>
            {WEAPON_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`loadouts.categories.${c}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          {t("loadouts.builder.caliber")}
          <select value={params.get("caliber") ?? ""} onChange={(e) => set("caliber", e.target.value)}>
            <option value="">{t("loadouts.search.any")}</option>
            {calibers.map((c) => (
              <option key={c} value={c}>
                {c.replace(/^Caliber/, "")}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          {t("loadouts.search.minPrice")}
          <input
            type="number"
            min={0}
            step={1000}
            inputMode="numeric"
            defaultValue={params.get("minPrice") ?? ""}
            onBlur={(e) => set("minPrice", e.target.value)}
          />
        </label>
        <label className="field">
          {t("loadouts.search.maxPrice")}
          <input
            type="number"
            min={0}
            step={1000}
            inputMode="numeric"
            defaultValue={params.get("maxPrice") ?? ""}
            onBlur={(e) => set("maxPrice", e.target.value)}
          />
        </label>
        <label className="field">
          {t("loadouts.search.sort")}
          <select value={params.get("sort") ?? "likes"} onChange={(e) => set("sort", e.target.value)}>
            {LOADOUT_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`loadouts.search.sorts.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </form>
      {error && <p className="form-error">{error}</p>}
      {reply === undefined ? (
        <p className="panel empty-state" aria-busy="true">
          {t("loadouts.loading")}
        </p>
      ) : reply.loadouts.length === 0 ? (
        <p className="panel empty-state">{t("loadouts.search.empty")}</p>
      ) : (
        <>
          <p className="small muted">{t("loadouts.search.found", { count: reply.total })}</p>
          <LoadoutTable
            loadouts={reply.loadouts}
            actions={(l) =>
              viewer?.loggedIn ? (
                <button
                  type="button"
                  className={`secondary-button small-button like-button${l.liked ? " liked" : ""}`}
                  aria-pressed={l.liked}
                  disabled={like.pending}
                  onClick={() => void like.run(l)}
                >
                  {l.liked ? t("loadouts.search.unlike") : t("loadouts.search.like")}
                </button>
              ) : (
                <Link className="small" to="/user">
                  {t("loadouts.search.loginToLike")}
                </Link>
              )
            }
          />
          {pages > 1 && (
            <nav className="pagination small" aria-label={t("loadouts.search.pages")}>
              <button type="button" className="secondary-button small-button" disabled={page <= 1} onClick={() => set("page", String(page - 1))}>
                ←
              </button>
              <span>{t("loadouts.search.page", { page, pages })}</span>
              <button type="button" className="secondary-button small-button" disabled={page >= pages} onClick={() => set("page", String(page + 1))}>
                →
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
