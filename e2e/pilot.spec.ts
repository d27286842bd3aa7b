import { writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { WebSocketServer } from "ws";
import { type RunningPilot, startPilot } from "../apps/pilot/src/pilot.ts";
import { logLine, makeTempGame, type TempGame } from "../apps/pilot/src/testing.ts";
import { PILOT_CURRENT_MAP_WINDOW_MS, PILOT_PLAYER_PAGE_GRACE_MS } from "../packages/game/src/pilotLink.ts";
import { adminCli, hydrated, logIn } from "./helpers.ts";

// The real pilot (apps/pilot) on a made-up game folder, paired with the /pilot page in Chromium.
const SITE = `http://127.0.0.1:${process.env.E2E_PORT ?? 3211}`;
const DEBUT = "5936d90786f7742b1420ba5b";
const CHECKING = "5936da9e86f7742d65037edf";
const SCREENSHOT = "2025-03-30[21-04]_175.30, 1.37, 150.68_-0.01464, 0.98439, -0.14329, -0.10113_9.53 (0).png";

let game: TempGame;
let pilot: RunningPilot;

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "tm_locale", value: "en", url: SITE }]);
  game = makeTempGame();
  pilot = await startTestPilot({ extraOrigins: [SITE] });
});

/** The pilot on the temp game folder, on a free port, polling fast, quiet. */
function startTestPilot(overrides: Partial<NonNullable<Parameters<typeof startPilot>[0]>["overrides"]>): Promise<RunningPilot> {
  return startPilot({
    configPath: game.configPath,
    overrides: { gameFolder: game.gameFolder, screenshotsFolder: game.screenshotsFolder, port: 0, ...overrides },
    defaults: { gameFolderCandidates: [], screenshotsFolder: game.screenshotsFolder },
    logPollMs: 100,
    screenshotPollMs: 50,
    log: () => {},
  });
}

test.afterEach(async () => {
  await pilot?.stop();
  game?.cleanup();
});

async function pair(page: Page) {
  await page.goto("/pilot");
  await hydrated(page);
  // PILOT_BUILD=off on an empty downloads folder (playwright.config.ts): nothing built, nothing being built.
  await expect(page.getByTestId("pilot-download")).toContainText("The pilot's downloads are not built on this server.");
  await page.getByRole("textbox", { name: "Pairing code" }).fill(pilot.code.toLowerCase());
  await page.getByLabel("Port").fill(String(pilot.port));
  await page.getByRole("button", { name: "Connect", exact: true }).click();
  await expect(page.locator(".pilot-status")).toHaveText("Connected");
  await expect(page.locator(".pilot-health")).toContainText(game.gameFolder);
}

/** The player leaves /pilot by the side menu (the link stays open) and stays long enough for a map change to move the page. */
/** The router changes the address once the map page's data is there: on a loaded machine that takes a while. */
const MAP_PAGE = { timeout: 15_000 };

async function leavePilotPage(page: Page, link = "Quests") {
  await page.getByRole("navigation").getByRole("link", { name: link, exact: true }).first().click();
  await expect(page).not.toHaveURL(/\/pilot$/);
  // The grace runs from when the page the player opened is there (its data fetched and drawn), not from
  // the address: on a loaded machine the progress pages take a while to draw after it changes.
  await page.waitForLoadState("networkidle");
  // ...and the main thread is free again (the page's render and its effects ran, a frame was drawn).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  await page.waitForTimeout(PILOT_PLAYER_PAGE_GRACE_MS + 200);
}

/** A log line's time as the game writes it (local time), `offsetMs` from now. */
function localTime(offsetMs: number): string {
  const d = new Date(Date.now() + offsetMs);
  const p = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}.${p(d.getMilliseconds(), 3)}`;
}

const notification = (type: number, questId: string) =>
  `${logLine("push-notifications", "Got notification | ChatMessageReceived")}${JSON.stringify({ message: { type, templateId: `${questId} successMessageText` } }, null, 2)}\n`;

test("a Pro user pairs once, the page follows the map change and draws the marker, and a completed quest is marked done", async ({ page }) => {
  const email = `pilot-${Date.now()}@example.test`;
  await logIn(page, email);
  adminCli("pro", email, "forever");
  // The operator expects another pilot version: the page says this one needs an update.
  adminCli("pilot-version", "9.9.9");
  await pair(page);
  await expect(page.getByText(`Your pilot is version ${pilot.version}; the site expects 9.9.9.`)).toBeVisible();
  adminCli("pilot-version", "off");
  await leavePilotPage(page);

  // A raid starts on Customs (the only signal of a PvE local raid): the page goes to its map.
  game.append("application", logLine("application", "scene preset path:maps/customs_preset.bundle", "Debug"));
  await expect(page).toHaveURL(/\/maps\/customs$/, MAP_PAGE);
  await expect(page.locator(".leaflet-holder")).toHaveAttribute("data-picture", "ready", { timeout: 15_000 });
  writeFileSync(path.join(game.screenshotsFolder, SCREENSHOT), "");
  await expect(page.locator(".player-marker")).toBeVisible();
  await expect(page.getByTestId("player-position")).toContainText("From the pilot: x 175.3, y 1.4, z 150.7");

  // The raid starts (real line shapes): the map page's raid timer runs, with Customs' raid length.
  game.append(
    "application",
    logLine("application", "Matching with group id: ", "Debug", localTime(-70_000)) +
      logLine("application", "MatchingCompleted:57.91 real:64.28 diff:6.36", "Info", localTime(-6_000)) +
      logLine("application", "GameStarted:110.54(11.72) real:121.37(12.02) diff:10.83", "Info", localTime(-5_000)),
  );
  await expect(page.getByTestId("raid-timer")).toContainText(/In raid\s*0:0\d · 39:5\d left/);

  // Quest completed in game (status 12): added to questsDone on the server.
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/be/progression/update") && r.ok());
  game.append("push-notifications", notification(12, DEBUT));
  await saved;
  const me = await page.request.get("/api/be/users/me");
  expect(((await me.json()) as { questsDone: string[] }).questsDone).toContain(DEBUT);

  // A quest completed in a PvE raid is ticked on the player's PVE PMC; the selected PvP one stays as it was.
  const headers = { origin: SITE };
  const main = ((await me.json()) as { charUid: string }).charUid;
  const pve = (await (await page.request.post("/api/be/users/me/char/create", { data: { fraction: "USEC", gameMode: "pve" }, headers })).json()) as {
    charUid: string;
  };
  expect((await page.request.post("/api/be/users/me/char/select", { data: { charUid: main }, headers })).ok()).toBe(true);
  // The mode's line, and the next one that releases it (the pilot holds a last line until it knows what follows).
  game.append("application", logLine("application", "Session mode: Pve") + logLine("application", "Menu loaded"));
  await page.waitForTimeout(500);
  const savedPve = page.waitForResponse((r) => r.url().endsWith("/api/be/progression/update") && r.ok());
  game.append("push-notifications", notification(12, CHECKING));
  await savedPve;
  const mainAfter = (await (await page.request.get("/api/be/users/me")).json()) as { charUid: string; questsDone: string[] };
  expect(mainAfter.charUid).toBe(main);
  expect(mainAfter.questsDone).not.toContain(CHECKING);
  const pveAfter = (await (await page.request.post("/api/be/users/me/char/select", { data: { charUid: pve.charUid }, headers })).json()) as {
    questsDone: string[];
  };
  expect(pveAfter.questsDone).toEqual([CHECKING]);
  await page.request.post("/api/be/users/me/char/select", { data: { charUid: main }, headers });

  // Back on /pilot (the link stays open across pages): the action log, and an unknown quest's log line.
  game.append("push-notifications", notification(12, "0123456789abcdef01234567"));
  await page.getByRole("link", { name: "Pilot (live position)" }).click();
  await expect(page.locator(".pilot-status")).toHaveText("Connected");
  await expect(page.getByTestId("pilot-logs")).toContainText("Quest not found");
  const actions = page.locator(".pilot-log li[data-action]");
  // Quests by name, newest first.
  await expect(actions.filter({ hasText: "Quest completed" })).toHaveText([/Background Check/, /Debut/]);
  await expect(actions.filter({ hasText: "Map change" })).toHaveCount(1);
  await expect(actions.filter({ hasText: "Raid started" })).toContainText("customs");
  await expect(page.getByTestId("pilot-raid")).toContainText("In raid · customs");
});

test("a visitor's page changes map but shows no live marker (free map) and completes no quest", async ({ page }) => {
  await pair(page);
  await leavePilotPage(page);
  game.append("application", logLine("application", "scene preset path:maps/factory_day_preset.bundle", "Debug"));
  await expect(page).toHaveURL(/\/maps\/factory$/, MAP_PAGE);
  await expect(page.locator(".leaflet-holder")).toHaveAttribute("data-picture", "ready", { timeout: 15_000 });
  writeFileSync(path.join(game.screenshotsFolder, SCREENSHOT), "");
  await page.getByRole("link", { name: "Pilot (live position)" }).click();
  await expect(page.locator(".pilot-log li[data-action='positionUpdate']")).toHaveCount(1);
  await page.goBack();
  await expect(page.locator(".player-marker")).toHaveCount(0);
});

test("with map change off the page stays; the link reopens after a reload until disconnected; a wrong code is refused", async ({ page }) => {
  await pair(page);
  // Paired once: a reload opens the link again by itself.
  await page.reload();
  await hydrated(page);
  await expect(page.locator(".pilot-status")).toHaveText("Connected");
  await page.getByLabel("Open the map I am on").uncheck();
  await leavePilotPage(page);
  game.append("application", logLine("application", "scene preset path:maps/woods_preset.bundle", "Debug"));
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(/\/progression\/quests$/);
  await page.goBack();
  await expect(page.locator(".pilot-health")).toContainText("woods");
  await page.getByRole("button", { name: "Disconnect" }).click();
  await expect(page.locator(".pilot-status")).toHaveText("Disconnected");
  // Disconnected on purpose: the next page load leaves it closed.
  await page.reload();
  await hydrated(page);
  await page.waitForTimeout(500);
  await expect(page.locator(".pilot-status")).toHaveText("Disconnected");
  await page.getByRole("textbox", { name: "Pairing code" }).fill("ZZZZ-ZZZZ");
  await page.getByRole("button", { name: "Connect", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("The pilot did not answer");
  await expect(page.locator(".pilot-status")).toHaveText("Disconnected");
});

test("the relay path: the pilot posts to the site with a key made on /pilot, the page listens through the site", async ({ page }) => {
  const email = `relay-${Date.now()}@example.test`;
  await logIn(page, email);
  adminCli("pro", email, "forever");
  await page.goto("/pilot");
  await hydrated(page);
  await page.getByRole("button", { name: "Make a key" }).click();
  const command = await page.getByTestId("relay-command").textContent();
  const key = command?.match(/--relay-key (\S+)/)?.[1];
  expect(key).toMatch(/^([23456789A-HJKMNP-TV-Z]{4}-){7}[23456789A-HJKMNP-TV-Z]{4}$/);

  // This pilot serves no page on this machine: only the relay carries its events.
  await pilot.stop();
  pilot = await startTestPilot({ relayUrl: SITE, relayKey: key as string });
  await page.getByRole("button", { name: "Listen through the site" }).click();
  await expect(page.locator(".pilot-status")).toHaveText("Connected");
  await expect(page.locator(".pilot-health")).toContainText("Relay through the site");
  await leavePilotPage(page);

  game.append("application", logLine("application", "scene preset path:maps/shoreline_preset.bundle", "Debug"));
  await expect(page).toHaveURL(/\/maps\/shoreline$/, MAP_PAGE);
  await expect(page.locator(".leaflet-holder")).toHaveAttribute("data-picture", "ready", { timeout: 15_000 });
  writeFileSync(path.join(game.screenshotsFolder, "2025-03-30[21-05]_-120.5, 3.2, 80.25_0, 0.70711, 0, 0.70711_9.53 (1).png"), "");
  await expect(page.getByTestId("player-position")).toContainText("From the pilot: x -120.5, y 3.2, z 80.3");
  await expect(page.locator(".player-marker")).toHaveAttribute("data-heading", /^\d/);
});

test("reloading /pilot and opening another page in a new tab stay where they are; a new map moves the page the player left alone", async ({
  page,
  context,
}) => {
  await pair(page);
  // The game is on Customs: /pilot knows it and stays.
  game.append("application", logLine("application", "scene preset path:maps/customs_preset.bundle", "Debug"));
  await expect(page.locator(".pilot-health")).toContainText("customs");
  await expect(page).toHaveURL(/\/pilot$/);
  // A reload reopens the link; the pilot repeats Customs: still /pilot.
  await page.reload();
  await hydrated(page);
  await expect(page.locator(".pilot-status")).toHaveText("Connected");
  await expect(page.locator(".pilot-health")).toContainText("customs");
  // A new tab on the quests page opens the link too and hears Customs as the current map: it stays.
  const quests = await context.newPage();
  await quests.goto("/progression/quests");
  await hydrated(quests);
  await quests.waitForTimeout(PILOT_CURRENT_MAP_WINDOW_MS + PILOT_PLAYER_PAGE_GRACE_MS);
  await expect(quests).toHaveURL(/\/progression\/quests$/);
  await expect(page).toHaveURL(/\/pilot$/);
  // The game moves to Woods: the quests tab goes there; /pilot stays.
  game.append("application", logLine("application", "scene preset path:maps/woods_preset.bundle", "Debug"));
  await expect(quests).toHaveURL(/\/maps\/woods$/, MAP_PAGE);
  await expect(page.locator(".pilot-health")).toContainText("woods");
  await expect(page).toHaveURL(/\/pilot$/);
  await quests.close();
});

test("a pilot that follows spec §7 as written (no pairing code, map display names, x/y/z only) moves the page and draws the marker", async ({ page }) => {
  const email = `spec-pilot-${Date.now()}@example.test`;
  await logIn(page, email);
  adminCli("pro", email, "forever");
  // A plain WebSocket server on this machine: it checks nothing and sends what spec §7 lists.
  const wss = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  await new Promise((r) => wss.once("listening", r));
  const port = (wss.address() as AddressInfo).port;
  const send = (message: object) => {
    for (const c of wss.clients) c.send(JSON.stringify(message));
  };
  try {
    await page.goto("/pilot");
    await hydrated(page);
    // Without the player's leave, an empty code cannot connect.
    await page.getByRole("textbox", { name: "Pairing code" }).fill("");
    await page.getByLabel("Port").fill(String(port));
    await expect(page.getByRole("button", { name: "Connect", exact: true })).toBeDisabled();
    await page.getByLabel("Allow a pilot without a pairing code").check();
    await page.getByRole("button", { name: "Connect", exact: true }).click();
    await expect(page.locator(".pilot-status")).toHaveText("Connected");
    send({ messageType: "CONFIGURATION", version: "1.0.3", gameFolder: "C:\\Games\\EFT", screenshotsFolder: null });
    await expect(page.locator(".pilot-health")).toContainText("1.0.3");
    await expect(page.locator(".pilot-health")).toContainText(`ws://127.0.0.1:${port}`);
    await leavePilotPage(page);
    send({ messageType: "MAP_CHANGE", map: "Customs" });
    await expect(page).toHaveURL(/\/maps\/customs$/, MAP_PAGE);
    await expect(page.locator(".leaflet-holder")).toHaveAttribute("data-picture", "ready", { timeout: 15_000 });
    send({ messageType: "POSITION_UPDATE", x: 175.3, y: 1.37, z: 150.68 });
    await expect(page.locator(".player-marker")).toBeVisible();
    await expect(page.getByTestId("player-position")).toContainText("From the pilot: x 175.3, y 1.4, z 150.7");
  } finally {
    for (const c of wss.clients) c.terminate();
    await new Promise((r) => wss.close(() => r(null)));
  }
});
