import { describe, expect, it } from "vitest";
import { apiReferenceOf, typeOf } from "./apiReference.ts";

describe("the /dev/api reference read from an OpenAPI document", () => {
  it("names types in a few words", () => {
    expect(typeOf({ type: ["number", "null"] })).toBe("number | null");
    expect(typeOf({ type: "array", items: { type: "array", items: { anyOf: [{ type: "number" }, { type: "null" }] } } })).toBe("(number | null)[][]");
    expect(typeOf({ $ref: "#/components/schemas/Item" })).toBe("Item");
    expect(typeOf({ type: "string", enum: ["pvp", "pve"] })).toBe("pvp | pve");
    expect(typeOf({ type: "object", additionalProperties: { type: "number" } })).toBe("record of number");
  });

  it("lists each operation with its access, parameters, body and replies, and each schema's fields", () => {
    const reference = apiReferenceOf({
      info: { title: "T", version: "1" },
      servers: [{ url: "/api/v1" }],
      paths: {
        "/me/progress": {
          patch: {
            operationId: "changeProgress",
            "x-access": "pro",
            tags: ["Progress"],
            requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/ProgressChange" } } } },
            responses: {
              "200": { description: "ok", content: { "application/json": { schema: { $ref: "#/components/schemas/Progress" } } } },
              "304": { description: "same" },
            },
          },
        },
      },
      components: {
        schemas: {
          Progress: {
            type: "object",
            required: ["questsDone"],
            properties: { questsDone: { type: "array", items: { type: "string" } }, level: { type: "number" } },
          },
        },
      },
    });
    expect(reference.documentUrl).toBe("/api/v1/openapi.json");
    expect(reference.operations).toEqual([
      {
        id: "changeProgress",
        method: "PATCH",
        path: "/me/progress",
        summary: "",
        tag: "Progress",
        access: "pro",
        parameters: [],
        body: "ProgressChange",
        responses: [
          { status: "200", description: "ok", schema: "Progress", type: "application/json" },
          { status: "304", description: "same", schema: null, type: null },
        ],
      },
    ]);
    expect(reference.schemas[0]?.fields).toEqual([
      { name: "questsDone", type: "string[]", required: true, description: "" },
      { name: "level", type: "number", required: false, description: "" },
    ]);
  });
});
