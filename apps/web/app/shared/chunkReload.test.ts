import { describe, expect, it } from "vitest";
import { isChunkLoadError, mayReload } from "./chunkReload.ts";

describe("chunk-load reload guard (spec §8)", () => {
  it("recognises failed dynamic imports only", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });
  it("allows one reload per 10-second window", () => {
    expect(mayReload(null, 1_000)).toBe(true);
    expect(mayReload(1_000, 5_000)).toBe(false);
    expect(mayReload(1_000, 11_001)).toBe(true);
  });
});
