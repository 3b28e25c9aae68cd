// Finished pages are kept per tenant and address, every answer of a page is the same bytes
// under the same policy (its scripts allowed by their hashes, decision 068), no answer shows
// the marker nonce, and new content replaces kept pages.
import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { importBundle } from "#server/content/bundle-io.server.ts";
import { READ_CACHE_IDLE_MS } from "#contract/constants.ts";
import { nextTurn } from "#domain/disclosure/dates.ts";
import { OWN_PAGE_KEEP_MS, PageCache } from "#server/page-cache.server.ts";
import { SCRIPT_MARKER } from "#server/script-hashes.server.ts";
import { demo, demoJson, withJson } from "#test/support/bundles.ts";
import { get, startTestServer, type Reply } from "#test/support/http.ts";
import { demoServer } from "#test/support/server.ts";

/** The policy's script sources, and the hash of every inline script's text as a browser
 * computes it. */
function scripts(reply: Reply): { sources: string[]; hashes: string[] } {
  const policy = String(reply.headers["content-security-policy"]);
  const sources = /script-src ([^;]+)/.exec(policy)?.[1]?.split(" ") ?? [];
  const hashes = [...reply.text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash("sha256")
        .update(m[1] ?? "")
        .digest("base64")}'`,
  );
  return { sources, hashes };
}

describe("page cache", () => {
  const running = demoServer();
  const host = demoJson(0).hosts[0]!;

  it("gives every answer of a page, kept or not, the same bytes and a policy of its scripts' hashes", async () => {
    for (const path of ["/", "/notice", "/no/such/page"]) {
      const first = await running.get(path, { host });
      const second = await running.get(path, { host });
      for (const reply of [first, second]) {
        expect(reply.text).not.toContain(SCRIPT_MARKER);
        expect(reply.text).not.toMatch(/<script[^>]*\snonce=/);
        expect(String(reply.headers["content-security-policy"])).not.toContain(SCRIPT_MARKER);
      }
      expect(second.body.equals(first.body), path).toBe(true);
      expect(second.headers["content-security-policy"]).toBe(
        first.headers["content-security-policy"],
      );
      const { sources, hashes } = scripts(first);
      expect(hashes.length).toBeGreaterThan(2);
      // Every script the page holds is allowed by its hash, and nothing else is.
      expect(new Set(sources)).toEqual(new Set([...hashes, "'strict-dynamic'"]));
    }
  });

  it("sends kept pages gzipped, a valid gzip stream of the same bytes", async () => {
    const plainReply = await running.get("/notice", { host });
    for (let i = 0; i < 3; i++) {
      const reply = await running.get("/notice", {
        host,
        headers: { "accept-encoding": "gzip" },
      });
      expect(reply.headers["content-encoding"]).toBe("gzip");
      // gunzipSync checks the trailer's CRC-32 and length.
      const text = gunzipSync(reply.body).toString("utf8");
      expect(text).toBe(plainReply.text);
      expect(reply.body.length).toBeLessThan(text.length / 3);
    }
  });

  it("shows new content as soon as the store changes", async () => {
    const json = demoJson(0);
    json.notices[0]!.insAnnTitle = "Revised examination time table for all classes";
    expect((await running.get("/notice", { host })).text).not.toContain(
      json.notices[0]!.insAnnTitle,
    );
    await importBundle(running.db, withJson(0, json));
    running.server.invalidate();
    expect((await running.get("/notice", { host })).text).toContain(json.notices[0]!.insAnnTitle);
  });

  it("keeps the notices' feed and the events' calendar as pages, until the content changes", async () => {
    running.server.invalidate();
    for (const path of ["/notice/feed.xml", "/event/calendar.ics"]) {
      const before = running.server.cacheStats().pages;
      expect((await running.get(path, { host })).status, path).toBe(200);
      expect(running.server.cacheStats().pages, path).toBe(before + 1);
      expect((await running.get(path, { host })).status, path).toBe(200);
      expect(running.server.cacheStats().pages, path).toBe(before + 1);
    }
    const json = demoJson(0);
    json.notices[0]!.insAnnTitle = "Hall tickets for the winter examinations";
    json.events[0]!.event_name = "Annual science exhibition of the winter term";
    await importBundle(running.db, withJson(0, json));
    running.server.invalidate();
    expect((await running.get("/notice/feed.xml", { host })).text).toContain(
      json.notices[0]!.insAnnTitle,
    );
    expect((await running.get("/event/calendar.ics", { host })).text).toContain(
      json.events[0]!.event_name,
    );
    await importBundle(running.db, demo(0));
    running.server.invalidate();
    expect((await running.get("/notice", { host })).status).toBe(200);
  });

  it("keeps no page with no bytes for them (PAGE_CACHE_MB=0), and still answers gzipped", async () => {
    const uncached = await startTestServer(running.db, { pageCacheBytes: 0 });
    try {
      for (let i = 0; i < 2; i++) {
        const reply = await get(uncached.port, "/notice", {
          host,
          headers: { "accept-encoding": "gzip" },
        });
        expect(reply.status).toBe(200);
        expect(reply.headers["content-encoding"]).toBe("gzip");
        expect(gunzipSync(reply.body).toString("utf8")).toContain('id="rr-boot"');
      }
      expect(uncached.cacheStats().pages).toBe(0);
      expect(running.server.cacheStats().pages).toBeGreaterThan(0);
    } finally {
      await uncached.close();
    }
  });
});

describe("a kept page answered at the door", () => {
  const running = demoServer();
  const host = demoJson(0).hosts[0]!;
  const gzip = { "accept-encoding": "gzip, deflate, br" };
  /** An answer's headers, without the date Node writes on each. */
  const headersOf = (reply: Reply) => {
    const { date, ...rest } = reply.headers;
    expect(date).toBeTruthy();
    return rest;
  };

  it("gets the application's very answer: its bytes and every header", async () => {
    const rendered = await running.get("/event", { host, headers: gzip });
    const kept = await running.get("/event", { host, headers: gzip });
    expect(running.server.cacheStats().keptAddresses).toBe(1);
    for (let i = 0; i < 3; i++) {
      const door = await running.get("/event", { host, headers: gzip });
      expect(door.status).toBe(200);
      expect(door.body.equals(rendered.body)).toBe(true);
      expect(headersOf(door)).toEqual(headersOf(kept));
    }
    expect(headersOf(kept)).toEqual(headersOf(rendered));
    expect(kept.headers["strict-transport-security"]).toBeTruthy();
    expect(kept.headers["content-length"]).toBe(String(rendered.body.length));
  });

  it("answers 304 to a client holding the page, a HEAD without a body, and a client without gzip in full", async () => {
    const first = await running.get("/notice", { host, headers: gzip });
    await running.get("/notice", { host, headers: gzip });
    const etag = String(first.headers.etag);
    const held = await running.get("/notice", {
      host,
      headers: { ...gzip, "if-none-match": etag },
    });
    expect(held.status).toBe(304);
    expect(held.body.length).toBe(0);
    expect(held.headers.etag).toBe(etag);
    expect(held.headers["cache-control"]).toBe(first.headers["cache-control"]);
    const head = await running.get("/notice", { host, headers: gzip, method: "HEAD" });
    expect(head.body.length).toBe(0);
    expect(headersOf(head)).toEqual(headersOf(first));
    const plain = await running.get("/notice", { host });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toBe(gunzipSync(first.body).toString("utf8"));
  });

  it("gives each address, host and scheme its own page, and never an old one after a change", async () => {
    const other = demoJson(1).hosts[0]!;
    await importBundle(running.db, demo(1));
    for (let i = 0; i < 3; i++) {
      const mine = await running.get("/", { host, headers: gzip });
      const theirs = await running.get("/", { host: other, headers: gzip });
      expect(gunzipSync(mine.body).toString("utf8")).toContain(demoJson(0).institute.insName);
      expect(gunzipSync(theirs.body).toString("utf8")).toContain(demoJson(1).institute.insName);
      const secure = await running.get("/", {
        host,
        headers: { ...gzip, "x-forwarded-proto": "https" },
      });
      // Without a trusted proxy the header changes nothing, and the door does not split it.
      expect(secure.body.equals(mine.body)).toBe(true);
    }
    const json = demoJson(0);
    json.notices[0]!.insAnnTitle = "Supplementary examination forms open on Monday";
    await importBundle(running.db, withJson(0, json));
    running.server.invalidate();
    expect(running.server.cacheStats().keptAddresses).toBe(0);
    const after = await running.get("/notice", { host, headers: gzip });
    expect(gunzipSync(after.body).toString("utf8")).toContain(json.notices[0]!.insAnnTitle);
    await importBundle(running.db, demo(0));
  });
});

describe("a kept page", () => {
  const html = (i: number) =>
    `<!doctype html><head><style>.a{color:red}.b::after{content:"→"}${"x".repeat(30_000)}</style>` +
    `</head><p>page ${i} é ₹ मराठी</p>`;
  const page = (i: number) => ({
    status: 200,
    headers: [["content-type", "text/html; charset=utf-8"]] as [string, string][],
    body: Buffer.from(html(i)),
    etag: `"page-${i}"`,
  });

  it("holds its compressed bytes only, and every answer is whole", async () => {
    const cache = new PageCache({ maxBytes: 1024 * 1024 });
    const none = { acceptEncoding: undefined, ifNoneMatch: undefined };
    for (let i = 0; i < 20; i++) cache.keep(`page ${i}`, page(i), none);
    expect(cache.stats.pages).toBe(20);
    expect(cache.stats.bytes).toBeLessThan(20 * 1_000);
    for (const i of [0, 19]) {
      for (const encoding of ["gzip", undefined]) {
        const answer = cache.answer(`page ${i}`, {
          acceptEncoding: encoding,
          ifNoneMatch: undefined,
        });
        const body = Buffer.from(await answer!.arrayBuffer());
        const text = (encoding ? gunzipSync(body) : body).toString("utf8");
        expect(text).toBe(html(i));
        expect(answer!.headers.get("vary")).toBe("Accept-Encoding");
        expect(answer!.headers.get("etag")).toBe(encoding ? `"page-${i}-gzip"` : `"page-${i}"`);
      }
    }
  });

  it("answers 304 with no body to a client holding the form it asks for", async () => {
    const cache = new PageCache({ maxBytes: 1024 * 1024 });
    cache.keep("page", page(1), { acceptEncoding: undefined, ifNoneMatch: undefined });
    const held = cache.answer("page", {
      acceptEncoding: "gzip",
      ifNoneMatch: '"x", "page-1-gzip"',
    });
    expect(held!.status).toBe(304);
    expect(await held!.text()).toBe("");
    // The unpacked form's validator does not stand for the gzip bytes.
    const other = cache.answer("page", { acceptEncoding: "gzip", ifNoneMatch: '"page-1"' });
    expect(other!.status).toBe(200);
  });

  it("stays a day when our own store's content holds it, five minutes when a remote platform's", async () => {
    // The content's changes drop a page of our own store (tested above); only the clock's
    // year is left to age it. A remote platform tells nothing, so its pages age as its reads.
    let now = 1_000;
    const perf = { now: () => now };
    const later = async (ms: number) => {
      now += ms;
      // lru-cache reuses a time it read for a millisecond of real time.
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const none = { acceptEncoding: undefined, ifNoneMatch: undefined };
    const own = new PageCache({ maxBytes: 1024 * 1024, perf });
    const remote = new PageCache({ maxBytes: 1024 * 1024, remote: true, perf });
    for (const cache of [own, remote]) cache.keep("page", page(1), none);
    await later(READ_CACHE_IDLE_MS - 1);
    expect(own.answer("page", none)?.status).toBe(200);
    expect(remote.answer("page", none)?.status).toBe(200);
    await later(2);
    expect(own.answer("page", none)?.status).toBe(200);
    expect(remote.answer("page", none)).toBeNull();
    await later(OWN_PAGE_KEEP_MS - READ_CACHE_IDLE_MS);
    expect(own.answer("page", none)).toBeNull();
  });

  it("keeps a page no longer than the academic year it judged (decision 091)", async () => {
    // Made half an hour before midnight in India on 30 June: kept until the turn, not a day.
    let now = 1_000;
    const perf = { now: () => now };
    const later = async (ms: number) => {
      now += ms;
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const none = { acceptEncoding: undefined, ifNoneMatch: undefined };
    const made = new Date("2026-06-30T18:00:00Z");
    const untilTurn = nextTurn(made).getTime() - made.getTime();
    expect(untilTurn).toBe(30 * 60 * 1000);
    const cache = new PageCache({ maxBytes: 1024 * 1024, perf });
    cache.keep("last-day", page(1), none, undefined, untilTurn);
    // Made on 1 July, just after the turn: the next turn is a year away, so a day it is.
    const after = new Date("2026-06-30T18:30:00Z");
    cache.keep("first-day", page(2), none, undefined, nextTurn(after).getTime() - after.getTime());
    await later(untilTurn - 1);
    expect(cache.answer("last-day", none)?.status).toBe(200);
    await later(2);
    expect(cache.answer("last-day", none)).toBeNull();
    expect(cache.answer("first-day", none)?.status).toBe(200);
    await later(OWN_PAGE_KEEP_MS - untilTurn);
    expect(cache.answer("first-day", none)).toBeNull();
  });
});
