// The real-screenshot set of the OCR bench (issue 35 item 5) held to the data pack and to its README:
// its labels parse, name items the pack has and lie inside their images, every image's source is in the
// README, and the bench's scoring judges readings as it says.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { OcrMatch } from "@raidkit/game";
import { describe, expect, it } from "vitest";
import { gitBlobId, REAL_SET_DIR, type RealImage, readRealSet, scoreRealImage } from "../helpers/ocrRealSet.ts";
import { PACK_DIR } from "../helpers/paths.ts";

const set = readRealSet();
const packIds = new Set((JSON.parse(readFileSync(path.join(PACK_DIR, "items.json"), "utf8")) as { items: { id: string }[] }).items.map((i) => i.id));
const overlap = (a: { x: number; y: number; w: number; h: number }, b: typeof a) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("the real screenshot set", () => {
  it("labels cells of items the pack has, inside their images, none overlapping another or an ignored region", () => {
    expect(set.images.length).toBeGreaterThanOrEqual(9);
    for (const image of set.images) {
      for (const cell of image.cells) {
        for (const uid of cell.uids) expect(packIds.has(uid), `${image.file} ${cell.name}: ${uid}`).toBe(true);
        expect(cell.x + cell.w <= image.width && cell.y + cell.h <= image.height, `${image.file} ${cell.name}`).toBe(true);
        for (const other of [...image.cells.filter((c) => c !== cell), ...image.ignore]) expect(overlap(cell, other), `${image.file} ${cell.name}`).toBe(false);
      }
    }
    expect(set.images.reduce((n, i) => n + i.cells.length, 0)).toBeGreaterThanOrEqual(500);
  });

  it("names every image's source, commit and blob in its README", () => {
    const readme = readFileSync(path.join(REAL_SET_DIR, "README.md"), "utf8");
    for (const image of set.images) for (const text of [image.file, image.source.path, image.source.commit, image.source.blob]) expect(readme).toContain(text);
  });

  it("computes git's blob id of a file's bytes", () => {
    // `printf 'hello\n' | git hash-object --stdin`
    expect(gitBlobId(Buffer.from("hello\n"))).toBe("ce013625030ba8dba906f756967f9e9ca394464a");
  });
});

describe("scoring a reading of a real screenshot", () => {
  const aseptic = "544fb25a4bdc2dfb738b4567";
  const army = "5751a25924597722c463c472";
  const image: RealImage = {
    ...(set.images[0] as RealImage),
    cells: [
      { name: "Bandage", uids: [aseptic], count: 1, fir: true, x: 0, y: 0, w: 63, h: 63 },
      { name: "Bandage", uids: [army], count: 1, fir: false, x: 63, y: 0, w: 63, h: 63 },
      { name: "RUB", uids: ["5449016a4bdc2d6f028b456f"], count: 154910, fir: false, x: 0, y: 63, w: 63, h: 63 },
    ],
    ignore: [{ x: 200, y: 0, w: 100, h: 20 }],
  };
  const tracked = new Set([aseptic, "5449016a4bdc2d6f028b456f"]);
  const read = (uid: string, x: number, y: number, count = 1): OcrMatch =>
    ({
      uid,
      read: "Bandage",
      matched: "Bandage",
      kind: "short",
      confidence: 1,
      count,
      box: { x0: x - 10, y0: y - 4, x1: x + 10, y1: y + 4 },
      cell: { x0: 0, y0: 0, x1: 0, y1: 0 },
      alternatives: [],
    }) as OcrMatch;

  it("counts a reading right in its item's cell once, wrong in a look-alike's cell or outside cells, and leaves ignored regions out", () => {
    const score = scoreRealImage(
      [
        read(aseptic, 40, 8),
        read(aseptic, 45, 10),
        read(aseptic, 100, 8),
        read(aseptic, 400, 400),
        read(aseptic, 250, 10),
        read("5449016a4bdc2d6f028b456f", 40, 70, 15491),
      ],
      image,
      tracked,
      (uid) => uid,
    );
    expect(score).toMatchObject({ truth: 2, right: 2, judged: 5, ignored: 1, countsKnown: 2, countsRight: 1, missed: [] });
    expect(score.wrong).toHaveLength(3);
    expect(score.countWrong).toEqual(["RUB 154910→15491"]);
  });

  it("lists the tracker's cells nothing read as missed", () => {
    expect(scoreRealImage([], image, tracked, (uid) => uid).missed).toEqual(["Bandage", "RUB"]);
  });
});
