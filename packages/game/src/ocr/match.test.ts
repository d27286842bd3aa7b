import { describe, expect, it } from "vitest";
import {
  allowedEdits,
  boundedDistance,
  bySize,
  fitsCell,
  matchOcrLines,
  type OcrCandidate,
  type OcrLine,
  ocrKey,
  readCount,
  readNames,
  totalsByItem,
} from "./match.ts";

// Items of the data pack's tracker (ids shortened), with their English and Russian names.
const TRACKER: OcrCandidate[] = [
  { uid: "bolts", shortNames: ["Bolts", "Болты"], names: ["Bolts", "Болты"] },
  { uid: "screws", shortNames: ["Screws", "Шурупы"], names: ["Pack of screws", "Упаковка шурупов"] },
  { uid: "wires", shortNames: ["Wires", "Провода"], names: ["Bundle of wires", "Пучок проводов"] },
  { uid: "tp", shortNames: ["TP", "ТП"], names: ["Toilet paper", "Туалетная бумага"] },
  { uid: "gpu", shortNames: ["GPU", "GPU"], names: ["Graphics card", "Видеокарта"] },
  { uid: "tushonka", shortNames: ["Tushonka", "Тушенка"], names: ["Can of beef stew (Small)", "Банка тушенки (Маленькая)"] },
  { uid: "fp100", shortNames: ["FP-100", "FP-100"], names: ["FP-100 filter absorber", "Фильтр-поглотитель ФП-100"] },
  { uid: "cord", shortNames: ["Cord", "Шнур"], names: ["Power cord", "Силовой кабель"] },
  { uid: "xeno", shortNames: ["Xeno", "Ксено"], names: ["Xenomorph sealing foam", "Герметизирующая пена Xenomorph"] },
];

let x = 0;
/** A word as tesseract reports it (boxes laid out left to right on a line at `y`). */
const word = (text: string, confidence = 92, y = 100, at?: number): OcrLine["words"][number] => {
  if (at === undefined) x += 70;
  const x0 = at ?? x;
  return { text, confidence, bbox: { x0, y0: y, x1: x0 + text.length * 6, y1: y + 10 } };
};
const line = (...words: OcrLine["words"]): OcrLine => ({ words });

describe("ocrKey", () => {
  it("folds case, punctuation and Cyrillic look-alikes", () => {
    expect(ocrKey("FP-100")).toBe(ocrKey("fp 1OO"));
    expect(ocrKey("ТР")).toBe(ocrKey("TP")); // Cyrillic Т and Р
    expect(ocrKey("Xeno")).toBe(ocrKey("Хеnо"));
    expect(ocrKey("Болты")).toBe("бontы");
    expect(ocrKey("Пучок")).toBe(ocrKey("nучoк")); // lower-case п read as n
  });
});

describe("boundedDistance", () => {
  it("counts edits and gives up past the bound", () => {
    expect(boundedDistance("bolts", "boltz", 1)).toBe(1);
    expect(boundedDistance("tushonka", "tushnka", 2)).toBe(1);
    expect(boundedDistance("screws", "wires", 1)).toBe(2);
    expect(allowedEdits(2)).toBe(0);
    expect(allowedEdits(8)).toBe(2);
  });
});

describe("readCount", () => {
  it("reads stack counts with OCR noise", () => {
    expect(readCount("12")).toBe(12);
    expect(readCount("x3")).toBe(3);
    expect(readCount("1O")).toBe(10);
    expect(readCount("Bolts")).toBeNull();
    expect(readCount("0")).toBeNull();
    // Stacks of money go up to seven digits.
    expect(readCount("154910")).toBe(154910);
    expect(readCount("1000000")).toBe(1000000);
    expect(readCount("12345678")).toBeNull();
  });
});

describe("matchOcrLines", () => {
  it("matches noisy short names and never adds an item outside the tracker", () => {
    x = 0;
    const lines = [line(word("Boltz", 81), word("Screws"), word("Wlres", 77), word("Malboro"), word("Salewa"), word("Tushnka", 70))];
    const matches = matchOcrLines(lines, TRACKER);
    expect(matches.map((m) => m.uid)).toEqual(["bolts", "screws", "wires", "tushonka"]);
    expect(matches.every((m) => TRACKER.some((c) => c.uid === m.uid))).toBe(true);
    expect(matches[0]?.read).toBe("Boltz");
    expect(matches[0]?.confidence).toBeGreaterThan(0.6);
  });

  it("needs an exact read for a two-letter short name, and reads Cyrillic and Latin alike", () => {
    x = 0;
    expect(matchOcrLines([line(word("TF"))], TRACKER)).toEqual([]);
    const found = matchOcrLines([line(word("ТР")), line(word("Ксено", 92, 200))], TRACKER);
    expect(found.map((m) => m.uid)).toEqual(["tp", "xeno"]);
  });

  it("matches Russian short names and multi-word full names", () => {
    x = 0;
    const found = matchOcrLines([line(word("Шурупы", 88)), line(word("Пучок", 90, 200, 10), word("проводов", 85, 200, 46))], TRACKER);
    expect(found.map((m) => [m.uid, m.kind])).toEqual([
      ["screws", "short"],
      ["wires", "name"],
    ]);
  });

  it("reads the count right-aligned below the name in the same cell", () => {
    const name = { text: "Bolts", confidence: 95, bbox: { x0: 1037, y0: 134, x1: 1058, y1: 143 } };
    const count = { text: "2", confidence: 90, bbox: { x0: 1053, y0: 180, x1: 1058, y1: 189 } };
    const other = { text: "14", confidence: 90, bbox: { x0: 1240, y0: 180, x1: 1250, y1: 189 } };
    const [match] = matchOcrLines([{ words: [name] }, { words: [count, other] }], TRACKER);
    expect(match?.count).toBe(2);
    expect(match?.cell.x1).toBeGreaterThanOrEqual(1058);
    expect(match?.cell.y1).toBeGreaterThanOrEqual(189);
  });

  it("drops reads of low confidence and lists the alternatives of an ambiguous read", () => {
    x = 0;
    expect(matchOcrLines([line(word("Bolts", 12))], TRACKER)).toEqual([]);
    const twins: OcrCandidate[] = [
      { uid: "a", shortNames: ["Cord"], names: [] },
      { uid: "b", shortNames: ["Card"], names: [] },
    ];
    const [m] = matchOcrLines([line(word("Cord"))], twins);
    expect(m?.uid).toBe("a");
    expect(m?.alternatives).toEqual(["b"]);
    const [n] = matchOcrLines([line(word("Cord"))], [...twins, { uid: "c", shortNames: ["Cord"], names: [] }]);
    expect(n?.alternatives).toEqual(["c", "b"]);
  });

  it("prefers the longer, more specific match of adjacent words", () => {
    x = 0;
    const found = matchOcrLines([line(word("FP-100", 90, 100, 10), word("filter", 90, 100, 52), word("absorber", 90, 100, 94))], TRACKER);
    expect(found).toHaveLength(1);
    expect(found[0]?.kind).toBe("name");
  });

  it("matches against the whole catalogue and keeps the tracker's items: a closer look-alike outside the tracker is no find", () => {
    x = 0;
    // The catalogue's items outside the tracker: "Pliers" beside the tracker's "RPliers", "CQR" beside "Cord".
    const catalogue: OcrCandidate[] = [
      { uid: "pliers", shortNames: ["Pliers", "Пассатижи"], names: ["Pliers"] },
      { uid: "rpliers", shortNames: ["RPliers"], names: ["Round pliers"] },
      { uid: "cqr", shortNames: ["CQR"], names: ["CQR handguard"] },
      { uid: "cord", shortNames: ["Cord", "Шнур"], names: ["Power cord"] },
    ];
    const keep = new Set(["rpliers", "cord"]);
    const lines = [line(word("Pliers")), line(word("CQR", 92, 200)), line(word("RPIiers", 90, 300)), line(word("Cord", 90, 400))];
    // Against the tracker's items only, "Pliers" reads as RPliers (one edit): a false find.
    expect(
      matchOcrLines(
        lines,
        catalogue.filter((c) => keep.has(c.uid)),
      ).map((m) => m.read),
    ).toContain("Pliers");
    const found = matchOcrLines(lines, catalogue, { keep });
    expect(found.map((m) => [m.read, m.uid])).toEqual([
      ["RPIiers", "rpliers"],
      ["Cord", "cord"],
    ]);
    expect(found.every((m) => keep.has(m.uid) && m.alternatives.every((a) => keep.has(a)))).toBe(true);
  });

  it("needs a read of three letters to be exact, even against a longer name", () => {
    x = 0;
    const items: OcrCandidate[] = [
      { uid: "cord", shortNames: ["Cord"], names: [] },
      { uid: "meds", shortNames: ["Meds"], names: [] },
    ];
    expect(matchOcrLines([line(word("COR")), line(word("MED", 92, 200))], items)).toEqual([]);
    expect(matchOcrLines([line(word("Cond"))], items).map((m) => m.uid)).toEqual(["cord"]);
  });

  it("gives an exact tie of the same short name to the tracker's item", () => {
    x = 0;
    const catalogue: OcrCandidate[] = [
      { uid: "army", shortNames: ["Bandage"], names: ["Army bandage"] },
      { uid: "aseptic", shortNames: ["Bandage"], names: ["Aseptic bandage"] },
    ];
    expect(matchOcrLines([line(word("Bandage"))], catalogue, { keep: new Set(["aseptic"]) }).map((m) => m.uid)).toEqual(["aseptic"]);
    expect(matchOcrLines([line(word("Bandage"))], catalogue, { keep: new Set(["army"]) }).map((m) => m.uid)).toEqual(["army"]);
  });

  it("sums counts per item", () => {
    expect(
      totalsByItem([
        { uid: "bolts", count: 2 },
        { uid: "bolts", count: 3 },
        { uid: "gpu", count: 1 },
      ]),
    ).toEqual(
      new Map([
        ["bolts", 5],
        ["gpu", 1],
      ]),
    );
  });
});

describe("readNames (issue 35 round 2)", () => {
  it("tells which names read matched an item outside the tracker, and how closely each match was read", () => {
    x = 0;
    const catalogue: OcrCandidate[] = [...TRACKER, { uid: "pliers", shortNames: ["Pliers"], names: ["Pliers"] }];
    const { matches, similarity, outside } = readNames([line(word("Bolts")), line(word("Wirez", 90, 200)), line(word("Pliers", 90, 300))], catalogue, {
      keep: new Set(TRACKER.map((c) => c.uid)),
    });
    expect(matches.map((m) => m.uid)).toEqual(["bolts", "wires"]);
    expect(similarity[0]).toBe(1);
    expect(similarity[1]).toBeLessThan(1);
    expect(outside.map((o) => [o.uid, o.similarity])).toEqual([["pliers", 1]]);
  });

  it("wholeLines: a line that is one cell's name takes its longest reading ('Lucky Scav Junkbox', not an item called 'Scav')", () => {
    x = 0;
    const items: OcrCandidate[] = [
      { uid: "scav", shortNames: ["Scav"], names: [] },
      { uid: "junk", shortNames: ["Lucky Scav Junkbox"], names: [] },
    ];
    const read = [line(word("Lucky", 90, 100, 10), word("Scav", 90, 100, 50), word("[unkbcx", 90, 100, 80))];
    expect(matchOcrLines(read, items).map((m) => m.uid)).toEqual(["scav"]);
    expect(matchOcrLines(read, items, { wholeLines: true }).map((m) => m.uid)).toEqual(["junk"]);
  });

  it("exactUpTo: short names must be read exactly ('lost' is not 'SOST'), longer ones still fuzzily", () => {
    x = 0;
    const items: OcrCandidate[] = [
      { uid: "sost", shortNames: ["SOST"], names: [] },
      { uid: "morphine", shortNames: ["Morphine"], names: [] },
    ];
    const read = [line(word("lost")), line(word("Marphine", 90, 200))];
    expect(matchOcrLines(read, items).map((m) => m.uid)).toEqual(["sost", "morphine"]);
    expect(matchOcrLines(read, items, { exactUpTo: 4 }).map((m) => m.uid)).toEqual(["morphine"]);
  });
});

describe("bySize", () => {
  // Items that share a short name, with their sizes in slots (the catalogue's width x height).
  const catalogue: OcrCandidate[] = [
    { uid: "beanie", shortNames: ["Fleece"], names: ["Tactical fleece beanie"], size: { w: 1, h: 1 } },
    { uid: "fabric", shortNames: ["Fleece"], names: ["Fleece fabric"], size: { w: 2, h: 1 } },
    { uid: "wd100", shortNames: ["WD-40"], names: ["WD-40 (100ml)"], size: { w: 1, h: 1 } },
    { uid: "wd400", shortNames: ["WD-40"], names: ["WD-40 (400ml)"], size: { w: 1, h: 2 } },
    { uid: "aseptic", shortNames: ["Bandage"], names: ["Aseptic bandage"], size: { w: 1, h: 1 } },
    { uid: "army", shortNames: ["Bandage"], names: ["Army bandage"], size: { w: 1, h: 1 } },
    { uid: "bolts", shortNames: ["Bolts"], names: ["Bolts"], size: { w: 1, h: 1 } },
  ];
  const box = (x0: number) => ({ x0, y0: 10, x1: x0 + 30, y1: 19 });
  const match = (uid: string, matched: string, x0: number) => ({ uid, matched, box: box(x0), alternatives: [] as string[] });

  it("gives a shared name to the item whose size fits the cell (rotated too), or drops it when that item is not the tracker's", () => {
    const cells: Record<number, { w: number; h: number }> = { 0: { w: 1, h: 1 }, 100: { w: 2, h: 1 }, 200: { w: 2, h: 1 }, 300: { w: 1, h: 1 } };
    const keep = new Set(["fabric", "wd400", "bolts"]);
    const found = bySize(
      [match("fabric", "Fleece", 0), match("fabric", "Fleece", 100), match("wd400", "WD-40", 200), match("wd400", "WD-40", 300)],
      catalogue,
      (b) => cells[b.x0] ?? null,
      keep,
    );
    // A 1x1 cell reading "Fleece" is the beanie (outside the tracker): dropped. A 2x1 one is the fabric.
    // A 2x1 cell reading "WD-40" is the 400 ml can lying rotated; a 1x1 one is the 100 ml (dropped).
    expect(found.map((m) => [m.uid, m.box.x0])).toEqual([
      ["fabric", 100],
      ["wd400", 200],
    ]);
    // Without `keep`, the fitting item is taken.
    expect(bySize([match("fabric", "Fleece", 0)], catalogue, () => ({ w: 1, h: 1 })).map((m) => m.uid)).toEqual(["beanie"]);
  });

  it("leaves a match alone when the cell is not measured, no item of the name fits, the cell is bigger than the item, the sizes cannot tell, or the name is the item's own", () => {
    const keep = new Set(["fabric", "aseptic", "bolts"]);
    expect(bySize([match("fabric", "Fleece", 0)], catalogue, () => null, keep).map((m) => m.uid)).toEqual(["fabric"]);
    expect(bySize([match("fabric", "Fleece", 0)], catalogue, () => ({ w: 3, h: 3 }), keep).map((m) => m.uid)).toEqual(["fabric"]);
    expect(bySize([match("aseptic", "Bandage", 0)], catalogue, () => ({ w: 1, h: 1 }), keep).map((m) => m.uid)).toEqual(["aseptic"]);
    expect(bySize([match("bolts", "Bolts", 0)], catalogue, () => ({ w: 2, h: 2 }), keep).map((m) => m.uid)).toEqual(["bolts"]);
    // A cell measured bigger than the item (a faint border missed) is no evidence: the tracker's 1x1
    // beanie stays the beanie though the 2x1 fabric shares its name.
    expect(bySize([match("beanie", "Fleece", 0)], catalogue, () => ({ w: 2, h: 1 }), new Set(["beanie"])).map((m) => m.uid)).toEqual(["beanie"]);
    // Where the grid's borders are clear (trustBigger), the bigger cell does tell: the 100 ml can read
    // in a 1x2 cell is the 400 ml one.
    expect(bySize([match("wd100", "WD-40", 0)], catalogue, () => ({ w: 1, h: 2 }), new Set(["wd100", "wd400"]), true).map((m) => m.uid)).toEqual(["wd400"]);
    expect(bySize([match("wd100", "WD-40", 0)], catalogue, () => ({ w: 1, h: 2 }), new Set(["wd100", "wd400"])).map((m) => m.uid)).toEqual(["wd100"]);
    expect(fitsCell({ w: 1, h: 2 }, { w: 2, h: 1 })).toBe(true);
    expect(fitsCell({ w: 1, h: 2 }, { w: 1, h: 1 })).toBe(false);
  });
});
