import { listAdminChanges } from "@raidkit/db";
import { itemShownPrice } from "@raidkit/game";
import { beforeAll, describe, expect, it } from "vitest";
import { CatalogueService } from "../../apps/server/src/services/catalogue.ts";
import { type TestUser, userWithRole } from "../helpers/accounts.ts";
import { appOnTemplateCopy, requestAs } from "../helpers/testApp.ts";

/** Issue 18 item 3: the scrolling prices widget's data and pages, and the streamer challenge. */
const env = appOnTemplateCopy();
let admin: TestUser;
let visitor: TestUser;

beforeAll(async () => {
  admin = await userWithRole(env.database.db, "admin");
  visitor = await userWithRole(env.database.db, "visitor");
});

function call(user: TestUser, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return env.app.fetch(requestAs(user, method, path, body, headers));
}
const json = async <T = Record<string, unknown>>(r: Response | Promise<Response>) => (await (await r).json()) as T;
type Prices = {
  items: { uid: string; url: string; name: string; shortName: string; price: number | null; priceFigure: string | null; change24h: number | null }[];
  unknown: string[];
  mode: string;
};

const SALEWA = "544fb45d4bdc2dee738b4568";
/** Bottle of hydrogen peroxide: its newest PVP last price is under what Therapist pays (issue 34). */
const PEROXIDE = "59e361e886f774176c10a2a5";

describe("the scrolling prices widget", () => {
  it("answers the named items in order, by page address or id, with the market list's price; unknown ones named (a doubted last price: Bottle of hydrogen peroxide)", async () => {
    const reply = await json<Prices>(
      call(visitor, "GET", `/api/be/widgets/prices?items=salewa_first_aid_kit,no_such_item,590c657e86f77412b013051d,bottle_of_hydrogen_peroxide`),
    );
    expect(reply.items.map((i) => i.uid)).toEqual([SALEWA, "590c657e86f77412b013051d", PEROXIDE]);
    expect(reply.unknown).toEqual(["no_such_item"]);
    expect(reply.mode).toBe("pvp");
    // The same figure the market list shows for Salewa (itemShownPrice over the catalogue's row).
    const cat = await new CatalogueService(env.database.db, () => null).get("en", "pvp");
    const row = cat.market.rows.find((r) => r.uid === SALEWA);
    expect(row).toBeDefined();
    expect(reply.items[0]?.price).toBe(itemShownPrice(row as NonNullable<typeof row>).price);
    // Issue 34: the trusted price, named: Salewa's newest PVP last price (₽35,000) is trusted.
    expect(reply.items[0]).toMatchObject({ price: 35_000, priceFigure: "lastPrice" });
    expect(reply.items[0]?.name).toBe("Salewa first aid kit");
    // The Bottle of hydrogen peroxide's last price (₽7,500) is under what Therapist pays (₽7,665): its 24 h average, named.
    const peroxide = cat.market.rows.find((r) => r.uid === PEROXIDE);
    expect(reply.items[2]?.price).toBe(itemShownPrice(peroxide as NonNullable<typeof peroxide>).price);
    expect(reply.items[2]).toMatchObject({ price: 10_148, priceFigure: "avg24h", name: "Bottle of hydrogen peroxide" });
  });

  it("answers a tag's most valuable items, in Russian when asked, and 404 for an unknown tag", async () => {
    const reply = await json<Prices>(call(visitor, "GET", "/api/be/widgets/prices?tag=ammo&limit=5&locale=ru"));
    expect(reply.items).toHaveLength(5);
    const prices = reply.items.map((i) => i.price ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const ru = await new CatalogueService(env.database.db, () => null).get("ru", "pvp");
    const first = ru.market.rows.find((r) => r.uid === reply.items[0]?.uid);
    expect(reply.items[0]?.name).toBe(first?.localName || first?.name);
    expect(reply.mode).toBe("pvp");
    const missing = await call(visitor, "GET", "/api/be/widgets/prices?tag=no-such-tag");
    expect(missing.status).toBe(404);
  });

  it("refuses malformed input (400, both languages)", async () => {
    for (const query of ["items=a%20b", "limit=0", "limit=41", "mode=arena", "locale=xx", "other=1"]) {
      expect((await call(visitor, "GET", `/api/be/widgets/prices?${query}`)).status, query).toBe(400);
    }
    const ru = await call(visitor, "GET", "/api/be/widgets/prices?limit=0", undefined, { cookie: "tm_locale=ru" });
    expect((await json<{ error: string }>(ru)).error).toMatch(/[а-я]/i);
  });

  it("renders its page in the widget layout: no header, no menu, a transparent page", async () => {
    const page = await call(visitor, "GET", "/widgets/scroll-text?items=salewa_first_aid_kit&speed=80");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('class="layout-widget"');
    expect(html).not.toContain('class="side-column');
    expect(html).toContain('data-testid="scroll-text"');
  });

  it("/streamers offers the generator with the site's tags and the bot pages", async () => {
    const html = await (await call(visitor, "GET", "/streamers")).text();
    expect(html).toContain("Scrolling prices widget");
    expect(html).toContain('href="/streamers/nightbot"');
    expect(html).toMatch(/<option value="ammo"/);
  });
});

describe("the streamer challenge", () => {
  const challenge = {
    title: "Labs sprint",
    rules: "Most roubles extracted from Labs.\nPMC raids only.",
    startsAt: Date.UTC(2026, 10, 20),
    endsAt: Date.UTC(2026, 11, 20),
    participants: [
      { name: "Alpha", url: "https://www.twitch.tv/alpha", score: 120 },
      { name: "Bravo", url: null, score: 340 },
    ],
  };
  const tournament = (on: boolean) => call(admin, "PUT", "/api/be/admin/settings", { tournamentEnabled: on });

  it("is 404 while the tournament is off, except to admins preparing it", async () => {
    await tournament(false);
    expect((await call(visitor, "GET", "/api/be/streamer-challenge")).status).toBe(404);
    expect((await call(visitor, "GET", "/streamers/streamer-challenge")).status).toBe(404);
    expect((await call(admin, "GET", "/api/be/streamer-challenge")).status).toBe(200);
    expect((await call(admin, "GET", "/streamers/streamer-challenge")).status).toBe(200);
  });

  it("an admin sets it (audit-logged); with the tournament on, everyone reads the standings best first", async () => {
    for (const role of ["visitor", "free", "pro"] as const) {
      const user = await userWithRole(env.database.db, role);
      expect((await call(user, "PUT", "/api/be/admin/streamer-challenge", challenge)).status, role).toBe(404);
    }
    const saved = await json<{ challenge: { participants: { name: string }[] } }>(call(admin, "PUT", "/api/be/admin/streamer-challenge", challenge));
    expect(saved.challenge.participants.map((p) => p.name)).toEqual(["Bravo", "Alpha"]);
    const [last] = await listAdminChanges(env.database.db, { limit: 1 });
    expect(last).toMatchObject({ action: "streamerChallenge.update", target: "Labs sprint", before: null });
    await tournament(true);
    const read = await json<{ challenge: typeof challenge }>(call(visitor, "GET", "/api/be/streamer-challenge"));
    expect(read.challenge).toMatchObject({ title: "Labs sprint", participants: [{ name: "Bravo", score: 340 }, { name: "Alpha" }] });
    expect((await call(visitor, "GET", "/streamers/streamer-challenge")).status).toBe(200);
    expect((await call(visitor, "GET", "/widgets/streamer-challenge")).status).toBe(200);
    const menu = await (await call(visitor, "GET", "/market")).text();
    expect(menu.includes('href="/streamers/streamer-challenge"'), "the side menu links the challenge").toBe(true);
    await tournament(false);
  });

  it("refuses a bad challenge (400 with the field), another site, a big body and not JSON; keeps the one set", async () => {
    const count = (await listAdminChanges(env.database.db, { limit: 500 })).length;
    for (const [body, path] of [
      [{ ...challenge, endsAt: challenge.startsAt - 1 }, "endsAt"],
      [{ ...challenge, title: " " }, "title"],
      [{ ...challenge, participants: [{ name: "X", url: "javascript:alert(1)", score: 1 }] }, "participants.0.url"],
      [{ ...challenge, participants: [{ name: "X", url: null, score: 1.5 }] }, "participants.0.score"],
      [{ ...challenge, extra: 1 }, ""],
    ] as const) {
      const reply = await call(admin, "PUT", "/api/be/admin/streamer-challenge", body);
      expect(reply.status, path).toBe(400);
      if (path) expect((await json<{ issues: { path: string }[] }>(reply)).issues.map((i) => i.path)).toContain(path);
    }
    const ru = await call(admin, "PUT", "/api/be/admin/streamer-challenge", { ...challenge, title: "" }, { cookie: `tm_locale=ru; ${admin.cookie}` });
    expect((await json<{ error: string }>(ru)).error).toMatch(/[а-я]/i);
    expect((await call(admin, "PUT", "/api/be/admin/streamer-challenge", challenge, { origin: "https://evil.example" })).status).toBe(403);
    expect((await call(admin, "PUT", "/api/be/admin/streamer-challenge", { ...challenge, rules: "a".repeat(40_000) })).status).toBe(413);
    expect((await call(admin, "PUT", "/api/be/admin/streamer-challenge", JSON.stringify(challenge), { "content-type": "text/plain" })).status).toBe(415);
    expect((await listAdminChanges(env.database.db, { limit: 500 })).length).toBe(count);
    expect((await json<{ challenge: { title: string } }>(call(admin, "GET", "/api/be/streamer-challenge"))).challenge.title).toBe("Labs sprint");
  });
});
