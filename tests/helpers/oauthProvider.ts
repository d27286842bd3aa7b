import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";

/**
 * A local OAuth 2 provider on 127.0.0.1 answering like Patreon (authorization code flow and API v2
 * identity with memberships, JSON:API), written from Patreon's public API documentation. It checks
 * what a real provider checks: the client's id and secret, the grant type, one-time codes bound to
 * their redirect URI, and Bearer tokens. Its users are made up for tests.
 */
export interface ProviderMembership {
  campaignId: string;
  patronStatus: "active_patron" | "declined_patron" | "former_patron" | null;
  /** ISO date-time as Patreon writes it, or null. */
  nextChargeDate: string | null;
  amountCents?: number;
}

export interface ProviderUser {
  id: string;
  email: string | null;
  emailVerified?: boolean;
  fullName?: string;
  memberships: ProviderMembership[];
}

export interface OAuthProvider {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Every request the provider received (path without query), in order. */
  requests: { method: string; path: string }[];
  /** The user who "logs in" at the next authorize request: a new user, or the id of a known one. */
  setNextUser(user: ProviderUser | string): void;
  /** Changes a known user (e.g. the pledge ends); later identity replies show it. */
  updateUser(id: string, change: Partial<ProviderUser>): void;
  /** Makes the token endpoint answer this HTTP status (null: normal answers). */
  setTokenFailure(status: number | null): void;
  /** Makes the identity endpoint answer this status, or malformed JSON:API (null: normal answers). */
  setIdentityFailure(failure: number | "malformed" | null): void;
  close(): Promise<void>;
}

function bodyOf(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    req.on("data", (chunk: Buffer) => {
      data += chunk.toString();
    });
    req.on("end", () => resolve(data));
    req.on("error", reject);
  });
}

/** The JSON:API identity document of `user` as /api/oauth2/v2/identity answers it. */
export function identityDocument(user: ProviderUser) {
  const members = user.memberships.map((m, i) => ({
    type: "member",
    id: `member-${user.id}-${i}`,
    attributes: {
      patron_status: m.patronStatus,
      currently_entitled_amount_cents: m.amountCents ?? (m.patronStatus === "active_patron" ? 500 : 0),
      next_charge_date: m.nextChargeDate,
      last_charge_date: "2026-10-01T08:00:00.000+00:00",
      last_charge_status: m.patronStatus === "declined_patron" ? "Declined" : "Paid",
    },
    relationships: { campaign: { data: { id: m.campaignId, type: "campaign" }, links: { related: `https://example.test/campaigns/${m.campaignId}` } } },
  }));
  const campaigns = [...new Set(user.memberships.map((m) => m.campaignId))].map((id) => ({ type: "campaign", id, attributes: {} }));
  return {
    data: {
      type: "user",
      id: user.id,
      attributes: { email: user.email, is_email_verified: user.emailVerified ?? true, full_name: user.fullName ?? "Test Patron" },
      relationships: { memberships: { data: members.map((m) => ({ id: m.id, type: "member" })) } },
    },
    included: [...members, ...campaigns],
    links: { self: `https://example.test/api/oauth2/v2/user/${user.id}` },
  };
}

/** A members:pledge:* webhook body: the JSON:API member document Patreon posts. */
export function memberWebhookPayload(patreonUserId: string, membership: ProviderMembership) {
  return {
    data: {
      type: "member",
      id: `member-${patreonUserId}`,
      attributes: {
        patron_status: membership.patronStatus,
        currently_entitled_amount_cents: membership.amountCents ?? 500,
        next_charge_date: membership.nextChargeDate,
        last_charge_date: "2026-10-01T08:00:00.000+00:00",
        last_charge_status: "Paid",
        email: "patron@example.test",
        full_name: "Test Patron",
      },
      relationships: {
        user: { data: { id: patreonUserId, type: "user" } },
        campaign: { data: { id: membership.campaignId, type: "campaign" } },
      },
    },
    included: [
      { type: "user", id: patreonUserId, attributes: { full_name: "Test Patron" } },
      { type: "campaign", id: membership.campaignId, attributes: {} },
    ],
  };
}

/** X-Patreon-Signature of a webhook body: HMAC-MD5 hex with the webhook secret. */
export function signWebhook(body: string, secret: string): string {
  return createHmac("md5", secret).update(body).digest("hex");
}

export async function startOAuthProvider(options: { clientId?: string; clientSecret?: string } = {}): Promise<OAuthProvider> {
  const clientId = options.clientId ?? "test-client-id";
  const clientSecret = options.clientSecret ?? "test-client-secret";
  const users = new Map<string, ProviderUser>();
  let nextUser: string | null = null;
  let tokenFailure: number | null = null;
  let identityFailure: number | "malformed" | null = null;
  const codes = new Map<string, { userId: string; redirectUri: string }>();
  const tokens = new Map<string, string>();
  const requests: OAuthProvider["requests"] = [];

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    requests.push({ method: req.method ?? "", path: url.pathname });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };

    if (req.method === "GET" && url.pathname === "/oauth2/authorize") {
      const q = url.searchParams;
      const redirectUri = q.get("redirect_uri");
      const state = q.get("state");
      if (q.get("response_type") !== "code" || q.get("client_id") !== clientId || !redirectUri || !state) return json(400, { error: "invalid_request" });
      if (!nextUser) return json(400, { error: "no test user set" });
      const code = randomBytes(16).toString("hex");
      codes.set(code, { userId: nextUser, redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set("code", code);
      back.searchParams.set("state", state);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }

    if (req.method === "POST" && url.pathname === "/api/oauth2/token") {
      const form = new URLSearchParams(await bodyOf(req));
      if (tokenFailure !== null) return json(tokenFailure, { error: "server_error" });
      let id = form.get("client_id");
      let secret = form.get("client_secret");
      const basic = req.headers.authorization?.match(/^Basic (.+)$/)?.[1];
      if (basic) [id, secret] = Buffer.from(basic, "base64").toString().split(":") as [string, string];
      if (id !== clientId || secret !== clientSecret) return json(401, { error: "invalid_client" });
      if (form.get("grant_type") !== "authorization_code") return json(400, { error: "unsupported_grant_type" });
      const code = form.get("code") ?? "";
      const grant = codes.get(code);
      codes.delete(code);
      if (!grant || grant.redirectUri !== form.get("redirect_uri")) return json(400, { error: "invalid_grant" });
      const accessToken = randomBytes(24).toString("hex");
      tokens.set(accessToken, grant.userId);
      return json(200, {
        access_token: accessToken,
        token_type: "Bearer",
        expires_in: 2_678_400,
        refresh_token: randomBytes(24).toString("hex"),
        scope: "identity identity[email] identity.memberships",
      });
    }

    if (req.method === "GET" && url.pathname === "/api/oauth2/v2/identity") {
      const token = req.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
      const user = token ? users.get(tokens.get(token) ?? "") : undefined;
      if (!user) return json(401, { errors: [{ code_name: "Unauthorized", status: "401" }] });
      if (typeof identityFailure === "number") return json(identityFailure, { errors: [{ status: String(identityFailure) }] });
      if (identityFailure === "malformed") return json(200, { data: { type: "user", attributes: { email: user.email } } });
      if (!url.searchParams.get("include")?.includes("memberships")) return json(400, { errors: [{ detail: "memberships not included" }] });
      return json(200, identityDocument(user));
    }

    json(404, { errors: [{ status: "404" }] });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    requests,
    setNextUser: (user) => {
      if (typeof user === "string" && !users.has(user)) throw new Error(`unknown provider user ${user}`);
      if (typeof user !== "string") users.set(user.id, structuredClone(user));
      nextUser = typeof user === "string" ? user : user.id;
    },
    updateUser: (id, change) => {
      const user = users.get(id);
      if (!user) throw new Error(`unknown provider user ${id}`);
      users.set(id, { ...user, ...structuredClone(change) });
    },
    setTokenFailure: (status) => {
      tokenFailure = status;
    },
    setIdentityFailure: (failure) => {
      identityFailure = failure;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
