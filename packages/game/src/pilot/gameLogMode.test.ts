import { describe, expect, it } from "vitest";
import { parseGameLogLine } from "./gameLog.ts";
import { gameModeFromDeclaration, gameModeFromEntry, gameModeFromText } from "./gameLogMode.ts";

function entry(line: string) {
  const parsed = parseGameLogLine(line);
  if (!parsed) throw new Error(`not a log line: ${line}`);
  return parsed;
}

const declaration = (value: string) => entry(`2026-08-12 21:03:11.482|1.1.0.0.46657|Info|application|Session mode: ${value}`);
const request = (url: string) => entry(`2025-11-17 14:36:30.102|1.0.0.0.41787|Info|backend|---> Request HTTPS, id [12]: URL: ${url}, crc: .`);

describe("gameModeFromDeclaration", () => {
  it("maps every value real logs declare, in any case", () => {
    const expected: Record<string, string> = {
      Pve: "pve",
      PVE: "pve",
      pve: "pve",
      Regular: "pvp",
      regular: "pvp",
      PVP: "pvp",
      PvP: "pvp",
      PvpSeason: "pvp",
      PVPSEASON: "pvp",
      "pvp-season": "pvp",
      pvp_season: "pvp",
      Seasonal: "pvp",
      season: "pvp",
    };
    for (const [value, mode] of Object.entries(expected)) {
      expect(gameModeFromEntry(declaration(value)), value).toBe(mode);
    }
  });

  it("finds the declaration with other text around it", () => {
    expect(gameModeFromDeclaration("[Profile] Session mode: Pve, profile ready")).toBe("pve");
    expect(gameModeFromDeclaration("Session mode:Regular.")).toBe("pvp");
    expect(gameModeFromDeclaration("session MODE:   PvpSeason (season 1)")).toBe("pvp");
    // Without a version column, as 0.16 builds and Arena write some lines.
    expect(gameModeFromEntry(entry("2024-03-02 18:00:10.250 +01:00|Info|application|Session mode: Pve"))).toBe("pve");
  });

  it("gives null for Arena and values that are not a raid mode of the site", () => {
    for (const value of ["Arena", "Normal", "Offline", "PvpSeasonal", "Pvpve", "SZN", "", "1"]) {
      expect(gameModeFromEntry(declaration(value)), value).toBeNull();
    }
    expect(gameModeFromDeclaration("Session type: Pve")).toBeNull();
    expect(gameModeFromDeclaration("Pve")).toBeNull();
  });
});

describe("gameModeFromText", () => {
  it("reads the pve, pvp and pvp-season gateways, numbered or not", () => {
    const expected: Record<string, string> = {
      "https://gw-pve.escapefromtarkov.com/client/game/start": "pve",
      "https://gw-pve-01.escapefromtarkov.com/client/game/profile/list": "pve",
      "https://gw-pvp.escapefromtarkov.com/client/game/profile/list": "pvp",
      "https://gw-pvp-02.escapefromtarkov.com/client/items": "pvp",
      "https://gw-pvp-season.escapefromtarkov.com/client/game/start": "pvp",
      "https://gw-pvp-season-01.escapefromtarkov.ru/client/quest/list": "pvp",
      "HTTPS://GW-PVE.ESCAPEFROMTARKOV.COM/x": "pve",
    };
    for (const [url, mode] of Object.entries(expected)) {
      expect(gameModeFromEntry(request(url)), url).toBe(mode);
    }
  });

  it("reads the notification sockets", () => {
    expect(gameModeFromText("Opening wss://wsn-pve-02.escapefromtarkov.com/push/notifier/getwebsocket/abc")).toBe("pve");
    expect(gameModeFromText("Opening wss://wsn-pvp-season-02.escapefromtarkov.com/connection")).toBe("pvp");
    expect(gameModeFromText("Opening wss://wsn-pvp-01.escapefromtarkov.com/connection")).toBe("pvp");
  });

  it("does not take the regular gateway's mode question and menu locale for PvP", () => {
    expect(gameModeFromText("URL: https://gw-pvp.escapefromtarkov.com/client/game/mode, crc: .")).toBeNull();
    expect(gameModeFromText("URL: https://gw-pvp.escapefromtarkov.com/client/game/mode.")).toBeNull();
    expect(gameModeFromText("URL: https://gw-pvp.escapefromtarkov.com/client/menu/locale/en")).toBeNull();
    // Other gateways answer for their own mode, and another path on the regular one is PvP.
    expect(gameModeFromText("URL: https://gw-pve-01.escapefromtarkov.com/client/game/mode")).toBe("pve");
    expect(gameModeFromText("URL: https://gw-pvp-season.escapefromtarkov.com/client/menu/locale/en")).toBe("pvp");
    expect(gameModeFromText("URL: https://gw-pvp.escapefromtarkov.com/client/game/modes")).toBe("pvp");
    // A later URL in the same text still counts.
    expect(gameModeFromText("https://gw-pvp.escapefromtarkov.com/client/game/mode then https://gw-pve.escapefromtarkov.com/x")).toBe("pve");
  });

  it("gives null for shared hosts, other hosts and lookalikes", () => {
    for (const text of [
      "https://prod.escapefromtarkov.com/client/game/profile/list",
      "https://prod-03.escapefromtarkov.com/client/menu/locale/en",
      "https://prod-pve.escapefromtarkov.com/client/game/start",
      "https://gw-pvx.escapefromtarkov.com/x",
      "https://gw-pve-live.escapefromtarkov.com/x",
      "https://gw-pvp-seasonal.escapefromtarkov.com/x",
      "https://gw-pve.escapefromtarkov.com.example.org/x",
      "https://gw-pve.example.com/x",
      "https://xgw-pve.escapefromtarkov.com/x",
      "http://gw-pve.escapefromtarkov.com/x",
      "gw-pve.escapefromtarkov.com",
      "https://arena-gw.escapefromtarkov.com/x",
    ]) {
      expect(gameModeFromText(text), text).toBeNull();
    }
  });

  it("takes a declaration before a URL in the same message", () => {
    expect(gameModeFromEntry(entry("2025-11-17 14:36:26.414|Info|application|Session mode: Pve (https://gw-pvp.escapefromtarkov.com/x)"))).toBe("pve");
  });
});
