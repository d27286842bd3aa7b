/**
 * Issue 17, spec §5 "Screenshot text recognition adds only items that exist in the items tracker":
 * the words OCR read on a stash or loot screenshot, matched fuzzily against the short names and
 * names (English and Russian) of the tracker's items only, with the stack counts read from the cells.
 */

/** A box in the picture the OCR read (pixels of the original image). */
export interface OcrBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrWord {
  text: string;
  /** 0..100, as tesseract reports it. */
  confidence: number;
  bbox: OcrBox;
}

export interface OcrLine {
  words: OcrWord[];
}

/** An item the tracker needs, with every name it may show under. */
export interface OcrCandidate {
  uid: string;
  /** Short names (what the game's grid shows), in every language known. */
  shortNames: string[];
  /** Full names, in every language known. */
  names: string[];
  /** The item's size in slots (the catalogue's width and height), when known (issue 35). */
  size?: { w: number; h: number };
}

export interface OcrMatch {
  uid: string;
  /** What was read. */
  read: string;
  /** The name it matched. */
  matched: string;
  kind: "short" | "name";
  /** 0..1: the text similarity times the OCR's own confidence. */
  confidence: number;
  /** The stack count read in the cell's corner (1 when none). */
  count: number;
  /** Where the name was read; `cell` is the cell it is estimated to come from (name and count). */
  box: OcrBox;
  cell: OcrBox;
  /** Other tracker items the same text matches as well (a correction list). */
  alternatives: string[];
  /** True when the cell's found-in-raid mark was seen (issue 35); absent when not seen. */
  fir?: boolean;
}

/** Cyrillic letters that look like Latin ones (and OCR confuses), mapped to them. */
const LOOK_ALIKES: Record<string, string> = {
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  і: "i",
  // Lower-case Cyrillic letters the small font makes look like Latin ones to the OCR.
  п: "n",
  л: "n",
  г: "r",
  и: "u",
  ь: "b",
  "0": "o",
  "1": "l",
  i: "l",
  "|": "l",
  "!": "l",
};

/**
 * The comparison key of a name or a read: lower case, Cyrillic look-alikes and OCR confusions
 * folded (о/o/0, l/1/I/|), punctuation and spaces dropped.
 */
export function ocrKey(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFKC").toLowerCase()) {
    const mapped = LOOK_ALIKES[ch] ?? ch;
    if (/[\p{L}\p{N}]/u.test(mapped)) out += mapped;
  }
  return out;
}

/** Levenshtein distance, giving up (returning max + 1) once it is over `max`. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      row.push(value);
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length] as number;
}

/** Edits allowed for a key of this length: none up to 3 characters, then one per 4. */
export const allowedEdits = (length: number): number => (length <= 3 ? 0 : Math.floor(length / 4));

interface Key {
  uid: string;
  key: string;
  name: string;
  kind: "short" | "name";
}

interface Span {
  words: OcrWord[];
  text: string;
  key: string;
  box: OcrBox;
  confidence: number;
}

const union = (boxes: readonly OcrBox[]): OcrBox => ({
  x0: Math.min(...boxes.map((b) => b.x0)),
  y0: Math.min(...boxes.map((b) => b.y0)),
  x1: Math.max(...boxes.map((b) => b.x1)),
  y1: Math.max(...boxes.map((b) => b.y1)),
});

/** Stacks go up to seven digits (roubles: 500 000 a stack, shown without spaces). */
const COUNT = /^[x×]?(\d{1,7})$/i;

/** A stack count as the grid shows it ("12", "x12", "154910"), or null. */
export function readCount(text: string): number | null {
  const m = COUNT.exec(text.replace(/[oO]/g, "0").replace(/[lI|]/g, "1").trim());
  if (!m) return null;
  const n = Number(m[1]);
  return n > 0 ? n : null;
}

/**
 * Issue 35: the found-in-raid mark (a check mark in a circle, in the corner where a count would be)
 * read by the digits-only pass as one digit ("7", "4"). It is told from a digit by its shape: a digit
 * of the grid's font is about half as wide as high, the mark as wide as high.
 */
export function isFirMark(word: Pick<OcrWord, "text" | "bbox">): boolean {
  const text = word.text.trim();
  const width = word.bbox.x1 - word.bbox.x0;
  const height = word.bbox.y1 - word.bbox.y0;
  return text.length === 1 && height > 0 && width >= height * FIR_MARK_ASPECT;
}
/** Width over height from which a one-character read is the mark, not a digit. */
export const FIR_MARK_ASPECT = 0.85;

/** The keys of every name of the candidates (a short name preferred over a name with the same key). */
function keysOf(candidates: readonly OcrCandidate[]): Key[] {
  const keys: Key[] = [];
  for (const c of candidates) {
    const seen = new Set<string>();
    for (const [kind, list] of [
      ["short", c.shortNames],
      ["name", c.names],
    ] as const) {
      for (const name of list) {
        const key = ocrKey(name);
        if (key.length < 2 || seen.has(key)) continue;
        seen.add(key);
        keys.push({ uid: c.uid, key, name, kind });
      }
    }
  }
  return keys;
}

/** Consecutive words of a line (up to `maxWords`) close enough to be one cell's name. */
function spansOf(line: OcrLine, maxWords: number): Span[] {
  const words = [...line.words].filter((w) => w.text.trim()).sort((a, b) => a.bbox.x0 - b.bbox.x0);
  const spans: Span[] = [];
  for (let i = 0; i < words.length; i++) {
    const height = Math.max(1, (words[i] as OcrWord).bbox.y1 - (words[i] as OcrWord).bbox.y0);
    for (let j = i; j < Math.min(words.length, i + maxWords); j++) {
      if (j > i) {
        const gap = (words[j] as OcrWord).bbox.x0 - (words[j - 1] as OcrWord).bbox.x1;
        if (gap > height * 1.2) break;
      }
      const part = words.slice(i, j + 1);
      const text = part.map((w) => w.text).join(" ");
      spans.push({
        words: part,
        text,
        key: ocrKey(text),
        box: union(part.map((w) => w.bbox)),
        confidence: part.reduce((sum, w) => sum + w.confidence, 0) / part.length / 100,
      });
    }
  }
  return spans;
}

interface Scored {
  span: Span;
  key: Key;
  similarity: number;
  alternatives: string[];
}

/** The keys grouped by length: a span is compared only with keys it can be within the edits allowed. */
type KeyIndex = Map<number, Key[]>;
function indexKeys(keys: readonly Key[]): KeyIndex {
  const index: KeyIndex = new Map();
  for (const key of keys) {
    const list = index.get(key.key.length);
    if (list) list.push(key);
    else index.set(key.key.length, [key]);
  }
  return index;
}

/**
 * The key index of a list of candidates, made once per list (issue 35: the whole catalogue has ~5,000
 * items and ~10,000 names; folding them all took 0.1-0.7 s, and a screenshot is matched two or three
 * times). The list must not change after it is first matched (the page and the bench build it once).
 */
const indexes = new WeakMap<readonly OcrCandidate[], KeyIndex>();
function keyIndexOf(candidates: readonly OcrCandidate[]): KeyIndex {
  let index = indexes.get(candidates);
  if (!index) {
    index = indexKeys(keysOf(candidates));
    indexes.set(candidates, index);
  }
  return index;
}

/**
 * The best key of the candidates for a span, or null when none is close enough. On an exact tie of
 * the text (the same short name: "Bandage" is the aseptic and the army bandage) an item of `prefer`
 * (the tracker's) wins and the others are its alternatives; a closer other item wins outright.
 */
function bestKey(span: Span, index: KeyIndex, prefer?: ReadonlySet<string>, exactUpTo = 0): Scored | null {
  if (span.key.length < 2 || readCount(span.text) !== null) return null;
  let best: Scored | null = null;
  const close: { uid: string; score: number }[] = [];
  // A key of length L is within floor(L / 4) edits only if |span - L| <= L / 4.
  const keys: Key[] = [];
  for (let length = Math.max(2, Math.floor(span.key.length * 0.8)); length <= Math.ceil((span.key.length * 4) / 3) + 1; length++)
    keys.push(...(index.get(length) ?? []));
  for (const key of keys) {
    // Edits allowed by the shorter of the two: a read of three letters must be exact, so a tab's
    // "MAP" or a cut "COR" is not one edit from "Maps" or "Cord" (issue 35).
    const shorter = Math.min(key.key.length, span.key.length);
    const max = shorter <= exactUpTo ? 0 : allowedEdits(shorter);
    const distance = boundedDistance(span.key, key.key, max);
    if (distance > max) continue;
    // Spec: the grid shows short names, so they win a tie against a full name; then the longer key.
    const similarity = 1 - distance / Math.max(key.key.length, span.key.length);
    const rank = (k: Key) => (k.kind === "short" ? 0.001 : 0) + k.key.length * 1e-5 + (prefer?.has(k.uid) ? 1e-6 : 0);
    const score = similarity + rank(key);
    close.push({ uid: key.uid, score });
    const bestScore = best ? best.similarity + rank(best.key) : -1;
    if (score > bestScore) best = { span, key, similarity, alternatives: [] };
  }
  if (!best) return null;
  const chosen = best.key.uid;
  best.alternatives = [...new Set(close.sort((a, b) => b.score - a.score).map((c) => c.uid))].filter((uid) => uid !== chosen);
  return best;
}

const overlaps = (a: Span, b: Span) => a.words.some((w) => b.words.includes(w));

export interface MatchOptions {
  /** Matches below this confidence (0..1) are dropped. */
  minConfidence?: number;
  /** The most words one name may span. */
  maxWords?: number;
  /**
   * The items that may be returned (the tracker's), when `candidates` are the whole catalogue: every
   * name read is matched against all items, so a look-alike outside the tracker (an army bandage, a
   * water filter) takes its words and is then dropped instead of becoming a false find. Unset: all
   * candidates may be returned.
   */
  keep?: ReadonlySet<string>;
  /**
   * Each line is one name (issue 35 round 2: a cell's name strip read alone): the spans of most words
   * are taken first, so "Lucky Scav Junkbox" is not cut to an item called "Scav".
   */
  wholeLines?: boolean;
  /**
   * Names (and reads) this long or shorter must be read exactly (issue 35 round 2: a second reading
   * of a strip is often of a cut or blurred name, where one edit in four letters is noise: "lost" is
   * not "SOST"). Unset: the edits allowed by allowedEdits.
   */
  exactUpTo?: number;
}

/**
 * Matches the lines OCR read against the candidates (the whole catalogue, or the tracker's items) and
 * returns the tracker's: never an item outside `options.keep` (when given) nor outside `candidates`. Each name read is one match (one cell); its count is the number read in the same
 * cell's bottom-right corner (right-aligned with the name, below it), else 1.
 */
export function matchOcrLines(lines: readonly OcrLine[], candidates: readonly OcrCandidate[], options: MatchOptions = {}): OcrMatch[] {
  return readNames(lines, candidates, options).matches;
}

/** A name read that matched an item outside `keep` (and so is no match): where, which item, how closely. */
export interface OutsideRead {
  box: OcrBox;
  uid: string;
  similarity: number;
}

/**
 * matchOcrLines with what it leaves out: the names read that matched an item outside `keep` (issue 35
 * round 2: their cells need no second reading), and each match's text similarity (1: exact).
 */
export function readNames(
  lines: readonly OcrLine[],
  candidates: readonly OcrCandidate[],
  options: MatchOptions = {},
): { matches: OcrMatch[]; similarity: number[]; outside: OutsideRead[] } {
  const index = keyIndexOf(candidates);
  const known = options.keep ?? new Set(candidates.map((c) => c.uid));
  const minConfidence = options.minConfidence ?? 0.2;
  const maxWords = options.maxWords ?? 4;

  const scored: Scored[] = [];
  for (const line of lines)
    for (const span of spansOf(line, maxWords)) {
      const found = bestKey(span, index, options.keep, options.exactUpTo);
      if (found) scored.push(found);
    }
  // Greedy: the best (then the longest) spans first, each word used once.
  scored.sort((a, b) =>
    options.wholeLines
      ? b.span.key.length - a.span.key.length || b.similarity - a.similarity
      : b.similarity - a.similarity || b.span.words.length - a.span.words.length || b.key.key.length - a.key.key.length,
  );
  const taken: Scored[] = [];
  for (const s of scored) if (!taken.some((t) => overlaps(t.span, s.span))) taken.push(s);

  const numbers = lines
    .flatMap((l) => l.words)
    .map((w) => ({ word: w, count: isFirMark(w) ? null : readCount(w.text) }))
    .filter((n): n is { word: OcrWord; count: number } => n.count !== null);
  const used = new Set<OcrWord>();
  // The names' usual letter height here (a name with descenders reads taller than its cell says).
  const heights = taken.map((t) => t.span.box.y1 - t.span.box.y0).sort((a, b) => a - b);
  const usual = heights[Math.floor(heights.length / 2)] ?? 0;

  const matches: OcrMatch[] = [];
  const similarity: number[] = [];
  const outside: OutsideRead[] = [];
  for (const s of taken.sort((a, b) => a.span.box.y0 - b.span.box.y0 || a.span.box.x0 - b.span.box.x0)) {
    if (!known.has(s.key.uid)) {
      outside.push({ box: s.span.box, uid: s.key.uid, similarity: s.similarity });
      continue;
    }
    const confidence = Math.round(s.similarity * s.span.confidence * 100) / 100;
    if (confidence < minConfidence) continue;
    similarity.push(s.similarity);
    const box = s.span.box;
    const height = Math.max(1, Math.min(usual, box.y1 - box.y0));
    // The cell: about seven times the name's letters high; the count is right-aligned below.
    const count = numbers
      .filter((n) => !used.has(n.word) && n.word.bbox.y0 > box.y1 - height * 0.2 && n.word.bbox.y0 < box.y0 + height * 7)
      .filter((n) => Math.abs(n.word.bbox.x1 - box.x1) < height * 1.5)
      .sort((a, b) => a.word.bbox.y0 - b.word.bbox.y0)[0];
    if (count) used.add(count.word);
    const cellSize = height * 7;
    const cell = count
      ? union([box, count.word.bbox, { x0: box.x1 - cellSize, y0: box.y0, x1: box.x1, y1: box.y0 }])
      : { x0: Math.max(0, box.x1 - cellSize), y0: Math.max(0, box.y0 - height * 0.4), x1: box.x1 + height * 0.4, y1: box.y0 + cellSize - height * 0.4 };
    matches.push({
      uid: s.key.uid,
      read: s.span.text,
      matched: s.key.name,
      kind: s.key.kind,
      confidence,
      count: count?.count ?? 1,
      box,
      cell: { x0: Math.round(cell.x0), y0: Math.round(cell.y0), x1: Math.round(cell.x1), y1: Math.round(cell.y1) },
      alternatives: s.alternatives.filter((uid) => known.has(uid)),
    });
  }
  return { matches, similarity, outside };
}

/** The found counts summed per item (several cells of one item add up). */
export function totalsByItem(matches: readonly Pick<OcrMatch, "uid" | "count">[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const m of matches) totals.set(m.uid, (totals.get(m.uid) ?? 0) + m.count);
  return totals;
}

/** Whether an item of this size (slots) fills a cell of that size, either way round (items can be rotated). */
export const fitsCell = (item: { w: number; h: number }, cell: { w: number; h: number }): boolean =>
  (item.w === cell.w && item.h === cell.h) || (item.w === cell.h && item.h === cell.w);

/**
 * Issue 35: items that share a short name ("Fleece": the beanie 1x1 and the fabric 2x1; "WD-40":
 * 100 ml 1x1 and 400 ml 1x2) told apart by the size of the cell the name was read in. `cellAt`: the
 * cell's size in slots at a name's box, or null when the grid does not show it. A match whose item
 * is too big for its cell while another item of the same name fits it is given to that item when it
 * is one of `keep` (the tracker's), else dropped (the cell holds an item outside the tracker). When no
 * item of the name fits (a cell measured wrong), or the cell is bigger than the item and
 * `trustBigger` is not set (a border may have been missed), the match stays as it is.
 */
export function bySize<M extends Pick<OcrMatch, "uid" | "matched" | "box" | "alternatives">>(
  matches: readonly M[],
  candidates: readonly OcrCandidate[],
  cellAt: (box: OcrBox) => { w: number; h: number } | null,
  keep?: ReadonlySet<string>,
  /** Whether a cell measured bigger than the item is trusted too (the grid's borders are clear: 1080 lines and up). */
  trustBigger = false,
): M[] {
  const sizes = new Map<string, { w: number; h: number }>();
  for (const c of candidates) if (c.size) sizes.set(c.uid, c.size);
  const index = keyIndexOf(candidates);
  const out: M[] = [];
  for (const m of matches) {
    const key = ocrKey(m.matched);
    const same = [...new Set((index.get(key.length) ?? []).filter((k) => k.key === key).map((k) => k.uid))];
    const own = sizes.get(m.uid);
    if (same.length < 2 || !own) {
      out.push(m);
      continue;
    }
    const cell = cellAt(m.box);
    // A border found is certain; a border missed (faint at small screens) makes a cell look bigger
    // than it is: there only a cell too small for the item tells.
    if (!cell || fitsCell(own, cell) || (!trustBigger && cell.w * cell.h >= own.w * own.h)) {
      out.push(m);
      continue;
    }
    const fit = same.filter((uid) => {
      const size = sizes.get(uid);
      return size !== undefined && fitsCell(size, cell);
    });
    if (fit.length === 0) {
      out.push(m);
      continue;
    }
    const kept = fit.find((uid) => !keep || keep.has(uid));
    if (kept) out.push({ ...m, uid: kept, alternatives: fit.filter((uid) => uid !== kept && (!keep || keep.has(uid))) });
  }
  return out;
}
