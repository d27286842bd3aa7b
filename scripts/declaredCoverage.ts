// After the API suites: fails when a reply some declaration names (a call and a status of
// packages/api be/ or v1/) was never met by any test. Every reply a test meets is parsed with its
// declaration as it happens (tests/helpers/declaredReplies.ts), which appends it to the file read here.
import { readFileSync } from "node:fs";
import { BE_ROUTES } from "@raidkit/api/be";
import { V1_ROUTES } from "@raidkit/api/v1";

const file = process.argv[2];
if (!file) throw new Error("usage: node scripts/declaredCoverage.ts <file of met replies>");
const met = new Set(readFileSync(file, "utf8").split("\n").filter(Boolean));
const declared = [...BE_ROUTES, ...V1_ROUTES].flatMap((route) => Object.keys(route.responses).map((status) => `${route.operationId} ${status}`));
const missing = declared.filter((pair) => !met.has(pair));
if (missing.length > 0) {
  console.error(`✖ declared replies no test met (call status):\n  ${missing.join("\n  ")}`);
  process.exit(1);
}
console.log(`✔ every declared reply was met and parsed: ${declared.length} (call, status) pairs of ${BE_ROUTES.length + V1_ROUTES.length} calls`);
