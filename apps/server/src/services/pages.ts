import type { ApiReference, ItemPageData, MarketPageData, PageServices, RequestInfo, ShellData, WeatherReply, WebsiteAlertReply } from "@raidkit/api";
import { beUrl } from "@raidkit/api/be";
import { SHEET_FIELDS } from "@raidkit/api/v1";
import { type Database, itemDetail, mapDetail, mapRecords, traderRecords } from "@raidkit/db";
import {
  activeQuestsPerMap,
  BITCOIN_UID,
  EXPEDITIONARY_FUEL_UID,
  type GameMode,
  GPU_UID,
  itemShownPrice,
  itemUses,
  MAPS,
  METAL_FUEL_UID,
  mapBySlug,
  queryMarket,
  wikiUrl,
} from "@raidkit/game";
import type { Kysely } from "kysely";
import { API_TIER_LIMITS } from "../auth/rateLimits.ts";
import type { Bus } from "../bus.ts";
import type { Config } from "../config.ts";
import type { CalculatorService } from "./calculators.ts";
import { type CatalogueService, itemReplyOf, tagEntries, tagReply } from "./catalogue.ts";
import type { GearService } from "./gear.ts";
import { interactiveMap } from "./interactiveMap.ts";
import type { LoadoutService } from "./loadouts.ts";
import { mapSvgUrl } from "./mapSvg.ts";
import type { PriceAlertService } from "./priceAlerts.ts";
import { chatBotPageData } from "./priceCheck.ts";
import type { ProgressDataService } from "./progressData.ts";
import type { PublicDataService } from "./publicData.ts";
import type { RedirectService } from "./redirects.ts";
import { sheetRows } from "./sheetRows.ts";
import { currentDataVersion, DataStatusService, type GlobalSettings, readGlobalSettings, readWeather, readWebsiteAlert } from "./shell.ts";

/** The worked example of /dev/google-sheet: what a hideout farmer tracks (bitcoin, graphics card, both fuels). */
const SHEET_EXAMPLE = [BITCOIN_UID, GPU_UID, METAL_FUEL_UID, EXPEDITIONARY_FUEL_UID];

/** The data behind every page, handed to the React Router loaders through the router context. */
export function createPageServices(deps: {
  db: Kysely<Database>;
  config: Config;
  catalogue: CatalogueService;
  redirects: RedirectService;
  iconFor: (uid: string) => string | null;
  /** An item's build image and 512 px image from the live source (the item page's large picture). */
  picturesFor: (uid: string) => { build: string | null; large: string | null };
  deployDate: number;
  calculators: CalculatorService;
  progressData: ProgressDataService;
  /** This process, for /test. */
  runtime: { instance: string; startedAt: number; engine: "sqlite" | "postgres"; bus: Bus };
  /** The public API's reference (from its OpenAPI document) and data, for the /dev pages. */
  apiReference: ApiReference;
  publicData: PublicDataService;
  loadouts: LoadoutService;
  gear: GearService;
  /** Trader restocks (decision 065). */
  alerts: PriceAlertService;
}): PageServices {
  const { db, catalogue } = deps;
  const dataStatus = new DataStatusService(db, { source: Boolean(deps.config.priceSourceUrl), everyMs: deps.config.priceImportEveryMs }, catalogue.caches);
  // What every page's shell reads from the database, read once per data version: every change to it
  // (the alert, the weather, global settings, imports) moves the version on (issue 30, finding 17:
  // five queries less per page a logged-in user has rendered). Keyed by the version the page read
  // as well as the watcher's: a change shows at once on the instance that made it.
  const shellParts = catalogue.caches.cache<{
    alert: WebsiteAlertReply | null;
    weather: WeatherReply | null;
    settings: GlobalSettings;
    maps: Awaited<ReturnType<typeof mapRecords>>;
    traders: Awaited<ReturnType<typeof traderRecords>>;
  }>("shell-parts", { bytes: (parts) => JSON.stringify(parts).length, maxBytes: 4 * 1024 * 1024 });
  const shellPartsOf = (version: string) =>
    shellParts.get(version, async () => {
      const [alert, weather, settings, maps, traders] = await Promise.all([
        readWebsiteAlert(db),
        readWeather(db),
        readGlobalSettings(db),
        mapRecords(db),
        traderRecords(db),
      ]);
      return { alert, weather, settings, maps, traders };
    });
  return {
    async shell(request: RequestInfo): Promise<ShellData> {
      const version = await currentDataVersion(db);
      const [{ alert, weather, settings, maps, traders }, status] = await Promise.all([shellPartsOf(version), dataStatus.read(request.mode, version)]);
      const names = new Map(maps.map((m) => [m.id, m.names[request.locale]]));
      return {
        alert,
        weather,
        deployDate: deps.deployDate,
        tournamentEnabled: settings.tournamentEnabled,
        wipeDate: settings.wipeDate,
        pilotVersion: settings.tarkov_pilot_version,
        regionalSites: request.viewer.admin ? deps.config.regionalSites : [],
        communityChatUrl: deps.config.communityChatUrl,
        imageHost: deps.config.imageCdnUrl,
        maps: MAPS.map((m) => ({ slug: m.slug, name: m.name, localName: names.get(m.packId) ?? m.name })),
        patreonLogin: Boolean(deps.config.patreon.clientId && deps.config.patreon.clientSecret),
        discordAlerts: deps.config.discordBot !== null,
        traderNames: Object.fromEntries(traders.map((t) => [t.name, t.names[request.locale] ?? t.name])),
        dataStatus: status,
      };
    },

    calculatorPage: async (request, page) => {
      const part = await deps.calculators.part(request.locale, request.mode, page);
      return { dataUrl: beUrl("calculatorData", { locale: request.locale, mode: request.mode, page, hash: part.hash }), data: part.data };
    },
    fleaTax: (request) => deps.calculators.fleaTax(request.mode),
    progressDataUrl: async (request, part) => {
      const { hash } = await deps.progressData.part(request.locale, request.mode, part);
      return beUrl("progressData", { locale: request.locale, mode: request.mode, part, hash });
    },

    async activeQuestCounts(request, user) {
      if (!user?.pro || !user.hideoutUseProgress) return {};
      const { quests } = await deps.progressData.quests(request.locale, user.gameMode as GameMode);
      const char = { fraction: user.fraction, gameEdition: user.gameEdition, gameMode: user.gameMode };
      const counts = activeQuestsPerMap(
        quests,
        { level: user.level, tradersLL: user.tradersLL, questsDone: new Set(user.questsDone), questsFailed: new Set(user.questsFailed), useProgress: true },
        char,
        { pro: true },
      );
      return Object.fromEntries(counts);
    },

    async adminOverview(now = Date.now()) {
      const count = async (query: Promise<{ n: unknown } | undefined>) => Number((await query)?.n ?? 0);
      const [users, proUsers, admins, liveSessions, imports] = await Promise.all([
        count(
          db
            .selectFrom("users")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirst(),
        ),
        count(
          db
            .selectFrom("users")
            .select((eb) => eb.fn.countAll().as("n"))
            .where("pro", "=", 1)
            .where((eb) => eb.or([eb("pro_until", "is", null), eb("pro_until", ">", now)]))
            .executeTakeFirst(),
        ),
        count(
          db
            .selectFrom("users")
            .select((eb) => eb.fn.countAll().as("n"))
            .where("admin", "=", 1)
            .executeTakeFirst(),
        ),
        count(
          db
            .selectFrom("sessions")
            .select((eb) => eb.fn.countAll().as("n"))
            .where("expires_at", ">", now)
            .executeTakeFirst(),
        ),
        db.selectFrom("price_imports").select(["mode", "source", "status", "finished_at", "items"]).orderBy("finished_at", "desc").limit(10).execute(),
      ]);
      return {
        users,
        proUsers,
        admins,
        liveSessions,
        imports: imports.map((i) => ({ mode: i.mode, source: i.source, status: i.status, finishedAt: Number(i.finished_at), items: i.items })),
      };
    },

    async market(request, query): Promise<MarketPageData | null> {
      const cat = await catalogue.get(request.locale, request.mode);
      const tag = query.tag ? cat.tags.find((t) => t.slug === query.tag) : undefined;
      if (query.tag && !tag) return null;
      return {
        page: queryMarket(cat.market, query),
        tag: tag ? tagReply(tag, cat) : null,
        tags: tagEntries(cat, request.locale),
        newestPrice: cat.newestPrice,
        freshness: cat.freshness,
        dataVersion: cat.version,
      };
    },

    async itemUrlFor(request, asked) {
      const cat = await catalogue.get(request.locale, request.mode);
      const byId = cat.byUid.get(asked);
      if (byId) return byId.url;
      const lower = asked.toLowerCase();
      return cat.items.find((i) => i.url.toLowerCase() === lower)?.url ?? null;
    },

    async item(request, url): Promise<ItemPageData | null> {
      // Figures come from the catalogue in memory, so the page shows exactly what the list shows.
      const cat = await catalogue.get(request.locale, request.mode);
      const item = cat.byUrl.get(url);
      if (!item) return null;
      const detail = await itemDetail(db, item.uid, { locale: request.locale, mode: request.mode });
      if (!detail) return null;
      const trail = item.tags.map((slug) => ({ slug, localName: cat.tags.find((t) => t.slug === slug)?.localName ?? slug }));
      const [recipes, game, weapons, doors] = await Promise.all([
        deps.calculators.get(request.locale, request.mode),
        deps.progressData.quests(request.locale, request.mode),
        deps.loadouts.weapons(),
        deps.progressData.keyDoors(request.locale, request.mode),
      ]);
      const uses = itemUses(item.uid, { quests: game.quests, modules: game.modules, crafts: recipes.crafts, barters: recipes.barters });
      const related: Record<string, { url: string; name: string }> = {};
      for (const part of [...uses.craftsIn, ...uses.bartersIn].map((u) => u.output).concat([...uses.craftsOut, ...uses.bartersOut].flatMap((u) => u.inputs))) {
        const other = cat.byUid.get(part.uid);
        if (other) related[part.uid] = { url: other.url, name: other.localName };
      }
      return {
        uses,
        doors: doors.get(item.uid) ?? [],
        related,
        wikiUrl: wikiUrl(item.name),
        buildPath: weapons?.weapons.has(item.uid) ? `/loadouts/weapon/${item.url}` : null,
        item: {
          ...itemReplyOf(item, deps.iconFor(item.uid), cat.quality, deps.picturesFor(item.uid)),
          description: detail.description,
          descriptionLocale: detail.descriptionLocale,
          caliberName: detail.caliberName,
          offers: item.offers,
          lowConfidence: item.lowConfidence,
        },
        tagTrail: trail,
        sells: detail.sells,
        offers: detail.offers.map((o) => ({ ...o, questUnlock: o.questUnlock !== null })),
      };
    },

    async map(request, slug) {
      const info = mapBySlug(slug);
      if (!info) return null;
      const record = await mapDetail(db, info.packId, request.mode);
      if (!record) return null;
      const d = record.data;
      const players = d.players ? `${d.players.min}–${d.players.max}` : null;
      const pro = request.viewer.pro;
      // Quest places are Pro's, but free viewers are told how many there are.
      const [{ quests }, cat] = await Promise.all([deps.progressData.quests(request.locale, request.mode), catalogue.get(request.locale, request.mode)]);
      // A door's key and an extract's price are named in the visitor's language.
      const itemName = (uid: string) => cat.byUid.get(uid)?.localName ?? null;
      // A door's card says what its key costs (the price the item page heads with).
      const itemPrice = (uid: string) => {
        const item = cat.byUid.get(uid);
        return item ? itemShownPrice(item).price : null;
      };
      return {
        slug,
        name: info.name,
        localName: record.names[request.locale] ?? info.name,
        // In the visitor's language where the game's locale has it (the pack's maps are English).
        description: d.descriptions?.[request.locale] ?? d.description,
        raidMinutes: d.raidDurationMin,
        raidMinutesPve: d.raidDurationMinPvE,
        players,
        svgUrl: mapSvgUrl(d),
        variants: info.variantPackIds,
        interactive: interactiveMap(d, slug, quests, pro, { locale: request.locale, itemName, itemPrice }),
      };
    },

    async status(request) {
      const [version, status] = await Promise.all([catalogue.currentVersion(), dataStatus.read(request.mode)]);
      const { runtime, config } = deps;
      return {
        deployDate: deps.deployDate,
        node: process.version,
        instance: runtime.instance,
        startedAt: runtime.startedAt,
        engine: runtime.engine,
        bus: { kind: runtime.bus.kind, connected: runtime.bus.connected() },
        dataVersion: version.slice(0, 12),
        dataStatus: status,
        checkedAt: Date.now(),
        live: { on: Boolean(config.priceSourceUrl), pricesEveryMs: config.priceImportEveryMs, gameEveryMs: config.gameImportEveryMs },
      };
    },

    devApi: () => ({ reference: deps.apiReference, limits: API_TIER_LIMITS }),

    chatBots: (request) => chatBotPageData(deps.config, request.origin),
    traderRestocks: (request) => deps.alerts.restocks(request.locale),

    async tags(request) {
      return tagEntries(await catalogue.get(request.locale, request.mode), request.locale);
    },

    async devSheet(request) {
      const [items, cat] = await Promise.all([
        deps.publicData.itemList(request.locale, request.mode, { ids: SHEET_EXAMPLE }),
        catalogue.get(request.locale, request.mode),
      ]);
      return {
        fields: [...SHEET_FIELDS],
        limits: API_TIER_LIMITS,
        example: { ids: (items ?? []).map((i) => i.uid), names: (items ?? []).map((i) => i.localShortName), rows: sheetRows(items ?? []).slice(1) },
        tags: tagEntries(cat, request.locale).map((t) => ({ slug: t.slug, name: t.localName, depth: t.depth })),
      };
    },

    redirectFor: (path) => deps.redirects.lookup(path),

    async loadoutBuilder(request, gun) {
      const weapons = await deps.loadouts.weaponList(request.locale, request.mode);
      if (gun === null) return { weapons, chosen: null };
      const cat = await catalogue.get(request.locale, request.mode);
      const weaponId = cat.byUrl.get(gun)?.uid ?? gun;
      const part = await deps.loadouts.builderPart(request.locale, request.mode, weaponId);
      if (!part) return null;
      return {
        weapons,
        chosen: {
          weaponId,
          url: cat.byUid.get(weaponId)?.url ?? null,
          dataUrl: beUrl("builderData", { locale: request.locale, mode: request.mode, weaponId, hash: part.hash }),
          data: part.data,
        },
      };
    },
    loadoutWeapons: (request) => deps.loadouts.weaponList(request.locale, request.mode),

    async gearBuilder(request) {
      const part = await deps.gear.builderPart(request.locale, request.mode);
      return { dataUrl: beUrl("gearBuilderData", { locale: request.locale, mode: request.mode, hash: part.hash }), data: part.data };
    },
  };
}
