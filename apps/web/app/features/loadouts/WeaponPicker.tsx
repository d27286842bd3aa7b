import type { WeaponListEntry } from "@raidkit/api";
import { WEAPON_CATEGORIES } from "@raidkit/game";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { useT } from "../../i18n/useT.tsx";

/**
 * The weapon to build: a search box (name or short name; Enter opens the first match) and a select
 * grouped by the spec's categories (keyboard and type-ahead for free).
 */
export function WeaponPicker(props: { weapons: WeaponListEntry[]; current: string | null }) {
  const t = useT();
  const navigate = useNavigate();
  const [query, setQuery] = useState("");
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    const words = q.split(/\s+/).filter(Boolean);
    const matches = (w: WeaponListEntry) => words.every((word) => `${w.name} ${w.shortName}`.toLowerCase().includes(word));
    return words.length > 0 ? props.weapons.filter(matches) : props.weapons;
  }, [props.weapons, query]);
  const groups = [...WEAPON_CATEGORIES, null].map((category) => ({ category, weapons: shown.filter((w) => w.category === category) }));
  const open = (id: string) => id && navigate(`/loadouts/weapon/${id}`);
  return (
    <div className="weapon-picker">
      <label className="field">
        {t("loadouts.builder.findWeapon")}
        <input
          type="search"
          value={query}
          placeholder={t("loadouts.builder.findWeaponHint")}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && shown[0]) {
              e.preventDefault();
              open(shown[0].id);
            }
          }}
        />
      </label>
      <label className="field">
        {t("loadouts.builder.weapon")}
        <select value={props.current ?? ""} onChange={(e) => open(e.target.value)}>
          <option value="">{shown.length === 0 ? t("loadouts.builder.noWeapon") : t("loadouts.builder.chooseWeapon")}</option>
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
    </div>
  );
}
