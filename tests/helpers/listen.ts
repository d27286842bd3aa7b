import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerApp } from "../../apps/server/src/app.ts";

/** Serves the app on 127.0.0.1 (an ephemeral port) as start.ts does, upgrades (the pilot relay's socket) included. */
export async function listen(app: ServerApp): Promise<{ server: Server; base: string; close(): Promise<void> }> {
  const server = createServer(getRequestListener(app.fetch));
  server.on("upgrade", (req, socket, head) => {
    if (!app.upgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    server,
    base: `127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
