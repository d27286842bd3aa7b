import type { ApiOperation } from "@raidkit/api";
import { describe, expect, it } from "vitest";
import { curlExample, exampleUrl, fetchExample } from "./apiExamples.ts";

const op = (over: Partial<ApiOperation>): ApiOperation => ({
  id: "getItem",
  method: "GET",
  path: "/items/{id}",
  summary: "",
  tag: "Items",
  access: "public",
  parameters: [
    { name: "id", in: "path", required: true, type: "string", values: [], defaultValue: null, description: "", example: "544fb45d4bdc2dee738b4568" },
  ],
  body: null,
  responses: [],
  ...over,
});

describe("the API reference's examples", () => {
  it("fill path parameters with their examples and send the key as a Bearer token", () => {
    expect(exampleUrl("https://r.test", "/api/v1", op({}))).toBe("https://r.test/api/v1/items/544fb45d4bdc2dee738b4568");
    expect(curlExample("https://r.test", "/api/v1", op({}))).toBe(
      `curl 'https://r.test/api/v1/items/544fb45d4bdc2dee738b4568' \\\n  -H "Authorization: Bearer $RAIDKIT_KEY"`,
    );
    // The example is JavaScript source: its template literal reads `key`.
    expect(fetchExample("", "/api/v1", op({}))).toContain(`headers: { Authorization: \`Bearer $\{key}\` }`);
  });

  it("send a JSON body for a change, and put a spreadsheet's key in the query", () => {
    const change = op({ id: "changeProgress", method: "PATCH", path: "/me/progress", parameters: [], body: "ProgressChange" });
    expect(curlExample("", "/api/v1", change)).toContain("-X PATCH");
    expect(curlExample("", "/api/v1", change)).toContain("-H 'Content-Type: application/json'");
    expect(fetchExample("", "/api/v1", change)).toContain('method: "PATCH"');
    const sheet = op({
      id: "sheetPrices",
      path: "/sheet/prices",
      parameters: [{ ...op({}).parameters[0], name: "ids", in: "query", example: "a,b" } as ApiOperation["parameters"][number]],
    });
    expect(curlExample("", "/api/v1", sheet)).toBe("curl '/api/v1/sheet/prices?ids=a,b&key=$RAIDKIT_KEY'");
  });
});
