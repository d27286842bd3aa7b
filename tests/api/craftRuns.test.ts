import type { CalculatorData } from "@raidkit/api";
import type { DatabaseHandle } from "@raidkit/db";
import { KEPT_FINISHED_RUNS } from "@raidkit/game";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { type TestUser, userWithRole } from "../helpers/accounts.ts";
import { browserRequest, createTestApp } from "../helpers/testApp.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

/** Crafts and barters a Pro player runs (issue 32 item 3, docs/decisions/062), kept with the account. */
let database: DatabaseHandle;
let app: ServerApp;
let craftId: string;
let barterId: string;
let crafts: CalculatorData["crafts"];
let barters: CalculatorData["barters"];

beforeAll(async () => {
  database = copyTemplateDb().open();
  app = await createTestApp(database);
  const part = async (page: string) => (await (await app.fetch(browserRequest(`/api/be/calculators/data/en/pvp/${page}/anyhash`))).json()) as CalculatorData;
  crafts = (await part("crafts")).crafts;
  barters = (await part("barters")).barters;
  craftId = (crafts[0] as { id: string }).id;
  // A barter open at loyalty level 1 (unset levels are 1): no lock without progress tracking.
  barterId = (barters.find((b) => b.loyaltyLevel === 1) as { id: string }).id;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

function call(user: TestUser, method: string, path: string, body?: unknown, locale?: string) {
  const request = browserRequest(path, {
    method,
    headers: body !== undefined ? { "content-type": "application/json" } : {},
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    ...(locale ? { locale } : {}),
  });
  if (user.cookie) request.headers.set("cookie", [request.headers.get("cookie"), user.cookie].filter(Boolean).join("; "));
  return app.fetch(request);
}
type Run = { id: string; kind: string; recipeId: string; startedAt: number; endsAt: number; state: string; finishedAt: number | null };
/**
 * A Pro player with every station built to its highest level (a locked recipe cannot be started:
 * the tests of the other rules start from a hideout where every craft is open).
 */
async function builtPro(): Promise<TestUser> {
  const pro = await userWithRole(database.db, "pro");
  const modules = [...new Set(crafts.flatMap((c) => Array.from({ length: c.level }, (_, i) => `${c.stationId}-${i + 1}`)))];
  const reply = await call(pro, "POST", "/api/be/progression/update", { add: { modulesBuilt: modules } });
  expect(reply.status).toBe(200);
  return pro;
}
const runsOf = async (user: TestUser) => ((await (await call(user, "GET", "/api/be/crafts/runs")).json()) as { runs: Run[] }).runs;

describe("crafts and barters a Pro player runs", () => {
  it("starts a craft for its seconds, lists it, cancels it; a barter is done at once", async () => {
    const pro = await builtPro();
    expect(await runsOf(pro)).toEqual([]);
    const before = Date.now();
    const started = await call(pro, "POST", "/api/be/crafts/runs", { kind: "craft", recipeId: craftId, seconds: 3600 });
    expect(started.status).toBe(200);
    const [run] = ((await started.json()) as { runs: Run[] }).runs;
    expect(run).toMatchObject({ kind: "craft", recipeId: craftId, state: "running", finishedAt: null });
    expect((run as Run).endsAt - (run as Run).startedAt).toBe(3_600_000);
    expect((run as Run).startedAt).toBeGreaterThanOrEqual(before);
    expect(await runsOf(pro)).toEqual([run]);

    // Not built yet: nothing to collect (409, both languages); cancelling works, once.
    const early = await call(pro, "POST", `/api/be/crafts/runs/${run?.id}/finish`, { state: "completed" });
    expect(early.status).toBe(409);
    expect((await early.json()).error).toBe("The craft has not ended yet");
    const earlyRu = await call(pro, "POST", `/api/be/crafts/runs/${run?.id}/finish`, { state: "completed" }, "ru");
    expect((await earlyRu.json()).error).toBe("Крафт ещё не закончился");
    const cancelled = await call(pro, "POST", `/api/be/crafts/runs/${run?.id}/finish`, { state: "canceled" });
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as { runs: Run[] }).runs[0]).toMatchObject({ id: run?.id, state: "canceled" });
    const again = await call(pro, "POST", `/api/be/crafts/runs/${run?.id}/finish`, { state: "canceled" });
    expect(again.status).toBe(404);
    expect((await again.json()).error).toBe("This craft is not running");

    const barter = await call(pro, "POST", "/api/be/crafts/runs", { kind: "barter", recipeId: barterId });
    expect(barter.status).toBe(200);
    expect((await runsOf(pro)).find((r) => r.kind === "barter")).toMatchObject({ recipeId: barterId, state: "completed" });
  });

  it("collects a craft once built (its end passed)", async () => {
    const pro = await builtPro();
    const [run] = ((await (await call(pro, "POST", "/api/be/crafts/runs", { kind: "craft", recipeId: craftId, seconds: 60 })).json()) as { runs: Run[] }).runs;
    // The server's clock decides: the run's end moved into the past, as if the minute had passed.
    await database.db
      .updateTable("craft_runs")
      .set({ ends_at: Date.now() - 1 })
      .where("id", "=", run?.id as string)
      .execute();
    const collected = await call(pro, "POST", `/api/be/crafts/runs/${run?.id}/finish`, { state: "completed" });
    expect(collected.status).toBe(200);
    expect(((await collected.json()) as { runs: Run[] }).runs[0]).toMatchObject({ state: "completed", finishedAt: expect.any(Number) });
  });

  it("keeps each PMC's own list, and only the newest finished runs", async () => {
    const pro = await builtPro();
    for (let i = 0; i < KEPT_FINISHED_RUNS + 2; i++) await call(pro, "POST", "/api/be/crafts/runs", { kind: "barter", recipeId: barterId });
    expect(await runsOf(pro)).toHaveLength(KEPT_FINISHED_RUNS);
    const other = await builtPro();
    expect(await runsOf(other)).toEqual([]);
  });

  it("refuses bad input with 400 or 404 and the catalogue's texts in both languages, never 500", async () => {
    const pro = await builtPro();
    const cases: [unknown, number, string, string][] = [
      [{ kind: "craft", recipeId: "no-such-craft", seconds: 60 }, 404, "Craft or barter not found", "Крафт или бартер не найден"],
      [{ kind: "barter", recipeId: craftId }, 404, "Craft or barter not found", "Крафт или бартер не найден"],
      [{ kind: "craft", recipeId: craftId }, 400, "A craft needs its time in seconds", "Для крафта нужно его время в секундах"],
      [{ kind: "craft", recipeId: craftId, seconds: -1 }, 400, "Invalid request", "Неверный запрос"],
      [{ kind: "craft", recipeId: craftId, seconds: 1.5 }, 400, "Invalid request", "Неверный запрос"],
      [{ kind: "craft", recipeId: craftId, seconds: 9_999_999 }, 400, "Invalid request", "Неверный запрос"],
      [{ kind: "hideout", recipeId: craftId, seconds: 60 }, 400, "Invalid request", "Неверный запрос"],
      [{ kind: "craft", recipeId: "x".repeat(500), seconds: 60 }, 400, "Invalid request", "Неверный запрос"],
      [{ kind: "craft", recipeId: craftId, seconds: 60, extra: 1 }, 400, "Invalid request", "Неверный запрос"],
      [[], 400, "Invalid request", "Неверный запрос"],
    ];
    for (const [body, status, en, ru] of cases) {
      const a = await call(pro, "POST", "/api/be/crafts/runs", body);
      expect(a.status, JSON.stringify(body)).toBe(status);
      expect((await a.json()).error, JSON.stringify(body)).toContain(en);
      const b = await call(pro, "POST", "/api/be/crafts/runs", body, "ru");
      expect((await b.json()).error).toContain(ru);
    }
    const badId = await call(pro, "POST", `/api/be/crafts/runs/${"x".repeat(65)}/finish`, { state: "completed" });
    expect(badId.status).toBe(400);
    const badState = await call(pro, "POST", `/api/be/crafts/runs/${crypto.randomUUID()}/finish`, { state: "built" });
    expect(badState.status).toBe(400);
    const unknown = await call(pro, "POST", `/api/be/crafts/runs/${crypto.randomUUID()}/finish`, { state: "canceled" });
    expect(unknown.status).toBe(404);
    expect(await runsOf(pro)).toEqual([]);
  });

  it('is Pro only, checked on the server: 401 for a visitor, 403 "Pro status required" for a free player', async () => {
    const free = await userWithRole(database.db, "free");
    const visitor: TestUser = { role: "visitor", uid: null, cookie: null };
    expect((await call(visitor, "GET", "/api/be/crafts/runs")).status).toBe(401);
    const start = await call(visitor, "POST", "/api/be/crafts/runs", { kind: "craft", recipeId: craftId, seconds: 60 }, "ru");
    expect(start.status).toBe(401);
    expect((await start.json()).error).toBe("Вы не вошли в систему");
    for (const [method, path, body] of [
      ["GET", "/api/be/crafts/runs", undefined],
      ["POST", "/api/be/crafts/runs", { kind: "craft", recipeId: craftId, seconds: 60 }],
      ["POST", `/api/be/crafts/runs/${crypto.randomUUID()}/finish`, { state: "canceled" }],
    ] as const) {
      const r = await call(free, method, path, body);
      expect(r.status).toBe(403);
      expect((await r.json()).error).toBe("Pro status required");
      expect((await (await call(free, method, path, body, "ru")).json()).error).toBe("Требуется статус Pro");
    }
    expect(
      await database.db
        .selectFrom("craft_runs")
        .selectAll()
        .where("char_uid", "in", [free.uid as string])
        .execute(),
    ).toEqual([]);
  });

  it("a station makes one craft at a time: a second craft there is refused with 409 (both languages) until the first is collected or cancelled", async () => {
    const pro = await builtPro();
    const data = (await (await app.fetch(browserRequest("/api/be/calculators/data/en/pvp/crafts/anyhash"))).json()) as CalculatorData;
    const first = data.crafts.find((c) => c.id === craftId) as CalculatorData["crafts"][number];
    const sameStation = data.crafts.find((c) => c.id !== craftId && c.stationId === first.stationId) as CalculatorData["crafts"][number];
    const otherStation = data.crafts.find((c) => c.stationId !== first.stationId) as CalculatorData["crafts"][number];
    const [run] = ((await (await call(pro, "POST", "/api/be/crafts/runs", { kind: "craft", recipeId: craftId, seconds: 60 })).json()) as { runs: Run[] }).runs;
    for (const [recipeId, locale, text] of [
      [craftId, "en", "This station is already crafting: collect or cancel its craft first"],
      [sameStation.id, "ru", "Эта станция уже занята крафтом: сначала заберите или отмените его"],
    ] as const) {
      const busy = await call(pro, "POST", "/api/be/crafts/runs", { kind: "craft", recipeId, seconds: 60 }, locale);
      expect(busy.status).toBe(409);
      expect((await busy.json()).error).toBe(text);
    }
    expect((await call(pro, "POST", "/api/be/crafts/runs", { kind: "craft", recipeId: otherStation.id, seconds: 60 })).status).toBe(200);
    await call(pro, "POST", `/api/be/crafts/runs/${run?.id}/finish`, { state: "canceled" });
    expect((await call(pro, "POST", "/api/be/crafts/runs", { kind: "craft", recipeId: sameStation.id, seconds: 60 })).status).toBe(200);
  });

  it("a locked recipe cannot be started: 409 with the reason in both languages, until its station level is built or its quest done (issue 32)", async () => {
    const pro = await userWithRole(database.db, "pro");
    const craft = crafts.find((c) => c.level >= 2) as CalculatorData["crafts"][number];
    const below = Array.from({ length: craft.level - 1 }, (_, i) => `${craft.stationId}-${i + 1}`);
    expect((await call(pro, "POST", "/api/be/progression/update", { add: { modulesBuilt: below } })).status).toBe(200);
    const en = await call(pro, "POST", "/api/be/crafts/runs", { kind: "craft", recipeId: craft.id, seconds: 60 });
    expect(en.status).toBe(409);
    expect((await en.json()).error).toBe(
      "This recipe is locked for your PMC: build its station level, reach the trader's loyalty level or complete the quest that unlocks it first",
    );
    const ru = await call(pro, "POST", "/api/be/crafts/runs", { kind: "craft", recipeId: craft.id, seconds: 60 }, "ru");
    expect(ru.status).toBe(409);
    expect((await ru.json()).error).toBe(
      "Этот рецепт закрыт для вашего персонажа: сначала постройте уровень станции, достигните уровня лояльности торговца или выполните открывающий его квест",
    );
    expect(await runsOf(pro)).toEqual([]);
    // The station's level built: the same craft starts.
    await call(pro, "POST", "/api/be/progression/update", { add: { modulesBuilt: [`${craft.stationId}-${craft.level}`] } });
    expect((await call(pro, "POST", "/api/be/crafts/runs", { kind: "craft", recipeId: craft.id, seconds: 60 })).status).toBe(200);

    // A barter its quest unlocks: open with progress tracking off, locked with it on until the quest is done.
    // (one whose quest the progress calls know: the site's quest list)
    const quests = new Set((await database.db.selectFrom("quests").select("uid").execute()).map((q) => q.uid));
    const questBarter = barters.find((b) => b.loyaltyLevel === 1 && b.questUnlock && quests.has(b.questUnlock)) as CalculatorData["barters"][number];
    expect((await call(pro, "POST", "/api/be/crafts/runs", { kind: "barter", recipeId: questBarter.id })).status).toBe(200);
    expect((await call(pro, "PUT", "/api/be/users/me", { hideoutUseProgress: true })).status).toBe(200);
    const locked = await call(pro, "POST", "/api/be/crafts/runs", { kind: "barter", recipeId: questBarter.id });
    expect(locked.status).toBe(409);
    expect((await locked.json()).error).toContain("This recipe is locked");
    const done = await call(pro, "POST", "/api/be/progression/update", { add: { questsDone: [questBarter.questUnlock as string] } });
    expect(done.status, `${questBarter.questUnlock} ${await done.clone().text()}`).toBe(200);
    expect((await call(pro, "POST", "/api/be/crafts/runs", { kind: "barter", recipeId: questBarter.id })).status).toBe(200);
  });

  it('"reset all progress" clears the PMC\'s crafts and barters; the other resets and other players keep theirs (issue 32)', async () => {
    const pro = await builtPro();
    const other = await builtPro();
    for (const user of [pro, other]) {
      expect((await call(user, "POST", "/api/be/crafts/runs", { kind: "craft", recipeId: craftId, seconds: 600 })).status).toBe(200);
      expect((await call(user, "POST", "/api/be/crafts/runs", { kind: "barter", recipeId: barterId })).status).toBe(200);
    }
    for (const kind of ["quests", "items"]) expect((await call(pro, "PUT", `/api/be/progression/reset/${kind}`)).status).toBe(200);
    expect(await runsOf(pro)).toHaveLength(2);
    expect((await call(pro, "PUT", "/api/be/progression/reset/all")).status).toBe(200);
    expect(await runsOf(pro)).toEqual([]);
    expect(await runsOf(other)).toHaveLength(2);
  });
});
