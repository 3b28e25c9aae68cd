// Every kind of answer scored by the MDN HTTP Observatory's header rules, in the default
// configuration (no TRUST_PROXY), as it is seen behind a TLS-terminating proxy.
import { beforeAll, describe, expect, it } from "vitest";
import { demo, demoJson } from "#test/support/bundles.ts";
import { observatoryScore } from "#test/support/observatory.ts";
import { demoServer } from "#test/support/server.ts";

const host = demoJson(0).hosts[0]!;
/** What a TLS-terminating proxy adds; the default configuration does not trust it. */
const viaTls = { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.9" };

describe("security headers", () => {
  const running = demoServer();
  let noticePath: string;

  beforeAll(async () => {
    const list = await running.get("/notice", { host });
    const link = /href="(\/one\/notice\/[0-9a-f]{24}\/detail)"/.exec(list.text)?.[1];
    if (!link) throw new Error("the notices page links no notice");
    noticePath = link;
  });

  it("score A+ for the landing page and a notice page", async () => {
    for (const path of ["/", noticePath]) {
      const reply = await running.get(path, { host, headers: viaTls });
      expect(reply.status, path).toBe(200);
      const result = observatoryScore(reply.headers);
      expect(result.grade, `${path} ${JSON.stringify(result)}`).toBe("A+");
    }
  });

  it("score A or better for an API answer, a media file and the unknown-host page", async () => {
    const mediaKey = [...demo(0).media.keys()][0]!;
    const api = await running.get("/api/health", { host, headers: viaTls });
    const lookup = await running.get(`/api/v1/site/no-such-route`, {
      host,
      headers: viaTls,
    });
    const media = await running.get(`/media/${mediaKey}`, { host, headers: viaTls });
    const unknown = await running.get("/", {
      host: "nobody.example",
      headers: viaTls,
    });
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

  it("send no opener policy on a page, rendered or kept (decision 078)", async () => {
    // The second answer of an address is the kept page, answered at the door (decision 073).
    for (const attempt of ["rendered", "kept"]) {
      const reply = await running.get(noticePath, { host });
      expect(reply.status, attempt).toBe(200);
      expect(reply.headers, attempt).not.toHaveProperty("cross-origin-opener-policy");
    }
  });

  it("send HSTS for a year without includeSubDomains or preload unless configured", async () => {
    const reply = await running.get("/", { host });
    expect(reply.headers["strict-transport-security"]).toBe("max-age=31536000");
  });
});
