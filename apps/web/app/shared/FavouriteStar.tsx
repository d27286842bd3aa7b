import { useT } from "../i18n/useT.tsx";
import { useFavourites } from "./favourites.ts";

/** The favourite toggle of an item (spec §4 toggle rule), used in the list and on the item page. */
export function FavouriteStar(props: { uid: string; big?: boolean }) {
  const t = useT();
  const { favList, toggle } = useFavourites();
  const on = favList.includes(props.uid);
  return (
    <button
      type="button"
      className={`star ${props.big ? "big" : ""} ${on ? "on" : ""}`}
      aria-pressed={on}
      aria-label={on ? t("market.removeFavourite") : t("market.addFavourite")}
      onClick={() => toggle(props.uid)}
    >
      {on ? "★" : "☆"}
    </button>
  );
}
