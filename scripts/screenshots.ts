// Takes screenshots of pages in headless Chromium for a visual check: desktop and phone, en and ru.
// Usage: node scripts/screenshots.ts http://localhost:3000 /market /item/salewa_first_aid_kit ...
// SESSION=<rk_session token> takes them logged in; SHOT_PREFIX names them apart.
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const out = ".tmp/shots";
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
for (const locale of ["en", "ru"]) {
  for (const [device, viewport] of [
    ["desktop", { width: 1366, height: 900 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: device === "phone", hasTouch: device === "phone" });
    await context.addCookies([{ name: "tm_locale", value: locale, url: base }]);
    if (process.env.SESSION) await context.addCookies([{ name: "rk_session", value: process.env.SESSION, url: base }]);
    const page = await context.newPage();
    for (const path of paths.length ? paths : ["/"]) {
      await page.goto(base + path, { waitUntil: "networkidle" });
      const name = `${out}/${process.env.SHOT_PREFIX ?? ""}${locale}-${device}${path.replace(/[^a-z0-9]+/gi, "_")}.png`;
      await page.screenshot({ path: name, fullPage: false });
      console.log(name);
    }
    await context.close();
  }
}
await browser.close();
