import type { AdminUserPatch, AdminUserView } from "@raidkit/api";
import { type FormEvent, useState } from "react";
import { useT } from "../../../i18n/useT.tsx";

type ProChoice = "off" | "forever" | "until";

interface Draft {
  admin: boolean;
  featureMaps: boolean;
  pro: ProChoice;
  until: string;
}

/** The day (UTC) a stored Pro end falls on: the date input's value. */
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);

const draftOf = (u: AdminUserView): Draft => ({
  admin: u.admin,
  featureMaps: u.featureMaps,
  pro: !u.pro ? "off" : u.proUntil === null ? "forever" : "until",
  until: u.proUntil === null ? "" : dayOf(u.proUntil),
});

/** Only what differs from the account as stored. */
function patchOf(d: Draft, u: AdminUserView): AdminUserPatch {
  const patch: AdminUserPatch = {};
  const was = draftOf(u);
  if (d.admin !== was.admin) patch.admin = d.admin;
  if (d.featureMaps !== was.featureMaps) patch.featureMaps = d.featureMaps;
  if (d.pro === "off" && was.pro !== "off") patch.pro = false;
  if (d.pro === "forever" && was.pro !== "forever") patch.proUntil = null;
  if (d.pro === "until" && d.until && (was.pro !== "until" || d.until !== was.until)) patch.proUntil = d.until;
  return patch;
}

/**
 * An account's flags (spec §3 User: admin, pro, feature_maps) and Pro's end, saved together. The
 * admin's own admin flag cannot be taken here (the server refuses it too).
 */
export function UserFlagsForm(props: { user: AdminUserView; self: boolean; busy: boolean; onSave: (patch: AdminUserPatch) => void }) {
  const t = useT();
  const [draft, setDraft] = useState(() => draftOf(props.user));
  const patch = patchOf(draft, props.user);
  const unchanged = Object.keys(patch).length === 0;
  const set = (next: Partial<Draft>) => setDraft({ ...draft, ...next });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!unchanged) props.onSave(patch);
  };
  return (
    <form className="admin-user-flags" onSubmit={submit} aria-label={t("admin.users.flags")}>
      <div className="admin-settings-grid">
        <label className="check">
          <input type="checkbox" checked={draft.admin} disabled={props.self && draft.admin} onChange={(e) => set({ admin: e.target.checked })} />
          {t("admin.users.roles.admin")}
          {props.self && <small className="muted"> {t("admin.users.selfAdmin")}</small>}
        </label>
        <label className="check">
          <input type="checkbox" checked={draft.featureMaps} onChange={(e) => set({ featureMaps: e.target.checked })} />
          {t("admin.users.roles.maps")}
        </label>
        <fieldset className="admin-pro">
          <legend>{t("admin.users.roles.pro")}</legend>
          {(["off", "forever", "until"] as const).map((choice) => (
            <label key={choice} className="check">
              <input type="radio" name="pro" value={choice} checked={draft.pro === choice} onChange={() => set({ pro: choice })} />
              {t(`admin.users.pro.${choice}`)}
            </label>
          ))}
          <input
            type="date"
            value={draft.until}
            aria-label={t("admin.users.proUntil")}
            disabled={draft.pro !== "until"}
            required={draft.pro === "until"}
            onChange={(e) => set({ until: e.target.value })}
          />
        </fieldset>
      </div>
      <button type="submit" className="primary-button" disabled={unchanged || props.busy}>
        {t("admin.users.save")}
      </button>
    </form>
  );
}
