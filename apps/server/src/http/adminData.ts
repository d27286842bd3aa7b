import type { AdminDataDiffEntry } from "@raidkit/api";
import * as be from "@raidkit/api/be";
import type { AdminDataService } from "../services/adminData.ts";
import { diffRecords } from "../services/adminDataDiff.ts";
import { type DataRow, searchRows, sortRows, usedRows } from "../services/adminDataKinds/rows.ts";
import type { Register } from "./declared.ts";
import { requestInfo } from "./requestInfo.ts";
import { errorResponse } from "./validation.ts";

export interface AdminDataDeps {
  data: AdminDataService;
}

const NOT_A_COLUMN = { en: "is not a column of this table", ru: "нет такого столбца в этой таблице" };

/**
 * /api/be/admin/data/{kind} and /compare (issue 19): the game data as the site uses it, a page at a
 * time (searched and sorted on the server, so replies stay small), and the live source's records
 * against the pack's. Read-only, admins only (the gate answers 404 to everyone else).
 */
export function adminDataRoutes(deps: AdminDataDeps, register: Register): void {
  register(be.adminData, async (c) => {
    const { kind } = c.req.valid("param");
    const query = c.req.valid("query");
    const { locale } = requestInfo(c.req.raw);
    const table = await deps.data.table(kind, query.mode, locale);
    if (query.sort !== undefined && !table.columns.some((col) => col.key === query.sort)) {
      return errorResponse(c, 400, "invalidInput", [{ path: "sort", message: NOT_A_COLUMN[locale === "ru" ? "ru" : "en"] }]);
    }
    let rows: DataRow[] = usedRows(table);
    if (query.ids) {
      const wanted = query.ids;
      rows = wanted.flatMap((id) => rows.find((r) => r.id === id) ?? []);
    }
    rows = searchRows(rows, query.q);
    if (query.sort) rows = sortRows(rows, query.sort, query.dir, locale);
    c.header("cache-control", "no-store");
    return c.json(
      {
        kind,
        mode: query.mode,
        source: table.source,
        columns: table.columns,
        total: rows.length,
        rows: rows.slice(query.offset, query.offset + query.limit).map((r) => ({ id: r.id, cells: r.cells })),
      },
      200,
    );
  });

  register(be.adminDataCompare, async (c) => {
    const { kind } = c.req.valid("param");
    const query = c.req.valid("query");
    const { locale } = requestInfo(c.req.raw);
    const table = await deps.data.table(kind, query.mode, locale);
    const labels = new Map<string, string>();
    const entriesOf = (rows: readonly DataRow[]) =>
      rows.map((r) => {
        labels.set(r.id, r.label);
        return [r.id, r.cells] as const;
      });
    const live = table.live ?? [];
    const diff = diffRecords(entriesOf(table.pack), entriesOf(live), { ignore: table.notCompared });
    const asFields = (cells: Record<string, unknown>, side: "before" | "after") =>
      table.columns
        .filter((col) => !table.notCompared.includes(col.key))
        .map((col) => {
          const value = (cells[col.key] ?? null) as string | number | boolean | null;
          return { field: col.key, before: side === "before" ? value : null, after: side === "after" ? value : null };
        });
    const all: AdminDataDiffEntry[] = table.live
      ? [
          ...diff.changed.map((d) => ({ id: d.id, label: labels.get(d.id) ?? d.id, change: "changed" as const, fields: d.fields })),
          ...diff.added.map((d) => ({ id: d.id, label: labels.get(d.id) ?? d.id, change: "added" as const, fields: asFields(d.record, "after") })),
          ...diff.removed.map((d) => ({ id: d.id, label: labels.get(d.id) ?? d.id, change: "removed" as const, fields: asFields(d.record, "before") })),
        ]
      : [];
    const filtered = searchRows(
      all.filter((e) => query.change === "all" || e.change === query.change),
      query.q,
    );
    c.header("cache-control", "no-store");
    return c.json(
      {
        kind,
        mode: query.mode,
        source: table.source,
        hasLive: table.live !== null,
        columns: table.columns,
        counts: {
          pack: table.pack.length,
          live: live.length,
          added: table.live ? diff.added.length : 0,
          removed: table.live ? diff.removed.length : 0,
          changed: table.live ? diff.changed.length : 0,
          same: table.live ? diff.same : 0,
        },
        total: filtered.length,
        entries: filtered.slice(query.offset, query.offset + query.limit),
      },
      200,
    );
  });
}
