// @vitest-environment happy-dom

import { ApiError } from "@raidkit/api/client";
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useAction } from "./useAction.ts";

afterEach(cleanup);

describe("useAction", () => {
  it("is pending while a change is under way and returns its result", async () => {
    let finish!: (value: string) => void;
    const { result } = renderHook(() => useAction((name: string) => new Promise<string>((resolve) => (finish = (v) => resolve(`${v} ${name}`)))));
    let done!: Promise<string | undefined>;
    act(() => {
      done = result.current.run("saved");
    });
    expect(result.current.pending).toBe(true);
    await act(async () => finish("loadout"));
    expect(await done).toBe("loadout saved");
    expect(result.current).toMatchObject({ pending: false, error: null });
  });

  it("keeps the failure's message, resolves to undefined, and clears it on the next run", async () => {
    let fail = true;
    const { result } = renderHook(() =>
      useAction(async () => {
        if (fail) throw new ApiError(403, { code: "proRequired", error: "Pro status required" });
        return 1;
      }),
    );
    let value: number | undefined = 0;
    await act(async () => {
      value = await result.current.run();
    });
    expect(value).toBeUndefined();
    expect(result.current.error).toBe("Pro status required");
    fail = false;
    await act(async () => {
      value = await result.current.run();
    });
    expect(value).toBe(1);
    expect(result.current.error).toBeNull();
  });

  it("sends once when clicked twice while the first is under way", async () => {
    let sent = 0;
    let finish!: () => void;
    const { result } = renderHook(() =>
      useAction(() => {
        sent++;
        return new Promise<void>((resolve) => (finish = resolve));
      }),
    );
    let second!: Promise<unknown>;
    act(() => {
      void result.current.run();
      second = result.current.run();
    });
    expect(await second).toBeUndefined();
    await act(async () => finish());
    expect(sent).toBe(1);
  });
});
