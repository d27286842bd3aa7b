import { generateKeyPairSync, type KeyObject, sign } from "node:crypto";
import type { DatabaseHandle } from "@raidkit/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { discordApp } from "../../apps/server/src/config.ts";
import { userWithRole } from "../helpers/accounts.ts";
import { browserRequest, createTestApp, requestAs } from "../helpers/testApp.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

/**
 * Discord's HTTP interactions (issue 18, item 2) with REAL Ed25519 signatures: a key pair made here
 * (node:crypto), the app configured with its public key as DISCORD_PUBLIC_KEY would be; requests
 * signed with the private key as Discord signs them (timestamp + raw body).
 */
const APPLICATION_ID = "123456789012345678";
const PUBLIC_URL = "https://raidkit.example";
const keys = generateKeyPairSync("ed25519");
const publicHex = Buffer.from(keys.publicKey.export({ format: "jwk" }).x as string, "base64url").toString("hex");
const other = generateKeyPairSync("ed25519");

let database: DatabaseHandle;
let app: ServerApp;
let off: ServerApp;
beforeAll(async () => {
  database = copyTemplateDb().open();
  app = await createTestApp(database, { publicUrl: PUBLIC_URL, discord: discordApp(APPLICATION_ID, publicHex) });
  off = await createTestApp(database, { publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await app?.close();
  await off?.close();
  await database?.close();
});

const now = () => String(Math.floor(Date.now() / 1000));
function signed(
  body: string,
  options: { key?: KeyObject; timestamp?: string; tamper?: (body: string) => string; headers?: Record<string, string> } = {},
): Request {
  const timestamp = options.timestamp ?? now();
  const signature = sign(null, Buffer.from(timestamp + body), options.key ?? keys.privateKey).toString("hex");
  return new Request("http://localhost/api/discord/interactions", {
    method: "POST",
    headers: { "content-type": "application/json", "x-signature-ed25519": signature, "x-signature-timestamp": timestamp, ...(options.headers ?? {}) },
    body: options.tamper ? options.tamper(body) : body,
  });
}
const command = (options: { name: string; value: string; focused?: boolean }[], extra: Record<string, unknown> = {}, type = 2) =>
  JSON.stringify({
    type,
    id: "1",
    application_id: APPLICATION_ID,
    token: "t",
    data: { id: "2", name: "price", type: 1, options: options.map((o) => ({ type: 3, ...o })) },
    ...extra,
  });

describe("POST /api/discord/interactions", () => {
  it("answers a signed PING with PONG", async () => {
    const response = await app.fetch(signed(JSON.stringify({ type: 1 })));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ type: 1 });
  });

  it("answers /price with the chat bots' line, in the asked language and mode, pinging nobody", async () => {
    const response = await app.fetch(signed(command([{ name: "item", value: "Salewa first aid kit" }])));
    expect(response.status).toBe(200);
    const reply = (await response.json()) as { type: number; data: { content: string; allowed_mentions: unknown } };
    expect(reply.type).toBe(4);
    expect(reply.data.allowed_mentions).toEqual({ parse: [] });
    const chat = await (await app.fetch(new Request("http://localhost/api/bot/price?q=Salewa%20first%20aid%20kit"), { ip: "203.0.113.9" })).text();
    expect(reply.data.content).toBe(chat);
    expect(reply.data.content.endsWith(`${PUBLIC_URL}/item/salewa_first_aid_kit`)).toBe(true);

    const chatLine = async (query: string) => (await app.fetch(new Request(`http://localhost/api/bot/price${query}`), { ip: "203.0.113.9" })).text();
    const ask = async (options: { name: string; value: string }[]) =>
      ((await (await app.fetch(signed(command(options)))).json()) as { data: { content: string } }).data.content;
    const ru = await ask([
      { name: "item", value: "Salewa" },
      { name: "language", value: "ru" },
    ]);
    expect(ru).toBe(await chatLine("?q=Salewa&l=ru"));
    expect(ru).toContain("/ru/item/salewa_first_aid_kit");
    // PVE for a Discord user linked to a Pro account (decision 038): the line of a Pro user's chat-bot command.
    const pro = await userWithRole(database.db, "pro");
    expect((await app.fetch(requestAs(pro, "PUT", "/api/be/users/me", { botAccount: "discord:444444444444444444" }))).status).toBe(200);
    const { token } = (await (await app.fetch(requestAs(pro, "GET", "/api/be/widgets/pve-link"))).json()) as { token: string };
    const pveReply = await app.fetch(
      signed(
        command(
          [
            { name: "item", value: "Salewa" },
            { name: "mode", value: "pve" },
          ],
          { member: { user: { id: "444444444444444444" } } },
        ),
      ),
    );
    const pve = ((await pveReply.json()) as { data: { content: string } }).data.content;
    expect(pve).toBe(await chatLine(`?q=Salewa&m=pve&t=${token}`));
    expect(pve).not.toBe(await chatLine("?q=Salewa"));
    // Without a language option, a Russian Discord client gets Russian.
    const byLocale = (await (await app.fetch(signed(command([{ name: "item", value: "qqqqzzzz" }], { locale: "ru" })))).json()) as {
      data: { content: string };
    };
    expect(byLocale.data.content).toBe("Предмет «qqqqzzzz» не найден. Попробуйте другое название.");
  });

  it("suggests item names by the market's search while typing", async () => {
    const response = await app.fetch(signed(command([{ name: "item", value: "salewa", focused: true }], {}, 4)));
    expect(response.status).toBe(200);
    const reply = (await response.json()) as { type: number; data: { choices: { name: string; value: string }[] } };
    expect(reply.type).toBe(8);
    expect(reply.data.choices[0]).toEqual({ name: "Salewa first aid kit", value: "Salewa first aid kit" });
    expect(reply.data.choices.length).toBeLessThanOrEqual(10);
  });

  it("answers 401 to a missing, malformed or wrong signature, an altered body and a stale timestamp", async () => {
    const body = JSON.stringify({ type: 1 });
    const unsigned = new Request("http://localhost/api/discord/interactions", { method: "POST", headers: { "content-type": "application/json" }, body });
    expect((await app.fetch(unsigned)).status).toBe(401);
    expect((await app.fetch(signed(body, { headers: { "x-signature-ed25519": "zz" } }))).status).toBe(401);
    expect((await app.fetch(signed(body, { key: other.privateKey }))).status).toBe(401);
    expect((await app.fetch(signed(body, { tamper: () => JSON.stringify({ type: 2 }) }))).status).toBe(401);
    const replayed = signed(body);
    const otherTime = new Request(replayed, { headers: { ...Object.fromEntries(replayed.headers), "x-signature-timestamp": String(Number(now()) + 1) } });
    expect((await app.fetch(otherTime)).status).toBe(401);
    const stale = await app.fetch(signed(body, { timestamp: String(Math.floor(Date.now() / 1000) - 3600) }));
    expect(stale.status).toBe(401);
  });

  it("refuses a too large body with 413 and a signed body that is not JSON with 400", async () => {
    expect((await app.fetch(signed(JSON.stringify({ type: 1, pad: "x".repeat(70_000) })))).status).toBe(413);
    expect((await app.fetch(signed("not json"))).status).toBe(400);
  });

  it("answers a validly signed body that is not an interaction with 400 and what is wrong, never 500 (issue 30, finding 16)", async () => {
    for (const [body, wrong] of [
      [JSON.stringify(null), "(body)"],
      [JSON.stringify([1, 2]), "(body)"],
      [JSON.stringify("price"), "(body)"],
      [JSON.stringify({}), "type"],
      [JSON.stringify({ type: "2" }), "type"],
      [command([{ name: "item", value: "salewa" }], { locale: 42 }), "locale"],
      [JSON.stringify({ type: 2, data: { name: "price", options: "item=salewa" } }), "data.options"],
      [JSON.stringify({ type: 2, data: { name: "price", options: [null] } }), "data.options.0"],
      [JSON.stringify({ type: 2, data: { name: "price", options: [{ name: 5, type: 3, value: "x" }] } }), "data.options.0.name"],
      [JSON.stringify({ type: 2, data: "price" }), "data"],
      [JSON.stringify({ type: 4, data: { name: "price", options: { find: 1 } } }), "data.options"],
      [command([{ name: "item", value: "salewa" }], { member: { user: { id: "<@everyone>" } } }), "member.user.id"],
      [command([{ name: "item", value: "salewa" }], { member: "me" }), "member"],
    ] as const) {
      const response = await app.fetch(signed(body));
      expect(response.status, body).toBe(400);
      const reply = (await response.json()) as { error: string };
      expect(reply.error, body).toMatch(/^The body is not a Discord interaction: /);
      expect(reply.error, body).toContain(`${wrong}: `);
    }
  });

  it("is 404 when the site has no Discord application, and off for a malformed key", async () => {
    expect((await off.fetch(signed(JSON.stringify({ type: 1 })))).status).toBe(404);
    expect(discordApp(APPLICATION_ID, "abc")).toBeNull();
    expect(discordApp("not-an-id", publicHex)).toBeNull();
    expect(discordApp(undefined, undefined)).toBeNull();
  });
});

describe("/discord-bot", () => {
  const page = async (target: ServerApp, locale?: string) => {
    const response = await target.fetch(browserRequest("/discord-bot", locale ? { locale } : {}));
    return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", "") };
  };
  it("shows the invite link with the applications.commands scope and the command list, in both languages", async () => {
    const en = await page(app);
    expect(en.status).toBe(200);
    expect(en.html).toContain(`https://discord.com/oauth2/authorize?client_id=${APPLICATION_ID}&amp;scope=applications.commands`);
    expect(en.html).toContain("/price item:");
    const ru = await page(app, "ru");
    expect(ru.status).toBe(200);
    expect(ru.html).toContain("Добавить в Discord");
  });
  it("says the bot is not configured when the site has no Discord application", async () => {
    const en = await page(off);
    expect(en.status).toBe(200);
    expect(en.html).toContain('data-testid="discord-not-configured"');
    expect(en.html).not.toContain("discord.com/oauth2/authorize");
    expect((await page(off, "ru")).html).toContain("Discord-бот на этом сайте не настроен");
  });
});
