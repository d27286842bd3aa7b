import { type DatabaseHandle, withSetupLock } from "@raidkit/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../helpers/engines.ts";

/**
 * Issue 30, finding 2: instances started together on one PostgreSQL take turns to migrate and import
 * (2 of 3 died on a duplicate key before). Three connections' setups never overlap; the ones that
 * wait are told. (Several processes on a real empty database: tests/multi/faults.test.ts.)
 */
const postgres = engines().find((e) => e.name === "postgres");

describe.runIf(postgres)("the setup lock on PostgreSQL", () => {
  const handles: DatabaseHandle[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 3; i++) handles.push(await (postgres as NonNullable<typeof postgres>).open());
  });
  afterAll(async () => {
    for (const handle of handles) await handle.close();
  });

  it("lets one setup run at a time, tells the others they wait, and frees the lock when a setup fails", async () => {
    const spans: { start: number; end: number }[] = [];
    let waited = 0;
    const setup = (handle: DatabaseHandle, fail = false) =>
      withSetupLock(
        handle.db,
        handle.engine,
        async () => {
          const start = performance.now();
          await new Promise((resolve) => setTimeout(resolve, 150));
          spans.push({ start, end: performance.now() });
          if (fail) throw new Error("import failed");
          return "done";
        },
        () => waited++,
      );
    const results = await Promise.allSettled(handles.map((handle, i) => setup(handle, i === 0)));
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "fulfilled", "rejected"]);
    expect(waited).toBe(2);
    const sorted = [...spans].sort((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i++) expect((sorted[i] as { start: number }).start).toBeGreaterThanOrEqual((sorted[i - 1] as { end: number }).end);
    // Free again: a later setup runs without waiting.
    waited = 0;
    expect(await setup(handles[1] as DatabaseHandle)).toBe("done");
    expect(waited).toBe(0);
  });
});
