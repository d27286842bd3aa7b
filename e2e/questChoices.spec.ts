import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./helpers.ts";

// Skier's exclusive choice in the data pack: Chemical - Part 4, Out of Curiosity (Therapist) and
// Big Customer (Prapor); No Offence (Prapor) needs Big Customer failed.
const CHEM4 = "597a0f5686f774273b74f676";
const CURIOSITY = "597a160786f77477531d39d2";
const CUSTOMER = "597a171586f77405ba6887d3";
const NO_OFFENCE = "59ca1a6286f774509a270942";
const card = (page: Page, uid: string) => page.locator(`li[data-quest="${uid}"]`);

/** Every quest Chemical - Part 4 needs before it, from the data pack (what a player has done to get there). */
function chem4Prerequisites(): string[] {
  const quests = JSON.parse(readFileSync("data/quests_2025.json", "utf8")).quests as { id: string; taskRequirements: { task: string }[] }[];
  const byId = new Map(quests.map((q) => [q.id, q]));
  const out = new Set<string>();
  const walk = (id: string) => {
    for (const r of byId.get(id)?.taskRequirements ?? []) {
      if (!out.has(r.task)) {
        out.add(r.task);
        walk(r.task);
      }
    }
  };
  walk(CHEM4);
  return [...out];
}

async function kappa(page: Page): Promise<{ done: number; total: number }> {
  await page.goto("/progression/dashboard");
  await hydrated(page);
  const bar = page.getByRole("progressbar", { name: "Kappa quests" });
  return { done: Number(await bar.getAttribute("aria-valuenow")), total: Number(await bar.getAttribute("aria-valuemax")) };
}

test("completing Big Customer fails Out of Curiosity and Chemical - Part 4, keeps No Offence locked and moves Kappa by one", async ({ page }) => {
  await page.context().addCookies([{ name: "tm_locale", value: "en", url: "http://127.0.0.1" }]);
  await page.goto("/progression/dashboard");
  await hydrated(page);
  // A visitor who has played up to Chemical - Part 4 (progress kept in this browser).
  await page.evaluate((done) => localStorage.setItem("raidkit:progress:guest", JSON.stringify({ questsDone: done, since: Date.now() })), chem4Prerequisites());
  const before = await kappa(page);

  await page.goto("/progression/quests");
  await hydrated(page);
  await page.getByLabel("Status").selectOption("all");
  for (const uid of [CHEM4, CURIOSITY, CUSTOMER]) await expect(card(page, uid)).toHaveAttribute("data-status", "Available");
  await expect(card(page, CUSTOMER)).toContainText("Exclusive: completing it fails");
  // Its rewards (issue 31): experience, Prapor's standing, roubles, and items linked to their pages.
  const rewards = card(page, CUSTOMER).locator('[data-rewards="done"]');
  await expect(rewards).toContainText("Rewards: 8,100 XP · Prapor +0.03 · ₽200,000");
  await expect(rewards.getByRole("link", { name: "6B2" })).toHaveAttribute("href", /^\/item\//);
  await card(page, CUSTOMER).getByRole("checkbox").check();
  await expect(card(page, CUSTOMER)).toHaveAttribute("data-status", "Completed");
  await expect(card(page, CURIOSITY)).toHaveAttribute("data-status", "Failed");
  await expect(card(page, CHEM4)).toHaveAttribute("data-status", "Failed");
  await expect(card(page, CHEM4)).toContainText("Failed: Big Customer was completed");
  await expect(card(page, NO_OFFENCE)).toHaveAttribute("data-status", "Locked");
  await expect(card(page, NO_OFFENCE)).toContainText("Needs: Big Customer failed");

  const after = await kappa(page);
  // The three are one choice for Kappa: its total stays, one more is done.
  expect(after).toEqual({ done: before.done + 1, total: before.total });

  // Un-ticking Big Customer restores the choice.
  await page.goto("/progression/quests");
  await hydrated(page);
  await page.getByLabel("Status").selectOption("all");
  await card(page, CUSTOMER).getByRole("checkbox").uncheck();
  for (const uid of [CHEM4, CURIOSITY, CUSTOMER]) await expect(card(page, uid)).toHaveAttribute("data-status", "Available");
});

test("a quest failed in a raid is marked by hand, and what it opens stays locked until it is unmarked", async ({ page }) => {
  await page.context().addCookies([{ name: "tm_locale", value: "en", url: "http://127.0.0.1" }]);
  await page.goto("/progression/quests");
  await hydrated(page);
  await page.getByLabel("Status").selectOption("all");
  const debut = card(page, "5936d90786f7742b1420ba5b");
  const cans = card(page, "657315df034d76585f032e01");
  await cans.getByRole("checkbox").check();
  await expect(debut).toHaveAttribute("data-status", "Available");
  await debut.getByRole("button", { name: "Mark failed" }).click();
  await expect(debut).toHaveAttribute("data-status", "Failed");
  await expect(debut).toContainText("Marked failed by you.");
  await expect(card(page, "5fd9fad9c1ce6b1a3b486d00")).toHaveAttribute("data-status", "Locked");
  await page.reload();
  await hydrated(page);
  await page.getByLabel("Status").selectOption("all");
  await expect(debut).toHaveAttribute("data-status", "Failed");
  await debut.getByRole("button", { name: "Not failed" }).click();
  await expect(debut).toHaveAttribute("data-status", "Available");
});

test("a quest the data lists once per prestige is one card with the choice; the Russian list finds quests by their English names", async ({ page }) => {
  await page.context().addCookies([{ name: "tm_locale", value: "ru", url: "http://127.0.0.1" }]);
  await page.goto("/progression/quests");
  await hydrated(page);
  const search = page.getByRole("searchbox", { name: "Поиск квестов" });
  // "Gunsmith" is "Оружейник" on the Russian pages.
  await search.fill("Gunsmith");
  await expect(card(page, "5ac23c6186f7741247042bad")).toContainText("Оружейник. Часть 1");
  // New Beginning (Prestige 1 … 4, quests_2025.json): one card, its prestige picked on it.
  await search.fill("New Beginning");
  await expect(page.locator("li.quest-card")).toHaveCount(1);
  await expect(card(page, "6761f28a022f60bb320f3e95")).toBeVisible();
  await page.getByLabel("Вариант").selectOption({ label: "Престиж 3" });
  await expect(card(page, "6848100b00afffa81f09e365")).toBeVisible();
  await expect(page.locator("li.quest-card")).toHaveCount(1);
});

test("the Battery Change a player picks in the list is the one the tree shows and opens", async ({ page }) => {
  // BTR Driver's two Battery Change records (decision 051): Prapor's branch and Ragman's; a new
  // character's data cannot tell which, so the card offers the choice.
  const PRAPOR_BRANCH = "6744a728352b4da8e003eda9";
  const RAGMAN_BRANCH = "6744a9dfef61d56e020b5c4a";
  await page.context().addCookies([{ name: "tm_locale", value: "en", url: "http://127.0.0.1" }]);
  await page.goto("/progression/quests?q=Battery%20Change");
  await hydrated(page);
  const choice = page.locator(".quest-variant-choice").first();
  await choice.getByRole("combobox").selectOption(RAGMAN_BRANCH);
  await expect(card(page, RAGMAN_BRANCH)).toBeVisible();
  await page.getByRole("button", { name: "Tree" }).click();
  await page.getByLabel("Trader").selectOption({ label: "BTR Driver" });
  const node = (uid: string) => page.locator(`.tree-node[data-quest="${uid}"]`);
  await expect(node(RAGMAN_BRANCH)).toBeVisible();
  await expect(node(PRAPOR_BRANCH)).toHaveCount(0);
  // Its card beside the tree is the picked one too.
  await node(RAGMAN_BRANCH).getByRole("button", { name: "Battery Change" }).click();
  await expect(page.locator(`.quest-tree-card li[data-quest="${RAGMAN_BRANCH}"]`)).toBeVisible();
});
