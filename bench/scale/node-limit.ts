// The limit of Node's own HTTP server for the scale benchmark's traffic (bench/scale/run.ts):
// a plain `node:http` server holding every pre-rendered page's gzip bytes in memory, answering
// each with the headers our server sent for it, and doing nothing else (no cache, no metrics,
// no tenant). What our server does on a kept page is this plus its own look-ups.
//
// usage: tsx bench/scale/node-limit.ts <pages folder> <port>
// The folder holds `<host>/<path>/index.html.gz` and `headers.json` beside it (run.ts writes
// them); it prints "listening" once it answers.
import { readdir, readFile } from "node:fs/promises";
import http, { type OutgoingHttpHeaders } from "node:http";
import path from "node:path";

const [root, port] = process.argv.slice(2);
if (!root || !port) throw new Error("usage: node-limit.ts <pages folder> <port>");

interface Page {
  headers: OutgoingHttpHeaders;
  gzip: Buffer;
}

/** Every page under `root`, by `<host><path>` as run.ts wrote it (decoded, no trailing slash). */
const pages = new Map<string, Page>();
for (const entry of await readdir(root, { recursive: true })) {
  if (path.basename(entry) !== "index.html.gz") continue;
  const folder = path.dirname(entry);
  const gzip = await readFile(path.join(root, entry));
  const sent = JSON.parse(
    await readFile(path.join(root, folder, "headers.json"), "utf8"),
  ) as OutgoingHttpHeaders;
  const headers = {
    ...sent,
    "content-encoding": "gzip",
    "content-length": String(gzip.byteLength),
  };
  pages.set(folder.replace(/\/$/, ""), { headers, gzip });
}

http
  .createServer((request, response) => {
    const url = decodeURIComponent((request.url ?? "/").replace(/\/$/, ""));
    const page = pages.get(`${request.headers.host ?? ""}${url}`);
    if (!page) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, page.headers);
    response.end(page.gzip);
  })
  .listen(Number(port), "127.0.0.1", () => process.stdout.write("listening\n"));
