import { createChar, findUser, listAdminChanges, setUserFlags } from "@raidkit/db";
import { beforeAll, describe, expect, it } from "vitest";
import { startSession } from "../../apps/server/src/auth/sessions.ts";
import { type TestUser, userWithRole } from "../helpers/accounts.ts";
import { appOnTemplateCopy, requestAs } from "../helpers/testApp.ts";

/** Issue 19: /admin/users — find an account, change its flags and Pro, end its sessions; admins only. */
const env = appOnTemplateCopy();
const db = () => env.database.db;
let admin: TestUser;

beforeAll(async () => {
  admin = await userWithRole(db(), "admin");
});

function call(user: TestUser, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return env.app.fetch(requestAs(user, method, path, body, headers));
}

const json = async <T = Record<string, unknown>>(r: Response | Promise<Response>) => (await (await r).json()) as T;
const SALEWA = "544fb45d4bdc2dee738b4568";
type Found = { users: { uid: string; email: string | null; proActive: boolean; liveSessions: number; createdAt: number }[]; total: number };

describe("/admin/users (admins only)", () => {
  it("is 404 for visitors, free, Pro and expired-Pro users, in the page and every call", async () => {
    const target = await userWithRole(db(), "free");
    for (const role of ["visitor", "free", "pro", "expiredPro"] as const) {
      const user = await userWithRole(db(), role);
      expect((await call(user, "GET", "/admin/users")).status, role).toBe(404);
      expect((await call(user, "GET", "/api/be/admin/users?q=a")).status, role).toBe(404);
      expect((await call(user, "GET", `/api/be/admin/users/${target.uid}`)).status, role).toBe(404);
      expect((await call(user, "PATCH", `/api/be/admin/users/${target.uid}`, { admin: true })).status, role).toBe(404);
      expect((await call(user, "DELETE", `/api/be/admin/users/${target.uid}/sessions`)).status, role).toBe(404);
    }
    expect((await findUser(db(), { uid: target.uid as string }))?.admin).toBe(false);
    expect((await call(admin, "GET", "/admin/users")).status).toBe(200);
  });

  it("finds accounts by a part of the e-mail, uid or Patreon id, case-insensitively, and by role; % and _ are plain text", async () => {
    const pro = await userWithRole(db(), "pro");
    const free = await userWithRole(db(), "free");
    await setUserFlags(db(), free.uid as string, { patreonId: "patreon_77_x" });
    const proUser = await findUser(db(), { uid: pro.uid as string });
    const part = proUser?.email?.slice(0, 12).toUpperCase() as string;
    const byEmail = await json<Found>(call(admin, "GET", `/api/be/admin/users?q=${encodeURIComponent(part)}`));
    expect(byEmail.users.map((u) => u.uid)).toContain(pro.uid);
    expect(byEmail.users.every((u) => u.email?.toUpperCase().includes(part))).toBe(true);
    expect(byEmail.total).toBe(byEmail.users.length);
    expect((await json<Found>(call(admin, "GET", `/api/be/admin/users?q=${pro.uid?.slice(2, 14)}`))).users.map((u) => u.uid)).toEqual([pro.uid]);
    expect((await json<Found>(call(admin, "GET", "/api/be/admin/users?q=PATREON_77"))).users.map((u) => u.uid)).toEqual([free.uid]);
    // LIKE's wildcards are searched for as written: "_" matches only an underscore.
    expect((await json<Found>(call(admin, "GET", "/api/be/admin/users?q=patreon_77_"))).users).toHaveLength(1);
    expect((await json<Found>(call(admin, "GET", "/api/be/admin/users?q=patreon%2577"))).users).toHaveLength(0);
    const pros = await json<Found>(call(admin, "GET", "/api/be/admin/users?role=pro"));
    expect(pros.users.map((u) => u.uid)).toContain(pro.uid);
    expect(pros.users.every((u) => u.proActive)).toBe(true);
    const admins = await json<Found>(call(admin, "GET", "/api/be/admin/users?role=admin"));
    expect(admins.users.map((u) => u.uid)).toContain(admin.uid);
    expect(admins.users.find((u) => u.uid === admin.uid)?.liveSessions).toBe(1);
  });

  it("pages newest first, 50 at a time, older with ?before=", async () => {
    const first = await json<Found>(call(admin, "GET", "/api/be/admin/users"));
    const created = first.users.map((u) => u.createdAt);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(first.users.length).toBeLessThanOrEqual(50);
    const last = created[created.length - 1] as number;
    const older = await json<Found>(call(admin, "GET", `/api/be/admin/users?before=${last}`));
    expect(older.users.every((u) => u.createdAt < last)).toBe(true);
  });

  it("shows an account whole: PMCs with the selected one, live sessions by a short reference, never the token", async () => {
    const user = await userWithRole(db(), "free");
    await createChar(db(), user.uid as string, { fraction: "BEAR", gameMode: "pve", charName: "Second" });
    const token = user.cookie?.split("=")[1] as string;
    const reply = await call(admin, "GET", `/api/be/admin/users/${user.uid}`);
    expect(reply.status).toBe(200);
    const body = await json<{ chars: { gameMode: string; selected: boolean; charName: string }[]; sessions: { ref: string }[] }>(reply.clone());
    expect(body.chars).toHaveLength(2);
    expect(body.chars.filter((c) => c.selected)).toHaveLength(1);
    expect(body.chars.find((c) => c.gameMode === "pve")).toMatchObject({ selected: false, charName: "Second" });
    expect(body.sessions).toHaveLength(1);
    expect(body.sessions[0]?.ref).toMatch(/^[0-9a-f]{12}$/);
    expect(await reply.text()).not.toContain(token);
    const missing = await call(admin, "GET", "/api/be/admin/users/no-such-user", undefined, { cookie: `tm_locale=ru; ${admin.cookie}` });
    expect(missing.status).toBe(404);
    expect((await json<{ error: string }>(missing)).error).toBe("Пользователь не найден");
  });

  it("gives Pro until a day: the user's 1-month chart opens at once; Pro off closes it again; each change is audit-logged", async () => {
    const user = await userWithRole(db(), "free");
    const chart = () => call(user, "GET", `/api/be/items/${SALEWA}/history?range=1m`);
    expect((await chart()).status).toBe(403);
    const until = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const reply = await call(admin, "PATCH", `/api/be/admin/users/${user.uid}`, { proUntil: until });
    expect(reply.status).toBe(200);
    expect((await json<{ user: unknown }>(reply)).user).toMatchObject({ pro: true, proActive: true, proUntil: Date.parse(`${until}T23:59:59Z`) });
    expect((await chart()).status).toBe(200);
    const email = (await findUser(db(), { uid: user.uid as string }))?.email;
    const [granted] = await listAdminChanges(db(), { limit: 1 });
    expect(granted).toMatchObject({
      action: "user.update",
      target: email,
      before: { pro: false, proUntil: null },
      after: { pro: true, proUntil: until },
    });

    // Pro with no end, then off: the expiry goes with it.
    expect((await json<{ user: unknown }>(call(admin, "PATCH", `/api/be/admin/users/${user.uid}`, { proUntil: null }))).user).toMatchObject({
      pro: true,
      proUntil: null,
    });
    expect((await json<{ user: unknown }>(call(admin, "PATCH", `/api/be/admin/users/${user.uid}`, { pro: false }))).user).toMatchObject({
      pro: false,
      proUntil: null,
      proActive: false,
    });
    expect((await chart()).status).toBe(403);
    // A day already gone: Pro is set but not active, and the chart stays closed.
    const past = await json<{ user: unknown }>(call(admin, "PATCH", `/api/be/admin/users/${user.uid}`, { proUntil: "2024-01-31" }));
    expect(past.user).toMatchObject({ pro: true, proActive: false });
    expect((await chart()).status).toBe(403);
    // A save that changes nothing logs nothing.
    const count = (await listAdminChanges(db(), { limit: 500 })).length;
    await call(admin, "PATCH", `/api/be/admin/users/${user.uid}`, { proUntil: "2024-01-31" });
    expect((await listAdminChanges(db(), { limit: 500 })).length).toBe(count);
  });

  it("grants and takes admin and feature_maps, unlinks Patreon and the chat bot, and never takes an admin's own flag", async () => {
    const user = await userWithRole(db(), "free");
    await setUserFlags(db(), user.uid as string, { patreonId: "12345", botAccount: "twitch:somebody" });
    const patch = (uid: string | null, body: unknown, as = admin) => call(as, "PATCH", `/api/be/admin/users/${uid}`, body);
    expect((await patch(user.uid, { admin: true, featureMaps: true })).status).toBe(200);
    expect((await call(user, "GET", "/admin")).status).toBe(200);
    expect((await patch(user.uid, { admin: false })).status).toBe(200);
    expect((await call(user, "GET", "/admin")).status).toBe(404);
    const unlinked = await json<{ user: unknown }>(patch(user.uid, { patreonId: null, botAccount: null }));
    expect(unlinked.user).toMatchObject({ patreonId: null, botAccount: null, featureMaps: true });
    const [last] = await listAdminChanges(db(), { limit: 1 });
    expect(last).toMatchObject({ before: { patreonId: "12345", botAccount: "twitch:somebody" }, after: { patreonId: null, botAccount: null } });

    const own = await patch(admin.uid, { admin: false });
    expect(own.status).toBe(400);
    expect((await json<{ error: string }>(own)).error).toBe("You cannot remove your own admin flag");
    expect((await findUser(db(), { uid: admin.uid as string }))?.admin).toBe(true);
  });

  it("refuses bad input with the field and the reason (en and ru), an unknown account, another site, a big body or not JSON; nothing changes", async () => {
    const user = await userWithRole(db(), "free");
    const count = (await listAdminChanges(db(), { limit: 500 })).length;
    for (const [body, path] of [
      [{ proUntil: "2025-02-30" }, "proUntil"],
      [{ proUntil: "soon" }, "proUntil"],
      [{ admin: "yes" }, "admin"],
      [{ patreonId: "someone-else" }, "patreonId"],
      [{ email: "x@example.test" }, ""],
    ] as const) {
      const reply = await call(admin, "PATCH", `/api/be/admin/users/${user.uid}`, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      if (path) expect((await json<{ issues?: { path: string }[] }>(reply)).issues?.map((i) => i.path)).toContain(path);
    }
    const ru = await call(admin, "PATCH", `/api/be/admin/users/${user.uid}`, { admin: 1 }, { cookie: `tm_locale=ru; ${admin.cookie}` });
    expect((await json<{ error: string }>(ru)).error).toMatch(/[а-я]/i);
    expect((await call(admin, "GET", "/api/be/admin/users?before=soon")).status).toBe(400);
    expect((await call(admin, "GET", "/api/be/admin/users?role=owner")).status).toBe(400);
    expect((await call(admin, "PATCH", "/api/be/admin/users/nobody", { admin: true })).status).toBe(404);
    expect((await call(admin, "PATCH", `/api/be/admin/users/${user.uid}`, { admin: true }, { origin: "https://evil.example" })).status).toBe(403);
    expect((await call(admin, "PATCH", `/api/be/admin/users/${user.uid}`, { admin: true, pad: "a".repeat(40_000) })).status).toBe(413);
    expect((await call(admin, "PATCH", `/api/be/admin/users/${user.uid}`, JSON.stringify({ admin: true }), { "content-type": "text/plain" })).status).toBe(415);
    expect((await findUser(db(), { uid: user.uid as string }))?.admin).toBe(false);
    expect((await listAdminChanges(db(), { limit: 500 })).length).toBe(count);
  });

  it("ends one session or all: that browser is logged out at once, the others stay until ended; audit-logged", async () => {
    const user = await userWithRole(db(), "pro");
    const second = `rk_session=${await startSession(db(), user.uid as string)}`;
    const me = (cookie: string) => call({ ...user, cookie }, "GET", "/api/be/users/me");
    expect((await me(user.cookie as string)).status).toBe(200);
    const { sessions } = await json<{ sessions: { ref: string }[] }>(call(admin, "GET", `/api/be/admin/users/${user.uid}`));
    expect(sessions).toHaveLength(2);
    // Which reference is the second browser's: end one, see which cookie still works.
    const one = await call(admin, "DELETE", `/api/be/admin/users/${user.uid}/sessions/${sessions[0]?.ref}`);
    expect(one.status).toBe(200);
    expect(await json(one)).toMatchObject({ revoked: 1, sessions: [{ ref: sessions[1]?.ref }] });
    const alive = [(await me(user.cookie as string)).status, (await me(second)).status].sort();
    expect(alive).toEqual([200, 401]);
    // The same reference again, or a malformed one.
    expect((await call(admin, "DELETE", `/api/be/admin/users/${user.uid}/sessions/${sessions[0]?.ref}`)).status).toBe(404);
    expect((await call(admin, "DELETE", `/api/be/admin/users/${user.uid}/sessions/zz`)).status).toBe(400);
    const all = await call(admin, "DELETE", `/api/be/admin/users/${user.uid}/sessions`);
    expect(await json(all)).toEqual({ revoked: 1, sessions: [] });
    expect((await me(user.cookie as string)).status).toBe(401);
    expect((await me(second)).status).toBe(401);
    const [last] = await listAdminChanges(db(), { limit: 1 });
    expect(last).toMatchObject({ action: "user.sessions", before: { sessions: "all" }, after: { ended: 1 } });
    expect((await call(admin, "DELETE", "/api/be/admin/users/nobody/sessions")).status).toBe(404);
    expect((await call(admin, "DELETE", `/api/be/admin/users/${user.uid}/sessions`, undefined, { origin: "https://evil.example" })).status).toBe(403);
    expect(
      (await call(admin, "DELETE", `/api/be/admin/users/${user.uid}/sessions/${sessions[1]?.ref}`, undefined, { origin: "https://evil.example" })).status,
    ).toBe(403);
  });
});
