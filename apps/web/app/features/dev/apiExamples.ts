import type { ApiOperation } from "@raidkit/api";

/** The address of a call with its path parameters' examples, on a site origin. */
export function exampleUrl(origin: string, base: string, op: ApiOperation): string {
  let path = op.path;
  for (const p of op.parameters) if (p.in === "path") path = path.replace(`{${p.name}}`, p.example ?? p.name);
  const query = op.id === "sheetPrices" ? `?ids=${op.parameters.find((p) => p.name === "ids")?.example ?? ""}&key=$RAIDKIT_KEY` : "";
  return `${origin}${base}${path}${query}`;
}

/** The body the examples send (a progress change). */
const EXAMPLE_BODY = '{"add":{"questsDone":["5936d90786f7742b1420ba5b"]},"set":{"itemsFound":{"544fb45d4bdc2dee738b4568":2}}}';

/** A curl command for a call: the key as a Bearer token from $RAIDKIT_KEY (sheets take it in the query). */
export function curlExample(origin: string, base: string, op: ApiOperation): string {
  const lines = [`curl${op.method === "GET" ? "" : ` -X ${op.method}`} '${exampleUrl(origin, base, op)}'`];
  if (op.id !== "sheetPrices") lines.push(`  -H "Authorization: Bearer $RAIDKIT_KEY"`);
  if (op.body) lines.push(`  -H 'Content-Type: application/json'`, `  -d '${EXAMPLE_BODY}'`);
  return lines.join(" \\\n");
}

// biome-ignore lint/suspicious/noTemplateCurlyInString: the example is JavaScript source whose template literal reads `key`.
const KEY_IN_TEMPLATE = "${key}";

/** The same call with fetch, as a tool in a browser or Node would make it. */
export function fetchExample(origin: string, base: string, op: ApiOperation): string {
  const url = exampleUrl(origin, base, op).replace("$RAIDKIT_KEY", KEY_IN_TEMPLATE);
  const options: string[] = [];
  if (op.method !== "GET") options.push(`method: "${op.method}"`);
  const headers = [
    ...(op.id === "sheetPrices" ? [] : [`Authorization: \`Bearer ${KEY_IN_TEMPLATE}\``]),
    ...(op.body ? ['"Content-Type": "application/json"'] : []),
  ];
  if (headers.length) options.push(`headers: { ${headers.join(", ")} }`);
  if (op.body) options.push(`body: JSON.stringify(${EXAMPLE_BODY})`);
  const init = options.length ? `, {\n  ${options.join(",\n  ")},\n}` : "";
  const read = op.id === "sheetPrices" ? "text" : "json";
  return `const key = process.env.RAIDKIT_KEY;\nconst response = await fetch(\`${url}\`${init});\nconst data = await response.${read}();`;
}
