// GENERATED TEST DATA: stash screenshots in the game's look (dark 64 px cells at 1920x1080, about
// 85 px at 2560x1440, short names top-right in a small light font, stack counts bottom-right),
// rendered by headless Chromium from an HTML grid. They are not real game screenshots; the items
// come from the real data pack. Used by bench/ocr.ts and e2e/ocr.spec.ts (issue 17).
import { inflateSync } from "node:zlib";
import { type Browser, chromium } from "playwright-core";

export interface GridItem {
  uid: string;
  shortName: string;
  /** Stack count shown bottom-right (omitted when 1 or undefined). */
  count?: number;
  /** Size in cells. */
  w?: number;
  h?: number;
}

export interface Resolution {
  name: string;
  width: number;
  height: number;
  /** Cell size in px at this resolution. */
  cell: number;
}

export const RESOLUTIONS: readonly Resolution[] = [
  { name: "1920x1080", width: 1920, height: 1080, cell: 64 },
  { name: "2560x1440", width: 2560, height: 1440, cell: 85 },
];

/** Where each item was drawn: the truth a recognition is scored against. */
export interface Placed extends GridItem {
  x: number;
  y: number;
  width: number;
  height: number;
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Lays the items out in a 10-cell-wide stash (first fit, row by row). */
export function layout(items: readonly GridItem[], res: Resolution, columns = 10): Placed[] {
  const taken: boolean[][] = [];
  const isFree = (cx: number, cy: number, w: number, h: number) => {
    if (cx + w > columns) return false;
    for (let y = cy; y < cy + h; y++) for (let x = cx; x < cx + w; x++) if (taken[y]?.[x]) return false;
    return true;
  };
  const left = Math.round(res.width * 0.52);
  const top = Math.round(res.height * 0.12);
  const placed: Placed[] = [];
  for (const item of items) {
    const w = item.w ?? 1;
    const h = item.h ?? 1;
    let cy = 0;
    let cx = 0;
    for (; ; cy++) {
      cx = [...Array(columns).keys()].find((x) => isFree(x, cy, w, h)) ?? -1;
      if (cx >= 0) break;
    }
    for (let y = cy; y < cy + h; y++) {
      taken[y] ??= [];
      for (let x = cx; x < cx + w; x++) (taken[y] as boolean[])[x] = true;
    }
    placed.push({ ...item, x: left + cx * res.cell, y: top + cy * res.cell, width: w * res.cell, height: h * res.cell });
  }
  return placed;
}

/** The HTML of one generated screenshot. */
export function gridHtml(placed: readonly Placed[], res: Resolution): string {
  const font = Math.round(res.cell * 0.19);
  const cells = placed
    .map((p, i) => {
      const hue = (i * 47) % 360;
      const count = p.count && p.count > 1 ? `<b class="n">${p.count}</b>` : "";
      return `<div class="c" style="left:${p.x}px;top:${p.y}px;width:${p.width - 1}px;height:${p.height - 1}px"><i style="background:radial-gradient(circle at 40% 60%, hsl(${hue} 12% 34%), hsl(${hue} 8% 16%) 60%, transparent 72%)"></i><b class="s">${escapeHtml(p.shortName)}</b>${count}</div>`;
    })
    .join("");
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  html,body{margin:0;width:${res.width}px;height:${res.height}px;background:#0b0c0c;overflow:hidden;font-family:"Liberation Sans Narrow","DejaVu Sans Condensed",sans-serif}
  .stash{position:absolute;left:${Math.round(res.width * 0.52) - 1}px;top:${Math.round(res.height * 0.12) - 1}px;width:${res.cell * 10 + 1}px;height:${res.height * 0.8}px;
    background-color:#121313;background-image:linear-gradient(#2a2c2c 1px,transparent 1px),linear-gradient(90deg,#2a2c2c 1px,transparent 1px);background-size:${res.cell}px ${res.cell}px}
  .c{position:absolute;background:#1c1e1e;outline:1px solid #3b3d3d;overflow:hidden}
  .c i{position:absolute;inset:8%}
  .s{position:absolute;top:2px;right:3px;font-weight:normal;font-size:${font}px;color:#d2d2d2;white-space:nowrap;max-width:calc(100% - 4px);overflow:hidden;text-overflow:clip}
  .n{position:absolute;bottom:1px;right:3px;font-weight:normal;font-size:${font}px;color:#d2d2d2}
  .side{position:absolute;left:40px;top:40px;color:#8a8a8a;font-size:${font + 4}px}
  </style></head><body><div class="side">STASH · generated test image</div><div class="stash"></div>${cells}</body></html>`;
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
}

/** Renders one generated screenshot as PNG bytes, with where each item is. */
export async function renderGrid(browser: Browser, items: readonly GridItem[], res: Resolution): Promise<{ png: Buffer; placed: Placed[] }> {
  const placed = layout(items, res);
  const page = await browser.newPage({ viewport: { width: res.width, height: res.height }, deviceScaleFactor: 1 });
  try {
    await page.setContent(gridHtml(placed, res));
    const png = await page.screenshot({ type: "png" });
    return { png, placed };
  } finally {
    await page.close();
  }
}

/** Decodes an 8-bit, non-interlaced RGB/RGBA PNG (what Chromium's screenshots are) to RGBA pixels. */
export function decodePng(png: Buffer): { data: Uint8Array; width: number; height: number } {
  let at = 8;
  let width = 0;
  let height = 0;
  let colorType = 6;
  const idat: Buffer[] = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString("latin1", at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === "IHDR") {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[12] !== 0) throw new Error("only 8-bit non-interlaced PNG");
      colorType = body[9] as number;
    } else if (type === "IDAT") idat.push(body);
    else if (type === "IEND") break;
    at += 12 + length;
  }
  const channels = colorType === 6 ? 4 : colorType === 2 ? 3 : 0;
  if (!channels) throw new Error(`PNG colour type ${colorType} not supported`);
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const out = new Uint8Array(width * height * 4);
  let prev = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)] as number;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const cur = new Uint8Array(stride);
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? (cur[i - channels] as number) : 0;
      const b = prev[i] as number;
      const c = i >= channels ? (prev[i - channels] as number) : 0;
      const x = line[i] as number;
      let v = x;
      if (filter === 1) v = x + a;
      else if (filter === 2) v = x + b;
      else if (filter === 3) v = x + ((a + b) >> 1);
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v = x + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
      }
      cur[i] = v & 0xff;
    }
    for (let px = 0; px < width; px++) {
      const o = (y * width + px) * 4;
      out[o] = cur[px * channels] as number;
      out[o + 1] = cur[px * channels + 1] as number;
      out[o + 2] = cur[px * channels + 2] as number;
      out[o + 3] = channels === 4 ? (cur[px * channels + 3] as number) : 255;
    }
    prev = cur;
  }
  return { data: out, width, height };
}
