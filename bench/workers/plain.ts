// The reference for bench/workers/run.ts: a plain `node:http` server answering every request
// with one page's bytes and the headers our server sent with them, nothing else; as one
// process, or as several `node:cluster` workers on one port, as `WORKERS` runs ours.
//
// usage: tsx bench/workers/plain.ts <page.json> <port> <processes>
// page.json holds `{ headers, body }`, the body base64; it prints "listening" once it answers.
import cluster from "node:cluster";
import { readFile } from "node:fs/promises";
import http, { type OutgoingHttpHeaders } from "node:http";

const [file, port, processes] = process.argv.slice(2);
if (!file || !port || !processes) throw new Error("usage: plain.ts <page.json> <port> <processes>");

if (cluster.isPrimary && Number(processes) > 1) {
  let listening = 0;
  for (let i = 0; i < Number(processes); i++) {
    cluster.fork().on("listening", () => {
      if (++listening === Number(processes)) process.stdout.write("listening\n");
    });
  }
} else {
  const page = JSON.parse(await readFile(file, "utf8")) as {
    headers: OutgoingHttpHeaders;
    body: string;
  };
  const body = Buffer.from(page.body, "base64");
  const headers = { ...page.headers, "content-length": String(body.byteLength) };
  http
    .createServer((_request, response) => {
      response.writeHead(200, headers);
      response.end(body);
    })
    .listen(Number(port), "127.0.0.1", () => {
      if (cluster.isPrimary) process.stdout.write("listening\n");
    });
}
