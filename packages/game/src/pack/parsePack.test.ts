import { describe, expect, it } from "vitest";
import { packFile } from "../testing/realPack.ts";
import { PackDataError, parsePackJson } from "./parsePack.ts";
import { packQuestsFileSchema } from "./questRecord.ts";

describe("parsePackJson: the typed boundary of the data pack", () => {
  it("parses every file of the real pack", () => {
    expect(packFile("quests").quests).toHaveLength(524);
    expect(packFile("items").items).toHaveLength(5160);
    expect(packFile("stations").stations).toHaveLength(27);
  });
  it("names the file, the record and the field of a bad value", () => {
    const quests = structuredClone(packFile("quests"));
    const index = quests.quests.findIndex((q) => q.name === "No Offence");
    (quests.quests[index]?.taskRequirements[0] as { status: unknown }).status = ["done"];
    const parse = () => parsePackJson("quests_2025.json", packQuestsFileSchema, quests);
    expect(parse).toThrow(PackDataError);
    expect(parse).toThrow(`quests_2025.json: record quests[${index}] (id 59ca1a6286f774509a270942, "No Offence"), field taskRequirements[0].status[0]:`);
  });
  it("names a missing field", () => {
    const quests = structuredClone(packFile("quests"));
    delete (quests.quests[0] as Partial<(typeof quests.quests)[number]>).gameModes;
    expect(() => parsePackJson("quests_2025.json", packQuestsFileSchema, quests)).toThrow(/record quests\[0\] \(id [0-9a-f]{24}, ".+"\), field gameModes: /);
  });
});
