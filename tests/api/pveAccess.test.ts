import { generateKeyPairSync, sign } from "node:crypto";
import { type DatabaseHandle, setUserFlags } from "@raidkit/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { createRateLimits } from "../../apps/server/src/auth/rateLimits.ts";
import { discordApp } from "../../apps/server/src/config.ts";
import { type TestUser, userWithRole } from "../helpers/accounts.ts";
import { createTestApp, requestAs } from "../helpers/testApp.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

/**
 * Issue 30, finding 10 (decision 038): PVE figures are Pro data on every surface. A visitor read
 * PVE prices through /api/be/cache?mode=pve, an item's history, the widgets, the chat-bot price
 * check and Discord's /price; only /api/v1 refused. One rule now: a Pro session, a Pro user's key,
 * a widget or bot link a Pro account made (its signed token, checked while the maker is Pro), a
 * Discord user linked to a Pro account. Everyone else gets "Pro status required" (en/ru).
 */
const SALEWA = "544fb45d4bdc2dee738b4568";
const PUBLIC_URL = "https://raidkit.example";
const APPLICATION_ID = "123456789012345678";
const keys = generateKeyPairSync("ed25519");
const publicHex = Buffer.from(keys.publicKey.export({ format: "jwk" }).x as string, "base64url").toString("hex");

let database: DatabaseHandle;
let app: ServerApp;
const users: Partial<Record<"visitor" | "free" | "pro" | "expiredPro" | "admin", TestUser>> = {};
const user = (role: keyof typeof users) => users[role] as TestUser;

beforeAll(async () => {
  database = copyTemplateDb().open();
  app = await createTestApp(
    database,
    { publicUrl: PUBLIC_URL, discord: discordApp(APPLICATION_ID, publicHex) },
    undefined,
    createRateLimits({ botIp: { points: 10_000, duration: 60 } }),
  );
  for (const role of ["visitor", "free", "pro", "expiredPro", "admin"] as const) users[role] = await userWithRole(database.db, role);
  // A PVE price (made up for this test), entered as an admin enters one, so PVE has figures to leak.
  const entered = await app.fetch(requestAs(user("admin"), "POST", "/api/be/admin/prices", { uid: SALEWA, mode: "pve", price: 15_432 }));
  expect(entered.status).toBe(200);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const get = (who: TestUser, path: string, headers: Record<string, string> = {}) => app.fetch(requestAs(who, "GET", path, undefined, headers));
const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;
const tokenOf = async (who: TestUser) => {
  const reply = await get(who, "/api/be/widgets/pve-link");
  expect(reply.status).toBe(200);
  expect(reply.headers.get("cache-control")).toContain("no-store");
  const body = (await reply.json()) as { token: string; param: string };
  expect(body.param).toBe("t");
  return body.token;
};
/** A chat bot's request: from its service's server, no cookie. */
const botLine = async (query: string) => {
  const response = await app.fetch(new Request(`http://localhost/api/bot/price${query}`), { ip: "203.0.113.70" });
  expect(response.status, query).toBe(200);
  return { text: await response.text(), cache: response.headers.get("cache-control") };
};
/** A widget in a streaming program: no cookie, only its address. */
const widget = (query: string) => app.fetch(new Request(`http://localhost/api/be/widgets/prices${query}`, { headers: { "accept-language": "en" } }));

describe("the site's own calls: PVE for a Pro session only", () => {
  const pveCalls = [
    "/api/be/cache?mode=pve",
    `/api/be/items/${SALEWA}/history?range=7d&mode=pve`,
    "/api/be/widgets/prices?items=salewa_first_aid_kit&mode=pve",
  ];

  it("a visitor, a free user, a lapsed Pro user and an admin without Pro get 403 'Pro status required', in both languages", async () => {
    for (const role of ["visitor", "free", "expiredPro", "admin"] as const) {
      for (const path of pveCalls) {
        const en = await get(user(role), path);
        expect(en.status, `${role} ${path}`).toBe(403);
        expect(await errorOf(en)).toBe("Pro status required");
        const ru = await get(user(role), path, { cookie: [user(role).cookie, "tm_locale=ru"].filter(Boolean).join("; ") });
        expect(ru.status).toBe(403);
        expect(await errorOf(ru)).toBe("Требуется статус Pro");
      }
    }
  });

  it("a Pro user reads them, privately; PVP stays open to everyone and shareable", async () => {
    for (const path of pveCalls) {
      const reply = await get(user("pro"), path);
      expect(reply.status, path).toBe(200);
      expect(reply.headers.get("cache-control"), path).toMatch(/^private/);
    }
    const prices = (await (await get(user("pro"), "/api/be/widgets/prices?items=salewa_first_aid_kit&mode=pve")).json()) as { items: { price: number }[] };
    expect(prices.items[0]?.price).toBe(15_432);
    const history = await get(user("visitor"), `/api/be/items/${SALEWA}/history?range=7d&mode=pvp`);
    expect(history.status).toBe(200);
    expect(history.headers.get("cache-control")).toBe("public, max-age=60");
    expect((await get(user("visitor"), "/api/be/cache")).status).toBe(200);
    expect((await get(user("visitor"), "/api/be/widgets/prices?items=salewa_first_aid_kit")).status).toBe(200);
  });
});

describe("widget addresses and chat-bot commands made by a Pro account carry its signed token", () => {
  it("only a Pro user gets a token (401 without a session, 403 without Pro)", async () => {
    expect((await get(user("visitor"), "/api/be/widgets/pve-link")).status).toBe(401);
    const free = await get(user("free"), "/api/be/widgets/pve-link");
    expect(free.status).toBe(403);
    expect(await errorOf(free)).toBe("Pro status required");
    expect((await get(user("expiredPro"), "/api/be/widgets/pve-link")).status).toBe(403);
  });

  it("a widget with a Pro user's token reads PVE prices without a session, kept private", async () => {
    const token = await tokenOf(user("pro"));
    const reply = await widget(`?items=salewa_first_aid_kit&mode=pve&t=${token}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toBe("private, max-age=60");
    expect(((await reply.json()) as { items: { price: number }[] }).items[0]?.price).toBe(15_432);
    // The same widget without its token, or with a token changed by hand, is refused.
    expect((await widget("?items=salewa_first_aid_kit&mode=pve")).status).toBe(403);
    const forged = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    expect((await widget(`?items=salewa_first_aid_kit&mode=pve&t=${forged}`)).status).toBe(403);
    const [, signature] = token.split(".");
    const someoneElse = `${Buffer.from(user("free").uid as string).toString("base64url")}.${signature}`;
    expect((await widget(`?items=salewa_first_aid_kit&mode=pve&t=${someoneElse}`)).status).toBe(403);
  });

  it("a token stops reading PVE once its maker's Pro has ended", async () => {
    const maker = await userWithRole(database.db, "pro");
    const token = await tokenOf(maker);
    await setUserFlags(database.db, maker.uid as string, { proUntil: Date.now() - 1000 });
    const refused = await widget(`?items=salewa_first_aid_kit&mode=pve&t=${token}`);
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toBe("Pro status required");
    expect((await botLine(`?q=salewa&m=pve&t=${token}`)).text).toMatch(/^Pro status required/);
  });

  it("the chat-bot price check answers PVE to a Pro user's command, and a clear line in the asked language to anyone else", async () => {
    const token = await tokenOf(user("pro"));
    const made = await botLine(`?q=salewa&m=pve&t=${token}`);
    expect(made.text.startsWith("[PVE] Salewa first aid kit: ₽15,432 · ")).toBe(true);
    expect(made.cache).toBe("private, max-age=60");
    const en = await botLine("?q=salewa&m=pve");
    expect(en.text).toBe(`Pro status required: PVE prices are for Pro users. A Pro account makes this command on ${PUBLIC_URL}/streamers.`);
    expect(en.text).not.toContain("15,432");
    const ru = await botLine("?q=salewa&m=pve&l=ru");
    expect(ru.text).toBe(`Требуется статус Pro: цены PVE доступны пользователям Pro. Pro-аккаунт создаёт эту команду на ${PUBLIC_URL}/streamers.`);
    expect((await botLine(`?q=salewa&m=pve&t=${token.slice(0, -1)}`)).text).toMatch(/^Pro status required/);
    // PVP is everyone's.
    expect((await botLine("?q=salewa")).text.startsWith("Salewa first aid kit: ")).toBe(true);
    // The site's try-it box asks from the page with the session: a Pro session reads PVE, a free one does not.
    const tryIt = async (who: TestUser) => (await get(who, "/api/bot/price?q=salewa&m=pve")).text();
    expect((await tryIt(user("pro"))).startsWith("[PVE] Salewa first aid kit")).toBe(true);
    expect(await tryIt(user("free"))).toMatch(/^Pro status required/);
  });
});

describe("Discord's /price in PVE: for a Discord user linked to a Pro account", () => {
  const discordIds = { pro: "111111111111111111", free: "222222222222222222", nobody: "333333333333333333" };
  const signed = (body: string) => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = sign(null, Buffer.from(timestamp + body), keys.privateKey).toString("hex");
    return new Request("http://localhost/api/discord/interactions", {
      method: "POST",
      headers: { "content-type": "application/json", "x-signature-ed25519": signature, "x-signature-timestamp": timestamp },
      body,
    });
  };
  const price = async (who: Record<string, unknown>, options: { name: string; value: string }[]) => {
    const body = JSON.stringify({
      type: 2,
      id: "1",
      application_id: APPLICATION_ID,
      token: "t",
      data: { id: "2", name: "price", type: 1, options: options.map((o) => ({ type: 3, ...o })) },
      ...who,
    });
    const response = await app.fetch(signed(body));
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { content: string; flags?: number } }).data;
  };
  const member = (id: string) => ({ member: { user: { id, username: "someone" } }, guild_id: "999999999999999999" });

  beforeAll(async () => {
    // Each links a Discord account on /account, as a user does.
    for (const [role, id] of [
      ["pro", discordIds.pro],
      ["free", discordIds.free],
    ] as const) {
      const linked = await app.fetch(requestAs(user(role), "PUT", "/api/be/users/me", { botAccount: `discord:${id}` }));
      expect(linked.status).toBe(200);
    }
  });

  it("answers the PVE line to a Discord user linked to a Pro account, in a server and in a direct message", async () => {
    const token = await tokenOf(user("pro"));
    const expected = (await botLine(`?q=Salewa&m=pve&t=${token}`)).text;
    const pve = [
      { name: "item", value: "Salewa" },
      { name: "mode", value: "pve" },
    ];
    const inServer = await price(member(discordIds.pro), pve);
    expect(inServer.content).toBe(expected);
    expect(inServer.flags).toBeUndefined();
    const direct = await price({ user: { id: discordIds.pro, username: "someone" } }, pve);
    expect(direct.content).toBe(expected);
  });

  it("tells anyone else, only to them, that PVE needs Pro and how to link the account (en, ru); PVP is everyone's", async () => {
    const pve = [
      { name: "item", value: "Salewa" },
      { name: "mode", value: "pve" },
    ];
    for (const id of [discordIds.free, discordIds.nobody]) {
      const refused = await price(member(id), pve);
      expect(refused.content).toBe(
        `Pro status required: PVE prices are for Pro users. Link this Discord account (discord:${id}) to a Pro account on ${PUBLIC_URL}/account.`,
      );
      expect(refused.flags).toBe(64);
    }
    const ru = await price(member(discordIds.nobody), [...pve, { name: "language", value: "ru" }]);
    expect(ru.content).toBe(
      `Требуется статус Pro: цены PVE доступны пользователям Pro. Привяжите этот аккаунт Discord (discord:${discordIds.nobody}) к Pro-аккаунту на ${PUBLIC_URL}/account.`,
    );
    const pvp = await price(member(discordIds.nobody), [{ name: "item", value: "Salewa" }]);
    expect(pvp.content.startsWith("Salewa first aid kit: ")).toBe(true);
  });
});

describe("the public API keeps its rule, now the same one", () => {
  it("answers PVE to a Pro user's key and 403 'Pro status required' without one", async () => {
    const made = await app.fetch(requestAs(user("pro"), "POST", "/api/be/dev/keys", { name: "pve" }));
    expect(made.status).toBe(201);
    const { key } = (await made.json()) as { key: string };
    const call = (headers: Record<string, string>) =>
      app.fetch(new Request(`http://localhost/api/v1/items/${SALEWA}?mode=pve`, { headers: { "accept-language": "en", ...headers } }), { ip: "10.9.9.9" });
    const keyed = await call({ authorization: `Bearer ${key}` });
    expect(keyed.status).toBe(200);
    expect(((await keyed.json()) as { prices: { lastPrice: number } }).prices.lastPrice).toBe(15_432);
    const anonymous = await call({});
    expect(anonymous.status).toBe(403);
    expect(await errorOf(anonymous)).toBe("Pro status required");
  });
});
