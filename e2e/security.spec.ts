import { expect, type Page, test } from "@playwright/test";
import { hydrated, logIn } from "./helpers.ts";

/** Collects the page's Content-Security-Policy violations (the browser fires an event for each). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

const PAGES = ["/", "/item/salewa_first_aid_kit", "/crafts", "/maps/customs", "/progression/quests", "/hideout", "/btc-farm"];

test("every page works under its Content-Security-Policy: no inline script but its own, none blocked, framing refused", async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of PAGES) {
    const response = await page.goto(path);
    const headers = response?.headers() ?? {};
    const policy = headers["content-security-policy"] ?? "";
    expect(policy, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(policy.split("; ").find((d) => d.startsWith("script-src"))).not.toContain("unsafe");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    await hydrated(page);
    expect(await violations(), path).toEqual([]);
  }
  // The policy is enforced: a script injected into the page does not run and is reported.
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { __injected?: boolean };
    const s = document.createElement("script");
    s.textContent = "window.__injected = true";
    document.body.append(s);
    await new Promise((r) => setTimeout(r, 100));
    return w.__injected === true;
  });
  expect(ran).toBe(false);
  expect((await violations()).some((v) => v.startsWith("script-src"))).toBe(true);
});

test("a logged-in player's pages carry the same policy, compressed and private to him", async ({ page }) => {
  const violations = await watchViolations(page);
  await logIn(page, `csp-${Date.now()}@example.test`);
  for (const path of ["/", "/progression/quests", "/account"]) {
    const response = await page.goto(path);
    const headers = (await response?.allHeaders()) ?? {};
    expect(headers["content-security-policy"], path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(headers["content-encoding"], path).toMatch(/^(br|gzip)$/);
    expect(headers["cache-control"], path).toContain("private");
    expect(headers.vary, path).toMatch(/Cookie/);
    await hydrated(page);
    expect(await violations(), path).toEqual([]);
  }
});
