// Every call of the read API over real HTTP, on PGlite and on PostgreSQL, against a server
// holding freshly imported demo bundles: each answer must satisfy the contract strictly and
// equal what the bundle's content says.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  bundle as bundleSchema,
  ENDPOINT_NAMES,
  endpoints,
  endpointUrl,
  notFoundSchema,
  pathParams,
  responseSchema,
} from "#contract/index.ts";
import { demoBundles } from "#demo/generate.server.ts";
import { backends } from "#test/support/stores.ts";
import { storeServer } from "#test/support/server.ts";
import { endpointCases, plain } from "./cases.ts";

const demos = await demoBundles();
const [first, second] = demos.map((d) => bundleSchema.parse(d.json));
if (!first || !second) throw new Error("the demo must have two institutes");
const cases = endpointCases(first);
const UNKNOWN_ID = "ffffffffffffffffffffffff";

describe.each(backends)("read API on $name", (backend) => {
  const running = storeServer(demos, {}, backend);

  describe.each(ENDPOINT_NAMES)("%s", (name) => {
    const field = endpoints[name].field;

    it.each(cases[name])("$title", async (c) => {
      const reply = await running.get(`/api${endpointUrl(name, c.params, c.query)}`);
      if (c.data === undefined) {
        expect(reply.status).toBe(404);
        notFoundSchema(name).parse(reply.json());
        return;
      }
      expect(reply.status, reply.text.slice(0, 300)).toBe(200);
      const body = responseSchema(name).parse(reply.json());
      expect(body[field]).toEqual(plain(c.data));
      for (const [key, value] of Object.entries(c.extra ?? {})) expect(body[key]).toEqual(value);
      expect(reply.headers.etag).toMatch(/^".+"$/);
      expect(reply.headers["cache-control"]).toContain("max-age");
    });

    const params = pathParams(endpoints[name].path);
    const sample = cases[name][0];
    it.runIf(params.length > 0 && sample)(
      "answers 404 for an unknown id and 400 for a malformed one",
      async () => {
        if (!sample) return;
        for (const param of params) {
          const unknown = await running.get(
            `/api${endpointUrl(name, { ...sample.params, [param]: UNKNOWN_ID }, sample.query)}`,
          );
          expect(unknown.status).toBe(404);
          expect(unknown.json()).toMatchObject({ access: false, [field]: null });
          for (const bad of [
            "not-an-id",
            "FFFFFFFFFFFFFFFFFFFFFFFF",
            "1' OR '1'='1",
            "%00",
            "a".repeat(5000),
          ]) {
            const reply = await running.get(
              `/api${endpointUrl(name, { ...sample.params, [param]: bad }, sample.query)}`,
            );
            expect([400, 404]).toContain(reply.status);
            expect(reply.json()).toMatchObject({ access: false });
          }
        }
      },
    );
  });

  it("has a case for every endpoint", () => {
    for (const name of ENDPOINT_NAMES) expect(cases[name].length, name).toBeGreaterThan(0);
  });

  it("never shows one institute's content on another institute's host", async () => {
    const notice = first.notices[0];
    if (!notice) throw new Error("no notice");
    const path = `/api${endpointUrl("noticeOne", { id: notice._id })}`;
    expect((await running.get(path, { host: first.hosts[0] })).status).toBe(200);
    expect((await running.get(path, { host: second.hosts[0] })).status).toBe(404);
    const dash = `/api${endpointUrl("instituteDash", { id: second.institute._id })}`;
    expect((await running.get(dash, { host: first.hosts[0] })).status).toBe(404);
    expect((await running.get(dash, { host: second.hosts[0] })).status).toBe(200);
  });

  it("answers a repeated read with 304 when the ETag matches, and compresses large answers", async () => {
    const path = `/api${endpointUrl("staffList", { id: first.institute._id }, { page: 1, limit: 1000 })}`;
    const firstReply = await running.get(path);
    const etag = String(firstReply.headers.etag);
    const again = await running.get(path, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const brotli = await running.get(path, {
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.body).equals(firstReply.body)).toBe(true);
    const zipped = await running.get(path, { headers: { "accept-encoding": "gzip" } });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.body).equals(firstReply.body)).toBe(true);
    expect(zipped.body.length).toBeLessThan(firstReply.body.length / 4);
  });

  it("rejects malformed query parameters with a precise message", async () => {
    const id = first.institute._id;
    for (const query of [{ limit: "-1" }, { limit: "2.5" }, { page: "0" }, { page: "1e999" }]) {
      const reply = await running.get(`/api${endpointUrl("noticeList", { id }, query)}`);
      expect(reply.status).toBe(400);
      expect((reply.json() as { message: string }).message).toMatch(
        /^query parameter (limit|page):/,
      );
    }
    const reply = await running.get(
      `/api${endpointUrl("moduleTabs", { id }, { module_type: "<script>" })}`,
    );
    expect(reply.status).toBe(400);
  });

  it("answers unknown calls and other methods in JSON", async () => {
    const unknown = await running.get("/api/v1/nothing/here");
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toMatchObject({ access: false });
    const post = await running.get(
      `/api${endpointUrl("instituteDash", { id: first.institute._id })}`,
      {
        method: "POST",
      },
    );
    expect(post.status).toBe(405);
  });
});
