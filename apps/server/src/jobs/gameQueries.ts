/**
 * The queries of the game-data import (docs/decisions/022): tasks, traders, hideout stations,
 * crafts, barters and maps of a tarkov.dev-compatible API. Tests validate each against
 * tests/fixtures/tarkovdev/schema.graphql (our copy of the public schema's fields we use).
 * English structure queries carry every field read; the `*_TEXTS` queries fetch only the strings
 * of one other language.
 */

/** One objective (or fail condition) with what the site reads of its kind. */
const OBJECTIVE = `fragment RaidkitObjective on TaskObjective {
  __typename id type description optional maps { id }
  ... on TaskObjectiveBasic { zones { ...RaidkitZone } }
  ... on TaskObjectiveItem { items { id } count foundInRaid zones { ...RaidkitZone } }
  ... on TaskObjectiveMark { zones { ...RaidkitZone } }
  ... on TaskObjectiveQuestItem { count zones { ...RaidkitZone } possibleLocations { map { id } positions { x y z } } }
  ... on TaskObjectiveShoot { count targetNames shotType zones { ...RaidkitZone } }
  ... on TaskObjectiveUseItem { count zones { ...RaidkitZone } }
  ... on TaskObjectiveExtract { count }
  ... on TaskObjectiveExperience { count }
  ... on TaskObjectiveTaskStatus { task { id } status }
}
fragment RaidkitZone on TaskZone { map { id } position { x y z } }`;

/** What a task gives or unlocks when taken or completed (tarkov-api's TaskRewards): the kinds the quest card shows. */
const REWARDS = `fragment RaidkitRewards on TaskRewards {
  traderStanding { trader { id } standing }
  items { item { id } count }
  offerUnlock { trader { id } level item { id } }
  skillLevelReward { skill { id } name level }
  traderUnlock { id }
  craftUnlock { station { id } level rewardItems { item { id } count } }
}`;

/** Every task of one game mode with its structure, in English. */
export const TASKS_QUERY = `query RaidkitTasks($gameMode: GameMode, $lang: LanguageCode, $limit: Int, $offset: Int) {
  tasks(gameMode: $gameMode, lang: $lang, limit: $limit, offset: $offset) {
    id name normalizedName trader { id } map { id }
    experience minPlayerLevel kappaRequired lightkeeperRequired factionName restartable wikiLink
    taskRequirements { task { id } status }
    traderRequirements { trader { id } requirementType compareMethod value }
    objectives { ...RaidkitObjective }
    failConditions { ...RaidkitObjective }
    startRewards { ...RaidkitRewards }
    finishRewards { ...RaidkitRewards }
  }
}
${OBJECTIVE}
${REWARDS}`;

/** Task names and objective texts of one language and game mode. */
export const TASK_TEXTS_QUERY = `query RaidkitTaskTexts($gameMode: GameMode, $lang: LanguageCode, $limit: Int, $offset: Int) {
  tasks(gameMode: $gameMode, lang: $lang, limit: $limit, offset: $offset) {
    id name objectives { id description } failConditions { id description }
  }
}`;

/** Traders with their loyalty levels (English names). */
export const TRADERS_QUERY = `query RaidkitTraders($gameMode: GameMode, $lang: LanguageCode, $limit: Int, $offset: Int) {
  traders(gameMode: $gameMode, lang: $lang, limit: $limit, offset: $offset) {
    id name normalizedName imageLink currency { id }
    levels { level requiredPlayerLevel requiredReputation requiredCommerce }
  }
}`;

/** Trader names of one language. */
export const TRADER_TEXTS_QUERY = `query RaidkitTraderTexts($gameMode: GameMode, $lang: LanguageCode, $limit: Int, $offset: Int) {
  traders(gameMode: $gameMode, lang: $lang, limit: $limit, offset: $offset) { id name }
}`;

/** Hideout stations of one game mode with every level's requirements. */
export const HIDEOUT_QUERY = `query RaidkitHideout($gameMode: GameMode, $lang: LanguageCode, $limit: Int, $offset: Int) {
  hideoutStations(gameMode: $gameMode, lang: $lang, limit: $limit, offset: $offset) {
    id name normalizedName imageLink
    levels {
      level constructionTime
      itemRequirements { item { id } count attributes { type name value } }
      stationLevelRequirements { station { id } level }
      skillRequirements { skill { id } level }
      traderRequirements { trader { id } requirementType compareMethod value }
      bonuses { type value }
    }
  }
}`;

/** Station names of one language. */
export const HIDEOUT_TEXTS_QUERY = `query RaidkitHideoutTexts($gameMode: GameMode, $lang: LanguageCode, $limit: Int, $offset: Int) {
  hideoutStations(gameMode: $gameMode, lang: $lang, limit: $limit, offset: $offset) { id name }
}`;

/** Crafts of one game mode. */
export const CRAFTS_QUERY = `query RaidkitCrafts($gameMode: GameMode, $lang: LanguageCode, $limit: Int, $offset: Int) {
  crafts(gameMode: $gameMode, lang: $lang, limit: $limit, offset: $offset) {
    id station { id } level duration taskUnlock { id }
    requiredItems { item { id } count attributes { type name value } }
    rewardItems { item { id } count }
  }
}`;

/** Barters of one game mode (English item and quest names). */
export const BARTERS_QUERY = `query RaidkitBarters($gameMode: GameMode, $lang: LanguageCode, $limit: Int, $offset: Int) {
  barters(gameMode: $gameMode, lang: $lang, limit: $limit, offset: $offset) {
    id trader { id } level buyLimit taskUnlock { id name }
    requiredItems { item { id name } count attributes { type name value } }
    rewardItems { item { id name } count }
  }
}`;

/** Maps of one game mode with every point the site draws (English names). */
export const MAPS_QUERY = `query RaidkitMaps($gameMode: GameMode, $lang: LanguageCode, $limit: Int, $offset: Int) {
  maps(gameMode: $gameMode, lang: $lang, limit: $limit, offset: $offset) {
    id name normalizedName
    extracts { id name faction position { x y z } transferItem { item { id } count } switches { id name } }
    transits { id description conditions map { id name } position { x y z } }
    spawns { zoneName position { x y z } sides categories }
    bosses { boss { id name normalizedName } spawnChance spawnLocations { spawnKey name chance } }
    locks { lockType key { id } needsPower position { x y z } }
    switches { id name switchType position { x y z } }
    hazards { hazardType name position { x y z } }
    lootContainers { lootContainer { id name normalizedName } position { x y z } }
    stationaryWeapons { stationaryWeapon { id name shortName } position { x y z } }
  }
}`;

/** The names of a map's points in one language (keyed by the points' ids, hazards by their type). */
export const MAP_TEXTS_QUERY = `query RaidkitMapTexts($gameMode: GameMode, $lang: LanguageCode, $limit: Int, $offset: Int) {
  maps(gameMode: $gameMode, lang: $lang, limit: $limit, offset: $offset) {
    id name
    extracts { id name switches { id name } }
    transits { id description conditions map { id name } }
    bosses { boss { id name } spawnLocations { spawnKey name } }
    switches { id name }
    hazards { hazardType name }
    lootContainers { lootContainer { id name } }
    stationaryWeapons { stationaryWeapon { id name } }
  }
}`;

/**
 * Weapons, weapon parts (mods, magazines) and rounds with what the loadout builder reads (issue 16):
 * slots with the items and categories they allow, conflicts, the figures; preset pseudo-items are
 * read only to be left out (presets come from the pack, whose parts carry their slots). English only:
 * the builder's names come from the catalogue, in every language.
 */
export const WEAPONS_QUERY = `query RaidkitWeapons($gameMode: GameMode, $lang: LanguageCode, $limit: Int, $offset: Int) {
  items(types: [gun, mods, ammo], gameMode: $gameMode, lang: $lang, limit: $limit, offset: $offset) {
    id name shortName types weight
    category { name }
    categories { id }
    conflictingItems { id }
    properties {
      __typename
      ... on ItemPropertiesWeapon {
        caliber ergonomics fireModes fireRate recoilVertical recoilHorizontal effectiveDistance
        defaultPreset { id } slots { ...RaidkitSlot }
      }
      ... on ItemPropertiesWeaponMod { ergonomics recoilModifier accuracyModifier slots { ...RaidkitSlot } }
      ... on ItemPropertiesBarrel { ergonomics recoilModifier slots { ...RaidkitSlot } }
      ... on ItemPropertiesScope { ergonomics recoilModifier slots { ...RaidkitSlot } }
      ... on ItemPropertiesMagazine { ergonomics recoilModifier capacity allowedAmmo { id } slots { ...RaidkitSlot } }
      ... on ItemPropertiesAmmo {
        caliber tracer projectileCount damage armorDamage penetrationPower accuracyModifier recoilModifier initialSpeed
      }
    }
  }
}
fragment RaidkitSlot on ItemSlot {
  nameId name required
  filters { allowedItems { id } allowedCategories { id } excludedItems { id } excludedCategories { id } }
}`;

export const GAME_QUERIES = {
  TASKS_QUERY,
  TASK_TEXTS_QUERY,
  TRADERS_QUERY,
  TRADER_TEXTS_QUERY,
  HIDEOUT_QUERY,
  HIDEOUT_TEXTS_QUERY,
  CRAFTS_QUERY,
  BARTERS_QUERY,
  MAPS_QUERY,
  MAP_TEXTS_QUERY,
  WEAPONS_QUERY,
} as const;
