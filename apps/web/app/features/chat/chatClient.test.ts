import type { ChatMessagesQuery, ChatMessageView } from "@raidkit/api";
import { describe, expect, it, vi } from "vitest";
import { ChatClient, type ChatLink, delayAfterClose, mergeMessages, newMessageId, reconnectDelay, SendIds } from "./chatClient.ts";

const m = (id: number): ChatMessageView => ({ id, author: "Tester", text: `test ${id}`, at: id * 1000 });

/** A socket the test opens, feeds and closes by hand. */
class FakeSocket {
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  close() {
    this.onclose?.();
  }
}

describe("the chat panel's link", () => {
  it("merges by id: one of each, in id order, never a deleted one", () => {
    expect(mergeMessages([m(1), m(3)], [m(2), m(3), m(5)]).map((x) => x.id)).toEqual([1, 2, 3, 5]);
    expect(mergeMessages([m(1)], [m(2), m(4)], new Set([4])).map((x) => x.id)).toEqual([1, 2]);
  });

  it("reconnects within half a second when the instance says it is going away (1001), else backs off", () => {
    expect(delayAfterClose(1001, 5, 0)).toBe(100);
    expect(delayAfterClose(1001, 5, 1)).toBe(500);
    expect(delayAfterClose(1006, 0, 0.5)).toBe(1000);
    expect(delayAfterClose(1006, 3, 0.5)).toBe(8000);
  });

  it("waits 1 s, 2 s, 4 s … at most 15 s between reconnects", () => {
    expect([0, 1, 2, 3, 4, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 15000, 15000]);
  });

  it("loads the last messages on open, then after a reconnect asks for what it missed and drops what was deleted", async () => {
    vi.useFakeTimers();
    const sockets: FakeSocket[] = [];
    const asked: ChatMessagesQuery[] = [];
    const replies = [
      { messages: [m(1), m(2), m(3)], more: true, deleted: [] },
      { messages: [m(5), m(6)], more: false, deleted: [2] },
    ];
    const link: ChatLink = {
      messages: async (query) => {
        asked.push(query);
        return replies.shift() ?? { messages: [], more: false, deleted: [] };
      },
      openSocket: () => {
        const s = new FakeSocket();
        sockets.push(s);
        return s as unknown as WebSocket;
      },
    };
    const client = new ChatClient(link, () => {});
    client.start();
    sockets[0]?.onopen?.();
    await vi.waitFor(() => expect(client.current.loaded).toBe(true));
    expect(client.current.hasOlder).toBe(true);
    sockets[0]?.onmessage?.({ data: JSON.stringify({ type: "messages", messages: [m(4)] }) });
    expect(client.current.messages.map((x) => x.id)).toEqual([1, 2, 3, 4]);

    sockets[0]?.close();
    expect(client.current.status).toBe("offline");
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets).toHaveLength(2);
    sockets[1]?.onopen?.();
    await vi.waitFor(() => expect(client.current.messages.map((x) => x.id)).toEqual([1, 3, 4, 5, 6]));
    expect(asked).toEqual([{}, { after: 4, from: 1 }]);
    // A deletion on the socket, and a repeat of a message held: neither shows twice.
    sockets[1]?.onmessage?.({ data: JSON.stringify({ type: "deleted", ids: [5] }) });
    sockets[1]?.onmessage?.({ data: JSON.stringify({ type: "messages", messages: [m(5), m(6), m(7)] }) });
    expect(client.current.messages.map((x) => x.id)).toEqual([1, 3, 4, 6, 7]);
    client.stop();
    vi.useRealTimers();
  });
});

describe("the id a chat send goes with (issue 30, finding 5)", () => {
  it("is the same when the same text is sent again after a failure, new once it was sent", () => {
    let n = 0;
    const ids = new SendIds(() => `id-${++n}`);
    const first = ids.idFor("hello");
    expect(ids.idFor("hello")).toBe(first);
    // The server trims the text: so does the comparison.
    expect(ids.idFor(" hello ")).toBe(first);
    ids.sent();
    expect(ids.idFor("hello")).not.toBe(first);
  });
  it("is new for another text", () => {
    const ids = new SendIds();
    const first = ids.idFor("hello");
    expect(ids.idFor("hello there")).not.toBe(first);
  });
  it("is 32 hex digits, random (what the contract takes: 16-64 of A-Z a-z 0-9 _ -)", () => {
    const a = newMessageId();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newMessageId()).not.toBe(a);
  });
});
