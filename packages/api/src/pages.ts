import type { HeightLayer, Locale, MapCategory, MapFloor, MapPoint, MarketPage, MarketQuery, RecipeItemPrices, SvgGeoreference, Viewer } from "@raidkit/game";
import type { UserReply } from "./accountContracts.ts";
import type { ItemReply, TagReply, WeatherReply, WebsiteAlertReply } from "./contracts.ts";

/**
 * What page loaders get from the server (through the router context): the request's locale and
 * viewer, and the data services. The server implements it; the web app only depends on the types.
 */
export interface RequestInfo {
  locale: Locale;
  mode: "pvp" | "pve";
  isBot: boolean;
  viewer: Viewer;
  origin: string;
}

export interface MapEntry {
  slug: string;
  name: string;
  localName: string;
}

export interface ShellData {
  alert: WebsiteAlertReply | null;
  weather: WeatherReply | null;
  deployDate: number;
  tournamentEnabled: boolean;
  /** Start of the current game wipe (epoch ms; may be in the future), or null: once passed, PVP progress stored before it is reset (spec §4). */
  wipeDate: number | null;
  /** The global tarkov_pilot_version: a pilot reporting another one needs an update (spec §4), or null. */
  pilotVersion: string | null;
  regionalSites: { label: string; url: string }[];
  maps: MapEntry[];
  /** Login through the subscription platform is configured. */
  patreonLogin: boolean;
  /** Trader nicknames (as loyalty levels are keyed) to their names in the visitor's language. */
  traderNames: Record<string, string>;
}

export interface TagEntry {
  slug: string;
  localName: string;
  depth: number;
  parent: string | null;
}

export interface MarketPageData {
  page: MarketPage;
  tag: TagReply | null;
  tags: TagEntry[];
  /** Time of the newest price in the list (the data's own date, never "now"). */
  newestPrice: number | null;
  /** The newest price import (when a live source runs): when it observed prices, until when they are fresh. */
  freshness: { updated: number | null; expiration: number | null; source: string } | null;
  dataVersion: string;
}

export interface TraderSellView {
  trader: string;
  price: number;
  currency: string;
  priceRub: number;
  t: number;
}

export interface TraderOfferView {
  id: string;
  kind: "cash" | "barter";
  trader: string;
  loyaltyLevel: number;
  count: number;
  price: number | null;
  currency: string | null;
  required: { uid: string; name: string; url: string | null; count: number }[];
  questUnlock: boolean;
  buyLimit: number | null;
}

export interface ItemPageData {
  item: ItemReply & { description: string | null; offers: number | null; lowConfidence: boolean };
  tagTrail: { slug: string; localName: string }[];
  sells: TraderSellView[];
  offers: TraderOfferView[];
}

export interface MapPageData {
  slug: string;
  name: string;
  localName: string;
  description: string | null;
  raidMinutes: number | null;
  raidMinutesPve: number | null;
  players: string | null;
  /** URL of the data pack's SVG map, or null (The Labyrinth has none). */
  svgUrl: string | null;
  /** Pack location ids counted with this map (Night Factory with Factory). */
  variants: string[];
  /** The interactive map (Leaflet): georeference, floors, points for the viewer's role. */
  interactive: InteractiveMapData;
}

export interface InteractiveMapData {
  /** The SVG's georeference, or null when the pack has no SVG for the map. */
  geo: SvgGeoreference | null;
  floors: MapFloor[];
  heightLayers: HeightLayer[];
  /** Points the viewer may see, in display order (spec §3 category order). */
  points: MapPoint[];
  /** Pro-only points held back from this viewer, counted per subcategory (server-checked). */
  withheld: { category: MapCategory; sub: string; count: number }[];
  /** Exit rules of the pack without a position (names as the game files give them). */
  unplacedExits: { sub: string; name: string }[];
  /** The full map (Pro): every layer and the pilot's live position. */
  full: boolean;
}

/** The /admin overview: accounts and the price imports, counted from the database. */
export interface AdminOverview {
  users: number;
  proUsers: number;
  admins: number;
  liveSessions: number;
  imports: { mode: string; source: string; status: string; finishedAt: number; items: number }[];
}

/** An item as the calculators show and price it. */
export interface CalcItem {
  uid: string;
  url: string;
  name: string;
  shortName: string;
  /** When its flea price was observed (the data's own date). */
  updated: number | null;
  prices: RecipeItemPrices;
}

export interface CalcCraft {
  id: string;
  stationId: string;
  stationName: string;
  level: number;
  durationSec: number;
  needsFuel: boolean;
  inputs: { uid: string; count: number }[];
  tools: { uid: string }[];
  output: { uid: string; count: number };
  questUnlock: string | null;
}

export interface CalcBarter {
  id: string;
  trader: string;
  traderName: string;
  loyaltyLevel: number;
  questUnlock: string | null;
  inputs: { uid: string; count: number }[];
  output: { uid: string; count: number };
}

/** What the calculator pages need: recipes and the prices of every item they use, for one mode. */
export interface CalculatorData {
  crafts: CalcCraft[];
  barters: CalcBarter[];
  items: Record<string, CalcItem>;
  stations: { id: string; name: string }[];
  traders: { nickname: string; name: string }[];
  /** fuelBase of the global settings (units per hour), null until an admin sets it. */
  fuelBase: number | null;
  /** The pack's bitcoin craft duration (one card), and the items the farm page prices. */
  bitcoin: { baseSeconds: number | null; bitcoinUid: string; gpuUid: string };
  fuelTanks: { metal: string; expeditionary: string };
}

/** A quest as the progress pages show it (spec §3 Quest; rules of §4 in packages/game). */
export interface QuestView {
  uid: string;
  name: string;
  trader: string;
  traderName: string;
  locations: string[];
  reqLevel: number;
  reqLL: { trader: string; level: number }[];
  require: string[];
  requiredForKappa: boolean;
  fraction: string | null;
  reqGameEdition: string[];
  reqGameMode: string[];
  wikiUrl: string | null;
  /** Objectives as text with their counts (the pack's objective texts are English only). */
  objectives: {
    /** Position among the pack's objectives. */ index: number;
    text: string;
    count: number | null;
    foundInRaid: boolean /** How many items it accepts, when it lists several (fetched on demand). */;
    items?: number;
  }[];
  /** Hand-overs: any of `uids` (a pool when several), `count` in all; a pool carries its objective's text. */
  needs: { uids: string[]; count: number; foundInRaid: boolean; label?: string }[];
  /** Objective places with a position (map slug, game x/y/z), for the interactive quest map. */
  zones: { map: string; x: number; y: number; z: number; objective: number }[];
}

/** A hideout module level (spec §3 Hideout) with what building it takes. */
export interface ModuleView {
  /** "{stationId}-{level}", as modulesBuilt holds it. */
  id: string;
  stationId: string;
  stationName: string;
  level: number;
  constructionSec: number;
  requires: {
    stations: { stationId: string; level: number }[];
    traders: { trader: string; level: number }[];
    items: { uids: string[]; count: number; foundInRaid: boolean }[];
  };
}

/** An item the progress pages name: what the lists show, with its price per slot. */
export interface ProgressItem {
  uid: string;
  url: string;
  name: string;
  shortName: string;
  icon: string | null;
  slots: number;
  price: number | null;
  pricePerSlot: number | null;
}

/** A map of the interactive quest page: the pack's SVG and its georeference. */
export interface ProgressMap {
  slug: string;
  name: string;
  svgUrl: string | null;
  svg: { coordinateRotation: number; bounds: [[number, number], [number, number]] } | null;
}

/** Everything the /progression pages read (issue 6). */
export interface ProgressData {
  quests: QuestView[];
  traders: { nickname: string; name: string }[];
  /** Map names quests name (the quest list's filter). */
  maps: string[];
  modules: ModuleView[];
  /** Items named by single-item needs and small pools; large pools are read from the item cache. */
  items: Record<string, ProgressItem>;
  /** The special final quest of spec §4 (Collector), when the data has it. */
  finalQuest: string | null;
  mapViews: ProgressMap[];
}

export interface PageServices {
  shell(request: RequestInfo): Promise<ShellData>;
  market(request: RequestInfo, query: MarketQuery & { tag?: string }): Promise<MarketPageData | null>;
  item(request: RequestInfo, url: string): Promise<ItemPageData | null>;
  map(request: RequestInfo, slug: string): Promise<MapPageData | null>;
  adminOverview(now?: number): Promise<AdminOverview>;
  calculators(request: RequestInfo): Promise<CalculatorData>;
  progress(request: RequestInfo): Promise<ProgressData>;
  /** Spec §2: active quests per map slug for the header, for Pro users with progress tracking on (else empty). */
  activeQuestCounts(request: RequestInfo, user: UserReply | null): Promise<Record<string, number>>;
  /** The redirects-table target for a path, or null. */
  redirectFor(path: string): string | null;
}
