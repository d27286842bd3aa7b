import type { DatabaseHandle } from "@raidkit/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { createRateLimits } from "../../apps/server/src/auth/rateLimits.ts";
import { createLocalBus } from "../../apps/server/src/bus.ts";
import { PAGE_CACHE_BYTES } from "../../apps/server/src/http/pageCache.ts";
import { browserRequest, createTestApp } from "../helpers/testApp.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

// Issue 30, finding 12: renders that no cache keeps could be forced by anyone. A missing file
// rendered the whole 404 page; each new free-text query rendered a page and pushed the shared pages
// out of the page cache; nothing bounded how many renders one address could ask for.

/** An app whose render budget is `points` per minute and address; requests come from `address`. */
function appWithRenderBudget(points: number) {
  const state: { app?: ServerApp & { config: unknown }; database?: DatabaseHandle } = {};
  beforeAll(async () => {
    state.database = copyTemplateDb().open();
    state.app = await createTestApp(state.database, {}, createLocalBus(), createRateLimits({ renderIp: { points, duration: 60 } }));
  });
  afterAll(async () => {
    await state.app?.close();
    await state.database?.close();
  });
  return {
    get: (path: string, address: string, init: Parameters<typeof browserRequest>[1] = {}) =>
      (state.app as ServerApp).fetch(browserRequest(path, init), { ip: address }),
  };
}

describe("a missing file answers a small 404 without a render", () => {
  // One render per address: had any missing file been rendered, the page after them could not be.
  const site = appWithRenderBudget(1);

  it("answers a few bytes of text for made-up files under the build's folders and for file names", async () => {
    const paths = [
      "/assets/entry.client-NOPE1234.js",
      "/assets/app-NOPE.css",
      "/images/no-such-image.png",
      "/map-svg/NoSuchMap.svg",
      "/favicon.ico",
      "/assets/entry.client.js.map",
      "/robots-old.txt",
      "/fonts/inter.woff2",
      "/wp-login.php",
      "/.env",
      "/item/salewa_first_aid_kit.png",
    ];
    for (const [n, path] of paths.entries()) {
      const reply = await site.get(path, "198.51.100.7", n % 2 ? { method: "HEAD" } : {});
      expect(reply.status, path).toBe(404);
      expect(reply.headers.get("content-type"), path).toMatch(/^text\/plain/);
      expect(Number(reply.headers.get("content-length")), path).toBeLessThan(300);
      expect(reply.headers.get("x-page-cache"), path).toBeNull();
      const body = await reply.text();
      expect(body.length, path).toBeLessThan(300);
      expect(body, path).not.toContain("<html");
    }
    // The address's one render is still there: none of the above was rendered.
    const page = await site.get("/no-such-page", "198.51.100.7");
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("Page Not Found");
    // Files that are there are served as before.
    expect((await site.get("/favicon.svg", "198.51.100.7")).status).toBe(200);
    expect((await site.get("/robots.txt", "198.51.100.7")).status).toBe(200);
  });
});

describe("pages keyed by free text never push the shared pages out of the page cache", () => {
  const site = appWithRenderBudget(100_000);

  it("more searches than the shared pages' budget holds leave / and /market cached", { timeout: 300_000 }, async () => {
    for (const path of ["/", "/market"]) {
      await site.get(path, "198.51.100.8");
      expect((await site.get(path, "198.51.100.8")).headers.get("x-page-cache"), path).toBe("hit");
    }
    // Distinct searches until their pages' bodies alone (a kept page also holds its compressed forms)
    // are 1.25 times the shared cache's budget: kept there, they would have pushed / and /market out.
    const enough = PAGE_CACHE_BYTES * 1.25;
    let rendered = 0;
    let n = 0;
    for (; rendered < enough && n < 2000; n++) {
      const path = `${n % 2 ? "/market" : "/"}?search=${n.toString(36)}zq${n}`;
      const reply = await site.get(path, `198.51.100.${n % 200}`);
      expect(reply.status, path).toBe(200);
      rendered += (await reply.arrayBuffer()).byteLength;
    }
    expect(rendered).toBeGreaterThanOrEqual(enough);
    for (const path of ["/", "/market"]) expect((await site.get(path, "198.51.100.8")).headers.get("x-page-cache"), path).toBe("hit");
    // A search is still kept for a while: asked again at once, it is not rendered again.
    await site.get("/market?search=salewa", "198.51.100.9");
    expect((await site.get("/market?search=salewa", "198.51.100.9")).headers.get("x-page-cache")).toBe("hit");
  });

  it("client navigations (React Router's _routes naming the build's routes) are shared pages too", async () => {
    const path = "/item/salewa_first_aid_kit.data?_routes=routes%2Fitem";
    await site.get(path, "198.51.100.10");
    expect((await site.get(path, "198.51.100.10")).headers.get("x-page-cache")).toBe("hit");
  });
});

describe("each address has a render budget", () => {
  const site = appWithRenderBudget(3);

  it("past it an address gets a short 429 page in its language with Retry-After, while another address is served", async () => {
    const attacker = "203.0.113.5";
    // Rendering a page every visitor then shares costs nothing: there are only so many.
    for (const path of ["/", "/market", "/crafts", "/barters", "/hideout"]) expect((await site.get(path, attacker)).status, path).toBe(200);
    for (const n of [1, 2, 3]) expect((await site.get(`/market?search=budget${n}`, attacker)).status).toBe(200);
    const refused = await site.get("/market?search=budget4", attacker);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
    const text = await refused.text();
    expect(text.length).toBeLessThan(2000);
    expect(text).toContain("429 - Rate limit exceeded");
    expect(text).toContain("Too many pages were opened from your address");
    const ru = await site.get("/market?search=budget5", attacker, { locale: "ru" });
    expect(ru.status).toBe(429);
    const ruText = await ru.text();
    expect(ruText).toContain("429 - Превышен лимит запросов");
    expect(ruText).toContain("слишком много страниц");
    expect(ruText).toContain('lang="ru"');
    // A page a cache holds is no render: the address still gets it.
    const kept = await site.get("/market?search=budget1", attacker);
    expect(kept.status).toBe(200);
    expect(kept.headers.get("x-page-cache")).toBe("hit");
    // Another address is served, rendered.
    const other = await site.get("/market?search=budget4", "203.0.113.6");
    expect(other.status).toBe(200);
    expect(await other.text()).toContain("Flea market prices");
  });
});
