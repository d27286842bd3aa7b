import { chooseItemImage } from "@raidkit/game";
import { useEffect, useRef, useState } from "react";

/**
 * Item picture by the spec §5 image choice (decision 067): a functional weapon's build image (the
 * live source's default-preset picture) on the item page, else the icon, else the larger image.
 * A picture that cannot be loaded gives way to the next; without any, or when all fail (the browser
 * offline, the image host down), a tile sized like the item's inventory footprint shows its short
 * name, as the game's grid does.
 */
export function ItemImage(props: {
  name: string;
  shortName: string;
  tags?: readonly string[];
  icon?: string | null;
  /** The build image (weapons) and the larger image: the item page's large picture only. */
  build?: string | null;
  large?: string | null;
  isFunctional?: boolean;
  width?: number | null;
  height?: number | null;
  size?: "small" | "large";
}) {
  // The sources that failed to load (a row reused for another item tries its own).
  const [failed, setFailed] = useState<readonly string[]>([]);
  const usable = (src: string | null | undefined) => (src && !failed.includes(src) ? src : null);
  const choice = chooseItemImage({
    name: props.name,
    tags: props.tags ?? [],
    ...(props.isFunctional === undefined ? {} : { isFunctional: props.isFunctional }),
    gunBuildImg: usable(props.build),
    wikiIcon: usable(props.icon),
    enImg: usable(props.large),
  });
  const img = useRef<HTMLImageElement>(null);
  const fail = (src: string) => setFailed((list) => (list.includes(src) ? list : [...list, src]));
  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0 && el.currentSrc) fail(choice.src);
  }, [choice.src]);
  const w = Math.min(Math.max(props.width ?? 1, 1), 6);
  const h = Math.min(Math.max(props.height ?? 1, 1), 6);
  if (choice.kind === "placeholder") {
    return (
      <span className={`item-tile size-${props.size ?? "small"}`} style={{ aspectRatio: `${w} / ${h}` }} aria-hidden="true">
        <span>{props.shortName}</span>
      </span>
    );
  }
  return (
    <img
      ref={img}
      className={`item-img size-${props.size ?? "small"}`}
      src={choice.src}
      alt=""
      data-image={choice.kind}
      loading="lazy"
      decoding="async"
      onError={() => fail(choice.src)}
    />
  );
}
