import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("layouts/default.tsx", [
    index("routes/market.tsx", { id: "routes/home" }),
    route("market", "routes/market.tsx", { id: "routes/market" }),
    route("tag/:tag", "routes/market.tsx", { id: "routes/tag" }),
    route("item/:url", "routes/item.tsx"),
    route("maps/:map", "routes/map.tsx"),
    route("crafts", "routes/crafts.tsx"),
    route("barters", "routes/barters.tsx", { id: "routes/barters" }),
    route("barter", "routes/barters.tsx", { id: "routes/barter" }),
    route("btc-farm", "routes/btc-farm.tsx"),
    route("hideout", "routes/hideout.tsx"),
    route("time", "routes/time.tsx"),
    route("fee", "routes/fee.tsx"),
    route("progression/quests", "routes/progression-quests.tsx"),
    route("user", "routes/user.tsx"),
    route("account", "routes/account.tsx"),
    route("patreon-about", "routes/pro-about.tsx"),
    route("admin", "routes/admin-home.tsx"),
    route("admin/*", "routes/admin.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  layout("layouts/empty.tsx", []),
  layout("layouts/widget.tsx", []),
] satisfies RouteConfig;
