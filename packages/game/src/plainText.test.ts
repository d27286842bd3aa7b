import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  codePointLabel,
  findRefusedInput,
  firstRefusedCharacter,
  firstRefusedNameCharacter,
  isBidiControl,
  isControlCharacter,
  replaceRefusedCharacters,
} from "./plainText.ts";

describe("firstRefusedCharacter (issue 30, finding 13)", () => {
  it("refuses C0 controls, DEL and C1 controls", () => {
    expect(firstRefusedCharacter("a\u0000b")).toBe(0);
    expect(firstRefusedCharacter("bell\u0007")).toBe(7);
    expect(firstRefusedCharacter("esc\u001b[31m")).toBe(0x1b);
    expect(firstRefusedCharacter("del\u007f")).toBe(0x7f);
    expect(firstRefusedCharacter("next line\u0085")).toBe(0x85);
    expect(firstRefusedCharacter("csi\u009b")).toBe(0x9b);
  });
  it("keeps tab and line breaks in multi-line text, refuses them in one-line text", () => {
    expect(firstRefusedCharacter("a\tb\r\nc")).toBeNull();
    expect(firstRefusedCharacter("a\tb", { lineBreaks: false })).toBe(9);
    expect(firstRefusedCharacter("a\nb", { lineBreaks: false })).toBe(10);
    expect(firstRefusedCharacter("a\rb", { lineBreaks: false })).toBe(13);
  });
  it("refuses lone surrogates and keeps pairs (emoji, astral letters)", () => {
    expect(firstRefusedCharacter("ok 😀 𝐚")).toBeNull();
    expect(firstRefusedCharacter("a\ud800")).toBe(0xd800);
    expect(firstRefusedCharacter("\udc00a")).toBe(0xdc00);
    expect(firstRefusedCharacter("\ud83d\ud83d\ude00")).toBe(0xd83d);
  });
  it("refuses bidirectional controls only when asked", () => {
    for (const ch of ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069", "\u200e", "\u200f", "\u061c"]) {
      expect(firstRefusedCharacter(`x${ch}y`)).toBeNull();
      expect(firstRefusedCharacter(`x${ch}y`, { bidi: true })).toBe(ch.charCodeAt(0));
    }
  });
  it("keeps ordinary text of any script, with spaces, quotes and symbols", () => {
    for (const text of ["Salewa first aid kit", "Аптечка «Салева»", "سلام", "日本語", "ümlaut ß", "a < b & c > d", "\u00a0nbsp", "₽ 12 000"]) {
      expect(firstRefusedCharacter(text, { bidi: true })).toBeNull();
    }
  });
  it("agrees with the Unicode categories: Cc refused (but for the allowed three), Cs alone refused", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffff }), (unit) => {
        const text = String.fromCharCode(unit);
        const control = /\p{Cc}/u.test(text);
        const lone = unit >= 0xd800 && unit <= 0xdfff;
        const allowed = unit === 9 || unit === 10 || unit === 13;
        expect(firstRefusedCharacter(text) !== null).toBe((control && !allowed) || lone);
        expect(isControlCharacter(unit)).toBe(control);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("firstRefusedNameCharacter (issue 30, finding 15)", () => {
  it("refuses controls, line breaks, bidi controls and invisible format characters", () => {
    expect(firstRefusedNameCharacter("Bob\u0000")).toBe(0);
    expect(firstRefusedNameCharacter("Bob\tRoss")).toBe(9);
    expect(firstRefusedNameCharacter("Bob\u202egnp.exe")).toBe(0x202e);
    expect(firstRefusedNameCharacter("Ad\u200bmin")).toBe(0x200b);
    expect(firstRefusedNameCharacter("Ad\u200dmin")).toBe(0x200d);
    expect(firstRefusedNameCharacter("\ufeffBob")).toBe(0xfeff);
    expect(firstRefusedNameCharacter("Bo\u00adb")).toBe(0xad);
    expect(firstRefusedNameCharacter("Bob\u{e0041}")).toBe(0xe0041);
  });
  it("keeps names of any script with spaces and punctuation", () => {
    for (const name of ["Bob Ross", "Тарков_Игрок", "Jürgen-1.2", "李小龙", "O'Neil"]) expect(firstRefusedNameCharacter(name)).toBeNull();
  });
});

describe("isBidiControl", () => {
  it("is exactly the embeddings, overrides, isolates and marks", () => {
    const bidi = [0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
    for (let cp = 0; cp < 0x3000; cp++) expect(isBidiControl(cp), codePointLabel(cp)).toBe(bidi.includes(cp));
  });
});

describe("findRefusedInput: the boundary rule on a whole input", () => {
  it("finds a refused character in nested values and names its path", () => {
    expect(findRefusedInput({ name: "ok", names: { ru: "a\u0000" } })).toEqual({ path: "names.ru", inKey: false, codePoint: 0 });
    expect(findRefusedInput({ events: [{ t: 1 }, { text: "x\u0085" }] })).toEqual({ path: "events.1.text", inKey: false, codePoint: 0x85 });
    expect(findRefusedInput("\u0001")).toEqual({ path: "", inKey: false, codePoint: 1 });
    expect(findRefusedInput(["a", "\ud800"])).toEqual({ path: "1", inKey: false, codePoint: 0xd800 });
  });
  it("finds it in a field's name", () => {
    expect(findRefusedInput({ tradersLL: { "Pra\u0000por": 2 } })).toEqual({ path: "tradersLL", inKey: true, codePoint: 0 });
    expect(findRefusedInput({ "\u0000": 1 })).toEqual({ path: "", inKey: true, codePoint: 0 });
  });
  it("passes clean input of every JSON type, multi-line text included", () => {
    expect(findRefusedInput({ a: 1, b: true, c: null, d: [1, "x\ny"], e: { f: "\t" } })).toBeNull();
    expect(findRefusedInput(undefined)).toBeNull();
  });
  it("reads a body nested 100,000 deep without overflowing the stack", () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findRefusedInput(deep)?.codePoint).toBe(0);
  });
});

describe("codePointLabel", () => {
  it("names a character as U+XXXX", () => {
    expect(codePointLabel(0)).toBe("U+0000");
    expect(codePointLabel(0x202e)).toBe("U+202E");
    expect(codePointLabel(0xe0041)).toBe("U+E0041");
  });
});

describe("replaceRefusedCharacters", () => {
  it("replaces each refused character and keeps the rest, pairs included", () => {
    expect(replaceRefusedCharacters("a\u0000b\u202ec😀\ud800", { bidi: true })).toBe("a b c😀 ");
    expect(replaceRefusedCharacters("a\nb", { lineBreaks: false }, "")).toBe("ab");
    expect(replaceRefusedCharacters("clean")).toBe("clean");
  });
});
