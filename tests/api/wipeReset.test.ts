import type { UserReply } from "@raidkit/api";
import { createChar, type Database, readCraftRuns, saveCraftRuns, selectChar } from "@raidkit/db";
import type { Kysely } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { runRoleCommand } from "../../apps/server/src/services/userRoles.ts";
import { type TestUser, userWithRole } from "../helpers/accounts.ts";
import { appOnTemplateCopy, browserRequest } from "../helpers/testApp.ts";

/** Spec §4 "A reset is also done automatically after a game wipe" (docs/decisions/014). */
const env = appOnTemplateCopy();
const DAY = 86_400_000;
const SALEWA = "544fb45d4bdc2dee738b4568";
/** YYYY-MM-DD of a day relative to today (UTC). */
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

let quests: string[];
let module1: string;

beforeAll(async () => {
  quests = (await env.database.db.selectFrom("quests").select("uid").orderBy("uid").limit(12).execute()).map((q) => q.uid);
  const station = await env.database.db.selectFrom("stations").select("id").orderBy("id").executeTakeFirstOrThrow();
  module1 = `${station.id}-1`;
});

function call(user: TestUser, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  const request = browserRequest(path, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  if (user.cookie) request.headers.set("cookie", user.cookie);
  return env.app.fetch(request);
}
const me = async (user: TestUser) => {
  const response = await call(user, "GET", "/api/be/users/me");
  expect(response.status).toBe(200);
  return response.json();
};
const charRow = (db: Kysely<Database>, uid: string) =>
  db.selectFrom("chars").select(["progress_since", "level", "game_mode"]).where("uid", "=", uid).executeTakeFirstOrThrow();

/** A Pro user who signed up `daysAgo` days ago, with progress on the selected (PVP main) PMC (made with no wipe date set). */
async function playerWithProgress(daysAgo: number) {
  await runRoleCommand(env.database.db, ["wipe-date", "off"]);
  const user = await userWithRole(env.database.db, "pro", Date.now() - daysAgo * DAY);
  const ticked = await call(user, "POST", "/api/be/progression/update", {
    add: { questsDone: [quests[0], quests[1]], questsHidden: [quests[2]], modulesBuilt: [module1] },
    set: { itemsFound: { [SALEWA]: 2 } },
  });
  expect(ticked.status).toBe(200);
  expect((await call(user, "PUT", "/api/be/users/me", { level: 20, tradersLL: { Prapor: 3 } })).status).toBe(200);
  const before = await me(user);
  expect(before).toMatchObject({ level: 20, questsDone: [quests[0], quests[1]].sort(), modulesBuilt: [module1], itemsFound: { [SALEWA]: 2 } });
  expect(before.tradersLL.Prapor).toBe(3);
  return user;
}

const expectReset = (user: UserReply) => {
  expect(user.level).toBe(1);
  expect(user.questsDone).toEqual([]);
  expect(user.questsHidden).toEqual([]);
  expect(user.modulesBuilt).toEqual([]);
  expect(user.itemsFound).toEqual({});
  expect(Object.values(user.tradersLL).every((level) => level === 1)).toBe(true);
};

describe("npm run admin -- wipe-date", () => {
  const stored = async () =>
    JSON.parse((await env.database.db.selectFrom("settings").select("value").where("key", "=", "global_settings").executeTakeFirstOrThrow()).value);

  it("sets the wipe date (00:00 UTC of the day), keeps the other settings, and off clears it", async () => {
    await runRoleCommand(env.database.db, ["fuel-base", "2.5"]);
    const now = Date.parse("2026-01-10T12:00:00Z");
    expect(await runRoleCommand(env.database.db, ["wipe-date", "2026-01-05"], now)).toBe(
      "wipeDate set to 2026-01-05 00:00 UTC (passed: PVP progress made before it resets on each user's next request)",
    );
    expect(await stored()).toMatchObject({ wipeDate: Date.parse("2026-01-05T00:00:00Z"), fuelBase: 2.5 });
    expect(await runRoleCommand(env.database.db, ["wipe-date", "2026-02-01"], now)).toBe(
      "wipeDate set to 2026-02-01 00:00 UTC (in the future: nothing resets until then)",
    );
    expect(await runRoleCommand(env.database.db, ["wipe-date", "off"])).toBe("wipeDate cleared: no automatic progress reset");
    expect(await stored()).toMatchObject({ wipeDate: null, fuelBase: 2.5 });
    await runRoleCommand(env.database.db, ["fuel-base", "off"]);
  });

  it("refuses a date that is not YYYY-MM-DD or does not exist, with the usage text", async () => {
    for (const bad of [undefined, "", "soon", "2026-1-5", "05.01.2026", "2026-02-30", "2026-13-01", "2026-01-05T10:00", "1e12"]) {
      await expect(runRoleCommand(env.database.db, ["wipe-date", ...(bad === undefined ? [] : [bad])])).rejects.toThrow(
        /wipe-date needs YYYY-MM-DD or off\nusage:/,
      );
    }
    await expect(runRoleCommand(env.database.db, [])).rejects.toThrow(/wipe-date <YYYY-MM-DD\|off>/);
    expect((await stored()).wipeDate).toBeNull();
  });
});

describe("automatic reset after a game wipe", () => {
  it("a wipe date in the future does nothing", async () => {
    const player = await playerWithProgress(10);
    await runRoleCommand(env.database.db, ["wipe-date", day(3)]);
    const user = await me(player);
    expect(user.level).toBe(20);
    expect(user.questsDone).toHaveLength(2);
    expect(user.itemsFound).toEqual({ [SALEWA]: 2 });
  });

  it("resets a PVP PMC made before the wipe on the next request, once: ticks made after it survive", async () => {
    const player = await playerWithProgress(10);
    const charUid = (await me(player)).charUid;
    // A craft it runs (kept with the account: Pro) goes with the hideout (issue 32).
    const run = {
      id: crypto.randomUUID(),
      kind: "craft" as const,
      recipeId: "r",
      startedAt: Date.now(),
      endsAt: Date.now() + 60_000,
      state: "running" as const,
      finishedAt: null,
    };
    await saveCraftRuns(env.database.db, charUid, [], [run]);
    await runRoleCommand(env.database.db, ["wipe-date", day(-2)]);
    const wipeDate = Date.parse(`${day(-2)}T00:00:00Z`);
    const before = Date.now();

    const after = await me(player);
    expectReset(after);
    expect(await readCraftRuns(env.database.db, charUid)).toEqual([]);
    const row = await charRow(env.database.db, charUid);
    expect(Number(row.progress_since)).toBeGreaterThanOrEqual(before);
    expect(Number(row.progress_since)).toBeGreaterThanOrEqual(wipeDate);

    // New progress after the reset stays, request after request.
    expect((await call(player, "POST", "/api/be/progression/update", { add: { questsDone: [quests[3]] } })).status).toBe(200);
    expect((await call(player, "PUT", "/api/be/users/me", { level: 5 })).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const user = await me(player);
      expect(user.questsDone).toEqual([quests[3]]);
      expect(user.level).toBe(5);
    }
    expect(Number((await charRow(env.database.db, charUid)).progress_since)).toBe(Number(row.progress_since));
  });

  it("never wipes a PVE PMC; the PVP PMC resets when it is selected again", async () => {
    await runRoleCommand(env.database.db, ["wipe-date", "off"]);
    const player = await userWithRole(env.database.db, "pro", Date.now() - 10 * DAY);
    const pvp = (await me(player)).charUid;
    const pve = await createChar(env.database.db, player.uid as string, { fraction: "Bear", gameMode: "pve" }, Date.now() - 9 * DAY);
    // PVP progress first, then the PVE PMC's own.
    await call(player, "POST", "/api/be/progression/update", { add: { questsDone: [quests[4]] } });
    await selectChar(env.database.db, player.uid as string, pve.uid);
    await call(player, "POST", "/api/be/progression/update", { add: { questsDone: [quests[5]], modulesBuilt: [module1] } });
    await call(player, "PUT", "/api/be/users/me", { level: 30 });
    await runRoleCommand(env.database.db, ["wipe-date", day(-2)]);

    const onPve = await me(player);
    expect(onPve).toMatchObject({ gameMode: "pve", level: 30, questsDone: [quests[5]], modulesBuilt: [module1] });
    expect(Number((await charRow(env.database.db, pve.uid)).progress_since)).toBe(pve.progressSince);
    // The PVP PMC is still as it was until it is selected: then the reply already shows it reset.
    expect(await env.database.db.selectFrom("char_entries").select("key").where("char_uid", "=", pvp).execute()).toEqual([{ key: quests[4] }]);
    const selected = await (await call(player, "POST", "/api/be/users/me/char/select", { charUid: pvp })).json();
    expect(selected.gameMode).toBe("pvp");
    expectReset(selected);
    // Back on PVE: untouched.
    const back = await (await call(player, "POST", "/api/be/users/me/char/select", { charUid: pve.uid })).json();
    expect(back).toMatchObject({ level: 30, questsDone: [quests[5]] });
  });

  it("a PMC made after the wipe keeps its progress", async () => {
    const player = await playerWithProgress(1);
    await runRoleCommand(env.database.db, ["wipe-date", day(-2)]);
    const user = await me(player);
    expect(user.level).toBe(20);
    expect(user.questsDone).toHaveLength(2);
  });

  it("concurrent requests reset once, and ticks sent alongside survive", async () => {
    const player = await playerWithProgress(10);
    const charUid = (await me(player)).charUid;
    await runRoleCommand(env.database.db, ["wipe-date", day(-2)]);
    const ticks = quests.slice(6, 10);
    const responses = await Promise.all([
      ...Array.from({ length: 6 }, () => call(player, "GET", "/api/be/users/me")),
      ...ticks.map((q) => call(player, "POST", "/api/be/progression/update", { add: { questsDone: [q] } })),
    ]);
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
    const row = await charRow(env.database.db, charUid);
    const user = await me(player);
    // Nothing from before the wipe; every tick sent with the racing requests is there.
    expect([...user.questsDone].sort()).toEqual([...ticks].sort());
    expect(user.level).toBe(1);
    expect(user.itemsFound).toEqual({});
    expect(user.modulesBuilt).toEqual([]);
    // Later requests do not reset again.
    await me(player);
    expect(Number((await charRow(env.database.db, charUid)).progress_since)).toBe(Number(row.progress_since));
    expect([...(await me(player)).questsDone].sort()).toEqual([...ticks].sort());
  });

  it("pages carry the wipe date in their shell data, for the browser's own reset of free users' progress", async () => {
    await runRoleCommand(env.database.db, ["wipe-date", day(-2)]);
    const html = await (await env.app.fetch(browserRequest("/market?wipe-check=1"))).text();
    expect(html).toContain("wipeDate");
    expect(html).toContain(String(Date.parse(`${day(-2)}T00:00:00Z`)));
    await runRoleCommand(env.database.db, ["wipe-date", "off"]);
  });
});
