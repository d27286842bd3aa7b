import { type DatabaseHandle, putRedirect } from "@raidkit/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { userWithRole } from "../helpers/accounts.ts";
import { browserRequest, createTestApp } from "../helpers/testApp.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

let database: DatabaseHandle;
let app: ServerApp;

beforeAll(async () => {
  database = copyTemplateDb().open();
  await putRedirect(database.db, { path: "/old-market", target: "/market?sort=price", status: 302 });
  await putRedirect(database.db, { path: "/wiki", target: "https://escapefromtarkov.fandom.com/wiki/Escape_from_Tarkov_Wiki", status: 302 });
  app = await createTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (path: string, init: Parameters<typeof browserRequest>[1] = {}) => app.fetch(browserRequest(path, init));
const html = async (path: string, init: Parameters<typeof browserRequest>[1] = {}) => {
  const response = await get(path, init);
  return { response, text: await response.text() };
};
const rowCount = (text: string) => (text.match(/class="item-link"/g) ?? []).length;

describe("market list (server-rendered)", () => {
  it("renders 51 priced items with real prices and the data's own date", async () => {
    const { response, text } = await html("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
    expect(rowCount(text)).toBe(51);
    expect(text).toContain("Flea market prices");
    expect(text).toContain("Prices as of 22.08.26 20:18");
    expect(text).toMatch(/<title>Flea market prices · Raidkit<\/title>/);
    expect(text).toMatch(/<meta name="description" content="Flea market prices of \d+ Escape from Tarkov items/);
    expect(text).toMatch(/<meta name="keywords" content="[^"]+"/);
  });
  it("pages, searches and sorts from the query", async () => {
    const first = await html("/market");
    const second = await html("/market?page=2");
    expect(rowCount(second.text)).toBe(51);
    expect(second.text).not.toEqual(first.text);
    const search = await html("/market?search=salewa");
    expect(search.text).toContain("Salewa first aid kit");
    expect(rowCount(search.text)).toBeGreaterThanOrEqual(1);
    const sorted = await html("/market?sort=price&dir=desc");
    const prices = [...sorted.text.matchAll(/<td class="col-price"><span class="num">₽([\d,]+)<\/span>/g)].map((m) => Number(m[1]?.replace(/,/g, "")));
    expect(prices.length).toBeGreaterThan(10);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
  });
  it("filters by tag on /tag/{tag} and answers 404 for an unknown tag", async () => {
    const { response, text } = await html("/tag/medkits");
    expect(response.status).toBe(200);
    expect(text).toContain("Salewa first aid kit");
    expect(text).not.toContain(".45 ACP AP");
    const unknown = await html("/tag/no-such-tag");
    expect(unknown.response.status).toBe(404);
    expect(unknown.text).toContain("Page Not Found");
  });
  it("renders Russian for the Russian cookie, Russian hints and search bots", async () => {
    const cookie = await html("/market?search=salewa", { locale: "ru" });
    expect(cookie.text).toContain("Цены барахолки");
    expect(cookie.text).toContain("Аптечка Salewa First Aid Kit");
    const hint = await html("/", { headers: { "accept-language": "ru-RU,ru;q=0.9" } });
    expect(hint.text).toContain('lang="ru"');
    const bot = await html("/", { headers: { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" } });
    expect(bot.text).toContain("Цены барахолки");
    const english = await html("/");
    expect(english.text).toContain('lang="en"');
  });
  it("falls back to English texts for the nine incomplete locales, with the pack's names", async () => {
    const { text } = await html("/market?search=salewa", { locale: "de" });
    expect(text).toContain("Flea market prices");
    expect(text).toContain('data-locale="de"');
  });
});

describe("item page", () => {
  it("shows the item's figures, traders and price points", async () => {
    const { response, text } = await html("/item/salewa_first_aid_kit");
    expect(response.status).toBe(200);
    expect(text).toContain("<h1>Salewa first aid kit</h1>");
    // The pack's newest PVP scan of Salewa (2026-08-22 19:28) and the mean of the day before it.
    expect(text).toContain("₽35,000");
    expect(text).toContain("₽32,778");
    expect(text).toContain("Sell to traders");
    expect(text).toContain("Therapist");
    expect(text).toContain("22.08.26 19:28");
    expect(text).toMatch(/<title>Salewa first aid kit · Raidkit<\/title>/);
  });
  it("answers the not-found page for an unknown item", async () => {
    const { response, text } = await html("/item/no-such-item");
    expect(response.status).toBe(404);
    expect(text).toContain("Page Not Found: /item/no-such-item");
  });
});

describe("routing rules (spec §2)", () => {
  it("removes a locale prefix with a 302 and stores the locale for a year", async () => {
    const response = await get("/ru/market?search=ak");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/market?search=ak");
    expect(response.headers.get("set-cookie")).toBe("tm_locale=ru; Path=/; Max-Age=31536000; SameSite=Lax");
    expect((await get("/kr")).headers.get("location")).toBe("/");
    expect((await get("/xx/market")).status).toBe(404);
  });
  it("shows where an item is used and where it comes from, with the wiki link (issue 22)", async () => {
    const page = (await html("/item/graphics_card")).text.replaceAll("<!-- -->", "");
    const uses = page.match(/<div class="item-columns item-uses">[\s\S]*?<\/section><\/div>/)?.[0] ?? "";
    expect(uses).toContain("Used in");
    expect(uses).toMatch(/Farming - Part 4<\/span> <span class="muted">· Mechanic<\/span> <b>×3<\/b> <span class="badge">found in raid<\/span>/);
    expect(uses).toContain("Obtained from");
    // The 2026 recipe (data/tarkovdev_2026, decision 070) asks 2 printed circuit boards; the 2025 one asked 10.
    expect(uses).toMatch(/Intelligence Center level 3:<\/span> <span><a href="\/item\/printed_circuit_board"[^>]*>Printed circuit board ×2<\/a>/);
    expect(uses).toContain('href="https://escapefromtarkov.fandom.com/wiki/Graphics_card"');
    const ru = (await html("/item/graphics_card", { locale: "ru" })).text.replaceAll("<!-- -->", "");
    expect(ru).toContain("Где нужен");
    expect(ru).toContain("Садоводство. Часть 4");
  });
  it("lists the quests that give an item and those that unlock buying or crafting it (issue 31)", async () => {
    // The Trijicon REAP-IR: Gunsmith - Part 22 unlocks Mechanic's offer at LL4 and the Workbench level 3 craft.
    const url = (await get("/item/5a1eaa87fcdbcb001865f75e")).headers.get("location") ?? "";
    const page = (await html(url)).text.replaceAll("<!-- -->", "");
    const unlocks = page.match(/<ul class="uses-list small" data-uses="quest-unlocks">[\s\S]*?<\/ul>/)?.[0] ?? "";
    expect(page).toContain("Unlocked by quests");
    expect(unlocks).toMatch(/<a href="\/progression\/quests\?q=Gunsmith%20-%20Part%2022"[^>]*>Gunsmith - Part 22<\/a>/);
    expect(unlocks).toContain("buy from Mechanic LL4");
    expect(unlocks).toContain("craft at Workbench level 3");
    const ru = (await html(url, { locale: "ru" })).text.replaceAll("<!-- -->", "");
    expect(ru).toContain("Открывается квестами");
    expect(ru).toContain("крафт: Верстак, ур. 3");
    // The SwampFox Trihawk is among Gunsmith - Part 3's rewards (×2).
    const trihawk = (await html((await get("/item/626bb8532c923541184624b4")).headers.get("location") ?? "")).text.replaceAll("<!-- -->", "");
    const rewards = trihawk.match(/<ul class="uses-list small" data-uses="quest-rewards">[\s\S]*?<\/ul>/)?.[0] ?? "";
    expect(rewards).toMatch(/Gunsmith - Part 3<\/a> <span class="muted">· Mechanic<\/span> <b>×2<\/b>/);
  });
  it("/user is titled Log in for visitors and Profile once logged in (issue 22)", async () => {
    expect((await html("/user")).text).toContain("<title>Log in · Raidkit</title>");
    const user = await userWithRole(database.db, "free");
    expect((await html("/user", { headers: { cookie: `tm_locale=en; ${user.cookie}` } })).text).toContain("<title>Profile · Raidkit</title>");
  });
  it("sends an item's id and its address in other letter case to its page (issue 22)", async () => {
    for (const asked of ["/item/544fb45d4bdc2dee738b4568", "/item/Salewa_First_Aid_Kit"]) {
      const response = await get(asked);
      expect(response.status, asked).toBe(301);
      expect(response.headers.get("location"), asked).toBe("/item/salewa_first_aid_kit");
    }
    expect((await get("/item/no_such_item")).status).toBe(404);
  });
  it("answers 404 'Page Not Found: {path}' for unknown pages inside the shell", async () => {
    const { response, text } = await html("/no/such/page");
    expect(response.status).toBe(404);
    expect(text).toContain("Page Not Found: /no/such/page");
    expect(text).toContain('class="site-header"');
    // A title of its own, in the visitor's language (issue 22).
    expect(text).toContain("<title>Page Not Found · Raidkit</title>");
    expect((await html("/item/no_such_item", { locale: "ru" })).text).toContain("<title>Страница не найдена · Raidkit</title>");
    // And a description naming the path (issue 32).
    expect(text).toContain('<meta name="description" content="Page Not Found: /no/such/page"/>');
    expect((await html("/no/such/page", { locale: "ru" })).text).toContain('<meta name="description" content="Страница не найдена: /no/such/page"/>');
  });
  it("gives /streamers and the widgets a description, /streamers its keywords too, in the visitor's language (spec §2, issue 32)", async () => {
    const description = (text: string) => text.match(/<meta name="description" content="([^"]+)"/)?.[1];
    const keywords = (text: string) => text.match(/<meta name="keywords" content="([^"]+)"/)?.[1];
    for (const locale of ["en", "ru"]) {
      const streamers = (await html("/streamers", { locale })).text;
      expect(description(streamers), locale).toMatch(
        locale === "en" ? /^Escape from Tarkov tools for streamers/ : /^Инструменты Escape from Tarkov для стримеров/,
      );
      expect(keywords(streamers), locale).toMatch(locale === "en" ? /streamer tools/ : /инструменты стримера/);
      for (const widget of ["/widgets/scroll-text", "/widgets/streamer-challenge"]) {
        expect(description((await html(widget, { locale })).text), `${locale} ${widget}`).toMatch(locale === "en" ? /browser source/ : /источника «Браузер»/);
      }
    }
  });
  it("hides every /admin path from non-admins", async () => {
    for (const path of ["/admin", "/admin/users", "/admin/item/544fb45d4bdc2dee738b4568"]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
  it("follows the redirects table: inside the site, and out for external targets", async () => {
    const inside = await get("/old-market");
    expect(inside.status).toBe(302);
    expect(inside.headers.get("location")).toBe("/market?sort=price");
    const outside = await get("/wiki/");
    expect(outside.status).toBe(302);
    expect(outside.headers.get("location")).toBe("https://escapefromtarkov.fandom.com/wiki/Escape_from_Tarkov_Wiki");
  });
  it("applies redirects to client-side navigation data requests too", async () => {
    // React Router answers a data request's redirect as 202 with the target in the encoded body.
    const response = await get("/old-market.data");
    expect(response.status).toBe(202);
    const body = await response.text();
    expect(body).toContain("redirect");
    expect(body).toContain("/market?sort=price");
  });
  it("serves the map pages of the spec's slugs and 404 for others", async () => {
    const customs = await html("/maps/customs");
    expect(customs.response.status).toBe(200);
    expect(customs.text).toContain("/map-svg/Customs.svg");
    expect((await get("/map-svg/Customs.svg")).headers.get("content-type")).toBe("image/svg+xml");
    expect((await get("/maps/tarkov-city")).status).toBe(404);
  });
});

describe("serving", () => {
  it("caches rendered pages until the data changes", async () => {
    const path = "/market?search=bolts";
    await get(path);
    expect((await get(path)).headers.get("x-page-cache")).toBe("hit");
    await database.db.updateTable("meta").set({ value: "changed-for-test" }).where("key", "=", "data_version").execute();
    expect(await app.watcher.check()).toBe(true);
    expect((await get(path)).headers.get("x-page-cache")).toBe("miss");
  });
  it("keys the cache on the parameters a page reads: a query that changes nothing is a hit, a real one is its own page", async () => {
    await get("/market?search=salewa&sort=price");
    for (const same of ["/market?sort=price&search=salewa", "/market?search=salewa&sort=price&r=1", "/market?utm_source=x&search=salewa&sort=price"]) {
      expect((await get(same)).headers.get("x-page-cache"), same).toBe("hit");
    }
    // A data request's _routes chooses which loaders answer: never mixed up with another.
    const all = await (await get("/item/salewa_first_aid_kit.data")).text();
    const itemOnly = await (await get("/item/salewa_first_aid_kit.data?_routes=routes%2Fitem")).text();
    expect(itemOnly).not.toBe(all);
    expect(await (await get("/item/salewa_first_aid_kit.data?_routes=routes%2Fitem&r=1")).text()).toBe(itemOnly);
    expect(await (await get("/item/salewa_first_aid_kit.data")).text()).toBe(all);
    // React Router's route manifest answers for the paths it is asked: never one for another path.
    const build = (await (await get("/")).text()).match(/manifest-([a-z0-9]+)\.js/)?.[1] ?? "";
    expect(build).not.toBe("");
    const manifest = (p: string) => get(`/__manifest?paths=${encodeURIComponent(p)}&version=${build}`).then((r) => r.text());
    const forMaps = await manifest("/maps/customs");
    const forItem = await manifest("/item/salewa_first_aid_kit");
    expect(forItem).not.toBe(forMaps);
    expect(forItem).toContain("routes/item");
    const other = await get("/market?search=grizzly&sort=price&r=1");
    expect(other.headers.get("x-page-cache")).toBe("miss");
    expect(await other.text()).toContain("Grizzly");
  });
  it("keeps a logged-in user's page for that user's state only (finding 9 of issue 21)", async () => {
    const [a, b] = [await userWithRole(database.db, "pro"), await userWithRole(database.db, "pro")];
    const as = (user: typeof a) => ({ headers: { cookie: `tm_locale=en; ${user.cookie}` } });
    const emailOf = async (uid: string | null) =>
      (
        await database.db
          .selectFrom("users")
          .select("email")
          .where("uid", "=", uid as string)
          .executeTakeFirstOrThrow()
      ).email as string;
    const first = await html("/market?sort=avg24h", as(a));
    expect(first.response.headers.get("x-page-cache")).toBe("miss");
    expect(first.text).toContain(await emailOf(a.uid));
    const again = await html("/market?sort=avg24h&utm_source=x", as(a));
    expect(again.response.headers.get("x-page-cache")).toBe("hit");
    expect(again.response.headers.get("cache-control")).toBe("private, no-cache");
    expect(again.response.headers.get("vary")).toContain("Cookie");
    expect(again.text).toBe(first.text);
    // Another user never gets it, nor does a visitor.
    const other = await html("/market?sort=avg24h", as(b));
    expect(other.response.headers.get("x-page-cache")).toBe("miss");
    expect(other.text).toContain(await emailOf(b.uid));
    expect(other.text).not.toContain(await emailOf(a.uid));
    expect((await html("/market?sort=avg24h")).text).not.toContain(await emailOf(a.uid));
    // A change of the user (here a setting through the API) makes the next page new, with the change.
    const put = await app.fetch(
      new Request("http://localhost/api/be/users/me", {
        method: "PUT",
        headers: { "content-type": "application/json", cookie: a.cookie as string },
        body: JSON.stringify({ charName: "Cached-Page-Tester" }),
      }),
    );
    expect(put.status).toBe(200);
    const changed = await html("/market?sort=avg24h", as(a));
    expect(changed.response.headers.get("x-page-cache")).toBe("miss");
    expect(changed.text).toContain("Cached-Page-Tester");
  });
  it("/test shows the state of the server that answered, built for each request and without secrets (spec §2)", async () => {
    const first = await html("/test");
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("cache-control")).toBe("no-store");
    expect(first.response.headers.get("x-page-cache")).toBeNull();
    expect(first.text).toContain("<title>Server status · Raidkit</title>");
    const status = (first.text.match(/data-testid="server-status"[\s\S]*?<\/dl>/)?.[0] ?? "").replaceAll("<!-- -->", "");
    expect(status).toContain("SQLite");
    expect(status).toMatch(/<code data-testid="instance">\d+-[0-9a-f]{8}<\/code>/);
    expect(status).toContain("Inside this process · connected");
    expect(status).toMatch(/<dt>Data version<\/dt><dd><code>[^<]+<\/code>/);
    expect(status).toContain("Data of");
    expect(status).toContain("Off (PRICE_SOURCE_URL=off)");
    // Asked again: built again, never from the page cache.
    expect((await get("/test")).headers.get("x-page-cache")).toBeNull();
    const ru = await html("/test", { locale: "ru" });
    expect(ru.text).toContain("<title>Состояние сервера · Raidkit</title>");
    expect(ru.text.replaceAll("<!-- -->", "")).toContain("Внутри процесса · подключено");
  });
  it("compresses pages and answers HEAD without a body", async () => {
    const br = await get("/market", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    const head = await app.fetch(browserRequest("/market", { method: "HEAD" }));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });
  it("serves built assets with long caching and refuses paths outside the build", async () => {
    const page = await (await get("/")).text();
    const asset = page.match(/\/assets\/entry\.client-[\w-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await get(asset as string);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await get("/favicon.svg")).status).toBe(200);
    const traversal = await get("/assets/%2e%2e/%2e%2e/server/index.js");
    expect(traversal.status).toBe(404);
  });
});

describe("developer pages (issue 15)", () => {
  it("/dev/api renders every call of the OpenAPI document with its parameters and replies, in English and Russian", async () => {
    const doc = (await (await get("/api/v1/openapi.json")).json()) as {
      paths: Record<string, Record<string, { operationId: string; parameters?: { name: string }[] }>>;
    };
    const { response, text } = await html("/dev/api");
    expect(response.status).toBe(200);
    const page = text.replaceAll("<!-- -->", "");
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const op of Object.values(item)) {
        const article = page.match(new RegExp(`<article id="${op.operationId}"[\\s\\S]*?</article>`))?.[0] ?? "";
        expect(article, op.operationId).toContain(`/api/v1${path}`);
        for (const p of op.parameters ?? []) expect(article, `${op.operationId} ${p.name}`).toContain(`<code>${p.name}</code>`);
      }
    }
    expect(page).toContain('id="schema-Item"');
    expect(page).toContain("1,200 calls a minute");
    const ru = (await html("/dev/api", { locale: "ru" })).text.replaceAll("<!-- -->", "");
    expect(ru).toContain("Отметить квесты, модули и найденные предметы");
    expect(ru).toMatch(/1\s200 запросов в минуту/);
  });

  it("/dev/google-sheet shows the worked example with the prices the spreadsheet call answers now", async () => {
    const page = (await html("/dev/google-sheet")).text.replaceAll("<!-- -->", "");
    const csv = await (await get("/api/v1/sheet/prices?ids=57347ca924597744596b4e71")).text();
    const gpu = csv.split("\n")[1]?.split(",") ?? [];
    expect(gpu[0]).toBe("57347ca924597744596b4e71");
    // The graphics card's row of the example holds the same figures as the call's reply.
    const row = page.match(/<tr><th class="num">\d+<\/th><td>57347ca924597744596b4e71<\/td>[\s\S]*?<\/tr>/)?.[0] ?? "";
    expect(row).toContain(`<td class="num">${gpu[3]}</td>`);
    expect(row).toContain(`<td>${gpu[11]}</td>`);
    expect(page).toContain("=IMPORTDATA(&quot;/api/v1/sheet/prices?ids=59faff1d86f7746c51718c9c,57347ca924597744596b4e71,");
    expect((await html("/dev/google-sheet", { locale: "ru" })).text).toContain("Цены в Google Таблицах");
  });
});
