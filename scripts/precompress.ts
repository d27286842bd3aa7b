// Writes the brotli (quality 11) and gzip forms of every compressible file of the web build beside it
// (`x.js.br`, `x.js.gz`), so the server never compresses an asset while a player waits (issue 21).
// Run by the build (scripts/buildIfNeeded.ts); `node scripts/precompress.ts [dir]` runs it by hand.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { COMPRESSIBLE } from "../apps/server/src/http/staticFiles.ts";
import { ROOT } from "./buildIfNeeded.ts";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

/** Precompresses the files under `dir`; answers how many it wrote. */
export function precompress(dir: string): number {
  let written = 0;
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.has(path.extname(file).toLowerCase())) continue;
    const raw = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }));
    writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
    written += 1;
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? path.join(ROOT, "apps/web/build/client");
  console.log(`precompressed ${precompress(dir)} files in ${dir}`);
}
