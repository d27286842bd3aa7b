import { gearDataParams } from "../gearContracts.ts";
import { at } from "./addresses.ts";
import { declare, errors } from "./declare.ts";

/** The gear builder under /api/be/gear: its data at an address naming its hash. */
export const gearBuilderData = declare(
  "visitor",
  {
    ...at("gearBuilderData"),
    request: { params: gearDataParams },
    responses: {
      200: { description: "The gear builder's data (GearBuilderData of gearContracts.ts), immutable at its current hash." },
      ...errors(400, 403),
    },
  },
  undefined,
  "session",
);

export const GEAR_ROUTES = [gearBuilderData] as const;
