import { describe, expect, it } from "vitest";
import { isReservedName, nameKey, RESERVED_NAMES, skeleton } from "./names.ts";

describe("skeleton (Unicode TR39)", () => {
  it("maps confusable characters to one prototype", () => {
    // Cyrillic і (U+0456), Greek ο, Cyrillic а.
    expect(skeleton("Ra\u0456dkit")).toBe(skeleton("Raidkit"));
    expect(skeleton("B\u03bfb")).toBe(skeleton("Bob"));
    expect(skeleton("\u0430dmin")).toBe(skeleton("admin"));
    expect(skeleton("m")).toBe(skeleton("rn"));
    expect(skeleton("0")).toBe(skeleton("O"));
    expect(skeleton("I")).toBe(skeleton("l"));
  });
  it("keeps letters that do not look alike apart", () => {
    expect(skeleton("Bob")).not.toBe(skeleton("Rob"));
    expect(skeleton("admin")).not.toBe(skeleton("admit"));
    expect(skeleton("Тарков")).not.toBe(skeleton("Тарное"));
  });
  it("reads composed and decomposed accents alike", () => {
    expect(skeleton("J\u00fcrgen")).toBe(skeleton("Ju\u0308rgen"));
  });
});

describe("nameKey: what usernames are unique on", () => {
  it("is one key for names that differ only in case or in look-alike characters", () => {
    const key = nameKey("Raidkit");
    for (const name of ["raidkit", "RAIDKIT", "Ra\u0456dkit", "R\u0430idkit", "Raidk\u0456t"]) expect(nameKey(name), name).toBe(key);
    expect(nameKey("B0B")).toBe(nameKey("bob"));
    // Cyrillic В, О, В.
    expect(nameKey("\u0412\u041e\u0412")).toBe(nameKey("BOB"));
    // Full-width letters (NFKC).
    expect(nameKey("\uff42\uff4f\uff42")).toBe(nameKey("bob"));
    // Small letters that look alike ("rn" and "m"), and capitals (Cyrillic Т, Е, М, А: "ТЕМА" and "TEMA").
    expect(nameKey("modern")).toBe(nameKey("modem"));
    expect(nameKey("тема")).toBe(nameKey("tema"));
  });
  it("keeps different names apart", () => {
    expect(nameKey("bob")).not.toBe(nameKey("rob"));
    expect(nameKey("player_1")).not.toBe(nameKey("player_2"));
    expect(nameKey("Тарков")).not.toBe(nameKey("Tarkov"));
  });
});

describe("isReservedName", () => {
  it("refuses the staff's names in any case", () => {
    for (const name of RESERVED_NAMES) {
      expect(isReservedName(name), name).toBe(true);
      expect(isReservedName(name.toUpperCase()), name).toBe(true);
    }
    expect(isReservedName("Admin")).toBe(true);
    expect(isReservedName("Moderator")).toBe(true);
    expect(isReservedName("Администратор")).toBe(true);
  });
  it("refuses look-alikes of them (confusables, separators, I for l)", () => {
    expect(isReservedName("Ra\u0456dkit")).toBe(true);
    expect(isReservedName("\u0410dmin")).toBe(true);
    expect(isReservedName("ad.min")).toBe(true);
    expect(isReservedName("_admin_")).toBe(true);
    expect(isReservedName("Sup-port")).toBe(true);
    expect(isReservedName("ADMlN")).toBe(true);
    expect(isReservedName("AdmIn")).toBe(true);
    expect(isReservedName("Raidk1t")).toBe(true);
    expect(isReservedName("Adm\u0456n")).toBe(true);
  });
  it("refuses any name holding the site's name", () => {
    expect(isReservedName("RaidkitSupport")).toBe(true);
    expect(isReservedName("the_raidkit_team")).toBe(true);
    expect(isReservedName("xRA\u0406DKITx")).toBe(true);
  });
  it("lets ordinary names through, also those holding a reserved word", () => {
    for (const name of ["Bob", "badminton", "Administrative_Bob", "stafford", "supporter99", "Тарков", "raid_kitten", "Player_1", "modest"]) {
      expect(isReservedName(name), name).toBe(false);
    }
  });
});
