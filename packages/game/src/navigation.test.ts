import { describe, expect, it } from "vitest";
import { ANONYMOUS_VIEWER, sideMenu } from "./navigation.ts";

const everything = () => true;
const links = (groups: ReturnType<typeof sideMenu>) => groups.flatMap((g) => g.links.map((l) => l.to));

describe("sideMenu (spec §2)", () => {
  it("lists maps only for feature_maps users and leaves out ground-zero and labyrinth", () => {
    expect(links(sideMenu(ANONYMOUS_VIEWER, everything)).some((to) => to.startsWith("/maps/"))).toBe(false);
    const maps = links(sideMenu({ ...ANONYMOUS_VIEWER, featureMaps: true }, everything)).filter((to) => to.startsWith("/maps/"));
    expect(maps).toContain("/maps/customs");
    expect(maps).not.toContain("/maps/ground-zero");
    expect(maps).not.toContain("/maps/labyrinth");
    expect(maps).toHaveLength(9);
    // The pilot's page is there for everyone.
    expect(links(sideMenu(ANONYMOUS_VIEWER, everything))).toContain("/pilot");
  });
  it("shows /gear, /admin and the regional links to admins only", () => {
    const visitor = links(sideMenu(ANONYMOUS_VIEWER, everything));
    expect(visitor).not.toContain("/admin");
    expect(visitor).not.toContain("/gear");
    const regions = [
      { label: "US", url: "https://us.example.net" },
      { label: "EU", url: "https://eu.example.net" },
      { label: "RU", url: "https://ru.example.net" },
    ];
    const regional = (to: string) => to.includes(".example.net");
    expect(links(sideMenu(ANONYMOUS_VIEWER, everything, regions)).some(regional)).toBe(false);
    const admin = links(sideMenu({ ...ANONYMOUS_VIEWER, admin: true }, everything, regions));
    expect(admin).toContain("/admin");
    expect(admin).toContain("/gear");
    expect(admin.filter(regional)).toHaveLength(3);
  });
  it("shows the streamer challenge only when tournamentEnabled is on", () => {
    expect(links(sideMenu(ANONYMOUS_VIEWER, everything))).not.toContain("/streamers/streamer-challenge");
    expect(links(sideMenu({ ...ANONYMOUS_VIEWER, tournamentEnabled: true }, everything))).toContain("/streamers/streamer-challenge");
  });
  it("links /discord-bot and the three chat-bot pages in the Streamers group, without an overview that does not exist", () => {
    const exists = (to: string) => to !== "/streamers";
    const groups = sideMenu(ANONYMOUS_VIEWER, exists);
    expect(groups.find((g) => g.id === "market")?.links.map((l) => l.to)).toContain("/discord-bot");
    expect(groups.find((g) => g.id === "streamers")?.links.map((l) => l.to)).toEqual([
      "/streamers/nightbot",
      "/streamers/streamelements",
      "/streamers/fossabot",
    ]);
  });
  it("ends with the external links: three ammo and ballistics tools, and the community chat where the deployment has one (spec §2)", () => {
    const external = (chat: string | null) => sideMenu(ANONYMOUS_VIEWER, everything, [], false, chat).find((g) => g.id === "external")?.links;
    expect(external(null)?.map((l) => l.to)).toEqual([
      "https://tarkov.dev/ammo",
      "https://tarkov-ballistics.com/",
      "https://escapefromtarkov.fandom.com/wiki/Ballistics",
    ]);
    expect(external("https://discord.gg/raidkit")?.[0]).toEqual({ label: "menu.external.community", to: "https://discord.gg/raidkit", external: true });
    // Kept however few routes exist, on phones too.
    expect(sideMenu(ANONYMOUS_VIEWER, () => false, [], true).map((g) => g.id)).toEqual(["external"]);
  });
  it("keeps only routes that exist and drops empty groups", () => {
    const groups = sideMenu(ANONYMOUS_VIEWER, (to) => to === "/").filter((g) => g.id !== "external");
    expect(groups).toEqual([{ id: "market", links: [{ label: "menu.market", to: "/" }] }]);
  });
});

describe("sideMenu on phones (spec §2)", () => {
  it("points to /hideout and /barter instead of the barters entry, and keeps /crafts (issue 32)", () => {
    const every = () => true;
    const desktop = sideMenu(ANONYMOUS_VIEWER, every).flatMap((g) => g.links.map((l) => l.to));
    const phone = sideMenu(ANONYMOUS_VIEWER, every, [], true).flatMap((g) => g.links.map((l) => l.to));
    expect(desktop).toEqual(expect.arrayContaining(["/crafts", "/barters"]));
    expect(desktop).not.toContain("/hideout");
    expect(phone).toEqual(expect.arrayContaining(["/hideout", "/crafts", "/barter", "/btc-farm"]));
    expect(phone).not.toContain("/barters");
  });
  it("lists every map on a phone, where the header's map dropdown is folded away, and reaches /fee and /time", () => {
    const phone = links(sideMenu(ANONYMOUS_VIEWER, everything, [], true));
    expect(phone.filter((to) => to.startsWith("/maps/"))).toHaveLength(11);
    expect(phone).toEqual(expect.arrayContaining(["/fee", "/time"]));
    expect(links(sideMenu(ANONYMOUS_VIEWER, everything))).toEqual(expect.arrayContaining(["/fee", "/time"]));
  });
});
