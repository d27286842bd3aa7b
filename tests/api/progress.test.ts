import { describe, expect, it } from "vitest";
import { userWithRole } from "../helpers/accounts.ts";
import { appOnTemplateCopy, browserRequest } from "../helpers/testApp.ts";

/** The quest progress page on the real data pack (issue 6). */
const env = appOnTemplateCopy();

describe("/progression/quests", () => {
  it("lists the data pack's quests with their trader, in English and Russian", async () => {
    const en = await env.app.fetch(browserRequest("/progression/quests"));
    expect(en.status).toBe(200);
    const html = await en.text();
    expect(html).toContain("<title>Quests · Raidkit</title>");
    expect(html).toMatch(/data-quest="657315df034d76585f032e01"/);
    // A visitor's first Prapor quest is open; Debut waits for it.
    expect(html).toMatch(
      /data-quest="657315df034d76585f032e01"[^>]*><label[^>]*><input[^>]*\/><\/label><div class="quest-main"><div class="quest-head"><span class="status-badge free">Available/,
    );
    const ru = await (await env.app.fetch(browserRequest("/progression/quests", { locale: "ru" }))).text();
    expect(ru).toContain("<title>Квесты · Raidkit</title>");
    expect(ru).toContain("Прапор");
  });
});

describe("header map dropdown counts (spec §2)", () => {
  const page = async (cookie: string | null) => {
    const request = browserRequest("/market");
    if (cookie) request.headers.set("cookie", cookie);
    return (await env.app.fetch(request)).text();
  };
  const counts = (html: string) => [...html.matchAll(/<span class="quest-count"> \(<!-- -->(\d+)<!-- -->\)<\/span>/g)].map((m) => Number(m[1]));

  it("shows active quests per map for a Pro user with progress tracking on, and nothing otherwise", async () => {
    const pro = await userWithRole(env.database.db, "pro");
    const free = await userWithRole(env.database.db, "free");
    expect(counts(await page(pro.cookie))).toEqual([]);
    const on = await env.app.fetch(
      new Request("http://localhost/api/be/users/me", {
        method: "PUT",
        headers: { "content-type": "application/json", cookie: pro.cookie ?? "" },
        body: JSON.stringify({ hideoutUseProgress: true }),
      }),
    );
    expect(on.status).toBe(200);
    const shown = counts(await page(pro.cookie));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((n) => n > 0)).toBe(true);
    expect(counts(await page(free.cookie))).toEqual([]);
    expect(counts(await page(null))).toEqual([]);
  });
});
