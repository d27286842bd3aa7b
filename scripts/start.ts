// `npm start`: build the web app when needed, then run the production server.
import { buildIfNeeded } from "./buildIfNeeded.ts";

buildIfNeeded();
await import("../apps/server/src/main.ts");
