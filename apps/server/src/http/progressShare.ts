import { createHash, randomBytes } from "node:crypto";
import { type ShareAcceptReply, type ShareCreateReply, type SharedProgressReply, type SharesReply, shareAcceptRequest, shareParams } from "@raidkit/api";
import { acceptProgressShare, createProgressShare, deleteProgressShare, listProgressShares, type ShareView, sharedWithViewer } from "@raidkit/db";
import { parseLoyaltyLevel } from "@raidkit/game";
import { Hono } from "hono";
import { progressOf, resetAfterWipe } from "../services/account.ts";
import { needLogin, needPro, writeLimits } from "./accountGate.ts";
import type { ProgressionDeps } from "./progression.ts";
import { requestGlobalSettings } from "./requestState.ts";
import { errorResponse, jsonBody, validate } from "./validation.ts";

/** Share links are found by the SHA-256 of their token (as sessions are). */
const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

const acceptReply = (share: ShareView): ShareAcceptReply => ({
  id: share.id,
  ownerName: share.ownerName,
  charName: share.char.charName,
  gameMode: share.char.gameMode,
  fraction: share.char.fraction,
});

/**
 * Spec §4 "Session sharing" under /api/be/progression: a Pro user shares the selected PMC's
 * progress with one other user, who reads it and can never change it (no write call takes a
 * share id). The logic lives in the progressShares repository; these routes check who may ask.
 */
export function progressShareRoutes(deps: ProgressionDeps): Hono {
  const app = new Hono();
  const { db } = deps;

  // Pro only: a free user's progress lives in the browser and cannot be shared.
  app.post("/share", async (c) => {
    const gate = needPro(c);
    if (!gate.ok) return gate.response;
    const limited = await writeLimits(c, deps.limits, gate.account);
    if (limited) return limited;
    const token = randomBytes(32).toString("base64url");
    const id = randomBytes(12).toString("base64url");
    await createProgressShare(db, { id, tokenHash: tokenHash(token), ownerUid: gate.account.user.uid, charUid: gate.account.char.uid });
    c.header("cache-control", "no-store");
    return c.json({ id, token, path: `/progression/dashboard?share=${token}` } satisfies ShareCreateReply);
  });

  app.get("/shares", async (c) => {
    const gate = needLogin(c);
    if (!gate.ok) return gate.response;
    c.header("cache-control", "no-store");
    return c.json((await listProgressShares(db, gate.account.user.uid)) satisfies SharesReply);
  });

  // Unknown, revoked or own link: 404; taken by another user: 409; accepted by this user before: 200 again.
  app.post("/share/accept", async (c) => {
    const gate = needLogin(c);
    if (!gate.ok) return gate.response;
    const input = await jsonBody(c, shareAcceptRequest);
    if (!input.ok) return input.response;
    const limited = await writeLimits(c, deps.limits, gate.account);
    if (limited) return limited;
    const result = await acceptProgressShare(db, tokenHash(input.value.token), gate.account.user.uid);
    if (result.status === "invalid") return errorResponse(c, 404, "shareNotValid");
    if (result.status === "taken") return errorResponse(c, 409, "shareAlreadyAccepted");
    c.header("cache-control", "no-store");
    return c.json(acceptReply(result.share));
  });

  // Read-only, for the viewer who accepted the share; anyone else gets the same 404.
  app.get("/shared/:id", async (c) => {
    const gate = needLogin(c);
    if (!gate.ok) return gate.response;
    const params = validate(c, shareParams, c.req.param());
    if (!params.ok) return params.response;
    const viewerUid = gate.account.user.uid;
    let share = await sharedWithViewer(db, params.value.id, viewerUid);
    if (!share) return errorResponse(c, 404, "shareNotValid");
    // The owner's PVP progress from before a game wipe is gone for the viewer too (the reset the
    // owner's next request would do).
    if (await resetAfterWipe(db, share.char, () => requestGlobalSettings(c.req.raw, db))) {
      share = await sharedWithViewer(db, params.value.id, viewerUid);
      if (!share) return errorResponse(c, 404, "shareNotValid");
    }
    const [progress, known] = await Promise.all([progressOf(db, share.char.uid), deps.known.get()]);
    const { char } = share;
    c.header("cache-control", "no-store");
    return c.json({
      id: share.id,
      ownerName: share.ownerName,
      charName: char.charName,
      fraction: char.fraction,
      level: char.level,
      gameMode: char.gameMode,
      gameEdition: char.gameEdition,
      questsDone: progress.questsDone,
      questsFailed: progress.questsFailed,
      modulesBuilt: progress.modulesBuilt,
      itemsFound: progress.itemsFound,
      // Spec §9: unset loyalty levels read as 1, as in the owner's own user reply.
      tradersLL: Object.fromEntries(known.traders.map((trader) => [trader, parseLoyaltyLevel(progress.tradersLL[trader])])),
    } satisfies SharedProgressReply);
  });

  // The owner revokes the link, or the viewer drops the share; for anyone else there is no such share.
  app.delete("/share/:id", async (c) => {
    const gate = needLogin(c);
    if (!gate.ok) return gate.response;
    const params = validate(c, shareParams, c.req.param());
    if (!params.ok) return params.response;
    const limited = await writeLimits(c, deps.limits, gate.account);
    if (limited) return limited;
    if (!(await deleteProgressShare(db, params.value.id, gate.account.user.uid))) return errorResponse(c, 404, "shareNotValid");
    return c.json({ ok: true as const });
  });

  return app;
}
