import type { Generated } from "kysely";

/**
 * Kysely table types. The same schema runs on SQLite and PostgreSQL, so it sticks to types both
 * share: text, bigint (epoch milliseconds, prices), double precision, and integer 0/1 for flags.
 * JSON is stored as text.
 */

export interface MetaTable {
  key: string;
  value: string;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: number;
}

export interface RedirectsTable {
  path: string;
  target: string;
  status: number;
}

export interface CategoriesTable {
  id: string;
  parent_id: string | null;
  name: string;
  slug: string;
  path_json: string;
  sort_order: number;
  names_json: string;
}

export interface ItemsTable {
  uid: string;
  url: string;
  name: string;
  short_name: string;
  description: string | null;
  category_id: string | null;
  width: number | null;
  height: number | null;
  types_json: string;
  base_price: number | null;
  handbook_price: number | null;
  banned_flea: number;
  is_functional: number;
  caliber: string | null;
}

export interface ItemNamesTable {
  item_uid: string;
  locale: string;
  name: string | null;
  short_name: string | null;
  description?: string | null;
  /** null: the pack's row; else the live source that filled a name the pack lacks (docs/decisions/021). */
  source?: string | null;
}

export interface TradersTable {
  id: string;
  nickname: string;
  currency: string;
  sort_order: number;
  names_json: string;
  data_json: string;
}

export interface TraderSellPricesTable {
  item_uid: string;
  /** "pvp" or "pve" (the live source's), or "any": the pack's, the same for both modes (migration 012). */
  mode: string;
  trader: string;
  price: number;
  currency: string;
  price_rub: number;
  t: number;
  source?: string;
}

export interface TraderOffersTable {
  id: string;
  kind: "cash" | "barter";
  trader_id: string;
  item_uid: string;
  item_count: number;
  loyalty_level: number;
  price: number | null;
  currency: string | null;
  required_json: string | null;
  quest_unlock: string | null;
  buy_limit: number | null;
}

export interface StationsTable {
  id: string;
  type: number;
  name: string | null;
  names_json: string;
  data_json: string;
}

export interface CraftsTable {
  id: string;
  station_type: number;
  level: number;
  duration_sec: number;
  output_item_uid: string | null;
  data_json: string;
}

export interface QuestsTable {
  uid: string;
  name: string | null;
  names_json: string;
  trader_id: string | null;
  map_id: string | null;
  min_level: number;
  kappa: number;
  faction: string;
  data_json: string;
  /** JSON: site locale -> objective (or fail condition) id -> the game's text (English is in data_json). */
  texts_json: string | null;
}

export interface MapsTable {
  id: string;
  name: string;
  names_json: string;
  data_json: string;
}

export interface PricePointsTable {
  item_uid: string;
  mode: string;
  t: number;
  price: number | null;
  avg24h: number | null;
  low24h: number | null;
  high24h?: number | null;
  offers: number | null;
  source: string;
}

/** An hourly or daily rollup bucket (UTC). */
export interface PriceBucketTable {
  item_uid: string;
  mode: string;
  bucket: number;
  open: number;
  open_t: number;
  close: number;
  close_t: number;
  high: number;
  low: number;
  n: number;
  sum: number;
  offers_sum: number;
  offers_n: number;
  median: number;
  /** JSON: an hourly bucket's scan values while recent; a daily bucket's hourly medians. */
  detail: string | null;
}

export interface PriceHourlyMonthsTable {
  item_uid: string;
  mode: string;
  /** Start of the UTC month. */
  month: number;
  /**
   * The month's history rows [bucket, open, high, low, close, avg, median, offers] in the compact form of
   * prices/monthCodec.ts (base64 text); rows compacted before it may still hold a flat JSON array until converted.
   */
  rows: string;
}

export interface PriceImportsTable {
  id: string;
  source: string;
  mode: string;
  started_at: number;
  finished_at: number;
  status: "ok" | "failed";
  items: number;
  error: string | null;
  updated: number | null;
  expiration: number | null;
}

export interface LeasesTable {
  name: string;
  holder: string;
  expires_at: number;
}

export interface PriceStatsTable {
  item_uid: string;
  mode: string;
  last_price: number | null;
  avg24h: number | null;
  avg7d: number | null;
  price_per_slot: number | null;
  change24h: number | null;
  change7d: number | null;
  trader_price: number | null;
  trader_name: string | null;
  updated: number | null;
  offers?: number | null;
  low_confidence?: number;
  spark?: string | null;
  latest_price?: number | null;
  latest_avg24h?: number | null;
}

/** Image links of an item from the live source (tarkov.dev iconLink, gridImageLink, image512pxLink). */
export interface ItemImagesTable {
  item_uid: string;
  icon_link: string | null;
  grid_image_link: string | null;
  image_512_link: string | null;
  /** A weapon's default preset picture (the build image, migration 029). */
  build_image_link: string | null;
  updated: number;
}

/** An item's name in one site locale as the live source serves it (kept across pack imports). */
export interface SourceItemNamesTable {
  item_uid: string;
  locale: string;
  name: string | null;
  short_name: string | null;
  updated: number;
}

/** A trader's cash offer for an item in one game mode, from the live source (tarkov.dev buyFor). */
export interface LiveTraderOffersTable {
  item_uid: string;
  mode: string;
  /** The trader's English nickname (as trader_sell_prices and traders.nickname). */
  trader: string;
  min_level: number | null;
  price: number;
  currency: string;
  price_rub: number;
  buy_limit: number | null;
  /** Id of the task that unlocks the offer, or null. */
  task_unlock: string | null;
  t: number;
  source: string;
}

/** State of a scheduled live-data job (one row per job and game mode, e.g. `prices:pvp`, `items`). */
export interface LiveJobsTable {
  name: string;
  ok_at: number | null;
  /** The source's own time of the last good import (its newest `updated`). */
  ok_updated: number | null;
  /** Items in the last good reply (a much smaller reply is refused as partial). */
  ok_items: number | null;
  failed_at: number | null;
  error: string | null;
  /** Failures since the last success (the retry back-off grows with it). */
  failures: number;
}

/** A game record of the live source (a quest, trader, station, craft, barter or map's points), typed as the pack's. */
/** An item the live source lists or listed (migration 021, docs/decisions/041). */
export interface LiveItemsTable {
  item_uid: string;
  first_seen: number;
  last_seen: number;
  /** When the source stopped listing it (null: listed); such an item leaves the market list. */
  missing_since: number | null;
  /** The items row the import added for an item the pack lacks (null: the pack's item). */
  row_json: string | null;
}

export interface LiveRecordsTable {
  kind: string;
  /** "pvp" / "pve", or "any" for kinds kept once for both modes (quests, traders). */
  mode: string;
  id: string;
  data_json: string;
  /** Names by site locale (other than English, which is in the record). */
  names_json: string;
  /** Quests: objective and fail-condition texts by locale and id. */
  texts_json: string | null;
  updated: number;
  source: string;
}

/** One back-fill of an item's series from the source's history (each item once per mode). */
export interface PriceBackfillAttemptsTable {
  item_uid: string;
  mode: string;
  attempted_at: number;
  points: number;
  ok: number;
}

/** A trader's next restock in one game mode, from the live source (migration 028, decision 065). */
export interface TraderRestocksTable {
  mode: string;
  trader_id: string;
  /** Epoch ms; null: the source gave none. */
  reset_at: number | null;
  fetched_at: number;
}

/** A player's price alert (migration 028, decision 065). */
export interface PriceAlertsTable {
  id: string;
  user_uid: string;
  item_uid: string;
  mode: string;
  direction: string;
  value: number;
  /** The item's price at the last look (null: none known yet). */
  last_price: number | null;
  created_at: number;
  /** When it fired (null: waiting), with the price before and the price that crossed. */
  fired_at: number | null;
  fired_from: number | null;
  fired_price: number | null;
  /** The language it was set in (its Discord message's, migration 030); null: English. */
  locale?: string | null;
}

export interface UsersTable {
  uid: string;
  email: string | null;
  username: string | null;
  username_key: string | null;
  /** packages/game nameKey of the username (TR39 skeleton, case folded), unique (migration 018). */
  username_skeleton: string | null;
  created_at: number;
  pro: number;
  pro_until: number | null;
  admin: number;
  feature_maps: number;
  char_uid: string;
  patreon_id: string | null;
  bot_account: string | null;
}

export interface SessionsTable {
  id: string;
  user_uid: string;
  created_at: number;
  expires_at: number;
}

export interface CharsTable {
  uid: string;
  user_uid: string;
  char_name: string;
  fraction: string;
  level: number;
  game_mode: string;
  game_edition: string;
  created_at: number;
  /** When the progress started: creation, or the last automatic reset after a game wipe (spec §4). */
  progress_since: number;
}

/** One entry of a user-wide list, map or setting; `value` is JSON text. */
export interface UserEntriesTable {
  user_uid: string;
  list: string;
  key: string;
  value: string;
  /** When the entry was last set, epoch ms (migration 026; null: set before it). */
  set_at: number | null;
}

/** One entry of a character's progress list or map (1 for list members, else the number). */
export interface CharEntriesTable {
  char_uid: string;
  list: string;
  key: string;
  value: number;
}

/** A craft or barter a Pro player runs (migration 027; packages/game craftRuns.ts). */
export interface CraftRunsTable {
  id: string;
  char_uid: string;
  kind: string;
  recipe_id: string;
  started_at: number;
  ends_at: number;
  /** running, completed or canceled. */
  state: string;
  finished_at: number | null;
}

/** A share link of a character's progress (read-only, one viewer); the token is stored as its SHA-256. */
export interface ProgressSharesTable {
  id: string;
  token_hash: string;
  owner_uid: string;
  char_uid: string;
  viewer_uid: string | null;
  created_at: number;
  accepted_at: number | null;
}

export interface PilotKeysTable {
  id: string;
  key_hash: string;
  user_uid: string;
  created_at: number;
  last_used_at: number | null;
}

export interface ApiKeysTable {
  id: string;
  key_hash: string;
  user_uid: string;
  name: string;
  created_at: number;
  last_used_at: number | null;
}

export interface ApiKeyUsageTable {
  key_id: string;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  calls: number;
}

/** A saved weapon loadout (issue 16); `build` is a WeaponBuild as JSON, `is_public` 1 once published. */
export interface LoadoutsTable {
  id: string;
  user_uid: string;
  title: string;
  is_public: number;
  weapon_id: string;
  category: string | null;
  caliber: string;
  build: string;
  build_key: string;
  ergonomics: number;
  recoil_vertical: number;
  recoil_horizontal: number;
  weight: number;
  likes: number;
  created_at: number;
  updated_at: number;
}

export interface LoadoutLikesTable {
  loadout_id: string;
  user_uid: string;
  created_at: number;
}

/** One admin change (issue 19); `before` and `after` are JSON, `admin_email` the e-mail at that time. */
export interface AdminAuditTable {
  id: string;
  at: number;
  admin_uid: string;
  admin_email: string | null;
  action: string;
  target: string | null;
  before: string | null;
  after: string | null;
}

/** An admin override of the catalogue (migration 016): what `kind`/`target`/`field` name, the value as JSON. */
export interface ItemOverridesTable {
  kind: "item" | "tag" | "quality" | "added";
  target: string;
  field: string;
  value: string;
  updated_at: number;
  admin_uid: string | null;
}

export interface LoginCodesTable {
  email: string;
  code_hash: string;
  expires_at: number;
  attempts: number;
  created_at: number;
}

/** A site chat message (migration 017); `id` orders them (commit order), a deleted one keeps its row. */
export interface ChatMessagesTable {
  id: Generated<number>;
  user_uid: string;
  author: string;
  text: string;
  created_at: number;
  deleted_at: number | null;
  deleted_by: string | null;
  /** The id the sending page chose, unique per author (migration 019): a retried send finds its message. */
  client_id: string | null;
}

/** A user who may not send chat messages: until a time (epoch ms), or forever when `until` is null. */
export interface ChatMutesTable {
  user_uid: string;
  until: number | null;
  muted_by: string;
  muted_at: number;
}

export interface Database {
  meta: MetaTable;
  loadouts: LoadoutsTable;
  loadout_likes: LoadoutLikesTable;
  settings: SettingsTable;
  redirects: RedirectsTable;
  categories: CategoriesTable;
  items: ItemsTable;
  item_names: ItemNamesTable;
  traders: TradersTable;
  trader_sell_prices: TraderSellPricesTable;
  trader_offers: TraderOffersTable;
  stations: StationsTable;
  crafts: CraftsTable;
  quests: QuestsTable;
  maps: MapsTable;
  price_points: PricePointsTable;
  price_stats: PriceStatsTable;
  price_hourly: PriceBucketTable;
  price_daily: PriceBucketTable;
  price_hourly_months: PriceHourlyMonthsTable;
  price_imports: PriceImportsTable;
  leases: LeasesTable;
  item_images: ItemImagesTable;
  source_item_names: SourceItemNamesTable;
  live_trader_offers: LiveTraderOffersTable;
  live_jobs: LiveJobsTable;
  price_backfill_attempts: PriceBackfillAttemptsTable;
  live_records: LiveRecordsTable;
  live_items: LiveItemsTable;
  users: UsersTable;
  sessions: SessionsTable;
  chars: CharsTable;
  user_entries: UserEntriesTable;
  char_entries: CharEntriesTable;
  login_codes: LoginCodesTable;
  progress_shares: ProgressSharesTable;
  craft_runs: CraftRunsTable;
  pilot_keys: PilotKeysTable;
  api_keys: ApiKeysTable;
  api_key_usage: ApiKeyUsageTable;
  admin_audit: AdminAuditTable;
  item_overrides: ItemOverridesTable;
  chat_messages: ChatMessagesTable;
  chat_mutes: ChatMutesTable;
  trader_restocks: TraderRestocksTable;
  price_alerts: PriceAlertsTable;
}
