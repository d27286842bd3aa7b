import type { WeaponBuild } from "./weaponBuild.ts";

/**
 * A build in the address (`?b=`), so a build is shared without an account: parts as
 * `slot.slot~itemId` joined by "-", then "!" and the rounds by chamber joined by "-" (empty for none).
 * Only characters a query keeps as they are (letters, digits, "_", ".", "~", "-", "!"), so the link
 * stays short. The weapon is the page's own (its path names it).
 */
export function encodeBuildParts(build: WeaponBuild): string {
  const parts = Object.entries(build.parts)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([path, id]) => `${path.replaceAll("/", ".")}~${id}`)
    .join("-");
  const ammo = [...build.ammo];
  while (ammo.length > 0 && ammo[ammo.length - 1] === "") ammo.pop();
  return ammo.length > 0 ? `${parts}!${ammo.join("-")}` : parts;
}

const SLOT = /^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/;
const ID = /^[A-Za-z0-9]{1,40}$/;

/** Reads a build back (null when the text is not one); whether it fits the weapon is fittedBuild's job. */
export function decodeBuildParts(weaponId: string, code: string): WeaponBuild | null {
  if (code.length > 4000) return null;
  const [partsText = "", ammoText, ...rest] = code.split("!");
  if (rest.length > 0) return null;
  const parts: Record<string, string> = {};
  for (const entry of partsText ? partsText.split("-") : []) {
    const [slot, id, ...more] = entry.split("~");
    if (!slot || !id || more.length > 0 || !SLOT.test(slot) || !ID.test(id)) return null;
    parts[slot.replaceAll(".", "/")] = id;
  }
  const ammo = ammoText === undefined ? [] : ammoText.split("-");
  if (ammo.some((id) => id !== "" && !ID.test(id))) return null;
  return { weaponId, parts, ammo };
}
