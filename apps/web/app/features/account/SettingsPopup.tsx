import type { UserReply } from "@raidkit/api";
import type { UserPatch } from "@raidkit/api/client";
import {
  craftingSkillFromReduction,
  FACTIONS,
  GAME_EDITIONS,
  type GameEdition,
  HIDEOUT_SETTING_DEFAULTS,
  MAX_LOYALTY,
  MAX_SKILL,
  type PriceField,
  parseLevel,
  parseSkill,
  progressTrackingPatch,
} from "@raidkit/game";
import { useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { type ResetKind, useAccount } from "../../shared/account/AccountContext.tsx";
import { useRootData } from "../../shared/rootData.ts";
import { Popup } from "../../ui/Popup.tsx";
import { SkillsSettings, SyncedNumberField } from "./SkillsSettings.tsx";

const BOOLEAN_SETTINGS = (Object.keys(HIDEOUT_SETTING_DEFAULTS) as (keyof typeof HIDEOUT_SETTING_DEFAULTS)[]).filter(
  (k) => typeof HIDEOUT_SETTING_DEFAULTS[k] === "boolean",
);
const LOYALTY = Array.from({ length: MAX_LOYALTY }, (_, i) => i + 1);

/** A select of the player's other PMCs ("—" for none). */
function CharPicker(props: { label: string; chars: UserReply["chars"]; value: string; onChange: (uid: string) => void; unnamed: string }) {
  return (
    <label>
      <span>{props.label}</span>
      <select value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">—</option>
        {props.chars.map((c) => (
          <option key={c.uid} value={c.uid}>
            {c.charName || props.unnamed} ({c.gameMode.toUpperCase()})
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Spec §2 settings popup: game edition, PMC name, faction, mode, level, trader loyalty levels, the
 * hideout settings of §3, copy progress, reset progress and delete PMC. Non-Pro users see it dimmed
 * and cannot edit (spec §6); resets only need a login.
 */
export function SettingsPopup(props: { open: boolean; onClose: () => void }) {
  const t = useT();
  const account = useAccount();
  const { user } = account;
  const [copyFrom, setCopyFrom] = useState("");
  const [toDelete, setToDelete] = useState("");
  const [resetKind, setResetKind] = useState<ResetKind>("quests");
  const traderNames = useRootData()?.shell.traderNames ?? {};
  if (!user) return null;
  const others = user.chars.filter((c) => c.uid !== user.charUid);
  const isMain = user.chars[0]?.uid === user.charUid;
  const set = (patch: UserPatch) => account.updateSettings(patch);
  const sure = () => window.confirm(t("account.areYouSure"));
  const setting = (key: keyof UserReply) => user[key] as unknown;
  return (
    <Popup title={t("account.settings")} open={props.open} onClose={props.onClose}>
      {!user.pro && <p className="pro-note">{t("account.needProToEdit")}</p>}
      {account.error && (
        <p className="form-error" role="alert">
          {account.error}
        </p>
      )}
      <fieldset className={`settings-grid ${user.pro ? "" : "dimmed"}`} disabled={!user.pro}>
        <label>
          <span>{t("account.gameEdition")}</span>
          <select value={user.gameEdition} onChange={(e) => set({ gameEdition: e.target.value as GameEdition })}>
            {GAME_EDITIONS.map((ed) => (
              <option key={ed} value={ed}>
                {ed}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t("account.pmcName")}</span>
          <input type="text" maxLength={32} value={user.charName} onChange={(e) => set({ charName: e.target.value })} />
        </label>
        <fieldset className="choice-row">
          <legend>{t("account.faction")}</legend>
          {FACTIONS.map((f) => (
            <label key={f}>
              <input type="radio" name="fraction" value={f} checked={user.fraction === f} onChange={() => set({ fraction: f })} /> {f}
            </label>
          ))}
        </fieldset>
        <fieldset className="choice-row">
          <legend>{t("header.mode")}</legend>
          <label>
            <input type="radio" name="mode" checked={user.gameMode === "pvp"} onChange={() => void account.switchMode("pvp")} /> PVP
          </label>
          {/* Spec §4: a PMC can be PVE only if it is not the main character. */}
          {!isMain && (
            <label>
              <input type="radio" name="mode" checked={user.gameMode === "pve"} onChange={() => void account.switchMode("pve")} /> PVE
            </label>
          )}
        </fieldset>
        <label>
          <span>{t("account.level")}</span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={79}
            defaultValue={user.level}
            key={`level-${user.charUid}`}
            onChange={(e) => {
              const level = parseLevel(e.target.value);
              if (level !== null) set({ level });
            }}
          />
        </label>
        <div className="loyalty-grid">
          <span className="grid-title">{t("account.loyaltyLevels")}</span>
          {Object.entries(user.tradersLL).map(([trader, level]) => (
            <label key={trader}>
              <span>{traderNames[trader] ?? trader}</span>
              <select value={level} onChange={(e) => set({ tradersLL: { ...user.tradersLL, [trader]: Number(e.target.value) } })}>
                {LOYALTY.map((l) => (
                  <option key={l} value={l}>
                    {l}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
        <div className="hideout-grid">
          <span className="grid-title">{t("account.hideoutSettings")}</span>
          {BOOLEAN_SETTINGS.map((key) => (
            <label key={key} className="check">
              <input
                type="checkbox"
                checked={setting(key) === true}
                onChange={(e) => set(key === "hideoutUseProgress" ? progressTrackingPatch(e.target.checked, user.modulesBuilt) : { [key]: e.target.checked })}
              />
              <span>{t(`account.hideout.${key}`)}</span>
            </label>
          ))}
          <label>
            <span>{t("account.hideout.hideoutUseFuel")}</span>
            <select value={user.hideoutUseFuel} onChange={(e) => set({ hideoutUseFuel: e.target.value as UserPatch["hideoutUseFuel"] })}>
              <option value="none">{t("account.fuel.none")}</option>
              <option value="metal">{t("account.fuel.metal")}</option>
              <option value="expeditionary">{t("account.fuel.expeditionary")}</option>
            </select>
          </label>
          <label>
            <span>{t("account.hideout.hideoutUsePriceField")}</span>
            <select value={user.hideoutUsePriceField} onChange={(e) => set({ hideoutUsePriceField: e.target.value as PriceField })}>
              {["price", "avg24hPrice", "avg7daysPrice", "historical"].map((f) => (
                <option key={f} value={f}>
                  {t(`account.priceField.${f}`)}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor="craft-time-reduction">
            <span>{t("account.craftTimeReductionInput")}</span>
            {/* Spec §5: stored as the entered value / 0.75, rounded (the crafting skill level); non-numeric is ignored. */}
            <SyncedNumberField
              id="craft-time-reduction"
              value={user.craftTimeReduction}
              max={MAX_SKILL * 0.75}
              step={0.75}
              parse={(text) => parseSkill(text, MAX_SKILL * 0.75)}
              onValue={(percent) => set({ skill_Crafting: craftingSkillFromReduction(percent) })}
            />
          </label>
          <p className="muted small">{t("account.craftingLevel", { level: user.skill_Crafting, value: user.craftTimeReduction })}</p>
        </div>
        <SkillsSettings user={user} set={set} />
        <div className="action-row">
          <CharPicker label={t("account.copyFrom")} chars={others} value={copyFrom} onChange={setCopyFrom} unnamed={t("account.unnamedPmc")} />
          <button type="button" disabled={!copyFrom} onClick={() => sure() && void account.copyFrom(copyFrom)}>
            {t("account.copy")}
          </button>
        </div>
        <div className="action-row">
          <CharPicker label={t("account.deletePmc")} chars={others} value={toDelete} onChange={setToDelete} unnamed={t("account.unnamedPmc")} />
          <button
            type="button"
            className="danger-button"
            disabled={!toDelete}
            onClick={() => {
              if (sure()) void account.deleteChar(toDelete).then(() => setToDelete(""));
            }}
          >
            {t("account.delete")}
          </button>
        </div>
      </fieldset>
      <div className="action-row">
        <label>
          <span>{t("account.resetProgress")}</span>
          <select value={resetKind} onChange={(e) => setResetKind(e.target.value as ResetKind)}>
            {(["quests", "items", "hideout", "all", "prices"] as const).map((k) => (
              <option key={k} value={k}>
                {t(`account.reset.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="danger-button" onClick={() => sure() && void account.reset(resetKind)}>
          {t("account.reset.button")}
        </button>
      </div>
      {account.updating && <p className="muted small">{t("account.saving")}</p>}
    </Popup>
  );
}
