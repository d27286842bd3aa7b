import type { Locale, MarketPage, MarketQuery, Viewer } from "@raidkit/game";
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
}

/** The /admin overview: accounts and the price imports, counted from the database. */
export interface AdminOverview {
  users: number;
  proUsers: number;
  admins: number;
  liveSessions: number;
  imports: { mode: string; source: string; status: string; finishedAt: number; items: number }[];
}

export interface PageServices {
  shell(request: RequestInfo): Promise<ShellData>;
  market(request: RequestInfo, query: MarketQuery & { tag?: string }): Promise<MarketPageData | null>;
  item(request: RequestInfo, url: string): Promise<ItemPageData | null>;
  map(request: RequestInfo, slug: string): Promise<MapPageData | null>;
  adminOverview(now?: number): Promise<AdminOverview>;
  /** The redirects-table target for a path, or null. */
  redirectFor(path: string): string | null;
}
