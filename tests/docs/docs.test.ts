// The README and docs/ held to the code: every variable config.ts reads, every npm script, the layout,
// every dependency with its reason, every relative link, and a status on every decision note.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers/paths.ts";

const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const readme = read("README.md");
const rootPackage = JSON.parse(read("package.json")) as { workspaces: string[]; scripts: Record<string, string> };

/** A markdown section: from its "## " heading to the next one. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`no section "## ${heading}"`);
  const next = markdown.indexOf("\n## ", start + 1);
  return markdown.slice(start, next < 0 ? undefined : next);
}

/** Every markdown file of docs/, decision notes included, as repository paths. */
function docsFiles(dir = "docs"): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? docsFiles(`${dir}/${e.name}`) : e.name.endsWith(".md") ? [`${dir}/${e.name}`] : [],
  );
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");

describe("README", () => {
  it("starts with the two set-up commands and stays under 250 lines", () => {
    const top = readme.split("\n").slice(0, 20).join("\n");
    expect(top).toMatch(/^npm ci && npm start +#/m);
    expect(top).toMatch(/^npm test +#/m);
    expect(readme.split("\n").length - 1).toBeLessThanOrEqual(250);
  });

  it("lists every variable the server reads in its configuration table, and no other", () => {
    const config = read("apps/server/src/config.ts");
    const readByServer = new Set([...config.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]));
    expect(readByServer.size).toBeGreaterThan(30);
    const table = section(readme, "Configuration");
    const rows = table.split("\n").filter((line) => line.startsWith("| `"));
    const documented = new Set(rows.flatMap((row) => [...(row.split("|")[1] ?? "").matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1])));
    expect([...readByServer].filter((name) => !documented.has(name))).toEqual([]);
    // DEPLOY_DATE is read by the start script (apps/server/src/start.ts), the rest by config.ts.
    const start = read("apps/server/src/start.ts");
    expect([...documented].filter((name) => !readByServer.has(name) && !start.includes(`process.env.${name}`))).toEqual([]);
  });

  it("names every npm script in its commands table, and no script that is gone", () => {
    const commands = section(readme, "Commands");
    const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const named = (script: string) => new RegExp(`\`npm (run )?${escapeRegExp(script)}(?![\\w:-])`).test(commands) || commands.includes(`\`${script}\``);
    expect(Object.keys(rootPackage.scripts).filter((script) => !named(script))).toEqual([]);
    const mentioned = [...commands.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1] ?? "");
    expect(mentioned.filter((script) => !(script in rootPackage.scripts))).toEqual([]);
  });

  it("has a layout naming every workspace and top-level folder, each of which exists", () => {
    const block = section(readme, "Layout").split("```")[1] ?? "";
    const entries = block
      .split("\n")
      .filter((line) => /^\S/.test(line))
      .map((line) => line.split(/\s+/)[0]?.replace(/\/$/, "") ?? "");
    for (const entry of entries) expect(existsSync(path.join(ROOT, entry)), entry).toBe(true);
    const ignored = read(".gitignore")
      .split("\n")
      .filter((line) => /^[^/]+\/$/.test(line))
      .map((line) => line.slice(0, -1));
    const folders = readdirSync(ROOT, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith(".") && !ignored.includes(e.name))
      .map((e) => e.name);
    const tops = new Set(entries.map((entry) => entry.split("/")[0]));
    expect(folders.filter((folder) => !tops.has(folder))).toEqual([]);
    expect(rootPackage.workspaces.filter((workspace) => !entries.includes(workspace))).toEqual([]);
  });

  it("gives a reason for every dependency (docs/dependencies.md)", () => {
    const manifests = ["package.json", ...rootPackage.workspaces.map((w) => `${w}/package.json`)];
    const dependencies = new Set(
      manifests.flatMap((file) => {
        const manifest = JSON.parse(read(file)) as Record<string, Record<string, string> | undefined>;
        return ["dependencies", "devDependencies", "optionalDependencies", "peerDependencies"].flatMap((kind) => Object.keys(manifest[kind] ?? {}));
      }),
    );
    const listed = new Set(
      read("docs/dependencies.md")
        .split("\n")
        .filter((line) => line.startsWith("| ") && !line.startsWith("| Package") && !line.startsWith("| ---"))
        .flatMap((line) => (line.split("|")[1] ?? "").split(/[\s,()+]+/).filter(Boolean)),
    );
    // The type definitions of a listed package (`@types/x` for x) are part of that choice.
    const reasonless = [...dependencies].filter(
      (name) => !name.startsWith("@raidkit/") && !listed.has(name) && !(name.startsWith("@types/") && listed.has(name.slice("@types/".length))),
    );
    expect(reasonless).toEqual([]);
  });
});

describe("docs", () => {
  const files = ["README.md", ...docsFiles()];

  it("links only to files of the repository that exist, and to headings that exist", () => {
    const broken: string[] = [];
    for (const file of files) {
      const text = read(file);
      const headings = new Set([...text.matchAll(/^#+ (.+)$/gm)].map((m) => anchorOf(m[1] ?? "")));
      for (const [, target = ""] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target)) continue;
        const [targetFile = "", anchor] = target.split("#");
        if (targetFile === "") {
          if (anchor && !headings.has(anchor)) broken.push(`${file}: #${anchor}`);
          continue;
        }
        const resolved = path.resolve(ROOT, path.dirname(file), targetFile);
        if (!resolved.startsWith(`${ROOT}${path.sep}`) || !existsSync(resolved)) broken.push(`${file}: ${target}`);
      }
      if (text.includes("../shared/")) broken.push(`${file}: ../shared/ is outside the repository`);
    }
    expect(broken).toEqual([]);
  });

  it("gives every decision note a number of its own and a status line under its title", () => {
    const notes = readdirSync(path.join(ROOT, "docs/decisions")).filter((name) => name.endsWith(".md"));
    expect(notes.length).toBeGreaterThan(40);
    const numbers = notes.map((name) => name.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
    const missing = notes.filter((name) => {
      const head = readFileSync(path.join(ROOT, "docs/decisions", name), "utf8")
        .split("\n")
        .slice(0, 4);
      return !(head[0]?.startsWith(`# ${name.slice(0, 3)} `) && head.some((line) => /^Status: \S/.test(line)));
    });
    expect(missing).toEqual([]);
  });
});
