import { chooseItemImage, NO_IMAGE } from "@raidkit/game";
import { useState } from "react";

/**
 * Item picture by the spec's image rules. Without any image (the data pack has none) a tile sized
 * like the item's inventory footprint shows its short name, as the game's grid does.
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
  const [failed, setFailed] = useState(false);
  const choice = chooseItemImage({ name: props.name, tags: props.tags ?? [], wikiIcon: props.icon ?? null });
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
      className={`item-img size-${props.size ?? "small"}`}
      src={failed ? NO_IMAGE : choice.src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
