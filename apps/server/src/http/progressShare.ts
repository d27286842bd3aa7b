import { createHash, randomBytes } from "node:crypto";
import type { ShareAcceptReply, SharedProgressReply } from "@raidkit/api";
import * as be from "@raidkit/api/be";
import { acceptProgressShare, createProgressShare, deleteProgressShare, listProgressShares, type ShareView, sharedWithViewer } from "@raidkit/db";
import { parseLoyaltyLevel } from "@raidkit/game";
import { progressOf, resetAfterWipe } from "../services/account.ts";
import { accountOf } from "./accountGate.ts";
import type { Register } from "./declared.ts";
import type { ProgressionDeps } from "./progression.ts";
import { requestGlobalSettings } from "./requestState.ts";
import { errorResponse } from "./validation.ts";

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
export function progressShareRoutes(deps: ProgressionDeps, register: Register): void {
  const { db } = deps;

  // Pro only: a free user's progress lives in the browser and cannot be shared.
  register(be.shareCreate, async (c) => {
    const account = accountOf(c);
    const token = randomBytes(32).toString("base64url");
    const id = randomBytes(12).toString("base64url");
    await createProgressShare(db, { id, tokenHash: tokenHash(token), ownerUid: account.user.uid, charUid: account.char.uid });
    c.header("cache-control", "no-store");
    return c.json({ id, token, path: `/progression/dashboard?share=${token}` }, 200);
  });

  register(be.shares, async (c) => {
    c.header("cache-control", "no-store");
    return c.json(await listProgressShares(db, accountOf(c).user.uid), 200);
  });

  // Unknown, revoked or own link: 404; taken by another user: 409; accepted by this user before: 200 again.
  register(be.shareAccept, async (c) => {
    const result = await acceptProgressShare(db, tokenHash(c.req.valid("json").token), accountOf(c).user.uid);
    if (result.status === "invalid") return errorResponse(c, 404, "shareNotValid");
    if (result.status === "taken") return errorResponse(c, 409, "shareAlreadyAccepted");
    c.header("cache-control", "no-store");
    return c.json(acceptReply(result.share), 200);
  });

  // Read-only, for the viewer who accepted the share; anyone else gets the same 404.
  register(be.sharedProgress, async (c) => {
    const { id } = c.req.valid("param");
    const viewerUid = accountOf(c).user.uid;
    let share = await sharedWithViewer(db, id, viewerUid);
    if (!share) return errorResponse(c, 404, "shareNotValid");
    // The owner's PVP progress from before a game wipe is gone for the viewer too (the reset the
    // owner's next request would do).
    if (await resetAfterWipe(db, share.char, () => requestGlobalSettings(c.req.raw, db))) {
      share = await sharedWithViewer(db, id, viewerUid);
      if (!share) return errorResponse(c, 404, "shareNotValid");
    }
    const [progress, known] = await Promise.all([progressOf(db, share.char.uid), deps.known.get()]);
    const { char } = share;
    c.header("cache-control", "no-store");
    return c.json(
      {
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
      } satisfies SharedProgressReply,
      200,
    );
  });

  // The owner revokes the link, or the viewer drops the share; for anyone else there is no such share.
  register(be.shareDelete, async (c) => {
    if (!(await deleteProgressShare(db, c.req.valid("param").id, accountOf(c).user.uid))) return errorResponse(c, 404, "shareNotValid");
    return c.json({ ok: true as const }, 200);
  });
}
