import {
  acceptProgressShare,
  changeCharEntries,
  createProgressShare,
  createUser,
  type DatabaseHandle,
  migrateToLatest,
  readCharEntries,
  resetCharAfterWipe,
} from "@raidkit/db";
import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as m001 from "../../packages/db/src/migrations/001_initial.ts";
import * as m002 from "../../packages/db/src/migrations/002_price_history.ts";
import * as m003 from "../../packages/db/src/migrations/003_hourly_months.ts";
import * as m004 from "../../packages/db/src/migrations/004_postgres_tuning.ts";
import * as m005 from "../../packages/db/src/migrations/005_accounts.ts";
import { engines } from "../helpers/engines.ts";

/**
 * The automatic reset after a game wipe and share-link accepts under concurrency (docs/decisions/014),
 * on SQLite and on PostgreSQL (where racing statements really run on several connections).
 */
const DAY = 86_400_000;
const WIPE_LISTS = ["questsDone", "questsHidden", "modulesBuilt", "itemsFound", "tradersLL"];

describe.each(engines())("wipe reset and share links on $name", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await engine.open();
    // The schema as it was before migration 006, with a character in it.
    const before = { "001_initial": m001, "002_price_history": m002, "003_hourly_months": m003, "004_postgres_tuning": m004, "005_accounts": m005 };
    const { error } = await new Migrator({ db: handle.db, provider: { getMigrations: async () => before } }).migrateToLatest();
    if (error) throw error;
  });
  afterAll(async () => {
    await handle.close();
  });

  it("migration 006 starts existing characters' progress at their creation", async () => {
    const created = Date.parse("2025-06-01T10:00:00Z");
    await sql`insert into chars (uid, user_uid, char_name, fraction, level, game_mode, game_edition, created_at)
      values ('old-char', 'old-user', '', 'USEC', 12, 'pvp', 'Standard', ${created})`.execute(handle.db);
    // 006 runs now (later migrations follow it).
    expect((await migrateToLatest(handle.db))[0]).toBe("006_wipe_reset_and_shares");
    const row = await handle.db.selectFrom("chars").select(["progress_since", "level"]).where("uid", "=", "old-char").executeTakeFirstOrThrow();
    expect(Number(row.progress_since)).toBe(created);
    expect(row.level).toBe(12);
  });

  it("racing resets empty the progress exactly once; progress made after it stays", async () => {
    const now = Date.now();
    const user = await createUser(handle.db, { email: `wipe-${engine.name}@example.test`, fraction: "USEC", now: now - 10 * DAY });
    const charUid = user.charUid;
    const put = WIPE_LISTS.map((list, i) => ({ list, key: `k${i}`, value: 1 }));
    await changeCharEntries(handle.db, charUid, { put: [...put, { list: "somethingElse", key: "kept", value: 1 }], remove: [] });
    const wipeDate = now - 2 * DAY;

    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => resetCharAfterWipe(handle.db, charUid, wipeDate, WIPE_LISTS, now + i)));
    expect(results.filter(Boolean)).toHaveLength(1);
    const row = await handle.db.selectFrom("chars").select(["progress_since", "level"]).where("uid", "=", charUid).executeTakeFirstOrThrow();
    expect(Number(row.progress_since)).toBe(now + results.indexOf(true));
    expect(row.level).toBe(1);
    const left = await readCharEntries(handle.db, charUid);
    expect([...left.keys()]).toEqual(["somethingElse"]);

    await changeCharEntries(handle.db, charUid, { put: [{ list: "questsDone", key: "after", value: 1 }], remove: [] });
    expect(await resetCharAfterWipe(handle.db, charUid, wipeDate, WIPE_LISTS, now + 100)).toBe(false);
    expect([...((await readCharEntries(handle.db, charUid)).get("questsDone")?.keys() ?? [])]).toEqual(["after"]);
    // A newer wipe resets again.
    expect(await resetCharAfterWipe(handle.db, charUid, now + 50, WIPE_LISTS, now + 200)).toBe(true);
    expect((await readCharEntries(handle.db, charUid)).get("questsDone")).toBeUndefined();
  });

  it("of many users accepting one link at once, exactly one gets it; the others find it taken", async () => {
    const owner = await createUser(handle.db, { email: `owner-${engine.name}@example.test`, fraction: "USEC" });
    const viewers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => createUser(handle.db, { email: `viewer-${i}-${engine.name}@example.test`, fraction: "Bear" })),
    );
    await createProgressShare(handle.db, { id: `share-${engine.name}`, tokenHash: `hash-${engine.name}`, ownerUid: owner.uid, charUid: owner.charUid });
    const results = await Promise.all(viewers.map((v) => acceptProgressShare(handle.db, `hash-${engine.name}`, v.uid)));
    const winners = results.flatMap((r, i) => (r.status === "accepted" ? [viewers[i]?.uid] : []));
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.status === "taken")).toHaveLength(7);
    const row = await handle.db.selectFrom("progress_shares").select("viewer_uid").where("id", "=", `share-${engine.name}`).executeTakeFirstOrThrow();
    expect(row.viewer_uid).toBe(winners[0]);
    // The winner again: accepted; the owner: not valid; an unknown token: not valid.
    expect((await acceptProgressShare(handle.db, `hash-${engine.name}`, winners[0] as string)).status).toBe("accepted");
    expect((await acceptProgressShare(handle.db, `hash-${engine.name}`, owner.uid)).status).toBe("invalid");
    expect((await acceptProgressShare(handle.db, "no-such-hash", winners[0] as string)).status).toBe("invalid");
    // Once accepted, the others trying again at once change nothing.
    const again = await Promise.all(viewers.map((v) => acceptProgressShare(handle.db, `hash-${engine.name}`, v.uid)));
    expect(again.map((r) => r.status).sort()).toEqual(["accepted", ...Array.from({ length: 7 }, () => "taken")]);
    expect(
      (await handle.db.selectFrom("progress_shares").select("viewer_uid").where("id", "=", `share-${engine.name}`).executeTakeFirstOrThrow()).viewer_uid,
    ).toBe(winners[0]);
  });
});
