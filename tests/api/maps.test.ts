import { describe, expect, it } from "vitest";
import { userWithRole } from "../helpers/accounts.ts";
import { appOnTemplateCopy, browserRequest } from "../helpers/testApp.ts";

/** The interactive map pages (issue 7): the free map and the full (Pro) map, decided on the server. */
const env = appOnTemplateCopy();

async function mapHtml(slug: string, cookie: string | null, locale = "en"): Promise<string> {
  const request = browserRequest(`/maps/${slug}`, { locale });
  if (cookie) request.headers.set("cookie", cookie);
  const response = await env.app.fetch(request);
  expect(response.status).toBe(200);
  return response.text();
}

describe("/maps/{map}", () => {
  it("sends visitors and free users no Pro points (boss spawns, quest places), only their counts", async () => {
    const free = await userWithRole(env.database.db, "free");
    for (const cookie of [null, free.cookie]) {
      const html = await mapHtml("customs", cookie);
      // Reshala's zones (exits_and_bosses.json, bossBully) and a Customs quest place stay on the server.
      expect(html).not.toContain("Reshala");
      expect(html).not.toContain('"questUid"');
      expect(html).toMatch(/class="legend-locked[^"]*"[^>]*>.*?Boss/);
      // Extractions are free: Dorms V-Ex (extract_positions_tarkovdev.json).
      expect(html).toContain("Dorms V-Ex");
    }
  });

  it("sends Pro users every layer", async () => {
    const pro = await userWithRole(env.database.db, "pro");
    const html = await mapHtml("customs", pro.cookie);
    expect(html).toContain("Reshala");
    expect(html).toContain("questUid");
    expect(html).not.toMatch(/class="legend-locked/);
  });

  it("an expired Pro user gets the free map again", async () => {
    const expired = await userWithRole(env.database.db, "expiredPro");
    expect(await mapHtml("customs", expired.cookie)).not.toContain("Reshala");
  });

  it("labels the legend in Russian", async () => {
    const html = await mapHtml("customs", null, "ru");
    expect(html).toContain("Выходы");
    expect(html).toContain("Где я? Вставьте имя файла скриншота");
  });

  it("gives each map its floors from the pack's SVG (Factory: basement, main, two floors above)", async () => {
    const html = await mapHtml("factory", null);
    for (const label of ["Basement", "Main", "Level 2", "Level 3"]) expect(html).toContain(`>${label}</button>`);
  });
});
