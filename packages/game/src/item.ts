/** The Item entity of spec §3, as the site shows it (one locale's names merged in). */
export interface Item {
  uid: string;
  url: string;
  name: string;
  shortName: string;
  /** Name and short name in the visitor's locale (English when the pack has none). */
  localName: string;
  localShortName: string;
  category: string | null;
  caliber: string | null;
  isFunctional: boolean;
  width: number | null;
  height: number | null;
  slots: number;
  tags: string[];
  types: string[];
  /** Image fields of spec §3; the data pack carries none, a deployment may configure an icon host. */
  gunBuildImg: string | null;
  gunBuildUid: string | null;
  gunBuildUrl: string | null;
  wikiIcon: string | null;
  wikiImg: string | null;
  enImg: string | null;
  wikiUrl: string | null;
  bannedOnFlea: boolean;
  basePrice: number | null;
  prices: ItemPrices;
}

/** Price fields of spec §3 Item. Null means "no data", never zero. */
export interface ItemPrices {
  lastPrice: number | null;
  avg24h: number | null;
  avg7d: number | null;
  pricePerSlot: number | null;
  change24h: number | null;
  change7d: number | null;
  /** Best price a trader pays, in roubles, and who pays it. */
  traderPrice: number | null;
  traderName: string | null;
  /** Epoch milliseconds of the newest price point. */
  updated: number | null;
}

export const EMPTY_PRICES: ItemPrices = {
  lastPrice: null,
  avg24h: null,
  avg7d: null,
  pricePerSlot: null,
  change24h: null,
  change7d: null,
  traderPrice: null,
  traderName: null,
  updated: null,
};
