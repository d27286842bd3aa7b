// Writes the nine incomplete locales with exactly the English keys and empty texts (they fall back
// to English). Run after adding keys to en.json: `node scripts/sync-locales.ts`.
import { readFileSync, writeFileSync } from "node:fs";

const dir = new URL("../apps/web/app/locales/", import.meta.url);
const en = JSON.parse(readFileSync(new URL("en.json", dir), "utf8"));
const empty = (value: unknown): unknown => (value && typeof value === "object" ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, empty(v)])) : "");
for (const code of ["de", "fr", "es", "cz", "cn", "hu", "tr", "jp", "kr"]) {
  writeFileSync(new URL(`${code}.json`, dir), `${JSON.stringify(empty(en), null, 2)}\n`);
}
