import { describe, expect, it } from "vitest";
import { apiLocale, detectLocale, isApiLocalePath, localeCookie, localeFromCookieHeader, prefersRussian, stripLocalePrefix } from "./localeRouting.ts";

describe("stripLocalePrefix", () => {
  it("removes every site locale prefix and keeps the rest of the path", () => {
    expect(stripLocalePrefix("/ru/market")).toEqual({ locale: "ru", path: "/market" });
    expect(stripLocalePrefix("/en/item/ak-74")).toEqual({ locale: "en", path: "/item/ak-74" });
    expect(stripLocalePrefix("/kr")).toEqual({ locale: "kr", path: "/" });
    expect(stripLocalePrefix("/cz/")).toEqual({ locale: "cz", path: "/" });
  });
  it("keeps the visitor on our host: a path a browser would read as another host collapses to one slash", () => {
    expect(stripLocalePrefix("/ru//attacker.example/login")).toEqual({ locale: "ru", path: "/attacker.example/login" });
    expect(stripLocalePrefix("/en///attacker.example")).toEqual({ locale: "en", path: "/attacker.example" });
    expect(stripLocalePrefix("/en/\\attacker.example")).toEqual({ locale: "en", path: "/attacker.example" });
  });
  it("ignores paths that only look like a prefix", () => {
    expect(stripLocalePrefix("/market")).toBeNull();
    expect(stripLocalePrefix("/xx/market")).toBeNull();
    expect(stripLocalePrefix("/rus")).toBeNull();
    expect(stripLocalePrefix("/cs/market")).toBeNull();
    expect(stripLocalePrefix("/")).toBeNull();
  });
});

describe("locale cookie", () => {
  it("is path / with a one-year max age", () => {
    expect(localeCookie("ru")).toBe("tm_locale=ru; Path=/; Max-Age=31536000; SameSite=Lax");
  });
  it("is read back, unknown values ignored", () => {
    expect(localeFromCookieHeader("a=1; tm_locale=de; b=2")).toBe("de");
    expect(localeFromCookieHeader("tm_locale=zz")).toBeNull();
    expect(localeFromCookieHeader(undefined)).toBeNull();
  });
});

describe("detectLocale", () => {
  it("uses the stored locale first", () => {
    expect(detectLocale({ cookieHeader: "tm_locale=en", acceptLanguage: "ru", isBot: true })).toBe("en");
  });
  it("gives Russian to search bots", () => {
    expect(detectLocale({ acceptLanguage: "en-US", isBot: true })).toBe("ru");
  });
  it("gives Russian for a Russian-language hint, English otherwise", () => {
    expect(detectLocale({ acceptLanguage: "ru-RU,ru;q=0.9,en;q=0.8", isBot: false })).toBe("ru");
    expect(detectLocale({ acceptLanguage: "en-GB,ru;q=0.5", isBot: false })).toBe("en");
    expect(detectLocale({ acceptLanguage: "de-DE", isBot: false })).toBe("en");
    expect(detectLocale({ isBot: false })).toBe("en");
  });
  it("ranks by q weight, not by order", () => {
    expect(prefersRussian("en;q=0.3, ru;q=0.9")).toBe(true);
    expect(prefersRussian("ru;q=0")).toBe(false);
    expect(prefersRussian("rux")).toBe(false);
  });
});

describe("apiLocale (issue 34, item 9)", () => {
  it("takes the lang parameter first, then Accept-Language, never the search-bot rule", () => {
    expect(apiLocale({ lang: "en", acceptLanguage: "ru-RU" })).toBe("en");
    expect(apiLocale({ lang: "RU", acceptLanguage: "en-US" })).toBe("ru");
    expect(apiLocale({ lang: null, acceptLanguage: "en-US" })).toBe("en");
    expect(apiLocale({ lang: "xx", acceptLanguage: "ru-RU,ru;q=0.9" })).toBe("ru");
    expect(apiLocale({})).toBe("en");
  });
  it("a language the player chose on the site (its cookie) comes after lang and before Accept-Language", () => {
    expect(apiLocale({ cookieHeader: "tm_locale=ru", acceptLanguage: "en-US" })).toBe("ru");
    expect(apiLocale({ lang: "en", cookieHeader: "tm_locale=ru" })).toBe("en");
    expect(apiLocale({ cookieHeader: "tm_locale=de", acceptLanguage: "ru-RU" })).toBe("en");
  });
  it("covers the public API and the chat bots, not the pages or the site's own calls", () => {
    expect(isApiLocalePath("/api/v1/items")).toBe(true);
    expect(isApiLocalePath("/api/bot/price")).toBe(true);
    expect(isApiLocalePath("/api/be/items/price/set")).toBe(false);
    expect(isApiLocalePath("/item/salewa")).toBe(false);
  });
});
