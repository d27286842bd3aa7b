import { describe, expect, it } from "vitest";
import { createLogger, recentLogsOf } from "./logger.ts";
import { LOCAL_ONLY, LOCAL_ONLY_REDACTED, RecentLogs } from "./recentLogs.ts";

const line = (level: number, msg: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ level, time: 1000 + level, pid: 1, hostname: "h", msg, ...extra });

describe("RecentLogs (the ring /admin/logs reads)", () => {
  it("keeps the last `capacity` lines, newest first, across the wrap", () => {
    const ring = new RecentLogs(3);
    for (const n of [1, 2, 3, 4, 5]) ring.write(line(30, `m${n}`));
    expect(ring.query({ limit: 10 }).map((e) => e.msg)).toEqual(["m5", "m4", "m3"]);
    expect(ring.query({ limit: 2 }).map((e) => e.msg)).toEqual(["m5", "m4"]);
  });

  it("filters by the lowest level, the request id and a text; drops pino's own fields; skips a broken line", () => {
    const ring = new RecentLogs(10);
    ring.write(line(20, "debug line", { reqId: "a" }));
    ring.write(line(40, "warn line", { reqId: "b", path: "/x" }));
    ring.write("not json");
    ring.write(line(50, "error line", { reqId: "a", err: "boom" }));
    expect(ring.query({ level: "warn", limit: 10 }).map((e) => e.msg)).toEqual(["error line", "warn line"]);
    expect(ring.query({ reqId: "a", limit: 10 }).map((e) => e.msg)).toEqual(["error line", "debug line"]);
    expect(ring.query({ text: "BOOM", limit: 10 }).map((e) => e.msg)).toEqual(["error line"]);
    expect(ring.query({ reqId: "b", limit: 10 })[0]).toEqual({ time: 1040, level: "warn", msg: "warn line", reqId: "b", fields: { path: "/x" } });
  });

  it("gets every line the logger writes at its level, secrets redacted as in the output", () => {
    const out: string[] = [];
    const log = createLogger("info", { write: (s: string) => void out.push(s) });
    log.debug("not kept");
    log.info({ user: { password: "hunter2" } }, "kept");
    const entries = recentLogsOf(log).query({ limit: 10 });
    expect(entries.map((e) => e.msg)).toEqual(["kept"]);
    expect(entries[0]?.fields).toEqual({ user: { password: "[redacted]" } });
    expect(out).toHaveLength(1);
  });

  it("keeps what a line marks local only out of the ring (a login code without SMTP_URL), not out of the output (issue 30)", () => {
    const out: string[] = [];
    const log = createLogger("info", { write: (s: string) => void out.push(s) });
    log.warn({ to: "a@example.test", [LOCAL_ONLY]: { subject: "Your Raidkit login code: 123456", text: "Your login code: 123456" } }, "mail written here");
    const [entry] = recentLogsOf(log).query({ limit: 10 });
    expect(entry?.fields).toEqual({ to: "a@example.test", [LOCAL_ONLY]: LOCAL_ONLY_REDACTED });
    expect(recentLogsOf(log).query({ text: "123456", limit: 10 })).toEqual([]);
    expect(out.join("")).toContain("Your login code: 123456");
  });
});
