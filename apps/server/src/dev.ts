// `npm run dev`: the same server with Vite in middleware mode, so the web app reloads on change
// (hot module replacement) and pages render from source. Server code restarts via node --watch.
process.env.NODE_ENV = "development";

const { createServer } = await import("node:http");
const path = await import("node:path");
const { getRequestListener } = await import("@hono/node-server");
const { createServer: createVite, isRunnableDevEnvironment } = await import("vite");
const { loadConfig, REPO_ROOT } = await import("./config.ts");
const { createLogger } = await import("./logger.ts");
const { prepare, startLiveData } = await import("./start.ts");
const { createServerApp } = await import("./app.ts");

const config = loadConfig();
const log = createLogger(config.logLevel);
const vite = await createVite({ root: path.join(REPO_ROOT, "apps/web"), server: { middlewareMode: true }, appType: "custom" });
const ssr = vite.environments.ssr;
if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error("Vite's SSR environment is not runnable");

const { database, bus } = await prepare(config, log);
const app = await createServerApp({
  config,
  log,
  db: database.db,
  bus,
  build: () => ssr.runner.import("virtual:react-router/server-build"),
  deployDate: Date.now(),
  serveStatic: false,
});
const listener = getRequestListener(app.fetch);
const server = createServer((req, res) => vite.middlewares(req, res, () => listener(req, res)));
// The pilot relay's socket; other upgrades (Vite's HMR) are left to their own listeners.
server.on("upgrade", (req, socket, head) => app.upgrade(req, socket, head));
server.listen(config.port, config.host, () => {
  log.info(`Raidkit (development) at http://localhost:${config.port}`);
  startLiveData(app, config, log);
});
