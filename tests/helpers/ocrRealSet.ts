/**
 * Issue 35 item 5: the set of REAL screenshots (player-made, from public repositories) that
 * `npm run bench:ocr` reads beside its generated images. Every item cell that could be identified with
 * certainty by looking is labelled in tests/fixtures/ocr-real/labels.json (what the cell shows, the
 * pack's item ids it can be, the stack count and the found-in-raid mark); regions whose reading cannot
 * be judged (cells whose item is not certain, dogtags, cells under a window, quick-use captions) are
 * listed to be ignored. tests/fixtures/ocr-real/README.md names each image's source, commit and licence.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { OcrMatch } from "@raidkit/game";
import { z } from "zod";
import { ROOT } from "./paths.ts";

export const REAL_SET_DIR = path.join(ROOT, "tests/fixtures/ocr-real");

const box = { x: z.number().int().min(0), y: z.number().int().min(0), w: z.number().int().positive(), h: z.number().int().positive() };

export const realCell = z.object({
  /** The name as the cell shows it (older game versions show older short names). */
  name: z.string().min(1),
  /** Ids in data/items.json the cell can be (several when the look cannot tell them apart; empty when the pack lacks the item). */
  uids: z.array(z.string().min(1)),
  /** The stack count (1 when the cell shows none); null when the corner is not visible. */
  count: z.number().int().positive().nullable(),
  /** The found-in-raid mark; null when that corner is not visible. */
  fir: z.boolean().nullable(),
  ...box,
});
export type RealCell = z.infer<typeof realCell>;

export const realImage = z.object({
  file: z.string().regex(/^[a-z0-9.-]+\.png$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The player's screen (a crop says so). */
  screen: z.string().min(1),
  /** A character screen (gear, rig, pockets beside the stash), the stash alone, or an opened container. */
  kind: z.enum(["character", "stash", "container"]),
  view: z.string().min(1),
  source: z.object({
    repository: z.string().regex(/^[\w.-]+\/[\w.-]+$/),
    path: z.string().min(1),
    commit: z.string().regex(/^[0-9a-f]{40}$/),
    /** The file's git blob id at that commit: the copy here must be byte-identical. */
    blob: z.string().regex(/^[0-9a-f]{40}$/),
    licence: z.string().min(1),
  }),
  cells: z.array(realCell).min(1),
  /** Regions where a reading is neither right nor wrong. */
  ignore: z.array(z.object(box)),
});
export type RealImage = z.infer<typeof realImage>;

export const realSet = z.object({ note: z.string(), images: z.array(realImage).min(1) });

export function readRealSet(dir = REAL_SET_DIR): z.infer<typeof realSet> {
  return realSet.parse(JSON.parse(readFileSync(path.join(dir, "labels.json"), "utf8")));
}

/** git's blob id of a file's bytes. */
export const gitBlobId = (bytes: Buffer): string => createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");

/** The image's bytes, or why they cannot be used (absent, or not the labelled file). */
export function realImageBytes(image: RealImage, dir = REAL_SET_DIR): { bytes: Buffer } | { problem: string } {
  const file = path.join(dir, image.file);
  if (!existsSync(file)) return { problem: "absent" };
  const bytes = readFileSync(file);
  const blob = gitBlobId(bytes);
  return blob === image.source.blob ? { bytes } : { problem: `not the labelled file (blob ${blob.slice(0, 10)})` };
}

const inside = (b: { x: number; y: number; w: number; h: number }, x: number, y: number) => x >= b.x && x < b.x + b.w && y >= b.y && y < b.y + b.h;

export interface RealScore {
  /** Labelled cells of tracker items (what a perfect reading finds). */
  truth: number;
  /** Readings judged (not in an ignored region). */
  judged: number;
  ignored: number;
  right: number;
  /** Right readings whose cell's count is known, and of those the ones read right. */
  countsKnown: number;
  countsRight: number;
  /** Right readings that carry a found-in-raid choice, and of those the ones that match the mark. */
  firKnown: number;
  firRight: number;
  missed: string[];
  wrong: string[];
  countWrong: string[];
}

export const emptyScore = (): RealScore => ({
  truth: 0,
  judged: 0,
  ignored: 0,
  right: 0,
  countsKnown: 0,
  countsRight: 0,
  firKnown: 0,
  firRight: 0,
  missed: [],
  wrong: [],
  countWrong: [],
});

/** Two scores summed (an image set's, a resolution's). */
export const addScores = (a: RealScore, b: RealScore): RealScore => ({
  truth: a.truth + b.truth,
  judged: a.judged + b.judged,
  ignored: a.ignored + b.ignored,
  right: a.right + b.right,
  countsKnown: a.countsKnown + b.countsKnown,
  countsRight: a.countsRight + b.countsRight,
  firKnown: a.firKnown + b.firKnown,
  firRight: a.firRight + b.firRight,
  missed: [...a.missed, ...b.missed],
  wrong: [...a.wrong, ...b.wrong],
  countWrong: [...a.countWrong, ...b.countWrong],
});

/**
 * A reading is right when the centre of the name it read lies in a labelled cell and it names one of the
 * cell's items; each cell counts once (a second reading of it is wrong). A reading in an ignored region
 * is not judged; anywhere else (interface text, another item's cell) it is wrong.
 */
export function scoreRealImage(matches: readonly OcrMatch[], image: RealImage, tracked: ReadonlySet<string>, nameOf: (uid: string) => string): RealScore {
  const used = new Set<RealCell>();
  const score = emptyScore();
  const trackerCells = image.cells.filter((c) => c.uids.some((u) => tracked.has(u)));
  score.truth = trackerCells.length;
  for (const m of matches) {
    const cx = (m.box.x0 + m.box.x1) / 2;
    const cy = (m.box.y0 + m.box.y1) / 2;
    const cell = image.cells.find((c) => inside(c, cx, cy));
    if (!cell && image.ignore.some((r) => inside(r, cx, cy))) {
      score.ignored++;
      continue;
    }
    score.judged++;
    if (cell && !used.has(cell) && cell.uids.includes(m.uid)) {
      used.add(cell);
      score.right++;
      if (cell.count !== null) {
        score.countsKnown++;
        if (m.count === cell.count) score.countsRight++;
        else score.countWrong.push(`${cell.name} ${cell.count}→${m.count}`);
      }
      // The found-in-raid choice, once the recognition reports one.
      const fir = (m as OcrMatch & { fir?: boolean }).fir;
      if (fir !== undefined && cell.fir !== null) {
        score.firKnown++;
        if (fir === cell.fir) score.firRight++;
      }
    } else score.wrong.push(`"${m.read}"→${nameOf(m.uid)}${cell ? ` (cell: ${cell.name})` : " (no cell)"}`);
  }
  score.missed = trackerCells.filter((c) => !used.has(c)).map((c) => c.name);
  return score;
}
