import * as be from "@raidkit/api/be";
import { bumpDataVersion, type Database, recordAdminChange } from "@raidkit/db";
import type { Context } from "hono";
import type { Kysely } from "kysely";
import { AdminImagesService } from "../services/adminCatalogue/images.ts";
import { AdminItemEditsService } from "../services/adminCatalogue/itemEdits.ts";
import { AdminItemsService } from "../services/adminCatalogue/items.ts";
import { AdminQualityService } from "../services/adminCatalogue/quality.ts";
import type { FieldChanges } from "../services/adminCatalogue/shared.ts";
import { AdminTagsService } from "../services/adminCatalogue/tags.ts";
import type { CatalogueService } from "../services/catalogue.ts";
import { accountOf } from "./accountGate.ts";
import type { Register } from "./declared.ts";
import { requestInfo } from "./requestInfo.ts";
import { errorResponse } from "./validation.ts";

export interface AdminCatalogueDeps {
  db: Kysely<Database>;
  catalogue: CatalogueService;
  iconFor: (uid: string) => string | null;
  /** Tells every instance the data changed (the bus), this one at once: catalogues and cached pages go. */
  announce: () => Promise<void>;
}

/** Issue texts of the catalogue's own checks, in the caller's language. */
const ISSUES = {
  uidTaken: { en: "an item with this id exists already (edit it on its admin page)", ru: "предмет с таким id уже есть (измените его на его странице)" },
  unknownTag: { en: "is not a tag of the catalogue", ru: "нет такого тега в каталоге" },
} as const;

/**
 * /api/be/admin/items, /items/{uid}, /tags, /price-quality and /images (issue 19): the catalogue
 * as admins see and correct it. Every change is kept in the audit log with only the fields it
 * changed, moves the data version on and is announced, so every instance rebuilds its catalogue
 * (which applies the overrides) and drops its cached pages.
 */
export function adminCatalogueRoutes(deps: AdminCatalogueDeps, register: Register): void {
  const { db } = deps;
  const items = new AdminItemsService(deps);
  const edits = new AdminItemEditsService(deps);
  const tags = new AdminTagsService(deps);
  const quality = new AdminQualityService(deps);
  const images = new AdminImagesService(deps);
  const localeOf = (c: Context) => requestInfo(c.req.raw).locale;
  const issue = (c: Context, path: string, key: keyof typeof ISSUES) =>
    errorResponse(c, 400, "invalidInput", [{ path, message: ISSUES[key][localeOf(c) === "ru" ? "ru" : "en"] }]);

  /** Logs a change and announces it; a change of nothing is neither. */
  const changed = async (c: Context, action: string, target: string, change: FieldChanges | { before: unknown; after: unknown }) => {
    if (
      "before" in change &&
      change.before &&
      typeof change.before === "object" &&
      Object.keys(change.before).length === 0 &&
      Object.keys(change.after as object).length === 0
    )
      return false;
    const { user } = accountOf(c);
    await recordAdminChange(db, { adminUid: user.uid, adminEmail: user.email, action, target, before: change.before, after: change.after });
    await bumpDataVersion(db, `admin:${action}`);
    await deps.announce();
    return true;
  };

  register(be.adminItems, async (c) => {
    c.header("cache-control", "no-store");
    return c.json(await items.list(c.req.valid("query"), localeOf(c)), 200);
  });

  register(be.adminItem, async (c) => {
    const reply = await items.item(c.req.valid("param").uid, localeOf(c));
    if (!reply) return errorResponse(c, 404, "itemNotFound");
    c.header("cache-control", "no-store");
    return c.json(reply, 200);
  });

  register(be.adminItemUpdate, async (c) => {
    const { uid } = c.req.valid("param");
    const patch = c.req.valid("json");
    if (!(await items.exists(uid))) return errorResponse(c, 404, "itemNotFound");
    const { user } = accountOf(c);
    const { changes, unknownTags } = await edits.updateItem(uid, patch, user.uid);
    if (unknownTags.length > 0) {
      const message = ISSUES.unknownTag[localeOf(c) === "ru" ? "ru" : "en"];
      return errorResponse(
        c,
        400,
        "invalidInput",
        unknownTags.map((path) => ({ path, message })),
      );
    }
    await changed(c, "item_override", uid, changes);
    const reply = await items.item(uid, localeOf(c));
    if (!reply) return errorResponse(c, 404, "itemNotFound");
    c.header("cache-control", "no-store");
    return c.json(reply, 200);
  });

  register(be.adminItemCreate, async (c) => {
    const input = c.req.valid("json");
    const { user } = accountOf(c);
    const { added, conflict } = await edits.addItem(input, user.uid);
    if (conflict === "uid") return issue(c, "uid", "uidTaken");
    if (conflict === "tag" || !added) return issue(c, "tag", "unknownTag");
    await changed(c, "item_add", added.uid, { before: null, after: added });
    const reply = await items.item(added.uid, localeOf(c));
    if (!reply) return errorResponse(c, 404, "itemNotFound");
    c.header("cache-control", "no-store");
    return c.json(reply, 201);
  });

  register(be.adminItemDelete, async (c) => {
    const { uid } = c.req.valid("param");
    const removed = await edits.removeItem(uid);
    if (!removed) return errorResponse(c, 404, "itemNotFound");
    await changed(c, "item_remove", uid, { before: removed, after: null });
    c.header("cache-control", "no-store");
    return c.json({ removed: uid }, 200);
  });

  register(be.adminTags, async (c) => {
    c.header("cache-control", "no-store");
    return c.json(await tags.tags(localeOf(c)), 200);
  });

  register(be.adminTagUpdate, async (c) => {
    const { id } = c.req.valid("param");
    const patch = c.req.valid("json");
    if (!(await tags.tagExists(id))) return errorResponse(c, 404, "tagNotFound");
    const { user } = accountOf(c);
    await changed(c, "tag_override", id, await tags.updateTag(id, patch, user.uid));
    c.header("cache-control", "no-store");
    return c.json(await tags.tags(localeOf(c)), 200);
  });

  register(be.adminPriceQuality, async (c) => {
    const { mode } = c.req.valid("query");
    c.header("cache-control", "no-store");
    return c.json(await quality.quality(mode ?? "pvp", localeOf(c)), 200);
  });

  register(be.adminPriceQualityUpdate, async (c) => {
    const { uid } = c.req.valid("param");
    const { mode, verdict } = c.req.valid("json");
    if (!(await quality.verdictOf(uid, mode, localeOf(c)))) return errorResponse(c, 404, "itemNotFound");
    const { user } = accountOf(c);
    await changed(c, "price_quality_override", uid, await quality.setQuality(uid, mode, verdict, user.uid));
    const now = await quality.verdictOf(uid, mode, localeOf(c));
    if (!now) return errorResponse(c, 404, "itemNotFound");
    c.header("cache-control", "no-store");
    return c.json({ verdict: now }, 200);
  });

  register(be.adminImages, async (c) => {
    c.header("cache-control", "no-store");
    return c.json(await images.images(c.req.valid("query"), localeOf(c)), 200);
  });
}
