import { figureVerdict, formatPrice, isSuspect, type MarketRow, queryMarket, realPrice, trustedPrice } from "@raidkit/game";
import { describe, expect, it } from "vitest";
import { createRateLimits } from "../../apps/server/src/auth/rateLimits.ts";
import { CatalogueService } from "../../apps/server/src/services/catalogue.ts";
import { userWithRole } from "../helpers/accounts.ts";
import { appOnTemplateCopy, browserRequest, createTestApp, requestAs } from "../helpers/testApp.ts";

/**
 * The chat bots' price check (issue 18, item 2): GET /api/bot/price on the real app and the data
 * pack, in English and Russian, for exact, fuzzy and missing names and bad input; the line holds
 * the figures the market shows for the same item. Also /streamers/<bot> and the chat-bot account
 * link of /account (PUT /api/be/users/me botAccount).
 */
const PUBLIC_URL = "https://raidkit.example";
const ctx = appOnTemplateCopy({ publicUrl: PUBLIC_URL });

/** A chat bot's request: from its own server, no cookie, no browser headers. */
const ask = (query: string, init: RequestInit = {}) => ctx.app.fetch(new Request(`http://localhost/api/bot/price${query}`, init), { ip: "203.0.113.7" });
const line = async (query: string) => {
  const response = await ask(query);
  expect(response.status, query).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
  return response.text();
};

/** The market's row for an item (the catalogue the market page reads, built on the same database). */
async function marketRow(search: string, locale: "en" | "ru" = "en", mode = "pvp"): Promise<MarketRow> {
  const catalogue = new CatalogueService(ctx.database.db, () => null);
  const row = queryMarket((await catalogue.get(locale, mode)).market, { search, pageSize: 1 }).rows[0];
  if (!row) throw new Error(`no market row for ${search}`);
  return row;
}

describe("GET /api/bot/price", () => {
  it("answers an exact name with the market's trusted figures, trader offer and page link (en; Bottle of hydrogen peroxide, last price under Therapist's)", async () => {
    const text = await line("?q=Bottle%20of%20hydrogen%20peroxide");
    const row = await marketRow("Bottle of hydrogen peroxide");
    expect(row.uid).toBe("59e361e886f774176c10a2a5");
    // The pack's newest PVP last price (₽7,500) is under what Therapist pays (₽7,665): the trusted price is its 24 h average, named (issue 34).
    expect(trustedPrice(row)).toEqual({ price: 10_148, figure: "avg24h" });
    expect(text.startsWith("Bottle of hydrogen peroxide: ₽10,148 (24 h avg) · last price ₽7,500 doubtful, not used · ")).toBe(true);
    const trader = realPrice(row.traderPrice);
    expect(trader).toBe(7665);
    expect(text).toContain(`sell to ${row.traderName} ${formatPrice(trader, "en")}`);
    expect(text.endsWith(`${PUBLIC_URL}/item/bottle_of_hydrogen_peroxide`)).toBe(true);
    expect(text.length).toBeLessThanOrEqual(400);
  });

  it("answers in Russian with Russian names, numbers and the Russian page (Bottle of hydrogen peroxide)", async () => {
    const text = await line("?q=hydrogen%20peroxide&l=ru");
    const row = await marketRow("hydrogen peroxide", "ru");
    expect(row.uid).toBe("59e361e886f774176c10a2a5");
    expect(row.localName).toMatch(/[а-я]/i);
    expect(text.startsWith(`${row.localName}: `)).toBe(true);
    expect(text).toContain(`: ${formatPrice(10_148, "ru")} (ср. за 24 ч) · последняя цена ${formatPrice(7500, "ru")} сомнительна, не используется · `);
    expect(text).toContain(`продать: ${row.traderName} ${formatPrice(row.traderPrice, "ru")}`);
    expect(text.endsWith(`${PUBLIC_URL}/ru/item/bottle_of_hydrogen_peroxide`)).toBe(true);
  });

  it("answers in the language of l, then Accept-Language, never by the search-bot rule (issue 34, item 9)", async () => {
    for (const agent of ["curl/8.5.0", "python-requests/2.31.0"]) {
      const text = async (query: string, acceptLanguage?: string) => {
        const headers = new Headers({ "user-agent": agent });
        if (acceptLanguage) headers.set("accept-language", acceptLanguage);
        return (await ask(query, { headers })).text();
      };
      expect(await text("?q=", "en-US"), agent).toMatch(/^Usage: /);
      expect(await text("?l=en&q=", "ru-RU"), agent).toMatch(/^Usage: /);
      expect(await text("?lang=en&q="), agent).toMatch(/^Usage: /);
      expect(await text("?q="), agent).toMatch(/^Usage: /);
      expect(await text("?l=ru&q=", "en-US"), agent).toMatch(/^Использование: /);
      expect(await text("?lang=ru&q="), agent).toMatch(/^Использование: /);
      expect(await text("?q=", "ru-RU,ru;q=0.9"), agent).toMatch(/^Использование: /);
    }
  });

  it("finds fuzzy names the way the market does: a typo, the wrong layout, a short name", async () => {
    for (const [query, locale] of [
      ["salewq", "en"],
      ["ыфдуцф", "en"],
      ["ledx", "en"],
      ["ледх", "ru"],
    ] as const) {
      const text = await line(`?q=${encodeURIComponent(query)}&l=${locale}`);
      const row = await marketRow(query, locale);
      expect(text.startsWith(`${row.localName}: `), query).toBe(true);
    }
  });

  it("answers a Pro user's PVE command from the PVE prices: none yet, then an admin's manual PVE price (test data)", async () => {
    // PVE is Pro data (decision 038): the command carries the token of the Pro user who made it.
    const pro = await userWithRole(ctx.database.db, "pro");
    const { token } = (await (await ctx.app.fetch(requestAs(pro, "GET", "/api/be/widgets/pve-link"))).json()) as { token: string };
    const catalogue = new CatalogueService(ctx.database.db, () => null);
    if ((await catalogue.get("en", "pve")).market.rows.length === 0) {
      expect(await line(`?q=salewa&m=pve&t=${token}`)).toBe("No PVE prices on this site yet.");
      expect(await line(`?q=salewa&m=pve&l=ru&t=${token}`)).toBe("На сайте пока нет цен PVE.");
    }
    // A PVE price entered by an admin (made up for this test), as /admin/prices records it.
    const admin = await userWithRole(ctx.database.db, "admin");
    const request = browserRequest("/api/be/admin/prices", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: admin.cookie as string },
      body: JSON.stringify({ uid: "544fb45d4bdc2dee738b4568", mode: "pve", price: 15_432 }),
    });
    expect((await ctx.app.fetch(request)).status).toBe(200);
    const text = await line(`?q=salewa&m=pve&t=${token}`);
    const row = await marketRow("salewa", "en", "pve");
    expect(row.uid).toBe("544fb45d4bdc2dee738b4568");
    expect(trustedPrice(row)).toEqual({ price: 15_432, figure: "lastPrice" });
    expect(text.startsWith("[PVE] Salewa first aid kit: ₽15,432 · ")).toBe(true);
    // PVP is unchanged.
    expect(await line("?q=salewa")).not.toContain("15,432");
  });

  it("never gives a suspect flea price as the price (pack data)", async () => {
    const catalogue = new CatalogueService(ctx.database.db, () => null);
    const rows = (await catalogue.get("en", "pvp")).market.rows;
    const doubted = rows.filter((r) => isSuspect(figureVerdict(r.quality, "lastPrice")) && r.lastPrice !== null && !r.bannedOnFlea);
    // Without any trusted flea figure: no flea price, and why.
    const none = doubted.find((r) => trustedPrice(r).price === null);
    // With a trusted average: that, named, and the last price said to be unused (issue 34).
    const averaged = doubted.find((r) => trustedPrice(r).figure === "avg24h");
    expect(none, "the pack has a suspect flea price without a trusted figure").toBeDefined();
    expect(averaged, "the pack has a doubted last price with a trusted 24 h average").toBeDefined();
    let checked = 0;
    for (const row of [none, averaged] as MarketRow[]) {
      const text = await line(`?q=${encodeURIComponent(row.name)}`);
      if ((await marketRow(row.name)).uid !== row.uid) continue;
      checked++;
      expect(text).not.toContain(`: ${formatPrice(row.lastPrice, "en")} ·`);
      if (row === none) expect(text).toContain("flea price doubtful, not shown");
      else
        expect(text).toContain(
          `: ${formatPrice(trustedPrice(row).price, "en")} (24 h avg) · last price ${formatPrice(row.lastPrice, "en")} doubtful, not used`,
        );
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("answers no match, a missing and a too long name with a clear 200 line in both languages", async () => {
    expect(await line("?q=qqqqzzzzxxxx")).toBe('No item found for "qqqqzzzzxxxx". Try another name.');
    expect(await line("?q=qqqqzzzzxxxx&l=ru")).toBe("Предмет «qqqqzzzzxxxx» не найден. Попробуйте другое название.");
    expect(await line("")).toBe("Usage: !price <item name>, e.g. !price salewa");
    expect(await line("?q=%20%20&l=ru")).toBe("Использование: !price <название предмета>, например !price salewa");
    expect(await line(`?q=${"a".repeat(101)}`)).toBe("The item name is too long (at most 100 characters).");
    expect(await line(`?q=${"a".repeat(101)}&l=ru`)).toBe("Слишком длинное название (не больше 100 символов).");
  });

  it("reads bad language and mode values as the defaults and cleans control characters", async () => {
    const en = await line("?q=salewa&l=de&m=xyz");
    expect(en).toBe(await line("?q=salewa"));
    expect(await line("?q=%00%01%0A")).toBe("Usage: !price <item name>, e.g. !price salewa");
    const echo = await line(`?q=${encodeURIComponent(`zzqq\u0007${"x".repeat(60)}`)}`);
    expect(echo).not.toContain("\u0007");
    expect(echo.length).toBeLessThan(100);
  });

  it("is cacheable for a minute, text only, and GET only", async () => {
    const response = await ask("?q=salewa");
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect((await ask("?q=salewa", { method: "POST" })).status).toBe(405);
  });

  it("names the request's own origin when PUBLIC_URL is unset", async () => {
    const app = await createTestApp(ctx.database);
    try {
      const text = await (await app.fetch(new Request("http://bots.local:8080/api/bot/price?q=salewa"), { ip: "203.0.113.8" })).text();
      expect(text.endsWith("http://bots.local:8080/item/salewa_first_aid_kit")).toBe(true);
    } finally {
      await app.close();
    }
  });

  it("limits checks per address with 429, Retry-After and a line in the asked language", async () => {
    const app = await createTestApp(ctx.database, { publicUrl: PUBLIC_URL }, undefined, createRateLimits({ botIp: { points: 2, duration: 60 } }));
    try {
      const from = (ip: string, q = "?q=salewa&l=ru") => app.fetch(new Request(`http://localhost/api/bot/price${q}`), { ip });
      expect((await from("198.51.100.1")).status).toBe(200);
      expect((await from("198.51.100.1")).status).toBe(200);
      const limited = await from("198.51.100.1");
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await limited.text()).toMatch(/^Слишком много запросов цены, попробуйте через \d+ с\.$/);
      expect((await from("198.51.100.2", "?q=salewa")).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe("/streamers/<bot> pages", () => {
  const page = async (path: string, locale?: string) => {
    const response = await ctx.app.fetch(browserRequest(path, locale ? { locale } : {}));
    return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", "") };
  };
  it("answer 200 in both languages with the bot's command naming the site's public origin", async () => {
    const expected = {
      nightbot: "!commands add !price $(urlfetch https://raidkit.example/api/bot/price?l=LANG&amp;m=pvp&amp;q=$(querystring))",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: StreamElements' own ${…} syntax, not a template.
      streamelements: "!command add !price ${customapi.https://raidkit.example/api/bot/price?l=LANG&amp;m=pvp&amp;q=${queryescape ${1:}}}",
      fossabot: "$(customapi https://raidkit.example/api/bot/price?l=LANG&amp;m=pvp&amp;q=$(querystring))",
    };
    for (const [bot, command] of Object.entries(expected)) {
      const en = await page(`/streamers/${bot}`);
      expect(en.status, bot).toBe(200);
      expect(en.html, bot).toContain(command.replace("LANG", "en"));
      expect(en.html).toContain("Try it");
      const ru = await page(`/streamers/${bot}`, "ru");
      expect(ru.status, bot).toBe(200);
      expect(ru.html, bot).toContain(command.replace("LANG", "ru"));
      expect(ru.html).toContain("Попробовать");
    }
  });
  it("are linked from the side menu, with /discord-bot", async () => {
    const { html } = await page("/");
    for (const path of ["/streamers/nightbot", "/streamers/streamelements", "/streamers/fossabot", "/discord-bot"]) expect(html).toContain(`href="${path}"`);
  });
});

describe("linking a chat-bot account on /account (PUT /api/be/users/me botAccount)", () => {
  const put = (cookie: string | null, body: unknown, locale = "en") => {
    const request = browserRequest("/api/be/users/me", { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(body), locale });
    if (cookie) request.headers.set("cookie", `${request.headers.get("cookie")}; ${cookie}`);
    return ctx.app.fetch(request);
  };
  it("stores a valid account in its normal form for a free user, and clears it with null", async () => {
    const user = await userWithRole(ctx.database.db, "free");
    const linked = await put(user.cookie, { botAccount: " Twitch:Some_Streamer " });
    expect(linked.status).toBe(200);
    expect((await linked.json()).botAccount).toBe("twitch:some_streamer");
    const row = await ctx.database.db
      .selectFrom("users")
      .select("bot_account")
      .where("uid", "=", user.uid as string)
      .executeTakeFirstOrThrow();
    expect(row.bot_account).toBe("twitch:some_streamer");
    const cleared = await put(user.cookie, { botAccount: null });
    expect((await cleared.json()).botAccount).toBeNull();
  });
  it("refuses a malformed account with 400 in both languages, storing nothing", async () => {
    const user = await userWithRole(ctx.database.db, "free");
    const bad = await put(user.cookie, { botAccount: "myspace:someone" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe("Chat-bot account must look like twitch:name, kick:name, youtube:@handle or discord:<user id>");
    const ru = await put(user.cookie, { botAccount: "discord:not-an-id" }, "ru");
    expect(ru.status).toBe(400);
    expect((await ru.json()).error).toContain("Аккаунт чат-бота должен выглядеть как");
    expect((await put(user.cookie, { botAccount: "x".repeat(201) })).status).toBe(400);
    expect((await put(user.cookie, { botAccount: 5 })).status).toBe(400);
    const row = await ctx.database.db
      .selectFrom("users")
      .select("bot_account")
      .where("uid", "=", user.uid as string)
      .executeTakeFirstOrThrow();
    expect(row.bot_account).toBeNull();
  });
  it("answers 401 to a visitor", async () => {
    const response = await put(null, { botAccount: "twitch:somebody" });
    expect(response.status).toBe(401);
  });
  it("shows the linked account on /account", async () => {
    const user = await userWithRole(ctx.database.db, "free");
    await put(user.cookie, { botAccount: "discord:80351110224678912" });
    const response = await ctx.app.fetch(browserRequest("/account", { headers: { cookie: `tm_locale=en; ${user.cookie}` } }));
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Chat-bot account");
    expect(html).toContain("discord:80351110224678912");
  });
});
