import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type DatabaseHandle, setUserFlags } from "@raidkit/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { discordBot } from "../../apps/server/src/config.ts";
import { createLogger } from "../../apps/server/src/logger.ts";
import { DiscordDirectMessages } from "../../apps/server/src/services/discordMessages.ts";
import { type TestUser, userWithRole } from "../helpers/accounts.ts";
import { generatedItem, generatedPve, type LocalGraphql, startLocalGraphql } from "../helpers/localGraphql.ts";
import { createTestApp, requestAs } from "../helpers/testApp.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

/**
 * Fired price alerts sent to the linked Discord account as direct messages (issue 32,
 * docs/decisions/068), against a LOCAL stand-in of Discord's HTTP API (a node:http server on
 * 127.0.0.1, port 0, recording every request): no request leaves this machine.
 */
const SALEWA = "544fb45d4bdc2dee738b4568";
const TOKEN = "test-bot-token.SECRET-never-logged";
const SITE = "https://raidkit.example";
/** Discord user ids (snowflakes) of the linked accounts; the stand-in refuses REFUSING (403) and rate-limits LIMITED once. */
const EN_USER = "111111111111111111";
const RU_USER = "222222222222222222";
const REFUSING = "333333333333333333";
const LIMITED = "444444444444444444";
const FREE_USER = "555555555555555555";

interface Recorded {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** Discord's API as far as the bot uses it: DM channels and messages, with the refusals Discord gives. */
async function startDiscordStandIn() {
  const requests: Recorded[] = [];
  const limitedOnce = new Set<string>();
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = "";
      req.on("data", (chunk) => {
        data += chunk;
      });
      req.on("end", () => resolve(data));
    });
  const server: Server = createServer(async (req, res) => {
    const body = JSON.parse((await read(req)) || "{}") as Record<string, unknown>;
    const path = req.url ?? "";
    requests.push({ method: req.method ?? "", path, authorization: req.headers.authorization, body });
    const reply = (status: number, json: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "content-type": "application/json", ...headers });
      res.end(JSON.stringify(json));
    };
    if (req.headers.authorization !== `Bot ${TOKEN}`) return reply(401, { message: "401: Unauthorized", code: 0 });
    if (req.method === "POST" && path === "/api/v10/users/@me/channels") {
      const recipient = String(body.recipient_id);
      if (recipient === LIMITED && !limitedOnce.has(recipient)) {
        limitedOnce.add(recipient);
        return reply(429, { message: "You are being rate limited.", retry_after: 0.05, global: false }, { "retry-after": "1" });
      }
      return reply(200, { id: `9${recipient.slice(1)}`, type: 1, recipients: [{ id: recipient }] });
    }
    const message = /^\/api\/v10\/channels\/(\d+)\/messages$/.exec(path);
    if (req.method === "POST" && message) {
      if (message[1] === `9${REFUSING.slice(1)}`) return reply(403, { message: "Cannot send messages to this user", code: 50007 });
      return reply(200, { id: "1", channel_id: message[1], content: body.content });
    }
    return reply(404, { message: "404: Not Found", code: 0 });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v10`,
    requests,
    messagesTo: (channelOf: string) => requests.filter((r) => r.path === `/api/v10/channels/9${channelOf.slice(1)}/messages`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Every log line the app writes, as text (to look for the token in). */
function capturedLog() {
  const lines: string[] = [];
  return { lines, log: createLogger("debug", { write: (line: string) => void lines.push(line) }) };
}

describe("price alerts delivered to the linked Discord account (DISCORD_BOT_TOKEN)", () => {
  let database: DatabaseHandle;
  let graphql: LocalGraphql;
  let discord: Awaited<ReturnType<typeof startDiscordStandIn>>;
  let app: ServerApp;
  const logs = capturedLog();
  const salewaAt = (price: number) => generatedItem({ id: SALEWA, price, offers: 20 });
  const setSalewa = (pvp: number) => {
    graphql.setModeItems("regular", [salewaAt(pvp)]);
    graphql.setModeItems("pve", [generatedPve(salewaAt(8_000 / 0.8))]);
  };
  const call = (user: TestUser, method: string, path: string, body?: unknown, locale = "en") =>
    app.fetch(requestAs({ cookie: `${user.cookie}; tm_locale=${locale}` }, method, path, body));

  /** A player with his linked chat-bot account and one alert set (in `locale`) on the Salewa going above 22,000. */
  async function player(role: "pro" | "free" | "expiredPro", botAccount: string | null, locale = "en") {
    const user = await userWithRole(database.db, "pro");
    if (botAccount) expect((await call(user, "PUT", "/api/be/users/me", { botAccount })).status).toBe(200);
    expect((await call(user, "POST", "/api/be/alerts/set", { itemUid: SALEWA, direction: "above", value: 22_000 }, locale)).status).toBe(200);
    // The role afterwards: a free player or an expired Pro keeps the alert he set while Pro.
    if (role !== "pro")
      await setUserFlags(database.db, user.uid as string, role === "free" ? { pro: false, proUntil: null } : { pro: true, proUntil: Date.now() - 60_000 });
    return user;
  }

  beforeAll(async () => {
    database = copyTemplateDb().open();
    graphql = await startLocalGraphql([salewaAt(20_000)]);
    setSalewa(20_000);
    discord = await startDiscordStandIn();
    app = await createTestApp(
      database,
      {
        priceSourceUrl: graphql.url,
        priceSourceModes: ["pvp", "pve"],
        priceBackfillLimit: 0,
        publicUrl: SITE,
        discordBot: { token: TOKEN, apiUrl: discord.url },
      },
      undefined,
      undefined,
      logs.log,
    );
    await app.prices?.runOnce();
  });
  afterAll(async () => {
    await app?.close();
    await graphql?.close();
    await discord?.close();
    await database?.close();
  });

  it("each fired alert goes as a DM in the language it was set in, with the price and the item's link; refusals are logged without the token and fail nothing", async () => {
    await player("pro", `discord:${EN_USER}`, "en");
    await player("pro", `discord:${RU_USER}`, "ru");
    await player("pro", `discord:${REFUSING}`);
    await player("pro", `discord:${LIMITED}`);
    await player("pro", "twitch:somestreamer");
    await player("pro", null);
    await player("free", `discord:${FREE_USER}`);
    expect(discord.requests).toEqual([]);

    // The PVP price rises past 22,000: every alert fires once, in this import.
    setSalewa(24_000);
    const results = await app.prices?.runOnce();
    expect(
      results?.every((r) => r.ok),
      JSON.stringify(results),
    ).toBe(true);

    // Every request carried the bot's token, and went to the local stand-in only.
    expect(discord.requests.length).toBeGreaterThan(0);
    expect(discord.requests.every((r) => r.authorization === `Bot ${TOKEN}`)).toBe(true);
    // A DM channel per Discord-linked Pro player (the rate-limited one asked twice), none for the others.
    const recipients = discord.requests.filter((r) => r.path === "/api/v10/users/@me/channels").map((r) => r.body.recipient_id);
    expect(recipients.sort()).toEqual([EN_USER, RU_USER, REFUSING, LIMITED, LIMITED].sort());

    const [en] = discord.messagesTo(EN_USER);
    expect(discord.messagesTo(EN_USER)).toHaveLength(1);
    expect(en?.body.content).toBe(
      "**Price alert** · Salewa first aid kit (PVP) is now ₽24,000: at or above your ₽22,000 (it was ₽20,000).\n" +
        "This alert has fired and is done; set a new one on the site to watch again.\n" +
        `${SITE}/item/salewa_first_aid_kit`,
    );
    expect(en?.body.allowed_mentions).toEqual({ parse: [] });
    const ru = String(discord.messagesTo(RU_USER)[0]?.body.content);
    expect(ru).toMatch(
      /^\*\*Ценовое оповещение\*\* · Аптечка Salewa First Aid Kit \(PVP\) теперь стоит ₽24\s000: не ниже вашего значения ₽22\s000 \(было ₽20\s000\)\.\n/,
    );
    expect(ru).toContain(`${SITE}/ru/item/salewa_first_aid_kit`);
    // The 429 was waited for (retry_after) and the message then went.
    expect(discord.messagesTo(LIMITED)).toHaveLength(1);
    // Discord refused the refusing user's DM: tried once, logged.
    expect(discord.messagesTo(REFUSING)).toHaveLength(1);
    const warning = logs.lines.find((l) => l.includes("discord direct message not sent"));
    expect(warning).toContain(REFUSING);
    expect(warning).toContain("HTTP 403: Cannot send messages to this user (code 50007)");
    expect(logs.lines.join("\n")).not.toContain(TOKEN);
    expect(logs.lines.join("\n")).not.toContain("SECRET");

    // The alerts fired for everyone all the same (the site shows them); the next import sends nothing again.
    const before = discord.requests.length;
    setSalewa(25_000);
    await app.prices?.runOnce();
    expect(discord.requests.length).toBe(before);
  });

  it("/account and /traders say alerts go to Discord when the server has a token (the public config's flag), in both languages", async () => {
    const linked = await userWithRole(database.db, "pro");
    await call(linked, "PUT", "/api/be/users/me", { botAccount: `discord:${EN_USER}` });
    const unlinked = await userWithRole(database.db, "pro");
    const page = async (user: TestUser, path: string, locale = "en") => (await call(user, "GET", path, undefined, locale)).text();
    expect(await page(linked, "/account")).toContain("Your fired price alerts are also sent to your Discord account as direct messages.");
    expect(await page(linked, "/account", "ru")).toContain("Ваши сработавшие ценовые оповещения также приходят в ваш Discord личным сообщением.");
    expect(await page(unlinked, "/account")).toContain(
      "This server sends fired price alerts to Discord as direct messages: link discord:&lt;your Discord user id&gt; to get them.",
    );
    expect(await page(unlinked, "/traders")).toContain("Fired price alerts are also sent as a Discord direct message");
    expect(await page(unlinked, "/traders", "ru")).toContain("Сработавшие ценовые оповещения также приходят личным сообщением");
  });
});

describe("the Discord sender's failures", () => {
  it("no answer, a server error and a long rate limit are one warning each, without the token, and no throw", async () => {
    const discord = await startDiscordStandIn();
    const lines: string[] = [];
    const log = createLogger("debug", { write: (line: string) => void lines.push(line) });
    // Nothing listens on the stand-in's port once it is closed.
    const closedUrl = discord.url;
    await discord.close();
    const down = new DiscordDirectMessages({ token: TOKEN, apiUrl: closedUrl, log, timeoutMs: 2_000 });
    expect(await down.send(EN_USER, "hello")).toBe(false);

    // A server error, then a 429 asking for longer than the sender waits.
    let asked = 0;
    const server = createServer((_req, res) => {
      const limited = asked++ > 0;
      res.writeHead(limited ? 429 : 500, { "content-type": "application/json" });
      res.end(JSON.stringify(limited ? { message: "You are being rate limited.", retry_after: 60 } : { message: "Internal Server Error", code: 0 }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v10`;
    const failing = new DiscordDirectMessages({ token: TOKEN, apiUrl: url, log, maxRetryWaitMs: 1_000 });
    expect(await failing.send(EN_USER, "hello")).toBe(false);
    expect(await failing.send(EN_USER, "hello")).toBe(false);
    await new Promise<void>((resolve) => server.close(() => resolve()));

    const warnings = lines.filter((l) => l.includes("discord direct message not sent"));
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toContain("request failed");
    expect(warnings[1]).toContain("HTTP 500: Internal Server Error");
    expect(warnings[2]).toContain("HTTP 429 rate limited (retry after 60 s)");
    expect(lines.join("\n")).not.toContain(TOKEN);
  });

  it("DISCORD_BOT_TOKEN unset: no bot; DISCORD_API_URL defaults to Discord's v10 API", () => {
    expect(discordBot(undefined, undefined)).toBeNull();
    expect(discordBot("  ", "http://127.0.0.1:1")).toBeNull();
    expect(discordBot("abc", undefined)).toEqual({ token: "abc", apiUrl: "https://discord.com/api/v10" });
    expect(discordBot("abc", "http://127.0.0.1:9/api/v10/")).toEqual({ token: "abc", apiUrl: "http://127.0.0.1:9/api/v10" });
    expect(discordBot("abc", "not a url")).toEqual({ token: "abc", apiUrl: "https://discord.com/api/v10" });
  });
});
