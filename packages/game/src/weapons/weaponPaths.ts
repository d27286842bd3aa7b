/**
 * A part's place on a weapon is its slot path: the slot names from the weapon down, joined by "/"
 * (`mod_handguard/mod_foregrip`). A path names one place whatever fills the slots above it.
 */
export function slotPath(parent: string, slot: string): string {
  return parent ? `${parent}/${slot}` : slot;
}

/** The path of the slot a path's part sits in the parent of ("" for the weapon itself). */
export function parentPath(path: string): string {
  const at = path.lastIndexOf("/");
  return at < 0 ? "" : path.slice(0, at);
}

export function slotName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

/** Whether `path` lies under `ancestor` (not equal to it). */
export function isUnder(path: string, ancestor: string): boolean {
  return path.startsWith(`${ancestor}/`);
}
