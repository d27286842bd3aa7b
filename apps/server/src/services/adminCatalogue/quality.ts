import type { AdminQualityReply, QualityVerdict } from "@raidkit/api";
import { catalogueOverrides, clearOverride, type Database, setOverride } from "@raidkit/db";
import { intlTag, type Locale, type QualityOverride } from "@raidkit/game";
import type { Kysely } from "kysely";
import { type AdminCatalogueDeps, type FieldChanges, hasSuspect, type Mode, verdict } from "./shared.ts";

/** /admin/cut-edges: the prices the quality rule doubts, and the admins' verdicts on them. */
export class AdminQualityService {
  private readonly deps: AdminCatalogueDeps;
  private readonly db: Kysely<Database>;
  constructor(deps: AdminCatalogueDeps) {
    this.deps = deps;
    this.db = deps.db;
  }

  async quality(mode: Mode, locale: Locale): Promise<AdminQualityReply> {
    const [cat, overrides] = await Promise.all([this.deps.catalogue.get(locale, mode), catalogueOverrides(this.db)]);
    const rows: QualityVerdict[] = [];
    const counts = { suspect: 0, trusted: 0, forced: 0 };
    for (const i of cat.items) {
      const override = overrides.quality.get(`${i.uid}|${mode}`) ?? null;
      const v = verdict(i, mode, cat, override);
      const suspect = hasSuspect(v.rule);
      if (suspect) counts.suspect++;
      if (override === "trust") counts.trusted++;
      if (override === "suspect") counts.forced++;
      if (suspect || override) rows.push(v);
    }
    const collator = new Intl.Collator(intlTag(locale));
    rows.sort((a, b) => Number(b.override !== null) - Number(a.override !== null) || collator.compare(a.name, b.name));
    return { mode, asOf: cat.quality.asOf, staleAfterMs: cat.quality.staleAfterMs, counts, rows };
  }

  /** The verdict an item of a mode gets now (after a change, the rebuilt catalogue's). */
  async verdictOf(uid: string, mode: Mode, locale: Locale): Promise<QualityVerdict | null> {
    const [cat, overrides] = await Promise.all([this.deps.catalogue.get(locale, mode), catalogueOverrides(this.db)]);
    const i = cat.byUid.get(uid);
    return i ? verdict(i, mode, cat, overrides.quality.get(`${uid}|${mode}`) ?? null) : null;
  }

  async setQuality(uid: string, mode: Mode, verdict: QualityOverride | null, adminUid: string): Promise<FieldChanges> {
    const before = (await catalogueOverrides(this.db)).quality.get(`${uid}|${mode}`) ?? null;
    if (before === verdict) return { before: {}, after: {} };
    if (verdict === null) await clearOverride(this.db, "quality", uid, mode);
    else await setOverride(this.db, { kind: "quality", target: uid, field: mode, value: verdict, adminUid });
    return { before: { [mode]: before }, after: { [mode]: verdict } };
  }
}
