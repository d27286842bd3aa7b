import { describe, expect, it } from "vitest";
import { formatPairingCode, isPairingCode, normalisePairingCode, PAIRING_ALPHABET } from "./pairing.ts";

describe("pairing codes", () => {
  it("use an alphabet without characters that are easy to confuse", () => {
    expect(PAIRING_ALPHABET).toBe("23456789ABCDEFGHJKMNPQRSTVWXYZ");
    for (const c of "01OILU") expect(PAIRING_ALPHABET).not.toContain(c);
    expect(new Set(PAIRING_ALPHABET).size).toBe(PAIRING_ALPHABET.length);
  });

  it("normalise what the player typed", () => {
    expect(normalisePairingCode(" abcd-efgh ")).toBe("ABCDEFGH");
    expect(normalisePairingCode("ab cd\t-- ef")).toBe("ABCDEF");
    // No guessing: an O stays an O and the code is then not valid.
    expect(normalisePairingCode("o1")).toBe("O1");
  });

  it("check length and alphabet", () => {
    expect(isPairingCode("ABCD2345")).toBe(true);
    expect(isPairingCode("ABCD2345", 8)).toBe(true);
    expect(isPairingCode("ABC2345", 8)).toBe(false);
    expect(isPairingCode("ABCD234O")).toBe(false);
    expect(isPairingCode("abcd2345")).toBe(false);
    expect(isPairingCode("ABCD-2345")).toBe(false);
    expect(isPairingCode(normalisePairingCode("abcd-2345"))).toBe(true);
    expect(isPairingCode("ABC", 3)).toBe(true);
  });

  it("format in groups of four", () => {
    expect(formatPairingCode("abcd2345")).toBe("ABCD-2345");
    expect(formatPairingCode("ABCD")).toBe("ABCD");
  });
});
