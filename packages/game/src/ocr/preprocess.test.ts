import { describe, expect, it } from "vitest";
import { encodePgm, prepareForOcr, type RgbaImage, scaleFor, screenshotProblem, textBounds, toOriginal } from "./preprocess.ts";

/** A generated picture: dark ground, a light block where "text" is (test data). */
function picture(width: number, height: number, ground: number, text?: { x: number; y: number; w: number; h: number }): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inText = text && x >= text.x && x < text.x + text.w && y >= text.y && y < text.y + text.h;
      const v = inText ? 210 : ground;
      data.set([v, v, v, 255], (y * width + x) * 4);
    }
  }
  return { data, width, height };
}

describe("screenshotProblem", () => {
  it("refuses small pictures and ones that are not dark game screens", () => {
    expect(screenshotProblem(picture(640, 360, 20, { x: 10, y: 10, w: 20, h: 8 }))).toBe("tooSmall");
    expect(screenshotProblem(picture(1280, 720, 240))).toBe("notScreenshot");
    expect(screenshotProblem(picture(1280, 720, 20))).toBe("notScreenshot");
    expect(screenshotProblem(picture(1280, 720, 20, { x: 600, y: 300, w: 40, h: 10 }))).toBeNull();
  });

  it("reads a crop narrower than a screen when the item grid is in it (issue 35)", () => {
    // A 700x1000 crop of a stash: 63 px cells with 1 px light borders, some light text.
    const crop = picture(700, 1000, 20, { x: 600, y: 300, w: 40, h: 10 });
    for (let y = 0; y < crop.height; y++)
      for (let x = 0; x < crop.width; x++) if (x % 63 === 5 || y % 63 === 5) crop.data.set([90, 90, 90, 255], (y * crop.width + x) * 4);
    expect(screenshotProblem(crop)).toBeNull();
    // The same size with no grid, and a grid too small to read, are refused.
    expect(screenshotProblem(picture(700, 1000, 20, { x: 600, y: 300, w: 40, h: 10 }))).toBe("tooSmall");
    expect(screenshotProblem({ ...crop, width: 150, height: 150, data: crop.data.slice(0, 150 * 150 * 4) })).toBe("tooSmall");
  });
});

describe("prepareForOcr", () => {
  it("crops to the text, scales up and inverts", () => {
    const image = picture(1280, 720, 20, { x: 600, y: 300, w: 40, h: 10 });
    expect(textBounds(image, 150, 4)).toEqual({ x0: 596, y0: 296, x1: 644, y1: 314 });
    const prepared = prepareForOcr(image, { scale: 2 });
    expect(prepared.width).toBe(2 * (prepared.crop.x1 - prepared.crop.x0));
    const header = new TextDecoder().decode(prepared.image.slice(0, 20));
    expect(header.startsWith(`P5\n${prepared.width} ${prepared.height}\n255\n`)).toBe(true);
    const offset = prepared.image.length - prepared.width * prepared.height;
    const at = (x: number, y: number) => prepared.image[offset + y * prepared.width + x];
    // Text (light) became dark, the ground white.
    expect(at(0, 0)).toBe(255);
    expect(at(Math.round(prepared.width / 2), Math.round(prepared.height / 2))).toBeLessThan(40);
    expect(toOriginal({ x0: 0, y0: 0, x1: prepared.width, y1: prepared.height }, prepared)).toEqual(prepared.crop);
  });

  it("scales 1080-line pictures more than 1440-line ones", () => {
    expect(scaleFor(1080)).toBe(4);
    expect(scaleFor(1440)).toBe(3);
    expect(scaleFor(2160)).toBe(2);
    expect(encodePgm(new Uint8Array([0, 255]), 2, 1).length).toBe("P5\n2 1\n255\n".length + 2);
  });
});
