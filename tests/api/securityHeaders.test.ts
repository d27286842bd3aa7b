import { beforeAll, describe, expect, it } from "vitest";
import { type TestUser, userWithRole } from "../helpers/accounts.ts";
import { appOnTemplateCopy, browserRequest } from "../helpers/testApp.ts";

// Issue 21, findings 3, 4 and 6: redirects stay on our host, every reply carries the security
// headers, and a reply built for one user never looks shareable.
describe("redirects, security headers and caching of replies", () => {
  const env = appOnTemplateCopy();
  let pro: TestUser;
  beforeAll(async () => {
    pro = await userWithRole(env.database.db, "pro");
  });
  const get = (path: string, headers: Record<string, string> = {}) =>
    env.app.fetch(browserRequest(path, { headers: { "accept-encoding": "br, gzip", ...headers } }));

  describe("finding 3: every redirect target is a path on our own host", () => {
    it("a locale prefix before a path a browser reads as another host redirects to a path of ours", async () => {
      for (const [path, location] of [
        ["/ru//attacker.example/login", "/attacker.example/login"],
        ["/en///attacker.example", "/attacker.example"],
        ["/ru/market?sort=price", "/market?sort=price"],
      ] as const) {
        const reply = await get(path);
        expect(reply.status, path).toBe(302);
        expect(reply.headers.get("location"), path).toBe(location);
      }
    });

    it("logout goes back to the referring page only as a path of ours", async () => {
      for (const [referer, location] of [
        ["http://localhost//attacker.example/login", "/"],
        ["http://localhost/market?sort=price", "/market?sort=price"],
        ["https://attacker.example/market", "/"],
      ] as const) {
        const leaver = await userWithRole(env.database.db, "free");
        const reply = await get("/api/be/logout", { referer, cookie: leaver.cookie ?? "" });
        expect(reply.status, referer).toBe(302);
        expect(reply.headers.get("location"), referer).toBe(location);
      }
    });

    it("the Patreon login's return address is a path of ours, else the account page", async () => {
      const reply = await get("/api/be/auth/patreon?returnTo=//attacker.example/x");
      const state = reply.headers.getSetCookie().join("; ");
      expect(state).not.toContain("attacker");
    });
  });

  describe("finding 4: security headers on pages, API replies and assets", () => {
    it("sends them on a page, an API reply, a static asset and an error", async () => {
      for (const path of ["/", "/api/be/website-alert", "/favicon.svg", "/no-such-page", "/api/be/items/nope/history?range=7d"]) {
        const reply = await get(path);
        expect(reply.headers.get("x-content-type-options"), path).toBe("nosniff");
        expect(reply.headers.get("x-frame-options"), path).toBe("DENY");
        expect(reply.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
        expect(reply.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
        expect(reply.headers.get("strict-transport-security"), path).toBeNull();
      }
    });

    it("a page's policy allows exactly its own inline scripts, by hash", async () => {
      const reply = await get("/crafts", { "accept-encoding": "identity" });
      const html = await reply.text();
      const policy = reply.headers.get("content-security-policy") ?? "";
      const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].length;
      expect(inline).toBeGreaterThan(0);
      const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src")) ?? "";
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(scriptSrc.match(/'sha256-/g)?.length).toBe(new Set([...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1])).size);
      // A cached copy carries the same policy as the page it holds.
      const again = await get("/crafts", { "accept-encoding": "identity" });
      expect(again.headers.get("x-page-cache")).toBe("hit");
      expect(again.headers.get("content-security-policy")).toBe(policy);
    });

    it("sends HSTS behind TLS only", async () => {
      const reply = await env.app.fetch(new Request("https://raidkit.example/", { headers: { "user-agent": "Mozilla/5.0 Chrome/130" } }));
      expect(reply.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    });
  });

  describe("finding 6: a reply for one user is never shareable", () => {
    it("a compressed reply keeps Vary: Cookie beside Accept-Encoding", async () => {
      const reply = await get("/api/be/cache?itemsHash=&questsHash=");
      expect(reply.headers.get("content-encoding")).toMatch(/^(br|gzip)$/);
      expect(reply.headers.get("vary")?.split(/,\s*/).sort()).toEqual(["Accept-Encoding", "Cookie"]);
    });

    it("a Pro user's replies are private, with Vary: Cookie, even where a visitor's are public", async () => {
      const visitor = await get("/api/be/items/544fb45d4bdc2dee738b4568/history?range=7d");
      expect(visitor.headers.get("cache-control")).toBe("public, max-age=60");
      expect(visitor.headers.get("vary")).toContain("Cookie");
      const cookie = pro.cookie ?? "";
      for (const path of [
        "/api/be/items/544fb45d4bdc2dee738b4568/history?range=7d",
        "/api/be/items/544fb45d4bdc2dee738b4568/history?range=1y",
        "/maps/customs",
        "/",
      ]) {
        const reply = await get(path, { cookie });
        expect(reply.status, path).toBe(200);
        expect(reply.headers.get("cache-control"), path).toMatch(/^private/);
        expect(reply.headers.get("vary"), path).toContain("Cookie");
      }
    });

    it("static files stay public and shared (no session in them)", async () => {
      const reply = await get("/favicon.svg", { cookie: pro.cookie ?? "" });
      expect(reply.headers.get("cache-control")).toMatch(/^public/);
      expect(reply.headers.get("vary") ?? "").not.toContain("Cookie");
    });
  });
});
