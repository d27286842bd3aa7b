// @vitest-environment happy-dom
import type { Locale } from "@raidkit/game";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { messagesFor } from "../i18n/messages.server.ts";
import { TranslateProvider } from "../i18n/useT.tsx";
import { PRICE_TYPES, PriceTypesHelp } from "./PriceTypes.tsx";

afterEach(cleanup);

// Spec §4: "Price type options: flea, trader, sell to trader, barter, craft, market, historical, custom, gun build price, user, none."
const SPEC_TYPES = ["flea", "trader", "sellToTrader", "barter", "craft", "market", "historical", "custom", "gunBuild", "user", "none"];

describe("PriceTypesHelp: every price type of spec §4 explained (issue 32 item 2)", () => {
  for (const locale of ["en", "ru"] as Locale[]) {
    it(`lists the spec's eleven types in its order, each with a name, a hint and its settings' own labels, in ${locale}`, () => {
      const messages = messagesFor(locale);
      const { container } = render(
        <TranslateProvider locale={locale} messages={messages}>
          <PriceTypesHelp />
        </TranslateProvider>,
      );
      const rows = [...container.querySelectorAll("dl > div")];
      expect(rows.map((r) => r.getAttribute("data-type"))).toEqual(SPEC_TYPES);
      for (const row of rows) {
        const name = row.querySelector("dt")?.textContent ?? "";
        const hint = row.querySelector("dd")?.textContent ?? "";
        expect(name.length, row.getAttribute("data-type") ?? "").toBeGreaterThan(2);
        expect(hint.length).toBeGreaterThan(20);
        expect(hint).not.toMatch(/priceTypes\.|account\.hideout\./);
      }
      // The historical type names both settings that turn it on, as the settings popup labels them.
      const hideout = (messages.account as { hideout: Record<string, string> }).hideout;
      const historical = container.querySelector('[data-type="historical"] dd')?.textContent ?? "";
      expect(historical).toContain(hideout.hideoutUseHistorical);
      expect(historical).toContain(hideout.hideoutUseSellToHistorical);
      expect(PRICE_TYPES).toHaveLength(11);
    });
  }
});
