import { z } from "zod";

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
      transits: z.array(z.object({ id: z.string(), name: z.string(), destinationMapName: z.string().optional(), position })),
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
        }),
      ),
      bossSpawns: z.array(z.object({ BossName: z.string(), BossZone: z.string(), BossChance: z.number() })),
    }),
  ),
});
