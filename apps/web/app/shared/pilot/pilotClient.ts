import {
  type FleaSaleMessage,
  type GameMode,
  localPilotUrl,
  mapChangeNavigates,
  PILOT_ACTION_CAP,
  PILOT_CONNECT_TIMEOUT_MS,
  PILOT_CURRENT_MAP_WINDOW_MS,
  PILOT_LOG_CAP,
  PILOT_PORT,
  PILOT_QUEST_STATUS,
  PILOT_SETTINGS_DEBOUNCE_MS,
  PILOT_SETTINGS_KEY,
  PILOT_UPDATE_RECONNECT_MS,
  type PilotAction,
  type PilotSettings,
  parsePilotMessage,
  parseScreenshotName,
  pushCapped,
  type RaidMessage,
  type RaidResult,
  raidAfter,
  readPilotSettings,
  reconnectDelay,
} from "@raidkit/game";
import { idlePilotState, type PilotPath, type PilotState } from "./pilotState.ts";

export interface PilotHooks {
  /** A map change that navigates (`mapChangeNavigates`): the page goes there. */
  onMapChange?(slug: string): void;
  /** An item's name in the player's language (a flea sale's item); null when unknown. */
  itemName?(uid: string): Promise<string | null>;
  /** A raid found, started or ended, or a flea sale: the page notifies and sounds as the player chose. */
  onNotice?(notice: PilotNotice): void;
  /** Where the page is, and when the player last opened a page himself (epoch ms; a page load counts). */
  page?(): { path: string; playerNavigatedAt: number | null };
  /** QUEST_UPDATE: the page decides (spec §5 rules) and answers what to log. */
  onQuestUpdate?(questId: string, status: number): Promise<{ result: "completed" | "notFound" | "ignored" | "failed" | "noChar"; name: string | null }>;
}

/** What the page may notify the player of (issue 20). */
export type PilotNotice =
  | { kind: "raidFound"; queueSeconds: number | null }
  | { kind: "raidStarted"; map: string | null; mode: GameMode | null }
  | { kind: "raidEnded"; map: string | null; result: RaidResult | null }
  | { kind: "fleaSale"; item: string; roubles: number | null };

/** The action a raid's end is logged as: its result when the logs told it. */
const RAID_END_ACTION: Record<RaidResult, PilotAction> = {
  survived: "raidEndedSurvived",
  killed: "raidEndedKilled",
  mia: "raidEndedMia",
  runThrough: "raidEndedRunThrough",
  left: "raidEndedLeft",
  transit: "raidEndedTransit",
};

interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface PilotClientOptions {
  storage?: Pick<Storage, "getItem" | "setItem"> | null;
  /** Opens a socket (tests and the relay path pass their own URL). */
  openSocket?: (url: string) => WebSocket;
  /** The site's relay socket URL (ws(s)://host/api/be/pilot/socket). */
  relayUrl?: () => string;
  timers?: Timers;
  now?: () => number;
  hooks?: PilotHooks;
}

/** A stored value, or null when storage is missing or refuses (site data blocked). */
function readStorage(storage: PilotClientOptions["storage"], key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

const realTimers: Timers = { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) };

/**
 * The page's end of the pilot link (spec §4 Pilot connection): disconnected → connecting on open
 * → connected when the socket opens; any error or close → disconnected; a connect attempt gives
 * up after 3 s; an unintended close retries after 10 s, an intended one does not; logs clear on
 * connect; Update sends UPDATE, closes and reconnects after 3 s.
 */
export class PilotClient {
  private state: PilotState;
  private readonly listeners = new Set<() => void>();
  private socket: WebSocket | null = null;
  private code: string | null = null;
  private port: number = PILOT_PORT;
  private intended = false;
  /** When the current socket opened (epoch ms). */
  private connectedAt: number | null = null;
  private connectTimer: unknown = null;
  private retryTimer: unknown = null;
  private settingsTimer: unknown = null;
  private readonly opts: Required<Pick<PilotClientOptions, "timers" | "now">> & PilotClientOptions;

  constructor(options: PilotClientOptions = {}) {
    this.opts = { timers: realTimers, now: () => Date.now(), ...options };
    this.state = idlePilotState(readPilotSettings(readStorage(options.storage, PILOT_SETTINGS_KEY)));
  }

  getState = (): PilotState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  setHooks(hooks: PilotHooks): void {
    this.opts.hooks = hooks;
  }

  private set(patch: Partial<PilotState>): void {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }

  private log(line: string): void {
    this.set({ logs: pushCapped(this.state.logs, line, PILOT_LOG_CAP) });
  }

  private action(action: PilotAction, details: string): void {
    const settings = {
      ...this.state.settings,
      actionsLog: pushCapped(this.state.settings.actionsLog, { action, details, date: this.opts.now() }, PILOT_ACTION_CAP),
    };
    this.saveSettings(settings);
  }

  private saveSettings(settings: PilotSettings): void {
    this.set({ settings });
    try {
      this.opts.storage?.setItem(PILOT_SETTINGS_KEY, JSON.stringify(settings));
    } catch {
      // Storage full or blocked: the settings still apply to this page.
    }
  }

  setSetting(key: "mapChangeEnabled" | "questsAutoCompleteEnabled" | "raidNotifications" | "raidSound", value: boolean): void {
    this.saveSettings({ ...this.state.settings, [key]: value });
  }

  clearActions(): void {
    this.saveSettings({ ...this.state.settings, actionsLog: [] });
  }

  /** Opens the link (a user gesture on /pilot, so the browser may ask for local-network access). */
  connect(path: PilotPath, code?: string, port?: number): void {
    if (code !== undefined) this.code = code;
    if (port !== undefined) this.port = port;
    this.clearTimer("retryTimer");
    this.closeSocket(true);
    this.intended = false;
    const url = path === "local" ? localPilotUrl(this.code ?? "", this.port) : (this.opts.relayUrl?.() ?? "");
    this.set({ status: "connecting", path, port: path === "local" ? this.port : null, unreachable: false });
    let socket: WebSocket;
    try {
      socket = this.opts.openSocket ? this.opts.openSocket(url) : new WebSocket(url);
    } catch (e) {
      this.log(String((e as Error).message ?? e));
      this.onClosed(false);
      return;
    }
    this.socket = socket;
    this.connectTimer = this.opts.timers.set(() => {
      if (this.socket === socket && this.state.status === "connecting") {
        this.log("Connection timed out");
        this.set({ unreachable: true });
        socket.close();
        this.onClosed(false);
      }
    }, PILOT_CONNECT_TIMEOUT_MS);
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.clearTimer("connectTimer");
      this.connectedAt = this.opts.now();
      // Spec §4: logs clear on connect.
      this.set({ status: "connected", logs: [], unreachable: false });
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.handle(typeof event.data === "string" ? event.data : String(event.data));
    };
    socket.onerror = () => {
      if (this.socket !== socket) return;
      if (this.state.status === "connecting") this.set({ unreachable: true });
    };
    socket.onclose = () => {
      if (this.socket === socket) this.onClosed(this.intended);
    };
  }

  /** An intended close: no retry. */
  disconnect(): void {
    this.clearTimer("retryTimer");
    this.closeSocket(true);
    this.set({ status: "disconnected" });
  }

  /** Spec §4 Update: send UPDATE, close, reconnect after 3 s. */
  update(): void {
    const path = this.state.path;
    this.clearTimer("retryTimer");
    this.send({ messageType: "UPDATE" });
    this.closeSocket(true);
    this.set({ status: "disconnected" });
    this.retryTimer = this.opts.timers.set(() => this.connect(path), PILOT_UPDATE_RECONNECT_MS);
  }

  /** SETTINGS_UPDATE, debounced 500 ms after the last field change (spec §9). */
  sendFolders(folders: { gameFolder: string | null; screenshotsFolder: string | null }): void {
    this.clearTimer("settingsTimer");
    this.settingsTimer = this.opts.timers.set(() => this.send({ messageType: "SETTINGS_UPDATE", ...folders }), PILOT_SETTINGS_DEBOUNCE_MS);
  }

  resetFolders(): void {
    this.clearTimer("settingsTimer");
    this.send({ messageType: "SETTINGS_RESET" });
  }

  private send(message: object): void {
    if (this.socket && this.state.status === "connected") this.socket.send(JSON.stringify(message));
  }

  private onClosed(intended: boolean): void {
    this.clearTimer("connectTimer");
    this.socket = null;
    this.set({ status: "disconnected" });
    const delay = reconnectDelay(intended);
    const path = this.state.path;
    if (delay !== null) this.retryTimer = this.opts.timers.set(() => this.connect(path), delay);
  }

  private closeSocket(intended: boolean): void {
    this.clearTimer("connectTimer");
    const socket = this.socket;
    this.socket = null;
    this.intended = intended;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
      socket.close();
    }
  }

  private clearTimer(name: "connectTimer" | "retryTimer" | "settingsTimer"): void {
    if (this[name] !== null) this.opts.timers.clear(this[name]);
    this[name] = null;
  }

  /** One message from the pilot (spec §7 Local pilot link; malformed JSON is a plain log line, §8). */
  handle(text: string): void {
    const m = parsePilotMessage(text);
    const now = this.opts.now();
    switch (m.messageType) {
      case "CONFIGURATION":
        this.set({ version: m.version, gameFolder: m.gameFolder, screenshotsFolder: m.screenshotsFolder });
        return;
      case "STATUS": {
        const { messageType: _, ...health } = m;
        this.set({ health });
        return;
      }
      case "GAME_MODE":
        this.set({ gameMode: m.mode, lastEventAt: now });
        this.log(`Game mode: ${m.mode.toUpperCase()}`);
        return;
      case "MAP_CHANGE": {
        const knownMap = this.state.map;
        if (m.map === knownMap) {
          this.set({ lastEventAt: now });
          return;
        }
        // The pilot reports the current map as the link opens (a reload, a reconnect, a new tab):
        // that sets the page's map; only a change during the visit is logged and may navigate.
        const sinceConnected = now - (this.connectedAt ?? now);
        const page = this.opts.hooks?.page?.() ?? { path: "", playerNavigatedAt: null };
        this.set({ map: m.map, position: null, lastEventAt: now });
        if (sinceConnected >= PILOT_CURRENT_MAP_WINDOW_MS) this.action("mapChange", m.map);
        const navigates = mapChangeNavigates({
          enabled: this.state.settings.mapChangeEnabled,
          map: m.map,
          knownMap,
          sinceConnected,
          path: page.path,
          sincePlayerNavigation: page.playerNavigatedAt === null ? null : now - page.playerNavigatedAt,
        });
        if (navigates) this.opts.hooks?.onMapChange?.(m.map);
        return;
      }
      case "POSITION_UPDATE":
        this.position(m.x, m.y, m.z, m.yaw ?? null, m.filename ?? "", now);
        return;
      case "SEND_FILENAME": {
        // A pilot that sends the screenshot's name as it is (spec §7): a name with coordinates moves
        // the marker as POSITION_UPDATE does; any other name is a log line.
        const shot = parseScreenshotName(m.filename);
        if (shot) this.position(shot.x, shot.y, shot.z, shot.yaw, shot.filename, now);
        else {
          this.set({ lastEventAt: now });
          this.log(`Screenshot: ${m.filename}`);
        }
        return;
      }
      case "QUEST_UPDATE":
        this.set({ lastEventAt: now });
        void this.questUpdate(m.questId, m.status);
        return;
      case "RAID":
        this.raid(m);
        return;
      case "FLEA_SALE":
        this.set({ lastEventAt: now });
        void this.fleaSale(m);
        return;
      default:
        this.log(m.messageType === "LOG" ? m.text : text);
    }
  }

  private position(x: number, y: number, z: number, yaw: number | null, filename: string, now: number): void {
    this.set({ position: { x, y, z, yaw, filename }, lastEventAt: now });
    this.action("positionUpdate", `${x.toFixed(1)}, ${y.toFixed(1)}, ${z.toFixed(1)}`);
  }

  /** A step of the raid's life: the raid's state, the action log, and a notice for found, started and ended. */
  private raid(m: RaidMessage): void {
    const raid = raidAfter(this.state.raid, m);
    this.set({ raid, lastEventAt: this.opts.now(), ...(m.mode ? { gameMode: m.mode } : {}) });
    // The pilot's report of the raid as a page connects: known now, but not a new step.
    if (m.current) return;
    const where = [raid.map, raid.mode?.toUpperCase()].filter(Boolean).join(" · ");
    const notify = this.opts.hooks?.onNotice;
    switch (m.event) {
      case "queueStarted":
        this.action("raidQueue", where);
        return;
      case "queueCancelled":
        this.action("raidQueueCancelled", "");
        return;
      case "matchingCompleted":
        this.action("raidFound", raid.queueSeconds === null ? "" : `${Math.round(raid.queueSeconds)} s`);
        notify?.({ kind: "raidFound", queueSeconds: raid.queueSeconds });
        return;
      case "raidStarted":
        this.action("raidStarted", where);
        notify?.({ kind: "raidStarted", map: raid.map, mode: raid.mode });
        return;
      case "raidEnded":
        this.action(raid.result ? RAID_END_ACTION[raid.result] : "raidEnded", where);
        notify?.({ kind: "raidEnded", map: raid.map, result: raid.result });
        return;
      default:
        return;
    }
  }

  /** A flea sale in the action log, with the item's name: "Salewa first aid kit ×2 · Buyer · 48 000 ₽". */
  private async fleaSale(m: FleaSaleMessage): Promise<void> {
    const name = m.soldItem ? ((await this.opts.hooks?.itemName?.(m.soldItem).catch(() => null)) ?? m.soldItem) : "?";
    const item = m.count && m.count > 1 ? `${name} ×${m.count}` : name;
    const roubles = m.roubles === undefined ? null : m.roubles;
    const parts = [item, m.buyer, roubles === null ? null : `${roubles.toLocaleString("en-US").replace(/,/g, " ")} ₽`];
    this.action("fleaSale", parts.filter(Boolean).join(" · "));
    this.opts.hooks?.onNotice?.({ kind: "fleaSale", item, roubles });
  }

  private async questUpdate(questId: string, status: number): Promise<void> {
    const reply = (await this.opts.hooks?.onQuestUpdate?.(questId, status).catch(() => null)) ?? { result: "ignored" as const, name: null };
    // The action log names the quest (issue 20); an id only when the quest list does not know it.
    const label = reply.name ?? questId;
    if (status === PILOT_QUEST_STATUS.started) this.action("questStarted", label);
    else if (status === PILOT_QUEST_STATUS.failed) this.action("questFailed", label);
    else if (reply.result === "notFound") this.log("Quest not found");
    else if (reply.result === "completed") this.action("questCompleted", label);
    else if (reply.result === "failed") this.log(`Quest ${label}: completed in game, but it could not be saved`);
    else if (reply.result === "noChar")
      this.log(`Quest ${label}: completed in ${this.state.gameMode?.toUpperCase() ?? "?"}, but you have no PMC of that mode here`);
    else this.action("questCompletedInGame", label);
  }
}
