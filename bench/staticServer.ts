// Baseline for the page benchmark: the same HTML served as a static file by a plain node:http
// server (file read once, sent as is), on the same machine.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const file = process.env.STATIC_FILE as string;
const body = readFileSync(file);
createServer((_req, res) => {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length, "cache-control": "no-cache" });
  res.end(body);
}).listen(Number(process.env.PORT), "127.0.0.1");
