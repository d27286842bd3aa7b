// @vitest-environment happy-dom
import type { UserReply } from "@raidkit/api";
import type { Locale } from "@raidkit/game";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messagesFor } from "../i18n/messages.server.ts";
import { TranslateProvider } from "../i18n/useT.tsx";
import { AccountProvider } from "./account/AccountContext.tsx";
import { BackgroundNotices } from "./BackgroundNotices.tsx";

// The real Salewa's id and Prapor's; the user and the replies are generated for the test.
const SALEWA = "544fb45d4bdc2dee738b4568";
const PRAPOR = "54cb50c76803fa8b248b4571";
const user = { uid: "00000000-0000-4000-8000-000000000001", pro: true, gameMode: "pvp", userPricesMap: {}, userSellPricesMap: {} } as unknown as UserReply;

/** The browser's Notification, recording what the page shows (the browser is the boundary stubbed here). */
const shown: { title: string; body: string }[] = [];
class FakeNotification {
  static permission = "granted";
  static requestPermission = async () => "granted";
  constructor(title: string, options: { body: string }) {
    shown.push({ title, body: options.body });
  }
}

function show(locale: Locale = "en") {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ locale, viewer: { loggedIn: true, pro: true, admin: false } }),
      Component: () => (
        <TranslateProvider locale={locale} messages={messagesFor(locale)}>
          <AccountProvider initial={user}>
            <p>page</p>
            <BackgroundNotices />
          </AccountProvider>
        </TranslateProvider>
      ),
    },
  ]);
  render(<Stub />);
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
const fired = {
  id: "11111111-1111-4111-8111-111111111111",
  itemUid: SALEWA,
  name: "Salewa first aid kit",
  url: "salewa_first_aid_kit",
  mode: "pvp",
  direction: "above",
  value: 22000,
  lastPrice: 24000,
  createdAt: 1,
  firedAt: 2,
  firedFrom: 20000,
  firedPrice: 24000,
};

beforeEach(() => {
  shown.length = 0;
  localStorage.clear();
  vi.stubGlobal("Notification", FakeNotification);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("BackgroundNotices: the notifications a player opted into (issue 32 item 6)", () => {
  it("shows nothing and asks nothing until the player turned them on", async () => {
    const fetch = vi.fn(async () => json({ alerts: [fired] }));
    vi.stubGlobal("fetch", fetch);
    show();
    await screen.findByText("page");
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(shown).toEqual([]);
  });

  it("shows a fired price alert once, in the player's language", async () => {
    localStorage.setItem("rk_notify_alerts", "1");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ alerts: [fired, { ...fired, id: "22222222-2222-4222-8222-222222222222", firedAt: null, firedFrom: null, firedPrice: null }] })),
    );
    show();
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]).toEqual({ title: "Price alert: Salewa first aid kit", body: "PVP price ₽20,000 → ₽24,000 (your value ₽22,000)" });
    // Another page of the site: the same alert is not shown again.
    cleanup();
    show("ru");
    await screen.findByText("page");
    await new Promise((r) => setTimeout(r, 50));
    expect(shown).toHaveLength(1);
  });

  it("shows a trader's restock when its time comes, not before", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem("rk_notify_restocks", "1");
    // The restock 15 s after the page reads the times (a loaded machine may take seconds to get there).
    const reads = vi.fn(async () =>
      json({ live: true, traders: [{ id: PRAPOR, name: "Прапор", resetAt: { pvp: Date.now() + 15_000, pve: null }, fetchedAt: { pvp: 1, pve: null } }] }),
    );
    vi.stubGlobal("fetch", reads);
    show("ru");
    await screen.findByText("page");
    await waitFor(() => expect(reads).toHaveBeenCalled());
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(shown).toEqual([{ title: "Прапор: товары пополнены", body: "PVP: у торговца пополнились товары." }]);
  });
});
