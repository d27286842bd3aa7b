import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { emailAddress } from "@raidkit/api";
import * as be from "@raidkit/api/be";
import { countWrongCode, createUser, type Database, deleteLoginCode, findUser, getLoginCode, putLoginCode } from "@raidkit/db";
import { newCharFaction } from "@raidkit/game";
import type { Kysely } from "kysely";
import type { Mailer } from "../auth/mailer.ts";
import type { RateLimits } from "../auth/rateLimits.ts";
import { sessionCookie, startSession } from "../auth/sessions.ts";
import type { Logger } from "../logger.ts";
import { loadAccount, userReplyOf } from "../services/account.ts";
import { spendLimits } from "./accountGate.ts";
import type { Register } from "./declared.ts";
import { requestInfo } from "./requestInfo.ts";
import { clientAddress } from "./requestState.ts";
import { errorResponse } from "./validation.ts";

/** Issue 4: codes live 10 minutes and lock after 5 wrong tries. */
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_TRIES = 5;

const codeHash = (email: string, code: string) => createHash("sha256").update(`${email}\n${code}`).digest("hex");

export interface EmailAuthDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  limits: RateLimits;
  log: Logger;
  traderIds: () => Promise<readonly string[]>;
}

/** E-mail code login (spec §4): send a code, enter the code, get a session. */
export function emailAuthRoutes(deps: EmailAuthDeps, register: Register): void {
  register(be.sendCode, async (c) => {
    const email = c.req.valid("json").email.trim().toLowerCase();
    if (!emailAddress.safeParse(email).success) return errorResponse(c, 400, "invalidEmail");
    await spendLimits(c, deps.limits, [
      ["sendCodeIp", clientAddress(c.req.raw)],
      ["sendCodeEmail", email],
    ]);
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    const now = Date.now();
    await putLoginCode(deps.db, email, { codeHash: codeHash(email, code), expiresAt: now + CODE_TTL_MS, attempts: 0, createdAt: now });
    const ru = requestInfo(c.req.raw).locale === "ru";
    try {
      await deps.mailer.send({
        to: email,
        subject: ru ? `Код входа Raidkit: ${code}` : `Your Raidkit login code: ${code}`,
        text: ru
          ? `Ваш код входа: ${code}\nОн действует 10 минут. Если вы не запрашивали код, просто проигнорируйте это письмо.`
          : `Your login code: ${code}\nIt is valid for 10 minutes. If you did not ask for it, ignore this e-mail.`,
      });
    } catch (err) {
      deps.log.warn({ err: (err as Error).message }, "login e-mail not sent");
      await deleteLoginCode(deps.db, email);
      return errorResponse(c, 502, "emailSendFailed");
    }
    return c.json({ ok: true as const }, 200);
  });

  register(be.verifyCode, async (c) => {
    const input = c.req.valid("json");
    await spendLimits(c, deps.limits, [["verifyIp", clientAddress(c.req.raw)]]);
    const email = input.email.trim().toLowerCase();
    const code = input.code.trim();
    const stored = await getLoginCode(deps.db, email);
    const now = Date.now();
    if (!stored || stored.expiresAt <= now || stored.attempts >= CODE_MAX_TRIES) return errorResponse(c, 400, "invalidCode");
    // A malformed code is just a wrong code: its hash matches nothing, and it counts as a try.
    const expected = Buffer.from(stored.codeHash, "hex");
    const given = Buffer.from(codeHash(email, code), "hex");
    if (!timingSafeEqual(expected, given)) {
      const tries = await countWrongCode(deps.db, email);
      if (tries >= CODE_MAX_TRIES) deps.log.info({ tries }, "login code locked after wrong tries");
      return errorResponse(c, 400, "invalidCode");
    }
    await deleteLoginCode(deps.db, email);
    const user = (await findUser(deps.db, { email })) ?? (await createUser(deps.db, { email, fraction: newCharFaction(requestInfo(c.req.raw).locale), now }));
    const token = await startSession(deps.db, user.uid, now);
    const account = await loadAccount(deps.db, user.uid, now);
    if (!account) throw new Error("a user who just logged in has no PMC");
    c.header("set-cookie", sessionCookie(token, c.req.raw));
    c.header("cache-control", "no-store");
    return c.json(await userReplyOf(deps.db, account, await deps.traderIds()), 200);
  });
}
