import { describe, expect, it } from "vitest";
import { contentImage, hideoutImageUrl, imageHostOf, initialsOf, traderImageUrl } from "./contentImages.ts";

describe("content server pictures (spec §3, decision 067)", () => {
  it("reads the host: http(s) only, without a trailing slash", () => {
    expect(imageHostOf("https://cdn.example.com/")).toBe("https://cdn.example.com");
    expect(imageHostOf("https://cdn.example.com/raidkit//")).toBe("https://cdn.example.com/raidkit");
    expect(imageHostOf(" http://127.0.0.1:9/ ")).toBe("http://127.0.0.1:9");
    for (const bad of [undefined, null, "", "cdn.example.com", "javascript:alert(1)", "ftp://cdn.example.com", "https://cdn.example.com/?a=1"]) {
      expect(imageHostOf(bad), String(bad)).toBeNull();
    }
  });

  it("builds module pictures from the English name with underscores", () => {
    expect(hideoutImageUrl("https://cdn.example.com", "Air Filtering Unit")).toBe("https://cdn.example.com/images/hideout/Air_Filtering_Unit.png");
    expect(hideoutImageUrl("https://cdn.example.com", "Hall of Fame")).toBe("https://cdn.example.com/images/hideout/Hall_of_Fame.png");
    expect(hideoutImageUrl("https://cdn.example.com", "Bitcoin farm")).toBe("https://cdn.example.com/images/hideout/Bitcoin_farm.png");
    expect(hideoutImageUrl(null, "Workbench")).toBeNull();
    expect(hideoutImageUrl("https://cdn.example.com", " ")).toBeNull();
  });

  it("builds trader pictures from the nickname in lower case", () => {
    expect(traderImageUrl("https://cdn.example.com", "Prapor")).toBe("https://cdn.example.com/images/traders/prapor.png");
    expect(traderImageUrl("https://cdn.example.com", "BTR Driver")).toBe("https://cdn.example.com/images/traders/btr_driver.png");
    expect(traderImageUrl(null, "Prapor")).toBeNull();
  });

  it("prefers the content server, then the live source's http(s) link, then nothing", () => {
    expect(contentImage("https://cdn.example.com/images/traders/prapor.png", "https://assets.example/prapor.webp")).toBe(
      "https://cdn.example.com/images/traders/prapor.png",
    );
    expect(contentImage(null, "https://assets.example/prapor.webp")).toBe("https://assets.example/prapor.webp");
    expect(contentImage(null, "javascript:alert(1)")).toBeNull();
    expect(contentImage(null, null)).toBeNull();
  });

  it("gives the initials shown without a picture", () => {
    expect(initialsOf("Air Filtering Unit")).toBe("AF");
    expect(initialsOf("Prapor")).toBe("PR");
    expect(initialsOf("Прапор")).toBe("ПР");
    expect(initialsOf("")).toBe("?");
  });
});
