import { buildSchema, parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { ALL_QUERIES } from "../../apps/server/src/jobs/tarkovDevSource.ts";
import { fixtureItems, SCHEMA_SDL, startLocalGraphql } from "../helpers/localGraphql.ts";

// tests/fixtures/tarkovdev/schema.graphql: the fields of the public API the importer uses, with
// their types (checked against the-hideout/tarkov-api, see the fixtures' README).
const schema = buildSchema(SCHEMA_SDL);

describe("the importer's queries against the API's schema", () => {
  for (const [name, query] of Object.entries(ALL_QUERIES)) {
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
});
