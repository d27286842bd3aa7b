import { describe, expect, it } from "vitest";
import { userWithRole } from "../helpers/accounts.ts";
import { appOnTemplateCopy, browserRequest } from "../helpers/testApp.ts";

// Issue 17: the recognition engine's files come from our own site, and what recognition adds goes
// through the tracker's progress update, which refuses free users (spec §5/§6 "Pro status required").
const env = appOnTemplateCopy();

describe("screenshot recognition assets (/ocr/)", () => {
  it("serves the engine from our origin: the worker with a policy allowing WebAssembly from here only", async () => {
    const langs = await env.app.fetch(browserRequest("/ocr/langs.json"));
    expect(langs.status).toBe(200);
    const { base } = (await langs.json()) as { base: string };
    const worker = await env.app.fetch(browserRequest(`${base}/worker.min.js`));
    expect(worker.status).toBe(200);
    expect(worker.headers.get("content-security-policy")).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(worker.headers.get("content-security-policy")).not.toContain("http");
    expect(worker.headers.get("x-content-type-options")).toBe("nosniff");
    // A static file: no session lookup, no Vary: Cookie.
    expect(worker.headers.get("vary") ?? "").not.toContain("Cookie");
    expect((await env.app.fetch(browserRequest(`${base}/lang/eng.traineddata.gz`))).status).toBe(200);
    expect((await env.app.fetch(browserRequest("/ocr/7.0.0/../../package.json"))).status).toBe(404);
  });
});

describe("adding what was recognised (POST /api/be/progression/update, set itemsFound)", () => {
  const BOLTS = "57347c5b245977448d35f6e1";
  const send = (cookie: string | null, locale = "en") =>
    env.app.fetch(
      browserRequest("/api/be/progression/update", {
        method: "POST",
        body: JSON.stringify({ set: { itemsFound: { [BOLTS]: 3 } } }),
        headers: { "content-type": "application/json", cookie: [cookie, `tm_locale=${locale}`].filter(Boolean).join("; ") },
      }),
    );

  it("refuses a free user with “Pro status required”, in English and Russian", async () => {
    const free = await userWithRole(env.database.db, "free");
    const en = await send(free.cookie);
    expect(en.status).toBe(403);
    expect(await en.json()).toMatchObject({ code: "proRequired", error: "Pro status required" });
    expect(((await (await send(free.cookie, "ru")).json()) as { error: string }).error).toBe("Требуется статус Pro");
  });

  it("sets a Pro user's counts", async () => {
    const pro = await userWithRole(env.database.db, "pro");
    const reply = await send(pro.cookie);
    expect(reply.status).toBe(200);
    expect(((await reply.json()) as { itemsFound: Record<string, number> }).itemsFound[BOLTS]).toBe(3);
  });
});
