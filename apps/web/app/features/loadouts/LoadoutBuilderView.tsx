import type { WeaponBuilderData, WeaponListEntry } from "@raidkit/api";
import { buildConflicts, buildStats, buildTree, formatNumber, missingRequired, presetBuild, setPart, type WeaponBuild } from "@raidkit/game";
import { useMemo, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { api } from "../../shared/api.ts";
import { useLocale } from "../../shared/rootData.ts";
import { useRemote } from "../../shared/useRemote.ts";
import { PricedItems } from "../../ui/PricedItems.tsx";
import { AmmoChoice } from "./AmmoChoice.tsx";
import { BuildStatsPanel } from "./BuildStatsPanel.tsx";
import { shownItem } from "./builderCatalogue.ts";
import { SaveLoadoutForm } from "./SaveLoadoutForm.tsx";
import { SlotTree, slotLabel } from "./SlotTree.tsx";
import { useBuilderState } from "./useBuilderState.ts";
import { useBuildPrice } from "./useBuildPrice.ts";
import { WeaponPicker } from "./WeaponPicker.tsx";

/** /loadouts/weapon/{gun?}/{id?}: the weapon picker, and the builder once a weapon is chosen. */
export function LoadoutBuilderView(props: { weapons: WeaponListEntry[]; data: WeaponBuilderData | null; loadoutId: string | null }) {
  const t = useT();
  return (
    <section className="loadouts-page builder-page">
      <header className="page-head">
        <h1>{props.data ? props.data.weapon.name : t("loadouts.builder.title")}</h1>
        <p className="page-sub">{t("loadouts.builder.intro")}</p>
      </header>
      <div className="builder-top">
        <WeaponPicker weapons={props.weapons} current={props.data?.weapon.id ?? null} />
      </div>
      {props.data ? (
        <Builder key={props.data.weapon.id} data={props.data} loadoutId={props.loadoutId} />
      ) : (
        <p className="panel empty-state">{t("loadouts.builder.chooseFirst")}</p>
      )}
    </section>
  );
}

function Builder(props: { data: WeaponBuilderData; loadoutId: string | null }) {
  const t = useT();
  const locale = useLocale();
  const { data } = props;
  const opened = useRemote(props.loadoutId ?? null, async () => (await api.loadoutGet(props.loadoutId as string)).loadout);
  const loaded = opened.data ?? null;
  const loadError = opened.error;
  const start = useMemo<WeaponBuild | null>(() => (loaded ? { ...loaded.build } : null), [loaded]);
  const { cat, build, change } = useBuilderState(data, start);
  const stats = useMemo(() => buildStats(cat, build), [cat, build]);
  const conflicts = useMemo(() => buildConflicts(cat, build), [cat, build]);
  const missing = useMemo(() => new Set(missingRequired(cat, build)), [cat, build]);
  const tree = useMemo(() => buildTree(cat, build), [cat, build]);
  const { price, unitOf } = useBuildPrice(data, build);
  const conflicted = useMemo(() => new Set(conflicts.flatMap((c) => [c.path, c.otherPath])), [conflicts]);
  const nameOf = (id: string) => shownItem(data, id)?.name ?? id;
  const labelOf = (path: string) => {
    const node = findNode(tree, path);
    return node ? slotLabel(node, t) : path;
  };
  const [copied, setCopied] = useState(false);

  return (
    <div className="builder">
      <div className="builder-main">
        {loadError && <p className="form-error">{loadError}</p>}
        {loaded && (
          <p className="small muted loaded-loadout">
            {t("loadouts.builder.opened", { title: loaded.title })}
            {loaded.author && ` · ${t("loadouts.search.by", { author: loaded.author })}`}
          </p>
        )}
        <div className="builder-tools">
          <label className="field">
            {t("loadouts.builder.preset")}
            <select
              value=""
              onChange={(e) => {
                const preset = cat.presets.get(e.target.value);
                if (preset) change(presetBuild(cat, preset));
              }}
            >
              <option value="">{t("loadouts.builder.choosePreset")}</option>
              {data.presets.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                  {p.isDefault ? ` (${t("loadouts.builder.default")})` : ""}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="secondary-button small-button" onClick={() => change({ weaponId: data.weapon.id, parts: {}, ammo: [""] })}>
            {t("loadouts.builder.strip")}
          </button>
          <button
            type="button"
            className="secondary-button small-button"
            onClick={() => {
              void navigator.clipboard?.writeText(window.location.href).then(() => setCopied(true));
            }}
          >
            {copied ? t("loadouts.builder.copied") : t("loadouts.builder.share")}
          </button>
        </div>
        {(conflicts.length > 0 || missing.size > 0) && (
          <section className="panel build-problems" role="alert" aria-labelledby="build-problems-title">
            <h2 id="build-problems-title">{t("loadouts.builder.problems")}</h2>
            <ul>
              {conflicts.map((c) => (
                <li key={`${c.path}|${c.otherPath}`} className="conflict">
                  {t("loadouts.builder.conflict", {
                    a: nameOf(c.partId),
                    aSlot: c.path ? labelOf(c.path) : t("loadouts.builder.theWeapon"),
                    b: nameOf(c.otherId),
                    bSlot: labelOf(c.otherPath),
                  })}
                </li>
              ))}
              {[...missing].map((path) => (
                <li key={path}>{t("loadouts.builder.missing", { slot: labelOf(path) })}</li>
              ))}
            </ul>
          </section>
        )}
        <section className="panel" aria-labelledby="slots-title">
          <h2 id="slots-title">{t("loadouts.builder.slots")}</h2>
          <SlotTree
            nodes={tree}
            cat={cat}
            build={build}
            data={data}
            conflicted={conflicted}
            missing={missing}
            priceOf={unitOf}
            onChange={(path, id) => change(setPart(cat, build, path, id))}
          />
        </section>
      </div>
      <aside className="builder-side">
        {stats && <BuildStatsPanel stats={stats} base={data.weapon} />}
        <section className="panel build-price" aria-labelledby="build-price-title">
          <h2 id="build-price-title">{t("loadouts.builder.price")}</h2>
          <p className="build-total num">{price.total === null ? "—" : `${formatNumber(price.total, locale)} ₽`}</p>
          <p className="small muted">{t("loadouts.builder.priceNote")}</p>
          {price.unpriced.length > 0 && <p className="small warn-text">{t("loadouts.builder.unpriced", { count: price.unpriced.length })}</p>}
          <details>
            <summary className="small">{t("loadouts.builder.priceParts")}</summary>
            <PricedItems
              items={price.items}
              locale={locale}
              name={nameOf}
              url={(uid) => shownItem(data, uid)?.url ?? null}
              sourceLabel={(source) => t(`loadouts.source.${source}`)}
            />
          </details>
        </section>
        <AmmoChoice cat={cat} build={build} data={data} onChange={change} />
        <SaveLoadoutForm build={build} loaded={loaded} onSaved={opened.setData} />
        <p className="small muted">{t("loadouts.builder.dataNote")}</p>
      </aside>
    </div>
  );
}

function findNode<T extends { path: string; children: T[] }>(nodes: T[], path: string): T | null {
  for (const n of nodes) {
    if (n.path === path) return n;
    const inner = findNode(n.children, path);
    if (inner) return inner;
  }
  return null;
}
