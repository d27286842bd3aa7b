import { describe, expect, it } from "vitest";
import { lineMap } from "./grid.ts";
import type { OcrCandidate } from "./match.ts";
import { prepareForOcr, type RgbaImage } from "./preprocess.ts";
import { OCR_COUNT_PARAMETERS, OCR_STRIP_PARAMETERS, type OcrEngine, readScreenshot } from "./read.ts";
import { cellCorners, cellSlots, cornerOf, nameColumns, slotSize, stripLines, stripMosaic, unreadStrips } from "./strips.ts";
import { testPicture } from "./testPicture.ts";

const picture = testPicture;

/** Letters as light strokes (1 px wide, 2 px apart): what a name looks like. */
const letters = (box: { x0: number; y0: number; x1: number; y1: number }) =>
  Array.from({ length: Math.floor((box.x1 - box.x0) / 3) }, (_, i) => ({ x: box.x0 + i * 3, y: box.y0, w: 1, h: box.y1 - box.y0, v: 220 }));

/** A cell's 1 px border, `w` x `h` slots of 63 px (1080 lines), top-left at (x, y). */
const cell = (x: number, y: number, w = 1, h = 1) => [
  { x, y, w: w * 63, h: 1 },
  { x, y: y + h * 63 - 1, w: w * 63, h: 1 },
  { x, y, w: 1, h: h * 63 },
  { x: x + w * 63 - 1, y, w: 1, h: h * 63 },
];

// A stash of 63 px slots at 1080 lines (9 px letters): a row of four one-slot cells from x = 20,
// then a 2x1 cell, and under them a 1x2 cell. Names at each cell's top-right, 2 px under its border.
const name = (cellRight: number, top: number, length: number) => ({ x0: cellRight - 3 - length, y0: top + 3, x1: cellRight - 3, y1: top + 12 });
const NAMES = {
  first: name(20 + 62, 20, 24),
  third: name(20 + 3 * 63 - 1, 20, 30),
  wide: name(20 + 6 * 63 - 1, 20, 36),
  tall: name(20 + 63 - 1, 83, 18),
};
const STASH = picture(500, 260, [
  ...[0, 1, 2, 3].flatMap((i) => cell(20 + i * 63, 20)),
  ...cell(20 + 4 * 63, 20, 2, 1),
  ...cell(20, 83, 1, 2),
  ...cell(83, 83),
  ...Object.values(NAMES).flatMap(letters),
]);
const MAP = lineMap(STASH);

describe("cellCorners and slotSize", () => {
  it("finds the top-right corner of every cell (inside its borders) and the grid's slot size", () => {
    const corners = cellCorners(MAP, 9);
    // The corner of each cell of the top row, just left of its right border and on its top border.
    for (const right of [82, 145, 208, 271, 397]) expect(corners).toContainEqual({ x: right, y: 20 });
    // One corner per crossing, however many pixels of it pass.
    expect(corners.filter((c) => c.x === 82 && c.y === 20)).toHaveLength(1);
    expect(slotSize(corners, 9)).toBeCloseTo(63, 0);
    // No grid, no slot size.
    expect(slotSize([], 9)).toBeNull();
  });
});

describe("cellSlots and cornerOf", () => {
  it("measures a cell's size in slots from its borders, where a name was read", () => {
    const at = (box: { x0: number; y0: number; x1: number; y1: number }) => {
      const corner = cornerOf(MAP, box, 9);
      return corner ? cellSlots(MAP, corner, 9, 63) : null;
    };
    expect(at(NAMES.first)).toEqual({ w: 1, h: 1 });
    expect(at(NAMES.wide)).toEqual({ w: 2, h: 1 });
    expect(at(NAMES.tall)).toEqual({ w: 1, h: 2 });
    // Text with no cell around it.
    expect(at({ x0: 440, y0: 200, x1: 470, y1: 209 })).toBeNull();
  });
});

describe("unreadStrips", () => {
  const prepared = prepareForOcr(STASH, { scale: 2 });
  const lines = prepared.lines as NonNullable<typeof prepared.lines>;

  it("gives the name strips of cells that show a name and were not read, and none of empty cells", () => {
    const strips = unreadStrips(lines, prepared, 9, [NAMES.first]);
    const rights = strips.map((s) => s.box.x1).sort((a, b) => a - b);
    // The third cell, the wide one and the tall one; not the first (read), not the empty ones.
    expect(rights).toEqual([82, 208, 397]);
    expect(strips.map((s) => s.box.y0)).toContain(84);
    for (const s of strips) {
      // Each strip holds its cell's name and no more than 2 letter heights above its baseline.
      expect(s.box.y1 - s.box.y0).toBeLessThanOrEqual(18);
    }
    expect(unreadStrips(lines, prepared, 9, Object.values(NAMES))).toEqual([]);
  });

  it("keeps only the right-most run of text (a mark of the icon further left is not the name)", () => {
    const withIcon = picture(200, 120, [...cell(20, 20, 2, 1), ...letters({ x0: 120, y0: 23, x1: 140, y1: 32 }), { x: 40, y: 23, w: 12, h: 9, v: 230 }]);
    const p = prepareForOcr(withIcon, { scale: 2 });
    const columns = nameColumns(p, { x0: 21, y0: 21, x1: 145, y1: 37 }, 9);
    expect(columns?.x0).toBeGreaterThanOrEqual(119);
    expect(columns?.x1).toBeLessThanOrEqual(141);
    // Text that stops far from the right border is not a name (names are right-aligned).
    expect(nameColumns(p, { x0: 21, y0: 21, x1: 60, y1: 37 }, 9)).not.toBeNull();
    expect(nameColumns(p, { x0: 21, y0: 21, x1: 100, y1: 37 }, 9)).toBeNull();
  });
});

describe("stripMosaic and stripLines", () => {
  it("lays the strips one under another, scaled to 36 px letters, and maps words read back to their strip", () => {
    const prepared = prepareForOcr(STASH, { scale: 2 });
    const strips = unreadStrips(prepared.lines as NonNullable<typeof prepared.lines>, prepared, 9, []);
    const mosaic = stripMosaic(prepared, strips, 9);
    if (!mosaic) throw new Error("no mosaic");
    expect(mosaic.rows).toHaveLength(strips.length);
    expect(mosaic.rows[0]?.scale).toBe(4);
    // A word read in the middle of the second row comes back inside the second strip.
    const row = mosaic.rows[1] as (typeof mosaic.rows)[number];
    const lines = stripLines(
      [{ text: "Salewa", confidence: 90, bbox: { x0: mosaic.width - 150, y0: row.y0 + 8, x1: mosaic.width - 50, y1: row.y0 + 40 } }],
      mosaic,
      strips,
    );
    expect(lines[0]?.words).toEqual([]);
    const back = lines[1]?.words[0]?.bbox;
    const strip = strips[1]?.box;
    if (!back || !strip) throw new Error("not mapped");
    expect(back.x1).toBeLessThanOrEqual(strip.x1 + 1);
    expect(back.y0).toBeGreaterThanOrEqual(strip.y0);
    expect(back.y1).toBeLessThanOrEqual(strip.y1 + 1);
    expect(stripMosaic(prepared, [], 9)).toBeNull();
  });
});

describe("readScreenshot: the second reading of unread name strips (issue 35 round 2)", () => {
  const CANDIDATES: OcrCandidate[] = [
    { uid: "salewa", shortNames: ["Salewa"], names: ["Salewa first aid kit"] },
    { uid: "ifak", shortNames: ["IFAK"], names: ["IFAK individual first aid kit"] },
    { uid: "splint", shortNames: ["Splint"], names: ["Immobilizing splint"] },
    { uid: "morphine", shortNames: ["Morphine"], names: ["Morphine injector"] },
  ];
  const keep = new Set(["salewa", "ifak", "splint", "morphine"]);

  /**
   * Tesseract stood in for (an outside engine): the whole picture reads the names given in the
   * original picture's pixels (scaled as prepareForOcr scaled them); the strips' pass reads `strips`
   * one per row of the mosaic, right-aligned; the counts pass reads nothing.
   */
  function engine(whole: { text: string; box: { x0: number; y0: number; x1: number; y1: number }; confidence?: number }[], strips: string[], scale: number) {
    const calls: string[] = [];
    let mode = "11";
    const block = (words: { text: string; bbox: { x0: number; y0: number; x1: number; y1: number }; confidence?: number }[]) => [
      { paragraphs: [{ lines: words.map((w) => ({ words: [{ ...w, confidence: w.confidence ?? 90 }] })) }] },
    ];
    const e: OcrEngine<Uint8Array> = {
      async setParameters(p) {
        mode = p.tessedit_pageseg_mode ?? mode;
        return undefined;
      },
      async recognize(image) {
        calls.push(mode);
        if (mode === OCR_COUNT_PARAMETERS.tessedit_pageseg_mode) return { data: { blocks: [] } };
        if (mode === OCR_STRIP_PARAMETERS.tessedit_pageseg_mode) {
          const [, w] = /^P5\n(\d+) (\d+)/.exec(new TextDecoder().decode(image.subarray(0, 20))) ?? [];
          const width = Number(w);
          // Rows start after a gap of 1.2 letters (36 px letters), each 1.8 letters high and a gap apart.
          const words = strips.map((text, i) => ({
            text,
            bbox: { x0: width - 43 - 150, y0: 43 + i * (65 + 43) + 10, x1: width - 45, y1: 43 + i * (65 + 43) + 46 },
          }));
          return { data: { blocks: block(words) } };
        }
        const crop = prepared.crop;
        return {
          data: {
            blocks: block(
              whole.map((n) => ({
                text: n.text,
                confidence: n.confidence,
                bbox: {
                  x0: (n.box.x0 - crop.x0) * scale,
                  y0: (n.box.y0 - crop.y0) * scale,
                  x1: (n.box.x1 - crop.x0) * scale,
                  y1: (n.box.y1 - crop.y0) * scale,
                },
              })),
            ),
          },
        };
      },
    };
    return { engine: e, calls };
  }
  const prepared = prepareForOcr(STASH, { scale: 2 });

  it("reads no strip again when the first pass read every name exactly (the common case costs no more)", async () => {
    const all = [
      { text: "IFAK", box: NAMES.first },
      { text: "Splint", box: NAMES.third },
      { text: "Salewa", box: NAMES.wide },
      { text: "Morphine", box: NAMES.tall },
    ];
    const { engine: e, calls } = engine(all, [], 2);
    const matches = await readScreenshot(e, prepared, CANDIDATES, (b) => b, { keep });
    expect(matches.map((m) => m.uid).sort()).toEqual(["ifak", "morphine", "salewa", "splint"]);
    expect(calls).toEqual(["11", "7"]);
  });

  it("reads no strip again whose text the first pass read with confidence as no item's name (an item too old or too new for the catalogue)", async () => {
    const read = [
      { text: "IFAK", box: NAMES.first },
      { text: "Splint", box: NAMES.third },
      { text: "Salewa", box: NAMES.wide },
    ];
    const sure = engine([...read, { text: "Zzyzx", box: NAMES.tall, confidence: 91 }], [], 2);
    await readScreenshot(sure.engine, prepared, CANDIDATES, (b) => b, { keep });
    expect(sure.calls).toEqual(["11", "7"]);
    // Read unsurely, the same text's strip is read again.
    const unsure = engine([...read, { text: "Zzyzx", box: NAMES.tall, confidence: 40 }], ["Morphine"], 2);
    const matches = await readScreenshot(unsure.engine, prepared, CANDIDATES, (b) => b, { keep });
    expect(unsure.calls).toEqual(["11", "6", "7"]);
    expect(matches.map((m) => m.uid)).toContain("morphine");
  });

  it("reads the unread strips once, in one mosaic, and adds the tracker's items found there", async () => {
    // The first pass read one name; the strips (top to bottom, then left to right) read the others.
    const { engine: e, calls } = engine([{ text: "IFAK", box: NAMES.first }], ["Splint", "Salewa", "Morphine"], 2);
    const matches = await readScreenshot(e, prepared, CANDIDATES, (b) => b, { keep });
    expect(calls).toEqual(["11", "6", "7"]);
    const at = (uid: string) => matches.find((m) => m.uid === uid)?.box;
    expect(matches).toHaveLength(4);
    // Each where its cell's name is.
    expect(at("splint")?.x1).toBeLessThanOrEqual(NAMES.third.x1 + 3);
    expect(at("salewa")?.x1).toBeLessThanOrEqual(NAMES.wide.x1 + 3);
    expect(at("morphine")?.y0).toBeGreaterThanOrEqual(83);
  });

  it("drops a fuzzy match of the first pass when its strip reads exactly an item outside the tracker", async () => {
    // "Splirt" is one edit from Splint; the strip reads "Spirit", an item the tracker does not need.
    const withOther = [...CANDIDATES, { uid: "spirit", shortNames: ["Spirit"], names: ["Spirit"] }];
    const { engine: e } = engine(
      [
        { text: "IFAK", box: NAMES.first },
        { text: "Splirt", box: NAMES.third },
      ],
      ["Spirit", "", ""],
      2,
    );
    const matches = await readScreenshot(e, prepared, withOther, (b) => b, { keep });
    expect(matches.map((m) => m.uid)).toEqual(["ifak"]);
  });
});
