import type { WeaponBuilderData } from "@raidkit/api";
import { formatNumber, type SlotNode, slotOptions, type WeaponBuild, type WeaponCatalogue } from "@raidkit/game";
import { useState } from "react";
import type { Translate } from "../../i18n/translate.ts";
import { useT } from "../../i18n/useT.tsx";
import { useLocale } from "../../shared/rootData.ts";
import { PartChooser } from "./PartChooser.tsx";

/** A slot's caption in the page's language ("Ch. Handle" → loadouts.slots.chHandle), else the game's caption, else its name. */
export function slotLabel(node: { slot: { caption: string | null; name: string } }, t: Translate): string {
  const caption = node.slot.caption;
  if (!caption) return node.slot.name.replace(/^mod_/, "").replace(/_/g, " ");
  const key = caption
    .replace(/[^A-Za-z ]/g, "")
    .replace(/ (\w)/g, (_, c: string) => c.toUpperCase())
    .replace(/^\w/, (c) => c.toLowerCase());
  const shown = t(`loadouts.slots.${key}`);
  return shown === `loadouts.slots.${key}` ? caption : shown;
}

/**
 * The build as a tree of slots: each row a slot with its part (or empty), opened to choose another;
 * a part's own slots below it. Conflicting parts and empty required slots are marked.
 */
export function SlotTree(props: {
  nodes: SlotNode[];
  cat: WeaponCatalogue;
  build: WeaponBuild;
  data: WeaponBuilderData;
  conflicted: ReadonlySet<string>;
  missing: ReadonlySet<string>;
  priceOf: (id: string) => number | null;
  onChange: (path: string, partId: string | null) => void;
  depth?: number;
}) {
  const t = useT();
  const locale = useLocale();
  const [open, setOpen] = useState<string | null>(null);
  const depth = props.depth ?? 0;
  return (
    <ul className={depth === 0 ? "slot-tree" : "slot-children"}>
      {props.nodes.map((node) => {
        const part = node.part ? props.data.parts[node.part.id] : null;
        const price = node.part ? props.priceOf(node.part.id) : null;
        const options = slotOptions(props.cat, props.build, node.path);
        const isOpen = open === node.path;
        return (
          <li key={node.path} className={`slot${props.conflicted.has(node.path) ? " conflicted" : ""}${props.missing.has(node.path) ? " missing" : ""}`}>
            <div className="slot-row">
              <span className="slot-name">{slotLabel(node, t)}</span>
              <button
                type="button"
                className="slot-button slot-part"
                aria-expanded={isOpen}
                data-slot={node.path}
                disabled={options.length === 0}
                onClick={() => setOpen(isOpen ? null : node.path)}
              >
                {part ? (
                  part.name
                ) : (
                  <span className="muted">{props.missing.has(node.path) ? t("loadouts.builder.requiredEmpty") : t("loadouts.builder.empty")}</span>
                )}
              </button>
              <span className="slot-price num small">{price !== null ? `${formatNumber(price, locale)} ₽` : ""}</span>
              <span className="slot-count small muted" title={t("loadouts.builder.options", { count: options.length })}>
                {options.length}
              </span>
            </div>
            {isOpen && (
              <PartChooser
                options={options}
                data={props.data}
                current={node.part?.id ?? null}
                priceOf={props.priceOf}
                onPick={(id) => {
                  setOpen(null);
                  props.onChange(node.path, id);
                }}
                onClose={() => setOpen(null)}
              />
            )}
            {node.children.length > 0 && <SlotTree {...props} nodes={node.children} depth={depth + 1} />}
          </li>
        );
      })}
    </ul>
  );
}
