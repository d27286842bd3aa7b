import { describe, expect, it } from "vitest";
import { itemKeyOf, parseScrollText, SCROLL_DEFAULTS, scrollTextPath } from "./scrollTextUrl.ts";

describe("the scrolling prices widget's address", () => {
  it("reads every option and writes it back the same", () => {
    const path =
      "/widgets/scroll-text?items=salewa_first_aid_kit,5449016a4bdc2d6f028b456f&mode=pve&speed=90&color=ffcc00&up=00ff00&down=ff0000&bg=101010&l=ru&short=1&limit=5";
    const options = parseScrollText(new URL(`http://x${path}`).searchParams);
    expect(options).toEqual({
      items: ["salewa_first_aid_kit", "5449016a4bdc2d6f028b456f"],
      tag: null,
      mode: "pve",
      speed: 90,
      color: "#ffcc00",
      up: "#00ff00",
      down: "#ff0000",
      bg: "#101010",
      locale: "ru",
      short: true,
      limit: 5,
      token: null,
    });
    expect(scrollTextPath(options)).toBe(path);
  });

  it("carries a PVE widget's token (decision 038), only for PVE and only in its form", () => {
    const token = "MGI5YzFmOWU.AAAAAAAAAAAAAAAAAAAAAA";
    const pve = parseScrollText(new URLSearchParams(`tag=ammo&mode=pve&t=${token}`));
    expect(pve.token).toBe(token);
    expect(scrollTextPath(pve)).toBe(`/widgets/scroll-text?tag=ammo&mode=pve&t=${token}`);
    expect(parseScrollText(new URLSearchParams(`tag=ammo&t=${token}`)).token).toBeNull();
    expect(parseScrollText(new URLSearchParams("tag=ammo&mode=pve&t=<script>")).token).toBeNull();
    expect(scrollTextPath({ ...pve, mode: "pvp" })).toBe("/widgets/scroll-text?tag=ammo");
  });

  it("falls back to the defaults for anything malformed, so a widget on air never breaks", () => {
    const options = parseScrollText(new URLSearchParams("items=a b,<x>,ok&speed=-3&color=red&bg=transparent&l=xx&limit=999&mode=arena"));
    expect(options).toEqual({ ...SCROLL_DEFAULTS, items: ["ok"], limit: 40 });
    expect(parseScrollText(new URLSearchParams("speed=100000")).speed).toBe(400);
    expect(scrollTextPath(SCROLL_DEFAULTS)).toBe("/widgets/scroll-text");
  });

  it("takes a tag only without items", () => {
    expect(parseScrollText(new URLSearchParams("tag=ammo")).tag).toBe("ammo");
    expect(parseScrollText(new URLSearchParams("tag=ammo&items=x")).tag).toBeNull();
  });

  it("reads an item's slug from a pasted page address", () => {
    expect(itemKeyOf("https://raidkit.example/item/salewa_first_aid_kit?x=1")).toBe("salewa_first_aid_kit");
    expect(itemKeyOf(" 5449016a4bdc2d6f028b456f ")).toBe("5449016a4bdc2d6f028b456f");
  });
});
