// @vitest-environment happy-dom

import { ApiError } from "@raidkit/api/client";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { messagesFor } from "../i18n/messages.server.ts";
import { TranslateProvider } from "../i18n/useT.tsx";
import { useRemote } from "./useRemote.ts";

/** A read the test answers by hand, to order replies as a slow network would. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(cleanup);

describe("useRemote", () => {
  it("is pending until the first reply, then holds its data", async () => {
    const reply = deferred<string>();
    const { result } = renderHook(() => useRemote("a", () => reply.promise));
    expect(result.current).toMatchObject({ data: undefined, error: null, pending: true });
    await act(async () => reply.resolve("first"));
    expect(result.current).toMatchObject({ data: "first", error: null, pending: false });
  });

  it("reads nothing while the key is null, and reads when it is set", async () => {
    let calls = 0;
    const { result, rerender } = renderHook(({ key }: { key: string | null }) => useRemote(key, async () => ++calls), {
      initialProps: { key: null as string | null },
    });
    expect(result.current).toMatchObject({ data: undefined, pending: false });
    expect(calls).toBe(0);
    rerender({ key: "logged-in" });
    await waitFor(() => expect(result.current.data).toBe(1));
  });

  it("shows the server's message when a read fails, and keeps the data shown when a reload fails", async () => {
    let fail = false;
    const { result } = renderHook(() =>
      useRemote("k", async () => {
        if (fail) throw new ApiError(429, { code: "tooManyRequests", error: "Слишком много запросов" });
        return [1, 2];
      }),
    );
    await waitFor(() => expect(result.current.data).toEqual([1, 2]));
    fail = true;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.error).toBe("Слишком много запросов"));
    expect(result.current).toMatchObject({ data: [1, 2], pending: false });
    fail = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.error).toBeNull());
  });

  it("drops a reply for an older key that arrives after the newer one", async () => {
    const replies: Record<string, ReturnType<typeof deferred<string>>> = { a: deferred(), b: deferred() };
    const { result, rerender } = renderHook(({ key }: { key: string }) => useRemote(key, () => (replies[key] as ReturnType<typeof deferred<string>>).promise), {
      initialProps: { key: "a" },
    });
    rerender({ key: "b" });
    // The new key shows nothing of the old one while its own read is under way.
    expect(result.current).toMatchObject({ data: undefined, pending: true });
    await act(async () => replies.b?.resolve("for b"));
    await act(async () => replies.a?.resolve("for a"));
    expect(result.current.data).toBe("for b");
  });

  it("tells of a network failure in the page's language, not the browser's words", async () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TranslateProvider locale="ru" messages={messagesFor("ru")}>
        {children}
      </TranslateProvider>
    );
    const { result } = renderHook(() => useRemote("k", () => Promise.reject(new TypeError("Failed to fetch"))), { wrapper });
    await waitFor(() => expect(result.current.error).toBe("Что-то пошло не так"));
  });

  it("keeps the old key's data shown while the new key's read is under way, when asked to", async () => {
    const replies: Record<string, ReturnType<typeof deferred<string>>> = { a: deferred(), b: deferred() };
    const { result, rerender } = renderHook(
      ({ key }: { key: string }) => useRemote(key, () => (replies[key] as ReturnType<typeof deferred<string>>).promise, { keepPrevious: true }),
      { initialProps: { key: "a" } },
    );
    await act(async () => replies.a?.resolve("page 1"));
    rerender({ key: "b" });
    expect(result.current).toMatchObject({ data: "page 1", pending: true });
    await act(async () => replies.b?.resolve("page 2"));
    expect(result.current).toMatchObject({ data: "page 2", pending: false });
  });

  it("reads again every refreshMs and stops when the component leaves", async () => {
    let calls = 0;
    const { result, unmount } = renderHook(() => useRemote("tick", async () => ++calls, { refreshMs: 20 }));
    await waitFor(() => expect(result.current.data).toBeGreaterThanOrEqual(3));
    unmount();
    const after = calls;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(calls).toBe(after);
  });

  it("lets the component replace what it shows after a change of its own", async () => {
    const { result } = renderHook(() => useRemote("list", async () => ["x", "y"]));
    await waitFor(() => expect(result.current.data).toEqual(["x", "y"]));
    act(() => result.current.setData((list) => (list ?? []).filter((v) => v !== "x")));
    expect(result.current.data).toEqual(["y"]);
  });
});
