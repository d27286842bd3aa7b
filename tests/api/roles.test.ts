import { findUser } from "@raidkit/db";
import { describe, expect, it } from "vitest";
import { startSession } from "../../apps/server/src/auth/sessions.ts";
import { runRoleCommand } from "../../apps/server/src/services/userRoles.ts";
import { appOnTemplateCopy, browserRequest } from "../helpers/testApp.ts";

/** Roles (issue 4 item 8): the admin CLI's commands and what each flag changes for the user. */
const env = appOnTemplateCopy({ regionalSites: [{ label: "EU", url: "https://eu.raidkit.example" }] });

const pageAs = async (email: string, path: string) => {
  const user = await findUser(env.database.db, { email });
  const token = await startSession(env.database.db, user?.uid ?? "");
  return env.app.fetch(browserRequest(path, { headers: { cookie: `rk_session=${token}` } }));
};

describe("npm run admin", () => {
  it("grant creates the account when needed and makes it an admin; revoke takes it back", async () => {
    expect(await runRoleCommand(env.database.db, ["grant", "Boss@Example.test"])).toBe("boss@example.test is now an admin");
    expect((await findUser(env.database.db, { email: "boss@example.test" }))?.admin).toBe(true);
    expect((await pageAs("boss@example.test", "/admin")).status).toBe(200);
    expect(await runRoleCommand(env.database.db, ["revoke", "boss@example.test"])).toBe("boss@example.test is no longer an admin");
    expect((await pageAs("boss@example.test", "/admin")).status).toBe(404);
  });

  it("pro sets Pro with an expiry; a date in the past means not Pro; off ends it", async () => {
    const now = Date.parse("2026-11-22T12:00:00Z");
    expect(await runRoleCommand(env.database.db, ["pro", "patron@example.test", "2026-12-31"], now)).toBe("patron@example.test is Pro until 2026-12-31");
    const user = await findUser(env.database.db, { email: "patron@example.test" });
    expect(user?.proUntil).toBe(Date.parse("2026-12-31T23:59:59Z"));
    expect(await runRoleCommand(env.database.db, ["pro", "patron@example.test", "2020-01-01"], now)).toContain("(in the past: not Pro)");
    const expired = await (await pageAs("patron@example.test", "/api/be/users/me")).json();
    expect(expired.pro).toBe(false);
    await runRoleCommand(env.database.db, ["pro", "patron@example.test", "forever"]);
    expect((await (await pageAs("patron@example.test", "/api/be/users/me")).json()).pro).toBe(true);
    await runRoleCommand(env.database.db, ["pro", "patron@example.test", "off"]);
    expect((await (await pageAs("patron@example.test", "/api/be/users/me")).json()).pro).toBe(false);
  });

  it("maps on shows the maps in the side menu (feature_maps)", async () => {
    await runRoleCommand(env.database.db, ["grant", "mapper@example.test"]);
    await runRoleCommand(env.database.db, ["revoke", "mapper@example.test"]);
    // The header's map dropdown lists maps for everyone; the side menu only with feature_maps.
    const sideMenu = (html: string) => html.match(/<nav class="side-menu"[\s\S]*?<\/nav>/)?.[0] ?? "";
    const before = sideMenu(await (await pageAs("mapper@example.test", "/market")).text());
    expect(before).toContain('href="/user"');
    expect(before).not.toContain('href="/maps/customs"');
    await runRoleCommand(env.database.db, ["maps", "mapper@example.test", "on"]);
    const after = sideMenu(await (await pageAs("mapper@example.test", "/market")).text());
    expect(after).toContain('href="/maps/customs"');
    expect(after).not.toContain('href="/maps/labyrinth"');
  });

  it("admins see the regional site links; others do not", async () => {
    await runRoleCommand(env.database.db, ["grant", "regions@example.test"]);
    expect(await (await pageAs("regions@example.test", "/market")).text()).toContain("https://eu.raidkit.example");
    await runRoleCommand(env.database.db, ["pro", "notadmin@example.test", "forever"]);
    expect(await (await pageAs("notadmin@example.test", "/market")).text()).not.toContain("https://eu.raidkit.example");
  });

  it("fuel-base sets the global fuelBase the calculators read, and off clears it", async () => {
    expect(await runRoleCommand(env.database.db, ["fuel-base", "2.5"])).toBe("fuelBase set to 2.5 units per hour");
    const settings = async () =>
      JSON.parse((await env.database.db.selectFrom("settings").select("value").where("key", "=", "global_settings").executeTakeFirstOrThrow()).value);
    expect((await settings()).fuelBase).toBe(2.5);
    await runRoleCommand(env.database.db, ["fuel-base", "off"]);
    expect((await settings()).fuelBase).toBeNull();
    await expect(runRoleCommand(env.database.db, ["fuel-base", "-1"])).rejects.toThrow(/positive number/);
  });

  it("pilot-version sets tarkov_pilot_version, which every page's shell carries for /pilot's needs-update flag", async () => {
    expect(await runRoleCommand(env.database.db, ["pilot-version", "1.2.0"])).toBe("tarkov_pilot_version set to 1.2.0");
    const row = await env.database.db.selectFrom("settings").select("value").where("key", "=", "global_settings").executeTakeFirstOrThrow();
    expect(JSON.parse(row.value).tarkov_pilot_version).toBe("1.2.0");
    expect(await runRoleCommand(env.database.db, ["pilot-version", "off"])).toMatch(/cleared/);
    await expect(runRoleCommand(env.database.db, ["pilot-version", "latest"])).rejects.toThrow(/version like 1.0.0/);
  });

  it("a setting changed from the command line reaches pages already kept, once the data watcher sees it (issue 30, finding 17)", async () => {
    // Pages and the shell's settings are kept per data version: the command moves the version on.
    const visitorPage = async () => (await env.app.fetch(browserRequest("/time"))).text();
    expect(await visitorPage()).not.toContain("9.8.7");
    await runRoleCommand(env.database.db, ["grant", "cli-settings@example.test"]);
    expect(await (await pageAs("cli-settings@example.test", "/time")).text()).not.toContain("9.8.7");
    await runRoleCommand(env.database.db, ["pilot-version", "9.8.7"]);
    expect(await env.app.watcher.check()).toBe(true);
    expect(await visitorPage()).toContain("9.8.7");
    expect(await (await pageAs("cli-settings@example.test", "/time")).text()).toContain("9.8.7");
    await runRoleCommand(env.database.db, ["pilot-version", "off"]);
    expect(await env.app.watcher.check()).toBe(true);
    expect(await visitorPage()).not.toContain("9.8.7");
  });

  it("refuses bad arguments with the usage text", async () => {
    await expect(runRoleCommand(env.database.db, [])).rejects.toThrow(/usage: npm run admin/);
    await expect(runRoleCommand(env.database.db, ["promote", "a@example.test"])).rejects.toThrow(/usage/);
    await expect(runRoleCommand(env.database.db, ["grant", "not-an-email"])).rejects.toThrow("Invalid email: not-an-email");
    await expect(runRoleCommand(env.database.db, ["revoke", "nobody@example.test"])).rejects.toThrow("No user with the e-mail nobody@example.test");
    await expect(runRoleCommand(env.database.db, ["pro", "patron@example.test", "soon"])).rejects.toThrow(/YYYY-MM-DD/);
    await expect(runRoleCommand(env.database.db, ["maps", "patron@example.test", "yes"])).rejects.toThrow(/on or off/);
  });
});
