// One media origin (decision 020 as amended by 071): with MEDIA_HOST set, that host serves every
// institute's files, as a CDN in front of one origin needs, pages load their pictures and
// files from it, and the policy lets them; each institute's own host still serves only its own.
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/config.server.ts";
import { demo, demoJson } from "#test/support/bundles.ts";
import type { Reply } from "#test/support/http.ts";
import { observatoryScore } from "#test/support/observatory.ts";
import { demoServer } from "#test/support/server.ts";
import { literal } from "#test/support/words.ts";

const MEDIA_HOST = "media.prospectus.test";
const hostA = demoJson(0).hosts[0]!;
const hostB = demoJson(1).hosts[0]!;
const keyOf = (index: number, extension: string) => {
  const key = [...demo(index).media.keys()].find((k) => k.endsWith(extension));
  if (!key) throw new Error(`demo ${index} holds no ${extension} file`);
  return key;
};

/** An answer's policy as a browser reads it: each directive's sources, the first one of a name
 * winning. */
function directives(reply: Reply): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of String(reply.headers["content-security-policy"]).split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !out.has(name)) out.set(name, sources);
  }
  return out;
}

describe("one media host", () => {
  const config = loadConfig({ MEDIA_HOST: MEDIA_HOST });
  const running = demoServer([0, 1], {
    media: { host: config.mediaHost, baseUrl: config.mediaBaseUrl },
  });

  it("serves the files of every institute, each tagged with its own", async () => {
    for (const index of [0, 1]) {
      for (const extension of [".pdf", ".png"]) {
        const key = keyOf(index, extension);
        const reply = await running.get(`/media/${key}`, { host: MEDIA_HOST });
        expect(reply.status, key).toBe(200);
        expect(reply.body.equals(Buffer.from(demo(index).media.get(key)!)), key).toBe(true);
        expect(reply.headers.xkey).toBe(`tenant-${demoJson(index).institute._id}`);
      }
    }
  });

  it("still serves on an institute's host only that institute's files", async () => {
    const own = await running.get(`/media/${keyOf(0, ".pdf")}`, { host: hostA });
    expect(own.status).toBe(200);
    const other = await running.get(`/media/${keyOf(1, ".pdf")}`, { host: hostA });
    expect(other.status).toBe(404);
    const back = await running.get(`/media/${keyOf(0, ".png")}`, { host: hostB });
    expect(back.status).toBe(404);
  });

  it("points the second institute's pages at the media host, where every picture answers", async () => {
    const page = await running.get("/", { host: hostB });
    expect(page.status).toBe(200);
    const prefix = `https://${MEDIA_HOST}/media/`;
    const addresses = [
      ...new Set(page.text.match(/https:\/\/media\.prospectus\.test\/media\/[^"\s,)\\&]+/g)),
    ];
    const pictures = addresses.filter((a) => /\.(png|jpe?g|webp|svg)(\?w=\d+)?$/.test(a));
    expect(pictures.length).toBeGreaterThan(0);
    // No picture or file is loaded from the institute's own host any more.
    expect(page.text).not.toMatch(/(src|href)="\/media\//);
    for (const address of addresses) {
      const reply = await running.get(`/media/${address.slice(prefix.length)}`, {
        host: MEDIA_HOST,
      });
      expect(reply.status, address).toBe(200);
    }
    const policy = String(page.headers["content-security-policy"]);
    expect(policy).toMatch(new RegExp(`img-src 'self' https://${literal(MEDIA_HOST)}`));
    expect(policy).toMatch(new RegExp(`media-src 'self' https://${literal(MEDIA_HOST)}`));
  });

  it("lets only the file's own institute frame it: its hosts there, its own host at home", async () => {
    for (const index of [0, 1]) {
      const reply = await running.get(`/media/${keyOf(index, ".pdf")}`, { host: MEDIA_HOST });
      const policy = directives(reply);
      expect(policy.get("frame-ancestors")).toEqual(demoJson(index).hosts);
      // The file is still shown, never run.
      expect(policy.get("sandbox")).toEqual([]);
      expect(policy.get("default-src")).toEqual(["'none'"]);
      // It can name no origin: the policy alone decides.
      expect(reply.headers["x-frame-options"]).toBeUndefined();
      const score = observatoryScore(reply.headers);
      expect(score.score, JSON.stringify(score)).toBeGreaterThanOrEqual(90);
    }
    const home = await running.get(`/media/${keyOf(0, ".pdf")}`, { host: hostA });
    expect(directives(home).get("frame-ancestors")).toEqual(["'self'"]);
    expect(home.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("answers a page request on the media host as no institute's", async () => {
    const page = await running.get("/", { host: MEDIA_HOST });
    expect(page.status).toBe(404);
  });
});

describe("a media host on a port of its own", () => {
  const config = loadConfig({ MEDIA_HOST: "media.prospectus.test:8443" });
  const running = demoServer([1], {
    media: { host: config.mediaHost, baseUrl: config.mediaBaseUrl },
  });

  it("lets the institute's hosts frame its files on that port too", async () => {
    const reply = await running.get(`/media/${keyOf(1, ".pdf")}`, {
      host: "media.prospectus.test:8443",
    });
    expect(reply.status).toBe(200);
    expect(directives(reply).get("frame-ancestors")).toEqual(
      demoJson(1).hosts.flatMap((host) => [host, `${host}:8443`]),
    );
  });
});

describe("the media host setting", () => {
  it("sets the pages' media address, unless MEDIA_BASE_URL names another", () => {
    expect(loadConfig({}).mediaHost).toBeNull();
    expect(loadConfig({}).mediaBaseUrl).toBe("/media/");
    const set = loadConfig({ MEDIA_HOST: "Media.Example.in:8443" });
    expect(set.mediaHost).toBe("media.example.in:8443");
    expect(set.mediaBaseUrl).toBe("https://media.example.in:8443/media/");
    const cdn = loadConfig({
      MEDIA_HOST: "origin-media.example.in",
      MEDIA_BASE_URL: "https://cdn.example.net/media",
    });
    expect(cdn.mediaBaseUrl).toBe("https://cdn.example.net/media/");
  });

  it.each(["https://media.example.in/", "media example", "media.example.in.", "[::1]"])(
    "stops the start on MEDIA_HOST=%s, naming it",
    (value) => {
      expect(() => loadConfig({ MEDIA_HOST: value })).toThrow(ConfigError);
      expect(() => loadConfig({ MEDIA_HOST: value })).toThrow("MEDIA_HOST");
    },
  );
});
