// Renders a small picture of each SVG map of the data pack for the header's map dropdown
// (apps/web/public/images/maps/<slug>.jpg). Run again when the pack's maps change.
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
for (const map of MAPS) {
  const file = maps.find((m) => m.id === map.packId)?.svg?.file;
  if (!file) continue;
  const svg = readFileSync(path.join(ROOT, "data", file), "utf8");
  await page.setContent(
    `<html><body style="margin:0;background:#101418;width:240px;height:160px;overflow:hidden">` +
      `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}" style="width:240px;height:160px;object-fit:cover"></body></html>`,
  );
  await page.waitForTimeout(200);
  await page.screenshot({ path: path.join(out, `${map.slug}.jpg`), type: "jpeg", quality: 70 });
  console.log(map.slug);
}
await browser.close();
