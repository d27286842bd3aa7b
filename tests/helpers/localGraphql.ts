import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { buildSchema, type ExecutionResult, graphql, Kind, parse } from "graphql";
import { localize, TEST_MAP_POINTS } from "../fixtures/tarkovdev/gameRecords.ts";

/**
 * A local HTTP server that answers like a tarkov.dev-compatible GraphQL API: every query runs
 * through the `graphql` package against tests/fixtures/tarkovdev/schema.graphql (our copy of the
 * public schema's fields we use), so a reply carries exactly the fields asked, shaped as the real
 * API shapes them, and a query asking for anything else gets the API's validation errors.
 * Behaviours simulate a failing source. No test or benchmark needs the internet with it.
 *
 * Data: `fixtureItems()` are real records of the data pack (tests/fixtures/tarkovdev/README.md);
 * `testItems()` are GENERATED prices over real item ids, for tests that need to move prices;
 * `fixtureGame()` are the pack's quests, traders, hideout, crafts, barters and maps as the API's
 * replies (real records, plus a few TEST map points the pack has no positions for, labelled).
 */
export type Behaviour =
  | { kind: "ok" }
  | { kind: "delay"; ms: number }
  /** Never answers (until the server closes): the client's time-out must fire. */
  | { kind: "hang" }
  | { kind: "malformed" }
  | { kind: "missingField"; field: string }
  /** A field with a value of the wrong type (a string where the schema says Int). */
  | { kind: "wrongType"; field: string }
  | { kind: "errorOnPage"; offset: number }
  /** Errors and no data (`count` errors of ~200 characters each; default one "Rate limited"). */
  | { kind: "graphqlErrors"; count?: number }
  /** Errors of single records beside the others' data: the records at `indices` of the root list come as null, with an error at [list, index, field] each. */
  | { kind: "recordErrors"; indices: readonly number[]; field: string }
  | { kind: "http500" }
  /** Serves only the first `items` items of every list (a partial reply that is valid in itself). */
  | { kind: "truncate"; items: number }
  /** Every page repeats the first one. */
  | { kind: "repeatPage" };

type Vendor = {
  __typename: "TraderOffer" | "FleaMarket";
  name: string;
  normalizedName: string;
  minTraderLevel?: number | null;
  buyLimit?: number | null;
  taskUnlock?: { id: string } | null;
};
export interface SourcePrice {
  vendor: Vendor;
  price: number | null;
  currency: string | null;
  priceRUB: number | null;
}

/** One item as the source keeps it; `names` by site locale (en, ru, de, fr, es, cz, cn, hu, tr, jp, kr). */
export interface SourceItem {
  id: string;
  basePrice: number;
  updated: string | null;
  avg24hPrice: number | null;
  lastLowPrice: number | null;
  low24hPrice: number | null;
  high24hPrice: number | null;
  lastOfferCount: number | null;
  iconLink: string | null;
  gridImageLink: string | null;
  image512pxLink: string | null;
  sellFor: SourcePrice[] | null;
  buyFor: SourcePrice[] | null;
  names: Record<string, { name: string | null; shortName: string | null }>;
  /** The catalogue fields (recorded replies give them; default for GENERATED and pack-built items: 1×1, no types, no category). */
  width?: number;
  height?: number;
  types?: string[];
  handbookCategories?: { id: string }[];
  /** A weapon's default preset picture (`properties { ... on ItemPropertiesWeapon { defaultPreset { image512pxLink } } }`); absent: no properties. */
  defaultPresetImage?: string | null;
}

export interface TestItem {
  id: string;
  price: number;
  offers: number;
}

export interface HistoryPoint {
  t: number;
  price: number;
  /** The scan's lowest offer (default: price − 10). */
  priceMin?: number;
}

/** Game data as the source keeps it, per game mode (strings in every language: see gameRecords.ts `localize`). */
export type GameKind = "tasks" | "traders" | "hideoutStations" | "crafts" | "barters" | "maps";
export type GameData = Record<GameKind, Record<"regular" | "pve", unknown[]>>;

const FIXTURES_DIR = new URL("../fixtures/tarkovdev/", import.meta.url);
const fixture = <T>(file: string): T => JSON.parse(readFileSync(new URL(file, FIXTURES_DIR), "utf8")) as T;

/** Weapons, parts and rounds of the pack as the API answers the weapons query (weapons.json: REAL records, see the README). */
export function fixtureWeapons(): { types: string[] }[] {
  return fixture<{ items: { types: string[] }[] }>("weapons.json").items;
}

/**
 * The recorded game-data replies (tests/fixtures/tarkovdev: REAL pack records in the API's shape)
 * for both modes; Customs also gets the TEST locked doors, switches, hazards, loot containers and
 * stationary weapons of `TEST_MAP_POINTS` (positions made up for the tests, labelled there).
 */
export function fixtureGame(): GameData {
  const tasks = fixture<{ regular: unknown[]; pve: unknown[] }>("tasks.json");
  const both = (list: unknown[]) => ({ regular: structuredClone(list), pve: structuredClone(list) });
  const maps = fixture<{ maps: { id: string }[] }>("maps.json").maps.map((m) => {
    if (m.id !== TEST_MAP_POINTS.mapId) return m;
    const { mapId: _id, ...test } = TEST_MAP_POINTS;
    return { ...m, ...structuredClone(test) };
  });
  return {
    tasks: { regular: tasks.regular, pve: tasks.pve },
    traders: both(fixture<{ traders: unknown[] }>("traders.json").traders),
    hideoutStations: both(fixture<{ hideoutStations: unknown[] }>("hideout.json").hideoutStations),
    crafts: both(fixture<{ crafts: unknown[] }>("crafts.json").crafts),
    barters: both(fixture<{ barters: unknown[] }>("barters.json").barters),
    maps: both(maps),
  };
}

export interface LocalGraphql {
  url: string;
  /** Base of the image links in replies (`{assets}` in the fixtures). */
  assets: string;
  requests: { query: string; variables: Record<string, unknown> }[];
  setBehaviour(b: Behaviour): void;
  /** The `updated` time of every item of both modes (ISO string in replies). */
  setUpdated(t: number): void;
  setPrice(id: string, price: number, mode?: "regular" | "pve"): void;
  /** Replaces the items of a game mode (e.g. [] for a mode without data). */
  setModeItems(mode: "regular" | "pve", items: SourceItem[]): void;
  /** Replaces one game-data list of a mode (e.g. [] for a source without it). */
  setGameData(kind: GameKind, mode: "regular" | "pve", list: unknown[]): void;
  /** Replaces the weapons, parts and rounds `items(types: …)` answers (fixtureWeapons() by default). */
  setWeapons(list: unknown[]): void;
  /** Misbehaves only for these root fields (e.g. ["tasks"]); the rest answer as usual. Default: every request. */
  setBehaviourScope(fields: readonly string[] | null): void;
  close(): Promise<void>;
}

const FIXTURES = new URL("../fixtures/tarkovdev/", import.meta.url);
export const SCHEMA_SDL = readFileSync(new URL("schema.graphql", FIXTURES), "utf8");
const schema = buildSchema(SCHEMA_SDL);

/** The site locale of each API LanguageCode. */
const SITE_LOCALE: Record<string, string> = { en: "en", ru: "ru", de: "de", fr: "fr", es: "es", cs: "cz", zh: "cn", hu: "hu", tr: "tr", ja: "jp", ko: "kr" };

/** Real records of the data pack as the source would serve them (see the fixtures' README). */
export function fixtureItems(): SourceItem[] {
  const file = JSON.parse(readFileSync(new URL("items.json", FIXTURES), "utf8")) as { items: SourceItem[] };
  return file.items;
}

/** GENERATED test items over real item ids (so they join the catalogue); not product data. */
export function testItems(ids: readonly string[]): TestItem[] {
  return ids.map((id, i) => ({ id, price: 1000 + i * 7, offers: i % 10 }));
}

const trader = (name: string, normalizedName: string): Vendor => ({ __typename: "TraderOffer", name, normalizedName });
const FLEA: Vendor = { __typename: "FleaMarket", name: "Flea Market", normalizedName: "flea-market" };

/** A generated test item in the source's shape (prices around `price`, labelled generated). */
export function generatedItem(item: TestItem, names: Record<string, { name: string | null; shortName: string | null }> = {}): SourceItem {
  const p = item.price;
  return {
    id: item.id,
    basePrice: Math.round(p / 2),
    updated: null,
    avg24hPrice: p + 50,
    lastLowPrice: p,
    low24hPrice: p - 100,
    high24hPrice: p + 200,
    lastOfferCount: item.offers,
    iconLink: `{assets}/${item.id}-icon.webp`,
    gridImageLink: null,
    image512pxLink: null,
    sellFor: [
      { vendor: trader("Prapor", "prapor"), price: Math.round(p / 3), currency: "RUB", priceRUB: Math.round(p / 3) },
      { vendor: trader("Peacekeeper", "peacekeeper"), price: 2, currency: "USD", priceRUB: 250 },
      { vendor: FLEA, price: p, currency: "RUB", priceRUB: p },
    ],
    buyFor: [
      { vendor: { ...trader("Prapor", "prapor"), minTraderLevel: 1, buyLimit: null, taskUnlock: null }, price: p * 2, currency: "RUB", priceRUB: p * 2 },
    ],
    names,
  };
}

/** PVE figures GENERATED from an item's PVP ones (the pack has no PVE prices): flea and trader sell prices at 80 %, labelled generated. */
export function generatedPve(item: SourceItem): SourceItem {
  const scale = (v: number | null) => (v === null ? null : Math.round(v * 0.8));
  return {
    ...item,
    avg24hPrice: scale(item.avg24hPrice),
    lastLowPrice: scale(item.lastLowPrice),
    low24hPrice: scale(item.low24hPrice),
    high24hPrice: scale(item.high24hPrice),
    buyFor: item.buyFor?.map((b) => (b.vendor.__typename === "FleaMarket" ? { ...b, price: scale(b.price), priceRUB: scale(b.priceRUB) } : b)) ?? null,
    sellFor: item.sellFor?.map((s) => ({ ...s, price: scale(s.price), priceRUB: scale(s.priceRUB) })) ?? null,
  };
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

const isSource = (i: TestItem | SourceItem): i is SourceItem => "names" in i;

/** The root field a query asks for (`items`, `tasks`, `maps`…), to scope a behaviour to it. */
function rootField(query: string): string {
  try {
    const op = parse(query).definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    const first = op && "selectionSet" in op ? op.selectionSet.selections[0] : undefined;
    return first && first.kind === Kind.FIELD ? first.name.value : "";
  } catch {
    return "";
  }
}

/** A 1×1 transparent PNG, for the image links. */
const PIXEL = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

/**
 * Starts the server. `items` are the regular (PVP) mode's; PVE gets GENERATED figures from them
 * unless `options.pve` gives its items ([] = a mode without data). `history` holds each item's
 * earlier points for `historicalItemPrices`.
 */
export async function startLocalGraphql(
  items: readonly (TestItem | SourceItem)[],
  history: Record<string, HistoryPoint[]> | ((id: string) => HistoryPoint[]) = {},
  options: { pve?: SourceItem[]; pageSizeLimit?: number; game?: GameData } = {},
): Promise<LocalGraphql> {
  let behaviour: Behaviour = { kind: "ok" };
  /** The behaviour of the request being executed (the scope applied). */
  let active: Behaviour = behaviour;
  let scope: readonly string[] | null = null;
  const game: GameData = options.game ? structuredClone(options.game) : fixtureGame();
  let weapons = fixtureWeapons();
  let updated: number | null = null;
  let state = 0;
  const requests: LocalGraphql["requests"] = [];
  const regular = items.map((i) => (isSource(i) ? structuredClone(i) : generatedItem(i)));
  const modes: Record<"regular" | "pve", SourceItem[]> = { regular, pve: options.pve ? structuredClone(options.pve) : regular.map(generatedPve) };
  const replies = new Map<string, string>();
  let base = "";
  const hanging = new Set<() => void>();

  const link = (v: string | null) => (v === null ? null : v.replace("{assets}", `${base}/assets`));
  const asGraphql = (item: SourceItem, lang: string) => {
    const site = SITE_LOCALE[lang] ?? "en";
    const names = item.names[site] ?? item.names.en ?? { name: null, shortName: null };
    return {
      ...item,
      name: names.name,
      shortName: names.shortName,
      updated: updated !== null ? new Date(updated).toISOString() : (item.updated ?? null),
      width: item.width ?? 1,
      height: item.height ?? 1,
      types: item.types ?? [],
      handbookCategories: item.handbookCategories ?? [],
      iconLink: link(item.iconLink),
      gridImageLink: link(item.gridImageLink),
      image512pxLink: link(item.image512pxLink),
      properties:
        item.defaultPresetImage === undefined
          ? null
          : { __typename: "ItemPropertiesWeapon", defaultPreset: item.defaultPresetImage === null ? null : { image512pxLink: link(item.defaultPresetImage) } },
    };
  };
  // Strings the current request's lists have in no language (the API answers the key and a "Missing translation" error).
  let missing = new Set<string>();
  const gameList = (kind: GameKind) => (args: { lang?: string; gameMode?: string; limit?: number; offset?: number }) => {
    let list = game[kind][args.gameMode === "pve" ? "pve" : "regular"];
    if (active.kind === "truncate") list = list.slice(0, active.items);
    const offset = active.kind === "repeatPage" ? 0 : (args.offset ?? 0);
    const limit = Math.min(args.limit ?? list.length, options.pageSizeLimit ?? Number.POSITIVE_INFINITY);
    const site = SITE_LOCALE[args.lang ?? "en"] ?? "en";
    return list.slice(offset, offset + limit).map((row) => localize(row, site, missing));
  };
  const rootValue = {
    tasks: gameList("tasks"),
    traders: gameList("traders"),
    hideoutStations: gameList("hideoutStations"),
    crafts: gameList("crafts"),
    barters: gameList("barters"),
    maps: gameList("maps"),
    items: (args: { types?: string[]; lang?: string; gameMode?: string; limit?: number; offset?: number }) => {
      // A query by types is the weapons query (the price items carry no types).
      if (args.types) {
        let found = weapons.filter((w) => w.types.some((t) => args.types?.includes(t)));
        if (active.kind === "truncate") found = found.slice(0, active.items);
        const from = active.kind === "repeatPage" ? 0 : (args.offset ?? 0);
        return found.slice(from, from + Math.min(args.limit ?? found.length, options.pageSizeLimit ?? Number.POSITIVE_INFINITY));
      }
      let list = modes[args.gameMode === "pve" ? "pve" : "regular"];
      if (active.kind === "truncate") list = list.slice(0, active.items);
      const offset = active.kind === "repeatPage" ? 0 : (args.offset ?? 0);
      const limit = Math.min(args.limit ?? list.length, options.pageSizeLimit ?? Number.POSITIVE_INFINITY);
      return list.slice(offset, offset + limit).map((i) => asGraphql(i, args.lang ?? "en"));
    },
    historicalItemPrices: (args: { id: string }) =>
      (typeof history === "function" ? history(args.id) : (history[args.id] ?? [])).map((p) => ({
        price: p.price,
        priceMin: p.priceMin ?? p.price - 10,
        offerCount: 5,
        offerCountMin: 1,
        timestamp: String(p.t),
      })),
  };

  const server: Server = createServer(async (req, res) => {
    if (req.method === "GET" && req.url?.startsWith("/assets/")) {
      res.writeHead(200, { "content-type": "image/png", "cache-control": "max-age=3600" }).end(PIXEL);
      return;
    }
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
      if (res.destroyed) return;
      res.writeHead(status, { "content-type": "application/json" });
      res.end(text);
    };
    // A behaviour scoped to some lists leaves the other requests answered as usual.
    const effective: Behaviour = scope && !scope.includes(rootField(parsed.query)) ? { kind: "ok" } : behaviour;
    await answer(parsed, raw, send, effective);
  });

  async function answer(
    parsed: { query: string; variables: Record<string, unknown> },
    raw: string,
    send: (status: number, text: string) => void,
    behaviour: Behaviour,
  ) {
    if (behaviour.kind === "hang") {
      await new Promise<void>((resolve) => hanging.add(resolve));
      return;
    }
    if (behaviour.kind === "delay") await new Promise((r) => setTimeout(r, (behaviour as { ms: number }).ms));
    if (behaviour.kind === "http500") return send(500, JSON.stringify({ errors: [{ message: "Internal" }] }));
    if (behaviour.kind === "malformed") return send(200, '{"data": {"items": [');
    if (behaviour.kind === "graphqlErrors") {
      const errors =
        behaviour.count === undefined
          ? [{ message: "Rate limited" }]
          : Array.from({ length: behaviour.count }, (_, i) => ({
              message: `Error ${i}: ${"the upstream cache did not answer for this field; ".repeat(4)}`,
              path: ["items"],
            }));
      return send(200, JSON.stringify({ data: { items: null }, errors }));
    }
    if (behaviour.kind === "errorOnPage" && Number(parsed.variables?.offset ?? 0) >= behaviour.offset) return send(502, "Bad gateway");
    const key = `${state}|${behaviour.kind}|${raw}`;
    let text = replies.get(key);
    if (text === undefined) {
      missing = new Set();
      // The resolvers read the request's behaviour (truncate, repeatPage); they run synchronously within this call.
      active = behaviour;
      const result: ExecutionResult = await graphql({ schema, source: parsed.query, variableValues: parsed.variables, rootValue });
      if (result.errors?.length && !result.data) {
        // As the API: a query the schema refuses is answered with its errors and no data.
        return send(400, JSON.stringify({ errors: result.errors.map((e) => ({ message: e.message })) }));
      }
      const data = result.data as Record<string, Record<string, unknown>[] | null> | undefined;
      if (data && (behaviour.kind === "missingField" || behaviour.kind === "wrongType")) {
        const field = behaviour.field;
        const wrong = behaviour.kind === "wrongType";
        for (const list of Object.values(data)) {
          for (const row of list ?? []) {
            if (wrong) row[field] = String(row[field] ?? "0");
            else delete row[field];
          }
        }
      }
      const recordErrors: { message: string; path: (string | number)[] }[] = [];
      if (data && behaviour.kind === "recordErrors") {
        // As graphql-js does when a non-null field of a list element fails: the element comes as null, the error names its path.
        for (const [root, list] of Object.entries(data)) {
          for (const i of behaviour.indices) {
            if (!list || i >= list.length) continue;
            (list as unknown[])[i] = null;
            recordErrors.push({ message: `Cannot return null for non-nullable field ${behaviour.field}.`, path: [root, i, behaviour.field] });
          }
        }
      }
      // As the API (utils/worker-kv.mjs getLocale): one error per string it has in no language, beside the data.
      const errors = [
        ...recordErrors,
        ...(result.errors ?? []).map((e) => ({ message: e.message })),
        ...[...missing].map((k) => ({ message: `Missing translation for key ${k}` })),
      ];
      text = JSON.stringify({ ...(errors.length > 0 ? { errors } : {}), data });
      if (replies.size > 5000) replies.clear();
      replies.set(key, text);
    }
    send(200, text);
  }
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  base = `http://127.0.0.1:${port}`;
  const changed = () => {
    state++;
    replies.clear();
  };
  return {
    url: `${base}/graphql`,
    assets: `${base}/assets`,
    requests,
    setBehaviour: (b) => {
      behaviour = b;
      for (const release of hanging) release();
      hanging.clear();
    },
    setUpdated: (t) => {
      updated = t;
      changed();
    },
    setPrice: (id, price, mode = "regular") => {
      const item = modes[mode].find((i) => i.id === id);
      if (item) item.lastLowPrice = price;
      changed();
    },
    setModeItems: (mode, list) => {
      modes[mode] = structuredClone(list);
      changed();
    },
    setGameData: (kind, mode, list) => {
      game[kind][mode] = structuredClone(list);
      changed();
    },
    setWeapons: (list) => {
      weapons = structuredClone(list) as { types: string[] }[];
      changed();
    },
    setBehaviourScope: (fields) => {
      scope = fields;
      changed();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const release of hanging) release();
        hanging.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
