/** Placeholder shown while no image is known, and the picture used when an image fails to load. */
export const PLACEHOLDER_IMAGE = "/images/item-placeholder.svg";

/** Launchers that are weapons but never show a build image (spec §5). */
const BUILD_IMAGE_EXCLUDED_NAMES = [/\bRSP-30\b/i, /\bROP-30\b/i];
const BUILD_IMAGE_EXCLUDED_TAGS = ["Throwables", "Melee_weapons"];

export interface ImageFields {
  name: string;
  isFunctional?: boolean;
  tags: readonly string[];
  gunBuildImg?: string | null;
  wikiIcon?: string | null;
  enImg?: string | null;
  wikiImg?: string | null;
}

export type ImageChoice = { src: string; kind: "build" | "icon" | "image" | "placeholder" };

/**
 * Spec §5 image choice: functional weapons prefer the build image, except the RSP-30 and ROP-30
 * launchers, throwables and melee. Other items prefer wikiIcon, then enImg or wikiImg, then a placeholder.
 */
export function chooseItemImage(item: ImageFields): ImageChoice {
  const isWeapon = item.tags.includes("Weapon");
  const excluded = BUILD_IMAGE_EXCLUDED_NAMES.some((re) => re.test(item.name)) || item.tags.some((tag) => BUILD_IMAGE_EXCLUDED_TAGS.includes(tag));
  if (isWeapon && item.isFunctional !== false && !excluded && item.gunBuildImg) {
    return { src: item.gunBuildImg, kind: "build" };
  }
  if (item.wikiIcon) return { src: item.wikiIcon, kind: "icon" };
  const image = item.enImg || item.wikiImg;
  if (image) return { src: image, kind: "image" };
  return { src: PLACEHOLDER_IMAGE, kind: "placeholder" };
}

/**
 * The icon URL of an item: the `ITEM_ICON_URL` template when one is set (`{id}` = the uid), else
 * the live source's icon link, else null (the size-true placeholder). Only http(s) links are used.
 */
export function itemIconUrl(uid: string, options: { template?: string | null; link?: string | null }): string | null {
  if (options.template) return options.template.replaceAll("{id}", encodeURIComponent(uid));
  const link = options.link;
  if (!link || !/^https?:\/\//i.test(link)) return null;
  return link;
}
