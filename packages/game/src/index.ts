export * from "./account.ts";
export * from "./alerts.ts";
export * from "./bitcoinFarm.ts";
export * from "./botAccount.ts";
export * from "./botNames.ts";
export * from "./cachePayload.ts";
export * from "./constants.ts";
export * from "./contentImages.ts";
export * from "./countdown.ts";
export * from "./craftRuns.ts";
export * from "./dataStatus.ts";
export * from "./favourites.ts";
export * from "./fleaFee.ts";
export * from "./format.ts";
export * from "./gameEditions.ts";
export * from "./gear/index.ts";
export * from "./hideoutFuel.ts";
export * from "./hideoutModules.ts";
export * from "./hideoutProfit.ts";
export * from "./item.ts";
export * from "./itemFacts.ts";
export * from "./itemImage.ts";
export * from "./itemUses.ts";
export * from "./itemView.ts";
export * from "./keyDoors.ts";
export * from "./localeRouting.ts";
export * from "./locales.ts";
export * from "./mapFloors.ts";
export * from "./mapLayers.ts";
export * from "./mapProjection.ts";
export * from "./maps.ts";
export * from "./marketQuery.ts";
export * from "./marketSearch.ts";
export * from "./navigation.ts";
export * from "./neededItems.ts";
export * from "./ocr/index.ts";
export type {
  PackBarter,
  PackCashOffer,
  PackCategory,
  PackCraft,
  PackEdition,
  PackGameGlobals,
  PackItem,
  PackMap,
  PackQuest,
  PackQuestObjective,
  PackStation,
  PackStationRequirement,
  PackTrader,
  QuestRequirementStatus,
} from "./pack/index.ts";
export * from "./pageQuery.ts";
export * from "./pilot/index.ts";
export * from "./pilotLink.ts";
export * from "./pilotRaid.ts";
export * from "./plainText.ts";
export * from "./presetPrice.ts";
export * from "./priceQuality.ts";
export * from "./priceRollup.ts";
export * from "./priceStats.ts";
export * from "./progressOverview.ts";
export * from "./questAvailability.ts";
export * from "./questChain.ts";
export * from "./questGoals.ts";
export * from "./questObjectives.ts";
export * from "./questSearch.ts";
export * from "./questTree.ts";
export * from "./questVariants.ts";
export * from "./questView.ts";
export * from "./raidClock.ts";
export * from "./recipeLocks.ts";
export * from "./recipeProfit.ts";
export * from "./redirects.ts";
export * from "./retention.ts";
export * from "./skillNames.ts";
export * from "./skills.ts";
export * from "./slug.ts";
export * from "./sparkline.ts";
export * from "./stats.ts";
export * from "./tagTree.ts";
export * from "./textOrder.ts";
export * from "./traders.ts";
export * from "./weapons/index.ts";
export * from "./weather.ts";
