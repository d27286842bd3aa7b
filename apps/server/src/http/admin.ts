import type { GlobalSettingsPatch, GlobalSettingsView } from "@raidkit/api";
import * as be from "@raidkit/api/be";
import { bumpDataVersion, type Database, getSetting, listAdminChanges, putSetting, recordAdminChange, SETTING_KEYS } from "@raidkit/db";
import type { Kysely } from "kysely";
import { alertReply, type GlobalSettings, patchGlobalSettings, readGlobalSettings } from "../services/shell.ts";
import { accountOf } from "./accountGate.ts";
import type { Register } from "./declared.ts";

export interface AdminDeps {
  db: Kysely<Database>;
  /** Tells every instance the data changed (the bus), this one at once: cached pages go. */
  announce: () => Promise<void>;
}

/** The day a wipe starts (00:00 UTC), as the admin page writes it. */
const dayOf = (t: number | null) => (t === null ? null : new Date(t).toISOString().slice(0, 10));

/** The global settings as an admin sees and edits them. */
export function settingsView(settings: GlobalSettings): GlobalSettingsView {
  return {
    fuelBase: settings.fuelBase,
    tournamentEnabled: settings.tournamentEnabled,
    tarkov_pilot_version: settings.tarkov_pilot_version,
    wipeDate: dayOf(settings.wipeDate),
    fleaTax: settings.fleaTax,
  };
}

/** The stored form of a patch: a wipe day as its start (epoch ms, 00:00 UTC). */
function storedPatch(patch: GlobalSettingsPatch): Partial<GlobalSettings> {
  const { wipeDate, ...rest } = patch;
  return wipeDate === undefined ? rest : { ...rest, wipeDate: wipeDate === null ? null : Date.parse(`${wipeDate}T00:00:00Z`) };
}

/** Only the fields a patch changes, before and after (the audit log's entry). */
function changedFields(before: GlobalSettingsView, after: GlobalSettingsView, patch: GlobalSettingsPatch) {
  const keys = (Object.keys(patch) as (keyof GlobalSettingsPatch)[]).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return { before: Object.fromEntries(keys.map((k) => [k, before[k]])), after: Object.fromEntries(keys.map((k) => [k, after[k]])), keys };
}

/**
 * /api/be/admin/settings and /admin/audit (issue 19): the global settings an admin reads and
 * changes (each change is written to the audit log with who, when, before and after, and moves the
 * data version on so every instance drops pages made with the old settings), and the audit log.
 */
export function adminRoutes(deps: AdminDeps, register: Register): void {
  const { db } = deps;

  register(be.adminSettings, async (c) => {
    c.header("cache-control", "no-store");
    return c.json({ settings: settingsView(await readGlobalSettings(db)) }, 200);
  });

  register(be.adminSettingsUpdate, async (c) => {
    const patch = c.req.valid("json");
    const { user } = accountOf(c);
    const before = settingsView(await readGlobalSettings(db));
    await patchGlobalSettings(db, storedPatch(patch));
    const after = settingsView(await readGlobalSettings(db));
    const changed = changedFields(before, after, patch);
    if (changed.keys.length > 0) {
      await recordAdminChange(db, {
        adminUid: user.uid,
        adminEmail: user.email,
        action: "globalSettings.update",
        target: "global_settings",
        before: changed.before,
        after: changed.after,
      });
      await bumpDataVersion(db, "settings:admin");
      await deps.announce();
    }
    c.header("cache-control", "no-store");
    return c.json({ settings: after }, 200);
  });

  const alertView = async () => {
    const text = (await getSetting(db, SETTING_KEYS.websiteAlert))?.value ?? "";
    return { text, shown: text.trim() === "" ? null : alertReply(text) };
  };

  register(be.adminAlert, async (c) => {
    c.header("cache-control", "no-store");
    return c.json(await alertView(), 200);
  });

  register(be.adminAlertUpdate, async (c) => {
    const { text } = c.req.valid("json");
    const { user } = accountOf(c);
    const before = (await alertView()).text;
    if (text !== before) {
      await putSetting(db, SETTING_KEYS.websiteAlert, text);
      await recordAdminChange(db, { adminUid: user.uid, adminEmail: user.email, action: "websiteAlert.update", target: "website_alert", before, after: text });
      // Pages carry the alert: every instance drops the cached ones.
      await bumpDataVersion(db, "settings:alert");
      await deps.announce();
    }
    c.header("cache-control", "no-store");
    return c.json(await alertView(), 200);
  });

  register(be.adminAudit, async (c) => {
    const { before } = c.req.valid("query");
    const changes = await listAdminChanges(db, { limit: 50, ...(before ? { before } : {}) });
    c.header("cache-control", "no-store");
    return c.json({ changes: changes.map(({ adminUid: _uid, ...change }) => change) }, 200);
  });
}
