import { describe, expect, it, vi } from "vitest";
import { burstReporter, isConnectionError, isReadOnlyStatement, safeToRepeat } from "./resilientPool.ts";

describe("the pool's connection rules", () => {
  it("retries only statements that read", () => {
    expect(isReadOnlyStatement('select "uid" from "users" where "updated_at" > $1')).toBe(true);
    expect(isReadOnlyStatement("with recent as (select 1) select * from recent")).toBe(true);
    expect(isReadOnlyStatement('insert into "chat" values ($1)')).toBe(false);
    expect(isReadOnlyStatement("with locked as (select pg_advisory_xact_lock(1)) insert into chat select 1")).toBe(false);
    expect(isReadOnlyStatement('update "users" set "pro" = 1')).toBe(false);
    expect(isReadOnlyStatement("select * from users for update")).toBe(false);
    expect(isReadOnlyStatement("select pg_advisory_lock(7)")).toBe(false);
  });

  it("repeats a write only when it certainly did not happen", () => {
    const insert = 'insert into "chat_messages" values ($1)';
    expect(safeToRepeat(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }), insert)).toBe(true);
    expect(safeToRepeat(new Error("Client has encountered a connection error and is not queryable"), insert)).toBe(true);
    // The reply of a committed write may be what was lost.
    expect(safeToRepeat(new Error("Connection terminated unexpectedly"), insert)).toBe(false);
    expect(safeToRepeat(new Error("Connection terminated unexpectedly"), "select 1")).toBe(true);
    expect(safeToRepeat(Object.assign(new Error("duplicate key value"), { code: "23505" }), "select 1")).toBe(false);
  });

  it("tells a lost connection from a bad query", () => {
    expect(isConnectionError(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }))).toBe(true);
    expect(isConnectionError(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isConnectionError(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isConnectionError(Object.assign(new Error("duplicate key value"), { code: "23505" }))).toBe(false);
    expect(isConnectionError("text")).toBe(false);
  });

  it("reports a burst of errors once, then its count", () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const report = burstReporter((_err, count) => calls.push(count), 1000);
    for (let i = 0; i < 30; i++) report(new Error("gone"));
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual([1, 29]);
    report(new Error("gone again"));
    expect(calls).toEqual([1, 29, 1]);
    vi.useRealTimers();
  });
});
