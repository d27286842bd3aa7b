import { ERROR_TEXTS } from "@raidkit/api";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestUser, userWithRole } from "../helpers/accounts.ts";
import { appOnTemplateCopy, browserRequest } from "../helpers/testApp.ts";

/** Spec §4 "Session sharing": a read-only view of a PMC's progress for one other user (docs/decisions/014). */
const env = appOnTemplateCopy();
const SALEWA = "544fb45d4bdc2dee738b4568";
const NOT_VALID = { status: 404, code: "shareNotValid", error: "share link not valid" };
const TAKEN = { status: 409, code: "shareAlreadyAccepted", error: "share link already accepted" };

let quests: string[];
let module1: string;
const visitor: TestUser = { role: "visitor", uid: null, cookie: null };

beforeAll(async () => {
  quests = (await env.database.db.selectFrom("quests").select("uid").orderBy("uid").limit(5).execute()).map((q) => q.uid);
  const station = await env.database.db.selectFrom("stations").select("id").orderBy("id").executeTakeFirstOrThrow();
  module1 = `${station.id}-1`;
});

function call(user: TestUser, method: string, path: string, body?: unknown, init: { locale?: string; raw?: string } = {}) {
  const headers: Record<string, string> = {};
  const text = init.raw ?? (body !== undefined ? JSON.stringify(body) : undefined);
  if (text !== undefined) headers["content-type"] = "application/json";
  const request = browserRequest(path, { method, headers, ...(text !== undefined ? { body: text } : {}), ...(init.locale ? { locale: init.locale } : {}) });
  if (user.cookie) request.headers.set("cookie", [request.headers.get("cookie"), user.cookie].filter(Boolean).join("; "));
  return env.app.fetch(request);
}
const json = async (response: Response | Promise<Response>) => {
  const r = await response;
  return { status: r.status, body: await r.json() };
};
const refusal = async (response: Response | Promise<Response>) => {
  const { status, body } = await json(response);
  return { status, code: body.code, error: body.error };
};
const create = (user: TestUser) => json(call(user, "POST", "/api/be/progression/share"));
const accept = (user: TestUser, token: unknown, locale?: string) => call(user, "POST", "/api/be/progression/share/accept", { token }, { locale });
const shared = (user: TestUser, id: string) => call(user, "GET", `/api/be/progression/shared/${id}`);
const named = async (role: "pro" | "free", username: string) => {
  const user = await userWithRole(env.database.db, role);
  expect((await call(user, "PUT", "/api/be/users/me", { username })).status).toBe(200);
  return user;
};

describe("POST /api/be/progression/share", () => {
  it("needs Pro: 401 for visitors, 403 Pro status required for free users", async () => {
    expect(await refusal(call(visitor, "POST", "/api/be/progression/share"))).toEqual({ status: 401, code: "notLoggedIn", error: "Not logged in" });
    const free = await userWithRole(env.database.db, "free");
    expect(await refusal(call(free, "POST", "/api/be/progression/share"))).toEqual({ status: 403, code: "proRequired", error: "Pro status required" });
    const expired = await userWithRole(env.database.db, "expiredPro");
    expect((await call(expired, "POST", "/api/be/progression/share")).status).toBe(403);
  });

  it("answers the id, a 43-character token and the dashboard path; only the token's hash is stored", async () => {
    const owner = await userWithRole(env.database.db, "pro");
    const { status, body } = await create(owner);
    expect(status).toBe(200);
    expect(body.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.path).toBe(`/progression/dashboard?share=${body.token}`);
    const row = await env.database.db.selectFrom("progress_shares").selectAll().where("id", "=", body.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(body.token);
    expect(row.owner_uid).toBe(owner.uid);
    expect(row.viewer_uid).toBeNull();
    // Two links are two different tokens.
    expect((await create(owner)).body.token).not.toBe(body.token);
  });
});

describe("accepting and viewing a share", () => {
  let a: TestUser;
  let b: TestUser;
  let c: TestUser;
  let link: { id: string; token: string };

  beforeAll(async () => {
    a = await named("pro", "share_owner");
    b = await named("free", "share_viewer");
    c = await userWithRole(env.database.db, "pro");
    expect((await call(a, "PUT", "/api/be/users/me", { charName: "Ghost", level: 17, tradersLL: { Prapor: 3 } })).status).toBe(200);
    const ticked = await call(a, "POST", "/api/be/progression/update", {
      add: { questsDone: [quests[0]], questsHidden: [quests[1]], questsFailed: [quests[4]], modulesBuilt: [module1] },
      set: { itemsFound: { [SALEWA]: 4 } },
    });
    expect(ticked.status).toBe(200);
    link = (await create(a)).body;
  });

  it("B accepts the link and reads A's progress, read-only", async () => {
    const accepted = await json(accept(b, link.token));
    expect(accepted).toEqual({ status: 200, body: { id: link.id, ownerName: "share_owner", charName: "Ghost", gameMode: "pvp", fraction: "USEC" } });
    const view = await json(shared(b, link.id));
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      id: link.id,
      ownerName: "share_owner",
      charName: "Ghost",
      fraction: "USEC",
      level: 17,
      gameMode: "pvp",
      gameEdition: "Standard",
      questsDone: [quests[0]],
      // Quests failed by hand are progress: they lock what follows them.
      questsFailed: [quests[4]],
      modulesBuilt: [module1],
      itemsFound: { [SALEWA]: 4 },
    });
    expect(view.body.tradersLL).toMatchObject({ Prapor: 3, Therapist: 1 });
    // Hidden quests are the owner's own view setting, not shared.
    expect(view.body.questsHidden).toBeUndefined();
    expect(Object.keys(view.body).sort()).toEqual(
      [
        "charName",
        "fraction",
        "gameEdition",
        "gameMode",
        "id",
        "itemsFound",
        "level",
        "modulesBuilt",
        "ownerName",
        "questsDone",
        "questsFailed",
        "tradersLL",
      ].sort(),
    );
  });

  it("ticks A makes afterwards are visible to B", async () => {
    expect((await call(a, "POST", "/api/be/progression/update", { add: { questsDone: [quests[2]] } })).status).toBe(200);
    const view = await json(shared(b, link.id));
    expect([...view.body.questsDone].sort()).toEqual([quests[0], quests[2]].sort());
  });

  it("accepting again as B answers 200 again; C gets 409 share link already accepted", async () => {
    expect((await json(accept(b, link.token))).status).toBe(200);
    expect(await refusal(accept(c, link.token))).toEqual(TAKEN);
    expect(await refusal(accept(c, link.token, "ru"))).toEqual({ ...TAKEN, error: "ссылка уже принята" });
  });

  it("a bogus token is not valid, in English and Russian", async () => {
    const bogus = "A".repeat(43);
    expect(await refusal(accept(b, bogus))).toEqual(NOT_VALID);
    expect(await refusal(accept(b, bogus, "ru"))).toEqual({ ...NOT_VALID, error: "ссылка для общего доступа недействительна" });
    expect(ERROR_TEXTS.shareNotValid).toEqual({ en: "share link not valid", ru: "ссылка для общего доступа недействительна" });
  });

  it("the owner accepting his own link gets not valid", async () => {
    const own = (await create(a)).body;
    expect(await refusal(accept(a, own.token))).toEqual(NOT_VALID);
    expect((await env.database.db.selectFrom("progress_shares").select("viewer_uid").where("id", "=", own.id).executeTakeFirstOrThrow()).viewer_uid).toBeNull();
  });

  it("the shared progress call refuses C, A himself, and visitors", async () => {
    expect(await refusal(shared(c, link.id))).toEqual(NOT_VALID);
    expect(await refusal(shared(a, link.id))).toEqual(NOT_VALID);
    expect(await refusal(shared(visitor, link.id))).toEqual({ status: 401, code: "notLoggedIn", error: "Not logged in" });
    expect(await refusal(accept(visitor, link.token))).toEqual({ status: 401, code: "notLoggedIn", error: "Not logged in" });
    expect((await call(visitor, "GET", "/api/be/progression/shares")).status).toBe(401);
  });

  it("lists the links A made and the shares B accepted", async () => {
    const madeByA = await json(call(a, "GET", "/api/be/progression/shares"));
    expect(madeByA.status).toBe(200);
    const mine = madeByA.body.made.find((s: { id: string }) => s.id === link.id);
    expect(mine).toEqual({
      id: link.id,
      charUid: expect.any(String),
      charName: "Ghost",
      gameMode: "pvp",
      createdAt: expect.any(Number),
      accepted: true,
      viewerName: "share_viewer",
    });
    expect(madeByA.body.made.some((s: { accepted: boolean; viewerName: string | null }) => !s.accepted && s.viewerName === null)).toBe(true);
    expect(madeByA.body.accepted).toEqual([]);
    const ofB = await json(call(b, "GET", "/api/be/progression/shares"));
    expect(ofB.body).toEqual({
      made: [],
      accepted: [{ id: link.id, ownerName: "share_owner", charName: "Ghost", gameMode: "pvp", fraction: "USEC", acceptedAt: expect.any(Number) }],
    });
    // C sees nothing of it.
    expect((await json(call(c, "GET", "/api/be/progression/shares"))).body).toEqual({ made: [], accepted: [] });
  });

  it("no write call takes a share id: the view stays read-only", async () => {
    const before = (await json(shared(b, link.id))).body;
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const response = await call(b, method, `/api/be/progression/shared/${link.id}`, { add: { questsDone: [quests[3]] } });
      expect(response.status, method).toBe(404);
    }
    // The progress calls are strict about their fields: a share id is refused, and B's own PMC is all B can change.
    const update = await call(b, "POST", "/api/be/progression/update", { shareId: link.id, add: { questsDone: [quests[3]] } });
    expect(update.status).toBe(403); // B is free: no progress writes at all
    const proViewer = await userWithRole(env.database.db, "pro");
    const other = (await create(a)).body;
    expect((await call(proViewer, "POST", "/api/be/progression/share/accept", { token: other.token })).status).toBe(200);
    const refused = await call(proViewer, "POST", "/api/be/progression/update", { shareId: other.id, add: { questsDone: [quests[3]] } });
    expect(refused.status).toBe(400);
    expect((await call(proViewer, "PUT", "/api/be/users/me", { shareId: other.id, level: 40 })).status).toBe(400);
    expect((await call(proViewer, "PUT", `/api/be/progression/reset/all?share=${other.id}`)).status).toBe(200);
    expect((await json(shared(b, link.id))).body).toEqual(before);
    expect((await json(shared(proViewer, other.id))).body).toMatchObject({ questsDone: before.questsDone, level: 17 });
  });

  it("the viewer drops the share; then it is gone for both", async () => {
    const other = (await create(a)).body;
    expect((await json(accept(c, other.token))).status).toBe(200);
    expect(await refusal(call(b, "DELETE", `/api/be/progression/share/${other.id}`))).toEqual(NOT_VALID);
    expect(await json(call(c, "DELETE", `/api/be/progression/share/${other.id}`))).toEqual({ status: 200, body: { ok: true } });
    expect(await refusal(shared(c, other.id))).toEqual(NOT_VALID);
    // A dropped link cannot be accepted again by anyone.
    expect(await refusal(accept(b, other.token))).toEqual(NOT_VALID);
  });

  it("the owner revokes the link: the view answers 404, the token is no longer valid", async () => {
    expect(await refusal(call(c, "DELETE", `/api/be/progression/share/${link.id}`))).toEqual(NOT_VALID);
    expect(await refusal(call(visitor, "DELETE", `/api/be/progression/share/${link.id}`))).toMatchObject({ status: 401 });
    expect(await json(call(a, "DELETE", `/api/be/progression/share/${link.id}`))).toEqual({ status: 200, body: { ok: true } });
    expect(await refusal(shared(b, link.id))).toEqual(NOT_VALID);
    expect(await refusal(accept(b, link.token))).toEqual(NOT_VALID);
    expect(await refusal(call(a, "DELETE", `/api/be/progression/share/${link.id}`))).toEqual(NOT_VALID);
  });

  it("deleting the shared PMC ends its shares", async () => {
    const owner = await userWithRole(env.database.db, "pro");
    const main = (await json(call(owner, "GET", "/api/be/users/me"))).body.charUid;
    expect((await call(owner, "POST", "/api/be/users/me/char/create", { fraction: "Bear", gameMode: "pve" })).status).toBe(200);
    const pveLink = (await create(owner)).body;
    expect((await call(b, "POST", "/api/be/progression/share/accept", { token: pveLink.token })).status).toBe(200);
    expect((await json(shared(b, pveLink.id))).body.gameMode).toBe("pve");
    expect((await call(owner, "POST", "/api/be/users/me/char/select", { charUid: main })).status).toBe(200);
    const pveChar = (await json(call(owner, "GET", "/api/be/users/me"))).body.chars.find((ch: { gameMode: string }) => ch.gameMode === "pve").uid;
    expect((await call(owner, "POST", "/api/be/users/me/char/delete", { charUid: pveChar })).status).toBe(200);
    expect(await refusal(shared(b, pveLink.id))).toEqual(NOT_VALID);
    expect(await env.database.db.selectFrom("progress_shares").select("id").where("id", "=", pveLink.id).execute()).toEqual([]);
  });
});

describe("two users accepting one link at once", () => {
  it("exactly one gets 200, the other 409", async () => {
    for (let round = 0; round < 5; round++) {
      const owner = await userWithRole(env.database.db, "pro");
      const [b, c] = [await userWithRole(env.database.db, "free"), await userWithRole(env.database.db, "pro")];
      const link = (await create(owner)).body;
      const answers = await Promise.all([accept(b, link.token), accept(c, link.token)]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = answers[0]?.status === 200 ? b : c;
      const row = await env.database.db.selectFrom("progress_shares").select("viewer_uid").where("id", "=", link.id).executeTakeFirstOrThrow();
      expect(row.viewer_uid).toBe(winner.uid);
    }
  });
});

describe("malformed input", () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await userWithRole(env.database.db, "pro");
  });
  const KNOWN_TEXTS = Object.values(ERROR_TEXTS).map((t) => t.en);
  const expectClear = async (response: Response, what: string, statuses: number[]) => {
    const text = await response.text();
    expect(statuses, `${what}: ${response.status} ${text.slice(0, 200)}`).toContain(response.status);
    const body = JSON.parse(text);
    expect(Object.keys(ERROR_TEXTS), what).toContain(body.code);
    expect(
      KNOWN_TEXTS.some((t) => body.error.startsWith(t)),
      what,
    ).toBe(true);
  };

  it("accept refuses bodies that are not {token} with 400", async () => {
    const raw: [string, string | undefined][] = [
      ["no body", undefined],
      ["text", "not json"],
      ["cut-off JSON", '{"token": '],
      ["null", "null"],
      ["an array", "[]"],
      ["a string", JSON.stringify("A".repeat(43))],
    ];
    for (const [what, body] of raw) {
      const request = browserRequest("/api/be/progression/share/accept", {
        method: "POST",
        headers: { "content-type": "application/json", cookie: user.cookie as string },
        ...(body !== undefined ? { body } : {}),
      });
      await expectClear(await env.app.fetch(request), what, [400]);
    }
    const bodies: [string, unknown][] = [
      ["no token", {}],
      ["a numeric token", { token: 5 }],
      ["a null token", { token: null }],
      ["a token too short", { token: "A".repeat(42) }],
      ["a token too long", { token: "A".repeat(44) }],
      ["a 100 KB token", { token: "A".repeat(100_000) }],
      ["a token with bad characters", { token: `${"A".repeat(42)}=` }],
      ["a token in an array", { token: ["A".repeat(43)] }],
      ["an unknown field", { token: "A".repeat(43), viewerUid: user.uid }],
    ];
    // The 100 KB token is over the call's body limit: 413 (issue 21, finding 2).
    for (const [what, body] of bodies)
      await expectClear(await call(user, "POST", "/api/be/progression/share/accept", body), what, what === "a 100 KB token" ? [413] : [400]);
  });

  it("a share id not of the id format answers 400 or 404 with the usual error body, never 500", async () => {
    const ids = [
      "x",
      "A".repeat(15),
      "A".repeat(17),
      "A".repeat(10_000),
      "%00%00",
      "..%2F..%2Fusers",
      "constructor",
      "__proto__",
      "аааааааааааааааа",
      "'%20or%201=1--",
    ];
    for (const id of ids) {
      await expectClear(await call(user, "GET", `/api/be/progression/shared/${id}`), `GET ${id.slice(0, 30)}`, [400, 404]);
      await expectClear(await call(user, "DELETE", `/api/be/progression/share/${id}`), `DELETE ${id.slice(0, 30)}`, [400, 404]);
    }
    // Well-formed but unknown: not valid.
    expect(await refusal(call(user, "GET", `/api/be/progression/shared/${"A".repeat(16)}`))).toEqual(NOT_VALID);
    expect(await refusal(call(user, "DELETE", `/api/be/progression/share/${"A".repeat(16)}`))).toEqual(NOT_VALID);
  });
});
