import { toggleFavourite } from "@raidkit/game";
import { useOptionalAccount } from "./account/AccountContext.tsx";
import { useBrowserList } from "./browserList.ts";

/** Favourites: the server list for Pro users, the browser's list for everyone else (spec §4). */
export function useFavourites(): { favList: string[]; toggle: (uid: string) => void } {
  const account = useOptionalAccount();
  const [local, update] = useBrowserList("raidkit:favList");
  if (account?.user?.pro) return { favList: account.user.favList, toggle: account.toggleFavourite };
  return { favList: local, toggle: (uid) => update((current) => toggleFavourite(current, uid)) };
}
