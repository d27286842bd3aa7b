import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestUser, userWithRole } from "../helpers/accounts.ts";
import { listen } from "../helpers/listen.ts";
import { appOnTemplateCopy, browserRequest } from "../helpers/testApp.ts";

// Issue 21, findings 2 and 7: body limits, JSON as JSON, admin price ids, proxy headers.
const env = appOnTemplateCopy();
let http: Awaited<ReturnType<typeof listen>>;
let admin: TestUser;
beforeAll(async () => {
  http = await listen(env.app);
  admin = await userWithRole(env.database.db, "admin");
});
afterAll(async () => {
  await http?.close();
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  env.app.fetch(browserRequest(path, { method: "POST", body, headers: { "content-type": "application/json", ...headers } }));

describe("finding 2: request bodies are limited", () => {
  it("answers 413 with the limit, in English and Russian, to a body over it, and the call's data is untouched", async () => {
    const big = JSON.stringify({ email: `${"a".repeat(20_000)}@example.test` });
    const en = await post("/api/be/auth/email/send-code", big);
    expect(en.status).toBe(413);
    expect(await en.json()).toEqual({ code: "bodyTooLarge", error: "Request too large: at most 16384 bytes", limit: 16384 });
    const ru = await post("/api/be/auth/email/send-code", big, { cookie: "tm_locale=ru" });
    expect(((await ru.json()) as { error: string }).error).toBe("Слишком большой запрос: at most 16384 bytes");
  });

  it("stops reading a streamed body without a length at its limit: 50 MB sent, a few KB read", async () => {
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024, 120);
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const [host, port] = http.base.split(":") as [string, string];
      const req = httpRequest(
        { host, port: Number(port), path: "/api/be/auth/email/send-code", method: "POST", headers: { "content-type": "application/json" } },
        (res) => {
          let text = "";
          res.on("data", (d: Buffer) => {
            text += d.toString();
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on("error", (err) => (sent > 0 ? undefined : reject(err)));
      // Chunked (no Content-Length); writes stop once the server answered.
      let answered = false;
      req.on("response", () => {
        answered = true;
      });
      const pump = () => {
        while (!answered && sent < 50 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        req.end();
      };
      pump();
    });
    expect(status).toBe(413);
    expect(JSON.parse(body)).toMatchObject({ code: "bodyTooLarge" });
    // The server answered long before 50 MB went out: it did not read the body to its end.
    expect(sent).toBeLessThan(8 * 1024 * 1024);
  });

  it("takes the larger bodies a call needs: a progress update of 1,000 ids is not refused as too large", async () => {
    const pro = await userWithRole(env.database.db, "pro");
    const ids = Array.from({ length: 1000 }, (_, i) => `66${String(i).padStart(22, "0")}`);
    const body = JSON.stringify({ add: { questsDone: ids } });
    expect(body.length).toBeGreaterThan(16 * 1024);
    const reply = await post("/api/be/progression/update", body, { cookie: pro.cookie ?? "" });
    expect(reply.status).not.toBe(413);
    expect(reply.status).toBeLessThan(500);
  });
});

describe("finding 7: JSON only as JSON, admin prices for real items, proxy headers only behind a proxy", () => {
  it("refuses a JSON call sent with another content type (415), in both languages", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const reply = await post("/api/be/auth/email/send-code", JSON.stringify({ email: "a@example.test" }), { "content-type": type });
      expect(reply.status, type).toBe(415);
      expect(((await reply.json()) as { error: string }).error).toBe("The request must be sent as JSON (Content-Type: application/json)");
    }
    const ru = await post("/api/be/auth/email/send-code", "{}", { "content-type": "text/plain", cookie: "tm_locale=ru" });
    expect(((await ru.json()) as { error: string }).error).toBe("Запрос нужно отправить как JSON (Content-Type: application/json)");
    const charset = await post("/api/be/auth/email/send-code", JSON.stringify({ email: "not-an-email" }), {
      "content-type": "application/json; charset=utf-8",
    });
    expect(charset.status).toBe(400);
  });

  it("an admin's price entry refuses ids that are no item ('NaN', 'Infinity', unknown) and takes a real one", async () => {
    const cookie = admin.cookie ?? "";
    for (const uid of ["NaN", "Infinity", "000000000000000000000000"]) {
      const reply = await post("/api/be/admin/prices", JSON.stringify({ uid, mode: "pvp", price: 1000 }), { cookie });
      expect(reply.status, uid).toBe(404);
      expect(((await reply.json()) as { error: string }).error, uid).toBe("Item not found");
    }
    const nonFinite = await post("/api/be/admin/prices", '{"uid":"544fb45d4bdc2dee738b4568","mode":"pvp","price":1e400}', { cookie });
    expect(nonFinite.status).toBe(400);
    const ok = await post("/api/be/admin/prices", JSON.stringify({ uid: "544fb45d4bdc2dee738b4568", mode: "pvp", price: 12345 }), { cookie });
    expect(ok.status).toBe(200);
    const none = await env.database.db.selectFrom("price_points").select("item_uid").where("item_uid", "in", ["NaN", "Infinity"]).execute();
    expect(none).toEqual([]);
  });

  it("does not believe X-Forwarded-Host without TRUST_PROXY: a foreign page naming itself there is refused", async () => {
    const free = await userWithRole(env.database.db, "free");
    const reply = await post("/api/be/users/me", JSON.stringify({ username: "forwarded" }), {
      cookie: free.cookie ?? "",
      origin: "https://evil.example",
      "x-forwarded-host": "evil.example",
    });
    expect(reply.status).toBe(403);
    expect(((await reply.json()) as { error: string }).error).toBe("Request refused: it did not come from this site");
  });
});
