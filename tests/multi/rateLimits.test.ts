import { randomInt } from "node:crypto";
import { type DatabaseHandle, openDatabase } from "@raidkit/db";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { createRateLimits, type RateLimitSettings } from "../../apps/server/src/auth/rateLimits.ts";
import { type TestUser, userWithRole } from "../helpers/accounts.ts";
import { startSmtpServer } from "../helpers/smtp.ts";
import { browserRequest, createTestApp } from "../helpers/testApp.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

/**
 * Rate limits shared by every instance through Redis: a player who spreads requests over two
 * instances (behind a load balancer) is limited as if there were one. The control case shows that
 * in-process limits alone do not do this, so the sharing really comes from Redis.
 */
const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) throw new Error("The multi-instance suite needs Redis: set REDIS_URL (e.g. redis://127.0.0.1:6379).");

/** The limiter keys in Redis are fixed ("rk-rl-<name>:<key>"): addresses and IPs unique to this run keep runs apart. */
const RUN = `${Date.now()}-${randomInt(1_000_000)}`;
const runIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const HIGH = { points: 1_000_000, duration: 60 };
const LIMITS: Partial<RateLimitSettings> = {
  sendCodeEmail: { points: 2, duration: 60 },
  sendCodeIp: HIGH,
  verifyIp: HIGH,
  writeUser: { points: 5, duration: 60 },
  writeIp: HIGH,
};

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const handles: DatabaseHandle[] = [];
const apps: ServerApp[] = [];
const redisClients: Redis[] = [];
/** Two instances sharing limits in Redis, and two with in-process limits only; all on one database. */
let shared: [ServerApp, ServerApp];
let local: [ServerApp, ServerApp];
let pro: TestUser;

beforeAll(async () => {
  smtp = await startSmtpServer();
  const { dataDir } = copyTemplateDb();
  const instance = async (redis?: Redis) => {
    const handle = openDatabase({ dataDir });
    handles.push(handle);
    const app = await createTestApp(handle, { smtpUrl: smtp.url }, undefined, createRateLimits(LIMITS, redis));
    apps.push(app);
    return app;
  };
  for (let i = 0; i < 2; i++) {
    // One client per instance, as separate processes would have.
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 3 });
    await redis.ping();
    redisClients.push(redis);
  }
  shared = [await instance(redisClients[0]), await instance(redisClients[1])];
  local = [await instance(), await instance()];
  pro = await userWithRole((handles[0] as DatabaseHandle).db, "pro");
});
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const handle of handles) await handle.close();
  for (const redis of redisClients) await redis.quit();
  await smtp?.close();
});

const post = (app: ServerApp, path: string, body: unknown, ip: string, cookie?: string) =>
  app.fetch(
    browserRequest(path, { method: "POST", headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) }),
    {
      ip,
    },
  );
const put = (app: ServerApp, path: string, body: unknown, ip: string, cookie: string) =>
  app.fetch(browserRequest(path, { method: "PUT", headers: { "content-type": "application/json", cookie }, body: JSON.stringify(body) }), { ip });
const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email)).length;

describe("rate limits shared through Redis by two instances", () => {
  it("limits login codes per address across instances: the 3rd send is 429 though each instance saw fewer than 3", async () => {
    const [a, b] = shared;
    const email = `rl-${RUN}@example.test`;
    const ip = runIp();
    const sends = [a, b, a];
    const statuses: number[] = [];
    let last: Response | undefined;
    for (const app of sends) {
      last = await post(app, "/api/be/auth/email/send-code", { email }, ip);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const limited = last as Response;
    expect(limited.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await limited.json()).toMatchObject({ code: "rateLimit", error: "429 - Rate limit exceeded" });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    // Instance B is limited as well now, and only two codes were mailed.
    expect((await post(b, "/api/be/auth/email/send-code", { email }, ip)).status).toBe(429);
    expect(mailsTo(email)).toBe(2);
    // The count lives in Redis, under the limiter's key for the address.
    expect(Number(await (redisClients[0] as Redis).get(`rk-rl-sendCodeEmail:${email}`))).toBeGreaterThanOrEqual(3);
    // Another address is not affected.
    expect((await post(b, "/api/be/auth/email/send-code", { email: `rl-other-${RUN}@example.test` }, ip)).status).toBe(200);
  });

  it("limits a user's writes across instances: with 5 points the 6th write is 429 and changes nothing", async () => {
    const [a, b] = shared;
    const cookie = pro.cookie as string;
    const ip = runIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const app = i % 2 === 0 ? a : b;
      // Different kinds of writes count against the same per-user limit.
      const response =
        i % 3 === 2
          ? await post(app, "/api/be/items/price/set", { userUid: pro.uid, itemUid: "544fb45d4bdc2dee738b4568", price: 1000 + i }, ip, cookie)
          : await put(app, "/api/be/users/me", { level: 10 + i }, ip, cookie);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(await response.json()).toMatchObject({ code: "rateLimit", error: "429 - Rate limit exceeded" });
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    }
    // A saw writes 1, 3, 5 and B writes 2, 4, 6: neither reached 6 on its own.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const me = await (await b.fetch(browserRequest("/api/be/users/me", { headers: { cookie } }))).json();
    // The writes that were let through landed (level 14 is the 5th); the refused 6th (price 1005) did not.
    expect(me.level).toBe(14);
    expect(me.userPricesMap["544fb45d4bdc2dee738b4568"]).toBe(1002);
    // Reads are not limited.
    expect((await a.fetch(browserRequest("/api/be/users/me", { headers: { cookie } }))).status).toBe(200);
  });
});

describe("control: in-process limits only (no Redis)", () => {
  it("does not limit the same alternation at the 3rd send: each instance counts alone", async () => {
    const [a, b] = local;
    const email = `rl-local-${RUN}@example.test`;
    const ip = runIp();
    const statuses: number[] = [];
    for (const app of [a, b, a, b, a]) statuses.push((await post(app, "/api/be/auth/email/send-code", { email }, ip)).status);
    // A's 3rd send (the 5th overall) is its own 3rd: only then is it limited.
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect(mailsTo(email)).toBe(4);
    expect(await (redisClients[0] as Redis).exists(`rk-rl-sendCodeEmail:${email}`)).toBe(0);
  });
});
