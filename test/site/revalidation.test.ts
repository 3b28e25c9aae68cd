// A browser or a shared cache in front (decision 068) can keep a page or an API answer and ask
// again cheaply: every answer of a page is the same bytes under the same strong validator, a
// client holding it gets a 304 with no body, an import gives that institute's answers new
// validators and leaves other institutes' alone, and the operator sets how long caches keep
// them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpointUrl } from "#contract/index.ts";
import { importBundle } from "#server/content/bundle-io.server.ts";
import { ConfigError, loadConfig } from "#server/config.server.ts";
import type { Db } from "#server/store/db.server.ts";
import { demo, demoJson, withJson } from "#test/support/bundles.ts";
import { get, startTestServer, type Reply, type TestServer } from "#test/support/http.ts";
import { backends } from "#test/support/stores.ts";
import { demoServer } from "#test/support/server.ts";

const first = demoJson(0);
const second = demoJson(1);
const hostA = first.hosts[0]!;
const hostB = second.hosts[0]!;
const gzip = { "accept-encoding": "gzip" };

const DEFAULT_PAGE_POLICY =
  "public, max-age=0, s-maxage=300, stale-while-revalidate=3600, stale-if-error=86400";

function etag(reply: Reply): string {
  const value = reply.headers.etag;
  if (!value) throw new Error(`no ETag (status ${reply.status})`);
  return value;
}

/** The institute's own notice list call, as the platform's app makes it. */
function noticeCall(instituteId: string): string {
  return `/api${endpointUrl("noticeList", { id: instituteId }, { page: 1, limit: 10 })}`;
}

describe("revalidation", () => {
  const running = demoServer([0, 1]);

  it("gives two requests for a page the same bytes and the same strong ETag", async () => {
    for (const path of ["/", "/notice"]) {
      for (const headers of [gzip, {}]) {
        const one = await running.get(path, { host: hostA, headers });
        const two = await running.get(path, { host: hostA, headers });
        expect(one.status, path).toBe(200);
        expect(etag(one), path).toMatch(/^"[^"]+"$/);
        expect(etag(two), path).toBe(etag(one));
        expect(two.body.equals(one.body), path).toBe(true);
      }
      // The gzip bytes are another representation, with a validator of their own.
      const packed = await running.get(path, { host: hostA, headers: gzip });
      const plain = await running.get(path, { host: hostA });
      expect(etag(packed)).not.toBe(etag(plain));
    }
  });

  it("answers a client holding the page with 304 and no body", async () => {
    for (const headers of [gzip, {}]) {
      const page = await running.get("/notice", { host: hostA, headers });
      const again = await running.get("/notice", {
        host: hostA,
        headers: { ...headers, "if-none-match": `"other", ${etag(page)}` },
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(etag(again)).toBe(etag(page));
      expect(again.headers["cache-control"]).toBe(DEFAULT_PAGE_POLICY);
      const stale = await running.get("/notice", {
        host: hostA,
        headers: { ...headers, "if-none-match": '"not-this-one"' },
      });
      expect(stale.status).toBe(200);
      expect(stale.body.equals(page.body)).toBe(true);
    }
  });

  it("answers a HEAD with the headers of its GET and no body", async () => {
    const page = await running.get("/", { host: hostA, headers: gzip });
    const head = await running.get("/", {
      host: hostA,
      headers: gzip,
      method: "HEAD",
    });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(etag(head)).toBe(etag(page));
    expect(head.headers["content-security-policy"]).toBe(page.headers["content-security-policy"]);
  });

  it("tells caches to keep pages and ask again, varying only on the encoding", async () => {
    const page = await running.get("/", { host: hostA, headers: gzip });
    expect(page.headers["cache-control"]).toBe(DEFAULT_PAGE_POLICY);
    expect(page.headers.vary).toBe("Accept-Encoding");
    expect(page.headers["set-cookie"]).toBeUndefined();
    // A page not found is kept a minute at most, with no validator; it is not a page to keep.
    const missing = await running.get("/no/such/page", { host: hostA, headers: gzip });
    expect(missing.status).toBe(404);
    expect(missing.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60");
    expect(missing.headers.etag).toBeUndefined();
  });

  it("keeps the feed, the calendar and the sitemap under the same policy as pages, said once", async () => {
    for (const path of ["/notice/feed.xml", "/event/calendar.ics", "/sitemap.xml"]) {
      const file = await running.get(path, { host: hostA, headers: gzip });
      expect(file.status, path).toBe(200);
      expect(file.headers["cache-control"], path).toBe(DEFAULT_PAGE_POLICY);
      expect(file.headers.vary, path).toBe("Accept-Encoding");
    }
  });

  it("gives an institute's pages and API answers new ETags after an import changes it, and no other institute's", async () => {
    const pagesBefore = {
      a: etag(await running.get("/notice", { host: hostA, headers: gzip })),
      b: etag(await running.get("/notice", { host: hostB, headers: gzip })),
    };
    const callA = noticeCall(first.institute._id);
    const callB = noticeCall(second.institute._id);
    const apiBefore = {
      a: etag(await running.get(callA, { host: hostA, headers: gzip })),
      b: etag(await running.get(callB, { host: hostB, headers: gzip })),
    };
    const json = demoJson(0);
    json.notices[0]!.insAnnTitle = "Revised time table for the winter examinations";
    await importBundle(running.db, withJson(0, json));
    const pageA = await running.get("/notice", { host: hostA, headers: gzip });
    const pageB = await running.get("/notice", { host: hostB, headers: gzip });
    expect(etag(pageA)).not.toBe(pagesBefore.a);
    expect(etag(pageB)).toBe(pagesBefore.b);
    // A client holding the old page gets the new one, not a 304.
    const held = await running.get("/notice", {
      host: hostA,
      headers: { ...gzip, "if-none-match": pagesBefore.a },
    });
    expect(held.status).toBe(200);
    expect(held.body.equals(pageA.body)).toBe(true);
    const apiA = await running.get(callA, { host: hostA, headers: gzip });
    expect(etag(apiA)).not.toBe(apiBefore.a);
    expect(etag(await running.get(callB, { host: hostB, headers: gzip }))).toBe(apiBefore.b);
    await importBundle(running.db, demo(0));
  });

  it("answers API calls with a strong ETag, a 304 and the same cache policy", async () => {
    const call = noticeCall(second.institute._id);
    for (const headers of [gzip, {}]) {
      const answer = await running.get(call, { host: hostB, headers });
      expect(answer.status).toBe(200);
      expect(answer.headers["cache-control"]).toBe(DEFAULT_PAGE_POLICY);
      expect(answer.headers.vary).toBe("Accept-Encoding");
      const again = await running.get(call, {
        host: hostB,
        headers: { ...headers, "if-none-match": etag(answer) },
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(etag(again)).toBe(etag(answer));
    }
  });

  it("keeps pages and API answers as long as the operator says", async () => {
    const configured = await startTestServer(running.db, {
      cachePolicy: { sMaxAge: 30, staleWhileRevalidate: 40, staleIfError: 50, tagHeader: "xkey" },
    });
    try {
      const expected =
        "public, max-age=0, s-maxage=30, stale-while-revalidate=40, stale-if-error=50";
      const page = await get(configured.port, "/", { host: hostA, headers: gzip });
      expect(page.headers["cache-control"]).toBe(expected);
      const call = noticeCall(first.institute._id);
      const answer = await get(configured.port, call, { host: hostA, headers: gzip });
      expect(answer.headers["cache-control"]).toBe(expected);
      const missing = await get(configured.port, "/no/such/page", { host: hostA });
      expect(missing.headers["cache-control"]).toBe("public, max-age=0, s-maxage=30");
    } finally {
      await configured.close();
    }
  });
});

describe("cache tags", () => {
  let db: Db;
  let server: TestServer;
  let tagged: TestServer;
  const fileOf = (index: number) => `/media/${[...demo(index).media.keys()][0]!}`;

  beforeAll(async () => {
    db = await backends[0]!.open();
    await importBundle(db, demo(0));
    await importBundle(db, demo(1));
    server = await startTestServer(db);
    tagged = await startTestServer(db, {
      cachePolicy: {
        sMaxAge: 300,
        staleWhileRevalidate: 3600,
        staleIfError: 86_400,
        tagHeader: "surrogate-key",
      },
    });
  });

  afterAll(async () => {
    await server?.close();
    await tagged?.close();
    await db?.close();
  });

  it("name the institute of every page, API answer and media file, in the header the operator chose", async () => {
    for (const [index, host] of [hostA, hostB].entries()) {
      const institute = demoJson(index).institute._id;
      const addresses = ["/", "/notice", "/no/such/page", noticeCall(institute), fileOf(index)];
      for (const path of addresses) {
        const reply = await get(server.port, path, { host, headers: gzip });
        expect(reply.headers.xkey, path).toBe(`tenant-${institute}`);
        const chosen = await get(tagged.port, path, { host, headers: gzip });
        expect(chosen.headers["surrogate-key"], path).toBe(`tenant-${institute}`);
        expect(chosen.headers.xkey, path).toBeUndefined();
      }
    }
  });

  it("name every institute on an answer read from all of them, and a file by its own", async () => {
    // A host that is no institute's reads every institute's content (decision 001).
    const institute = first.institute._id;
    const answer = await get(server.port, noticeCall(institute), { host: "api.test" });
    expect(answer.status).toBe(200);
    expect(answer.headers.xkey).toBe("tenant-all");
    const file = await get(server.port, fileOf(1), { host: "api.test" });
    expect(file.status).toBe(200);
    expect(file.headers.xkey).toBe(`tenant-${second.institute._id}`);
  });
});

describe("the cache settings", () => {
  it("are read from the environment", () => {
    const config = loadConfig({
      CACHE_S_MAXAGE: "600",
      CACHE_STALE_WHILE_REVALIDATE: "0",
      CACHE_STALE_IF_ERROR: "604800",
      CACHE_TAG_HEADER: "Surrogate-Key",
    });
    expect(config.cachePolicy).toEqual({
      sMaxAge: 600,
      staleWhileRevalidate: 0,
      staleIfError: 604_800,
      tagHeader: "surrogate-key",
    });
    expect(loadConfig({}).cachePolicy).toEqual({
      sMaxAge: 300,
      staleWhileRevalidate: 3600,
      staleIfError: 86_400,
      tagHeader: "xkey",
    });
  });

  it.each([
    ["CACHE_S_MAXAGE", "five"],
    ["CACHE_STALE_WHILE_REVALIDATE", "-1"],
    ["CACHE_STALE_IF_ERROR", "1.5"],
    ["CACHE_TAG_HEADER", "x-anything"],
  ])("stop the start on a bad %s, naming it", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
