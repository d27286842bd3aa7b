// Page weight and Largest Contentful Paint of every route (issue 21, finding 10), as a visitor on a
// phone network: Chromium (Debian's) with DevTools' "Slow 4G" (562.5 ms latency, 1.47 Mbit/s down,
// 675 kbit/s up) and a 4x slower CPU, a cold cache per visit. Run alone against a running site:
//   node bench/pageLoad.ts http://127.0.0.1:3000
// or as part of `npm run bench`, which starts its own server.
import { chromium } from "playwright-core";
import { EXISTING_ROUTES } from "../apps/web/app/shared/routeRegistry.ts";
import { BROWSER, median } from "./lib.ts";

/** DevTools' Slow 4G preset (Lighthouse's mobile throttling applied in the browser). */
export const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
export const CPU_SLOWDOWN = 4;
const SAMPLES: Record<string, string> = { ":tag": "weapons", ":url": "salewa_first_aid_kit", ":map": "customs", ":gun": "5447a9cd4bdc2dbd208b4567" };

/** A real path for each route of the registry (pages that need a login are left to the logged-in runs). */
export function benchRoutes(): string[] {
  return EXISTING_ROUTES.filter((r) => r !== "/account" && !r.startsWith("/admin") && !r.endsWith("/:id") && r !== "/streamers/streamer-challenge").map((r) =>
    r.replace(/:[a-z]+/g, (p) => SAMPLES[p] ?? p),
  );
}

export interface PageLoad {
  route: string;
  /** Bytes on the wire of the HTML with brotli, and without compression. */
  brotliBytes: number;
  rawBytes: number;
  lcpMs: number;
  /** What the browser painted as the largest element (tag and class), to see what counts. */
  lcpElement: string;
}

async function htmlBytes(base: string, route: string, cookie: string): Promise<{ brotliBytes: number; rawBytes: number }> {
  const headers = { ...BROWSER, cookie };
  const br = await fetch(base + route, { headers: { ...headers, "accept-encoding": "br" } });
  await br.arrayBuffer();
  const raw = await fetch(base + route, { headers: { ...headers, "accept-encoding": "identity" } });
  return { brotliBytes: Number(br.headers.get("content-length")), rawBytes: (await raw.arrayBuffer()).byteLength };
}

/** LCP and page weight of each route: the median of `runs` cold visits. */
export async function benchPageLoads(base: string, options: { runs?: number; cookie?: string; routes?: string[] } = {}): Promise<PageLoad[]> {
  const runs = options.runs ?? 3;
  const cookie = options.cookie ?? BROWSER.cookie;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const results: PageLoad[] = [];
  try {
    for (const route of options.routes ?? benchRoutes()) {
      const bytes = await htmlBytes(base, route, cookie);
      // Once unthrottled, so the page cache holds the page as it would on a live site.
      await fetch(base + route, { headers: { ...BROWSER, cookie } }).then((r) => r.arrayBuffer());
      const lcps: number[] = [];
      let element = "";
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
        await context.addCookies(
          cookie.split(/;\s*/).map((pair) => {
            const [name = "", ...value] = pair.split("=");
            return { name, value: value.join("="), url: base };
          }),
        );
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
        await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
        await page.goto(base + route, { waitUntil: "load", timeout: 60_000 });
        const lcp = await page.evaluate(
          () =>
            new Promise<{ ms: number; element: string }>((resolve) => {
              new PerformanceObserver((list) => {
                const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
                const last = entries[entries.length - 1];
                const el = last?.element;
                resolve({
                  ms: last?.startTime ?? -1,
                  element: el
                    ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(" ")[0]}` : ""} "${(el.textContent ?? "").trim().slice(0, 24)}"`
                    : "",
                });
              }).observe({ type: "largest-contentful-paint", buffered: true });
              setTimeout(() => resolve({ ms: -1, element: "none" }), 5_000);
            }),
        );
        lcps.push(lcp.ms);
        element = lcp.element;
        await context.close();
      }
      results.push({ route, ...bytes, lcpMs: Math.round(median(lcps)), lcpElement: element });
    }
  } finally {
    await browser.close();
  }
  return results;
}

export function formatPageLoads(loads: PageLoad[]): string {
  const rows = loads.map(
    (l) =>
      `${l.route.padEnd(36)} ${`${(l.brotliBytes / 1024).toFixed(1)} KB`.padStart(9)} ${`(${(l.rawBytes / 1024).toFixed(0)} KB raw)`.padStart(14)}   LCP ${`${l.lcpMs} ms`.padStart(8)}  ${l.lcpElement}${l.lcpMs > 1500 || l.brotliBytes > 50 * 1024 ? "   OVER" : ""}`,
  );
  return [
    `Route (slow 4G, 4x CPU, phone)         HTML brotli              LCP          largest element   (goals <= 50 KB, issue 33; <= 1500 ms)`,
    ...rows,
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? "http://127.0.0.1:3000";
  const routes = process.argv.slice(3);
  const loads = await benchPageLoads(base, {
    routes: routes.length ? routes : undefined,
    runs: Number(process.env.BENCH_RUNS ?? 3),
    cookie: process.env.COOKIE,
  });
  console.log(formatPageLoads(loads));
}
