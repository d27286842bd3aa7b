import { describe, expect, it } from "vitest";
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
