import { createServer, type IncomingMessage, type Server } from "node:http";

/**
 * A local HTTP server that answers like a tarkov.dev-compatible GraphQL API (the `items` query, page
 * by page, and `historicalItemPrices`), written from the public schema. Its prices are generated
 * for tests only; they are not product data. Behaviours simulate a failing source.
 */
export type Behaviour =
  | { kind: "ok" }
  | { kind: "delay"; ms: number }
  | { kind: "malformed" }
  | { kind: "missingField"; field: string }
  | { kind: "errorOnPage"; offset: number }
  | { kind: "graphqlErrors" }
  | { kind: "http500" };

export interface TestItem {
  id: string;
  price: number;
  offers: number;
}

export interface LocalGraphql {
  url: string;
  requests: { query: string; variables: Record<string, unknown> }[];
  setBehaviour(b: Behaviour): void;
  /** The `updated` time the server reports for every item (ISO string in replies). */
  setUpdated(t: number): void;
  setPrice(id: string, price: number): void;
  close(): Promise<void>;
}

/** Generated test items over real item ids (so they join the catalogue). */
export function testItems(ids: readonly string[]): TestItem[] {
  return ids.map((id, i) => ({ id, price: 1000 + i * 7, offers: i % 10 }));
}

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = "";
    req.on("data", (c: Buffer) => {
      data += c.toString();
    });
    req.on("end", () => resolve(data));
  });
}

export async function startLocalGraphql(items: TestItem[], history: Record<string, { t: number; price: number }[]> = {}): Promise<LocalGraphql> {
  let behaviour: Behaviour = { kind: "ok" };
  let updated = Date.now();
  const requests: LocalGraphql["requests"] = [];
  const prices = new Map(items.map((i) => [i.id, i.price]));
  const server: Server = createServer(async (req, res) => {
    const raw = await body(req);
    let parsed: { query: string; variables: Record<string, unknown> };
    try {
      parsed = JSON.parse(raw);
    } catch {
      res.writeHead(400).end();
      return;
    }
    requests.push(parsed);
    const send = (status: number, text: string) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(text);
    };
    if (behaviour.kind === "delay") await new Promise((r) => setTimeout(r, (behaviour as { ms: number }).ms));
    if (behaviour.kind === "http500") return send(500, JSON.stringify({ errors: [{ message: "Internal" }] }));
    if (behaviour.kind === "malformed") return send(200, '{"data": {"items": [');
    if (behaviour.kind === "graphqlErrors") return send(200, JSON.stringify({ data: { items: null }, errors: [{ message: "Rate limited" }] }));
    if (parsed.query.includes("historicalItemPrices")) {
      const id = String(parsed.variables.id);
      const points = (history[id] ?? []).map((p) => ({ price: p.price, priceMin: p.price - 10, timestamp: String(p.t) }));
      return send(200, JSON.stringify({ data: { historicalItemPrices: points } }));
    }
    const offset = Number(parsed.variables.offset ?? 0);
    const limit = Number(parsed.variables.limit ?? 1000);
    if (behaviour.kind === "errorOnPage" && offset >= behaviour.offset) return send(502, "Bad gateway");
    const page = items.slice(offset, offset + limit).map((item) => {
      const price = prices.get(item.id) as number;
      const row: Record<string, unknown> = {
        id: item.id,
        lastLowPrice: price,
        avg24hPrice: price + 50,
        low24hPrice: price - 100,
        high24hPrice: price + 200,
        lastOfferCount: item.offers,
        updated: new Date(updated).toISOString(),
        basePrice: Math.round(price / 2),
        sellFor: [
          { vendor: { normalizedName: "prapor" }, price: Math.round(price / 3), currency: "RUB", priceRUB: Math.round(price / 3) },
          { vendor: { normalizedName: "peacekeeper" }, price: 2, currency: "USD", priceRUB: 250 },
          { vendor: { normalizedName: "flea-market" }, price, currency: "RUB", priceRUB: price },
        ],
      };
      if (behaviour.kind === "missingField") delete row[behaviour.field];
      return row;
    });
    send(200, JSON.stringify({ data: { items: page } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    requests,
    setBehaviour: (b) => {
      behaviour = b;
    },
    setUpdated: (t) => {
      updated = t;
    },
    setPrice: (id, price) => prices.set(id, price),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
