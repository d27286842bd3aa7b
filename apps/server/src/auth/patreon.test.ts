import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { membershipOf, PatreonReplyError, patreonEndpoints, safeReturnTo, verifyWebhookSignature, webhookMembershipOf } from "./patreon.ts";

const now = Date.parse("2026-11-20T12:00:00Z");
const member = (campaign: string, status: string | null, next: string | null) => ({
  type: "member",
  id: `m-${campaign}`,
  attributes: { patron_status: status, next_charge_date: next, currently_entitled_amount_cents: 500 },
  relationships: { campaign: { data: { id: campaign, type: "campaign" } } },
});
const identity = (included: unknown[], attributes: Record<string, unknown> = { email: "P@Example.test", is_email_verified: true }) => ({
  data: { type: "user", id: "42", attributes },
  included: [...included, { type: "campaign", id: "c1", attributes: {} }],
});

describe("patreonEndpoints", () => {
  it("builds the real paths under the base URL", () => {
    const e = patreonEndpoints("https://www.patreon.com/");
    expect(e.authorize).toBe("https://www.patreon.com/oauth2/authorize");
    expect(e.token).toBe("https://www.patreon.com/api/oauth2/token");
    expect(e.identity).toMatch(/^https:\/\/www\.patreon\.com\/api\/oauth2\/v2\/identity\?include=memberships,memberships\.campaign&fields\[user\]=email,/);
    expect(e.identity).toContain("fields[member]=patron_status,");
  });
});

describe("membershipOf", () => {
  it("is Pro until the next charge date for an active patron of the campaign", () => {
    const m = membershipOf(identity([member("c1", "active_patron", "2026-12-01T08:00:00.000+00:00")]), "c1", now);
    expect(m).toEqual({ patreonId: "42", email: "p@example.test", pro: true, proUntil: Date.parse("2026-12-01T08:00:00Z") });
  });

  it("is Pro without an end when the provider gives no next charge date", () => {
    expect(membershipOf(identity([member("c1", "active_patron", null)]), "c1", now)).toMatchObject({ pro: true, proUntil: null });
  });

  it("is not Pro for other statuses, other campaigns, a past charge date, or no configured campaign", () => {
    for (const status of ["declined_patron", "former_patron", null]) {
      expect(membershipOf(identity([member("c1", status, "2026-12-01T08:00:00Z")]), "c1", now)).toMatchObject({ pro: false, proUntil: null });
    }
    expect(membershipOf(identity([member("c2", "active_patron", "2026-12-01T08:00:00Z")]), "c1", now).pro).toBe(false);
    expect(membershipOf(identity([member("c1", "active_patron", "2026-11-01T08:00:00Z")]), "c1", now).pro).toBe(false);
    expect(membershipOf(identity([member("c1", "active_patron", null)]), undefined, now).pro).toBe(false);
    expect(membershipOf({ data: { id: "7" } }, "c1", now)).toEqual({ patreonId: "7", email: null, pro: false, proUntil: null });
  });

  it("keeps the e-mail only when the provider says it is verified", () => {
    expect(membershipOf(identity([], { email: "a@b.test", is_email_verified: false }), "c1", now).email).toBeNull();
    expect(membershipOf(identity([], { email: "a@b.test" }), "c1", now).email).toBeNull();
  });

  it("throws PatreonReplyError for a reply that is not the identity document", () => {
    for (const reply of [null, "x", {}, { data: {} }, { data: { id: 42 } }, { data: { id: "1" }, included: "no" }]) {
      expect(() => membershipOf(reply, "c1", now)).toThrow(PatreonReplyError);
    }
    expect(() => membershipOf(identity([{ ...member("c1", "active_patron", null), attributes: { patron_status: 5 } }]), "c1", now)).toThrow(PatreonReplyError);
  });
});

describe("webhookMembershipOf", () => {
  const payload = (status: string) => ({
    data: {
      type: "member",
      id: "m",
      attributes: { patron_status: status, next_charge_date: "2026-12-01T08:00:00.000+00:00" },
      relationships: { user: { data: { id: "42", type: "user" } }, campaign: { data: { id: "c1", type: "campaign" } } },
    },
  });
  it("reads the user, campaign and Pro; a delete event ends Pro", () => {
    expect(webhookMembershipOf(payload("active_patron"), "members:pledge:update", now)).toEqual({
      patreonId: "42",
      campaignId: "c1",
      pro: true,
      proUntil: Date.parse("2026-12-01T08:00:00Z"),
    });
    expect(webhookMembershipOf(payload("active_patron"), "members:pledge:delete", now)).toMatchObject({ pro: false, proUntil: null });
    expect(webhookMembershipOf(payload("former_patron"), undefined, now).pro).toBe(false);
  });
  it("throws PatreonReplyError for anything but a member document", () => {
    expect(() => webhookMembershipOf({ data: { ...payload("x").data, type: "user" } }, undefined, now)).toThrow(PatreonReplyError);
    expect(() => webhookMembershipOf({ data: { type: "member", attributes: {} } }, undefined, now)).toThrow(PatreonReplyError);
  });
});

describe("verifyWebhookSignature", () => {
  const body = '{"data":{"type":"member"}}';
  const sign = (text: string, secret: string) => createHmac("md5", secret).update(text).digest("hex");
  it("accepts the HMAC-MD5 hex of the raw body (any case), nothing else", () => {
    expect(verifyWebhookSignature(body, sign(body, "s3cret"), "s3cret")).toBe(true);
    expect(verifyWebhookSignature(body, sign(body, "s3cret").toUpperCase(), "s3cret")).toBe(true);
    expect(verifyWebhookSignature(body, sign(body, "other"), "s3cret")).toBe(false);
    expect(verifyWebhookSignature(`${body} `, sign(body, "s3cret"), "s3cret")).toBe(false);
    for (const bad of [null, undefined, "", "abc", `${sign(body, "s3cret")}00`]) expect(verifyWebhookSignature(body, bad, "s3cret")).toBe(false);
  });
});

describe("safeReturnTo", () => {
  it("keeps paths on this site and replaces everything else by /account", () => {
    expect(safeReturnTo("/quests?tab=done#x")).toBe("/quests?tab=done#x");
    expect(safeReturnTo("/")).toBe("/");
    for (const bad of [
      null,
      undefined,
      "",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil",
      "https://evil.example",
      "account",
      `/${"a".repeat(600)}`,
    ]) {
      expect(safeReturnTo(bad)).toBe("/account");
    }
  });
});
