import { Writable } from "node:stream";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { createLogger } from "../../apps/server/src/logger.ts";
import { createTestApp } from "../helpers/testApp.ts";
import { copyTemplateDb } from "../helpers/testDb.ts";

/** Issue 15: the request id is on every log line written while the request is answered, and on its reply. */
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
const database = copyTemplateDb().open();
let app: ServerApp;
beforeAll(async () => {
  app = await createTestApp(database, {}, undefined, undefined, createLogger("debug", sink));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

it("names the request on the lines its work writes (the login mail without SMTP) and answers it in X-Request-Id", async () => {
  const response = await app.fetch(
    new Request("http://localhost/api/be/auth/email/send-code", {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-id": "trace-42" },
      body: JSON.stringify({ email: "ids@example.test" }),
    }),
  );
  expect(response.status).toBe(200);
  expect(response.headers.get("x-request-id")).toBe("trace-42");
  await expect.poll(() => lines.filter((l) => l.reqId === "trace-42").map((l) => l.msg)).toEqual([expect.stringContaining("SMTP_URL is not set"), "request"]);
});

it("makes its own id for a request without one, or with one that is not a plain token", async () => {
  const own = await app.fetch(new Request("http://localhost/api/be/weather"));
  expect(own.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  const forged = await app.fetch(new Request("http://localhost/api/be/weather", { headers: { "x-request-id": 'x" {"admin":true}' } }));
  expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
});
