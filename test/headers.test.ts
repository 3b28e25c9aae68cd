// Every kind of answer scored by the MDN HTTP Observatory's header rules, in the default
// configuration (no TRUST_PROXY), as it is seen behind a TLS-terminating proxy.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importBundle } from "#server/content/bundle-io.server.ts";
import type { Db } from "#server/store/db.server.ts";
import { demo, demoJson } from "#test/support/bundles.ts";
import { get, startTestServer, type TestServer } from "#test/support/http.ts";
import { observatoryScore } from "#test/support/observatory.ts";
import { backends } from "#test/support/stores.ts";

const host = demoJson(0).hosts[0]!;
/** What a TLS-terminating proxy adds; the default configuration does not trust it. */
const viaTls = { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.9" };

describe("security headers", () => {
  let db: Db;
  let server: TestServer;
  let noticePath: string;

  beforeAll(async () => {
    db = await backends[0]!.open();
    await importBundle(db, demo(0));
    server = await startTestServer(db);
    const list = await get(server.port, "/notice", { host });
    const link = /href="(\/one\/notice\/[0-9a-f]{24}\/detail)"/.exec(list.text)?.[1];
    if (!link) throw new Error("the notices page links no notice");
    noticePath = link;
  });

  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it("score A+ for the landing page and a notice page", async () => {
    for (const path of ["/", noticePath]) {
      const reply = await get(server.port, path, { host, headers: viaTls });
      expect(reply.status, path).toBe(200);
      const result = observatoryScore(reply.headers);
      expect(result.grade, `${path} ${JSON.stringify(result)}`).toBe("A+");
    }
  });

  it("score A or better for an API answer, a media file and the unknown-host page", async () => {
    const mediaKey = [...demo(0).media.keys()][0]!;
    const api = await get(server.port, "/api/health", { host, headers: viaTls });
    const lookup = await get(server.port, `/api/v1/site/no-such-route`, { host, headers: viaTls });
    const media = await get(server.port, `/media/${mediaKey}`, { host, headers: viaTls });
    const unknown = await get(server.port, "/", { host: "nobody.example", headers: viaTls });
    expect([api.status, media.status, unknown.status]).toEqual([200, 200, 404]);
    for (const [name, reply] of Object.entries({ api, lookup, media, unknown })) {
      const result = observatoryScore(reply.headers);
      expect(result.score, `${name} ${JSON.stringify(result)}`).toBeGreaterThanOrEqual(90);
    }
    const json = api.headers["content-security-policy"];
    expect(json).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers["x-frame-options"]).toBe("DENY");
    expect(api.headers["x-content-type-options"]).toBe("nosniff");
    expect(String(media.headers["content-security-policy"])).toContain("frame-ancestors 'self'");
  });

  it("send HSTS for a year without includeSubDomains or preload unless configured", async () => {
    const reply = await get(server.port, "/", { host });
    expect(reply.headers["strict-transport-security"]).toBe("max-age=31536000");
  });
});
