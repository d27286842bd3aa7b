import type { LoadoutSaveRequest, LoadoutView, WeaponBuilderData, WeaponListEntry } from "@raidkit/api";
import { currencyRates, type Database, type Loadout, type LoadoutFields, listCashOffers, liveRecords, storedWeaponRecords } from "@raidkit/db";
import {
  type BuildProblem,
  buildConflicts,
  buildItemIds,
  buildKey,
  buildPrice,
  buildProblems,
  buildStats,
  type GameMode,
  itemRecipePrices,
  type Locale,
  type RecipeItemPrices,
  reachableParts,
  textCompare,
  type WeaponBuild,
  type WeaponCatalogue,
  weaponCatalogue,
} from "@raidkit/game";
import type { Kysely } from "kysely";
import type { RegisteredCache } from "./cacheRegistry.ts";
import { traderBuyOffers } from "./calculators.ts";
import type { CatalogueService, LocaleCatalogue } from "./catalogue.ts";
import { type HashedPart, hashedPart } from "./hashedPart.ts";

/** Every trader at its top loyalty: the price a loadout's list shows is the cheapest of flea and any trader offer. */
const ANY_LOYALTY: Record<string, number> = new Proxy({}, { get: () => 4 });

interface Built {
  catalogue: LocaleCatalogue;
  prices: Map<string, RecipeItemPrices>;
  weapons: WeaponListEntry[];
}

/**
 * The loadout builder's data (issue 16, docs/decisions/028): the weapon catalogue the import stored,
 * each weapon's builder data per language and mode (kept until the data changes), the checks of a
 * build sent by a user, and loadouts as the pages show them (figures and today's price).
 */
export class LoadoutService {
  private readonly db: Kysely<Database>;
  private readonly catalogue: CatalogueService;
  private readonly weaponsData: RegisteredCache<WeaponCatalogue | null>;
  private readonly built: RegisteredCache<Built>;
  /** Each weapon's builder data, with what it was made from (a new catalogue makes new ones). */
  private readonly parts: RegisteredCache<{ built: Built; part: HashedPart<WeaponBuilderData> }>;

  constructor(db: Kysely<Database>, catalogue: CatalogueService) {
    this.db = db;
    this.catalogue = catalogue;
    const caches = catalogue.caches;
    this.weaponsData = caches.cache("weapons", { bytes: (w) => (w ? 1_000 * (w.weapons.size + w.parts.size + w.ammo.size + w.presets.size) : 0) });
    this.built = caches.cache("loadouts", { bytes: (b) => 300 * b.prices.size + 200 * b.weapons.length });
    // A weapon's part is one weapon's: any number of weapons asked for stays within 32 MB.
    this.parts = caches.cache("weapon-builder", { bytes: ({ part }) => 2 * part.json.length, maxBytes: 32 * 1024 * 1024 });
  }

  /**
   * The weapons, parts, rounds and presets; null before the first import. The live import's weapons,
   * parts and rounds win over the pack's once there is one (game:weapons); presets stay the pack's
   * (their parts carry the slots they sit in, which the live list of a preset's items does not).
   */
  weapons(): Promise<WeaponCatalogue | null> {
    return this.weaponsData.get("", () =>
      Promise.all([storedWeaponRecords(this.db), liveRecords(this.db, "weapons", "any", "all")]).then(([stored, live]) => {
        const current = live[0]?.data;
        if (current) return weaponCatalogue({ ...current, presets: stored?.presets ?? [] });
        return stored ? weaponCatalogue(stored) : null;
      }),
    );
  }

  private async forLocale(locale: Locale, mode: GameMode): Promise<Built | null> {
    const [catalogue, weapons] = await Promise.all([this.catalogue.get(locale, mode), this.weapons()]);
    if (!weapons) return null;
    return this.built.get(
      `${locale}|${mode}`,
      () => this.build(locale, catalogue, weapons),
      (built) => built.catalogue === catalogue,
    );
  }

  private async build(locale: Locale, cat: LocaleCatalogue, weapons: WeaponCatalogue): Promise<Built> {
    const [offers, rates] = await Promise.all([listCashOffers(this.db), currencyRates(this.db)]);
    const buy = traderBuyOffers(offers, rates);
    const prices = new Map<string, RecipeItemPrices>();
    for (const id of [...weapons.weapons.keys(), ...weapons.parts.keys(), ...weapons.ammo.keys()]) {
      const item = cat.byUid.get(id);
      if (item) prices.set(id, itemRecipePrices(item, buy.get(id) ?? []));
    }
    const list = [...weapons.weapons.values()]
      .map((w) => ({
        id: w.id,
        name: cat.byUid.get(w.id)?.localName ?? w.name,
        shortName: cat.byUid.get(w.id)?.localShortName ?? w.shortName,
        category: w.category,
        caliber: w.caliber,
      }))
      .sort((a, b) => textCompare(locale)(a.name, b.name));
    return { catalogue: cat, prices, weapons: list };
  }

  /** The picker's list of weapons in the page's language. */
  async weaponList(locale: Locale, mode: GameMode): Promise<WeaponListEntry[]> {
    return (await this.forLocale(locale, mode))?.weapons ?? [];
  }

  /** A weapon's builder data and its hash (the page names the address); null for an unknown weapon. */
  async builderPart(locale: Locale, mode: GameMode, weaponId: string): Promise<HashedPart<WeaponBuilderData> | null> {
    const [built, weapons] = await Promise.all([this.forLocale(locale, mode), this.weapons()]);
    const weapon = weapons?.weapons.get(weaponId);
    if (!built || !weapons || !weapon) return null;
    const made = async () => ({ built, part: hashedPart(builderData(weapons, weapon.id, built)) });
    return (await this.parts.get(`${locale}|${mode}|${weaponId}`, made, (entry) => entry.built === built)).part;
  }

  /**
   * A build a user sends, checked against the game's slots: refused with the problems, or the
   * loadout's columns (its figures and key computed here, never taken from the user).
   */
  async check(input: LoadoutSaveRequest): Promise<{ ok: true; fields: LoadoutFields; conflicts: number } | { ok: false; problems: BuildProblem[] }> {
    const weapons = await this.weapons();
    const build: WeaponBuild = input.build;
    const problems = weapons ? buildProblems(weapons, build) : [{ code: "unknownWeapon" as const, weaponId: build.weaponId }];
    const weapon = weapons?.weapons.get(build.weaponId);
    const stats = weapons ? buildStats(weapons, build) : null;
    if (problems.length > 0 || !weapons || !weapon || !stats) return { ok: false, problems };
    const ammo = [...build.ammo];
    while (ammo.length > 0 && ammo[ammo.length - 1] === "") ammo.pop();
    const stored: WeaponBuild = { weaponId: build.weaponId, parts: build.parts, ammo };
    return {
      ok: true,
      // Parts the game does not let fit together: such a build may be saved, not published (issue 32).
      conflicts: buildConflicts(weapons, stored).length,
      fields: {
        title: input.title,
        isPublic: input.public,
        weaponId: weapon.id,
        category: weapon.category,
        caliber: weapon.caliber,
        build: JSON.stringify(stored),
        buildKey: buildKey(stored),
        ergonomics: stats.ergonomics,
        recoilVertical: stats.recoilVertical,
        recoilHorizontal: stats.recoilHorizontal,
        weight: stats.weight,
      },
    };
  }

  /** Loadouts as the pages show them, with their price today and the asker's like. */
  async views(rows: readonly Loadout[], locale: Locale, mode: GameMode, asker: { uid: string | null; liked: ReadonlySet<string> }): Promise<LoadoutView[]> {
    const [built, weapons] = await Promise.all([this.forLocale(locale, mode), this.weapons()]);
    return rows.map((row) => {
      const build = row.build;
      const entry = built?.weapons.find((w) => w.id === row.weaponId);
      const price = buildPrice(buildItemIds(build), (id) => built?.prices.get(id), {
        priceField: "price",
        useFlea: true,
        useTraders: true,
        tradersLL: ANY_LOYALTY,
        userPrices: {},
      });
      return {
        id: row.id,
        title: row.title,
        public: row.isPublic,
        likes: row.likes,
        liked: asker.liked.has(row.id),
        mine: asker.uid === row.userUid,
        author: row.author,
        weaponId: row.weaponId,
        weaponName: entry?.name ?? row.weaponId,
        weaponShortName: entry?.shortName ?? row.weaponId,
        category: (row.category as LoadoutView["category"]) ?? null,
        caliber: row.caliber,
        build: { weaponId: build.weaponId, parts: { ...build.parts }, ammo: [...build.ammo] },
        stats: { ergonomics: row.ergonomics, recoilVertical: row.recoilVertical, recoilHorizontal: row.recoilHorizontal, weight: row.weight },
        price: price.total,
        unpriced: price.unpriced.length,
        conflicts: weapons ? buildConflicts(weapons, build).length : 0,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      };
    });
  }
}

function builderData(cat: WeaponCatalogue, weaponId: string, built: Built): WeaponBuilderData {
  const weapon = cat.weapons.get(weaponId) as NonNullable<ReturnType<WeaponCatalogue["weapons"]["get"]>>;
  const local = (id: string, name: string, shortName: string) => {
    const item = built.catalogue.byUid.get(id);
    return { name: item?.localName ?? name, shortName: item?.localShortName ?? shortName, url: item?.url ?? null, prices: built.prices.get(id) ?? null };
  };
  const parts: WeaponBuilderData["parts"] = {};
  for (const part of reachableParts(cat, weaponId)) parts[part.id] = { ...part, ...local(part.id, part.name, part.shortName) };
  return {
    weapon: { ...weapon, ...local(weapon.id, weapon.name, weapon.shortName) },
    parts,
    ammo: [...cat.ammo.values()].filter((a) => a.caliber === weapon.caliber).map((a) => ({ ...a, ...local(a.id, a.name, a.shortName) })),
    presets: [...cat.presets.values()].filter((p) => p.weaponId === weaponId),
    weapons: built.weapons,
  };
}
