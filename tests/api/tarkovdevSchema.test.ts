import { buildSchema, parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { GAME_QUERIES } from "../../apps/server/src/jobs/gameQueries.ts";
import { ALL_QUERIES } from "../../apps/server/src/jobs/tarkovDevSource.ts";
import { fixtureItems, SCHEMA_SDL, startLocalGraphql } from "../helpers/localGraphql.ts";

// tests/fixtures/tarkovdev/schema.graphql: the fields of the public API the importer uses, with
// their types (checked against the-hideout/tarkov-api, see the fixtures' README).
const schema = buildSchema(SCHEMA_SDL);

describe("the importer's queries against the API's schema", () => {
  for (const [name, query] of Object.entries({ ...ALL_QUERIES, ...GAME_QUERIES })) {
    it(`${name} is valid`, () => {
      expect(validate(schema, parse(query)).map((e) => e.message)).toEqual([]);
    });
  }

  it("the schema file refuses what the API does not have", () => {
    const errors = validate(schema, parse("{ items { id lastLowPrice fleaPriceInDollars } }")).map((e) => e.message);
    expect(errors).toEqual(['Cannot query field "fleaPriceInDollars" on type "Item".']);
  });

  it("the local server answers exactly the fields asked, and errors for any other", async () => {
    const server = await startLocalGraphql(fixtureItems());
    try {
      const ask = async (query: string, variables: Record<string, unknown> = {}) =>
        (await fetch(server.url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables }) })).json();
      const reply = await ask(ALL_QUERIES.NAMES_QUERY, { lang: "ru", limit: 2, offset: 0 });
      expect(reply).toEqual({
        data: {
          items: [
            { id: "544fb45d4bdc2dee738b4568", name: "Аптечка Salewa First Aid Kit", shortName: "Salewa" },
            { id: "590c657e86f77412b013051d", name: expect.any(String), shortName: expect.any(String) },
          ],
        },
      });
      const bad = await ask("{ items { id notAField } }");
      expect(bad).toEqual({ errors: [{ message: 'Cannot query field "notAField" on type "Item".' }] });
    } finally {
      await server.close();
    }
  });

  it("serves the game data in every language, and a string it has in no language as its key with the API's note", async () => {
    const server = await startLocalGraphql(fixtureItems());
    try {
      const ask = async (query: string, variables: Record<string, unknown>) =>
        (await fetch(server.url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables }) })).json();
      const ru = (await ask(GAME_QUERIES.TASK_TEXTS_QUERY, { gameMode: "regular", lang: "ru", limit: 100, offset: 0 })) as {
        data: { tasks: { id: string; name: string; objectives: { id: string; description: string }[] }[] };
      };
      const debut = ru.data.tasks.find((t) => t.id === "5936d90786f7742b1420ba5b");
      expect(debut?.name).toBe("Проба пера");
      expect(debut?.objectives[0]?.description).toBe("Убить Диких на любой локации");
      const pve = (await ask(GAME_QUERIES.TASK_TEXTS_QUERY, { gameMode: "pve", lang: "en", limit: 100, offset: 0 })) as {
        data: { tasks: { id: string; name: string }[] };
        errors: { message: string }[];
      };
      expect(pve.data.tasks.find((t) => t.id === "6834287b7559f4e6d50bc0fa")?.name).toBe("6834287b7559f4e6d50bc0fa name");
      expect(pve.errors).toContainEqual({ message: "Missing translation for key 6834287b7559f4e6d50bc0fa name" });
      const maps = (await ask(GAME_QUERIES.MAPS_QUERY, { gameMode: "regular", lang: "en", limit: 10, offset: 0 })) as {
        data: { maps: { name: string; extracts: unknown[]; locks: unknown[] }[] };
      };
      expect(maps.data.maps.map((m) => m.name)).toEqual(["Customs", "Woods"]);
      expect(maps.data.maps[0]?.locks.length).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});
