import { describe, expect, it } from "vitest";
import { rootMessages } from "./rootData.ts";

describe("rootMessages (issue 30, finding 17)", () => {
  it("parses the root data's texts once per text and answers the same object after", () => {
    const json = JSON.stringify({ header: { login: "Log in" } });
    const first = rootMessages(json);
    expect(first).toEqual({ header: { login: "Log in" } });
    expect(rootMessages(json)).toBe(first);
    expect(rootMessages(JSON.stringify({ header: { login: "Войти" } }))).toEqual({ header: { login: "Войти" } });
  });
});
