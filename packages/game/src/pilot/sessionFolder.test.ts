import { describe, expect, it } from "vitest";
import { newestSessionFolder, parseSessionFolderName } from "./sessionFolder.ts";

describe("parseSessionFolderName", () => {
  it("reads the start time and version", () => {
    expect(parseSessionFolderName("log_2025.11.17_14-35-58_1.0.0.0.41787")).toEqual({
      name: "log_2025.11.17_14-35-58_1.0.0.0.41787",
      startedAt: "2025-11-17T14:35:58",
      sortKey: Date.UTC(2025, 10, 17, 14, 35, 58),
      version: "1.0.0.0.41787",
    });
    expect(parseSessionFolderName("log_2023.06.11_9-05-01_0.13.1.0.22617")).toMatchObject({ startedAt: "2023-06-11T09:05:01", version: "0.13.1.0.22617" });
  });
  it("gives null for other names", () => {
    for (const name of ["", "Logs", "log_2025.11.17_14-35-58", "log_2025.13.17_14-35-58_1.0", "log_2025.11.17_24-35-58_1.0", "notes.txt"]) {
      expect(parseSessionFolderName(name), name).toBeNull();
    }
  });
});

describe("newestSessionFolder", () => {
  it("picks the newest by time, not by text order (one-digit hours)", () => {
    const names = ["log_2025.11.17_9-59-59_1.0.0.0.41787", "log_2025.11.17_10-00-00_1.0.0.0.41787", "log_2025.11.16_23-00-00_1.0.0.0.41787", "desktop.ini"];
    expect(newestSessionFolder(names)?.name).toBe("log_2025.11.17_10-00-00_1.0.0.0.41787");
  });
  it("gives null without session folders", () => {
    expect(newestSessionFolder([])).toBeNull();
    expect(newestSessionFolder(["readme.txt"])).toBeNull();
  });
});
