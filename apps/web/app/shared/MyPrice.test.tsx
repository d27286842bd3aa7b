// @vitest-environment happy-dom
import type { UserReply } from "@raidkit/api";
import { formatPrice, type Locale } from "@raidkit/game";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messagesFor } from "../i18n/messages.server.ts";
import { TranslateProvider } from "../i18n/useT.tsx";
import { AccountProvider } from "./account/AccountContext.tsx";
import { MyPriceControl, MyPricePanel, parsePriceInput } from "./MyPrice.tsx";

// The real Salewa's id; the user is generated for the test (only the fields the control reads).
const SALEWA = "544fb45d4bdc2dee738b4568";
const testUser = (pro: boolean, prices: Record<string, number> = {}) =>
  ({ uid: "00000000-0000-4000-8000-000000000001", pro, gameMode: "pvp", userPricesMap: prices, userSellPricesMap: {} }) as unknown as UserReply;

function show(user: UserReply | null, locale: Locale = "en", panel = false) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ locale, viewer: { loggedIn: user !== null, pro: user?.pro ?? false, admin: false } }),
      Component: () => (
        <TranslateProvider locale={locale} messages={messagesFor(locale)}>
          <AccountProvider initial={user}>
            {panel ? (
              <MyPricePanel itemUid={SALEWA} itemName="Salewa" locale={locale} />
            ) : (
              <MyPriceControl itemUid={SALEWA} itemName="Salewa" kind="buy" locale={locale} />
            )}
          </AccountProvider>
        </TranslateProvider>
      ),
    },
  ]);
  render(<Stub />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("MyPriceControl: the player's own price of an item (issue 32 item 1)", () => {
  it("lets a Pro player type a price, sends it on Enter, and shows it marked as his", async () => {
    const sent: unknown[] = [];
    // The server's answer (the network is the boundary stubbed here): the maps after the change.
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ url, body: JSON.parse(String(init.body)) });
        return new Response(JSON.stringify({ userPricesMap: { [SALEWA]: 31000 }, userSellPricesMap: {} }), { headers: { "content-type": "application/json" } });
      }),
    );
    show(testUser(true));
    fireEvent.click(await screen.findByRole("button", { name: "Set my buy price of Salewa" }));
    const field = screen.getByRole("textbox", { name: "My buy price of Salewa, roubles" });
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: "31 000" } });
    fireEvent.submit(field.closest("form") as HTMLFormElement);
    await screen.findByText(formatPrice(31000, "en"));
    expect(sent).toEqual([
      { url: "/api/be/items/price/set", body: { userUid: "00000000-0000-4000-8000-000000000001", itemUid: SALEWA, price: 31000, kind: "buy" } },
    ]);
    expect(screen.getByText("your price")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Clear my buy price of Salewa" })).toBeTruthy();
  });

  it("refuses a price that is not a number without sending it, and Escape closes the field", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    show(testUser(true, { [SALEWA]: 9000 }), "ru");
    expect(await screen.findByText("ваша цена")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Задать мою цену покупки: Salewa" }));
    const field = screen.getByRole("textbox");
    expect((field as HTMLInputElement).value).toBe("9000");
    fireEvent.change(field, { target: { value: "много" } });
    fireEvent.submit(field.closest("form") as HTMLFormElement);
    expect((await screen.findByRole("alert")).textContent).toBe("Введите цену в рублях (только цифры)");
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("textbox")).toBeNull());
  });

  it("on the item page shows a free player both prices disabled with the spec's text once and a link to Pro, and a visitor a login link", async () => {
    show(testUser(false, { [SALEWA]: 9000 }), "en", true);
    for (const name of ["Set my buy price of Salewa", "Set my sell price of Salewa"]) {
      expect(((await screen.findByRole("button", { name })) as HTMLButtonElement).disabled).toBe(true);
    }
    // His price set while he was Pro still shows (the calculators still use it).
    expect(screen.getByText("your price")).toBeTruthy();
    expect(screen.getAllByText("Need Pro status to edit")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Get Pro" }).getAttribute("href")).toBe("/patreon-about");
    cleanup();
    show(null, "ru", true);
    expect((await screen.findByRole("link", { name: "войдите, чтобы задать свою цену" })).getAttribute("href")).toBe("/user");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("reads a typed price as spec §5 says: rounded; empty or not a number is none", () => {
    expect([parsePriceInput("12 345,"), parsePriceInput("999.6"), parsePriceInput(""), parsePriceInput("-5"), parsePriceInput("1e9")]).toEqual([
      12345,
      1000,
      null,
      null,
      null,
    ]);
  });
});
