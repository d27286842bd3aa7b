import { type CraftRun, type CraftRunKind, orderCraftRuns, type StoredRunState } from "@raidkit/game";
import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/** A Pro player's crafts and barters of one PMC (migration 027, docs/decisions/062), in packages/game's order. */
export async function readCraftRuns(db: Kysely<Database>, charUid: string): Promise<CraftRun[]> {
  const rows = await db.selectFrom("craft_runs").selectAll().where("char_uid", "=", charUid).execute();
  return orderCraftRuns(
    rows.map((r) => ({
      id: r.id,
      kind: r.kind as CraftRunKind,
      recipeId: r.recipe_id,
      startedAt: Number(r.started_at),
      endsAt: Number(r.ends_at),
      state: r.state as StoredRunState,
      finishedAt: r.finished_at === null ? null : Number(r.finished_at),
    })),
  );
}

/**
 * Stores a PMC's list as packages/game left it after a change: the changed and new rows written,
 * the rows it no longer keeps (finished ones past the kept number) deleted, in one transaction.
 */
export async function saveCraftRuns(db: Kysely<Database>, charUid: string, before: readonly CraftRun[], after: readonly CraftRun[]): Promise<void> {
  const old = new Map(before.map((r) => [r.id, r]));
  const kept = new Set(after.map((r) => r.id));
  await db.transaction().execute(async (trx) => {
    const gone = before.filter((r) => !kept.has(r.id)).map((r) => r.id);
    if (gone.length > 0) await trx.deleteFrom("craft_runs").where("char_uid", "=", charUid).where("id", "in", gone).execute();
    for (const run of after) {
      const was = old.get(run.id);
      if (!was) {
        await trx
          .insertInto("craft_runs")
          .values({
            id: run.id,
            char_uid: charUid,
            kind: run.kind,
            recipe_id: run.recipeId,
            started_at: run.startedAt,
            ends_at: run.endsAt,
            state: run.state,
            finished_at: run.finishedAt,
          })
          .execute();
      } else if (was.state !== run.state || was.finishedAt !== run.finishedAt) {
        await trx
          .updateTable("craft_runs")
          .set({ state: run.state, finished_at: run.finishedAt })
          .where("char_uid", "=", charUid)
          .where("id", "=", run.id)
          .execute();
      }
    }
  });
}

/** Spec §4 "reset all" (and the wipe's reset): a PMC's crafts and barters go with its progress (issue 32). */
export async function clearCraftRuns(db: Kysely<Database>, charUid: string): Promise<void> {
  await db.deleteFrom("craft_runs").where("char_uid", "=", charUid).execute();
}
