import type { WeaponListEntry } from "@raidkit/api";
import { WEAPON_CATEGORIES } from "@raidkit/game";
import { useNavigate } from "react-router";
import { useT } from "../../i18n/useT.tsx";

/** The weapon to build, grouped by the spec's categories (a select: keyboard and type-ahead for free). */
export function WeaponPicker(props: { weapons: WeaponListEntry[]; current: string | null }) {
  const t = useT();
  const navigate = useNavigate();
  const groups = [...WEAPON_CATEGORIES, null].map((category) => ({ category, weapons: props.weapons.filter((w) => w.category === category) }));
  return (
    <label className="field weapon-picker">
      {t("loadouts.builder.weapon")}
      <select value={props.current ?? ""} onChange={(e) => e.target.value && navigate(`/loadouts/weapon/${e.target.value}`)}>
        <option value="">{t("loadouts.builder.chooseWeapon")}</option>
        {groups
          .filter((g) => g.weapons.length > 0)
          .map((g) => (
            <optgroup key={g.category ?? "other"} label={t(`loadouts.categories.${g.category ?? "other"}`)}>
              {g.weapons.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name}
                </option>
              ))}
            </optgroup>
          ))}
      </select>
    </label>
  );
}
