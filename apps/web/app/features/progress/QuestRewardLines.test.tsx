// @vitest-environment happy-dom
import type { ProgressItem } from "@raidkit/api";
import type { Locale } from "@raidkit/game";
import { questNamed, realItemNames } from "@raidkit/game/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { messagesFor } from "../../i18n/messages.server.ts";
import { TranslateProvider } from "../../i18n/useT.tsx";
import { QuestRewardLines } from "./QuestRewardLines.tsx";

/** The items a quest's rewards name, as the progress data carries them (names in the locale; url and price left plain). */
function itemsIn(locale: Locale, uids: string[]): Record<string, ProgressItem> {
  const names = new Map(realItemNames(locale).map((i) => [i.uid, i]));
  return Object.fromEntries(
    uids.flatMap((uid) => {
      const i = names.get(uid);
      return i ? [[uid, { uid, url: uid, name: i.localName, shortName: i.localShortName, icon: null, slots: 1, price: null, pricePerSlot: null }]] : [];
    }),
  );
}

/** Gunsmith - Part 3's reward lines as its card shows them, in a locale. */
async function showGunsmith3(locale: Locale) {
  const q = questNamed("pvp", "Gunsmith - Part 3");
  const items = itemsIn(
    locale,
    [...q.rewards.items, ...q.rewards.offers].map((x) => x.uid),
  );
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ locale, viewer: { loggedIn: false, pro: false, admin: false } }),
      Component: () => (
        <TranslateProvider locale={locale} messages={messagesFor(locale)}>
          <QuestRewardLines experience={q.experience} rewards={q.rewards} startRewards={q.startRewards} items={items} locale={locale} />
        </TranslateProvider>
      ),
    },
  ]);
  const { container } = render(<Stub />);
  await screen.findByText(/Mechanic \+0[.,]01/);
  return container;
}

afterEach(cleanup);

describe("a quest card's rewards (QuestRewardLines) on the real Gunsmith - Part 3", () => {
  it("reads in English: experience, standing, dollars as a price, parts linked to their pages, the unlocked Glock", async () => {
    const card = await showGunsmith3("en");
    expect(card.querySelector('[data-rewards="done"]')?.textContent).toBe("Rewards: 2,800 XP · Mechanic +0.01 · $250 · Trihawk 3x30 ×2 · RVG FDE ×2");
    expect(card.querySelector('[data-rewards="unlocks"]')?.textContent).toBe("Unlocks: Glock 17 Tac 3 (Mechanic LL1)");
    expect(card.querySelector('a[href="/item/5a88ad7b86f77479aa7226af"]')?.getAttribute("title")).toBe("Glock 17 9x19 pistol Tac 3");
  });
  it("reads in Russian, items by their Russian names", async () => {
    const card = await showGunsmith3("ru");
    expect(card.querySelector('[data-rewards="done"]')?.textContent).toMatch(/^Награды: 2\s800 опыта · Mechanic \+0,01 · \$250 · /);
    expect(card.querySelector('[data-rewards="unlocks"]')?.textContent).toMatch(/^Открывает: .+ \(Mechanic, ЛЛ1\)$/);
    expect(card.querySelector('a[href="/item/5a88ad7b86f77479aa7226af"]')?.getAttribute("title")).toMatch(/[а-я]/);
    expect(card.querySelector('[data-rewards="start"]')).toBeNull();
  });
});
