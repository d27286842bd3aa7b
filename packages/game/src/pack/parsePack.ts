import type { z } from "zod";

/** A pack file that does not match its schema: names the file, the record and the field. */
export class PackDataError extends Error {
  readonly file: string;
  constructor(file: string, message: string) {
    super(message);
    this.name = "PackDataError";
    this.file = file;
  }
}

type Path = readonly PropertyKey[];

/** "quests[12].taskRequirements[0].status" */
function pathText(path: Path): string {
  return path.map((p, i) => (typeof p === "number" ? `[${p}]` : `${i === 0 ? "" : "."}${String(p)}`)).join("");
}

/** The record a field belongs to: the deepest array element on the path that has an id or a name. */
function recordOf(json: unknown, path: Path): { at: number; label: string } | null {
  let node: unknown = json;
  let found: { at: number; label: string } | null = null;
  for (let i = 0; i < path.length; i++) {
    if (node === null || typeof node !== "object") break;
    node = (node as Record<PropertyKey, unknown>)[path[i] as PropertyKey];
    if (typeof path[i] === "number" && node && typeof node === "object") {
      const r = node as Record<string, unknown>;
      const id = typeof r.id === "string" ? r.id : null;
      const name = typeof r.name === "string" ? r.name : null;
      if (id || name) found = { at: i + 1, label: [id && `id ${id}`, name && `"${name}"`].filter(Boolean).join(", ") };
    }
  }
  return found;
}

/**
 * Parses one pack file's JSON with its schema. On a mismatch, throws a PackDataError such as
 * `quests_2025.json: record quests[12] (id 59ca…, "No Offence"), field taskRequirements[0].status: …`.
 */
export function parsePackJson<S extends z.ZodType>(file: string, schema: S, json: unknown): z.infer<S> {
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw new PackDataError(file, `${file}: does not match its schema`);
  const record = recordOf(json, issue.path);
  const where = record
    ? `record ${pathText(issue.path.slice(0, record.at))} (${record.label}), field ${pathText(issue.path.slice(record.at)) || "(the record)"}`
    : `field ${pathText(issue.path) || "(the file)"}`;
  const more = result.error.issues.length > 1 ? ` (and ${result.error.issues.length - 1} more)` : "";
  throw new PackDataError(file, `${file}: ${where}: ${issue.message}${more}`);
}
