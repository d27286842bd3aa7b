import { MAPS, SIDE_MENU_HIDDEN_MAPS } from "./maps.ts";

/** Who is looking at the menu: the flags of spec §3 User and the global settings that matter. */
export interface Viewer {
  admin: boolean;
  pro: boolean;
  featureMaps: boolean;
  tournamentEnabled: boolean;
  loggedIn: boolean;
}

export const ANONYMOUS_VIEWER: Viewer = { admin: false, pro: false, featureMaps: false, tournamentEnabled: false, loggedIn: false };

export interface MenuLink {
  /** i18n key of the label, or a literal label when `literal` is set. */
  label: string;
  to: string;
  literal?: boolean;
  external?: boolean;
}

/**
 * Spec §2 "External links": three community ammo and ballistics tools, public and free: tarkov.dev's
 * ammo chart (the project whose API the live data comes from), Tarkov Ballistics' calculator and the
 * game wiki's ballistics page with its ammo tables.
 */
export const AMMO_TOOLS: readonly MenuLink[] = [
  { label: "menu.external.ammoChart", to: "https://tarkov.dev/ammo", external: true },
  { label: "menu.external.ballistics", to: "https://tarkov-ballistics.com/", external: true },
  { label: "menu.external.armor", to: "https://escapefromtarkov.fandom.com/wiki/Ballistics", external: true },
];

export interface MenuGroup {
  id: string;
  links: MenuLink[];
}

/**
 * Spec §2 "Side menu": every group with its role rules. Only links whose route exists on this
 * deployment are kept (`routeExists`), so later features add theirs by registering routes. The
 * regional site variants (us, eu, ru) come from the deployment's configuration.
 */
export function sideMenu(
  viewer: Viewer,
  routeExists: (path: string) => boolean,
  regionalSites: readonly { label: string; url: string }[] = [],
  /**
   * The phone menu: spec §2 points it to /hideout and /barter instead of the crafts and barters
   * entries. /crafts stays reachable too (issue 32 item 8: a phone had no way to it; the page fits 390 px).
   */
  mobile = false,
  /** The community chat's invite (spec §2 external links), a deployment's own (COMMUNITY_CHAT_URL); null: none. */
  communityChatUrl: string | null = null,
): MenuGroup[] {
  const groups: MenuGroup[] = [
    {
      id: "market",
      links: [
        { label: "menu.market", to: "/" },
        { label: "menu.discordBot", to: "/discord-bot" },
      ],
    },
    {
      id: "calculators",
      links: [
        ...(mobile ? [{ label: "menu.hideoutProfit", to: "/hideout" }] : []),
        { label: "menu.crafts", to: "/crafts" },
        mobile ? { label: "menu.barters", to: "/barter" } : { label: "menu.barters", to: "/barters" },
        { label: "menu.btcFarm", to: "/btc-farm" },
        { label: "menu.fee", to: "/fee" },
      ],
    },
    {
      id: "progression",
      links: [
        { label: "menu.dashboard", to: "/progression/dashboard" },
        { label: "menu.quests", to: "/progression/quests" },
        { label: "menu.questsInteractive", to: "/progression/quests-interactive" },
        { label: "menu.hideout", to: "/progression/hideout" },
        { label: "menu.itemsToKeep", to: "/progression/items-to-keep" },
        { label: "menu.itemsTracker", to: "/progression/items-tracker" },
        { label: "menu.itemsInteractive", to: "/progression/items-interactive" },
      ],
    },
    {
      id: "maps",
      // On a desktop the header's map dropdown reaches every map and the side menu lists them for
      // feature_maps users (spec §2); on a phone that dropdown is folded away, so the menu lists them all.
      links: [
        ...(mobile
          ? MAPS.map((m) => ({ label: m.name, to: `/maps/${m.slug}`, literal: true }))
          : viewer.featureMaps
            ? MAPS.filter((m) => !SIDE_MENU_HIDDEN_MAPS.includes(m.slug)).map((m) => ({ label: m.name, to: `/maps/${m.slug}`, literal: true }))
            : []),
        { label: "menu.pilot", to: "/pilot" },
        { label: "menu.time", to: "/time" },
        { label: "menu.traders", to: "/traders" },
      ],
    },
    {
      id: "loadouts",
      links: [
        { label: "menu.loadoutsSearch", to: "/loadouts/search" },
        { label: "menu.loadoutsCreate", to: "/loadouts/weapon" },
        { label: "menu.loadoutsMy", to: "/loadouts/my" },
        ...(viewer.admin ? [{ label: "menu.gear", to: "/gear" }] : []),
      ],
    },
    {
      id: "dev",
      links: [
        { label: "menu.devApi", to: "/dev/api" },
        { label: "menu.devSheet", to: "/dev/google-sheet" },
      ],
    },
    {
      id: "streamers",
      links: [
        { label: "menu.streamers", to: "/streamers" },
        // One page per chat bot of the streaming services (spec §2 "three pages under /streamers/").
        { label: "menu.nightbot", to: "/streamers/nightbot" },
        { label: "menu.streamelements", to: "/streamers/streamelements" },
        { label: "menu.fossabot", to: "/streamers/fossabot" },
        ...(viewer.tournamentEnabled ? [{ label: "menu.streamerChallenge", to: "/streamers/streamer-challenge" }] : []),
      ],
    },
    { id: "user", links: [{ label: "menu.user", to: "/user" }] },
    {
      id: "external",
      links: [...(communityChatUrl ? [{ label: "menu.external.community", to: communityChatUrl, external: true }] : []), ...AMMO_TOOLS],
    },
    {
      id: "admin",
      links: viewer.admin
        ? [{ label: "menu.admin", to: "/admin" }, ...regionalSites.map((site) => ({ label: site.label, to: site.url, literal: true, external: true }))]
        : [],
    },
  ];
  return groups.map((g) => ({ ...g, links: g.links.filter((l) => l.external || routeExists(l.to)) })).filter((g) => g.links.length > 0);
}
