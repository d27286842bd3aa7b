import { describe, expect, it } from "vitest";
import { createTranslator, type Messages } from "./translate.ts";

const messages: Messages = {
  market: {
    title: "Цены барахолки",
    count_one: "{{count}} предмет",
    count_few: "{{count}} предмета",
    count_many: "{{count}} предметов",
    count_other: "{{count}} предмета",
    empty: "",
  },
  error: { notFoundPath: "Page Not Found: {{path}}" },
};

describe("createTranslator", () => {
  const t = createTranslator("ru", messages);
  it("reads dotted keys", () => {
    expect(t("market.title")).toBe("Цены барахолки");
  });
  it("interpolates values", () => {
    expect(t("error.notFoundPath", { path: "/nope" })).toBe("Page Not Found: /nope");
  });
  it("chooses Russian plural forms", () => {
    expect(t("market.count", { count: 1 })).toBe("1 предмет");
    expect(t("market.count", { count: 3 })).toBe("3 предмета");
    expect(t("market.count", { count: 25 })).toBe("25 предметов");
    expect(t("market.count", { count: 21 })).toBe("21 предмет");
  });
  it("chooses English plural forms and falls back to _other", () => {
    const en = createTranslator("en", { n_one: "{{count}} item", n_other: "{{count}} items", only_other: "{{count}} x" });
    expect(en("n", { count: 1 })).toBe("1 item");
    expect(en("n", { count: 5 })).toBe("5 items");
    expect(en("only", { count: 1 })).toBe("1 x");
  });
  it("shows the key when a text is missing or empty", () => {
    expect(t("market.missing")).toBe("market.missing");
    expect(t("market.empty")).toBe("market.empty");
  });
});
