import { describe, expect, it } from "vitest";
import { appOnTemplateCopy, browserRequest } from "../helpers/testApp.ts";

// The item page's facts from the real data pack, as the server renders them (issue "Game rules
// that match the game", part 7). Items, barters and texts below are real records of data/.
const ctx = appOnTemplateCopy();

/** The page's HTML without React's text separators (`a<!-- -->b`). */
async function page(path: string, locale = "en"): Promise<string> {
  const response = await ctx.app.fetch(browserRequest(path, { locale }));
  expect(response.status).toBe(200);
  return (await response.text()).replaceAll("<!-- -->", "");
}

/** The barter lines of the "Buy from traders" panel, as text ("26 × GP coin"). */
const barterLines = (html: string): string[] =>
  [...html.matchAll(/<ul class="barter-list"[^>]*>(.*?)<\/ul>/gs)].flatMap((m) =>
    [...(m[1] ?? "").matchAll(/<li>(.*?)<\/li>/gs)].map((li) => (li[1] ?? "").replace(/<[^>]+>/g, "").trim()),
  );

/** The text of one price fact ("Best place to sell"). */
const fact = (html: string, label: string): string => {
  const m = html.match(new RegExp(`<dt>${label}</dt><dd>(.*?)</dd>`, "s"));
  if (!m) throw new Error(`no fact ${label}`);
  return (m[1] ?? "").replace(/<[^>]+>/g, "").trim();
};

const M4A1 = "/item/colt_m4a1_5.56x45_assault_rifle";

describe("caliber names, not ids", () => {
  it("shows the M4A1's and the M855's caliber as the game's round names write it, in English and Russian", async () => {
    for (const path of [M4A1, "/item/5.56x45mm_m855"]) {
      const en = await page(path);
      expect(en).toContain("Caliber: 5.56x45mm</span>");
      expect(en).not.toContain("556x45NATO</");
      expect(await page(path, "ru")).toContain("Калибр: 5.56x45мм</span>");
    }
    expect(await page("/item/remington_r11_rsass_7.62x51_marksman_rifle")).toContain("Caliber: 7.62x51mm</span>");
  });
  it("shows the game id, marked as such, where the data has no name (the RShG-2's only caliber is Caliber725)", async () => {
    const html = await page("/item/rshg-2_72.5mm_rocket_launcher_default");
    expect(html).toMatch(/title="The data has no name for this caliber[^"]*">Caliber: <code>725<\/code>/);
  });
});

describe("descriptions in the visitor's language", () => {
  it("shows the game's Russian description on the Russian page and the English one on the English page", async () => {
    const ru = await page(M4A1, "ru");
    expect(ru).toContain("Colt M4A1 - штурмовая винтовка (карабин), созданная в США на базе платформы AR-15");
    expect(ru).not.toContain("The Colt M4A1 carbine is a fully automatic variant");
    const en = await page(M4A1);
    expect(en).toContain("The Colt M4A1 carbine is a fully automatic variant");
    expect(en).not.toContain("штурмовая винтовка (карабин)");
  });
});

describe("barter rows: whole GP coins, no doubles, dogtag levels", () => {
  it("asks Ref for whole GP coins, rounded up from the data's fractions", async () => {
    // tarkov.dev 2026: Ref sells the Graphics card for 124.08 GP coins at LL4.
    const html = await page("/item/graphics_card");
    const lines = barterLines(html);
    expect(lines).toContain("125 × GP coin");
    for (const line of lines) expect(line).toMatch(/^\d+ × /);
    expect(html).toContain('title="The data says 124.08: a trader takes whole coins, so the count is rounded up."');
  });
  it("lists Mechanic's Graphics card barter once although the trader file has it twice", async () => {
    // tarkov.dev 2026 lists it under two assort ids, both at LL3 and unlocked by The Price of Independence.
    const lines = barterLines(await page("/item/graphics_card"));
    expect(lines.filter((l) => l === "7 × Car battery")).toHaveLength(1);
  });
  it("shows each dogtag's side and lowest level, in English and Russian", async () => {
    expect(barterLines(await page("/item/ledx_skin_transilluminator"))).toEqual(["20 × Dogtag BEAR or USEC, level ≥ 39", "140 × Dogtag USEC, level ≥ 10"]);
    expect(barterLines(await page("/item/ledx_skin_transilluminator", "ru"))).toEqual([
      "20 × Армейский жетон BEAR или USEC, уровень ≥ 39",
      "140 × Армейский жетон USEC, уровень ≥ 10",
    ]);
    // tarkov.dev offers Peacekeeper's RSASS barter as the rifle's default preset (the 2025 SPT data: the bare rifle with parts).
    const rsass = barterLines(await page("/item/remington_r11_rsass_7.62x51_marksman_rifle_default"));
    expect(rsass).toEqual(expect.arrayContaining(["8 × Dogtag BEAR, level ≥ 15", "8 × Dogtag USEC, level ≥ 15"]));
  });
});

describe("best place to sell", () => {
  it("never sends a flea-banned item to the flea market", async () => {
    // Banned (noFlea), with a flea price above every trader's in the data: Ragman pays the most.
    const peltor = await page("/item/peltor_tep-300_tactical_earplug_(coyote_brown)");
    expect(peltor).toContain("Banned on the flea market");
    expect(fact(peltor, "Last price")).toBe("₽129,999");
    expect(fact(peltor, "Best place to sell")).toBe("Ragman (trader)");
    // Banned, with 2023 flea prices and no trader that buys it: no place at all.
    expect(fact(await page("/item/gp_coin"), "Best place to sell")).toBe("—");
    // Not banned: the flea market when it pays more.
    expect(fact(await page(M4A1), "Best place to sell")).toBe("Flea market");
  });
});
