// @vitest-environment happy-dom
import { MAX_GPUS, MIN_GPUS } from "@raidkit/game";
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useFarmCards } from "./useFarmCards.ts";

const KEY = "raidkit:btc-farm:gpus";

describe("the bitcoin farm's graphics cards kept in the browser (useFarmCards)", () => {
  /** What another tab does: it stores a value, and this tab hears of it by a storage event. */
  const storedByAnotherTab = (raw: string | null) => {
    if (raw === null) localStorage.clear();
    else localStorage.setItem(KEY, raw);
    window.dispatchEvent(new StorageEvent("storage", { key: raw === null ? null : KEY }));
  };
  beforeEach(() => {
    // The stored values are read once and cached for every component; a listening hook forgets them on the event.
    const listener = renderHook(() => useFarmCards());
    storedByAnotherTab(null);
    listener.unmount();
  });
  afterEach(cleanup);

  it("is a full farm until the player sets it, and follows what another tab stores", () => {
    const page = renderHook(() => useFarmCards());
    expect(page.result.current[0]).toBe(MAX_GPUS);
    act(() => storedByAnotherTab("12"));
    expect(page.result.current[0]).toBe(12);
  });

  it("keeps a count the game allows (1 to 50 whole cards) and stores it for the crafts and hideout pages", () => {
    const farm = renderHook(() => useFarmCards());
    const crafts = renderHook(() => useFarmCards());
    act(() => farm.result.current[1](0));
    expect(farm.result.current[0]).toBe(MIN_GPUS);
    act(() => farm.result.current[1](77));
    expect(farm.result.current[0]).toBe(MAX_GPUS);
    act(() => farm.result.current[1](7.9));
    expect(farm.result.current[0]).toBe(7);
    // The other page's hook sees the change at once, and the browser keeps it.
    expect(crafts.result.current[0]).toBe(7);
    expect(localStorage.getItem(KEY)).toBe("7");
  });

  it("falls back to a full farm when what is stored is not a number", () => {
    const page = renderHook(() => useFarmCards());
    act(() => storedByAnotherTab("12"));
    act(() => storedByAnotherTab('"many"'));
    expect(page.result.current[0]).toBe(MAX_GPUS);
  });
});
