import { ERROR_TEXTS } from "@raidkit/api";
import { BE_ROUTES } from "@raidkit/api/be";
import { V1_ROUTES } from "@raidkit/api/v1";
import { createApiKey, createChar, type DatabaseHandle, setUserFlags } from "@raidkit/db";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { createRateLimits } from "../../apps/server/src/auth/rateLimits.ts";
import { bodyLimitFor } from "../../apps/server/src/http/bodyLimits.ts";
import { apiKeyHash, newApiKey } from "../../apps/server/src/services/apiKeys.ts";
import { type TestUser, userWithRole } from "./accounts.ts";
import { startSmtpServer } from "./smtp.ts";
import { browserRequest, createTestApp } from "./testApp.ts";

/**
 * Bad input on every account call, as a Pro user (the gate lets the request through, so validation
 * answers) and as a visitor: wrong types, 100 KB strings, unknown fields, unknown and malformed ids,
 * non-JSON bodies, arrays and null. Every answer is a 4xx with a JSON `{ code, error }` whose error
 * is one of the catalogue's texts, and a refused request changes nothing the user has stored.
 * Then fast-check throws arbitrary and mutated bodies at the same calls.
 */
const SALEWA = "544fb45d4bdc2dee738b4568";
/** Well-formed (24 hex digits, like the game's ids) but not an id the game has. */
const UNKNOWN_ID = "000000000000000000000000";
const HUGE = "x".repeat(100_000);
const HIGH = { points: 1_000_000, duration: 60 };

/** The suite on a database `open` gives (the imported pack in it): tests/api on SQLite, tests/db on every engine. */
export function badInputSuite(open: () => Promise<DatabaseHandle>): void {
  let database: DatabaseHandle;
  let app: ServerApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let pro: TestUser;
  let other: TestUser;
  const visitor: TestUser = { role: "visitor", uid: null, cookie: null };
  /** The Pro user's second PMC, and a PMC of another user. */
  let proOtherChar: string;
  let otherUsersChar: string;
  let questUid: string;
  let moduleId: string;
  /** The token of a share link the other user made. */
  let shareToken: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await open();
    app = await createTestApp(
      database,
      { smtpUrl: smtp.url },
      undefined,
      createRateLimits({ sendCodeIp: HIGH, sendCodeEmail: HIGH, verifyIp: HIGH, oauthIp: HIGH, writeUser: HIGH, writeIp: HIGH }),
    );
    pro = await userWithRole(database.db, "pro");
    other = await userWithRole(database.db, "pro");
    proOtherChar = (await createChar(database.db, pro.uid as string, { fraction: "Bear", gameMode: "pve" })).uid;
    otherUsersChar = (await createChar(database.db, other.uid as string, { fraction: "Bear", gameMode: "pve" })).uid;
    questUid = (await database.db.selectFrom("quests").select("uid").orderBy("uid").executeTakeFirstOrThrow()).uid;
    const station = await database.db.selectFrom("stations").select("id").orderBy("id").executeTakeFirstOrThrow();
    moduleId = `${station.id}-1`;
    const share = await send(other, "POST", "/api/be/progression/share", { none: true });
    expect(share.status).toBe(200);
    shareToken = (await share.json()).token;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await smtp?.close();
  });

  /** Bytes of a body as sent. */
  const bodySize = (body: Body) => Buffer.byteLength("json" in body ? (JSON.stringify(body.json) ?? "") : "raw" in body ? body.raw : "");

  /** A body as sent: a JSON value, or raw text (`raw`) for bodies that are not JSON. */
  type Body = { json: unknown } | { raw: string } | { none: true };

  function send(user: TestUser, method: string, path: string, body: Body, locale?: string): Promise<Response> {
    const headers: Record<string, string> = {};
    let text: string | undefined;
    if ("json" in body) {
      headers["content-type"] = "application/json";
      // JSON.stringify(undefined) is undefined: such a request goes out without a body.
      text = JSON.stringify(body.json);
    } else if ("raw" in body) {
      headers["content-type"] = "application/json";
      text = body.raw;
    }
    const request = browserRequest(path, { method, headers, ...(text !== undefined ? { body: text } : {}), ...(locale ? { locale } : {}) });
    if (user.cookie) request.headers.set("cookie", [request.headers.get("cookie"), user.cookie].filter(Boolean).join("; "));
    return app.fetch(request, { ip: "10.9.0.1" });
  }

  const state = async (user: TestUser) => {
    const response = await send(user, "GET", "/api/be/users/me", { none: true });
    expect(response.status).toBe(200);
    return response.json();
  };

  const KNOWN_TEXTS = Object.values(ERROR_TEXTS).map((t) => t.en);

  /** The answer is a 4xx with a JSON `{ code, error }` whose error starts with a catalogue text. */
  async function expectClearRefusal(response: Response, what: string): Promise<{ status: number; code: string; error: string }> {
    const text = await response.text();
    const context = `${what} → ${response.status} ${text.slice(0, 300)}`;
    expect(response.status, context).toBeGreaterThanOrEqual(400);
    expect(response.status, context).toBeLessThan(500);
    expect(response.headers.get("content-type"), context).toMatch(/^application\/json/);
    const body = JSON.parse(text);
    expect(body, context).toMatchObject({ code: expect.any(String), error: expect.any(String) });
    expect(Object.keys(ERROR_TEXTS), context).toContain(body.code);
    expect(
      KNOWN_TEXTS.some((t) => body.error.startsWith(t)),
      context,
    ).toBe(true);
    expect(body.error, context).not.toMatch(/\n\s+at |\[object Object\]|SQLITE|syntax error|TypeError/);
    return { status: response.status, code: body.code, error: body.error };
  }

  interface Call {
    name: string;
    method: "POST" | "PUT";
    /** The path (the reset call takes its kind in the path). */
    path: string;
    /** A valid body, for mutations (none for the reset call). */
    valid?: () => Record<string, unknown>;
    /** Whether a visitor passes the gate (then validation answers the visitor too). */
    open?: boolean;
  }

  const CALLS: Call[] = [
    {
      name: "change the user",
      method: "PUT",
      path: "/api/be/users/me",
      valid: () => ({ username: "Fuzzy_Player", level: 12, charName: "Fuzzy", tradersLL: { Prapor: 2 }, hideoutUseFee: false }),
    },
    { name: "select a PMC", method: "POST", path: "/api/be/users/me/char/select", valid: () => ({ charUid: proOtherChar }) },
    { name: "create a PMC", method: "POST", path: "/api/be/users/me/char/create", valid: () => ({ fraction: "USEC", gameMode: "pve" }) },
    { name: "copy progress", method: "POST", path: "/api/be/users/me/char/copy-from", valid: () => ({ charUid: proOtherChar }) },
    { name: "delete a PMC", method: "POST", path: "/api/be/users/me/char/delete", valid: () => ({ charUid: proOtherChar }) },
    {
      name: "update progress",
      method: "POST",
      path: "/api/be/progression/update",
      valid: () => ({ add: { questsDone: [questUid], modulesBuilt: [moduleId] }, remove: { questsHidden: [questUid] }, set: { itemsFound: { [SALEWA]: 3 } } }),
    },
    {
      name: "set a custom price",
      method: "POST",
      path: "/api/be/items/price/set",
      valid: () => ({ userUid: pro.uid, itemUid: SALEWA, price: 5000, kind: "sell" }),
    },
    {
      name: "clear one custom price",
      method: "POST",
      path: "/api/be/items/price/remove",
      valid: () => ({ userUid: pro.uid, itemUid: SALEWA, kind: "sell", mode: "pve" }),
    },
    { name: "clear custom prices", method: "POST", path: "/api/be/items/price/clear", valid: () => ({ userUid: pro.uid }) },
    {
      name: "set a price alert",
      method: "POST",
      path: "/api/be/alerts/set",
      valid: () => ({ itemUid: SALEWA, direction: "above", value: 50_000, mode: "pve" }),
    },
    { name: "remove a price alert", method: "POST", path: "/api/be/alerts/remove", valid: () => ({ id: crypto.randomUUID() }) },
    { name: "accept a share link", method: "POST", path: "/api/be/progression/share/accept", valid: () => ({ token: shareToken }) },
    { name: "send a login code", method: "POST", path: "/api/be/auth/email/send-code", valid: () => ({ email: "fuzz@example.test" }), open: true },
    {
      name: "check a login code",
      method: "POST",
      path: "/api/be/auth/email/verify",
      valid: () => ({ email: "fuzz@example.test", code: "123456" }),
      open: true,
    },
    // Issue 30, finding 13: a NUL in a key's name was a 500 on PostgreSQL.
    { name: "make an API key", method: "POST", path: "/api/be/dev/keys", valid: () => ({ name: "fuzz key" }) },
  ];
  const BODY_CALLS = CALLS.filter((c) => c.valid);

  /** Bodies no call takes. */
  const NOT_AN_OBJECT: [string, Body][] = [
    ["no body", { none: true }],
    ["an empty body", { raw: "" }],
    ["text", { raw: "not json" }],
    ["cut-off JSON", { raw: '{"a": ' }],
    ["XML", { raw: "<user><level>3</level></user>" }],
    ["a form", { raw: "level=3&hideoutUseFee=false" }],
    ["100 KB of text", { raw: HUGE }],
    ["null", { json: null }],
    ["an empty array", { json: [] }],
    ["a number", { json: 42 }],
    ["a string", { json: "level" }],
    ["true", { json: true }],
    ["a 100 KB string", { json: HUGE }],
    ["deep nesting", { raw: `${"[".repeat(5000)}${"]".repeat(5000)}` }],
  ];

  /** Per call: bodies with wrong types, huge strings, unknown fields and bad ids. */
  const badBodies = (call: Call): [string, unknown][] => {
    const valid = call.valid?.() ?? {};
    const common: [string, unknown][] = [
      ["an array holding the valid body", [valid]],
      ["an unknown field", { ...valid, unknownField: 1 }],
      ["a 100 KB unknown field name", { ...valid, [HUGE]: 1 }],
      ["a __proto__ field", JSON.parse(`{"__proto__": {"pro": true, "admin": true}, ${JSON.stringify(valid).slice(1)}`)],
    ];
    const byCall: Record<string, [string, unknown][]> = {
      "change the user": [
        ["a numeric username", { username: 123 }],
        ["a short username", { username: "ab" }],
        ["a 100 KB username", { username: HUGE }],
        ["a username with spaces", { username: "bad name!" }],
        ["a boolean level", { level: true }],
        ["a null level", { level: null }],
        ["a level in an array", { level: [1] }],
        ["a 100 KB level", { level: HUGE }],
        ["a 100 KB PMC name", { charName: HUGE }],
        // PostgreSQL text refuses NUL: this was a 500 there before the contract refused control characters.
        ["a NUL in the PMC name", { charName: "a\u0000b" }],
        ["a line break in the PMC name", { charName: "a\nb" }],
        ["a loyalty level object", { tradersLL: { Prapor: {} } }],
        ["loyalty levels as an array", { tradersLL: [1, 2] }],
        ["an unknown trader", { tradersLL: { NotATrader: 2 } }],
        ["a malformed trader id", { tradersLL: { "Prapor!": 2 } }],
        ["a 100 KB trader id", { tradersLL: { [HUGE]: 2 } }],
        ["an unknown favourite item", { favList: { add: [UNKNOWN_ID] } }],
        ["a malformed favourite item", { favList: { add: ["../etc/passwd"] } }],
        ["favourites as a string", { favList: { add: SALEWA } }],
        ["1,001 favourites", { favList: { add: Array.from({ length: 1001 }, () => SALEWA) } }],
        ["an unknown favList field", { favList: { toggle: [SALEWA] } }],
        ["a string for a switch", { hideoutUseFee: "false" }],
        ["a number for a switch", { hideoutUseFlea: 1 }],
        ["an unknown fuel", { hideoutUseFuel: "diesel" }],
        ["an unknown price field", { hideoutUsePriceField: "cheapest" }],
        ["an unknown faction", { fraction: "Scav" }],
        ["an unknown game mode", { gameMode: "arena" }],
        ["a numeric edition", { gameEdition: 5 }],
        ["a skill object", { skill_Crafting: { value: 10 } }],
        ["a valid change next to a bad one", { level: 30, hideoutUseFee: "no" }],
      ],
      "select a PMC": charUidBodies(),
      "copy progress": charUidBodies(),
      "delete a PMC": [...charUidBodies(), ["the selected PMC", { charUid: "selected" }]],
      "create a PMC": [
        ["an unknown faction", { fraction: "Scav", gameMode: "pvp" }],
        ["no game mode", { fraction: "USEC" }],
        ["a numeric game mode", { fraction: "USEC", gameMode: 1 }],
        ["a 100 KB faction", { fraction: HUGE, gameMode: "pvp" }],
        ["a lower-case faction", { fraction: "usec", gameMode: "pvp" }],
        ["an empty object", {}],
      ],
      "update progress": [
        ["an unknown quest", { add: { questsDone: [UNKNOWN_ID] } }],
        ["an unknown hidden quest to remove", { remove: { questsHidden: [UNKNOWN_ID] } }],
        ["an unknown module", { add: { modulesBuilt: ["hideout-99"] } }],
        ["an item id as a module", { add: { modulesBuilt: [SALEWA] } }],
        ["an unknown item count", { set: { itemsFound: { [UNKNOWN_ID]: 1 } } }],
        ["a known and an unknown quest", { add: { questsDone: [questUid, UNKNOWN_ID] } }],
        ["ids as a string", { add: { questsDone: questUid } }],
        ["a null id", { remove: { questsDone: [null] } }],
        ["a 100 KB id", { add: { questsDone: [HUGE] } }],
        ["1,001 ids", { add: { questsDone: Array.from({ length: 1001 }, () => questUid) } }],
        ["itemsFound as a list", { add: { itemsFound: [SALEWA] } }],
        ["an unknown list", { add: { questsAbandoned: [questUid] } }],
        ["set of a list", { set: { questsDone: [questUid] } }],
        ["a negative count", { set: { itemsFound: { [SALEWA]: -1 } } }],
        ["a fractional count", { set: { itemsFound: { [SALEWA]: 1.5 } } }],
        ["a huge count", { set: { itemsFound: { [SALEWA]: 1e7 } } }],
        ["a string count", { set: { itemsFound: { [SALEWA]: "3" } } }],
        ["a malformed item id", { set: { itemsFound: { "bad id": 1 } } }],
      ],
      "set a custom price": [
        ["an unknown item", { userUid: pro.uid, itemUid: UNKNOWN_ID, price: 1 }],
        ["a malformed item id", { userUid: pro.uid, itemUid: "bad id!", price: 1 }],
        ["another user's account", { userUid: other.uid, itemUid: SALEWA, price: 1 }],
        ["a malformed user id", { userUid: "me", itemUid: SALEWA, price: 1 }],
        ["an upper-case user id", { userUid: String(pro.uid).toUpperCase(), itemUid: SALEWA, price: 1 }],
        ["a negative price", { userUid: pro.uid, itemUid: SALEWA, price: -1 }],
        ["a fractional price", { userUid: pro.uid, itemUid: SALEWA, price: 10.5 }],
        ["a price too high", { userUid: pro.uid, itemUid: SALEWA, price: 1e11 }],
        ["a string price", { userUid: pro.uid, itemUid: SALEWA, price: "5000" }],
        ["no price", { userUid: pro.uid, itemUid: SALEWA }],
        ["an unknown kind", { userUid: pro.uid, itemUid: SALEWA, price: 1, kind: "rent" }],
        ["a 100 KB item id", { userUid: pro.uid, itemUid: HUGE, price: 1 }],
      ],
      "clear custom prices": [
        ["another user's account", { userUid: other.uid }],
        ["a malformed user id", { userUid: "me" }],
        ["a numeric user id", { userUid: 7 }],
        ["a 100 KB user id", { userUid: HUGE }],
        ["an empty object", {}],
      ],
      "accept a share link": [
        ["no token", {}],
        ["a numeric token", { token: 5 }],
        ["a null token", { token: null }],
        ["a short token", { token: "A".repeat(42) }],
        ["a 100 KB token", { token: HUGE }],
        ["a token with a NUL", { token: `${"A".repeat(42)}\u0000` }],
        ["an unknown token", { token: "A".repeat(43) }],
        ["a token in an array", { token: [shareToken] }],
        ["another user as viewer", { token: shareToken, viewerUid: other.uid }],
      ],
      "send a login code": [
        ["a numeric address", { email: 5 }],
        ["a 100 KB address", { email: `${HUGE}@example.test` }],
        ["not an address", { email: "not-an-email" }],
        ["a null address", { email: null }],
        ["two addresses", { email: ["a@example.test", "b@example.test"] }],
        ["an address with a line break", { email: "a@example.test\r\nBcc: b@example.test" }],
        ["an empty object", {}],
      ],
      "make an API key": [
        ["a NUL in the name", { name: "key\u0000" }],
        ["a bell in the name", { name: "key\u0007" }],
        ["a C1 control in the name", { name: "key\u0085" }],
        ["a lone surrogate in the name", { name: "key\ud800" }],
        ["a NUL in a field's name", { name: "key", "x\u0000": 1 }],
        ["an empty name", { name: " " }],
        ["a 100 KB name", { name: HUGE }],
        ["a numeric name", { name: 5 }],
      ],
      "check a login code": [
        ["no code", { email: "fuzz@example.test" }],
        ["a numeric code", { email: "fuzz@example.test", code: 123456 }],
        ["a 100 KB code", { email: "fuzz@example.test", code: HUGE }],
        ["a 100 KB address", { email: HUGE, code: "123456" }],
        ["a NUL in the address", { email: "a\u0000@example.test", code: "123456" }],
        ["a code never sent", { email: "never-sent@example.test", code: "123456" }],
        ["a code that is not six digits", { email: "fuzz@example.test", code: "12345a" }],
        ["an empty object", {}],
      ],
    };
    return [...common, ...(byCall[call.name] ?? [])];
  };

  function charUidBodies(): [string, unknown][] {
    return [
      ["a malformed uuid", { charUid: "not-a-uuid" }],
      ["an upper-case uuid", { charUid: proOtherChar.toUpperCase() }],
      ["a uuid of no PMC", { charUid: crypto.randomUUID() }],
      ["another user's PMC", { charUid: otherUsersChar }],
      ["a numeric uuid", { charUid: 5 }],
      ["a null uuid", { charUid: null }],
      ["a 100 KB uuid", { charUid: HUGE }],
      ["no uuid", {}],
    ];
  }

  /** Reset kinds that are not one of quests, items, hideout, all. */
  const BAD_KINDS = ["nope", "QUESTS", "quests ", "constructor", "__proto__", "toString", "all;drop table chars", "квесты", "%00", HUGE];

  describe("bad input as a Pro user", () => {
    let before: unknown;
    beforeAll(async () => {
      before = await state(pro);
    });

    for (const call of BODY_CALLS) {
      describe(call.name, () => {
        it("refuses bodies that are not a JSON object", async () => {
          for (const [what, body] of NOT_AN_OBJECT) {
            const { status } = await expectClearRefusal(await send(pro, call.method, call.path, body), what);
            // Over the call's body limit: 413 before it is read (issue 21, finding 2); else 400.
            expect(status, what).toBe(bodySize(body) > bodyLimitFor(call.path) ? 413 : 400);
          }
          expect(await state(pro)).toEqual(before);
        });
        it("refuses wrong types, huge strings, unknown fields and bad ids", async () => {
          // "the selected PMC" stands for the Pro user's selected PMC (read when the test runs).
          const selected = (before as { charUid: string }).charUid;
          for (const [what, json] of badBodies(call)) {
            const body = JSON.parse(JSON.stringify(json).replace('"selected"', JSON.stringify(selected)));
            await expectClearRefusal(await send(pro, call.method, call.path, { json: body }), what);
          }
          expect(await state(pro)).toEqual(before);
        });
      });
    }

    it("answers unknown ids with the reason: which id is unknown", async () => {
      const progress = await send(pro, "POST", "/api/be/progression/update", { json: { add: { questsDone: [questUid, UNKNOWN_ID] } } });
      expect(await expectClearRefusal(progress, "unknown quest")).toEqual({
        status: 400,
        code: "invalidInput",
        error: `Invalid request: questsDone ${UNKNOWN_ID} unknown id`,
      });
      const price = await send(pro, "POST", "/api/be/items/price/set", { json: { userUid: pro.uid, itemUid: UNKNOWN_ID, price: 1 } });
      expect(await expectClearRefusal(price, "unknown item")).toMatchObject({ status: 404, error: "Item not found" });
      const char = await send(pro, "POST", "/api/be/users/me/char/select", { json: { charUid: crypto.randomUUID() } });
      expect(await expectClearRefusal(char, "unknown PMC")).toMatchObject({ status: 404, error: "PMC not found" });
      const notJson = await send(pro, "PUT", "/api/be/users/me", { raw: "level=3" });
      expect(await expectClearRefusal(notJson, "form")).toMatchObject({ status: 400, error: "Invalid request: (body) the body must be a JSON object" });
      const wrongType = await send(pro, "PUT", "/api/be/users/me", { json: { hideoutUseFee: "false" } });
      expect((await expectClearRefusal(wrongType, "string switch")).error).toMatch(/^Invalid request: hideoutUseFee /);
      const unknownField = await send(pro, "PUT", "/api/be/users/me", { json: { isAdmin: true } });
      expect((await expectClearRefusal(unknownField, "unknown field")).error).toMatch(/^Invalid request: .*isAdmin/);
      expect(await state(pro)).toEqual(before);
    });

    it("refuses reset kinds it does not know", async () => {
      for (const kind of BAD_KINDS) {
        const response = await send(pro, "PUT", `/api/be/progression/reset/${encodeURIComponent(kind)}`, { none: true });
        await expectClearRefusal(response, `reset/${kind.slice(0, 40)}`);
      }
      expect(await state(pro)).toEqual(before);
    });
  });

  /** Every string in a body with its path (values only; the field names are checked apart). */
  function stringPaths(value: unknown, prefix: string[] = []): string[][] {
    if (typeof value === "string") return [prefix];
    if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...prefix, String(i)]));
    if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...prefix, k]));
    return [];
  }
  const withString = (body: unknown, path: string[], change: (s: string) => string): unknown => {
    const copy = structuredClone(body) as Record<string, unknown>;
    const parent = path.slice(0, -1).reduce((node, k) => (node as Record<string, unknown>)[k], copy as unknown) as Record<string, unknown>;
    const last = path.at(-1) as string;
    parent[last] = change(parent[last] as string);
    return copy;
  };
  /** A control character, DEL, C1 and a lone surrogate: what the boundary rule refuses (issue 30, finding 13). */
  const REFUSED = ["\u0000", "\u0007", "\u001b", "\u007f", "\u0085", "\ud800"];
  const label = (ch: string) => `U+${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;

  describe("control characters in any string an account call takes (issue 30, finding 13)", () => {
    for (const call of BODY_CALLS) {
      it(`${call.name}: 400 naming the field and the character, in en and ru, nothing changed`, async () => {
        const before = await state(pro);
        const valid = call.valid?.() ?? {};
        const paths = stringPaths(valid);
        expect(paths.length, call.name).toBeGreaterThan(0);
        for (const path of paths) {
          for (const ch of REFUSED) {
            const body = withString(valid, path, (v) => `${v}${ch}`);
            const response = await send(pro, call.method, call.path, { json: body });
            const what = `${path.join(".")} ${label(ch)}`;
            expect(response.status, what).toBe(400);
            expect(((await response.json()) as { error: string }).error, what).toBe(
              `Invalid request: ${path.join(".")} has a control character (${label(ch)})`,
            );
          }
          const ru = await send(pro, call.method, call.path, { json: withString(valid, path, (v) => `\u0000${v}`) }, "ru");
          expect(((await ru.json()) as { error: string }).error).toBe(`Неверный запрос: ${path.join(".")} содержит управляющий символ (U+0000)`);
        }
        const inKey = await send(pro, call.method, call.path, { json: { ...valid, "a\u0000": 1 } });
        expect(((await inKey.json()) as { error: string }).error).toBe("Invalid request: (body) has a field name with a control character (U+0000)");
        expect(await state(pro)).toEqual(before);
        // Tab and line breaks are no such characters: whatever the call answers, it is not that.
        const lines = await send(pro, call.method, call.path, { json: withString(valid, paths[0] as string[], (v) => `${v}\n`) });
        expect(await lines.text()).not.toContain("control character");
      });
    }
  });

  describe("the boundary rule on every declared call, /api/be and /api/v1 (issue 30, finding 13)", () => {
    /** An admin with Pro and a Pro API key: every gate lets the request through to its input. */
    let staff: TestUser;
    let key: string;
    beforeAll(async () => {
      staff = await userWithRole(database.db, "admin");
      await setUserFlags(database.db, staff.uid as string, { pro: true, proUntil: Date.now() + 86_400_000 });
      const made = newApiKey();
      await createApiKey(database.db, { id: made.id, keyHash: apiKeyHash(made.key), userUid: staff.uid as string, name: "boundary" });
      key = made.key;
    });
    type Declared = {
      method: string;
      path: string;
      operationId: string;
      request?: { params?: unknown; query?: unknown; body?: { content: Record<string, unknown> } };
    };
    const routes = [
      ...(BE_ROUTES as readonly Declared[]).map((route) => ({ route, base: "/api/be" })),
      ...(V1_ROUTES as readonly Declared[]).map((route) => ({ route, base: "/api/v1" })),
    ].filter(({ route }) => route.request?.params || route.request?.query || route.request?.body?.content["application/json"]);

    const ask = (method: string, url: string, body: unknown, locale?: string) => {
      const request = browserRequest(url, {
        method: method.toUpperCase(),
        headers: { authorization: `Bearer ${key}`, ...(body !== undefined ? { "content-type": "application/json" } : {}) },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        ...(locale ? { locale } : {}),
      });
      request.headers.set("cookie", [request.headers.get("cookie"), staff.cookie].filter(Boolean).join("; "));
      return app.fetch(request, { ip: "10.9.0.2" });
    };

    /** Path parameters in the shape their calls take, for the probes of a query or a body. */
    const WELL_FORMED: Record<string, string> = { id: "abcdefgh12", kind: "crafts", uid: "abc" };

    it("holds every call that takes input (the list is not empty)", () => {
      expect(routes.length).toBeGreaterThan(40);
    });
    for (const { route, base } of routes) {
      it(`${route.method.toUpperCase()} ${base}${route.path} (${route.operationId})`, async () => {
        const params = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
        // Path parameters are checked before the query and the body: those probes go with well-formed ones.
        const path = (first: string) => `${base}${route.path.replace(/\{(\w+)\}/g, (_, name) => (name === params[0] ? first : (WELL_FORMED[name] ?? "x")))}`;
        const json = route.request?.body?.content["application/json"] ? {} : undefined;
        const probes: { url: string; body: unknown; field: string }[] = [];
        if (params.length > 0) probes.push({ url: path("a%00b"), body: json, field: params[0] as string });
        const wellFormed = path(WELL_FORMED[params[0] ?? ""] ?? "x");
        if (route.request?.query) probes.push({ url: `${wellFormed}?probe=a%00b`, body: json, field: "probe" });
        if (json) probes.push({ url: wellFormed, body: { probe: "a\u0000b" }, field: "probe" });
        for (const probe of probes) {
          const en = await ask(route.method, probe.url, probe.body);
          const what = `${probe.url} ${JSON.stringify(probe.body)}`;
          expect(en.status, what).toBe(400);
          expect(((await en.json()) as { error: string }).error, what).toBe(`Invalid request: ${probe.field} has a control character (U+0000)`);
          const ru = await ask(route.method, probe.url, probe.body, "ru");
          expect(((await ru.json()) as { error: string }).error, what).toBe(`Неверный запрос: ${probe.field} содержит управляющий символ (U+0000)`);
        }
      });
    }

    it("a repeated query parameter's every value is held to it", async () => {
      const response = await ask("get", "/api/v1/items?q=salewa&q=a%00b", undefined);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/^Invalid request: q(\.1)? has a control character \(U\+0000\)$/);
    });
  });

  describe("routes outside the declared calls (issue 30, finding 13)", () => {
    /** Pages, the chat bots' price check, static and download paths: each with a NUL, a C1 or a bidi control. */
    const PATHS = [
      "/item/a%00b",
      "/ITEM/a%00b",
      "/ru/item/%00",
      "/tag/a%00b",
      "/maps/a%00b",
      "/loadouts/weapon/a%00b/a%00b",
      "/market?search=a%00b&tag=%C2%85",
      "/?search=%E2%80%AE",
      "/loadouts/search?q=a%00b",
      "/progression/quests?share=a%00b",
      "/widgets/scroll-text?items=%00",
      "/user?returnTo=%00",
      "/a%00b",
      "/map-svg/%00",
      "/downloads/pilot/%00",
      "/api/bot/price?q=%00&l=%00&m=%00",
    ];
    it("never answer 5xx, to a visitor or a Pro user", async () => {
      for (const path of PATHS) {
        for (const user of [visitor, pro]) {
          const request = browserRequest(path);
          if (user.cookie) request.headers.set("cookie", user.cookie);
          const response = await app.fetch(request, { ip: "10.9.0.3" });
          expect(response.status, `${user.role} ${path}`).toBeLessThan(500);
          await response.arrayBuffer();
        }
      }
    });
    it("the chat bots' price check cleans control and text-direction characters from the line it repeats (a chat shows every answer: 200)", async () => {
      const response = await app.fetch(browserRequest(`/api/bot/price?q=${encodeURIComponent("zzqq\u202e\u0085nothing")}`), { ip: "10.9.0.3" });
      expect(response.status).toBe(200);
      const line = await response.text();
      expect(line).toContain("zzqq");
      expect(line).not.toMatch(/[\u202e\u0085]/);
    });
  });

  describe("bad input as a visitor", () => {
    for (const call of CALLS.filter((c) => c.valid)) {
      it(`${call.name}: ${call.open ? "400" : "401 Not logged in"} for every bad body`, async () => {
        const bodies: [string, Body][] = [...NOT_AN_OBJECT, ...badBodies(call).map(([what, json]): [string, Body] => [what, { json }])];
        for (const [what, body] of bodies) {
          const refusal = await expectClearRefusal(await send(visitor, call.method, call.path, body), what);
          // A body over the call's limit is refused before anything else reads it (issue 21, finding 2).
          if (refusal.status === 413) expect(bodySize(body), what).toBeGreaterThan(bodyLimitFor(call.path));
          else if (!call.open) expect(refusal, what).toEqual({ status: 401, code: "notLoggedIn", error: "Not logged in" });
        }
      });
    }
    it("reset: 401 Not logged in whatever the kind", async () => {
      for (const kind of [...BAD_KINDS, "quests"]) {
        const refusal = await expectClearRefusal(await send(visitor, "PUT", `/api/be/progression/reset/${encodeURIComponent(kind)}`, { none: true }), kind);
        expect(refusal.status).toBe(401);
      }
    });
  });

  /** Arbitrary JSON-ish values (fast-check's own), objects, and strings that are not JSON at all. */
  const anyBody: fc.Arbitrary<Body> = fc.oneof(
    fc.anything({ stringUnit: "binary", withNullPrototype: true }).map((json): Body => ({ json })),
    fc.object({ stringUnit: "grapheme" }).map((json): Body => ({ json })),
    fc.string({ unit: "binary", maxLength: 200 }).map((raw): Body => ({ raw })),
  );

  type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

  /** Every path to a value inside a valid body. */
  function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
    const here = prefix.length > 0 ? [prefix] : [];
    if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => pathsOf(v, [...prefix, i]))];
    if (value && typeof value === "object") return [...here, ...Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...prefix, k]))];
    return here;
  }

  /** A valid body with one thing changed (a value replaced, a field dropped or added, wrapped, cut off), or as it is. */
  function mutationOf(valid: () => Record<string, unknown>): fc.Arbitrary<Body> {
    const replacement = fc.oneof(
      fc.anything({ maxDepth: 2 }),
      fc.constantFrom(null, true, 0, -1, 1.5, 1e21, "", HUGE, UNKNOWN_ID, "bad id!", "00000000-0000-0000-0000-000000000000", [], {}),
      fc.string({ unit: "grapheme", maxLength: 40 }),
      // Control characters (C0, DEL, C1), text-direction characters and lone surrogates (issue 30, finding 13).
      fc.constantFrom("a\u0000b", "\u0000", "bell\u0007", "\u001b[2J", "x\u007f", "\u0085", "\u009b", "\u202e", "\ud800", "\udfff"),
      fc.string({
        unit: fc.mapToConstant({ num: 0x20, build: (v) => String.fromCharCode(v) }, { num: 0x21, build: (v) => String.fromCharCode(0x7f + v) }),
        maxLength: 10,
      }),
    );
    return fc
      .record({
        op: fc.constantFrom("keep", "replace", "replace", "drop", "add", "add", "wrap", "stringify"),
        at: fc.nat(),
        key: fc.oneof(
          fc.string({ maxLength: 20 }),
          fc.constantFrom("__proto__", "constructor", "pro", "admin", "userUid", "charUid", "a\u0000", "\u0085", "\ud800"),
        ),
        value: replacement,
      })
      .map(({ op, at, key, value }): Body => {
        const body = valid() as Json & Record<string, Json>;
        if (op === "keep") return { json: body };
        if (op === "wrap") return { json: [body] };
        if (op === "stringify") return { raw: JSON.stringify(body).slice(0, Math.max(1, at % JSON.stringify(body).length)) };
        const paths = pathsOf(body);
        const path = paths[at % paths.length] as (string | number)[];
        const parent = path.slice(0, -1).reduce((node: Json, k) => (node as Record<string | number, Json>)[k] as Json, body) as Record<string | number, Json>;
        const last = path.at(-1) as string | number;
        if (op === "drop") delete parent[last];
        else if (op === "add") Object.defineProperty(parent, key, { value: value as Json, enumerable: true, configurable: true, writable: true });
        else parent[last] = value as Json;
        return { json: body };
      });
  }

  /** A short description of a body for failure messages. */
  const describeBody = (body: Body) =>
    ("json" in body ? JSON.stringify(body.json) : "raw" in body ? `raw ${JSON.stringify(body.raw)}` : "no body")?.slice(0, 300);

  /** Statuses answered in the property runs, per call (printed at the end). */
  const statuses = new Map<string, Map<number, number>>();

  /** Sends the body; checks the answer is < 500 and JSON; after a 4xx, the user's state must be as before. */
  async function checkAnswer(user: TestUser, method: string, path: string, body: Body, known: { state: unknown }): Promise<void> {
    const response = await send(user, method, path, body);
    const text = await response.text();
    const name = `${user.role} ${method} ${path.startsWith("/api/be/progression/reset/") ? "/api/be/progression/reset/{kind}" : path}`;
    const counts = statuses.get(name) ?? new Map<number, number>();
    statuses.set(name, counts.set(response.status, (counts.get(response.status) ?? 0) + 1));
    const context = `${method} ${path} ${describeBody(body)} → ${response.status} ${text.slice(0, 300)}`;
    expect(response.status, context).toBeLessThan(500);
    expect(response.headers.get("content-type"), context).toMatch(/^application\/json/);
    const json = JSON.parse(text);
    if (response.status >= 400) {
      expect(json, context).toMatchObject({ code: expect.any(String), error: expect.any(String) });
      expect(
        KNOWN_TEXTS.some((t) => json.error.startsWith(t)),
        context,
      ).toBe(true);
    }
    if (!user.cookie) return;
    const now = await state(user);
    if (response.status >= 400) expect(now, context).toEqual(known.state);
    known.state = now;
  }

  describe("property: no account call fails or loses state on any body", () => {
    const RUNS = 150;
    afterAll(() => {
      const lines = [...statuses].map(
        ([name, counts]) =>
          `${name}: ${[...counts]
            .sort(([a], [b]) => a - b)
            .map(([s, n]) => `${s}×${n}`)
            .join(" ")}`,
      );
      console.log(`bad input property runs (status × count):\n${lines.join("\n")}`);
    });
    for (const call of BODY_CALLS) {
      it(`${call.method} ${call.path} as a Pro user`, async () => {
        const known = { state: await state(pro) };
        const bodies = fc.oneof({ arbitrary: anyBody, weight: 1 }, { arbitrary: mutationOf(call.valid as () => Record<string, unknown>), weight: 2 });
        await fc.assert(
          fc.asyncProperty(bodies, (body) => checkAnswer(pro, call.method, call.path, body, known)),
          { numRuns: RUNS },
        );
      });
    }

    it("PUT /api/be/progression/reset/{kind} with arbitrary kinds as a Pro user", async () => {
      const known = { state: await state(pro) };
      const kinds = fc.oneof(
        fc.string({ unit: "grapheme", maxLength: 60 }),
        fc.constantFrom("quests", "items", "hideout", "all", "Quests", "all/", "quests?x=1"),
      );
      await fc.assert(
        fc.asyncProperty(kinds, anyBody, (kind, body) => checkAnswer(pro, "PUT", `/api/be/progression/reset/${encodeURIComponent(kind)}`, body, known)),
        { numRuns: RUNS },
      );
    });

    it("every call as a visitor", async () => {
      const known = { state: null };
      const calls = fc.constantFrom(...BODY_CALLS);
      await fc.assert(
        fc.asyncProperty(calls, anyBody, (call, body) => checkAnswer(visitor, call.method, call.path, body, known)),
        { numRuns: RUNS * 2 },
      );
    });
  });
}
