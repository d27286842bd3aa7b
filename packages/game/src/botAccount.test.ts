import { describe, expect, it } from "vitest";
import { parseBotAccount } from "./botAccount.ts";

describe("parseBotAccount (spec §3 User: linked chat-bot account)", () => {
  it("keeps a valid account in its stored form", () => {
    expect(parseBotAccount("twitch:Some_Streamer")).toBe("twitch:some_streamer");
    expect(parseBotAccount(" Twitch : somebody ")).toBe("twitch:somebody");
    expect(parseBotAccount("kick:abc")).toBe("kick:abc");
    expect(parseBotAccount("youtube:raid.kit")).toBe("youtube:@raid.kit");
    expect(parseBotAccount("youtube:@raid-kit")).toBe("youtube:@raid-kit");
    expect(parseBotAccount("discord:80351110224678912")).toBe("discord:80351110224678912");
  });

  it("refuses unknown services, missing names and names outside the service's rule", () => {
    for (const bad of [
      "",
      "somebody",
      "twitch:",
      "myspace:somebody",
      "twitch:abc",
      "twitch:bad name",
      "twitch:a-b-c-d",
      "discord:someone",
      "discord:123",
      `twitch:${"a".repeat(26)}`,
      `youtube:${"a".repeat(70)}`,
      "twitch:<script>",
    ]) {
      expect(parseBotAccount(bad), bad).toBeNull();
    }
  });
});
