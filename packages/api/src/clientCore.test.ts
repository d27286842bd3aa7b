import { describe, expect, it } from "vitest";
import { ApiError, isTransient, withRetries } from "./clientCore.ts";

const failure = (status: number) => new ApiError(status, { code: "x", error: `HTTP ${status}` });

describe("repeating a call that is safe to repeat", () => {
  it("sends again after 502, 503, 504 or a network failure, waiting 0.5, 1.5 and 4 s, then gives up", async () => {
    const waits: number[] = [];
    let calls = 0;
    const result = await withRetries(
      async () => {
        calls++;
        if (calls === 1) throw failure(503);
        if (calls === 2) throw new TypeError("Failed to fetch");
        if (calls === 3) throw failure(502);
        return "saved";
      },
      undefined,
      async (ms) => {
        waits.push(ms);
      },
    );
    expect(result).toBe("saved");
    expect(waits).toEqual([500, 1500, 4000]);
    let tries = 0;
    await expect(
      withRetries(
        async () => {
          tries++;
          throw failure(504);
        },
        undefined,
        async () => {},
      ),
    ).rejects.toThrow("HTTP 504");
    expect(tries).toBe(4);
  });

  it("takes any other answer as the answer", async () => {
    for (const status of [400, 401, 403, 404, 429, 500]) {
      expect(isTransient(failure(status))).toBe(false);
      let tries = 0;
      await expect(
        withRetries(
          async () => {
            tries++;
            throw failure(status);
          },
          undefined,
          async () => {},
        ),
      ).rejects.toBeInstanceOf(ApiError);
      expect(tries).toBe(1);
    }
  });
});
