import { describe, expect, it } from "vitest";
import { isGameScreenshotName, parseScreenshotName, yawFromQuaternion } from "./screenshotName.ts";

const EXAMPLE = "2025-03-30[21-04]_175.30, 1.37, 150.68_-0.01464, 0.98439, -0.14329, -0.10113_9.53 (0).png";

describe("parseScreenshotName", () => {
  it("reads the game's example name", () => {
    const parsed = parseScreenshotName(EXAMPLE);
    expect(parsed).toMatchObject({ x: 175.3, y: 1.37, z: 150.68, takenAt: "2025-03-30T21:04", filename: EXAMPLE });
    // By hand: fx = 2(qx·qz + qw·qy) = 2(0.0020978 − 0.0995514) = −0.194907,
    // fz = 1 − 2(qx² + qy²) = 1 − 2(0.0002143 + 0.9690237) = −0.938476,
    // atan2(−0.194907, −0.938476) = −168.27°, normalised to 191.73°: looking back and a little to −x.
    expect(parsed!.yaw).toBeCloseTo(191.73, 2);
  });

  it("reads negative coordinates", () => {
    const parsed = parseScreenshotName("2024-12-01[09-15]_-321.55, -2.10, -45.09_0.00000, 0.70711, 0.00000, 0.70711_3.21 (1).png");
    expect(parsed).toMatchObject({ x: -321.55, y: -2.1, z: -45.09, takenAt: "2024-12-01T09:15" });
    // A 90° turn about y: forward = (1, 0, 0), facing +x.
    expect(parsed!.yaw).toBeCloseTo(90, 3);
  });

  it("reads numbers with one decimal, no decimals and no spaces after commas", () => {
    expect(parseScreenshotName("2025-01-02[3-07]_1.5,2.0,-3.5_0,0,0,1_1 (0).png")).toMatchObject({
      x: 1.5,
      y: 2,
      z: -3.5,
      yaw: 0,
      takenAt: "2025-01-02T03:07",
    });
    expect(parseScreenshotName("2025-01-02[13-07]_12, 0, -7_0, 1, 0, 0_4 (2).png")).toMatchObject({ x: 12, y: 0, z: -7, yaw: 180 });
  });

  it("accepts counters of any length and any extension case", () => {
    for (const tail of ["(0).png", "(10).png", "(123).PNG", "(7).jpg", "(7).JPEG"]) {
      const name = `2025-03-30[21-04]_175.30, 1.37, 150.68_-0.01464, 0.98439, -0.14329, -0.10113_9.53 ${tail}`;
      expect(parseScreenshotName(name)?.x, tail).toBe(175.3);
    }
  });

  it("reads a counter straight after the quaternion, with or without a space", () => {
    for (const tail of [" (0).png", " (12).png", "(0).png", "(12).PNG", " (3)"]) {
      const name = `2025-03-30[21-04]_12.5, 3.2, -40.1_0.1, 0.2, 0.3, 0.9${tail}`;
      expect(parseScreenshotName(name), tail).toMatchObject({ x: 12.5, y: 3.2, z: -40.1, takenAt: "2025-03-30T21:04", filename: name });
    }
    // The same quaternion with the usual tail gives the same direction.
    const usual = parseScreenshotName("2025-03-30[21-04]_12.5, 3.2, -40.1_0.1, 0.2, 0.3, 0.9_12.3 (0).png");
    expect(parseScreenshotName("2025-03-30[21-04]_12.5, 3.2, -40.1_0.1, 0.2, 0.3, 0.9 (0).png")?.yaw).toBe(usual?.yaw);
    const windows = "C:\\Users\\Player\\Documents\\Escape from Tarkov\\Screenshots\\2025-03-30[21-04]_1, 2, 3_0, 0, 0, 1 (4).png";
    expect(parseScreenshotName(windows)).toMatchObject({ x: 1, z: 3, yaw: 0, filename: "2025-03-30[21-04]_1, 2, 3_0, 0, 0, 1 (4).png" });
  });

  it("gives null when what follows the quaternion is neither a tail nor a counter", () => {
    for (const tail of [" (x).png", " ().png", " junk.png", "(0)(1).png", " (0) copy.png", ", 5 (0).png"]) {
      expect(parseScreenshotName(`2025-03-30[21-04]_12.5, 3.2, -40.1_0.1, 0.2, 0.3, 0.9${tail}`), tail).toBeNull();
    }
  });

  it("takes the base name of Windows and POSIX paths", () => {
    const windows = `C:\\Users\\Player\\Documents\\Escape from Tarkov\\Screenshots\\${EXAMPLE}`;
    expect(parseScreenshotName(windows)).toMatchObject({ x: 175.3, filename: EXAMPLE });
    expect(parseScreenshotName(`/home/player/Screenshots/${EXAMPLE}`)).toMatchObject({ z: 150.68, filename: EXAMPLE });
  });

  it("gives null for menu screenshots, other files and garbage", () => {
    for (const name of [
      "2025-03-30[21-04]_1 (0).png",
      "2025-03-30[21-04]_1 (12).png",
      "2025-03-30[21-04]_175.30, 1.37, 150.68_9.53 (0).png",
      "desktop.ini",
      "",
      "2025-03-30[21-04]_abc, 1, 2_0, 0, 0, 1_1 (0).png",
      "2025-13-30[21-04]_1, 2, 3_0, 0, 0, 1_1 (0).png",
      "2025-03-30[25-04]_1, 2, 3_0, 0, 0, 1_1 (0).png",
      "x2025-03-30[21-04]_1, 2, 3_0, 0, 0, 1_1 (0).png",
    ]) {
      expect(parseScreenshotName(name), name).toBeNull();
    }
  });

  it("guards against NaN and Infinity", () => {
    expect(parseScreenshotName("2025-03-30[21-04]_NaN, 1, 2_0, 0, 0, 1_1 (0).png")).toBeNull();
    expect(parseScreenshotName("2025-03-30[21-04]_Infinity, 1, 2_0, 0, 0, 1_1 (0).png")).toBeNull();
    const huge = "9".repeat(400);
    expect(parseScreenshotName(`2025-03-30[21-04]_${huge}, 1, 2_0, 0, 0, 1_1 (0).png`)).toBeNull();
  });
});

describe("isGameScreenshotName", () => {
  it("knows the game's names with or without a position, and nothing else", () => {
    expect(isGameScreenshotName("2025-03-30[21-04]_1 (0).png")).toBe(true);
    expect(isGameScreenshotName("C:\\Users\\me\\Documents\\Escape from Tarkov\\Screenshots\\2025-03-30[9-04]_1 (0).png")).toBe(true);
    expect(isGameScreenshotName(" 2025-03-30[21-04]_175.30, 1.37, 150.68_0, 0, 0, 1_9.53 (0).png")).toBe(true);
    expect(isGameScreenshotName("holiday.png")).toBe(false);
    expect(isGameScreenshotName("30-03-2025[21-04]_1 (0).png")).toBe(false);
  });
});

describe("yawFromQuaternion", () => {
  it("keeps the result in [0, 360)", () => {
    expect(yawFromQuaternion(0, 0, 0, 1)).toBe(0);
    // −90° about y: facing −x, i.e. 270°.
    expect(yawFromQuaternion(0, -Math.SQRT1_2, 0, Math.SQRT1_2)).toBeCloseTo(270, 6);
    expect(yawFromQuaternion(0, -1e-12, 0, 1)).toBeGreaterThanOrEqual(0);
    expect(yawFromQuaternion(0, -1e-12, 0, 1)).toBeLessThan(360);
  });
  it("normalises a quaternion that is not unit length, and faces +z for a zero one", () => {
    expect(yawFromQuaternion(0, 2, 0, 2)).toBeCloseTo(90, 6);
    expect(yawFromQuaternion(0, 0, 0, 0)).toBe(0);
  });
});
