// HTTP at the edges, over real sockets: methods the site does not answer, request bodies it
// does not read, and absolute-form request lines.
import http from "node:http";
import net from "node:net";
import { describe, expect, it } from "vitest";
import { demo, demoJson } from "#test/support/bundles.ts";
import { demoServer } from "#test/support/server.ts";

const host = demoJson(0).hosts[0]!;
const otherHost = demoJson(1).hosts[0]!;

/** Sends raw bytes and resolves with everything the server sent until it closed. */
function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    socket.on("error", reject);
  });
}

interface Sent {
  status: number;
  headers: http.IncomingHttpHeaders;
  reusedSocket: boolean;
}

function send(agent: http.Agent, port: number, method: string, body?: Buffer): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: "127.0.0.1",
        port,
        path: "/",
        method,
        headers: {
          host,
          ...(body
            ? { "content-type": "application/octet-stream", "content-length": body.length }
            : {}),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            reusedSocket: req.reusedSocket,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("protocol", () => {
  const running = demoServer([0, 1]);

  it.each([
    "/notice.data",
    "/_root.data",
    "/robots.txt",
    "/sitemap.xml",
    "/sitemap/pages.xml",
    "/notice/feed.xml",
    "/event/calendar.ics",
    "/",
    "/notice",
    "/no-such-page",
  ])("answers OPTIONS, TRACE, POST, PUT and DELETE on %s with 405", async (path) => {
    for (const method of ["OPTIONS", "TRACE", "POST", "PUT", "DELETE", "PATCH"]) {
      const reply = await running.get(path, { host, method });
      expect(reply.status, `${method} ${path}`).toBe(405);
      expect(reply.headers.allow).toBe("GET, HEAD");
      expect(reply.text).not.toContain("User-agent");
      expect(reply.text).not.toContain("<urlset");
      expect(reply.text).not.toContain("<sitemapindex");
    }
  });

  it("answers a long request body with 405 and Connection: close; the client's next request gets through", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (const method of ["POST", "PUT"]) {
        const refused = await send(
          agent,
          running.server.port,
          method,
          Buffer.alloc(512 * 1024, 97),
        );
        expect(refused.status).toBe(405);
        expect(refused.headers.connection).toBe("close");
        const next = await send(agent, running.server.port, "GET");
        expect(next.status).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });

  it("reads a short request body and keeps the connection for the next request", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await send(agent, running.server.port, "POST", Buffer.alloc(4 * 1024, 97));
      expect(refused.status).toBe(405);
      expect(refused.headers.connection).toBe("keep-alive");
      const next = await send(agent, running.server.port, "GET");
      expect(next.status).toBe(200);
      expect(next.reusedSocket).toBe(true);
    } finally {
      agent.destroy();
    }
  });

  it("takes the host of an absolute-form request line over the Host header (RFC 9112 §3.2.2)", async () => {
    const page = await raw(
      running.server.port,
      `GET http://${otherHost}/ HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    );
    expect(page).toMatch(/^HTTP\/1\.1 200/);
    expect(page).toContain(demoJson(1).institute.insName);
    expect(page).not.toContain(demoJson(0).institute.insName);

    const otherKey = [...demo(1).media.keys()][0]!;
    const file = await raw(
      running.server.port,
      `GET http://${otherHost}/media/${otherKey} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    );
    expect(file).toMatch(/^HTTP\/1\.1 200/);
    const foreign = await raw(
      running.server.port,
      `GET http://${host}/media/${otherKey} HTTP/1.1\r\nHost: ${otherHost}\r\nConnection: close\r\n\r\n`,
    );
    expect(foreign).toMatch(/^HTTP\/1\.1 404/);
  });
});
