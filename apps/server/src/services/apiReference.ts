import type { ApiOperation, ApiReference, ApiSchemaView } from "@raidkit/api";

/** The parts of an OpenAPI 3.1 document the reference reads. */
interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  default?: unknown;
  example?: unknown;
  description?: string;
  items?: SchemaObject;
  anyOf?: SchemaObject[];
  properties?: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties?: SchemaObject | boolean;
}
interface OperationObject {
  operationId?: string;
  summary?: string;
  tags?: string[];
  "x-access"?: "public" | "pro";
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: SchemaObject }[];
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: SchemaObject }> }>;
}
export interface OpenApiDocumentLike {
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  paths?: Record<string, Record<string, OperationObject> | undefined>;
  components?: { schemas?: Record<string, SchemaObject> };
}

const refName = (ref: string) => ref.split("/").at(-1) ?? ref;

/** A schema in a few words: "string", "number | null", "Item[]", "pvp | pve", "record of number". */
export function typeOf(schema: SchemaObject | undefined): string {
  if (!schema) return "any";
  if (schema.$ref) return refName(schema.$ref);
  if (schema.enum) return schema.enum.map(String).join(" | ");
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(" | ");
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return (
    types
      .map((t) => {
        if (t === "array") {
          const item = typeOf(schema.items);
          return item.includes(" | ") && !item.endsWith("]") ? `(${item})[]` : `${item}[]`;
        }
        if (t === "object" && schema.additionalProperties && typeof schema.additionalProperties === "object")
          return `record of ${typeOf(schema.additionalProperties)}`;
        return t;
      })
      .join(" | ") || "any"
  );
}

const text = (value: unknown) => (value === undefined || value === null ? null : typeof value === "string" ? value : JSON.stringify(value));

/** The /dev/api reference, read from the public API's OpenAPI document (nothing is written twice). */
export function apiReferenceOf(doc: OpenApiDocumentLike): ApiReference {
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item ?? {})) {
      const body = op.requestBody?.content?.["application/json"]?.schema;
      operations.push({
        id: op.operationId ?? `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? "",
        tag: op.tags?.[0] ?? "",
        access: op["x-access"] ?? "public",
        parameters: (op.parameters ?? []).map((p) => ({
          name: p.name,
          in: p.in,
          required: p.required ?? false,
          type: typeOf(p.schema),
          values: (p.schema?.enum ?? []).map(String),
          defaultValue: text(p.schema?.default),
          description: p.description ?? p.schema?.description ?? "",
          example: text(p.schema?.example),
        })),
        body: body?.$ref ? refName(body.$ref) : null,
        responses: Object.entries(op.responses ?? {}).map(([status, r]) => {
          const [type, media] = Object.entries(r.content ?? {})[0] ?? [null, null];
          return { status, description: r.description ?? "", schema: media?.schema?.$ref ? refName(media.schema.$ref) : null, type };
        }),
      });
    }
  }
  const schemas: ApiSchemaView[] = Object.entries(doc.components?.schemas ?? {}).map(([name, schema]) => ({
    name,
    description: schema.description ?? "",
    fields: Object.entries(schema.properties ?? {}).map(([field, s]) => ({
      name: field,
      type: typeOf(s),
      required: schema.required?.includes(field) ?? false,
      description: s.description ?? "",
    })),
  }));
  const base = doc.servers?.[0]?.url ?? "";
  return {
    title: doc.info.title,
    version: doc.info.version,
    description: doc.info.description ?? "",
    base,
    documentUrl: `${base}/openapi.json`,
    operations,
    schemas,
  };
}
