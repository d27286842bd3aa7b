import { describe, expect, it } from "vitest";
import { botChatCommand, botResponse, commandName, priceUrl } from "./botCommands.ts";

const ORIGIN = "https://raidkit.example";
const PATH = "/api/bot/price";

describe("chat-bot commands (issue 18: one per bot, their documented syntax)", () => {
  it("builds Nightbot's urlfetch with $(querystring)", () => {
    const options = { lang: "en", mode: "pvp", name: "price" } as const;
    expect(botResponse("nightbot", ORIGIN, PATH, options)).toBe("$(urlfetch https://raidkit.example/api/bot/price?l=en&m=pvp&q=$(querystring))");
    expect(botChatCommand("nightbot", ORIGIN, PATH, options)).toBe(
      "!commands add !price $(urlfetch https://raidkit.example/api/bot/price?l=en&m=pvp&q=$(querystring))",
    );
  });
  it("builds StreamElements' customapi with queryescape of every argument", () => {
    const options = { lang: "ru", mode: "pve", name: "!цена" } as const;
    // biome-ignore lint/suspicious/noTemplateCurlyInString: StreamElements' own ${…} syntax, not a template.
    expect(botResponse("streamelements", ORIGIN, PATH, options)).toBe("${customapi.https://raidkit.example/api/bot/price?l=ru&m=pve&q=${queryescape ${1:}}}");
    expect(botChatCommand("streamelements", ORIGIN, PATH, options)).toMatch(/^!command add !цена \$\{customapi\./);
  });
  it("builds Fossabot's customapi with $(querystring); its commands are made on the dashboard", () => {
    const options = { lang: "en", mode: "pvp", name: "price" } as const;
    expect(botResponse("fossabot", ORIGIN, PATH, options)).toBe("$(customapi https://raidkit.example/api/bot/price?l=en&m=pvp&q=$(querystring))");
    expect(botChatCommand("fossabot", ORIGIN, PATH, options)).toBeNull();
  });
  it("keeps a command name the bots take, else price", () => {
    expect(commandName("!pc")).toBe("pc");
    expect(commandName("two words")).toBe("price");
    expect(commandName("")).toBe("price");
  });
  it("carries a Pro user's PVE token in PVE commands only (decision 038)", () => {
    const token = "MGI5YzFmOWU.AAAAAAAAAAAAAAAAAAAAAA";
    expect(botResponse("nightbot", ORIGIN, PATH, { lang: "en", mode: "pve", name: "price", token })).toBe(
      `$(urlfetch https://raidkit.example/api/bot/price?l=en&m=pve&t=${token}&q=$(querystring))`,
    );
    expect(botResponse("nightbot", ORIGIN, PATH, { lang: "en", mode: "pvp", name: "price", token })).toBe(
      "$(urlfetch https://raidkit.example/api/bot/price?l=en&m=pvp&q=$(querystring))",
    );
  });
  it("encodes the try-it box's query", () => {
    expect(priceUrl(ORIGIN, PATH, { lang: "en", mode: "pvp" }, "salewa & co")).toBe("https://raidkit.example/api/bot/price?l=en&m=pvp&q=salewa%20%26%20co");
  });
});
