import { describe, expect, it } from "vitest";
import { idsIn, sheetFormula, sheetUrl } from "./sheetFormula.ts";

const choice = { ids: "", tag: "", mode: "pvp" as const, lang: "en", format: "csv" as const, key: "" };

describe("the spreadsheet formula", () => {
  it("reads item ids out of any text, at most 25, without repeats", () => {
    const salewa = "544fb45d4bdc2dee738b4568";
    expect(idsIn(`${salewa}, x ${salewa}\n59faff1d86f7746c51718c9c;notanid`)).toEqual([salewa, "59faff1d86f7746c51718c9c"]);
    expect(idsIn(Array.from({ length: 30 }, (_, i) => i.toString(16).padStart(24, "0")).join(","))).toHaveLength(25);
  });

  it("names the ids, or a tag instead, leaves defaults out and always carries a key", () => {
    expect(sheetUrl("https://raidkit.test", { ...choice, ids: "544fb45d4bdc2dee738b4568" })).toBe(
      "https://raidkit.test/api/v1/sheet/prices?ids=544fb45d4bdc2dee738b4568&key=YOUR_KEY",
    );
    expect(sheetUrl("", { ...choice, ids: "544fb45d4bdc2dee738b4568", tag: "meds", mode: "pve", lang: "ru", format: "tsv", key: " rk_abc " })).toBe(
      "/api/v1/sheet/prices?tag=meds&mode=pve&lang=ru&format=tsv&key=rk_abc",
    );
    expect(sheetFormula("https://x/y")).toBe('=IMPORTDATA("https://x/y")');
  });
});
