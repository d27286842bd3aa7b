// @vitest-environment happy-dom
import { type FleaTax, fleaFee, fleaTaxFromPercent, formatPrice, type Locale } from "@raidkit/game";
import { packFile } from "@raidkit/game/testing";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { messagesFor } from "../../i18n/messages.server.ts";
import { TranslateProvider } from "../../i18n/useT.tsx";
import { FeeCalculator } from "./FeeCalculator.tsx";

// The real Salewa and the pack's flea tax rates (game_globals.json: 3 % and 3 %).
const SALEWA = packFile("items").items.find((i) => i.id === "544fb45d4bdc2dee738b4568");
if (!SALEWA?.basePrice) throw new Error("the pack has no Salewa with a base price");
const BASE = SALEWA.basePrice;
const TAX: FleaTax = fleaTaxFromPercent(packFile("globals").ragFair);

/** The calculator as a page shows it: the root route's locale and texts around it. */
async function showCalculator(locale: Locale, price: number) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ locale, viewer: { loggedIn: false, pro: false, admin: false } }),
      Component: () => (
        <TranslateProvider locale={locale} messages={messagesFor(locale)}>
          <FeeCalculator name="Salewa" basePrice={BASE} defaultPrice={price} tax={TAX} />
        </TranslateProvider>
      ),
    },
  ]);
  render(<Stub />);
  return await screen.findByTestId("fee");
}

afterEach(cleanup);

describe("the flea fee calculator (FeeCalculator) on the real Salewa", () => {
  it("shows the game's fee for one item at the price given, in Russian", async () => {
    const fee = await showCalculator("ru", 35_000);
    const expected = fleaFee(BASE, 35_000, { tax: TAX }) as number;
    expect(fee.textContent).toContain(formatPrice(expected, "ru"));
    expect(screen.getByText("Комиссия")).toBeTruthy();
  });

  it("counts every item of the offer, and keeps the offer the same when the price becomes the whole stack's", async () => {
    const fee = await showCalculator("en", 35_000);
    fireEvent.change(screen.getByLabelText("Count"), { target: { value: "4" } });
    const four = fleaFee(BASE, 35_000, { tax: TAX, count: 4 }) as number;
    expect(fee.textContent).toContain(formatPrice(four, "en"));
    fireEvent.click(screen.getByLabelText(/one price for the whole stack/i));
    // The stack's price is 4 × 35,000, and "require for all items" makes the game charge differently.
    expect((screen.getByLabelText(/^price for the whole stack/i) as HTMLInputElement).value).toBe("140000");
    expect(fee.textContent).toContain(formatPrice(fleaFee(BASE, 140_000, { tax: TAX, count: 4, wholeStack: true }) as number, "en"));
  });

  it("takes Intelligence Center 3 and Hideout Management off the fee, and clamps the skill to the game's", async () => {
    const fee = await showCalculator("en", 35_000);
    const skill = screen.getByLabelText(/hideout management/i) as HTMLInputElement;
    expect(skill.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(/intelligence center/i));
    fireEvent.change(skill, { target: { value: "5000" } });
    expect(skill.value).toBe("51");
    const reduced = fleaFee(BASE, 35_000, { tax: TAX, ic3: true, hideoutManagement: 51 }) as number;
    expect(reduced).toBeLessThan(fleaFee(BASE, 35_000, { tax: TAX }) as number);
    expect(fee.textContent).toContain(formatPrice(reduced, "en"));
  });
});
