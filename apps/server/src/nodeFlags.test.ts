import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "./nodeFlags.ts";

describe("the server's Node flags", () => {
  it("are the ones `npm start` and `npm run dev` run with", () => {
    const scripts = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")).scripts as Record<string, string>;
    for (const name of ["start", "dev"]) {
      for (const flag of SERVER_NODE_FLAGS) expect(scripts[name]?.startsWith(`node ${flag} `), `${name}: ${scripts[name]}`).toBe(true);
    }
  });

  it("are the flags and environment the systemd unit starts each instance with", () => {
    const unit = readFileSync(new URL("../../../deploy/systemd/raidkit@.service", import.meta.url), "utf8");
    for (const flag of SERVER_NODE_FLAGS) expect(unit).toMatch(new RegExp(`^ExecStart=\\S+node ${flag} `, "m"));
    for (const [name, value] of Object.entries(SERVER_ENV)) expect(unit).toContain(`\nEnvironment=${name}=${value}\n`);
  });
});
