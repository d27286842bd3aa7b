import { PVE_LINK_TOKEN_PATTERN } from "@raidkit/game";
import { describe, expect, it } from "vitest";
import { pveLinkMaker, signPveLink } from "./pveAccess.ts";

describe("PVE link tokens (decision 038)", () => {
  const secret = "test-secret-made-up-for-this-test";
  const uid = "0b9c1f9e-3c57-4a36-a0d5-9a3b2d7f11aa";

  it("name the account that made them, in the form the browser and the contracts check", () => {
    const token = signPveLink(secret, uid);
    expect(token).toMatch(PVE_LINK_TOKEN_PATTERN);
    expect(pveLinkMaker(secret, token)).toBe(uid);
    expect(signPveLink(secret, uid)).toBe(token);
  });

  it("refuse a token signed with another key, another account's id, a changed signature or a malformed token", () => {
    const token = signPveLink(secret, uid);
    expect(pveLinkMaker("another-secret", token)).toBeNull();
    const [, signature] = token.split(".");
    expect(pveLinkMaker(secret, `${Buffer.from("someone-else").toString("base64url")}.${signature}`)).toBeNull();
    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(pveLinkMaker(secret, flipped)).toBeNull();
    for (const bad of ["", ".", "abc", `${token}x`, `${token}.x`, token.replace(".", "")]) expect(pveLinkMaker(secret, bad), bad).toBeNull();
  });
});
