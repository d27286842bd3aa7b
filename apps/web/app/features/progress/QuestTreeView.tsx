import "@xyflow/react/dist/base.css";
import "./questTree.css";
import { layout as dagreLayout, Graph } from "@dagrejs/dagre";
import type { QuestView } from "@raidkit/api";
import { type QuestStatus, type QuestTree, questTree } from "@raidkit/game";
import { type Edge, Handle, type Node, type NodeProps, Position, ReactFlow, ReactFlowProvider, useReactFlow, type Viewport } from "@xyflow/react";
import { type FocusEvent, type KeyboardEvent, memo, useMemo } from "react";
import { useT } from "../../i18n/useT.tsx";

/**
 * One trader's quest tree (issue 31, item 6), loaded only when shown: the tree is the game
 * package's (`questTree`: which quests, which edges), its layout dagre's (layers left to right),
 * its zoom and pan React Flow's (wheel, pinch, drag; the buttons and keys below). Nodes carry
 * the player's status from the same rules as the list; a node's tick and name do what the
 * list's card does (tick with its chain; open the card).
 */

const WIDTH = 184;
const HEIGHT = 46;

interface QuestNodeData extends Record<string, unknown> {
  uid: string;
  name: string;
  status: QuestStatus;
  /** Another trader's quest this tree needs: that trader's name. */
  outsideTrader: string | null;
  opened: boolean;
  readOnly: boolean;
  onOpen: (uid: string) => void;
  onDone: (uid: string, on: boolean) => void;
  labels: { markDone: string; status: string; open: string };
}
type QuestNode = Node<QuestNodeData, "quest">;

/** Positions of a tree's nodes (top-left corners), laid out by dagre in layers from left to right. */
function layoutTree(tree: QuestTree): Map<string, { x: number; y: number }> {
  const g = new Graph();
  g.setGraph({ rankdir: "LR", nodesep: 12, ranksep: 56, marginx: 16, marginy: 16 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const n of tree.nodes) g.setNode(n.uid, { width: WIDTH, height: HEIGHT });
  for (const e of tree.edges) g.setEdge(e.from, e.to);
  dagreLayout(g);
  const out = new Map<string, { x: number; y: number }>();
  for (const n of tree.nodes) {
    const p = g.node(n.uid) as { x: number; y: number };
    out.set(n.uid, { x: p.x - WIDTH / 2, y: p.y - HEIGHT / 2 });
  }
  return out;
}

const QuestNodeView = memo(function QuestNodeView({ data: d }: NodeProps<QuestNode>) {
  return (
    <div
      className={`tree-node status-${d.status.toLowerCase()}${d.outsideTrader ? " outside" : ""}${d.opened ? " opened" : ""}`}
      data-quest={d.uid}
      data-status={d.status}
    >
      <Handle type="target" position={Position.Left} isConnectable={false} />
      <input
        type="checkbox"
        className="nodrag"
        checked={d.status === "Completed"}
        disabled={d.readOnly}
        onChange={(e) => d.onDone(d.uid, e.target.checked)}
        aria-label={d.labels.markDone}
      />
      <button type="button" className="tree-node-name nodrag" onClick={() => d.onOpen(d.uid)} aria-expanded={d.opened} title={d.name}>
        {d.outsideTrader && <span className="tree-node-trader">{d.outsideTrader}</span>}
        <span className="tree-node-text">{d.name}</span>
        <span className="visually-hidden">, {d.labels.status}</span>
      </button>
      <Handle type="source" position={Position.Right} isConnectable={false} />
    </div>
  );
});

const NODE_TYPES = { quest: QuestNodeView };

export interface QuestTreeProps {
  /** The quests the character sees (one variant of each name), every trader's. */
  quests: readonly QuestView[];
  trader: string;
  traderNames: ReadonlyMap<string, string>;
  status: ReadonlyMap<string, QuestStatus>;
  opened: string | null;
  readOnly: boolean;
  onOpen: (uid: string) => void;
  onDone: (uid: string, on: boolean) => void;
}

export default function QuestTreeView(props: QuestTreeProps) {
  return (
    <ReactFlowProvider key={props.trader}>
      <Tree {...props} />
    </ReactFlowProvider>
  );
}

function Tree(props: QuestTreeProps) {
  const t = useT();
  const flow = useReactFlow();
  const byUid = useMemo(() => new Map(props.quests.map((q) => [q.uid, q])), [props.quests]);
  // The layout depends on the quests only: ticks change colours, not places.
  const tree = useMemo(() => questTree(props.quests, props.trader), [props.quests, props.trader]);
  const positions = useMemo(() => layoutTree(tree), [tree]);
  const nodes: QuestNode[] = useMemo(
    () =>
      tree.nodes
        .map((n) => {
          const q = byUid.get(n.uid);
          const status = props.status.get(n.uid) ?? "Locked";
          const name = q?.name ?? n.uid;
          return {
            id: n.uid,
            type: "quest" as const,
            position: positions.get(n.uid) ?? { x: 0, y: 0 },
            width: WIDTH,
            height: HEIGHT,
            data: {
              uid: n.uid,
              name,
              status,
              outsideTrader: n.outside ? (props.traderNames.get(q?.trader ?? "") ?? q?.traderName ?? "") : null,
              opened: props.opened === n.uid,
              readOnly: props.readOnly,
              onOpen: props.onOpen,
              onDone: props.onDone,
              labels: { markDone: t("progress.quests.markDone", { name }), status: t(`progress.status.${status}`), open: name },
            },
          };
        })
        // The keyboard goes through the tree as it is drawn: layer by layer, top to bottom.
        .sort((a, b) => a.position.x - b.position.x || a.position.y - b.position.y),
    [tree, positions, byUid, props.status, props.traderNames, props.opened, props.readOnly, props.onOpen, props.onDone, t],
  );
  const edges: Edge[] = useMemo(
    () =>
      tree.edges.map((e) => {
        const needs = e.status.includes("complete") ? "" : e.status.includes("failed") ? " needs-failed" : " needs-started";
        const done = props.status.get(e.from) === "Completed" ? " from-done" : "";
        return { id: `${e.from}>${e.to}`, source: e.from, target: e.to, className: `tree-edge${needs}${done}`, focusable: false, selectable: false };
      }),
    [tree, props.status],
  );

  // The first view: the leftmost quest the player can take now (else the tree's start), readable.
  const initial = useMemo((): Viewport => {
    const first = nodes.find((n) => n.data.status === "Available" || n.data.status === "Current") ?? nodes[0];
    const zoom = typeof window !== "undefined" && window.innerWidth < 700 ? 0.8 : 1;
    const width = typeof window !== "undefined" ? Math.min(window.innerWidth, 1200) : 1000;
    if (!first) return { x: 0, y: 0, zoom };
    return { x: Math.min(16, width / 3 - first.position.x * zoom), y: 180 - (first.position.y + HEIGHT / 2) * zoom, zoom };
    // Once per tree: a tick must not move the view.
  }, [tree]);

  /** Keys on the tree: + and - zoom, 0 shows the whole tree, arrows pan (when the tree itself has the focus). */
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const step = 80;
    const pan = (dx: number, dy: number) => {
      const v = flow.getViewport();
      void flow.setViewport({ ...v, x: v.x + dx, y: v.y + dy }, { duration: 120 });
    };
    const onTree = e.target === e.currentTarget;
    const actions: Record<string, () => void> = {
      "+": () => void flow.zoomIn({ duration: 150 }),
      "=": () => void flow.zoomIn({ duration: 150 }),
      "-": () => void flow.zoomOut({ duration: 150 }),
      "0": () => void flow.fitView({ duration: 200 }),
      ...(onTree ? { ArrowLeft: () => pan(step, 0), ArrowRight: () => pan(-step, 0), ArrowUp: () => pan(0, step), ArrowDown: () => pan(0, -step) } : {}),
    };
    const act = actions[e.key];
    if (!act) return;
    e.preventDefault();
    act();
  };
  /**
   * A node reached with Tab comes into view: the browser's own focus scroll would move React Flow's
   * boxes (they hide their overflow), so that is undone and the view pans to the node instead.
   */
  const onFocus = (e: FocusEvent<HTMLElement>) => {
    const canvas = e.currentTarget;
    const unscroll = () => {
      for (const el of canvas.querySelectorAll<HTMLElement>(".react-flow, .react-flow__renderer, .react-flow__pane, .react-flow__viewport")) {
        el.scrollLeft = 0;
        el.scrollTop = 0;
      }
    };
    unscroll();
    requestAnimationFrame(unscroll);
    const id = (e.target as HTMLElement).closest<HTMLElement>(".react-flow__node")?.dataset.id;
    const node = id ? nodes.find((n) => n.id === id) : undefined;
    if (!node) return;
    const v = flow.getViewport();
    const left = node.position.x * v.zoom + v.x;
    const top = node.position.y * v.zoom + v.y;
    const inside = left >= 0 && top >= 0 && left + WIDTH * v.zoom <= canvas.clientWidth && top + HEIGHT * v.zoom <= canvas.clientHeight;
    if (!inside) void flow.setCenter(node.position.x + WIDTH / 2, node.position.y + HEIGHT / 2, { zoom: v.zoom, duration: 150 });
  };

  const traderName = props.traderNames.get(props.trader) ?? props.trader;
  return (
    <div className="quest-tree">
      <div className="quest-tree-tools">
        <button type="button" onClick={() => void flow.zoomIn({ duration: 150 })} aria-label={t("progress.tree.zoomIn")} title={t("progress.tree.zoomIn")}>
          +
        </button>
        <button type="button" onClick={() => void flow.zoomOut({ duration: 150 })} aria-label={t("progress.tree.zoomOut")} title={t("progress.tree.zoomOut")}>
          −
        </button>
        <button type="button" onClick={() => void flow.fitView({ duration: 200 })}>
          {t("progress.tree.fit")}
        </button>
        <span className="muted small quest-tree-hint">{t("progress.tree.hint")}</span>
      </div>
      <section
        className="quest-tree-canvas"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the tree pans with the arrow keys when it has the focus.
        tabIndex={0}
        aria-label={t("progress.tree.canvas", { trader: traderName })}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
      >
        <ReactFlow
          nodes={nodes}
          edges={edges}
          nodeTypes={NODE_TYPES}
          defaultViewport={initial}
          minZoom={0.15}
          maxZoom={2}
          nodesDraggable={false}
          nodesConnectable={false}
          nodesFocusable={false}
          edgesFocusable={false}
          elementsSelectable={false}
          disableKeyboardA11y
          // A click anywhere on a node opens its quest (the tick only ticks); React Flow then gives nodes pointer events.
          onNodeClick={(e, node) => {
            if (!(e.target instanceof HTMLInputElement)) props.onOpen(node.id);
          }}
          panOnScroll={false}
          zoomOnDoubleClick={false}
          colorMode="dark"
          ariaLabelConfig={{
            "node.a11yDescription.default": "",
            "node.a11yDescription.keyboardDisabled": "",
            "edge.a11yDescription.default": "",
          }}
        />
      </section>
      <ul className="quest-tree-legend small">
        {(["Completed", "Available", "Current", "Locked", "Failed"] as const).map((s) => (
          <li key={s}>
            <span className={`tree-swatch status-${s.toLowerCase()}`} aria-hidden="true" />
            {t(`progress.status.${s}`)}
          </li>
        ))}
        <li>
          <span className="tree-swatch outside" aria-hidden="true" />
          {t("progress.tree.outside")}
        </li>
        <li>
          <span className="tree-line needs-failed" aria-hidden="true" />
          {t("progress.tree.needsOther")}
        </li>
      </ul>
    </div>
  );
}
