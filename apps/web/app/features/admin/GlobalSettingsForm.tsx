import { type AdminSettingsReply, FUEL_BASE_MAX, type GlobalSettingsPatch, type GlobalSettingsView } from "@raidkit/api";
import { GAME_MODES } from "@raidkit/game";
import { type FormEvent, useState } from "react";
import { useT } from "../../i18n/useT.tsx";
import { adminApi } from "../../shared/adminApi.ts";
import { useAction } from "../../shared/useAction.ts";
import { useRemote } from "../../shared/useRemote.ts";
import { FormOutcome } from "../../ui/FormOutcome.tsx";
import { LiveImportState } from "./LiveImportState.tsx";

const MODES = GAME_MODES;
type Mode = (typeof MODES)[number];

interface Draft {
  fuelBase: string;
  tournamentEnabled: boolean;
  pilotVersion: string;
  wipeDate: string;
  /** A mode's Ti and Tr as fractions; both empty: the game data's rates. */
  fleaTax: Record<Mode, { ti: string; tr: string }>;
  liveImports: GlobalSettingsView["liveImports"];
}

const draftOf = (s: GlobalSettingsView): Draft => ({
  fuelBase: s.fuelBase === null ? "" : String(s.fuelBase),
  tournamentEnabled: s.tournamentEnabled,
  pilotVersion: s.tarkov_pilot_version ?? "",
  wipeDate: s.wipeDate ?? "",
  fleaTax: {
    pvp: { ti: s.fleaTax.pvp ? String(s.fleaTax.pvp.ti) : "", tr: s.fleaTax.pvp ? String(s.fleaTax.pvp.tr) : "" },
    pve: { ti: s.fleaTax.pve ? String(s.fleaTax.pve.ti) : "", tr: s.fleaTax.pve ? String(s.fleaTax.pve.tr) : "" },
  },
  liveImports: s.liveImports,
});

/** The fields that differ from what is stored; an empty field clears its setting. */
function patchOf(draft: Draft, stored: GlobalSettingsView): GlobalSettingsPatch {
  const patch: GlobalSettingsPatch = {};
  const fuelBase = draft.fuelBase.trim() === "" ? null : Number(draft.fuelBase);
  if (fuelBase !== stored.fuelBase) patch.fuelBase = fuelBase;
  if (draft.tournamentEnabled !== stored.tournamentEnabled) patch.tournamentEnabled = draft.tournamentEnabled;
  const version = draft.pilotVersion.trim() || null;
  if (version !== stored.tarkov_pilot_version) patch.tarkov_pilot_version = version;
  const wipe = draft.wipeDate || null;
  if (wipe !== stored.wipeDate) patch.wipeDate = wipe;
  for (const mode of MODES) {
    const { ti, tr } = draft.fleaTax[mode];
    const rates = ti.trim() === "" && tr.trim() === "" ? null : { ti: Number(ti), tr: Number(tr) };
    const was = stored.fleaTax[mode] ?? null;
    if (JSON.stringify(rates) !== JSON.stringify(was)) patch.fleaTax = { ...patch.fleaTax, [mode]: rates };
  }
  for (const job of ["prices", "items", "gameData"] as const) {
    if (draft.liveImports[job] !== stored.liveImports[job]) patch.liveImports = { ...patch.liveImports, [job]: draft.liveImports[job] };
  }
  return patch;
}

/**
 * /admin/global-settings (issue 19, spec §3 Global settings): fuelBase, tournamentEnabled,
 * tarkov_pilot_version and the wipe date, changed in one save (the server checks each and writes
 * the change to the audit log); the flea tax rates per mode are shown (set with the admin CLI).
 */
export function GlobalSettingsForm(props: { onSaved?: () => void }) {
  const t = useT();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saved, setSaved] = useState(false);
  const current = useRemote<AdminSettingsReply>("global-settings", async () => {
    const r = await adminApi.adminSettings();
    setDraft(draftOf(r.settings));
    return r;
  });
  const update = useAction(async (patch: GlobalSettingsPatch) => {
    const reply = await adminApi.adminSettingsUpdate(patch);
    current.setData(reply);
    setDraft(draftOf(reply.settings));
    setSaved(true);
    props.onSaved?.();
  });
  const stored = current.data?.settings;
  const live = current.data?.live ?? null;
  if (!stored || !draft) return <p className="muted small loading">{current.error ?? t("admin.settings.loading")}</p>;
  const patch = patchOf(draft, stored);
  const unchanged = Object.keys(patch).length === 0;
  const busy = update.pending;
  const save = (e: FormEvent) => {
    e.preventDefault();
    if (unchanged) return;
    setSaved(false);
    void update.run(patch);
  };
  const set = (next: Partial<Draft>) => {
    setDraft({ ...draft, ...next });
    setSaved(false);
    update.clearError();
  };
  return (
    <form className="panel admin-settings" onSubmit={save}>
      <h2>{t("admin.settings.title")}</h2>
      <div className="settings-grid admin-settings-grid">
        <label className="field">
          <span>{t("admin.settings.fuelBase")}</span>
          <input
            type="number"
            inputMode="decimal"
            min={0}
            max={FUEL_BASE_MAX}
            step="any"
            value={draft.fuelBase}
            onChange={(e) => set({ fuelBase: e.target.value })}
            aria-describedby="fuel-base-hint"
          />
          <small id="fuel-base-hint" className="muted">
            {t("admin.settings.fuelBaseHint")}
          </small>
        </label>
        <label className="field">
          <span>{t("admin.settings.pilotVersion")}</span>
          <input value={draft.pilotVersion} onChange={(e) => set({ pilotVersion: e.target.value })} placeholder="1.0.0" spellCheck={false} />
          <small className="muted">{t("admin.settings.pilotVersionHint")}</small>
        </label>
        <label className="field">
          <span>{t("admin.settings.wipeDate")}</span>
          <input type="date" value={draft.wipeDate} onChange={(e) => set({ wipeDate: e.target.value })} />
          <small className="muted">{t("admin.settings.wipeDateHint")}</small>
        </label>
        <label className="check">
          <input type="checkbox" checked={draft.tournamentEnabled} onChange={(e) => set({ tournamentEnabled: e.target.checked })} />
          {t("admin.settings.tournamentEnabled")}
        </label>
      </div>
      <fieldset className="admin-fieldset">
        <legend>{t("admin.settings.fleaTax")}</legend>
        <p className="small muted">{t("admin.settings.fleaTaxHint")}</p>
        <div className="admin-settings-grid">
          {MODES.map((mode) =>
            (["ti", "tr"] as const).map((rate) => (
              <label key={`${mode}-${rate}`} className="field">
                <span>
                  {mode.toUpperCase()} {rate === "ti" ? "Ti" : "Tr"}
                </span>
                <input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={0.999}
                  step="any"
                  placeholder={t("admin.settings.gameData")}
                  value={draft.fleaTax[mode][rate]}
                  onChange={(e) => set({ fleaTax: { ...draft.fleaTax, [mode]: { ...draft.fleaTax[mode], [rate]: e.target.value } } })}
                />
              </label>
            )),
          )}
        </div>
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>{t("admin.settings.liveImports")}</legend>
        <p className="small muted">{live?.source ? t("admin.settings.liveSource", { source: live.source }) : t("admin.settings.liveOff")}</p>
        <div className="admin-settings-grid">
          {(["prices", "items", "gameData"] as const).map((job) => (
            <label key={job} className="check">
              <input
                type="checkbox"
                checked={draft.liveImports[job]}
                onChange={(e) => set({ liveImports: { ...draft.liveImports, [job]: e.target.checked } })}
              />
              {t(`admin.settings.live.${job}`)}
            </label>
          ))}
        </div>
        {live && <LiveImportState live={live} />}
      </fieldset>
      <button type="submit" className="primary-button" disabled={unchanged || busy}>
        {t("admin.settings.save")}
      </button>
      <FormOutcome done={saved ? t("admin.settings.saved") : null} error={update.error} />
    </form>
  );
}
