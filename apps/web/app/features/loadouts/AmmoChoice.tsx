import type { WeaponBuilderData } from "@raidkit/api";
import { ammoOptions, chamberCount, setAmmo, type WeaponBuild, type WeaponCatalogue } from "@raidkit/game";
import { useT } from "../../i18n/useT.tsx";

/** The round in each chamber position (1 to 6): a cylinder's chambers one by one, or the magazine's round. */
export function AmmoChoice(props: { cat: WeaponCatalogue; build: WeaponBuild; data: WeaponBuilderData; onChange: (b: WeaponBuild) => void }) {
  const t = useT();
  const rounds = ammoOptions(props.cat, props.build);
  const positions = chamberCount(props.cat, props.build);
  const name = (id: string) => props.data.ammo.find((a) => a.id === id)?.name ?? id;
  const label = (a: (typeof rounds)[number]) => `${name(a.id)} · ${a.penetration} / ${a.damage}`;
  return (
    <section className="panel ammo-choice" aria-labelledby="ammo-title">
      <h2 id="ammo-title">{t("loadouts.builder.ammo")}</h2>
      <p className="small muted">{t("loadouts.builder.ammoHint")}</p>
      {Array.from({ length: positions }, (_, i) => (
        <label key={i} className="field">
          {positions > 1 ? t("loadouts.builder.chamber", { n: i + 1 }) : t("loadouts.builder.round")}
          <select value={props.build.ammo[i] ?? ""} onChange={(e) => props.onChange(setAmmo(props.cat, props.build, i, e.target.value))}>
            <option value="">{t("loadouts.builder.noAmmo")}</option>
            {rounds.map((a) => (
              <option key={a.id} value={a.id}>
                {label(a)}
              </option>
            ))}
          </select>
        </label>
      ))}
      {positions > 1 && (
        <label className="field">
          {t("loadouts.builder.allChambers")}
          <select value="" onChange={(e) => e.target.value && props.onChange(setAmmo(props.cat, props.build, "all", e.target.value))}>
            <option value="">—</option>
            {rounds.map((a) => (
              <option key={a.id} value={a.id}>
                {label(a)}
              </option>
            ))}
          </select>
        </label>
      )}
    </section>
  );
}
