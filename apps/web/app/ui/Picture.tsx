import { initialsOf } from "@raidkit/game";
import { useEffect, useRef, useState } from "react";

/**
 * A hideout station's or trader's picture (spec §3, decision 067): the given address, or — when
 * there is none or it fails to load — a square tile with the name's initials, never a broken image.
 */
export function Picture(props: { src: string | null; name: string; kind: "hideout" | "trader" }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const img = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const el = img.current;
    if (props.src && el?.complete && el.naturalWidth === 0 && el.currentSrc) setFailedSrc(props.src);
  }, [props.src]);
  if (!props.src || failedSrc === props.src) {
    return (
      <span className={`picture-tile picture-${props.kind}`} aria-hidden="true">
        {initialsOf(props.name)}
      </span>
    );
  }
  return (
    <img
      ref={img}
      className={`picture picture-${props.kind}`}
      src={props.src}
      alt=""
      width={32}
      height={32}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(props.src)}
    />
  );
}
