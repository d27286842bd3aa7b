import { describe, expect, it } from "vitest";
import { trackerCandidates } from "./candidates.ts";
import { countArea, countStrip, countsOfStrip } from "./counts.ts";
import { ocrLinesOf } from "./lines.ts";
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
    const word = (text: string, x: number) => ({ text, confidence: 90, bbox: { x0: x, y0: 10, x1: x + 10, y1: 20 } });
    const lines = ocrLinesOf([{ paragraphs: [{ lines: [{ words: [word("12", first.x0 + 5), word("7", second.x1 - 12)] }] }] }], {
      crop: { x0: 0, y0: 0, x1: 0, y1: 0 },
      scale: 1,
    });
    expect(countsOfStrip(lines, strip)).toEqual([12, 7]);
    expect(countsOfStrip([], strip)).toEqual([null, null]);
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
