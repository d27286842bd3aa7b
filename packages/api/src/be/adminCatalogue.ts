import {
  adminImagesQuery,
  adminImagesReply,
  adminItemAdd,
  adminItemDeleteReply,
  adminItemPatch,
  adminItemReply,
  adminItemsQuery,
  adminItemsReply,
  adminItemUidParam,
  adminQualityPatch,
  adminQualityQuery,
  adminQualityReply,
  adminQualityUpdateReply,
  adminTagPatch,
  adminTagsReply,
  tagIdParam,
} from "../adminCatalogueContracts.ts";
import { at } from "./addresses.ts";
import { body, declare, errors, json } from "./declare.ts";

/** The admin catalogue pages' calls (issue 19): 404 for everyone but admins; every change is audit-logged. */
export const adminItems = declare("admin", {
  ...at("adminItems"),
  request: { query: adminItemsQuery },
  responses: { 200: json(adminItemsReply, "A page of the catalogue (pack, live and hand-added items) with counts per filter."), ...errors(400, 404) },
});

export const adminItem = declare("admin", {
  ...at("adminItem"),
  request: { params: adminItemUidParam },
  responses: { 200: json(adminItemReply, "The item as imported, its overrides and what players see."), ...errors(400, 404) },
});

export const adminItemUpdate = declare(
  "admin",
  {
    ...at("adminItemUpdate"),
    request: { params: adminItemUidParam, ...body(adminItemPatch) },
    responses: { 200: json(adminItemReply, "The item after the change (null fields are back to the imported value)."), ...errors(400, 403, 404, 413, 415) },
  },
  "write",
);

export const adminItemCreate = declare(
  "admin",
  {
    ...at("adminItemCreate"),
    request: body(adminItemAdd),
    responses: { 201: json(adminItemReply, "The item added by hand (an import of the same id replaces it)."), ...errors(400, 403, 404, 413, 415) },
  },
  "write",
);

export const adminItemDelete = declare(
  "admin",
  {
    ...at("adminItemDelete"),
    request: { params: adminItemUidParam },
    responses: { 200: json(adminItemDeleteReply, "The hand-added item is gone (imported items cannot be deleted: 404)."), ...errors(400, 403, 404) },
  },
  "write",
);

export const adminTags = declare("admin", {
  ...at("adminTags"),
  responses: { 200: json(adminTagsReply, "The tags with item counts, names per locale and menu visibility."), ...errors(404) },
});

export const adminTagUpdate = declare(
  "admin",
  {
    ...at("adminTagUpdate"),
    request: { params: tagIdParam, ...body(adminTagPatch) },
    responses: { 200: json(adminTagsReply, "The tags after the change."), ...errors(400, 403, 404, 413, 415) },
  },
  "write",
);

export const adminPriceQuality = declare("admin", {
  ...at("adminPriceQuality"),
  request: { query: adminQualityQuery },
  responses: { 200: json(adminQualityReply, "The prices of a mode the rule marks suspect, and the admin's verdicts."), ...errors(400, 404) },
});

export const adminPriceQualityUpdate = declare(
  "admin",
  {
    ...at("adminPriceQualityUpdate"),
    request: { params: adminItemUidParam, ...body(adminQualityPatch) },
    responses: { 200: json(adminQualityUpdateReply, "The verdict players get now."), ...errors(400, 403, 404, 413, 415) },
  },
  "write",
);

export const adminImages = declare("admin", {
  ...at("adminImages"),
  request: { query: adminImagesQuery },
  responses: { 200: json(adminImagesReply, "Items missing images or prices, and where each icon comes from."), ...errors(400, 404) },
});

export const ADMIN_CATALOGUE_ROUTES = [
  adminItems,
  adminItem,
  adminItemUpdate,
  adminItemCreate,
  adminItemDelete,
  adminTags,
  adminTagUpdate,
  adminPriceQuality,
  adminPriceQualityUpdate,
  adminImages,
] as const;
