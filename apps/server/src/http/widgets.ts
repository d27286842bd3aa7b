import type { StreamerChallenge } from "@raidkit/api";
import { streamerChallenge } from "@raidkit/api";
import * as be from "@raidkit/api/be";
import { bumpDataVersion, type Database, getSetting, putSetting, recordAdminChange, SETTING_KEYS } from "@raidkit/db";
import { itemShownPrice, PVE_LINK_PARAM, queryMarket, trustedFigure } from "@raidkit/game";
import type { Kysely } from "kysely";
import type { CatalogueService } from "../services/catalogue.ts";
import type { PveAccess } from "../services/pveAccess.ts";
import { readGlobalSettings } from "../services/shell.ts";
import { accountOf } from "./accountGate.ts";
import type { Register } from "./declared.ts";
import { requestInfo } from "./requestInfo.ts";
import { errorResponse } from "./validation.ts";

export interface WidgetDeps {
  db: Kysely<Database>;
  catalogue: CatalogueService;
  announce: () => Promise<void>;
  pve: PveAccess;
}

/** The stored challenge, standings best first; null when none is set or it no longer reads. */
export async function readChallenge(db: Kysely<Database>): Promise<StreamerChallenge | null> {
  const stored = await getSetting(db, SETTING_KEYS.streamerChallenge);
  if (!stored) return null;
  try {
    const parsed = streamerChallenge.safeParse(JSON.parse(stored.value));
    return parsed.success ? { ...parsed.data, participants: [...parsed.data.participants].sort((a, b) => b.score - a.score) } : null;
  } catch {
    return null;
  }
}

/**
 * /api/be/widgets/prices and the streamer challenge (issue 18 item 3). The widget's prices are the
 * market list's (itemShownPrice: a doubted flea figure is never shown), for the items named in its
 * address or the best-priced of one tag. PVE prices only for a Pro session or a widget a Pro account
 * made (its `t` token; the declared x-pve gate, decision 038). The challenge is 404 while tournamentEnabled is off (its
 * pages and the menu entry too); admins set it, audit-logged.
 */
export function widgetRoutes(deps: WidgetDeps, register: Register): void {
  const { db } = deps;

  register(be.widgetPrices, async (c) => {
    const query = c.req.valid("query");
    const info = requestInfo(c.req.raw);
    const mode = query.mode ?? "pvp";
    const cat = await deps.catalogue.get(query.locale ?? info.locale, mode);
    const limit = query.limit ?? 20;
    const wanted = (query.items ?? "").split(",").filter(Boolean);
    const unknown: string[] = [];
    let rows: (typeof cat.market.rows)[number][] = [];
    if (wanted.length > 0) {
      const byUid = new Map(cat.market.rows.map((r) => [r.uid, r]));
      const byUrl = new Map(cat.market.rows.map((r) => [r.url, r]));
      for (const key of wanted) {
        const row = byUrl.get(key) ?? byUid.get(key);
        if (row) rows.push(row);
        else unknown.push(key);
      }
      rows = rows.slice(0, limit);
    } else if (query.tag) {
      if (!cat.tags.some((t) => t.slug === query.tag)) return errorResponse(c, 404, "tagNotFound");
      rows = queryMarket(cat.market, { tag: query.tag, sort: "price", dir: "desc", pageSize: limit }).rows;
    }
    // PVE prices are a Pro account's (decision 038): no shared cache keeps them.
    c.header("cache-control", mode === "pve" ? "private, max-age=60" : "public, max-age=60");
    return c.json(
      {
        items: rows.map((r) => {
          const shown = itemShownPrice(r);
          return {
            uid: r.uid,
            url: r.url,
            name: r.localName || r.name,
            shortName: r.localShortName || r.shortName,
            price: shown.price,
            priceFigure: shown.figure,
            change24h: trustedFigure(r, "lastPrice") === null ? null : r.change24h,
          };
        }),
        unknown,
        mode,
        updated: rows.reduce<number | null>((max, r) => (r.updated !== null && (max === null || r.updated > max) ? r.updated : max), null),
      },
      200,
    );
  });

  register(be.pveLink, async (c) => {
    c.header("cache-control", "private, no-store");
    return c.json({ token: await deps.pve.linkToken(accountOf(c).user.uid), param: PVE_LINK_PARAM } as const, 200);
  });

  register(be.streamerChallengeRead, async (c) => {
    // Admins read it while the tournament is off, to prepare it.
    if (!(await readGlobalSettings(db)).tournamentEnabled && !requestInfo(c.req.raw).viewer.admin) return errorResponse(c, 404, "notFound");
    c.header("cache-control", "no-cache");
    return c.json({ challenge: await readChallenge(db) }, 200);
  });

  register(be.streamerChallengeUpdate, async (c) => {
    const next = c.req.valid("json");
    const { user } = accountOf(c);
    const before = await readChallenge(db);
    await putSetting(db, SETTING_KEYS.streamerChallenge, JSON.stringify(next));
    const after = await readChallenge(db);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordAdminChange(db, { adminUid: user.uid, adminEmail: user.email, action: "streamerChallenge.update", target: next.title, before, after });
      await bumpDataVersion(db, "settings:streamer-challenge");
      await deps.announce();
    }
    c.header("cache-control", "no-store");
    return c.json({ challenge: after }, 200);
  });
}
