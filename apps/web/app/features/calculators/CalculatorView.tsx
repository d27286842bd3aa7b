import type { CalculatorData } from "@raidkit/api";
import { builtLevels, FREE_SEARCH_RESULTS, type RecipeLock, recipeLock, recipeLocksOf, recipeProfit, withFarmCards } from "@raidkit/game";
import { useEffect, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { PriceTypesHelp } from "../../shared/PriceTypes.tsx";
import { useLocale } from "../../shared/rootData.ts";
import { useHydrated } from "../../shared/useHydrated.ts";
import { ClearableInput } from "../../ui/ClearableInput.tsx";
import { LiveControls } from "../../ui/LiveControls.tsx";
import { openAcquisitions, progressOf } from "./acquisitions.ts";
import { CraftRunsProvider, craftStations } from "./craftRunsStore.tsx";
import { type RecipeRow, RecipeTable } from "./RecipeTable.tsx";
import { RunningCrafts, RunRecipeButton } from "./RunningCrafts.tsx";
import { StationLevels } from "./StationLevels.tsx";
import { TraderLevels } from "./TraderLevels.tsx";
import { useFarmCards } from "./useFarmCards.ts";
import { type CalcContext, useCalcContext } from "./useProfitSettings.ts";

/**
 * Rows the server renders of a Pro user's list (issue 30, finding 17): a page of every recipe was
 * 450 KB of HTML and the slowest render of a logged-in user; the rest appear once the page is live
 * (its controls wait for that too).
 */
export const SERVER_ROWS = 40;

type SortKey = "profitPerHour" | "profit" | "roi" | "cost";

/**
 * /crafts and /barters: every recipe priced with the character's settings, sortable and filterable;
 * the crafts and barters the player runs (issue 32 item 3), read once for the panel and the rows.
 */
export function CalculatorView(props: { data: CalculatorData; kind: "crafts" | "barters" }) {
  const stationOf = useMemo(() => craftStations(props.data), [props.data]);
  const ctx = useCalcContext(props.data);
  // A recipe locked for the character cannot be started (issue 32): the rows' locks, the store's rule.
  const lockOf = useMemo(() => recipeLocksOf(props.data, progressOf(ctx)), [props.data, ctx]);
  return (
    <CraftRunsProvider stationOf={stationOf} lockOf={lockOf}>
      <CalculatorViewBody {...props} ctx={ctx} />
    </CraftRunsProvider>
  );
}

function CalculatorViewBody(props: { data: CalculatorData; kind: "crafts" | "barters"; ctx: CalcContext }) {
  const t = useT();
  const locale = useLocale();
  const { data, kind, ctx } = props;
  const [farmCards] = useFarmCards();
  const crafts = kind === "crafts";
  // Filters and sort live in the address (issue 22): a reload, the back button or a shared link keep
  // them. The page's state answers at once; the address follows it (replaced, never a new entry).
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(() => new URLSearchParams(params));
  const set = (name: string, value: string | null) =>
    setQuery((current) => {
      const next = new URLSearchParams(current);
      if (value === null || value === "") next.delete(name);
      else next.set(name, value);
      return next;
    });
  useEffect(() => {
    if (query.toString() !== new URLSearchParams(window.location.search).toString()) setParams(query, { replace: true, preventScrollReset: true });
  }, [query, setParams]);
  const search = query.get("search") ?? "";
  const group = query.get("group") ?? "";
  const level = Number(query.get("level")) || 0;
  // With no hideout entered every craft is locked: show them (dimmed, with what unlocks them) rather than nothing.
  const lockedParam = query.get("locked");
  const showLocked = lockedParam === null ? crafts && ctx.modulesBuilt.length === 0 : lockedParam === "1";
  const sortKeys: readonly SortKey[] = crafts ? ["profitPerHour", "profit", "roi", "cost"] : ["profit", "roi", "cost"];
  const sort = (sortKeys as readonly string[]).includes(query.get("sort") ?? "") ? (query.get("sort") as SortKey) : (sortKeys[0] as SortKey);
  const setSort = (key: SortKey) => set("sort", key === sortKeys[0] ? null : key);

  const rows = useMemo<(RecipeRow & { group: string; level: number })[]>(() => {
    const lookup = (uid: string) => data.items[uid]?.prices;
    const progress = progressOf(ctx);
    const made = openAcquisitions(data, ctx);
    const levels = builtLevels(ctx.modulesBuilt);
    const lockText = (lock: RecipeLock | null) => {
      if (!lock) return null;
      if (lock.kind === "station")
        return t("calc.lock.station", { station: data.stations.find((s) => s.id === lock.stationId)?.name ?? "", level: lock.level });
      if (lock.kind === "loyalty")
        return t("calc.lock.loyalty", { trader: data.traders.find((x) => x.nickname === lock.trader)?.name ?? lock.trader, level: lock.level });
      return t("calc.lock.quest");
    };
    if (crafts) {
      return data.crafts.map((craft) => {
        // The bitcoin farm's time is for the cards the player keeps on /btc-farm (issue 22).
        const c = withFarmCards(craft, data.bitcoin.bitcoinUid, farmCards);
        const lock = recipeLock({ kind: "craft", stationId: c.stationId, level: c.level }, progress, levels);
        return {
          id: c.id,
          source: c === craft ? `${c.stationName} ${c.level}` : `${c.stationName} ${c.level} · ${t("calc.btc.cardsShort", { count: farmCards })}`,
          group: c.stationId,
          level: c.level,
          profit: recipeProfit(c, lookup, ctx.settings, ctx.fuelPerHour, made),
          lock,
          lockText: lockText(lock),
        };
      });
    }
    return data.barters.map((b) => {
      const lock = recipeLock({ kind: "barter", trader: b.trader, loyaltyLevel: b.loyaltyLevel, questUnlock: b.questUnlock }, progress, levels);
      return {
        id: b.id,
        source: `${b.traderName} ${t("calc.ll", { level: b.loyaltyLevel })}`,
        group: b.trader,
        level: b.loyaltyLevel,
        profit: recipeProfit(b, lookup, ctx.settings, null, made),
        lock,
        lockText: lockText(lock),
      };
    });
  }, [data, ctx, crafts, t, farmCards]);

  const groups = crafts ? data.stations.map((s) => ({ id: s.id, name: s.name })) : data.traders.map((x) => ({ id: x.nickname, name: x.name }));
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const filtered = rows
    .filter((r) => showLocked || !r.lock)
    .filter((r) => !group || r.group === group)
    .filter((r) => !level || r.level === level)
    .filter((r) => {
      if (words.length === 0) return true;
      const names = [r.profit.output.uid, ...r.profit.inputs.map((i) => i.uid)].map((uid) => (data.items[uid]?.name ?? "").toLowerCase()).join(" ");
      return words.every((w) => names.includes(w));
    })
    // Recipes with an unpriced item have no real profit: they go last.
    .sort(
      (a, b) =>
        Number(b.profit.complete) - Number(a.profit.complete) || (b.profit[sort] ?? Number.NEGATIVE_INFINITY) - (a.profit[sort] ?? Number.NEGATIVE_INFINITY),
    );
  const limited = !ctx.pro && filtered.length > FREE_SEARCH_RESULTS;
  const hydrated = useHydrated();
  const listed = limited ? filtered.slice(0, FREE_SEARCH_RESULTS) : filtered;
  const shown = hydrated ? listed : listed.slice(0, SERVER_ROWS);
  const lockedCount = rows.filter((r) => r.lock).length;

  return (
    <section className="calculator">
      <header className="page-head">
        <h1>{t(`calc.${kind}.title`)}</h1>
        <p className="page-sub">
          <span>{t(`calc.${kind}.intro`)}</span>
          <Link to="/fee">{t("calc.feeLink")}</Link>
        </p>
        <p className="muted small quality-note">{t("calc.qualityNote")}</p>
        <PriceTypesHelp />
      </header>
      {!ctx.loggedIn && (
        <p className="hint-bar">
          {t("calc.visitorHint")} <Link to="/user">{t("header.login")}</Link>
        </p>
      )}
      {ctx.fuelUnknown && crafts && <p className="hint-bar">{t("calc.fuelUnknown")}</p>}
      {crafts ? <StationLevels data={data} /> : <TraderLevels traders={data.traders} />}
      <RunningCrafts data={data} kind={crafts ? "craft" : "barter"} />
      <form className="market-toolbar" onSubmit={(e) => e.preventDefault()}>
        <LiveControls>
          <ClearableInput
            value={search}
            onDebouncedChange={(value) => set("search", value.trim())}
            debounceMs={150}
            placeholder={t("calc.search")}
            aria-label={t("calc.search")}
            type="search"
          />
          <label className="field">
            <span>{crafts ? t("calc.station") : t("calc.trader")}</span>
            <select value={group} onChange={(e) => set("group", e.target.value)}>
              <option value="">{t("calc.all")}</option>
              {groups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{crafts ? t("calc.level") : t("calc.loyalty")}</span>
            <select value={level} onChange={(e) => set("level", e.target.value === "0" ? null : e.target.value)}>
              <option value={0}>{t("calc.all")}</option>
              {[1, 2, 3, 4].map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{t("calc.sortBy")}</span>
            <select value={sort} onChange={(e) => setSort(e.target.value as SortKey)}>
              {sortKeys.map((k) => (
                <option key={k} value={k}>
                  {t(`calc.sort.${k}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="check">
            <input type="checkbox" checked={showLocked} onChange={(e) => set("locked", e.target.checked ? "1" : "0")} />{" "}
            {t("calc.showLocked", { count: lockedCount })}
          </label>
        </LiveControls>
      </form>
      {shown.length === 0 ? (
        <div className="empty-state">
          <p>
            <strong>{t(crafts ? "calc.noCrafts" : "calc.noBarters")}</strong>
          </p>
          <p className="muted">{t(crafts ? "calc.noCraftsHint" : "calc.noBartersHint")}</p>
        </div>
      ) : (
        <RecipeTable
          rows={shown}
          items={data.items}
          settings={ctx.settings}
          locale={locale}
          timed={crafts}
          sourceLabel={crafts ? t("calc.station") : t("calc.trader")}
          sort={sort}
          onSort={setSort}
          actionLabel={t(crafts ? "calc.runs.title" : "calc.runs.bartersTitle")}
          rowAction={(row, place) => (
            <RunRecipeButton
              kind={crafts ? "craft" : "barter"}
              recipeId={row.id}
              seconds={row.profit.seconds}
              name={data.items[row.profit.output.uid]?.name ?? row.profit.output.uid}
              compact={place === "head"}
              lockText={row.lockText}
            />
          )}
        />
      )}
      {limited && (
        <p className="pro-note">
          {t("calc.freeLimit", { shown: FREE_SEARCH_RESULTS, total: filtered.length })} <Link to="/patreon-about">{t("account.getPro")}</Link>
        </p>
      )}
    </section>
  );
}
