import { chooseItemImage } from "@raidkit/game";
import { useEffect, useRef, useState } from "react";

/**
 * Item picture by the spec's image rules (the live source's icon, decision 021). Without an image,
 * or when it cannot be loaded (the browser offline, the image host down), a tile sized like the
 * item's inventory footprint shows its short name, as the game's grid does.
 */
export function ItemImage(props: {
  name: string;
  shortName: string;
  tags?: readonly string[];
  icon?: string | null;
  width?: number | null;
  height?: number | null;
  size?: "small" | "large";
}) {
  const choice = chooseItemImage({ name: props.name, tags: props.tags ?? [], wikiIcon: props.icon ?? null });
  // The source that failed to load (a row reused for another item tries its own).
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === choice.src;
  const img = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0 && el.currentSrc) setFailedSrc(choice.src);
  }, [choice.src]);
  const w = Math.min(Math.max(props.width ?? 1, 1), 6);
  const h = Math.min(Math.max(props.height ?? 1, 1), 6);
  if (choice.kind === "placeholder" || failed) {
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
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(choice.src)}
    />
  );
}
