import { type DatabaseHandle, findUser } from "@raidkit/db";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { createRateLimits } from "../../apps/server/src/auth/rateLimits.ts";
import { userWithRole } from "../helpers/accounts.ts";
import { memberWebhookPayload, type OAuthProvider, type ProviderUser, signWebhook, startOAuthProvider } from "../helpers/oauthProvider.ts";
import { browserRequest, createTestApp } from "../helpers/testApp.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

/** Login with the subscription platform (Patreon OAuth 2) and its webhook, against a local provider. */
const CAMPAIGN = "campaign-raidkit";
const WEBHOOK_SECRET = "test-webhook-secret";

let database: DatabaseHandle;
let app: ServerApp;
let provider: OAuthProvider;
let counter = 0;

beforeAll(async () => {
  provider = await startOAuthProvider();
  database = copyTemplateDb().open();
  app = await createTestApp(database, {
    patreon: {
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      campaignId: CAMPAIGN,
      webhookSecret: WEBHOOK_SECRET,
      baseUrl: provider.baseUrl,
    },
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await provider.close();
});
beforeEach(() => {
  provider.setTokenFailure(null);
  provider.setIdentityFailure(null);
});

/** Next charge date as Patreon writes it, `days` from now (whole seconds). */
const chargeDate = (days: number) => new Date(Math.floor((Date.now() + days * 86_400_000) / 1000) * 1000).toISOString().replace("Z", "+00:00");

function patron(change: Partial<ProviderUser> = {}): ProviderUser {
  const n = ++counter;
  return {
    id: `patreon-${n}-${Date.now()}`,
    email: `patron-${n}-${Date.now()}@example.test`,
    emailVerified: true,
    memberships: [{ campaignId: CAMPAIGN, patronStatus: "active_patron", nextChargeDate: chargeDate(20) }],
    ...change,
  };
}

const cookieValue = (response: Response, name: string) => {
  for (const cookie of response.headers.getSetCookie()) {
    const match = cookie.match(new RegExp(`^${name}=([^;]*)`));
    if (match) return match[1] ?? "";
  }
  return null;
};
const ip = () => `10.1.0.${counter % 250}`;

/** The start of a login: our redirect to the provider, and the state cookie. */
async function start(returnTo = "/account", session?: string) {
  const headers: Record<string, string> = session ? { cookie: session } : {};
  const response = await app.fetch(browserRequest(`/api/be/auth/patreon?returnTo=${encodeURIComponent(returnTo)}`, { headers }), { ip: ip() });
  return { response, state: cookieValue(response, "rk_oauth_state"), location: response.headers.get("location") ?? "" };
}

/** The provider's authorize page: answers with a redirect back to our callback (path and query). */
async function authorize(location: string): Promise<string> {
  const response = await fetch(location, { redirect: "manual" });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get("location") ?? "");
  expect(back.origin).toBe("http://localhost");
  return back.pathname + back.search;
}

async function callback(path: string, cookies: (string | null)[]) {
  const cookie = cookies.filter(Boolean).join("; ");
  return app.fetch(browserRequest(path, { headers: cookie ? { cookie } : {} }), { ip: ip() });
}

/** The whole login, following every redirect by hand; `session` logs in (links) as that user. */
async function login(user: ProviderUser | string, options: { returnTo?: string; session?: string } = {}) {
  provider.setNextUser(user);
  const begun = await start(options.returnTo, options.session);
  expect(begun.response.status).toBe(302);
  const back = await authorize(begun.location);
  const done = await callback(back, [`rk_oauth_state=${begun.state}`, options.session ?? null]);
  const session = cookieValue(done, "rk_session");
  return { done, location: done.headers.get("location"), session: session ? `rk_session=${session}` : null };
}

async function me(session: string | null) {
  const response = await app.fetch(browserRequest("/api/be/users/me", { headers: session ? { cookie: session } : {} }));
  return { status: response.status, body: await response.json() };
}

describe("login with Patreon", () => {
  it("sends the player to the provider with the client id, scopes, callback and a state in a safe cookie", async () => {
    const { response, state, location } = await start("/quests?tab=done");
    expect(response.status).toBe(302);
    const url = new URL(location);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.baseUrl}/oauth2/authorize`);
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("client_id")).toBe(provider.clientId);
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost/api/be/auth/patreon/callback");
    expect(url.searchParams.get("scope")).toBe("identity identity[email] identity.memberships");
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("rk_oauth_state=")) ?? "";
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(decodeURIComponent(state ?? "")).toBe(`${url.searchParams.get("state")}|/quests?tab=done`);
  });

  it("creates a Pro user from an active pledge, with Pro until the next charge date, and logs them in", async () => {
    const user = patron();
    const next = user.memberships[0]?.nextChargeDate as string;
    const { done, location, session } = await login(user, { returnTo: "/account" });
    expect(done.status).toBe(302);
    expect(location).toBe("/account");
    expect(session).not.toBeNull();
    const stateCookie = done.headers.getSetCookie().find((c) => c.startsWith("rk_oauth_state=")) ?? "";
    expect(stateCookie).toMatch(/Max-Age=0/);
    expect(done.headers.getSetCookie().find((c) => c.startsWith("rk_session="))).toMatch(/HttpOnly; SameSite=Lax/);

    const stored = await findUser(database.db, { patreonId: user.id });
    expect(stored).toMatchObject({ email: user.email, pro: true, proUntil: Date.parse(next) });
    const reply = await me(session);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ uid: stored?.uid, pro: true, proUntil: Date.parse(next), patreonLinked: true, email: user.email });
    expect(reply.body.chars).toHaveLength(1);
  });

  it("resyncs Pro on the next login: a former patron is no longer Pro, in the same account", async () => {
    const user = patron();
    const first = await login(user);
    expect((await me(first.session)).body.pro).toBe(true);

    provider.updateUser(user.id, { memberships: [{ campaignId: CAMPAIGN, patronStatus: "former_patron", nextChargeDate: null }] });
    const second = await login(user.id);
    expect(second.location).toBe("/account");
    const reply = await me(second.session);
    expect(reply.body.pro).toBe(false);
    expect(reply.body.uid).toBe((await me(first.session)).body.uid);
    expect(await findUser(database.db, { patreonId: user.id })).toMatchObject({ pro: false, proUntil: null });
  });

  it("gives no Pro for a pledge to another campaign, or a declined one", async () => {
    const other = await login(patron({ memberships: [{ campaignId: "someone-else", patronStatus: "active_patron", nextChargeDate: chargeDate(20) }] }));
    expect((await me(other.session)).body).toMatchObject({ pro: false, patreonLinked: true });
    const declined = await login(patron({ memberships: [{ campaignId: CAMPAIGN, patronStatus: "declined_patron", nextChargeDate: chargeDate(2) }] }));
    expect((await me(declined.session)).body).toMatchObject({ pro: false, patreonLinked: true });
  });

  it("logs a verified e-mail into the existing e-mail account and links it; an unverified one makes a new account", async () => {
    const existing = await userWithRole(database.db, "free");
    const account = await me(existing.cookie);
    const verified = patron({ email: account.body.email });
    const { session } = await login(verified);
    expect((await me(session)).body).toMatchObject({ uid: existing.uid, pro: true, patreonLinked: true });

    const other = await userWithRole(database.db, "free");
    const otherEmail = (await me(other.cookie)).body.email;
    const unverified = patron({ email: otherEmail, emailVerified: false });
    const second = await login(unverified);
    const reply = await me(second.session);
    expect(reply.body.uid).not.toBe(other.uid);
    expect(reply.body.email).toBeNull();
    expect(await findUser(database.db, { uid: other.uid as string })).toMatchObject({ patreonId: null, pro: false });
  });

  it("links the provider account to the logged-in e-mail user, keeping their session", async () => {
    const free = await userWithRole(database.db, "free");
    const user = patron({ email: "someone-else-entirely@example.test" });
    const { location, session, done } = await login(user, { session: free.cookie as string, returnTo: "/account" });
    expect(location).toBe("/account");
    expect(session).toBeNull();
    expect(done.headers.getSetCookie().some((c) => /^rk_oauth_state=;.*Max-Age=0/.test(c))).toBe(true);
    const reply = await me(free.cookie);
    expect(reply.body).toMatchObject({ uid: free.uid, patreonLinked: true, pro: true });
    expect((await findUser(database.db, { patreonId: user.id }))?.uid).toBe(free.uid);
    expect(await findUser(database.db, { email: "someone-else-entirely@example.test" })).toBeNull();
  });

  it("refuses to link a provider account that another user has: /account?link=taken", async () => {
    const user = patron();
    const owner = await login(user);
    const ownerUid = (await me(owner.session)).body.uid;
    const free = await userWithRole(database.db, "free");
    const { location } = await login(user, { session: free.cookie as string });
    expect(location).toBe("/account?link=taken");
    expect((await me(free.cookie)).body).toMatchObject({ patreonLinked: false, pro: false });
    expect((await findUser(database.db, { patreonId: user.id }))?.uid).toBe(ownerUid);
  });

  it("refuses a callback whose state is not the cookie's: no token request, no session", async () => {
    provider.setNextUser(patron());
    const first = await start();
    const second = await start();
    const back = await authorize(second.location);
    const before = provider.requests.filter((r) => r.path === "/api/oauth2/token").length;
    const done = await callback(back, [`rk_oauth_state=${first.state}`]);
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/user?login=failed");
    expect(cookieValue(done, "rk_session")).toBeNull();
    expect(provider.requests.filter((r) => r.path === "/api/oauth2/token").length).toBe(before);

    const noCookie = await callback(back, []);
    expect(noCookie.headers.get("location")).toBe("/user?login=failed");
    expect(cookieValue(noCookie, "rk_session")).toBeNull();
  });

  it("answers /user?login=failed when the provider's token endpoint fails", async () => {
    const user = patron();
    provider.setTokenFailure(500);
    const { location, session } = await login(user);
    expect(location).toBe("/user?login=failed");
    expect(session).toBeNull();
    expect(await findUser(database.db, { patreonId: user.id })).toBeNull();
  });

  it("answers /user?login=failed when the identity call fails or is malformed", async () => {
    for (const failure of [503, "malformed"] as const) {
      const user = patron();
      provider.setIdentityFailure(failure);
      const { location, session } = await login(user);
      expect(location).toBe("/user?login=failed");
      expect(session).toBeNull();
      expect(await findUser(database.db, { patreonId: user.id })).toBeNull();
    }
  });

  it("refuses a code used once already (the provider answers invalid_grant)", async () => {
    provider.setNextUser(patron());
    const begun = await start();
    const back = await authorize(begun.location);
    const first = await callback(back, [`rk_oauth_state=${begun.state}`]);
    expect(first.headers.get("location")).toBe("/account");
    const again = await callback(back, [`rk_oauth_state=${begun.state}`]);
    expect(again.headers.get("location")).toBe("/user?login=failed");
    expect(cookieValue(again, "rk_session")).toBeNull();
  });

  it('replaces a returnTo off this site ("//evil.example", absolute URLs, tricks) by /account', async () => {
    for (const returnTo of ["//evil.example", "https://evil.example/x", "/\\evil.example", "/\t/evil.example", "account"]) {
      const { state } = await start(returnTo);
      expect(decodeURIComponent(state ?? "").split("|")[1]).toBe("/account");
    }
    const { location } = await login(patron(), { returnTo: "//evil.example" });
    expect(location).toBe("/account");
  });
});

describe("Patreon membership webhook", () => {
  const post = (body: string, headers: Record<string, string> = {}, target: ServerApp = app) =>
    target.fetch(
      new Request("http://localhost/api/be/auth/patreon/webhook", {
        method: "POST",
        body,
        headers: { "content-type": "application/json", "user-agent": "Patreon HTTP Robot", ...headers },
      }),
      { ip: "10.9.9.9" },
    );
  const signed = (payload: unknown, event = "members:pledge:update") => {
    const body = JSON.stringify(payload);
    return post(body, { "x-patreon-signature": signWebhook(body, WEBHOOK_SECRET), "x-patreon-event": event });
  };

  it("updates Pro of the linked user from a signed member event (no Origin header: the CSRF check lets it pass)", async () => {
    const user = patron({ memberships: [{ campaignId: CAMPAIGN, patronStatus: "former_patron", nextChargeDate: null }] });
    const { session } = await login(user);
    expect((await me(session)).body.pro).toBe(false);

    const next = chargeDate(31);
    const response = await signed(
      memberWebhookPayload(user.id, { campaignId: CAMPAIGN, patronStatus: "active_patron", nextChargeDate: next }),
      "members:pledge:create",
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, matched: true });
    expect((await me(session)).body).toMatchObject({ pro: true, proUntil: Date.parse(next) });

    const ended = await signed(memberWebhookPayload(user.id, { campaignId: CAMPAIGN, patronStatus: "declined_patron", nextChargeDate: next }));
    expect(await ended.json()).toEqual({ ok: true, matched: true });
    expect((await me(session)).body.pro).toBe(false);

    await signed(memberWebhookPayload(user.id, { campaignId: CAMPAIGN, patronStatus: "active_patron", nextChargeDate: next }));
    const deleted = await signed(
      memberWebhookPayload(user.id, { campaignId: CAMPAIGN, patronStatus: "active_patron", nextChargeDate: next }),
      "members:pledge:delete",
    );
    expect(deleted.status).toBe(200);
    expect((await me(session)).body.pro).toBe(false);
  });

  it("answers matched:false for an unknown patron or another campaign, changing nobody", async () => {
    const unknown = await signed(memberWebhookPayload("nobody-here", { campaignId: CAMPAIGN, patronStatus: "active_patron", nextChargeDate: chargeDate(5) }));
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ ok: true, matched: false });

    const user = patron({ memberships: [] });
    const { session } = await login(user);
    const other = await signed(memberWebhookPayload(user.id, { campaignId: "someone-else", patronStatus: "active_patron", nextChargeDate: chargeDate(5) }));
    expect(await other.json()).toEqual({ ok: true, matched: false });
    expect((await me(session)).body.pro).toBe(false);
  });

  it('refuses a missing or wrong signature with 403 "Invalid signature" (and in Russian)', async () => {
    const user = patron({ memberships: [] });
    const { session } = await login(user);
    const body = JSON.stringify(memberWebhookPayload(user.id, { campaignId: CAMPAIGN, patronStatus: "active_patron", nextChargeDate: chargeDate(5) }));
    const wrong: Record<string, string>[] = [{}, { "x-patreon-signature": signWebhook(body, "not-the-secret") }, { "x-patreon-signature": "zz" }];
    for (const headers of wrong) {
      const response = await post(body, headers);
      expect(response.status).toBe(403);
      expect((await response.json()).code).toBe("badSignature");
    }
    const tampered = await post(body.replace("active_patron", "active_patron "), { "x-patreon-signature": signWebhook(body, WEBHOOK_SECRET) });
    expect(tampered.status).toBe(403);
    const en = await post(body, { "x-patreon-signature": "0".repeat(32), cookie: "tm_locale=en" });
    expect(await en.json()).toMatchObject({ code: "badSignature", error: "Invalid signature" });
    const ru = await post(body, { "x-patreon-signature": "0".repeat(32), cookie: "tm_locale=ru" });
    expect((await ru.json()).error).toBe("Неверная подпись");
    expect((await me(session)).body.pro).toBe(false);
  });

  it("holds a signed body to the boundary rule too: a control character anywhere is 400 naming it (issue 30, finding 13)", async () => {
    const payload = memberWebhookPayload("patron\u0000id", { campaignId: CAMPAIGN, patronStatus: "active_patron", nextChargeDate: chargeDate(5) });
    const response = await signed(payload);
    expect(response.status).toBe(400);
    // The robot's request has no language of its own: it is answered in Russian (spec: bots get Russian).
    expect((await response.json()).error).toBe("Неверный запрос: data.id содержит управляющий символ (U+0000)");
  });

  it("answers 400 for a signed body that is not JSON or not a member document", async () => {
    const notJson = '{"data": {"type": "member"';
    const response = await post(notJson, { "x-patreon-signature": signWebhook(notJson, WEBHOOK_SECRET) });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe("invalidInput");
    const wrongShape = await signed({ data: { type: "campaign", id: "x", attributes: {} } });
    expect(wrongShape.status).toBe(400);
    expect((await wrongShape.json()).code).toBe("invalidInput");
  });

  it("still refuses a cross-site browser POST to the webhook (the CSRF check stays on)", async () => {
    const body = JSON.stringify(memberWebhookPayload("x", { campaignId: CAMPAIGN, patronStatus: "active_patron", nextChargeDate: null }));
    const response = await post(body, {
      "x-patreon-signature": signWebhook(body, WEBHOOK_SECRET),
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
    });
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe("crossSite");
  });
});

describe("Patreon login switched off", () => {
  let handle: DatabaseHandle;
  let bare: ServerApp;
  beforeAll(async () => {
    handle = copyTemplateDb().open();
    // The default configuration: no client id/secret, no webhook secret.
    bare = await createTestApp(handle);
  });
  afterAll(async () => {
    await bare.close();
    await handle.close();
  });

  it("answers 404 for the login, the callback and the webhook without configuration", async () => {
    for (const path of ["/api/be/auth/patreon?returnTo=/account", "/api/be/auth/patreon/callback?code=x&state=y"]) {
      const response = await bare.fetch(browserRequest(path), { ip: "10.2.0.1" });
      expect(response.status).toBe(404);
      expect((await response.json()).error).toBe("Page Not Found");
    }
    const body = "{}";
    const webhook = await bare.fetch(
      new Request("http://localhost/api/be/auth/patreon/webhook", {
        method: "POST",
        body,
        headers: { "x-patreon-signature": signWebhook(body, WEBHOOK_SECRET) },
      }),
    );
    expect(webhook.status).toBe(404);
  });

  it("rate-limits starting logins per IP (429 with Retry-After)", async () => {
    const limited = await createTestApp(
      handle,
      { patreon: { clientId: "id", clientSecret: "secret", campaignId: undefined, webhookSecret: undefined, baseUrl: "http://127.0.0.1:9" } },
      undefined,
      createRateLimits({ oauthIp: { points: 2, duration: 600 } }),
    );
    try {
      for (let i = 0; i < 2; i++) expect((await limited.fetch(browserRequest("/api/be/auth/patreon"), { ip: "10.3.0.1" })).status).toBe(302);
      const refused = await limited.fetch(browserRequest("/api/be/auth/patreon"), { ip: "10.3.0.1" });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await limited.fetch(browserRequest("/api/be/auth/patreon"), { ip: "10.3.0.2" })).status).toBe(302);
    } finally {
      await limited.close();
    }
  });
});
