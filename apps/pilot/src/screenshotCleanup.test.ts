import { describe, expect, it } from "vitest";
import { isRemovableScreenshot } from "./screenshotCleanup.ts";

describe("isRemovableScreenshot", () => {
  it("allows only an image named with a position, directly in the folder", () => {
    expect(isRemovableScreenshot("2025-03-30[21-04]_175.30, 1.37, 150.68_-0.01464, 0.98439, -0.14329, -0.10113_9.53 (0).png")).toBe(true);
    expect(isRemovableScreenshot("2025-03-30[21-04]_175.30, 1.37, 150.68_-0.01464, 0.98439, -0.14329, -0.10113_9.53 (0).jpg")).toBe(true);
    for (const name of [
      "2025-03-30[21-05]_1 (1).png",
      "notes.txt",
      "2025-03-30[21-04]_175.30, 1.37, 150.68_-0.01464, 0.98439, -0.14329, -0.10113_9.53 (0).txt",
      "../2025-03-30[21-04]_175.30, 1.37, 150.68_-0.01464, 0.98439, -0.14329, -0.10113_9.53 (0).png",
      "sub\\2025-03-30[21-04]_175.30, 1.37, 150.68_-0.01464, 0.98439, -0.14329, -0.10113_9.53 (0).png",
      "",
    ])
      expect(isRemovableScreenshot(name), name).toBe(false);
  });
});
