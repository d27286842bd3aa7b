import type { ChatMessagesQuery, ChatMessageView, ChatSocketEvent } from "@raidkit/api";

/**
 * The chat panel's link to the server (issue 18), outside React: the socket that brings new messages
 * and deletions, and the calls that load history and catch up. After every (re)connect the socket
 * opens first, then the page asks for the messages after the last id it holds (and which of the ones
 * it holds were deleted meanwhile): nothing sent while it was away is lost, repeats are dropped by id.
 */
export type ChatStatus = "connecting" | "live" | "offline";

export interface ChatState {
  /** Oldest first. */
  messages: ChatMessageView[];
  status: ChatStatus;
  /** The first history has arrived. */
  loaded: boolean;
  /** Older messages exist beyond the first one held. */
  hasOlder: boolean;
  failed: boolean;
}

export interface ChatLink {
  messages(query: ChatMessagesQuery): Promise<{ messages: ChatMessageView[]; more: boolean; deleted: number[] }>;
  openSocket(): WebSocket;
}

/** At most this many messages are held; beyond, the oldest go (they can be loaded again). */
export const CHAT_HELD = 500;
/** Reconnect after 1 s, then twice as long each time, at most 15 s. */
export const reconnectDelay = (attempt: number) => Math.min(15_000, 1000 * 2 ** Math.max(0, attempt));
/**
 * After a close with 1001 (the instance is stopping: a deploy, a restart) the page reconnects at once,
 * to another instance behind the proxy, spread over 100–500 ms so the pages of one instance do not all
 * arrive in the same millisecond; any other close waits as reconnectDelay says.
 */
export const delayAfterClose = (code: number, attempt: number, random: number = Math.random()) =>
  code === 1001 ? 100 + Math.round(400 * random) : reconnectDelay(attempt);

/** The messages held plus new ones: one per id, in id order, none of the deleted ones. */
export function mergeMessages(held: ChatMessageView[], incoming: ChatMessageView[], deleted: ReadonlySet<number> = new Set()): ChatMessageView[] {
  if (incoming.length === 0) return held;
  const byId = new Map(held.map((m) => [m.id, m]));
  for (const m of incoming) if (!deleted.has(m.id)) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** A message id for a send: 128 random bits as 32 hex digits (crypto.getRandomValues works on plain http too). */
export function newMessageId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The id each send goes with (issue 30, finding 5): chosen when the player presses Send, and the
 * same when they press it again for the same text after a failure (the reply may have been lost
 * after the message was stored: the server then answers the stored message instead of posting it
 * twice). A new id once the text was sent, or for another text.
 */
export class SendIds {
  private pending: { text: string; id: string } | null = null;
  private readonly newId: () => string;
  constructor(newId: () => string = newMessageId) {
    this.newId = newId;
  }

  /** The id to send `text` with. */
  idFor(text: string): string {
    const key = text.trim();
    if (this.pending?.text !== key) this.pending = { text: key, id: this.newId() };
    return this.pending.id;
  }

  /** The text was sent (the server answered with its message): the next send gets a new id. */
  sent(): void {
    this.pending = null;
  }
}

export class ChatClient {
  private state: ChatState = { messages: [], status: "connecting", loaded: false, hasOlder: false, failed: false };
  private ws: WebSocket | null = null;
  private attempt = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private loadingOlder = false;
  private readonly deleted = new Set<number>();
  private readonly link: ChatLink;
  private readonly onChange: (state: ChatState) => void;

  constructor(link: ChatLink, onChange: (state: ChatState) => void) {
    this.link = link;
    this.onChange = onChange;
  }

  get current(): ChatState {
    return this.state;
  }

  start(): void {
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.ws?.close();
    this.ws = null;
  }

  private set(patch: Partial<ChatState>): void {
    this.state = { ...this.state, ...patch };
    this.onChange(this.state);
  }

  private connect(): void {
    if (this.stopped) return;
    this.set({ status: "connecting" });
    let ws: WebSocket;
    try {
      ws = this.link.openSocket();
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.ws = ws;
    ws.onopen = () => {
      this.attempt = 0;
      this.set({ status: "live" });
      void this.catchUp();
    };
    ws.onmessage = (e) => {
      try {
        this.apply(JSON.parse(String(e.data)) as ChatSocketEvent);
      } catch {
        // not an event of ours: ignored
      }
    };
    ws.onclose = (event) => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.set({ status: "offline" });
      this.scheduleReconnect(event?.code ?? 1006);
    };
  }

  private scheduleReconnect(code = 1006): void {
    if (this.stopped) return;
    const delay = delayAfterClose(code, code === 1001 ? this.attempt : this.attempt++);
    this.retry = setTimeout(() => this.connect(), delay);
  }

  /** Socket events: new messages, deleted ids. */
  apply(event: ChatSocketEvent): void {
    if (event.type === "messages") this.add(event.messages);
    else if (event.type === "deleted") this.drop(event.ids);
  }

  private add(messages: ChatMessageView[], hasOlder = this.state.hasOlder): void {
    let merged = mergeMessages(this.state.messages, messages, this.deleted);
    let older = hasOlder;
    if (merged.length > CHAT_HELD) {
      merged = merged.slice(merged.length - CHAT_HELD);
      older = true;
    }
    this.set({ messages: merged, hasOlder: older });
  }

  private drop(ids: number[]): void {
    for (const id of ids) this.deleted.add(id);
    const kept = this.state.messages.filter((m) => !this.deleted.has(m.id));
    if (kept.length !== this.state.messages.length) this.set({ messages: kept });
  }

  /** The last 50 on the first open; after a reconnect, everything after the last id held (page by page). */
  private async catchUp(): Promise<void> {
    try {
      if (!this.state.loaded) {
        const page = await this.link.messages({});
        this.add(page.messages, page.more);
        this.set({ loaded: true, failed: false });
        return;
      }
      for (let pages = 0; pages < 20; pages++) {
        const first = this.state.messages[0]?.id;
        const last = this.state.messages.at(-1)?.id ?? 0;
        const page = await this.link.messages(first === undefined ? { after: last } : { after: last, from: first });
        this.drop(page.deleted);
        this.add(page.messages);
        if (!page.more) break;
      }
    } catch {
      if (!this.state.loaded) this.set({ failed: true });
    }
  }

  /** Older messages before the first one held (scrolling up); one page at a time. */
  async loadOlder(): Promise<void> {
    const first = this.state.messages[0]?.id;
    if (first === undefined || !this.state.hasOlder || this.loadingOlder) return;
    this.loadingOlder = true;
    try {
      const page = await this.link.messages({ before: first });
      this.set({ messages: mergeMessages(this.state.messages, page.messages, this.deleted), hasOlder: page.more });
    } catch {
      // the button stays: the reader may try again
    } finally {
      this.loadingOlder = false;
    }
  }

  /** A message this page sent (the reply), shown before the socket brings it. */
  sent(message: ChatMessageView): void {
    this.add([message]);
  }

  removed(id: number): void {
    this.drop([id]);
  }
}
