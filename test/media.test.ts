// /media over real HTTP: content types, byte ranges, caching, no way out of the store, and
// pictures' smaller copies (decision 028).
import { createHash } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PICTURE_WIDTHS } from "#contract/constants.ts";
import { importBundle } from "#server/content/bundle-io.server.ts";
import { Resizer, type Resized } from "#server/media/resizer.server.ts";
import { demo, demoJson, withJson } from "#test/support/bundles.ts";
import { backends } from "#test/support/stores.ts";
import { demoServer, storeServer } from "#test/support/server.ts";

const keys = [...demo(0).media.keys()];
const pdfKey = keys.find((k) => k.endsWith(".pdf"));
const pngKey = keys.find((k) => k.endsWith(".png"));
if (!pdfKey || !pngKey) throw new Error("the demo must hold a PDF and a PNG");
const pdfBytes = Buffer.from(demo(0).media.get(pdfKey)!);
/** The demo's PNG pictures, the largest first. */
const pngsBySize = keys
  .filter((k) => k.endsWith(".png"))
  .sort((a, b) => demo(0).media.get(b)!.byteLength - demo(0).media.get(a)!.byteLength);
const pictureKey = pngsBySize[0]!;
const otherKey = [...demo(1).media.keys()].find((k) => k.endsWith(".pdf"));
if (!otherKey) throw new Error("the second demo must hold a PDF");

describe("media", () => {
  const running = demoServer([0, 1]);

  it("serves a file with its content type and year-long caching", async () => {
    const reply = await running.get(`/media/${pdfKey}`);
    expect(reply.status).toBe(200);
    expect(reply.headers["content-type"]).toBe("application/pdf");
    expect(reply.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(reply.headers["accept-ranges"]).toBe("bytes");
    expect(reply.body.equals(pdfBytes)).toBe(true);
    const png = await running.get(`/media/${pngKey}`);
    expect(png.headers["content-type"]).toBe("image/png");
    const etag = String(reply.headers.etag);
    expect(etag).toBe(`"${createHash("sha256").update(pdfBytes).digest("hex")}"`);
    expect(
      (await running.get(`/media/${pdfKey}`, { headers: { "if-none-match": etag } })).status,
    ).toBe(304);
  });

  it("answers byte ranges", async () => {
    const head = await running.get(`/media/${pdfKey}`, {
      headers: { range: "bytes=0-99" },
    });
    expect(head.status).toBe(206);
    expect(head.headers["content-range"]).toBe(`bytes 0-99/${pdfBytes.length}`);
    expect(head.body.equals(pdfBytes.subarray(0, 100))).toBe(true);
    const tail = await running.get(`/media/${pdfKey}`, {
      headers: { range: "bytes=-10" },
    });
    expect(tail.status).toBe(206);
    expect(tail.body.equals(pdfBytes.subarray(pdfBytes.length - 10))).toBe(true);
    const open = await running.get(`/media/${pdfKey}`, {
      headers: { range: "bytes=10-" },
    });
    expect(open.body.equals(pdfBytes.subarray(10))).toBe(true);
    for (const bad of [
      `bytes=${pdfBytes.length}-`,
      "bytes=5-2",
      "bytes=-0",
      "items=0-1",
      "bytes=a-b",
    ]) {
      const reply = await running.get(`/media/${pdfKey}`, { headers: { range: bad } });
      expect(reply.status, bad).toBe(416);
      expect(reply.headers["content-range"]).toBe(`bytes */${pdfBytes.length}`);
    }
  });

  it("serves on a tenant's host only that tenant's files", async () => {
    const own = demoJson(0).hosts[0]!;
    const other = demoJson(1).hosts[0]!;
    expect((await running.get(`/media/${pdfKey}`, { host: own })).status).toBe(200);
    expect((await running.get(`/media/${otherKey}`, { host: other })).status).toBe(200);
    const foreign = await running.get(`/media/${otherKey}`, { host: own });
    expect(foreign.status).toBe(404);
    expect(foreign.body.includes(Buffer.from(demo(1).media.get(otherKey)!))).toBe(false);
    expect((await running.get(`/media/${pdfKey}`, { host: other })).status).toBe(404);
    expect(
      (
        await running.get(`/media/${pdfKey}`, {
          host: other,
          headers: { range: "bytes=0-9" },
        })
      ).status,
    ).toBe(404);
  });

  it("serves every tenant's files on a host that is no tenant's (the platform API's use)", async () => {
    expect((await running.get(`/media/${pdfKey}`, { host: "api.test" })).status).toBe(200);
    expect((await running.get(`/media/${otherKey}`, { host: "api.test" })).status).toBe(200);
  });

  it("answers 404 for a key it does not hold", async () => {
    expect((await running.get("/media/sahyadri/none.pdf")).status).toBe(404);
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
    const reply = await running.get(path);
    expect([400, 404]).toContain(reply.status);
    expect(reply.text).not.toMatch(/root:|"name": "prospectus"|"dependencies"/);
  });
});

/** A PNG whose header claims `width` × `height` pixels, over another PNG's data. */
function pngClaiming(png: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(png);
  // The first chunk is IHDR: length (4), type (4), width (4), height (4), … then its CRC.
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29);
  return copy;
}

describe.each(backends)("pictures' smaller copies on $name", (backend) => {
  const [, brokenKey, bombKey] = pngsBySize;
  if (!brokenKey || !bombKey) throw new Error("the demo must hold three PNGs");
  const pngBytes = Buffer.from(demo(0).media.get(pictureKey)!);
  const hostile = new Map(demo(0).media);
  hostile.set(brokenKey, new TextEncoder().encode("not a picture at all"));
  hostile.set(bombKey, pngClaiming(pngBytes, 60_000, 60_000));
  const variantsOf = async (key: string) =>
    running.db.query<{ width: number; bytes: Uint8Array | null }>(
      "SELECT width, bytes FROM media_variant WHERE key = $1 ORDER BY width",
      [key],
    );

  const running = storeServer([withJson(0, demo(0).json, hostile), demo(1)], {}, backend);

  it("makes a WebP copy at each width, once, and keeps it", async () => {
    const original = await sharp(pngBytes).metadata();
    for (const width of PICTURE_WIDTHS.slice(0, 3)) {
      const reply = await running.get(`/media/${pictureKey}?w=${width}`);
      expect(reply.status).toBe(200);
      expect(reply.headers["content-type"]).toBe("image/webp");
      expect(reply.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(reply.headers.etag).toBe(`"${createHash("sha256").update(reply.body).digest("hex")}"`);
      const copy = await sharp(reply.body).metadata();
      expect(copy.format).toBe("webp");
      expect(copy.width).toBe(Math.min(width, original.width!));
      expect(reply.body.length).toBeLessThan(pngBytes.length);
      const again = await running.get(`/media/${pictureKey}?w=${width}`);
      expect(again.body.equals(reply.body)).toBe(true);
    }
    expect((await variantsOf(pictureKey)).map((v) => v.width)).toEqual(PICTURE_WIDTHS.slice(0, 3));
  });

  it("refuses a width it does not make", async () => {
    for (const width of ["500", "0", "-320", "abc", "", "320.5", "1e3"]) {
      const reply = await running.get(`/media/${pictureKey}?w=${width}`);
      expect(reply.status, width).toBe(400);
      expect(reply.text).toBe(`A picture's width is one of ${PICTURE_WIDTHS.join(", ")}.`);
    }
  });

  it("answers a file that is no raster picture with the file itself", async () => {
    const reply = await running.get(`/media/${pdfKey}?w=320`);
    expect(reply.status).toBe(200);
    expect(reply.headers["content-type"]).toBe("application/pdf");
    expect(reply.body.equals(pdfBytes)).toBe(true);
  });

  it("answers a picture it cannot read with the picture itself, and remembers that", async () => {
    for (const key of [brokenKey, bombKey]) {
      for (let ask = 0; ask < 2; ask++) {
        const reply = await running.get(`/media/${key}?w=480`);
        expect(reply.status, key).toBe(200);
        expect(reply.headers["content-type"]).toBe("image/png");
        expect(reply.body.equals(Buffer.from(hostile.get(key)!))).toBe(true);
      }
      expect(await variantsOf(key)).toEqual([{ width: 480, bytes: null }]);
    }
    // The worker survived both.
    expect((await running.get(`/media/${pictureKey}?w=1080`)).headers["content-type"]).toBe(
      "image/webp",
    );
  });

  it("has no copy of another institute's picture on a tenant's host", async () => {
    const otherPng = [...demo(1).media.keys()].find((k) => k.endsWith(".png"))!;
    const reply = await running.get(`/media/${otherPng}?w=320`, {
      host: demoJson(0).hosts[0]!,
    });
    expect(reply.status).toBe(404);
    expect(await variantsOf(otherPng)).toEqual([]);
  });

  it("drops the copies when the institute is imported again", async () => {
    await running.get(`/media/${pictureKey}?w=320`);
    expect((await variantsOf(pictureKey)).length).toBeGreaterThan(0);
    await importBundle(running.db, withJson(0, demo(0).json, hostile));
    expect(await variantsOf(pictureKey)).toEqual([]);
  });
});

describe("the resizer's worker", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "resizer-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("is stopped when a job takes too long, and the job gets no copy", async () => {
    const hangs = path.join(dir, "hangs.mjs");
    await writeFile(hangs, "process.on('message', () => {});\n");
    // The job's clock is the test's: the worker is stopped when 300 ms have passed on it, not
    // before, whatever the machine's load.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const resizer = new Resizer({ workerFile: hangs, jobTimeoutMs: 300 });
      let answer: Resized | undefined;
      const resized = resizer.resize(new Uint8Array([1, 2, 3]), 320).then((r) => (answer = r));
      await vi.advanceTimersByTimeAsync(299);
      expect(answer).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(answer).toEqual({ ok: false, lasting: false });
      await resized;
      resizer.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses work beyond its queue, and answers again when a crashed worker is gone", async () => {
    const crashes = path.join(dir, "crashes.mjs");
    await writeFile(crashes, "process.on('message', () => process.exit(3));\n");
    const resizer = new Resizer({ workerFile: crashes, maxPending: 1, jobTimeoutMs: 5_000 });
    const first = resizer.resize(new Uint8Array([1]), 320);
    expect(await resizer.resize(new Uint8Array([2]), 320)).toEqual({ ok: false, lasting: false });
    expect(await first).toEqual({ ok: false, lasting: false });
    expect(await resizer.resize(new Uint8Array([3]), 320)).toEqual({ ok: false, lasting: false });
    resizer.stop();
  });

  it("makes a copy with the built worker", async () => {
    const resizer = new Resizer();
    const made = await resizer.resize(Buffer.from(demo(0).media.get(pictureKey)!), 320);
    resizer.stop();
    expect(made.ok).toBe(true);
    if (made.ok) expect((await sharp(made.bytes).metadata()).width).toBe(320);
  });
});
