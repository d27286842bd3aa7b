import { FACTIONS, type Faction, GAME_MODES, type GameMode, newCharFaction } from "@raidkit/game";
import { useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { useAccount } from "../../shared/account/AccountContext.tsx";
import { useLocale } from "../../shared/rootData.ts";
import { Popup } from "../../ui/Popup.tsx";

/** Spec §3 character creation: fraction and game mode (Pro). */
export function NewCharPopup(props: { open: boolean; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const { createChar, updating } = useAccount();
  const [fraction, setFraction] = useState<Faction>(newCharFaction(locale));
  const [mode, setMode] = useState<GameMode>("pve");
  return (
    <Popup
      title={t("account.newPmc")}
      open={props.open}
      onClose={props.onClose}
      footer={
        <button
          type="button"
          className="primary-button"
          disabled={updating}
          onClick={async () => {
            await createChar(fraction, mode);
            props.onClose();
          }}
        >
          {t("account.create")}
        </button>
      }
    >
      <fieldset className="choice-row">
        <legend>{t("account.faction")}</legend>
        {FACTIONS.map((f) => (
          <label key={f}>
            <input type="radio" name="new-fraction" value={f} checked={fraction === f} onChange={() => setFraction(f)} /> {f}
          </label>
        ))}
      </fieldset>
      <fieldset className="choice-row">
        <legend>{t("header.mode")}</legend>
        {GAME_MODES.map((m) => (
          <label key={m}>
            <input type="radio" name="new-mode" value={m} checked={mode === m} onChange={() => setMode(m)} /> {m.toUpperCase()}
          </label>
        ))}
      </fieldset>
    </Popup>
  );
}
