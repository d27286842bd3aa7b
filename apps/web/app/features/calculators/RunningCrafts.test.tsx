// @vitest-environment happy-dom
import type { CalculatorData } from "@raidkit/api";
import { type Locale, MAX_RUNNING_CRAFTS } from "@raidkit/game";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messagesFor } from "../../i18n/messages.server.ts";
import { TranslateProvider } from "../../i18n/useT.tsx";
import { AccountProvider } from "../../shared/account/AccountContext.tsx";
import { CraftRunsProvider } from "./craftRunsStore.tsx";
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

function show(locale: Locale = "en") {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ locale, viewer: { loggedIn: false, pro: false, admin: false } }),
      Component: () => (
        <TranslateProvider locale={locale} messages={messagesFor(locale)}>
          <AccountProvider initial={null}>
            <CraftRunsProvider>
              <RunRecipeButton kind="craft" recipeId={CRAFT} seconds={120} name="Gas mask air filter" />
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
});
