// /media over real HTTP: content types, byte ranges, caching, and no way out of the store.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importBundle } from "#server/content/bundle-io.server.ts";
import type { Db } from "#server/store/db.server.ts";
import { demo, demoJson } from "#test/support/bundles.ts";
import { get, startTestServer, type TestServer } from "#test/support/http.ts";
import { backends } from "#test/support/stores.ts";

const keys = [...demo(0).media.keys()];
const pdfKey = keys.find((k) => k.endsWith(".pdf"));
const pngKey = keys.find((k) => k.endsWith(".png"));
if (!pdfKey || !pngKey) throw new Error("the demo must hold a PDF and a PNG");
const pdfBytes = Buffer.from(demo(0).media.get(pdfKey)!);
const otherKey = [...demo(1).media.keys()].find((k) => k.endsWith(".pdf"));
if (!otherKey) throw new Error("the second demo must hold a PDF");

describe("media", () => {
  let db: Db;
  let server: TestServer;

  beforeAll(async () => {
    db = await backends[0]!.open();
    await importBundle(db, demo(0));
    await importBundle(db, demo(1));
    server = await startTestServer(db);
  });

  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it("serves a file with its content type and year-long caching", async () => {
    const reply = await get(server.port, `/media/${pdfKey}`);
    expect(reply.status).toBe(200);
    expect(reply.headers["content-type"]).toBe("application/pdf");
    expect(reply.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(reply.headers["accept-ranges"]).toBe("bytes");
    expect(reply.body.equals(pdfBytes)).toBe(true);
    const png = await get(server.port, `/media/${pngKey}`);
    expect(png.headers["content-type"]).toBe("image/png");
    const etag = String(reply.headers.etag);
    expect(etag).toBe(`"${createHash("sha256").update(pdfBytes).digest("hex")}"`);
    expect(
      (await get(server.port, `/media/${pdfKey}`, { headers: { "if-none-match": etag } })).status,
    ).toBe(304);
  });

  it("answers byte ranges", async () => {
    const head = await get(server.port, `/media/${pdfKey}`, { headers: { range: "bytes=0-99" } });
    expect(head.status).toBe(206);
    expect(head.headers["content-range"]).toBe(`bytes 0-99/${pdfBytes.length}`);
    expect(head.body.equals(pdfBytes.subarray(0, 100))).toBe(true);
    const tail = await get(server.port, `/media/${pdfKey}`, { headers: { range: "bytes=-10" } });
    expect(tail.status).toBe(206);
    expect(tail.body.equals(pdfBytes.subarray(pdfBytes.length - 10))).toBe(true);
    const open = await get(server.port, `/media/${pdfKey}`, { headers: { range: "bytes=10-" } });
    expect(open.body.equals(pdfBytes.subarray(10))).toBe(true);
    for (const bad of [
      `bytes=${pdfBytes.length}-`,
      "bytes=5-2",
      "bytes=-0",
      "items=0-1",
      "bytes=a-b",
    ]) {
      const reply = await get(server.port, `/media/${pdfKey}`, { headers: { range: bad } });
      expect(reply.status, bad).toBe(416);
      expect(reply.headers["content-range"]).toBe(`bytes */${pdfBytes.length}`);
    }
  });

  it("serves on a tenant's host only that tenant's files", async () => {
    const own = demoJson(0).hosts[0]!;
    const other = demoJson(1).hosts[0]!;
    expect((await get(server.port, `/media/${pdfKey}`, { host: own })).status).toBe(200);
    expect((await get(server.port, `/media/${otherKey}`, { host: other })).status).toBe(200);
    const foreign = await get(server.port, `/media/${otherKey}`, { host: own });
    expect(foreign.status).toBe(404);
    expect(foreign.body.includes(Buffer.from(demo(1).media.get(otherKey)!))).toBe(false);
    expect((await get(server.port, `/media/${pdfKey}`, { host: other })).status).toBe(404);
    expect(
      (await get(server.port, `/media/${pdfKey}`, { host: other, headers: { range: "bytes=0-9" } }))
        .status,
    ).toBe(404);
  });

  it("serves every tenant's files on a host that is no tenant's (the platform API's use)", async () => {
    expect((await get(server.port, `/media/${pdfKey}`, { host: "api.test" })).status).toBe(200);
    expect((await get(server.port, `/media/${otherKey}`, { host: "api.test" })).status).toBe(200);
  });

  it("answers 404 for a key it does not hold", async () => {
    expect((await get(server.port, "/media/sahyadri/none.pdf")).status).toBe(404);
  });

  it.each([
    "/media/../package.json",
    "/media/..%2fpackage.json",
    "/media/%2e%2e/%2e%2e/etc/passwd",
    "/media/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd",
    "/media/%252e%252e/%252e%252e/etc/passwd",
    "/media/..%5c..%5cpackage.json",
    "/media/..\\..\\package.json",
    "/media/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd",
    "/media//etc/passwd",
    "/media/.%2e/.%2e/etc/passwd",
    "/media/a/../../../etc/passwd",
    "/media/%00../etc/passwd",
    "/media/..;/package.json",
    "/media/./package.json",
    "/media/",
  ])("refuses %s", async (path) => {
    const reply = await get(server.port, path);
    expect([400, 404]).toContain(reply.status);
    expect(reply.text).not.toMatch(/root:|"name": "prospectus"|"dependencies"/);
  });
});
