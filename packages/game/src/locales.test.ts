import { describe, expect, it } from "vitest";
import { LOCALES, languageCode, PACK_LOCALE_CODE } from "./locales.ts";

describe("languageCode", () => {
  it("is the ISO 639-1 code the pack's files and the live API use, where the site's code differs", () => {
    expect(languageCode("en")).toBe("en");
    expect(languageCode("cz")).toBe("cs");
    expect(languageCode("cn")).toBe("zh");
    expect(languageCode("jp")).toBe("ja");
    expect(languageCode("kr")).toBe("ko");
    for (const locale of LOCALES) if (locale !== "en") expect(languageCode(locale)).toBe(PACK_LOCALE_CODE[locale]);
    // One code per locale: no two locales ask the API for the same language.
    expect(new Set(LOCALES.map(languageCode)).size).toBe(LOCALES.length);
  });
});
