import type { GearBuilderData, GearShownItem } from "@raidkit/api";
import { currencyRates, type Database, listCashOffers, storedGearRecords } from "@raidkit/db";
import { type GameMode, type GearCatalogue, gearCatalogue, itemRecipePrices, type Locale, textCompare } from "@raidkit/game";
import type { Kysely } from "kysely";
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
  private gearData: Promise<GearCatalogue | null> | null = null;
  private readonly built = new Map<string, Promise<{ catalogue: LocaleCatalogue; part: HashedPart<GearBuilderData> }>>();

  constructor(db: Kysely<Database>, catalogue: CatalogueService) {
    this.db = db;
    this.catalogue = catalogue;
  }

  invalidate(): void {
    this.gearData = null;
    this.built.clear();
  }

  /** Every worn item and armour part; null before the first import. */
  gear(): Promise<GearCatalogue | null> {
    this.gearData ??= storedGearRecords(this.db).then((r) => (r ? gearCatalogue(r) : null));
    this.gearData.catch(() => {
      this.gearData = null;
    });
    return this.gearData;
  }

  /** The builder's data in a language and mode, and its hash (the page names the address). */
  async builderPart(locale: Locale, mode: GameMode): Promise<HashedPart<GearBuilderData>> {
    const cat = await this.catalogue.get(locale, mode);
    const key = `${locale}|${mode}`;
    const entry = this.built.get(key);
    if (entry && (await entry).catalogue === cat) return (await entry).part;
    const made = this.build(locale, cat).then((part) => ({ catalogue: cat, part }));
    this.built.set(key, made);
    made.catch(() => this.built.delete(key));
    return (await made).part;
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
