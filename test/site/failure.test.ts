// A failing read inside a page: the page answers 503 with an inline error and a retry, while
// the header, menus and footer still render. The platform here is a real Prospectus server
// behind a loopback proxy that breaks one call.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importDemo } from "#demo/import-demo.server.ts";
import type { Db } from "#server/store/db.server.ts";
import { demoJson } from "#test/support/bundles.ts";
import { get, startTestServer, type TestServer } from "#test/support/http.ts";
import { backends } from "#test/support/stores.ts";

/** Forwards every call to the platform except the notices' (its list and our pages), which fail. */
async function breakingProxy(
  platformPort: number,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    if (req.url?.includes("/announcemnt") || req.url?.includes("/prospectus/notices/")) {
      res.writeHead(500, { "content-type": "application/json" });
      res.end("{}");
      return;
    }
    const upstream = http.request(
      { host: "127.0.0.1", port: platformPort, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    upstream.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe("a failing read", () => {
  let platformDb: Db;
  let siteDb: Db;
  let platform: TestServer;
  let proxy: { port: number; close(): Promise<void> };
  let site: TestServer;

  beforeAll(async () => {
    platformDb = await backends[0]!.open();
    await importDemo(platformDb);
    platform = await startTestServer(platformDb);
    proxy = await breakingProxy(platform.port);
    siteDb = await backends[0]!.open();
    site = await startTestServer(siteDb, { platformApiUrl: `http://127.0.0.1:${proxy.port}/api` });
  });

  afterAll(async () => {
    await site?.close();
    await proxy?.close();
    await platform?.close();
    await siteDb?.close();
    await platformDb?.close();
  });

  it("shows an inline error with a retry inside the working frame", async () => {
    const bundle = demoJson(0);
    const reply = await get(site.port, "/notice", { host: bundle.hosts[0] });
    expect(reply.status).toBe(503);
    expect(reply.text).toContain(bundle.institute.insName);
    expect(reply.text).toMatch(/Photo Gallery/);
    expect(reply.text).toMatch(/could not be loaded/i);
    expect(reply.text).toMatch(/<button[^>]*>\s*(Try again|Retry)/i);
  }, 60_000);
});
