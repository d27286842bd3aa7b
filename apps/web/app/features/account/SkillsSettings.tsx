import type { UserReply } from "@raidkit/api";
import type { UserPatch } from "@raidkit/api/client";
import {
  craftTimeReduction,
  GAME_SKILLS,
  gameSkillName,
  hideoutConsumptionFactor,
  MAX_SKILL,
  parseSkill,
  SKILL_EFFECTS,
  SKILL_GROUPS,
  type SkillEffect,
  skillGroupName,
} from "@raidkit/game";
import { useEffect, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { useLocale } from "../../shared/rootData.ts";

/**
 * A number field that shows the saved value while not being typed in (another field, or another tab,
 * may change it), and hands every parsed entry on; non-numeric input is ignored (spec §5).
 */
export function SyncedNumberField(props: {
  id?: string;
  value: number;
  max: number;
  step?: number;
  describedBy?: string;
  parse: (text: string) => number | null;
  onValue: (value: number) => void;
}) {
  const [text, setText] = useState(String(props.value));
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (!editing) setText(String(props.value));
  }, [props.value, editing]);
  return (
    <input
      id={props.id}
      type="number"
      inputMode="decimal"
      min={0}
      max={props.max}
      step={props.step}
      value={text}
      aria-describedby={props.describedBy}
      onFocus={() => setEditing(true)}
      onBlur={() => setEditing(false)}
      onChange={(e) => {
        setText(e.target.value);
        const value = props.parse(e.target.value);
        if (value !== null) props.onValue(value);
      }}
    />
  );
}

/** What a skill's level does to the site's figures, one line per effect. */
function effectLine(effect: SkillEffect, level: number, t: ReturnType<typeof useT>): string {
  if (effect === "craftTime") return t("account.skills.effect.craftTime", { value: craftTimeReduction(level) });
  if (effect === "fuel") return t("account.skills.effect.fuel", { value: Math.round((1 - hideoutConsumptionFactor(level)) * 1000) / 10 });
  if (effect === "fleaFee") return t("account.skills.effect.fleaFee", { value: level });
  return t("account.skills.effect.bitcoinStorage", { level: MAX_SKILL });
}

/**
 * Every skill of the game (issue 32 item 4), grouped as the game groups them, each a level 0–51 kept
 * with the account's settings (skill_<id>; Pro only, as the other settings). The skills that change a
 * figure of the site say which and by how much; the page says plainly that the others change none.
 */
export function SkillsSettings(props: { user: UserReply; set: (patch: UserPatch) => void }) {
  const t = useT();
  const locale = useLocale();
  const { user } = props;
  const levelOf = (id: string) =>
    id === "Crafting" ? user.skill_Crafting : id === "HideoutManagement" ? user.skill_HideoutManagement : (user.skills?.[id] ?? 0);
  const setLevel = (id: string, level: number) => {
    if (id === "Crafting") props.set({ skill_Crafting: level });
    else if (id === "HideoutManagement") props.set({ skill_HideoutManagement: level });
    else props.set({ skills: { [id]: level } });
  };
  return (
    <section className="skills-settings" aria-labelledby="skills-title">
      <h3 id="skills-title" className="grid-title">
        {t("account.skills.title")}
      </h3>
      <p className="muted small" id="skills-no-effect">
        {t("account.skills.intro", { max: MAX_SKILL })}
      </p>
      {SKILL_GROUPS.map((group) => (
        <fieldset key={group} className="skills-group">
          <legend>{skillGroupName(group, locale)}</legend>
          {GAME_SKILLS.filter((s) => s.group === group).map((s) => {
            const effects = SKILL_EFFECTS[s.id] ?? [];
            const level = levelOf(s.id);
            const inputId = `skill-${s.id}`;
            return (
              <div key={s.id} className={effects.length > 0 ? "skill-row has-effect" : "skill-row"}>
                <label htmlFor={inputId}>{gameSkillName(s.id, locale)}</label>
                <SyncedNumberField
                  id={inputId}
                  value={level}
                  max={MAX_SKILL}
                  describedBy={effects.length > 0 ? `${inputId}-effect` : "skills-no-effect"}
                  // Spec §5: non-numeric input is ignored; values above the cap are lowered to it.
                  parse={(text) => parseSkill(text)}
                  onValue={(l) => setLevel(s.id, l)}
                />
                {effects.length > 0 && (
                  <ul className="skill-effects small" id={`${inputId}-effect`}>
                    {effects.map((e) => (
                      <li key={e}>{effectLine(e, level, t)}</li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </fieldset>
      ))}
    </section>
  );
}
