import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { FEATURES_DIR, foldersOf, ZONES_FILE, zones } from "./zones.ts";

const root = fileURLToPath(new URL("../../", import.meta.url));
const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), "utf8"));

describe("import zones", () => {
  it("biome.json extends the zones file, and the file is what scripts/lint/zones.ts makes from the folders", () => {
    expect(readJson("biome.json").extends).toContain(`./${ZONES_FILE}`);
    // A feature folder added without running `node scripts/lint/zones.ts` fails here.
    expect(readJson(ZONES_FILE)).toEqual(zones());
  });

  it("has a zone for every feature folder, chat and widgets included", () => {
    const features = foldersOf(FEATURES_DIR);
    expect(features).toEqual(expect.arrayContaining(["chat", "shell", "widgets"]));
    const zoned = zones().overrides.flatMap((o) => o.includes);
    for (const feature of features) expect(zoned).toContain(`${FEATURES_DIR}/${feature}/**`);
    const shell = zones().overrides.find((o) => o.includes[0] === `${FEATURES_DIR}/shell/**`);
    const group = shell?.linter.rules.style.noRestrictedImports.options.patterns[0]?.group;
    expect(group).toEqual(expect.arrayContaining(["../chat/**", "../../widgets/**"]));
    expect(group).not.toContain("../shell/**");
  });

  it("refuses a feature sub-folder named like a feature", () => {
    expect(() => zones([...foldersOf(FEATURES_DIR), "ocr"])).toThrow(/progress\/ocr is named like a feature/);
  });
});

/**
 * Runs Biome with the repository's biome.json and zones file on probe files laid out as in the
 * repository, in a temporary copy (lint of the real tree stays clean): the zones are really applied.
 */
describe("npm run lint's zones, on probe files", () => {
  const dir = mkdtempSync(join(tmpdir(), "raidkit-zones-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const { vcs: _vcs, $schema: _schema, ...config } = readJson("biome.json");
  const { $schema: _zonesSchema, ...zonesFile } = readJson(ZONES_FILE);
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write("biome.json", JSON.stringify(config));
  write(ZONES_FILE, JSON.stringify(zonesFile));
  const probes: Record<string, string> = {
    // refused
    "apps/web/app/features/shell/CrossFeature.ts": `import { ChatToggle } from "../chat/ChatToggle.tsx";\nexport const x = ChatToggle;\n`,
    "apps/web/app/features/admin/ops/CrossFeature.ts": `import { x as y } from "../../widgets/scrollTextUrl.ts";\nexport const x = y;\n`,
    "apps/server/src/services/ImportsHttp.ts": `import { CompressedBody } from "../http/compression.ts";\nexport const x = CompressedBody;\n`,
    "apps/server/src/services/adminDataKinds/ImportsJobs.ts": `import { liveJobs } from "../../jobs/liveData.ts";\nexport const x = liveJobs;\n`,
    // allowed
    "apps/web/app/features/shell/Fine.ts": `import { a } from "./AlertBanner.tsx";\nimport { b } from "../../shared/rootData.ts";\nimport { c } from "../../ui/Meter.tsx";\nexport const x = [a, b, c];\n`,
    "apps/web/app/features/admin/ops/Fine.ts": `import { a } from "../users/x.ts";\nimport { b } from "../AdminPage.tsx";\nexport const x = [a, b];\n`,
    "apps/server/src/services/Fine.ts": `import { a } from "./shell.ts";\nimport { b } from "../logger.ts";\nexport const x = [a, b];\n`,
    "apps/server/src/http/Fine.ts": `import { a } from "../services/shell.ts";\nimport { b } from "../jobs/liveData.ts";\nexport const x = [a, b];\n`,
  };
  for (const [path, text] of Object.entries(probes)) write(path, text);
  const run = spawnSync(join(root, "node_modules/.bin/biome"), ["lint", "--only=style/noRestrictedImports", "--max-diagnostics=100", "."], {
    cwd: dir,
    encoding: "utf8",
  });
  const output = `${run.stdout}${run.stderr}`;
  const flagged = new Set([...output.matchAll(/^(\S+):\d+:\d+ lint\/style\/noRestrictedImports/gm)].map((m) => m[1] ?? ""));

  it("fails (nonzero exit)", () => {
    expect(run.status, output).not.toBe(0);
  });

  it("refuses a cross-feature import, from a feature's root and from its sub-folders", () => {
    expect(flagged).toContain("apps/web/app/features/shell/CrossFeature.ts");
    expect(flagged).toContain("apps/web/app/features/admin/ops/CrossFeature.ts");
  });

  it("refuses services importing http or jobs", () => {
    expect(flagged).toContain("apps/server/src/services/ImportsHttp.ts");
    expect(flagged).toContain("apps/server/src/services/adminDataKinds/ImportsJobs.ts");
  });

  it("lets a feature import itself, app/shared and app/ui, and lets http and jobs import services", () => {
    expect([...flagged].filter((path) => path.endsWith("Fine.ts"))).toEqual([]);
    expect(flagged.size).toBe(4);
  });
});
