import type { GlobalSettingsPatch, GlobalSettingsView } from "@raidkit/api";
import * as be from "@raidkit/api/be";
import { bumpDataVersion, type Database, getSetting, listAdminChanges, liveImportState, putSetting, recordAdminChange, SETTING_KEYS } from "@raidkit/db";
import { GAME_MODES } from "@raidkit/game";
import type { Kysely } from "kysely";
import { alertReply, type GlobalSettings, patchGlobalSettings, readGlobalSettings, readWeather } from "../services/shell.ts";
import { accountOf } from "./accountGate.ts";
import type { Register } from "./declared.ts";

export interface AdminDeps {
  db: Kysely<Database>;
  /** Tells every instance the data changed (the bus), this one at once: cached pages go. */
  announce: () => Promise<void>;
  /** The live source's address without credentials, or null when the live imports are off. */
  liveSource: string | null;
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
    liveImports: settings.liveImports,
  };
}

/**
 * The stored form of a patch: a wipe day as its start (epoch ms, 00:00 UTC); a mode's flea tax
 * rates and the live switches merged into the stored ones (a mode's null goes back to the game data's).
 */
function storedPatch(patch: GlobalSettingsPatch, current: GlobalSettings): Partial<GlobalSettings> {
  const { wipeDate, fleaTax, liveImports, ...rest } = patch;
  const stored: Partial<GlobalSettings> = { ...rest };
  if (wipeDate !== undefined) stored.wipeDate = wipeDate === null ? null : Date.parse(`${wipeDate}T00:00:00Z`);
  if (fleaTax !== undefined) {
    const next = { ...current.fleaTax };
    for (const mode of GAME_MODES) {
      const rates = fleaTax[mode];
      if (rates === null) delete next[mode];
      else if (rates !== undefined) next[mode] = rates;
    }
    stored.fleaTax = next;
  }
  if (liveImports !== undefined) stored.liveImports = { ...current.liveImports, ...liveImports };
  return stored;
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

  const live = async () => ({ source: deps.liveSource, ...(await liveImportState(db)) });

  register(be.adminSettings, async (c) => {
    c.header("cache-control", "no-store");
    return c.json({ settings: settingsView(await readGlobalSettings(db)), live: await live() }, 200);
  });

  register(be.adminSettingsUpdate, async (c) => {
    const patch = c.req.valid("json");
    const { user } = accountOf(c);
    const current = await readGlobalSettings(db);
    const before = settingsView(current);
    await patchGlobalSettings(db, storedPatch(patch, current));
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
    return c.json({ settings: after, live: await live() }, 200);
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

  register(be.adminWeatherUpdate, async (c) => {
    const next = c.req.valid("json");
    const { user } = accountOf(c);
    const before = (await readWeather(db)) ?? { type: null, temperature: null };
    if (before.type !== next.type || before.temperature !== next.temperature) {
      await putSetting(db, SETTING_KEYS.weather, JSON.stringify(next));
      await recordAdminChange(db, { adminUid: user.uid, adminEmail: user.email, action: "weather.update", target: "weather", before, after: next });
      // The header carries the weather: every instance drops its cached pages.
      await bumpDataVersion(db, "settings:weather");
      await deps.announce();
    }
    c.header("cache-control", "no-store");
    return c.json(next, 200);
  });

  register(be.adminAudit, async (c) => {
    const { before } = c.req.valid("query");
    const changes = await listAdminChanges(db, { limit: 50, ...(before ? { before } : {}) });
    c.header("cache-control", "no-store");
    return c.json({ changes: changes.map(({ adminUid: _uid, ...change }) => change) }, 200);
  });
}
