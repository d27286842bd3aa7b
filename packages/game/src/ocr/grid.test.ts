import { describe, expect, it } from "vitest";
import { HORIZONTAL, inNameStrip, lineMap, VERTICAL } from "./grid.ts";
import { testPicture } from "./testPicture.ts";

const picture = testPicture;

/** Letters as light strokes (1 px wide, 2 px apart), not one block: what a name looks like. */
const letters = (box: { x0: number; y0: number; x1: number; y1: number }, width = 1) =>
  Array.from({ length: Math.floor((box.x1 - box.x0) / (width + 2)) }, (_, i) => ({
    x: box.x0 + i * (width + 2),
    y: box.y0,
    w: width,
    h: box.y1 - box.y0,
    v: 200,
  }));

/** A cell's 1 px border (as the game draws it at 1080 lines: 63 px cells). */
const cellBorder = (x: number, y: number, size: number, width = 1) => [
  { x, y, w: size, h: width },
  { x, y: y + size - width, w: size, h: width },
  { x, y, w: width, h: size },
  { x: x + size - width, y, w: width, h: size },
];

describe("lineMap", () => {
  it("marks the pixels of thin light lines, vertical and horizontal apart", () => {
    const map = lineMap(
      picture(40, 40, [
        { x: 20, y: 0, w: 1, h: 40 },
        { x: 0, y: 10, w: 40, h: 2 },
      ]),
    );
    const at = (x: number, y: number) => map.bits[y * 40 + x] as number;
    expect(at(20, 30) & VERTICAL).toBe(VERTICAL);
    expect(at(20, 30) & HORIZONTAL).toBe(0);
    expect(at(5, 10) & HORIZONTAL).toBe(HORIZONTAL);
    expect(at(5, 11) & HORIZONTAL).toBe(HORIZONTAL);
    expect(at(5, 30)).toBe(0);
    // A broad light area is no line.
    expect(lineMap(picture(40, 40, [{ x: 10, y: 10, w: 20, h: 20 }])).bits.some((b) => b !== 0 && b !== HORIZONTAL && b !== VERTICAL)).toBe(false);
  });
});

describe("inNameStrip", () => {
  // A 63 px cell at (100, 100) whose name (9 px letters) is printed at its top-right, and a word of
  // interface text (a tab's caption) with no cell around it; both drawn as light blocks.
  const name = { x0: 140, y0: 102, x1: 160, y1: 111 };
  const tab = { x0: 20, y0: 20, x1: 45, y1: 29 };
  const image = picture(240, 200, [...cellBorder(100, 100, 63), ...letters(name), ...letters(tab)]);
  const map = lineMap(image);

  it("keeps a name under a cell's top border and beside its right border", () => {
    expect(inNameStrip(map, { ...name, x1: name.x1 + 1 }, 9)).toBe(true);
  });

  it("drops interface text outside any cell, and a name whose right border stops short (a button, not a cell)", () => {
    expect(inNameStrip(map, tab, 9)).toBe(false);
    // A button as high as its caption: borders around it, but no border running down a cell's height.
    const button = lineMap(picture(240, 200, [...cellBorder(10, 60, 16), ...letters({ x0: 12, y0: 63, x1: 23, y1: 72 })]));
    expect(inNameStrip(button, { x0: 12, y0: 63, x1: 23, y1: 72 }, 9)).toBe(false);
    // Text in the middle of a cell (printed on the icon, "USEC" on armour): no top border just above it.
    expect(inNameStrip(map, { x0: 140, y0: 130, x1: 160, y1: 139 }, 9)).toBe(false);
  });

  it("finds the 4 px borders of a 4K screen", () => {
    const big = lineMap(picture(400, 400, [...cellBorder(100, 100, 126, 4), ...letters({ x0: 180, y0: 106, x1: 216, y1: 124 }, 2)]));
    expect(inNameStrip(big, { x0: 180, y0: 106, x1: 216, y1: 124 }, 18)).toBe(true);
  });
});
