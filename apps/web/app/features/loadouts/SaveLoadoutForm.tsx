import { LOADOUT_TITLE_MAX, type LoadoutView } from "@raidkit/api";
import type { WeaponBuild } from "@raidkit/game";
import { useState } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { api } from "../../shared/api.ts";
import { useRootData } from "../../shared/rootData.ts";
import { useAction } from "../../shared/useAction.ts";
import { FormOutcome } from "../../ui/FormOutcome.tsx";

/**
 * Saving the build (spec §5, §6): a logged-in user saves it with a title; Pro users may publish it
 * (the server checks both, and refuses an identical published loadout with the spec's text). An own
 * loadout opened here is changed in place, or saved as a new one.
 */
export function SaveLoadoutForm(props: { build: WeaponBuild; loaded: LoadoutView | null; onSaved: (l: LoadoutView) => void }) {
  const t = useT();
  const viewer = useRootData()?.viewer;
  const own = props.loaded?.mine ? props.loaded : null;
  const [title, setTitle] = useState(own?.title ?? "");
  const [publish, setPublish] = useState(own?.public ?? false);
  const [saved, setSaved] = useState<string | null>(null);
  const save = useAction(async (asNew: boolean) => {
    setSaved(null);
    const body = {
      title: title.trim(),
      public: publish,
      build: { weaponId: props.build.weaponId, parts: { ...props.build.parts }, ammo: [...props.build.ammo] },
    };
    const r = await (own && !asNew ? api.loadoutUpdate(own.id, body) : api.loadoutCreate(body));
    setSaved(t(r.loadout.public ? "loadouts.save.published" : "loadouts.save.saved"));
    props.onSaved(r.loadout);
  });
  const busy = save.pending;
  if (!viewer?.loggedIn) {
    return (
      <section className="panel save-loadout">
        <p className="small">
          <Link to="/user">{t("loadouts.save.loginToSave")}</Link>
        </p>
      </section>
    );
  }
  const send = (asNew: boolean) => void save.run(asNew);
  return (
    <section className="panel save-loadout" aria-labelledby="save-loadout-title">
      <h2 id="save-loadout-title">{t("loadouts.save.title")}</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (title.trim()) send(false);
        }}
      >
        <label className="field">
          {t("loadouts.save.titleLabel")}
          <input value={title} maxLength={LOADOUT_TITLE_MAX} required onChange={(e) => setTitle(e.target.value)} />
        </label>
        <label className="field check">
          <input type="checkbox" checked={publish} disabled={!viewer.pro} onChange={(e) => setPublish(e.target.checked)} />
          {t("loadouts.save.publish")}
        </label>
        {!viewer.pro && (
          <p className="small muted">
            {t("loadouts.save.proToPublish")} <Link to="/patreon-about">{t("loadouts.save.aboutPro")}</Link>
          </p>
        )}
        <div className="save-actions">
          <button type="submit" className="primary-button small-button" disabled={busy || !title.trim()}>
            {own ? t("loadouts.save.update") : t("loadouts.save.save")}
          </button>
          {own && (
            <button type="button" className="secondary-button small-button" disabled={busy || !title.trim()} onClick={() => send(true)}>
              {t("loadouts.save.saveAsNew")}
            </button>
          )}
        </div>
        <FormOutcome done={saved} error={save.error} />
      </form>
    </section>
  );
}
