// The site reading a live platform over HTTP (PLATFORM_API_URL) instead of its own store:
// here the "live platform" is a second Prospectus server holding the demo institutes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importDemo } from "#server/demo/import-demo.server.ts";
import type { Db } from "#server/store/db.server.ts";
import { demoJson } from "#test/support/bundles.ts";
import { get, startTestServer, type TestServer } from "#test/support/http.ts";
import { backends } from "#test/support/stores.ts";

describe("site on a remote platform", () => {
  let platformDb: Db;
  let siteDb: Db;
  let platform: TestServer;
  let site: TestServer;

  beforeAll(async () => {
    platformDb = await backends[0]!.open();
    await importDemo(platformDb);
    platform = await startTestServer(platformDb);
    siteDb = await backends[0]!.open();
    site = await startTestServer(siteDb, {
      platformApiUrl: `http://127.0.0.1:${platform.port}/api`,
    });
  });

  afterAll(async () => {
    await site?.close();
    await platform?.close();
    await siteDb?.close();
    await platformDb?.close();
  });

  it("renders each institute's pages from the platform's answers", async () => {
    for (const index of [0, 1]) {
      const bundle = demoJson(index);
      const reply = await get(site.port, "/notice", { host: bundle.hosts[0] });
      expect(reply.status).toBe(200);
      expect(reply.text).toContain(bundle.institute.insName);
    }
  });

  it("answers a host the platform does not know with the plain 404 page", async () => {
    const reply = await get(site.port, "/", { host: "unknown-college.example.in" });
    expect(reply.status).toBe(404);
    expect(reply.text).toContain("No college is served at this address");
  });
});
