// `npm run bench:ocr` (issue 17): screenshot recognition on GENERATED test images (tests/helpers/
// ocrImages.ts: stash grids in the game's look rendered by headless Chromium, items and names from
// the real data pack), at 1920x1080 and 2560x1440, with English and Russian short names. Each image
// holds items of the tracker (a fresh character's needed items) and items that are not in it. The
// same code as the page reads them (preprocessing and matching of packages/game, tesseract.js with
// the data the site serves), here in Node. Prints precision, recall, counts read right, items outside
// the tracker (must be 0) and ms per image. Targets: recall >= 90 %, none outside, < 3 s per 1080p image.
// Then (issue 35) the same reading of REAL player screenshots (tests/fixtures/ocr-real: labels.json and
// README.md of sources; the images themselves are placed there, checked by their git blob id): precision,
// recall, counts right and found-in-raid per image, per screen resolution and per kind of view
// (character screen, stash alone, opened container). OCR_REAL=0 skips it; OCR_REAL_DIR reads the set
// from elsewhere.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { importPack, migrateToLatest, openDatabase, openPack } from "@raidkit/db";
import {
  mergeCandidates,
  OCR_COUNT_PARAMETERS,
  OCR_PARAMETERS,
  OCR_STRIP_PARAMETERS,
  type OcrCandidate,
  type OcrMatch,
  ocrKey,
  prepareForOcr,
  progressOverview,
  readScreenshot,
  screenshotProblem,
  trackerCandidates,
} from "@raidkit/game";
import Tesseract from "tesseract.js";
import { languageData, ocrLanguages } from "../apps/server/src/http/ocrAssets.ts";
import { CatalogueService } from "../apps/server/src/services/catalogue.ts";
import { ProgressDataService } from "../apps/server/src/services/progressData.ts";
import { decodePng, type GridItem, launchChromium, type Placed, RESOLUTIONS, renderGrid } from "../tests/helpers/ocrImages.ts";
import { addScores, emptyScore, REAL_SET_DIR, type RealScore, readRealSet, realImageBytes, scoreRealImage } from "../tests/helpers/ocrRealSet.ts";
import { median } from "./lib.ts";

const IMAGES_PER_CASE = Number(process.env.OCR_IMAGES ?? 3);
const TRACKED_PER_IMAGE = 18;
const OTHERS_PER_IMAGE = 6;

/**
 * tesseract.js's worker as the OCR engine readScreenshot takes; `passes` sums the ms of each kind of
 * call since the last reset (whole picture, name strips read again, counts), by page segmentation mode.
 */
const passes: Record<string, number> = {};
const PASS_NAMES: Record<string, string> = {
  [OCR_PARAMETERS.tessedit_pageseg_mode]: "whole",
  [OCR_STRIP_PARAMETERS.tessedit_pageseg_mode]: "strips",
  [OCR_COUNT_PARAMETERS.tessedit_pageseg_mode]: "counts",
};
const engine = (worker: Tesseract.Worker) => {
  let mode = "";
  return {
    recognize: async (image: Buffer, options: Record<string, never>, output: { blocks: true; text: false }) => {
      const started = performance.now();
      const result = await worker.recognize(image, options, output);
      const name = PASS_NAMES[mode] ?? mode;
      passes[name] = (passes[name] ?? 0) + performance.now() - started;
      return result;
    },
    setParameters: (parameters: Record<string, string>) => {
      mode = parameters.tessedit_pageseg_mode ?? mode;
      return worker.setParameters(parameters as unknown as Partial<Tesseract.WorkerParams>);
    },
  };
};
/** CPU time of this process (all threads: tesseract's worker too) since `from`, in ms: less swayed by other load than the clock. */
const cpuOf = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
};
const resetPasses = () => {
  for (const k of Object.keys(passes)) delete passes[k];
};
const passesText = () => `whole ${(passes.whole ?? 0).toFixed(0)} + strips ${(passes.strips ?? 0).toFixed(0)} + counts ${(passes.counts ?? 0).toFixed(0)} ms`;

/** A seeded generator, so every run draws the same images. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(list: readonly T[], n: number, rnd: () => number): T[] => {
  const copy = [...list];
  const out: T[] = [];
  while (out.length < n && copy.length) out.push(copy.splice(Math.floor(rnd() * copy.length), 1)[0] as T);
  return out;
};

const dir = mkdtempSync(path.join(tmpdir(), "raidkit-bench-ocr-"));
const handle = openDatabase({ dataDir: dir });
const browser = await launchChromium();
try {
  await migrateToLatest(handle.db);
  await importPack(handle.db, openPack(path.resolve("data")));
  const service = new ProgressDataService(handle.db, new CatalogueService(handle.db, () => null), () => null);
  const [en, ru] = await Promise.all([service.get("en", "pvp"), service.get("ru", "pvp")]);
  const overview = progressOverview({
    quests: en.quests,
    modules: en.modules,
    editionModules: en.editionModules,
    char: { fraction: "USEC", gameEdition: "Standard", gameMode: "pvp" },
    progress: { level: 1, tradersLL: {}, questsDone: new Set(), useProgress: false },
    modulesBuilt: new Set(),
    itemsFound: {},
  });
  const candidates = trackerCandidates(overview.needed, [en.items, ru.items]);
  const tracked = new Set(candidates.map((c) => c.uid));
  // Items of the pack's catalogue that are not in the tracker (their names, both languages).
  const catalogue = new CatalogueService(handle.db, () => null);
  const [catEn, catRu] = await Promise.all([catalogue.get("en", "pvp"), catalogue.get("ru", "pvp")]);
  const others = [...catEn.byUid.values()].filter((i) => !tracked.has(i.uid) && i.localShortName && catRu.byUid.get(i.uid)?.localShortName);
  // Issue 35: names are matched against the whole catalogue (both languages) and the tracker's items kept.
  const everything = mergeCandidates(
    [...catEn.byUid.values()].map((i) => ({
      uid: i.uid,
      shortNames: [i.localShortName, catRu.byUid.get(i.uid)?.localShortName ?? ""],
      names: [i.localName, catRu.byUid.get(i.uid)?.localName ?? ""],
      ...(i.width && i.height ? { size: { w: i.width, h: i.height } } : {}),
    })),
    candidates,
  );
  const shortOf = { en: (uid: string) => en.items[uid]?.shortName ?? "", ru: (uid: string) => ru.items[uid]?.shortName ?? "" };

  const langs = ocrLanguages(process.env.OCR_TESSDATA_DIR);
  const langDir = path.join(dir, "lang");
  mkdirSync(langDir);
  for (const lang of langs) writeFileSync(path.join(langDir, `${lang}.traineddata.gz`), (await languageData(lang, process.env.OCR_TESSDATA_DIR)) as Buffer);
  console.log(
    `OCR bench: ${candidates.length} tracker items (a fresh character's needs), ${IMAGES_PER_CASE} generated images per case, ${TRACKED_PER_IMAGE} tracker + ${OTHERS_PER_IMAGE} other items each; languages here: ${langs.join("+")}`,
  );

  for (const locale of ["en", "ru"] as const) {
    const workerLangs = locale === "ru" && langs.includes("rus") ? ["eng", "rus"] : ["eng"];
    const started = performance.now();
    const worker = await Tesseract.createWorker(workerLangs, 1, { langPath: langDir, cachePath: path.join(dir, "cache"), gzip: true });
    const initMs = performance.now() - started;
    for (const res of RESOLUTIONS) {
      const rnd = random(locale === "en" ? 17 : 29 + res.cell);
      let truth = 0;
      let matched = 0;
      let right = 0;
      let countsRight = 0;
      let outside = 0;
      const prepMs: number[] = [];
      const ocrMs: number[] = [];
      const stripMs: number[] = [];
      const cpuMs: number[] = [];
      const missed: string[] = [];
      const countWrong: string[] = [];
      const wrong: string[] = [];
      for (let n = 0; n < IMAGES_PER_CASE; n++) {
        const mine = pick(
          candidates.filter((c) => shortOf[locale](c.uid)),
          TRACKED_PER_IMAGE,
          rnd,
        );
        const items: GridItem[] = [
          ...mine.map((c) => ({
            uid: c.uid,
            shortName: shortOf[locale](c.uid),
            count: rnd() < 0.35 ? 2 + Math.floor(rnd() * 60) : undefined,
            w: (en.items[c.uid]?.slots ?? 1) >= 2 ? 2 : 1,
          })),
          ...pick(others, OTHERS_PER_IMAGE, rnd).map((i) => ({
            uid: `other:${i.uid}`,
            shortName: (locale === "en" ? i.localShortName : catRu.byUid.get(i.uid)?.localShortName) ?? "",
          })),
        ].sort(() => rnd() - 0.5);
        const { png, placed } = await renderGrid(browser, items, res);
        if (process.env.OCR_SAVE) writeFileSync(`${process.env.OCR_SAVE}/ocr-${locale}-${res.name}-${n}.png`, png);
        const image = decodePng(png);
        const t0 = performance.now();
        const c0 = process.cpuUsage();
        const problem = screenshotProblem(image);
        const prepared = prepareForOcr(image);
        const t1 = performance.now();
        resetPasses();
        const matches = problem ? [] : await readScreenshot(engine(worker), prepared, everything, (bytes) => Buffer.from(bytes), { keep: tracked });
        const t2 = performance.now();
        prepMs.push(t1 - t0);
        ocrMs.push(t2 - t1);
        stripMs.push(passes.strips ?? 0);
        cpuMs.push(cpuOf(c0));
        const score = scoreImage(matches, placed, candidates, shortOf[locale]);
        truth += placed.filter((p) => tracked.has(p.uid)).length;
        matched += matches.length;
        right += score.right;
        countsRight += score.countsRight;
        outside += matches.filter((m) => !tracked.has(m.uid)).length;
        missed.push(...score.missed);
        wrong.push(...score.wrong);
        countWrong.push(...score.countWrong);
      }
      const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : "n/a");
      console.log(
        `${locale} ${res.name}: recall ${pct(right, truth)} (${right}/${truth}), precision ${pct(right, matched)} (${right}/${matched}), counts right ${pct(countsRight, right)}, outside the tracker ${outside}; per image: preprocess ${median(prepMs).toFixed(0)} ms + OCR ${median(ocrMs).toFixed(0)} ms (median; CPU ${median(cpuMs).toFixed(0)} ms; of it strips read again ${median(stripMs).toFixed(0)} ms, in ${stripMs.filter((m) => m > 0).length} of ${stripMs.length} images; worst total ${Math.max(...prepMs.map((p, i) => p + (ocrMs[i] as number))).toFixed(0)} ms); worker start ${initMs.toFixed(0)} ms`,
      );
      if (missed.length) console.log(`  missed: ${missed.slice(0, 12).join(", ")}${missed.length > 12 ? ` +${missed.length - 12}` : ""}`);
      if (countWrong.length) console.log(`  counts misread: ${countWrong.slice(0, 12).join(", ")}`);
      if (wrong.length) console.log(`  wrong: ${wrong.slice(0, 12).join(", ")}${wrong.length > 12 ? ` +${wrong.length - 12}` : ""}`);
    }
    await worker.terminate();
  }
  if (process.env.OCR_REAL !== "0")
    await benchRealSet(everything, tracked, langDir, dir, (uid) => en.items[uid]?.shortName ?? catEn.byUid.get(uid)?.localShortName ?? uid);
} finally {
  await browser.close();
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}

/**
 * A match is right when it lies in a cell of a tracker item and names that item (or an item the
 * grid cannot tell apart from it: the same short name); each cell counts once.
 */
function scoreImage(matches: readonly OcrMatch[], placed: readonly Placed[], candidates: readonly OcrCandidate[], shortOf: (uid: string) => string) {
  const used = new Set<Placed>();
  let right = 0;
  let countsRight = 0;
  const wrong: string[] = [];
  const countWrong: string[] = [];
  for (const m of matches) {
    const cx = (m.box.x0 + m.box.x1) / 2;
    const cy = (m.box.y0 + m.box.y1) / 2;
    const cell = placed.find((p) => cx >= p.x && cx < p.x + p.width && cy >= p.y && cy < p.y + p.height);
    const same =
      cell && !used.has(cell) && (cell.uid === m.uid || (candidates.some((c) => c.uid === cell.uid) && ocrKey(shortOf(cell.uid)) === ocrKey(shortOf(m.uid))));
    if (cell && same) {
      used.add(cell);
      right++;
      if (m.count === (cell.count ?? 1)) countsRight++;
      else countWrong.push(`${cell.shortName} ${cell.count ?? 1}→${m.count}`);
    } else wrong.push(`"${m.read}"→${shortOf(m.uid)}${cell ? ` (cell: ${cell.shortName})` : ""}`);
  }
  const missed = placed.filter((p) => !p.uid.startsWith("other:") && !used.has(p)).map((p) => p.shortName);
  return { right, countsRight, missed, wrong, countWrong };
}

/**
 * The real set: each labelled screenshot read as the page reads it (English, the tracker of a fresh
 * character), scored by scoreRealImage; figures per image, per screen resolution and in all.
 */
async function benchRealSet(candidates: readonly OcrCandidate[], tracked: ReadonlySet<string>, langDir: string, dir: string, nameOf: (uid: string) => string) {
  const setDir = process.env.OCR_REAL_DIR ? path.resolve(process.env.OCR_REAL_DIR) : REAL_SET_DIR;
  const set = readRealSet(setDir);
  const usable = set.images.map((image) => ({ image, read: realImageBytes(image, setDir) }));
  const absent = usable.filter((u) => "problem" in u.read);
  const cells = set.images.reduce((n, i) => n + i.cells.length, 0);
  console.log(
    `\nReal screenshots (${path.relative(process.cwd(), setDir) || "."}): ${set.images.length} images, ${cells} labelled cells, ${set.images.reduce((n, i) => n + i.cells.filter((c) => c.uids.some((u) => tracked.has(u))).length, 0)} of them tracker items`,
  );
  for (const u of absent)
    console.log(
      `  ${u.image.file}: ${"problem" in u.read ? u.read.problem : ""} (source: ${u.image.source.repository} ${u.image.source.path} @ ${u.image.source.commit.slice(0, 10)}; see README.md)`,
    );
  if (absent.length === set.images.length) return;
  const started = performance.now();
  const worker = await Tesseract.createWorker(["eng"], 1, { langPath: langDir, cachePath: path.join(dir, "cache"), gzip: true });
  console.log(`  worker start ${(performance.now() - started).toFixed(0)} ms`);
  const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : "n/a");
  const line = (s: RealScore) =>
    `recall ${pct(s.right, s.truth)} (${s.right}/${s.truth}), precision ${pct(s.right, s.judged)} (${s.right}/${s.judged}), counts right ${pct(s.countsRight, s.countsKnown)} (${s.countsRight}/${s.countsKnown})${s.firKnown ? `, found-in-raid right ${pct(s.firRight, s.firKnown)}` : ""}`;
  const byScreen = new Map<string, RealScore>();
  const byKind = new Map<string, RealScore>();
  const msByScreen = new Map<string, number[]>();
  const cpuByScreen = new Map<string, number[]>();
  let all = emptyScore();
  try {
    for (const { image, read } of usable) {
      if ("problem" in read) continue;
      const decoded = decodePng(read.bytes);
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const problem = screenshotProblem(decoded);
      const prepared = prepareForOcr(decoded);
      const t1 = performance.now();
      resetPasses();
      const matches = problem ? [] : await readScreenshot(engine(worker), prepared, candidates, (bytes) => Buffer.from(bytes), { keep: tracked });
      const t2 = performance.now();
      const cpu = cpuOf(c0);
      const score = scoreRealImage(matches, image, tracked, nameOf);
      console.log(
        `${image.file} (${image.width}x${image.height}, screen ${image.screen}): ${problem ? `refused (${problem}); ` : ""}${line(score)}${score.ignored ? `, ${score.ignored} in ignored regions` : ""}; preprocess ${(t1 - t0).toFixed(0)} ms + OCR ${(t2 - t1).toFixed(0)} ms (${passesText()}; CPU ${cpu.toFixed(0)} ms)`,
      );
      if (score.missed.length)
        console.log(`  missed: ${score.missed.slice(0, 15).join(", ")}${score.missed.length > 15 ? ` +${score.missed.length - 15}` : ""}`);
      if (score.countWrong.length) console.log(`  counts misread: ${score.countWrong.slice(0, 12).join(", ")}`);
      if (score.wrong.length) console.log(`  wrong: ${score.wrong.slice(0, 15).join(", ")}${score.wrong.length > 15 ? ` +${score.wrong.length - 15}` : ""}`);
      const key = image.screen.replace(/ \(.*\)$/, "");
      byScreen.set(key, addScores(byScreen.get(key) ?? emptyScore(), score));
      msByScreen.set(key, [...(msByScreen.get(key) ?? []), t2 - t0]);
      cpuByScreen.set(key, [...(cpuByScreen.get(key) ?? []), cpu]);
      byKind.set(image.kind, addScores(byKind.get(image.kind) ?? emptyScore(), score));
      all = addScores(all, score);
    }
  } finally {
    await worker.terminate();
  }
  for (const [screen, score] of byScreen)
    console.log(
      `  screen ${screen}: ${line(score)}; ${median(msByScreen.get(screen) ?? []).toFixed(0)} ms per image (median, preprocess + OCR; CPU ${median(cpuByScreen.get(screen) ?? []).toFixed(0)} ms)`,
    );
  for (const [kind, score] of byKind)
    console.log(`  ${kind === "character" ? "character screens" : kind === "stash" ? "stash alone" : "opened containers"}: ${line(score)}`);
  console.log(
    `  all real images: ${line(all)}; ${median([...msByScreen.values()].flat()).toFixed(0)} ms per image (median, preprocess + OCR; CPU ${median([...cpuByScreen.values()].flat()).toFixed(0)} ms)`,
  );
}
