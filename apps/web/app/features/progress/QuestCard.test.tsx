// @vitest-environment happy-dom
import type { QuestView } from "@raidkit/api";
import { completionChange, completionPlan, failedInRaidBy, type Locale } from "@raidkit/game";
import { realQuests, realQuestsIn } from "@raidkit/game/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { messagesFor } from "../../i18n/messages.server.ts";
import { TranslateProvider } from "../../i18n/useT.tsx";
import { QuestCard } from "./QuestCard.tsx";

/**
 * Colleagues - Part 3 ("do not kill Sanitar") after the player completed The Huntsman Path - Sadist
 * ("neutralise Sanitar") through its chain: the plan marks it failed (decision 050), and its card says
 * which completion failed it, not "marked failed by you".
 */
async function colleagues3Card(locale: Locale, markedBy: "chain" | "hand") {
  const quests: QuestView[] = locale === "ru" ? realQuestsIn("pvp", "ru") : realQuests("pvp");
  const en = realQuests("pvp");
  const uidOf = (name: string) => (en.find((q) => q.name === name) as QuestView).uid;
  const sadist = uidOf("The Huntsman Path - Sadist");
  const colleagues3 = quests.find((q) => q.uid === uidOf("Colleagues - Part 3")) as QuestView;
  const change = completionChange(
    sadist,
    completionPlan(quests, sadist, { level: 1, tradersLL: {}, questsDone: new Set(), questsFailed: new Set(), useProgress: false }),
  );
  const done = new Set(markedBy === "chain" ? (change.add?.questsDone ?? []) : []);
  const by = failedInRaidBy(colleagues3, quests, (uid) => done.has(uid));
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ locale, viewer: { loggedIn: false, pro: false, admin: false } }),
      Component: () => (
        <TranslateProvider locale={locale} messages={messagesFor(locale)}>
          <ul>
            <QuestCard
              quest={colleagues3}
              status="Failed"
              stateOf={(uid) => (done.has(uid) ? "done" : uid === colleagues3.uid ? "failed" : "available")}
              nameOf={(uid) => quests.find((q) => q.uid === uid)?.name}
              mapName={(name) => name}
              failedByHand
              failedInRaidBy={by?.name}
              readOnly={false}
              items={{}}
              have={{}}
              onDone={() => {}}
              onFailed={() => {}}
            />
          </ul>
        </TranslateProvider>
      ),
    },
  ]);
  const { container } = render(<Stub />);
  await screen.findByRole("checkbox");
  return { container, by };
}

afterEach(cleanup);

describe("a quest failed in the raid by another quest's completion says so (Colleagues - Part 3 by Sadist)", () => {
  it("in English", async () => {
    const { container, by } = await colleagues3Card("en", "chain");
    expect(by?.name).toBe("The Huntsman Path - Sadist");
    expect(container.querySelector(".quest-why")?.textContent).toBe("Failed in the raid when you completed The Huntsman Path - Sadist.");
  });
  it("in Russian, with the quest's Russian name", async () => {
    const { container, by } = await colleagues3Card("ru", "chain");
    expect(by?.name).toMatch(/[А-Яа-я]/);
    expect(container.querySelector(".quest-why")?.textContent).toBe(`Провален в рейде, когда вы выполнили «${by?.name}».`);
  });
  it("marked by hand with no such completion, it stays the player's mark", async () => {
    const { container, by } = await colleagues3Card("en", "hand");
    expect(by).toBeUndefined();
    expect(container.querySelector(".quest-why")?.textContent).toBe("Marked failed by you.");
  });
});
