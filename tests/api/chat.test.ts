import { CHAT_SOCKET_PATH, type ChatMessageView, type ChatSocketEvent } from "@raidkit/api";
import { insertChatMessage, listAdminChanges } from "@raidkit/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type TestUser, userWithRole } from "../helpers/accounts.ts";
import { listen } from "../helpers/listen.ts";
import { appOnTemplateCopy, browserRequest } from "../helpers/testApp.ts";

/**
 * The site chat (issue 18, item 1) over real HTTP calls and real WebSocket connections: everyone
 * reads, Pro users send, admins delete and mute (audit-logged), a page that reconnects catches up.
 * The messages here are test data, marked "test".
 */
const env = appOnTemplateCopy();
let http: Awaited<ReturnType<typeof listen>>;
let admin: TestUser;
let pro: TestUser;
let free: TestUser;
const visitor: TestUser = { role: "visitor", uid: null, cookie: null };

beforeAll(async () => {
  http = await listen(env.app);
  admin = await userWithRole(env.database.db, "admin");
  pro = await userWithRole(env.database.db, "pro");
  free = await userWithRole(env.database.db, "free");
});
afterAll(async () => {
  await http?.close();
});

function call(user: TestUser, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const request = browserRequest(path, {
    method,
    headers: { ...(body !== undefined ? { "content-type": "application/json" } : {}), ...headers },
    ...(body !== undefined ? { body: typeof body === "string" ? body : JSON.stringify(body) } : {}),
  });
  if (user.cookie) request.headers.set("cookie", [request.headers.get("cookie"), user.cookie].filter(Boolean).join("; "));
  return env.app.fetch(request);
}

const send = (user: TestUser, text: string, headers: Record<string, string> = {}) => call(user, "POST", "/api/be/chat/messages", { text }, headers);
const sent = async (user: TestUser, text: string) => {
  const reply = await send(user, text);
  expect(reply.status, await reply.clone().text()).toBe(201);
  return ((await reply.json()) as { message: ChatMessageView }).message;
};
const history = async (query = "") =>
  (await (await call(visitor, "GET", `/api/be/chat/messages${query}`)).json()) as { messages: ChatMessageView[]; more: boolean; deleted: number[] };

/** A page's chat socket: what it hears, in order. */
async function openChat(user: TestUser = visitor, origin = `http://${http.base}`) {
  const events: ChatSocketEvent[] = [];
  const ws = new WebSocket(`ws://${http.base}${CHAT_SOCKET_PATH}`, { headers: { origin, ...(user.cookie ? { cookie: user.cookie } : {}) } });
  ws.on("message", (data) => events.push(JSON.parse(String(data)) as ChatSocketEvent));
  await new Promise((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("error", reject);
  });
  const texts = () => events.flatMap((e) => (e.type === "messages" ? e.messages.map((m) => m.text) : []));
  const deleted = () => events.flatMap((e) => (e.type === "deleted" ? e.ids : []));
  return { ws, events, texts, deleted, close: () => ws.close() };
}

/** The status of an upgrade that is refused (or 101). */
function upgradeStatus(headers: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://${http.base}${CHAT_SOCKET_PATH}`, { headers });
    ws.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
    ws.on("open", () => {
      resolve(101);
      ws.close();
    });
    ws.on("error", () => {});
  });
}

describe("reading and sending", () => {
  it("visitors read: the history call and a socket from the site's own pages; a foreign page's socket is refused", async () => {
    expect((await call(visitor, "GET", "/api/be/chat/messages")).status).toBe(200);
    expect(await upgradeStatus({ origin: `http://${http.base}` })).toBe(101);
    expect(await upgradeStatus({ origin: "https://evil.example" })).toBe(403);
    expect(await upgradeStatus({})).toBe(403);
    // A cookie that names no session is a visitor: still allowed to read.
    expect(await upgradeStatus({ origin: `http://${http.base}`, cookie: "rk_session=nothing" })).toBe(101);
  });

  it("a Pro user sends; every open chat (a visitor's, a free user's) hears it; it is kept for the next page", async () => {
    const [a, b] = await Promise.all([openChat(visitor), openChat(free)]);
    const message = await sent(pro, "test: hello raid <b>not bold</b>");
    expect(message.text).toBe("test: hello raid <b>not bold</b>");
    expect(message.author).toBeTruthy();
    await expect.poll(() => a.texts()).toEqual([message.text]);
    await expect.poll(() => b.texts()).toEqual([message.text]);
    a.close();
    b.close();
    expect((await history()).messages.at(-1)).toEqual(message);
    // Surrounding blanks go; the text is kept as typed otherwise.
    expect((await sent(pro, "   test: trimmed  ")).text).toBe("test: trimmed");
  });

  it("refuses visitors (401), free users and lapsed Pro (403 Pro status required), in en and ru", async () => {
    expect((await send(visitor, "test")).status).toBe(401);
    const refused = await send(free, "test");
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe("Pro status required");
    const ru = await send(free, "test", { cookie: `tm_locale=ru; ${free.cookie}` });
    expect(((await ru.json()) as { error: string }).error).toBe("Требуется статус Pro");
    expect((await send(await userWithRole(env.database.db, "expiredPro"), "test")).status).toBe(403);
  });

  it("refuses empty, blank, too long and control-character messages with a 400 in the caller's language", async () => {
    const count = (await history()).messages.length;
    for (const text of ["", "   ", "\n\t", "a".repeat(501), "test\u0007bell"]) expect((await send(pro, text)).status, JSON.stringify(text)).toBe(400);
    const long = await send(pro, "я".repeat(501));
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: string }).error).toMatch(/^Invalid request: text/);
    const ru = await send(pro, "a".repeat(501), { cookie: `tm_locale=ru; ${pro.cookie}` });
    expect(ru.status).toBe(400);
    expect(((await ru.json()) as { error: string }).error).toMatch(/^Неверный запрос: text/);
    expect((await call(pro, "POST", "/api/be/chat/messages", { text: "test", extra: 1 })).status).toBe(400);
    // 500 characters exactly is allowed.
    expect((await sent(pro, `test ${"b".repeat(495)}`)).text).toHaveLength(500);
    expect((await history()).messages.length).toBe(count + 1);
  });

  it("refuses C1 controls and text-direction characters (U+202E turns a message around), naming them in en and ru (issue 30, finding 15)", async () => {
    const count = (await history()).messages.length;
    for (const ch of ["\u0085", "\u009b", "\u202e", "\u202a", "\u2066", "\u2069", "\u200e", "\u200f", "\u061c"]) {
      const refused = await send(pro, `test ${ch}gnp.exe`);
      expect(refused.status, ch).toBe(400);
      const code = `U+${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
      expect(((await refused.json()) as { error: string }).error, ch).toContain(`(${code})`);
    }
    const en = await send(pro, "test \u202egnp.exe");
    expect(((await en.json()) as { error: string }).error).toBe("Invalid request: text has an invisible, control or text-direction character (U+202E)");
    const ru = await send(pro, "test \u202egnp.exe", { cookie: `tm_locale=ru; ${pro.cookie}` });
    expect(((await ru.json()) as { error: string }).error).toBe(
      "Неверный запрос: text содержит невидимый, управляющий символ или символ направления текста (U+202E)",
    );
    // A NUL is refused by the boundary rule before the contract reads the text.
    const nul = await send(pro, "test \u0000");
    expect(((await nul.json()) as { error: string }).error).toBe("Invalid request: text has a control character (U+0000)");
    // Right-to-left text itself is welcome, and so are line breaks, emoji and their joiners.
    expect((await sent(pro, "test שלום مرحبا 👨\u200d👩\u200d👧")).text).toContain("שלום");
    expect((await history()).messages.length).toBe(count + 1);
  });

  it("a retried send (the same clientId) answers the stored message once: 200, the same id, not stored or sent again (issue 30, finding 5)", async () => {
    const sender = await userWithRole(env.database.db, "pro");
    const page = await openChat(visitor);
    const clientId = crypto.randomUUID();
    const body = { text: "test: sent once, asked twice", clientId };
    const first = await call(sender, "POST", "/api/be/chat/messages", body);
    expect(first.status).toBe(201);
    const stored = ((await first.json()) as { message: ChatMessageView }).message;
    // The reply was lost (Redis down, a dropped connection): the player presses Send again.
    for (let i = 0; i < 3; i++) {
      const again = await call(sender, "POST", "/api/be/chat/messages", body);
      expect(again.status).toBe(200);
      expect(((await again.json()) as { message: ChatMessageView }).message).toEqual(stored);
    }
    // Two tries at once store it once too.
    const racing = { text: "test: two tries at once", clientId: crypto.randomUUID() };
    const both = await Promise.all([call(sender, "POST", "/api/be/chat/messages", racing), call(sender, "POST", "/api/be/chat/messages", racing)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 201]);
    const [a, b] = await Promise.all(both.map(async (r) => ((await r.json()) as { message: ChatMessageView }).message));
    expect(a).toEqual(b);
    const texts = (await history()).messages.map((m) => m.text);
    expect(texts.filter((t) => t === body.text)).toHaveLength(1);
    expect(texts.filter((t) => t === racing.text)).toHaveLength(1);
    await expect.poll(() => page.texts()).toEqual([body.text, racing.text]);
    page.close();
    // Another user may use the same id: ids are the author's own.
    expect((await call(pro, "POST", "/api/be/chat/messages", { ...body, text: "test: my own" })).status).toBe(201);
  });

  it("a retry spends no point of the chat limit; an id sent with another text is 409, one of a deleted message 404, a malformed one 400", async () => {
    const sender = await userWithRole(env.database.db, "pro");
    const clientId = crypto.randomUUID();
    expect((await call(sender, "POST", "/api/be/chat/messages", { text: "test: limited", clientId })).status).toBe(201);
    for (let i = 0; i < 25; i++) expect((await call(sender, "POST", "/api/be/chat/messages", { text: "test: limited", clientId })).status).toBe(200);
    for (let i = 0; i < 19; i++) expect((await call(sender, "POST", "/api/be/chat/messages", { text: `test: more ${i}` })).status).toBe(201);
    const reused = await call(sender, "POST", "/api/be/chat/messages", { text: "test: another text", clientId });
    expect(reused.status).toBe(409);
    expect(((await reused.json()) as { error: string }).error).toBe("This message id was already used for another message");
    const ru = await call(sender, "POST", "/api/be/chat/messages", { text: "test: another text", clientId }, { cookie: `tm_locale=ru` });
    expect(((await ru.json()) as { error: string }).error).toBe("Этот id сообщения уже использован для другого сообщения");
    const doomed = { text: "test: to be deleted", clientId: crypto.randomUUID() };
    const owner = await userWithRole(env.database.db, "pro");
    const stored = ((await (await call(owner, "POST", "/api/be/chat/messages", doomed)).json()) as { message: ChatMessageView }).message;
    expect((await call(admin, "DELETE", `/api/be/chat/messages/${stored.id}`)).status).toBe(200);
    const gone = await call(owner, "POST", "/api/be/chat/messages", doomed);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { error: string }).error).toBe("Chat message not found");
    for (const bad of ["short", "x".repeat(65), "has spaces in it!!", 1234567890123456]) {
      expect((await call(owner, "POST", "/api/be/chat/messages", { text: "test", clientId: bad })).status, String(bad)).toBe(400);
    }
  });

  it("refuses a send from another site (403), a body over the limit (413) and one not sent as JSON (415)", async () => {
    expect((await send(pro, "test", { origin: "https://evil.example" })).status).toBe(403);
    expect((await call(pro, "POST", "/api/be/chat/messages", { text: "test", pad: "a".repeat(40_000) })).status).toBe(413);
    expect((await call(pro, "POST", "/api/be/chat/messages", JSON.stringify({ text: "test" }), { "content-type": "text/plain" })).status).toBe(415);
    expect((await call(visitor, "GET", "/api/be/chat/messages?before=1&after=2")).status).toBe(400);
    expect((await call(visitor, "GET", "/api/be/chat/messages?after=soon")).status).toBe(400);
  });

  it("limits a user to 20 messages a minute (429 with Retry-After)", async () => {
    const chatty = await userWithRole(env.database.db, "pro");
    for (let i = 0; i < 20; i++) await sent(chatty, `test burst ${i}`);
    const limited = await send(chatty, "test one too many");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another user is not affected.
    await sent(pro, "test: others still talk");
  });

  it("pages back through history (the last 50 on open, older with before)", async () => {
    for (let i = 0; i < 60; i++) await insertChatMessage(env.database.db, { userUid: pro.uid as string, author: "Tester", text: `test history ${i}` });
    const last = await history();
    expect(last.messages.length).toBe(50);
    expect(last.more).toBe(true);
    const older = await history(`?before=${last.messages[0]?.id}`);
    expect(older.messages.length).toBeGreaterThan(0);
    expect(older.messages.at(-1)?.id).toBeLessThan(last.messages[0]?.id as number);
    const ids = [...older.messages, ...last.messages].map((m) => m.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
  });
});

describe("a page that reconnects", () => {
  it("loses nothing: it asks for what came after its last id, and learns which of its messages were deleted", async () => {
    const page = await openChat(visitor);
    const first = await sent(pro, "test: before the cut");
    await expect.poll(() => page.texts()).toContain(first.text);
    page.close();
    // While it is away: two messages, and an admin deletes the one it holds.
    const missed = [await sent(pro, "test: missed 1"), await sent(pro, "test: missed 2")];
    expect((await call(admin, "DELETE", `/api/be/chat/messages/${first.id}`)).status).toBe(200);
    // Back: the socket first (nothing is lost between), then what it missed.
    const again = await openChat(visitor);
    const caught = await history(`?after=${first.id}&from=${first.id}`);
    expect(caught.messages).toEqual(missed);
    expect(caught.deleted).toEqual([first.id]);
    const live = await sent(pro, "test: live again");
    await expect.poll(() => again.texts()).toContain(live.text);
    // The socket may also bring a missed one (its fan-out can follow the reconnect): the page drops repeats by id.
    for (const heard of again.texts()) expect([...missed.map((x) => x.text), live.text]).toContain(heard);
    again.close();
  });
});

describe("admins delete messages and mute users", () => {
  it("are 404 for everyone else", async () => {
    const m = await sent(pro, "test: stays");
    for (const user of [visitor, free, pro]) {
      expect((await call(user, "DELETE", `/api/be/chat/messages/${m.id}`)).status, user.role).toBe(404);
      expect((await call(user, "POST", "/api/be/chat/mute", { messageId: m.id, until: null })).status, user.role).toBe(404);
      expect((await call(user, "GET", "/api/be/chat/mutes")).status, user.role).toBe(404);
      expect((await call(user, "DELETE", `/api/be/chat/mutes/${pro.uid}`)).status, user.role).toBe(404);
    }
    expect((await history()).messages.map((x) => x.id)).toContain(m.id);
  });

  it("a delete reaches every open chat and is in the audit log with the text", async () => {
    const [a, b] = await Promise.all([openChat(visitor), openChat(pro)]);
    const m = await sent(pro, "test: to delete");
    await expect.poll(() => a.texts()).toContain(m.text);
    expect((await call(admin, "DELETE", `/api/be/chat/messages/${m.id}`)).status).toBe(200);
    await expect.poll(() => a.deleted()).toEqual([m.id]);
    await expect.poll(() => b.deleted()).toEqual([m.id]);
    a.close();
    b.close();
    expect((await history()).messages.map((x) => x.id)).not.toContain(m.id);
    const [entry] = await listAdminChanges(env.database.db, { action: "chat.delete", limit: 1 });
    expect(entry).toMatchObject({ adminUid: admin.uid, target: pro.uid, before: { id: m.id, text: m.text }, after: null });
    expect((await call(admin, "DELETE", `/api/be/chat/messages/${m.id}`)).status).toBe(404);
    expect((await call(admin, "DELETE", "/api/be/chat/messages/nope")).status).toBe(400);
    expect((await call(admin, "DELETE", `/api/be/chat/messages/${m.id}`, undefined, { origin: "https://evil.example" })).status).toBe(403);
  });

  it("a muted user's send is refused with the mute's end, until the mute ends or is lifted; each is audit-logged", async () => {
    const talker = await userWithRole(env.database.db, "pro");
    const m = await sent(talker, "test: something rude");
    const muted = await call(admin, "POST", "/api/be/chat/mute", { messageId: m.id, until: null });
    expect(muted.status).toBe(200);
    expect(await muted.json()).toMatchObject({ userUid: talker.uid, until: null });
    const refused = await send(talker, "test: again");
    expect(refused.status).toBe(403);
    const body = (await refused.json()) as { code: string; error: string; mutedUntil: number | null };
    expect(body).toEqual({ code: "chatMuted", error: "You are muted in the chat", mutedUntil: null });
    const ru = await send(talker, "test", { cookie: `tm_locale=ru; ${talker.cookie}` });
    expect(((await ru.json()) as { error: string }).error).toMatch(/^Вам запрещено писать в чат/);
    const mutes = (await (await call(admin, "GET", "/api/be/chat/mutes")).json()) as { mutes: { userUid: string; until: number | null }[] };
    expect(mutes.mutes.find((x) => x.userUid === talker.uid)).toMatchObject({ until: null });

    // Until a time: refused before it, allowed after it.
    const soon = Date.now() + 1500;
    expect((await call(admin, "POST", "/api/be/chat/mute", { messageId: m.id, until: soon })).status).toBe(200);
    const timed = (await (await send(talker, "test")).json()) as { mutedUntil: number | null };
    expect(timed.mutedUntil).toBe(soon);
    await new Promise((r) => setTimeout(r, soon - Date.now() + 50));
    await sent(talker, "test: the mute is over");

    expect((await call(admin, "POST", "/api/be/chat/mute", { messageId: m.id, until: null })).status).toBe(200);
    expect((await call(admin, "DELETE", `/api/be/chat/mutes/${talker.uid}`)).status).toBe(200);
    await sent(talker, "test: unmuted");
    expect((await call(admin, "DELETE", `/api/be/chat/mutes/${talker.uid}`)).status).toBe(404);

    const log = await listAdminChanges(env.database.db, { limit: 10 });
    expect(log.filter((e) => e.target === talker.uid).map((e) => e.action)).toEqual(["chat.unmute", "chat.mute", "chat.mute", "chat.mute"]);
    // Newest first: muted again after the timed mute ended, the timed mute replacing the endless one, the first mute.
    expect(log.filter((e) => e.action === "chat.mute" && e.target === talker.uid).map((e) => [e.before, (e.after as { until: unknown }).until])).toEqual([
      [{ muted: false }, null],
      [{ until: null }, soon],
      [{ muted: false }, null],
    ]);
  });

  it("refuses bad mutes: unknown message 404, bad input 400, another site 403, too big 413, not JSON 415", async () => {
    const m = await sent(pro, "test: mute target");
    expect((await call(admin, "POST", "/api/be/chat/mute", { messageId: 987654321, until: null })).status).toBe(404);
    expect((await call(admin, "POST", "/api/be/chat/mute", { messageId: m.id, until: "tomorrow" })).status).toBe(400);
    expect((await call(admin, "POST", "/api/be/chat/mute", { messageId: m.id, until: null }, { origin: "https://evil.example" })).status).toBe(403);
    expect((await call(admin, "POST", "/api/be/chat/mute", { messageId: m.id, until: null, pad: "a".repeat(40_000) })).status).toBe(413);
    expect((await call(admin, "POST", "/api/be/chat/mute", JSON.stringify({ messageId: m.id, until: null }), { "content-type": "text/plain" })).status).toBe(
      415,
    );
    expect((await call(admin, "DELETE", "/api/be/chat/mutes/bad%20id")).status).toBe(400);
    expect((await call(admin, "DELETE", `/api/be/chat/mutes/${pro.uid}`, undefined, { origin: "https://evil.example" })).status).toBe(403);
    // The author was never muted by any of these.
    await sent(pro, "test: still talking");
  });
});
