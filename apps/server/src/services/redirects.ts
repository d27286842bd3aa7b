import { type Database, listRedirects } from "@raidkit/db";
import { redirectKey } from "@raidkit/game";
import type { Kysely } from "kysely";

/** The redirects table held in memory; every request is checked against it without a query. */
export class RedirectService {
  private table = new Map<string, string>();
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  async reload(): Promise<void> {
    const rows = await listRedirects(this.db);
    this.table = new Map(rows.map((r) => [redirectKey(r.path), r.target]));
  }

  lookup(pathname: string): string | null {
    return this.table.get(redirectKey(pathname)) ?? null;
  }
}
