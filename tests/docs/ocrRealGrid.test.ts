// Issue 35: the cell-grid rules of the recognition (packages/game/src/ocr/grid.ts) on the REAL
// screenshots of tests/fixtures/ocr-real. The images are not committed (see its README); without them
// these tests are skipped, saying so. No OCR here: the labelled cells' name strips must pass the rule,
// and interface text that tesseract read on these screens (measured once, below) must not.
import { cellCorners, cellSlots, cornerOf, gridFound, inNameStrip, lineMap, slotSize } from "@raidkit/game";
import { describe, expect, it } from "vitest";
import { decodePng } from "../helpers/ocrImages.ts";
import { type RealImage, readRealSet, realImageBytes } from "../helpers/ocrRealSet.ts";

const set = readRealSet();
const present = set.images.flatMap((image) => {
  const read = realImageBytes(image);
  return "bytes" in read ? [{ image, picture: decodePng(read.bytes) }] : [];
});
const why = `the real screenshots are absent (${set.images.length - present.length} of ${set.images.length}; tests/fixtures/ocr-real/README.md says how to place them)`;

/** The usual side of one slot in the image: the commonest short side of its labelled cells. */
function slot(image: RealImage): number {
  const sides = new Map<number, number>();
  for (const c of image.cells) {
    const side = Math.min(c.w, c.h);
    sides.set(side, (sides.get(side) ?? 0) + 1);
  }
  return [...sides.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 63;
}

/** Where a cell's short name is printed: at its top-right, letters about a seventh of a slot high. */
function nameBox(cell: RealImage["cells"][number], text: number) {
  const x1 = cell.x + cell.w - Math.max(2, Math.round(text * 0.3));
  const y0 = cell.y + Math.max(1, Math.round(text * 0.2));
  return { x0: x1 - 3 * text, y0, x1, y1: y0 + text };
}

/** Interface text read by tesseract on these screens (boxes in pixels): a filter button, a caption, a tab. */
const INTERFACE_TEXT: Record<string, { text: string; box: { x0: number; y0: number; x1: number; y1: number } }[]> = {
  "ratscanner-wxgaplus-item.png": [
    { text: "FILTER", box: { x0: 870, y0: 553, x1: 896, y1: 560 } },
    { text: "EC", box: { x0: 282, y0: 275, x1: 296, y1: 287 } },
  ],
};

describe.skipIf(present.length < set.images.length)(
  `the cell grid on real screenshots${present.length < set.images.length ? ` (skipped: ${why})` : ""}`,
  () => {
    it("finds the grid in every image, the 711 px wide stash crop included", () => {
      for (const { image, picture } of present) expect(gridFound(lineMap(picture)), image.file).toBe(true);
    });

    it("keeps the name strips of at least 90 % of the labelled cells at every resolution", () => {
      for (const { image, picture } of present) {
        const map = lineMap(picture);
        const text = Math.max(5, Math.round(slot(image) / 7));
        // Cells whose top-right corner is in the picture (not cut at its edge).
        const cells = image.cells.filter((c) => c.y >= 2 && c.x + c.w <= image.width - 2);
        const kept = cells.filter((c) => inNameStrip(map, nameBox(c, text), text));
        expect(kept.length / cells.length, `${image.file}: ${kept.length} of ${cells.length}`).toBeGreaterThanOrEqual(0.9);
      }
    });

    it("drops interface text", () => {
      for (const { image, picture } of present) {
        const map = lineMap(picture);
        for (const { text, box } of INTERFACE_TEXT[image.file] ?? []) expect(inNameStrip(map, box, box.y1 - box.y0), `${image.file}: ${text}`).toBe(false);
      }
    });
  },
);

// Issue 35 round 2 (decision 069): the cell corners, the grid's slot and each labelled cell's size in
// slots as strips.ts measures them (the size tells apart items sharing a short name).
describe.skipIf(present.length < set.images.length)(`cell sizes on real screenshots${present.length < set.images.length ? ` (skipped: ${why})` : ""}`, () => {
  it("finds the slot and measures cells in slots: exact at 1080 lines and more, and rarely too small anywhere", () => {
    for (const { image, picture } of present) {
      const map = lineMap(picture);
      const side = slot(image);
      const text = Math.max(5, Math.round(side / 7));
      const found = slotSize(cellCorners(map, text), text);
      const cells = image.cells.filter((c) => c.y >= 2 && c.x + c.w <= image.width - 2 && c.y + c.h <= image.height - 2);
      const measured = cells.flatMap((c) => {
        const corner = cornerOf(map, nameBox(c, text), text);
        const size = corner && found ? cellSlots(map, corner, text, found) : null;
        return size ? [{ size, want: { w: Math.round(c.w / side), h: Math.round(c.h / side) } }] : [];
      });
      const exact = measured.filter((m) => m.size.w === m.want.w && m.size.h === m.want.h).length;
      const smaller = measured.filter((m) => m.size.w * m.size.h < m.want.w * m.want.h).length;
      const label = `${image.file}: ${exact} exact, ${smaller} too small of ${measured.length} measured (${cells.length} cells)`;
      expect(measured.length / cells.length, label).toBeGreaterThanOrEqual(0.85);
      // bySize acts only on a cell too small for an item: that must be rare everywhere.
      expect(smaller / measured.length, label).toBeLessThanOrEqual(0.06);
      if (/^(1920x1080|2560x1080|2560x1440|3840x2160)/.test(image.screen)) {
        expect(Math.abs((found ?? 0) - side) / side, label).toBeLessThanOrEqual(0.03);
        expect(exact / measured.length, label).toBeGreaterThanOrEqual(0.95);
      }
    }
  });
});
