// Production entry: `npm start` runs this after building the web app when needed.
process.env.NODE_ENV = "production";

const { loadConfig } = await import("./config.ts");
const { createLogger } = await import("./logger.ts");
const { loadBuild, startServer } = await import("./start.ts");

const config = loadConfig();
const log = createLogger(config.logLevel);
try {
  const { build, deployDate } = await loadBuild(config.buildDir);
  const running = await startServer(config, log, build, deployDate);
  const stop = async (signal: string) => {
    log.info({ signal, deadlineMs: config.shutdownTimeoutMs }, "stopping: finishing the requests under way");
    const { clean, ms } = await running.stop(config.shutdownTimeoutMs);
    log.info({ ms, clean }, clean ? "stopped" : "stopped at the deadline: connections still open were cut");
    process.exit(0);
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));
} catch (err) {
  log.fatal({ err: (err as Error).message, stack: (err as Error).stack }, "could not start");
  process.exit(1);
}
