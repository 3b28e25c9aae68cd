// The calls the platform's own public app makes, with its exact query strings, against our
// API on PGlite and on PostgreSQL: each answer must carry what the app reads, in the shape it
// reads it (small schemas of just those fields), and other origins may read the API and media.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { bundle as bundleSchema, type Bundle } from "#contract/index.ts";
import { importBundle } from "#server/content/bundle-io.server.ts";
import { demoBundles } from "#server/demo/generate.server.ts";
import type { Db } from "#server/store/db.server.ts";
import { backends } from "#test/support/stores.ts";
import { get, startTestServer, type TestServer } from "#test/support/http.ts";

const demos = demoBundles();
const b: Bundle = bundleSchema.parse(demos[0]?.json);
const ins = b.institute;

/** The app's envelope: `access` true and the field it reads. */
function answer<F extends string, S extends z.ZodType>(field: F, schema: S) {
  // A computed key widens to string; the record names the one key the app reads.
  return z.looseObject({ access: z.literal(true), ...({ [field]: schema } as Record<F, S>) });
}

describe.each(backends)("the platform's app on $name", (backend) => {
  let db: Db;
  let server: TestServer;
  const call = (path: string, opts?: Parameters<typeof get>[2]) =>
    get(server.port, `/api${path}`, opts);

  beforeAll(async () => {
    db = await backend.open();
    for (const demo of demos) await importBundle(db, demo);
    server = await startTestServer(db);
  });

  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  describe("query values the app sends", () => {
    it("reads page=undefined&limit=undefined as the defaults (the notices ticker)", async () => {
      const reply = await call(`/v1/ins/${ins._id}/announcemnt?page=undefined&limit=undefined`);
      expect(reply.status, reply.text.slice(0, 200)).toBe(200);
      const body = answer("announcement", z.array(z.looseObject({ _id: z.string() }))).parse(
        reply.json(),
      );
      expect(body.announcement).toHaveLength(Math.min(10, b.notices.length));
    });

    it("caps a huge or non-numeric limit at 10000 and still refuses numbers out of range", async () => {
      const huge = await call(`/v1/ins/${ins._id}/approve-staff/list?page=1&limit=99999999`);
      expect(huge.status).toBe(200);
      const staff = answer("staffIns", z.array(z.unknown())).parse(huge.json());
      expect(staff.staffIns.length).toBe(Math.min(10_000, b.staff.length));
      for (const q of ["page=null&limit=abc", "page=&limit=", "page=NaN&limit=undefined"]) {
        expect((await call(`/v1/ins/${ins._id}/announcemnt?${q}`)).status, q).toBe(200);
      }
      for (const q of ["page=0", "limit=-5", "limit=1.5"]) {
        expect((await call(`/v1/ins/${ins._id}/announcemnt?${q}`)).status, q).toBe(400);
      }
    });
  });

  describe("cross-origin reads", () => {
    const origin = { origin: "https://other.example" };

    it("answers a cross-origin GET and HEAD of the API with any origin and no credentials", async () => {
      for (const method of ["GET", "HEAD"]) {
        const reply = await call(`/v1/ins/${ins._id}/dash`, { method, headers: origin });
        expect(reply.status).toBe(200);
        expect(reply.headers["access-control-allow-origin"]).toBe("*");
        expect(reply.headers["access-control-allow-credentials"]).toBeUndefined();
        expect(reply.headers["access-control-expose-headers"]).toMatch(/etag/i);
      }
    });

    it("answers the preflight of the API and of media for GET and HEAD only", async () => {
      const key = ins.insProfilePhoto ?? "";
      for (const path of [`/api/v1/ins/${ins._id}/dash`, `/media/${key}`]) {
        const reply = await get(server.port, path, {
          method: "OPTIONS",
          headers: {
            ...origin,
            "access-control-request-method": "GET",
            "access-control-request-headers": "if-none-match, range",
          },
        });
        expect(reply.status, path).toBe(204);
        expect(reply.headers["access-control-allow-origin"]).toBe("*");
        expect(reply.headers["access-control-allow-methods"]).toBe("GET,HEAD");
        expect(reply.headers["access-control-allow-headers"]).toBe("if-none-match,range");
        expect(reply.headers["access-control-allow-credentials"]).toBeUndefined();
      }
    });

    it("serves media to other origins, errors included", async () => {
      const key = ins.insProfilePhoto ?? "";
      const reply = await get(server.port, `/media/${key}`, { headers: origin });
      expect(reply.status).toBe(200);
      expect(reply.headers["access-control-allow-origin"]).toBe("*");
      const missing = await call(`/v1/ins/ffffffffffffffffffffffff/dash`, { headers: origin });
      expect(missing.status).toBe(404);
      expect(missing.headers["access-control-allow-origin"]).toBe("*");
    });

    it("does not share pages, and an OPTIONS without a method asked is no preflight", async () => {
      const page = await get(server.port, "/", { host: b.hosts[0], headers: origin });
      expect(page.headers["access-control-allow-origin"]).toBeUndefined();
      const plain = await call(`/v1/ins/${ins._id}/dash`, { method: "OPTIONS", headers: origin });
      expect(plain.status).toBe(405);
      expect(plain.headers["access-control-allow-methods"]).toBeUndefined();
    });
  });
});
