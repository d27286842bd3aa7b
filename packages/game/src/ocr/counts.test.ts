import { describe, expect, it } from "vitest";
import { catalogueCandidates, mergeCandidates, trackerCandidates } from "./candidates.ts";
import { cornersOfStrip, countArea, countStrip, countsOfStrip } from "./counts.ts";
import { ocrLinesOf } from "./lines.ts";
import { isFirMark } from "./match.ts";
import { encodePgm, type Prepared } from "./preprocess.ts";

/** A prepared picture (white) with dark blocks: generated test data. */
function prepared(width: number, height: number, dark: { x: number; y: number; w: number; h: number }[], scale = 2): Prepared {
  const gray = new Uint8Array(width * height).fill(255);
  for (const d of dark) for (let y = d.y; y < d.y + d.h; y++) gray.fill(0, y * width + d.x, y * width + d.x + d.w);
  return { image: encodePgm(gray, width, height), width, height, crop: { x0: 100, y0: 50, x1: 100 + width / scale, y1: 50 + height / scale }, scale };
}

describe("countArea", () => {
  it("is the bottom-right corner of the cell under a right-aligned name", () => {
    // A 64 px cell at 1080 lines: name letters ~9 px high at its top, count ~9 px at its bottom.
    const area = countArea({ box: { x0: 1037, y0: 134, x1: 1058, y1: 143 } });
    expect(area.x1).toBeGreaterThan(1058);
    expect(area.y0).toBeLessThan(180);
    expect(area.y1).toBeGreaterThan(189);
    expect(area.y1).toBeLessThan(198);
  });
});

describe("countStrip", () => {
  it("lays the corners side by side and maps the words read back to each match", () => {
    const matches = [{ box: { x0: 110, y0: 60, x1: 130, y1: 69 } }, { box: { x0: 210, y0: 60, x1: 230, y1: 69 } }];
    const picture = prepared(400, 200, [{ x: 50, y: 110, w: 8, h: 14 }]);
    const strip = countStrip(picture, matches);
    expect(strip.image).not.toBeNull();
    expect(strip.columns).toHaveLength(2);
    const [first, second] = strip.columns as [{ x0: number; x1: number }, { x0: number; x1: number }];
    expect(second.x0).toBeGreaterThan(first.x1);
    // Digits of the grid's font: about half as wide as high.
    const word = (text: string, x: number) => ({ text, confidence: 90, bbox: { x0: x, y0: 10, x1: x + 6 * text.length, y1: 20 } });
    const lines = ocrLinesOf([{ paragraphs: [{ lines: [{ words: [word("12", first.x1 - 14), word("7", second.x1 - 8)] }] }] }], {
      crop: { x0: 0, y0: 0, x1: 0, y1: 0 },
      scale: 1,
    });
    expect(countsOfStrip(lines, strip)).toEqual([12, 7]);
    expect(countsOfStrip([], strip)).toEqual([null, null]);
  });
});

describe("cornersOfStrip", () => {
  it("tells the found-in-raid mark from a digit by its shape and keeps it as found in raid", () => {
    const picture = prepared(400, 200, []);
    const strip = countStrip(picture, [{ box: { x0: 110, y0: 60, x1: 130, y1: 69 } }, { box: { x0: 210, y0: 60, x1: 230, y1: 69 } }]);
    const [first, second] = strip.columns as [{ x0: number; x1: number }, { x0: number; x1: number }];
    const word = (text: string, x: number, w: number, h: number) => ({ text, confidence: 90, bbox: { x0: x, y0: 40 - h, x1: x + w, y1: 40 } });
    // First corner: the mark alone (as wide as high), read as "7". Second: a digit "7" (half as wide as high) and "40" beside it.
    const lines = ocrLinesOf(
      [{ paragraphs: [{ lines: [{ words: [word("7", first.x1 - 30, 26, 27), word("7", second.x1 - 40, 10, 20), word("40", second.x1 - 24, 22, 20)] }] }] }],
      {
        crop: { x0: 0, y0: 0, x1: 0, y1: 0 },
        scale: 1,
      },
    );
    expect(cornersOfStrip(lines, strip)).toEqual([
      { count: null, fir: true },
      { count: 40, fir: false },
    ]);
    // A digit read at the corner's left (part of the icon) is not the count: counts are right-aligned.
    const stray = ocrLinesOf([{ paragraphs: [{ lines: [{ words: [word("4", first.x0 + 4, 10, 20)] }] }] }], { crop: { x0: 0, y0: 0, x1: 0, y1: 0 }, scale: 1 });
    expect(cornersOfStrip(stray, strip)[0]).toEqual({ count: null, fir: false });
    expect(isFirMark({ text: "4", bbox: { x0: 0, y0: 0, x1: 12, y1: 20 } })).toBe(false);
    expect(isFirMark({ text: "4", bbox: { x0: 0, y0: 0, x1: 20, y1: 21 } })).toBe(true);
    expect(isFirMark({ text: "40", bbox: { x0: 0, y0: 0, x1: 24, y1: 20 } })).toBe(false);
  });
});

describe("mergeCandidates", () => {
  it("gives one entry per item with the names of every source", () => {
    const catalogueEn = [
      { uid: "bolts", shortNames: ["Bolts"], names: ["Bolts"] },
      { uid: "army", shortNames: ["Bandage"], names: ["Army bandage"] },
    ];
    const catalogueRu = [{ uid: "army", shortNames: ["Бинт"], names: ["Армейский бинт", ""] }];
    expect(mergeCandidates(catalogueEn, catalogueRu, [{ uid: "bolts", shortNames: ["Bolts", "Болты"], names: ["Болты"] }])).toEqual([
      { uid: "bolts", shortNames: ["Bolts", "Болты"], names: ["Bolts", "Болты"] },
      { uid: "army", shortNames: ["Bandage", "Бинт"], names: ["Army bandage", "Армейский бинт"] },
    ]);
  });

  it("keeps an item's size in slots from whichever source has it (issue 35)", () => {
    const merged = mergeCandidates(
      [{ uid: "bolts", shortNames: ["Bolts"], names: [] }],
      [{ uid: "bolts", shortNames: ["Болты"], names: [], size: { w: 1, h: 1 } }],
      [{ uid: "fabric", shortNames: ["Fleece"], names: [], size: { w: 2, h: 1 } }],
    );
    expect(merged.map((c) => [c.uid, c.size])).toEqual([
      ["bolts", { w: 1, h: 1 }],
      ["fabric", { w: 2, h: 1 }],
    ]);
  });
});

describe("catalogueCandidates", () => {
  it("reads every item's names in English and the page's language from the item cache's table", () => {
    const fields = ["uid", "url", "name", "shortName", "width", "ruName", "ruShortName"];
    const rows = [
      ["army", "army-bandage", "Army bandage", "Bandage", 1, "Армейский бинт", "Бинт"],
      ["x", null, "Item", "Item", 1, null, null],
    ];
    expect(catalogueCandidates(fields, rows)).toEqual([
      { uid: "army", shortNames: ["Bandage", "Бинт"], names: ["Army bandage", "Армейский бинт"] },
      { uid: "x", shortNames: ["Item"], names: ["Item"] },
    ]);
    expect(catalogueCandidates(["name"], [["a"]])).toEqual([]);
  });

  it("reads each item's size in slots when the table has width and height (issue 35)", () => {
    const fields = ["uid", "name", "shortName", "width", "height"];
    const rows = [
      ["fabric", "Fleece fabric", "Fleece", 2, 1],
      ["odd", "Item", "Item", null, 1],
    ];
    expect(catalogueCandidates(fields, rows)).toEqual([
      { uid: "fabric", shortNames: ["Fleece"], names: ["Fleece fabric"], size: { w: 2, h: 1 } },
      { uid: "odd", shortNames: ["Item"], names: ["Item"] },
    ]);
  });
});

describe("trackerCandidates", () => {
  it("takes the tracker's items only, with their names in every language loaded", () => {
    const needed = [{ uids: ["bolts"] }, { uids: ["salewa", "ifak", "unnamed"] }, { uids: ["bolts"] }];
    const en = {
      bolts: { name: "Bolts", shortName: "Bolts" },
      salewa: { name: "Salewa first aid kit", shortName: "Salewa" },
      ifak: { name: "IFAK", shortName: "IFAK" },
      gpu: { name: "Graphics card", shortName: "GPU" },
    };
    const ru = { bolts: { name: "Болты", shortName: "Болты" }, salewa: { name: "Аптечка Salewa", shortName: "Salewa" } };
    expect(trackerCandidates(needed, [en, ru])).toEqual([
      { uid: "bolts", shortNames: ["Bolts", "Болты"], names: ["Bolts", "Болты"] },
      { uid: "salewa", shortNames: ["Salewa"], names: ["Salewa first aid kit", "Аптечка Salewa"] },
      { uid: "ifak", shortNames: ["IFAK"], names: ["IFAK"] },
    ]);
  });
});
