// @vitest-environment happy-dom
import type { CalculatorData } from "@raidkit/api";
import { type Locale, MAX_RUNNING_CRAFTS } from "@raidkit/game";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messagesFor } from "../../i18n/messages.server.ts";
import { TranslateProvider } from "../../i18n/useT.tsx";
import { AccountProvider } from "../../shared/account/AccountContext.tsx";
import { resetBrowserProgress } from "../../shared/browserProgress.ts";
import { CraftRunsProvider, type LockOf } from "./craftRunsStore.tsx";
import { RunningCrafts, RunRecipeButton } from "./RunningCrafts.tsx";

// The pack's gas mask air filter craft (Lavatory 1); only the fields the panel reads.
const CRAFT = "5e1330dca0f0f8773c069c99";
const FILTER = "590c595c86f7747884343ad7";
const data = {
  crafts: [{ id: CRAFT, stationId: "lavatory", stationName: "Lavatory", level: 1, durationSec: 120, output: { uid: FILTER, count: 1 }, inputs: [] }],
  barters: [],
  items: { [FILTER]: { name: "Gas mask air filter", url: "gas_mask_air_filter" } },
  traders: [],
} as unknown as CalculatorData;

function show(locale: Locale = "en", options: { lockOf?: LockOf; lockText?: string } = {}) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ locale, viewer: { loggedIn: false, pro: false, admin: false } }),
      Component: () => (
        <TranslateProvider locale={locale} messages={messagesFor(locale)}>
          <AccountProvider initial={null}>
            <CraftRunsProvider lockOf={options.lockOf}>
              <RunRecipeButton kind="craft" recipeId={CRAFT} seconds={120} name="Gas mask air filter" lockText={options.lockText} />
              <RunningCrafts data={data} kind="craft" />
            </CraftRunsProvider>
          </AccountProvider>
        </TranslateProvider>
      ),
    },
  ]);
  render(<Stub />);
}

/** Lets the fake clock run `ms` with React's updates applied. */
const pass = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

const T0 = Date.UTC(2026, 10, 28, 12, 0, 0);
beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval", "setTimeout", "clearTimeout"] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("RunningCrafts: a visitor's crafts, kept in this browser (issue 32 item 3)", () => {
  it("starts a craft for the row's time, ticks down, is built at its end, then collected", async () => {
    show();
    await pass(10);
    fireEvent.click(screen.getByRole("button", { name: "Start the craft: Gas mask air filter" }));
    await pass(10);
    expect(screen.getByText("0:02:00 left")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Collect" }) as HTMLButtonElement).disabled).toBe(true);
    await pass(61_000);
    expect(screen.getByText("0:00:59 left")).toBeTruthy();
    await pass(60_000);
    expect(screen.getByText("Ready to collect")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Craft ended: Gas mask air filter");
    fireEvent.click(screen.getByRole("button", { name: "Collect" }));
    await pass(10);
    expect(screen.getByText("Finished (1)")).toBeTruthy();
    // Kept in this browser, for the visitor's PMC ("guest").
    expect(JSON.parse(localStorage.getItem("raidkit:craftRuns:guest") ?? "[]")).toMatchObject([{ recipeId: CRAFT, state: "completed" }]);
  });

  it("says in Russian why a craft is refused: too many running", async () => {
    show("ru");
    await pass(10);
    const start = screen.getByRole("button", { name: "Запустить крафт: Gas mask air filter" });
    for (let i = 0; i <= MAX_RUNNING_CRAFTS; i++) fireEvent.click(start);
    await pass(10);
    expect(screen.getByRole("alert").textContent).toBe("Запущено слишком много крафтов: сначала заберите или отмените один");
    expect(JSON.parse(localStorage.getItem("raidkit:craftRuns:guest") ?? "[]")).toHaveLength(MAX_RUNNING_CRAFTS);
  });

  it("a locked recipe's button is disabled with the reason as its title (both languages)", async () => {
    show("en", { lockText: "needs Lavatory level 1" });
    await pass(10);
    const en = screen.getByRole("button", { name: "Start the craft: Gas mask air filter" }) as HTMLButtonElement;
    expect(en.disabled).toBe(true);
    expect(en.title).toBe("Locked: needs Lavatory level 1");
    cleanup();
    show("ru", { lockText: "нужен модуль «Туалет» уровня 1" });
    await pass(10);
    const ru = screen.getByRole("button", { name: "Запустить крафт: Gas mask air filter" }) as HTMLButtonElement;
    expect(ru.disabled).toBe(true);
    expect(ru.title).toBe("Закрыто: нужен модуль «Туалет» уровня 1");
  });

  it("the browser's store refuses a locked recipe itself (a start that bypasses the button), in Russian too", async () => {
    // The store's rule, not the button: the lock is known to the store only (no lockText on the button).
    const lockOf: LockOf = (kind, recipeId) => (kind === "craft" && recipeId === CRAFT ? { kind: "station", stationId: "lavatory", level: 1 } : null);
    show("ru", { lockOf });
    await pass(10);
    fireEvent.click(screen.getByRole("button", { name: "Запустить крафт: Gas mask air filter" }));
    await pass(10);
    expect(screen.getByRole("alert").textContent).toBe(
      "Этот рецепт закрыт для вашего персонажа: сначала постройте уровень станции, достигните уровня лояльности торговца или выполните открывающий его квест",
    );
    expect(JSON.parse(localStorage.getItem("raidkit:craftRuns:guest") ?? "[]")).toEqual([]);
  });

  it('"reset all progress" clears the crafts kept in this browser; resetting the quests keeps them (issue 32)', async () => {
    show("en");
    await pass(10);
    fireEvent.click(screen.getByRole("button", { name: "Start the craft: Gas mask air filter" }));
    await pass(10);
    expect(screen.getByText("0:02:00 left")).toBeTruthy();
    // What the reset panel does for a visitor (features/progress/ResetPanel.tsx) and AccountContext for a free player.
    act(() => resetBrowserProgress("guest", "quests"));
    await pass(10);
    expect(JSON.parse(localStorage.getItem("raidkit:craftRuns:guest") ?? "[]")).toHaveLength(1);
    act(() => resetBrowserProgress("guest", "all"));
    await pass(10);
    expect(JSON.parse(localStorage.getItem("raidkit:craftRuns:guest") ?? "null")).toEqual([]);
    expect(screen.getByText(/^No craft is running/)).toBeTruthy();
  });
});
