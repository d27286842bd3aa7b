import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

export interface Redirect {
  path: string;
  target: string;
  status: number;
}

export async function listRedirects(db: Kysely<Database>): Promise<Redirect[]> {
  return db.selectFrom("redirects").selectAll().orderBy("path").execute();
}

export async function putRedirect(db: Kysely<Database>, redirect: Redirect): Promise<void> {
  await db
    .insertInto("redirects")
    .values(redirect)
    .onConflict((oc) => oc.column("path").doUpdateSet({ target: redirect.target, status: redirect.status }))
    .execute();
}

export async function deleteRedirect(db: Kysely<Database>, path: string): Promise<void> {
  await db.deleteFrom("redirects").where("path", "=", path).execute();
}
