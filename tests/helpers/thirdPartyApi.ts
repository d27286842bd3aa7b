import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";

/**
 * The public API as a third party uses it (issue 15): nothing but the OpenAPI document the server
 * publishes and a key. Every GET is called with the parameters' examples and its reply checked
 * against the document's schema (Ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses); then ETags, a call
 * needing a key without one, and bad input. The suite runs on each engine (tests/db).
 */
interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema: { example?: unknown; enum?: unknown[] } }[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

export function thirdPartySuite(setup: () => { origin: string; key: string }) {
  let doc: Document;
  let ajv: Ajv2020;
  const base = () => `${setup().origin}${doc.servers[0]?.url ?? ""}`;
  const operations = () => Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));
  /** The reply matches the document's schema for its status (and content type). */
  const check = async (op: Operation, response: Response) => {
    const declared = op.responses[String(response.status)];
    expect(declared, `${op.operationId} documents ${response.status}`).toBeDefined();
    const media = declared?.content?.["application/json"];
    if (!media) return;
    const body = await response.json();
    // The reply's schema names the document's components: resolved against the document added below.
    const validate = ajv.compile(JSON.parse(JSON.stringify(media.schema).replaceAll('"#/components/', '"openapi.json#/components/')));
    expect(validate(body), `${op.operationId} ${response.status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  };
  const url = (path: string, op: Operation, query: Record<string, string> = {}) => {
    let filled = path;
    for (const p of op.parameters ?? []) if (p.in === "path") filled = filled.replace(`{${p.name}}`, String(p.schema.example));
    const search = new URLSearchParams(query).toString();
    return `${base()}${filled}${search ? `?${search}` : ""}`;
  };
  const withKey = (key: string | null, headers: Record<string, string> = {}) => ({
    headers: { ...headers, ...(key ? { authorization: `Bearer ${key}` } : {}) },
  });

  describe("the public API through its OpenAPI document and a key", () => {
    it("publishes an OpenAPI 3.1 document whose schemas compile", async () => {
      const response = await fetch(`${setup().origin}/api/v1/openapi.json`);
      expect(response.status).toBe(200);
      doc = (await response.json()) as Document;
      expect(doc.openapi).toBe("3.1.0");
      ajv = new Ajv2020({ strict: false, allErrors: true });
      // The document itself is the schema registry: replies are checked against `#/components/schemas/…`.
      ajv.addSchema({ $id: "openapi.json", components: doc.components }, "openapi.json");
      expect(operations().length).toBeGreaterThanOrEqual(10);
    });

    it("answers every GET with a key, as documented, and 304 to its ETag", async () => {
      const { key } = setup();
      for (const { path, method, op } of operations()) {
        if (method !== "get") continue;
        const response = await fetch(url(path, op), withKey(key));
        expect(response.status, op.operationId).toBe(200);
        const etag = response.headers.get("etag");
        await check(op, response);
        if (response.headers.get("content-type")?.startsWith("application/json")) {
          const again = await fetch(url(path, op), withKey(key, { "if-none-match": etag ?? "" }));
          expect(again.status, `${op.operationId} with If-None-Match`).toBe(304);
        }
      }
    });

    it("changes progress as documented", async () => {
      const { key } = setup();
      const [path, item] = Object.entries(doc.paths).find(([, i]) => i.patch) ?? [];
      const op = item?.patch as Operation;
      const response = await fetch(url(path as string, op), {
        method: "PATCH",
        ...withKey(key, { "content-type": "application/json" }),
        body: JSON.stringify({ add: {} }),
      });
      expect(response.status).toBe(200);
      await check(op, response);
    });

    it("refuses a call that needs a key without one, and bad input, as documented", async () => {
      for (const { path, method, op } of operations()) {
        const keyNeeded = !(op.security ?? []).some((s) => Object.keys(s).length === 0);
        if (keyNeeded && method === "get") {
          const response = await fetch(url(path, op));
          expect(response.status, op.operationId).toBe(401);
          await check(op, response);
        }
        const enumParam = (op.parameters ?? []).find((p) => p.in === "query" && p.schema.enum);
        if (enumParam && method === "get") {
          const response = await fetch(url(path, op, { [enumParam.name]: "not-a-value" }), withKey(setup().key));
          expect(response.status, op.operationId).toBe(400);
          await check(op, response);
        }
      }
    });
  });
}
