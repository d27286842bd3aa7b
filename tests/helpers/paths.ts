import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const PACK_DIR = path.join(ROOT, "data");
export const TEMPLATE_DIR = path.join(ROOT, ".tmp/test-template");
export const BUILD_DIR = path.join(ROOT, "apps/web/build");
