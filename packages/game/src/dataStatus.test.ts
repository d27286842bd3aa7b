import { describe, expect, it } from "vitest";
import { dataStatusLine, expirationFor } from "./dataStatus.ts";

const PACK = Date.UTC(2025, 11, 10, 17, 6, 11);
const NOW = Date.UTC(2026, 10, 24, 12, 0);

describe("dataStatusLine", () => {
  it("is live while the last good import is current", () => {
    const status = { liveSource: true, liveUpdated: NOW - 120_000, liveExpiration: NOW + 240_000, dataDate: NOW - 120_000 };
    expect(dataStatusLine(status, NOW)).toEqual({ kind: "live", updated: NOW - 120_000 });
  });

  it("is live with the time unknown when the current import's source gave no time (issue 34), never 'now'", () => {
    const status = { liveSource: true, liveUpdated: null, liveExpiration: NOW + 240_000, dataDate: PACK };
    expect(dataStatusLine(status, NOW)).toEqual({ kind: "live", updated: null });
    // Once that import is no longer current: offline with the newest date the data has.
    expect(dataStatusLine({ ...status, liveExpiration: NOW - 1 }, NOW)).toEqual({ kind: "offline", date: PACK });
  });

  it("goes offline with the last good import's date once it is stale", () => {
    const status = { liveSource: true, liveUpdated: NOW - 3_600_000, liveExpiration: NOW - 60_000, dataDate: PACK };
    expect(dataStatusLine(status, NOW)).toEqual({ kind: "offline", date: NOW - 3_600_000 });
  });

  it("shows the pack's date without any live import", () => {
    expect(dataStatusLine({ liveSource: false, liveUpdated: null, liveExpiration: null, dataDate: PACK }, NOW)).toEqual({ kind: "offline", date: PACK });
  });

  it("says so when a mode has no price at all", () => {
    expect(dataStatusLine({ liveSource: true, liveUpdated: null, liveExpiration: null, dataDate: null }, NOW)).toEqual({ kind: "none" });
  });
});

describe("expirationFor", () => {
  it("is the next run plus a fifth of the period, at least a minute", () => {
    expect(expirationFor(NOW, 5 * 60_000)).toBe(NOW + 5 * 60_000 + 60_000);
    expect(expirationFor(NOW, 60 * 60_000)).toBe(NOW + 60 * 60_000 + 12 * 60_000);
  });
});
