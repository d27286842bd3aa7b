// Renders a small picture of each SVG map of the data pack for the header's map dropdown
// (apps/web/public/images/maps/<slug>.jpg). Run again when the pack's maps change; name slugs
// (`node scripts/make-map-thumbnails.ts labyrinth`) to render only those.
// A map the pack has no SVG for (The Labyrinth) gets a drawn tile instead: concentric walls, a
// maze motif, not a map of the place (the data has none), so its card is not blank.
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { MAPS } from "@raidkit/game";
import { chromium } from "playwright-core";
import { ROOT } from "./buildIfNeeded.ts";

const maps = JSON.parse(readFileSync(path.join(ROOT, "data/maps/maps.json"), "utf8")).maps as { id: string; svg?: { file?: string } }[];
const out = path.join(ROOT, "apps/web/public/images/maps");
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const page = await browser.newPage({ viewport: { width: 240, height: 160 } });
const only = process.argv.slice(2);

/** The drawn tile of a map without a picture: concentric square walls, each with a gap, on the site's background. */
function mazeMotif(): string {
  const walls: string[] = [];
  for (let i = 0; i < 6; i++) {
    const inset = 8 + i * 12;
    const w = 240 - 2 * inset;
    const h = 160 - 2 * inset;
    if (w <= 0 || h <= 0) break;
    // The gap moves round the square ring by ring, as on a labyrinth's plan.
    const gap = 18;
    const side = i % 4;
    const dash = 2 * (w + h);
    const offset = [0.2 * w, w + 0.6 * h, w + h + 0.3 * w, 2 * w + h + 0.5 * h][side] ?? 0;
    walls.push(
      `<rect x="${inset}" y="${inset}" width="${w}" height="${h}" fill="none" stroke="#c9a75a" stroke-opacity="${0.9 - i * 0.1}" stroke-width="3" stroke-dasharray="${dash - gap} ${gap}" stroke-dashoffset="${-offset}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 240 160"><rect width="240" height="160" fill="#171a1d"/>${walls.join("")}</svg>`;
}

for (const map of MAPS) {
  if (only.length > 0 && !only.includes(map.slug)) continue;
  const file = maps.find((m) => m.id === map.packId)?.svg?.file;
  const svg = file ? readFileSync(path.join(ROOT, "data", file), "utf8") : mazeMotif();
  await page.setContent(
    `<html><body style="margin:0;background:#101418;width:240px;height:160px;overflow:hidden">` +
      `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}" style="width:240px;height:160px;object-fit:cover"></body></html>`,
  );
  await page.waitForTimeout(200);
  await page.screenshot({ path: path.join(out, `${map.slug}.jpg`), type: "jpeg", quality: 70 });
  console.log(map.slug);
}
await browser.close();
