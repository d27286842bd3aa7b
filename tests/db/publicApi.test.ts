import type { DatabaseHandle } from "@raidkit/db";
import { afterAll, beforeAll, describe, expect } from "vitest";
import type { ServerApp } from "../../apps/server/src/app.ts";
import { userWithRole } from "../helpers/accounts.ts";
import { engines } from "../helpers/engines.ts";
import { listen } from "../helpers/listen.ts";
import { createTestApp } from "../helpers/testApp.ts";
import { thirdPartySuite } from "../helpers/thirdPartyApi.ts";

/** The public API as a third party sees it, over HTTP, on every engine (SQLite, and PostgreSQL when DATABASE_URL is set). */
describe.each(engines())("public API on $name", (engine) => {
  let handle: DatabaseHandle;
  let app: ServerApp;
  let http: Awaited<ReturnType<typeof listen>>;
  let key = "";
  beforeAll(async () => {
    handle = await engine.openImported();
    app = await createTestApp(handle);
    http = await listen(app);
    // The key a Pro user makes on /dev/api (the panel's call): all a third party is given.
    const pro = await userWithRole(handle.db, "pro");
    const made = await fetch(`http://${http.base}/api/be/dev/keys`, {
      method: "POST",
      headers: { cookie: pro.cookie as string, "content-type": "application/json", origin: `http://${http.base}` },
      body: JSON.stringify({ name: "third party" }),
    });
    expect(made.status).toBe(201);
    key = ((await made.json()) as { key: string }).key;
  });
  afterAll(async () => {
    await http.close();
    await app.close();
    await handle.close();
  });
  thirdPartySuite(() => ({ origin: `http://${http.base}`, key }));
});
