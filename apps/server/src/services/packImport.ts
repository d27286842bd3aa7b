import { type Database, type ImportResult, importPack, openPack } from "@raidkit/db";
import type { Kysely } from "kysely";
import type { Logger } from "../logger.ts";

/**
 * Imports the data pack when its hash differs from the imported one (or when forced), printing a
 * progress line: one line redrawn on a terminal, one line per step otherwise.
 */
export async function runPackImport(options: {
  db: Kysely<Database>;
  packDir: string;
  force?: boolean;
  log: Logger;
  out?: NodeJS.WriteStream;
}): Promise<ImportResult> {
  const out = options.out ?? process.stdout;
  const pack = openPack(options.packDir);
  const tty = Boolean(out.isTTY);
  const result = await importPack(options.db, pack, {
    force: options.force ?? false,
    onProgress: (p) => {
      const width = 20;
      const filled = Math.round((p.index / p.steps) * width);
      const bar = `${"#".repeat(filled)}${"-".repeat(width - filled)}`;
      const line = `Importing data pack [${bar}] ${p.index}/${p.steps} ${p.step}${p.rows ? ` (${p.rows} rows)` : ""}`;
      if (tty) out.write(`\r${line.padEnd(90)}`);
      else if (p.rows || p.index === p.steps) out.write(`${line}\n`);
    },
  });
  if (tty && result.imported) out.write("\n");
  if (result.imported) options.log.info({ ms: Math.round(result.ms), counts: result.counts, hash: result.hash.slice(0, 12) }, "data pack imported");
  else options.log.info({ hash: result.hash.slice(0, 12) }, "data pack unchanged; import skipped");
  return result;
}
