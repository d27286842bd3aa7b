import type {
  DataStatus,
  FleaTax,
  GameEdition,
  GameMode,
  HeightLayer,
  ItemUses,
  KeyDoor,
  Locale,
  MapBoss,
  MapCategory,
  MapFloor,
  MapPoint,
  MarketPage,
  MarketQuery,
  ModuleView,
  QuestView,
  RecipeItemPrices,
  RequiredItem,
  SvgGeoreference,
  UnplacedExit,
  Viewer,
} from "@raidkit/game";
import type { UserReply } from "./accountContracts.ts";
import type { TraderRestocksReply } from "./alertContracts.ts";
import type { CalculatorPage, ItemReply, ProgressDataPart, TagReply, WeatherReply, WebsiteAlertReply } from "./contracts.ts";
import type { GearBuilderData } from "./gearContracts.ts";
import type { WeaponBuilderData, WeaponListEntry } from "./loadoutContracts.ts";

/**
 * What page loaders get from the server (through the router context): the request's locale and
 * viewer, and the data services. The server implements it; the web app only depends on the types.
 */
export interface RequestInfo {
  locale: Locale;
  mode: GameMode;
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
  /** The community chat's invite (COMMUNITY_CHAT_URL), or null when this deployment has none. */
  communityChatUrl: string | null;
  /** The content server of hideout and trader pictures (IMAGE_CDN_URL, spec §3, decision 067), or null. */
  imageHost: string | null;
  maps: MapEntry[];
  /** Login through the subscription platform is configured. */
  patreonLogin: boolean;
  /** Fired price alerts also go to a linked Discord account (DISCORD_BOT_TOKEN set, docs/decisions/068). */
  discordAlerts: boolean;
  /** Trader nicknames (as loyalty levels are keyed) to their names in the visitor's language. */
  traderNames: Record<string, string>;
  /** Where the viewer's mode's prices come from (the footer's status line: live, or offline with a date). */
  dataStatus: DataStatus;
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

/** An item a barter asks for (packages/game itemFacts). */
export type RequiredItemView = RequiredItem;

export interface TraderOfferView {
  id: string;
  kind: "cash" | "barter";
  trader: string;
  loyaltyLevel: number;
  count: number;
  price: number | null;
  currency: string | null;
  required: RequiredItemView[];
  questUnlock: boolean;
  buyLimit: number | null;
}

export interface ItemPageData {
  item: ItemReply & {
    /** The description in the visitor's language, else English (see descriptionLocale). */
    description: string | null;
    /** The language the description is in: the visitor's, or "en" standing in for it. */
    descriptionLocale: string | null;
    /** The caliber's name as the game's round names write it, null when the data cannot tell (then show the id). */
    caliberName: string | null;
    offers: number | null;
    lowConfidence: boolean;
  };
  tagTrail: { slug: string; localName: string }[];
  sells: TraderSellView[];
  offers: TraderOfferView[];
  /** Where the item is used and where it comes from (quests, hideout, crafts, barters). */
  uses: ItemUses;
  /** A key's locked doors on the maps (the live source's maps place them; none offline). */
  doors: KeyDoor[];
  /** The items those name, for their links: address and name in the visitor's language. */
  related: Record<string, { url: string; name: string }>;
  /** Its page on the community wiki. */
  wikiUrl: string;
  /** A weapon's builder (spec §2: an item with a build links to /loadouts/weapon/{url}); null for other items. */
  buildPath: string | null;
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

/** What the map's first paint needs: the picture's georeference, its floors and the viewer's tier. */
export interface MapFrameData {
  /** The SVG's georeference, or null when the pack has no SVG for the map. */
  geo: SvgGeoreference | null;
  floors: MapFloor[];
  heightLayers: HeightLayer[];
  /** The full map (Pro): every layer and the pilot's live position. */
  full: boolean;
}

/** The map's layers: loaded by the page after it shows (`/maps/{map}/layers`), not sent inside it. */
export interface MapLayersData {
  /** Points the viewer may see, in display order (spec §3 category order). */
  points: MapPoint[];
  /** Pro-only points held back from this viewer, counted per subcategory (server-checked). */
  withheld: { category: MapCategory; sub: string; count: number }[];
  /** Exit rules of the pack without a position (names as the game files give them), with their rules. */
  unplacedExits: UnplacedExit[];
  /** The bosses the map lists with their chances; `placed` when a spawn point of theirs is on the map. */
  bosses: MapBoss[];
}

export type InteractiveMapData = MapFrameData & MapLayersData;

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
  /** englishName: the picture's file name on the content server; imageLink: the live source's picture, else null (decision 067). */
  stations: { id: string; name: string; englishName: string; imageLink: string | null }[];
  traders: { nickname: string; name: string }[];
  /** Fuel units the generator burns an hour: the global fuelBase an admin set, else the game data's rate (game_globals.json); null when neither is known. */
  fuelBase: number | null;
  /**
   * The flea market tax rates of this game mode: an admin's (`npm run admin -- flea-tax`), else the
   * game data's (game_globals.json); null when neither is known (no fee is counted).
   */
  fleaTax: FleaTax | null;
  /**
   * The pack's bitcoin craft duration (one card), the items the farm page prices, and its storage:
   * the craft's production limit (null when the data has none) and what elite Hideout Management adds.
   */
  bitcoin: { baseSeconds: number | null; bitcoinUid: string; gpuUid: string; storage: number | null; eliteExtraStorage: number };
  fuelTanks: { metal: string; expeditionary: string };
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
/** What a /progression page's loader sends: the address of its data, loaded by the browser. */
export interface ProgressPageData {
  dataUrl: string;
}

export interface ProgressData {
  quests: QuestView[];
  traders: { nickname: string; name: string }[];
  /** Map names quests name (the quest list's filter). */
  maps: string[];
  /** Map names as quests name them (English, the rules' keys) -> the name in the visitor's language. */
  mapNames: Record<string, string>;
  modules: ModuleView[];
  /** The module levels each edition starts with (stash, Cultist Circle): counted as built. */
  editionModules: Record<GameEdition, string[]>;
  /** Items named by single-item needs and small pools; large pools are read from the item cache. */
  items: Record<string, ProgressItem>;
  mapViews: ProgressMap[];
}

/** /test: the state of the server that answered, for developers (spec §2); no secrets. */
export interface StatusPageData {
  /** When this build was made (ms). */
  deployDate: number;
  node: string;
  /** This process: its id and when it started (ms). */
  instance: string;
  startedAt: number;
  engine: "sqlite" | "postgres";
  bus: { kind: "local" | "redis"; connected: boolean };
  /** The data version the pages are built from (a short hash) and the mode's data status. */
  dataVersion: string;
  dataStatus: DataStatus;
  /** When the server read all this (ms): the data status is worded at that time. */
  checkedAt: number;
  /** Live data: on (with its schedules) or off. */
  live: { on: boolean; pricesEveryMs: number; gameEveryMs: number };
}

/**
 * /dev/api: the public API's reference, read from its OpenAPI document (issue 15): each call with its
 * parameters, replies and who may call it, and each reply's fields.
 */
export interface ApiReference {
  title: string;
  version: string;
  description: string;
  /** Where the calls live ("/api/v1") and the document itself. */
  base: string;
  documentUrl: string;
  operations: ApiOperation[];
  schemas: ApiSchemaView[];
}
export interface ApiOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  tag: string;
  /** "public": a key is optional (without one, the free tier); "pro": a Pro user's key. */
  access: "public" | "pro";
  parameters: {
    name: string;
    in: string;
    required: boolean;
    type: string;
    values: string[];
    defaultValue: string | null;
    description: string;
    example: string | null;
  }[];
  /** The body's schema name (JSON), when the call takes one. */
  body: string | null;
  responses: { status: string; description: string; schema: string | null; type: string | null }[];
}
export interface ApiSchemaView {
  name: string;
  description: string;
  fields: { name: string; type: string; required: boolean; description: string }[];
}
export interface DevApiPageData {
  reference: ApiReference;
  /** Calls per minute: without a key (per address) and with a Pro user's key. */
  limits: { free: number; key: number };
}
/** /dev/google-sheet: the spreadsheet endpoint and a worked example on real items. */
/** /streamers/<bot> and /discord-bot (issue 18): where the chat-bot price check answers and Discord's settings. */
export interface ChatBotPageData {
  /** The site's public origin (PUBLIC_URL, else the request's): the command lines name it. */
  origin: string;
  /** The price check's path under the origin (GET, text/plain). */
  pricePath: string;
  /** Price checks per minute per address. */
  perMinute: number;
  /** The longest item name asked for. */
  maxQuery: number;
  /** The Discord application (its id builds the invite link), or null when it is not configured here. */
  discord: { applicationId: string } | null;
}

export interface DevSheetPageData {
  fields: string[];
  limits: { free: number; key: number };
  example: { ids: string[]; names: string[]; rows: (string | number | null)[][] };
  tags: { slug: string; name: string; depth: number }[];
}

export interface PageServices {
  shell(request: RequestInfo): Promise<ShellData>;
  market(request: RequestInfo, query: MarketQuery & { tag?: string }): Promise<MarketPageData | null>;
  item(request: RequestInfo, url: string): Promise<ItemPageData | null>;
  /** The page address an unknown item address means: an item id, or the address in other letter case (null: none). */
  itemUrlFor(request: RequestInfo, asked: string): Promise<string | null>;
  map(request: RequestInfo, slug: string): Promise<MapPageData | null>;
  adminOverview(now?: number): Promise<AdminOverview>;
  /**
   * What a calculator page shows and prices (issue 21, finding 10), with the address the browser
   * loads it from (named by its hash): the page is rendered with it, the browser does not get it
   * inside the page.
   */
  calculatorPage(request: RequestInfo, page: CalculatorPage): Promise<{ dataUrl: string; data: CalculatorData }>;
  /** The flea tax rates of the visitor's game mode (an admin's, else the game data's). */
  fleaTax(request: RequestInfo): Promise<FleaTax | null>;
  /** Where the browser loads the part of the progress data a page reads (named by its hash). */
  progressDataUrl(request: RequestInfo, part: ProgressDataPart): Promise<string>;
  /** Spec §2: active quests per map slug for the header, for Pro users with progress tracking on (else empty). */
  activeQuestCounts(request: RequestInfo, user: UserReply | null): Promise<Record<string, number>>;
  /** /test: the state of this server. */
  status(request: RequestInfo): Promise<StatusPageData>;
  /** /dev/api: the public API's reference. */
  devApi(): DevApiPageData;
  /** /dev/google-sheet: the spreadsheet endpoint with an example on real items of the visitor's locale. */
  devSheet(request: RequestInfo): Promise<DevSheetPageData>;
  /** /streamers/<bot> and /discord-bot: the price check's address and the Discord application. */
  chatBots(request: RequestInfo): ChatBotPageData;
  /** /traders: every trader's next restock in each game mode (issue 32 item 6; null: unknown). */
  traderRestocks(request: RequestInfo): Promise<TraderRestocksReply>;
  /** The market's tags in the viewer's language (the widget generator's choice). */
  tags(request: RequestInfo): Promise<TagEntry[]>;
  /** The redirects-table target for a path, or null. */
  redirectFor(path: string): string | null;
  /**
   * The loadout builder's page: every weapon for the picker and, for a weapon named by its item
   * address or id, where its builder data is (and the data, for the render); null for an unknown weapon.
   */
  loadoutBuilder(
    request: RequestInfo,
    gun: string | null,
  ): Promise<{ weapons: WeaponListEntry[]; chosen: { weaponId: string; url: string | null; dataUrl: string; data: WeaponBuilderData } | null } | null>;
  /** Every weapon of the builder (the loadout search's filter). */
  loadoutWeapons(request: RequestInfo): Promise<WeaponListEntry[]>;
  /**
   * The gear builder's page (/gear): every worn item and armour part with names in the visitor's
   * language and prices of their game mode, and the address the browser loads it from (named by its hash).
   */
  gearBuilder(request: RequestInfo): Promise<{ dataUrl: string; data: GearBuilderData }>;
}

export type { ModuleView, QuestView };
