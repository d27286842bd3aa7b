import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { MAIL_DIR } from "./mailbox.ts";

/** Waits until React has hydrated the page (the raid clock only starts in the browser). */
export async function hydrated(page: Page) {
  await expect(page.locator(".raid-clock span").first()).toHaveText(/^\d\d:\d\d:\d\d$/);
}

/** The login code from the e-mail the site sent through the test SMTP server. */
export async function mailedCode(email: string): Promise<string> {
  const file = path.join(MAIL_DIR, `${email}.txt`);
  await expect.poll(() => existsSync(file), { timeout: 10_000 }).toBe(true);
  const code = readFileSync(file, "utf8").match(/: (\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the mail to ${email}`);
  return code;
}

let players = 0;

/**
 * Logs in by e-mail code on /user, as a player would, from an address of its own; lands on /account,
 * hydrated. `base`: another server than the suite's (e2e/liveData.spec.ts).
 */
export async function logIn(page: Page, email: string, base = "") {
  players += 1;
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `10.${process.pid % 250}.${Math.floor(players / 250)}.${players % 250}` });
  await page.goto(`${base}/user`);
  await hydrated(page);
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  await page.getByLabel("Code from the e-mail").fill(await mailedCode(email));
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  // The account page is a new document: wait until its menus answer clicks.
  await hydrated(page);
}

/** The operator's admin CLI on the e2e site's database (`npm run admin -- …`). */
export function adminCli(...args: string[]) {
  execFileSync(process.execPath, ["apps/server/src/cli/admin.ts", ...args], { env: { ...process.env, DATA_DIR: ".tmp/e2e-data", DATABASE_URL: "" } });
}

/**
 * axe-core's WCAG 2 A and AA faults of the page as it is, one line each. Legacy mode runs axe in the
 * page itself (our pages have no frames to gather) instead of opening a blank page per check, which
 * took ~1 s of each route's check.
 */
export async function axeFaults(page: Page, label: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).setLegacyMode(true).analyze();
  return result.violations.map((v) => `${label} ${v.id} ×${v.nodes.length}: ${v.nodes[0]?.target.join(" ")} ${v.nodes[0]?.any[0]?.message ?? ""}`);
}

/** Records every Notification the page shows (the browser's own still shows it); read with `shownNotifications`. */
export async function recordNotifications(page: Page) {
  await page.context().grantPermissions(["notifications"]);
  await page.addInitScript(() => {
    const shown: { title: string; body: string }[] = [];
    (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
    const Real = window.Notification;
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push({ title, body: options?.body ?? "" });
      }
    }
    Object.defineProperty(window, "Notification", { value: Recorded, configurable: true });
  });
}

/** The notifications the page showed since `recordNotifications`. */
export const shownNotifications = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownNotifications: { title: string; body: string }[] }).shownNotifications);
