import { z } from "zod";
import { EXIT_REQUIREMENTS, type ExitRules, type MapCategory, type MapPoint } from "../mapLayers.ts";
import { MAP_POINT_CATEGORIES } from "../maps.ts";

const pair = z.tuple([z.number(), z.number()]);
const position = z.object({ x: z.number(), y: z.number(), z: z.number() });

/** A location of `maps/maps.json` with its SVG georeference and tarkov.dev's height layers. */
export const packMapSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  raidDurationMin: z.number().nullable(),
  raidDurationMinPvE: z.number().nullable(),
  players: z.object({ min: z.number(), max: z.number() }).nullable(),
  svg: z
    .object({
      file: z.string(),
      floors: z.array(z.string()),
      defaultFloor: z.string().nullable(),
      coordinateRotation: z.number(),
      bounds: z.tuple([pair, pair]),
    })
    .nullable(),
  tarkovdevInteractiveProjection: z
    .object({
      layers: z
        .array(
          z.object({
            name: z.string(),
            svgLayer: z.string().optional(),
            /** Height ranges, each with the boxes it applies to (a third element names the box). */
            extents: z.array(z.object({ height: pair, bounds: z.array(z.tuple([pair, pair], z.unknown())).optional() })),
          }),
        )
        .optional(),
    })
    .nullable(),
});
export type PackMap = z.infer<typeof packMapSchema>;
export const packMapsFileSchema = z.object({ maps: z.array(packMapSchema) });

/** Spawn points of `maps/spawns.json` (SPT). */
export const packSpawnSchema = z.object({
  mapId: z.string(),
  id: z.string(),
  position,
  sides: z.array(z.string()),
  categories: z.array(z.string()),
  botZoneName: z.string().nullable(),
});
export const packSpawnsFileSchema = z.object({ spawns: z.array(packSpawnSchema) });

/** Extract and transit positions of `maps/extract_positions_tarkovdev.json`. */
export const packExtractsFileSchema = z.object({
  maps: z.array(
    z.object({
      mapId: z.string(),
      extracts: z.array(z.object({ id: z.string(), name: z.string(), faction: z.string().optional(), position })),
      transits: z.array(
        z.object({ id: z.string(), name: z.string(), destinationMapId: z.string().optional(), destinationMapName: z.string().optional(), position }),
      ),
    }),
  ),
});

/** Exit rules and boss spawns of `maps/exits_and_bosses.json` (SPT location bases, their field names). */
export const packExitsFileSchema = z.object({
  maps: z.array(
    z.object({
      mapId: z.string(),
      exits: z.array(
        z.object({
          Name: z.string(),
          PassageRequirement: z.string().nullable().optional(),
          Chance: z.number().optional(),
          RequirementTip: z.string().optional(),
          ExfiltrationTime: z.number().optional(),
          Count: z.number().optional(),
          Id: z.string().optional(),
          RequiredSlot: z.string().optional(),
        }),
      ),
      transits: z
        .array(z.object({ id: z.number(), time: z.number().optional(), activateAfterSec: z.number().optional(), active: z.boolean().optional() }))
        .optional(),
      bossSpawns: z.array(z.object({ BossName: z.string(), BossZone: z.string(), BossChance: z.number() })),
    }),
  ),
});

/** An exit's rules as stored (mapLayers.ts `ExitRules`). */
const exitRulesSchema = z.object({
  chance: z.number().optional(),
  seconds: z.number().optional(),
  requirement: z.enum(EXIT_REQUIREMENTS).optional(),
  opensAfter: z.number().optional(),
}) satisfies z.ZodType<ExitRules>;

/**
 * A map point as the import stores it (mapLayers.ts `MapPoint`): built by the pack import or the
 * live import, read back from `maps.data_json` and `live_records` (kind `map`).
 */
export const storedMapPointSchema = z.object({
  ...position.shape,
  id: z.string(),
  category: z.enum(MAP_POINT_CATEGORIES.map((c) => c.id) as [MapCategory, ...MapCategory[]]),
  sub: z.string(),
  name: z.string(),
  detail: z.string().optional(),
  questUid: z.string().optional(),
  names: z.record(z.string(), z.string()).optional(),
  details: z.record(z.string(), z.string()).optional(),
  item: z.object({ uid: z.string(), count: z.number(), name: z.string().optional(), price: z.number().optional() }).optional(),
  requires: z.array(z.object({ name: z.string(), names: z.record(z.string(), z.string()).optional() })).optional(),
  needsPower: z.boolean().optional(),
  faction: z.string().optional(),
  exit: exitRulesSchema.optional(),
  bosses: z.array(z.object({ type: z.string(), chance: z.number().nullable() })).optional(),
}) satisfies z.ZodType<MapPoint>;

/** The live source's points of a map in a mode (`live_records`, kind `map`). */
export const liveMapPointsSchema = z.object({ points: z.array(storedMapPointSchema) });

/** A map as the pack import stores it (`maps.data_json`): the pack's record with its points built once. */
export const storedMapSchema = packMapSchema.extend({
  points: z.array(storedMapPointSchema),
  /** The description in the other site languages (the game's locale), by locale; English is `description`. */
  descriptions: z.record(z.string(), z.string()).optional(),
  unplacedExits: z.array(z.object({ sub: z.string(), name: z.string(), names: z.record(z.string(), z.string()).optional(), exit: exitRulesSchema.optional() })),
  /** The bosses the map lists with their chances (absent in maps stored before they were counted). */
  bosses: z.array(z.object({ type: z.string(), chance: z.number().nullable(), placed: z.boolean() })).optional(),
});

/**
 * tarkov.dev's JSON API `maps` reply (`maps/map_positions_tarkovdev_2026.json.gz`, as committed with its
 * English texts): per map every extract, lock, switch, hazard, loot container and stationary weapon with
 * its position. Names are locale keys resolved by `translations`; loot containers and stationary weapons
 * are ids resolved by the lists beside the maps; a lock's key is an item id.
 */
const nullablePosition = position.nullable().optional();
export const packMapPositionsFileSchema = z.object({
  fetchedAt: z.string(),
  translations: z.record(z.string(), z.string()),
  lootContainers: z.record(z.string(), z.object({ id: z.string(), name: z.string(), normalizedName: z.string() })),
  stationaryWeapons: z.record(z.string(), z.object({ id: z.string(), name: z.string(), normalizedName: z.string() })),
  maps: z.record(
    z.string(),
    z.object({
      id: z.string(),
      normalizedName: z.string(),
      extracts: z
        .array(z.object({ id: z.string(), name: z.string(), faction: z.string(), position: nullablePosition }))
        .nullable()
        .optional(),
      locks: z
        .array(
          z.object({
            lockType: z.string().nullable().optional(),
            key: z.string().nullable().optional(),
            needsPower: z.boolean().nullable().optional(),
            position: nullablePosition,
          }),
        )
        .nullable()
        .optional(),
      switches: z
        .array(z.object({ id: z.string(), name: z.string().nullable().optional(), position: nullablePosition }))
        .nullable()
        .optional(),
      hazards: z
        .array(z.object({ hazardType: z.string().nullable().optional(), name: z.string().nullable().optional(), position: nullablePosition }))
        .nullable()
        .optional(),
      lootContainers: z
        .array(z.object({ lootContainer: z.string().nullable().optional(), position: nullablePosition }))
        .nullable()
        .optional(),
      stationaryWeapons: z
        .array(z.object({ stationaryWeapon: z.string().nullable().optional(), position: nullablePosition }))
        .nullable()
        .optional(),
    }),
  ),
});
export type PackMapPositions = z.infer<typeof packMapPositionsFileSchema>;
