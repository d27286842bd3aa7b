import type { GearBuilderData, GearShownItem } from "@raidkit/api";
import { currencyRates, type Database, listCashOffers, storedGearRecords } from "@raidkit/db";
import { type GameMode, type GearCatalogue, gearCatalogue, itemRecipePrices, type Locale, textCompare } from "@raidkit/game";
import type { Kysely } from "kysely";
import type { RegisteredCache } from "./cacheRegistry.ts";
import { traderBuyOffers } from "./calculators.ts";
import type { CatalogueService, LocaleCatalogue } from "./catalogue.ts";
import { type HashedPart, hashedPart } from "./hashedPart.ts";

/**
 * The gear builder's data (/gear): the gear records the import stored, with names in a language
 * and prices of a game mode, made once per language and mode and kept until the data changes.
 * Nothing of a set is stored on the server: the page keeps it in its address.
 */
export class GearService {
  private readonly db: Kysely<Database>;
  private readonly catalogue: CatalogueService;
  private readonly gearData: RegisteredCache<GearCatalogue | null>;
  private readonly built: RegisteredCache<{ catalogue: LocaleCatalogue; part: HashedPart<GearBuilderData> }>;

  constructor(db: Kysely<Database>, catalogue: CatalogueService) {
    this.db = db;
    this.catalogue = catalogue;
    // The records as stored are about the size of the builder's data (a language and mode's part).
    this.gearData = catalogue.caches.cache("gear", { bytes: (gear) => (gear ? 1_000 * gear.items.size : 0) });
    this.built = catalogue.caches.cache("gear-builder", { bytes: ({ part }) => 2 * part.json.length });
  }

  /** Every worn item and armour part; null before the first import. */
  gear(): Promise<GearCatalogue | null> {
    return this.gearData.get("", () => storedGearRecords(this.db).then((r) => (r ? gearCatalogue(r) : null)));
  }

  /** The builder's data in a language and mode, and its hash (the page names the address). */
  async builderPart(locale: Locale, mode: GameMode): Promise<HashedPart<GearBuilderData>> {
    const catalogue = await this.catalogue.get(locale, mode);
    const made = async () => ({ catalogue, part: await this.build(locale, catalogue) });
    return (await this.built.get(`${locale}|${mode}`, made, (entry) => entry.catalogue === catalogue)).part;
  }

  private async build(locale: Locale, cat: LocaleCatalogue): Promise<HashedPart<GearBuilderData>> {
    const [gear, offers, rates] = await Promise.all([this.gear(), listCashOffers(this.db), currencyRates(this.db)]);
    const buy = traderBuyOffers(offers, rates);
    const shown: GearShownItem[] = [...(gear?.items.values() ?? [])].map((item) => {
      const known = cat.byUid.get(item.id);
      return {
        ...item,
        name: known?.localName ?? item.name,
        shortName: known?.localShortName ?? item.shortName,
        url: known?.url ?? null,
        prices: known ? itemRecipePrices(known, buy.get(item.id) ?? []) : null,
      };
    });
    const order = textCompare(locale);
    shown.sort((a, b) => order(a.name, b.name));
    return hashedPart({ items: Object.fromEntries(shown.map((i) => [i.id, i])) });
  }
}
