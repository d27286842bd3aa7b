/** Spec §4 "Favourites": toggling an id already in favList removes it, otherwise adds it. */
export function toggleFavourite(favList: readonly string[], id: string): string[] {
  return favList.includes(id) ? favList.filter((x) => x !== id) : [...favList, id];
}
