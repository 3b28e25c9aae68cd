// What the hostile rerun found at the door (issue 63): addresses that made the server redirect
// to another site, answers a shared cache could keep under a forged X-Forwarded-Host, an
// unknown-host page no purge could drop, and conditional requests with `If-None-Match: *`.
import { describe, expect, it } from "vitest";
import { demo, demoJson } from "#test/support/bundles.ts";
import { demoServer } from "#test/support/server.ts";
import type { Reply } from "#test/support/http.ts";

const english = demoJson(0);
const marathi = demoJson(1);
const hostA = english.hosts[0]!;
const hostB = marathi.hosts[0]!;
const mediaKey = [...demo(0).media.keys()].find((key) => key.endsWith(".pdf"))!;

/** Where a browser goes on this redirect, asked on `host`. */
function destination(reply: Reply, host: string): URL {
  return new URL(String(reply.headers.location), `http://${host}/`);
}

function header(reply: Reply, name: string): string {
  const value = reply.headers[name];
  return Array.isArray(value) ? value.join(", ") : String(value ?? "");
}

describe("addresses that begin with several slashes", () => {
  const running = demoServer([0, 1]);
  const escapes = [
    "//evil.example",
    "///evil.example",
    "/.//evil.example",
    "/x/..//evil.example",
    "/%2e//evil.example",
    "//evil.example/notice",
  ];

  it("redirect a language choice on the site it was made on", async () => {
    for (const host of [hostA, hostB]) {
      for (const path of escapes) {
        const reply = await running.get(`${path}?remember`, { host });
        expect(reply.status, `${host}${path}`).toBe(303);
        expect(destination(reply, host).host, `${host}${path}`).toBe(host);
      }
    }
  });

  it("redirect the default language's prefix on the site it was asked on", async () => {
    for (const [host, prefix] of [
      [hostA, "/en"],
      [hostB, "/mr"],
    ] as const) {
      for (const path of escapes) {
        const reply = await running.get(`${prefix}${path}`, { host });
        expect(reply.status, `${host}${prefix}${path}`).toBe(301);
        expect(destination(reply, host).host, `${host}${prefix}${path}`).toBe(host);
      }
    }
  });

  it("send a visitor who chose a language to it on the same site", async () => {
    for (const path of escapes) {
      const reply = await running.get(path, {
        host: hostA,
        headers: { cookie: "prospectus-language=hi" },
      });
      if (reply.status === 302) expect(destination(reply, hostA).host, path).toBe(hostA);
      else expect(reply.status, path).toBe(404);
    }
  });
});

describe("behind a trusted proxy", () => {
  const running = demoServer([0, 1], { trustProxy: true });
  const forged = { "x-forwarded-host": hostB };

  it("varies every answer on the forwarded host and scheme", async () => {
    const notice = marathi.notices[0]!._id;
    const answers = {
      page: await running.get("/", { host: hostA, headers: forged }),
      api: await running.get(`/api/v1/ins/one/announcement/${notice}`, {
        host: hostA,
        headers: forged,
      }),
      media: await running.get(`/media/${mediaKey}`, { host: hostA }),
      missingMedia: await running.get(`/media/${mediaKey}`, { host: hostB }),
      unknownHost: await running.get("/", {
        host: hostA,
        headers: { "x-forwarded-host": "unknown.example" },
      }),
      redirect: await running.get("/hi/notice?remember", { host: hostA }),
      icon: await running.get("/favicon.ico", { host: hostA }),
    };
    // The forged host was read: these are the other institute's answers.
    expect(answers.page.text).toContain(marathi.institute.insName);
    expect(answers.api.status).toBe(200);
    expect(answers.missingMedia.status).toBe(404);
    expect(answers.unknownHost.status).toBe(404);
    for (const [name, reply] of Object.entries(answers)) {
      const vary = header(reply, "vary").toLowerCase();
      expect(vary, name).toContain("x-forwarded-host");
      expect(vary, name).toContain("x-forwarded-proto");
      expect(header(reply, "cache-control"), name).not.toBe("");
    }
  });

  it("lets no cache keep an answer that says nothing of keeping", async () => {
    const missing = await running.get(`/media/${mediaKey}`, { host: hostB });
    expect(missing.status).toBe(404);
    expect(header(missing, "cache-control")).toBe("no-store");
  });
});

describe("the unknown-host page", () => {
  const running = demoServer([0]);

  it("is kept briefly, tagged so that the import adding its host purges it", async () => {
    const reply = await running.get("/", { host: "not-yet.example" });
    expect(reply.status).toBe(404);
    const cacheControl = header(reply, "cache-control");
    const seconds = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1]);
    expect(seconds, cacheControl).toBeGreaterThan(0);
    expect(seconds, cacheControl).toBeLessThanOrEqual(60);
    expect(cacheControl).not.toContain("stale-");
    expect(header(reply, "xkey")).toBe("tenant-all");
  });
});

describe("If-None-Match: *", () => {
  const running = demoServer([0]);

  it("is answered 304 wherever the address has a current answer", async () => {
    const notice = english.notices[0]!._id;
    for (const path of [
      "/notice",
      "/notice",
      `/api/v1/ins/one/announcement/${notice}`,
      `/media/${mediaKey}`,
    ]) {
      const reply = await running.get(path, { host: hostA, headers: { "if-none-match": "*" } });
      expect(reply.status, path).toBe(304);
      expect(reply.body.length, path).toBe(0);
    }
    const absent = await running.get("/no-such-page", {
      host: hostA,
      headers: { "if-none-match": "*" },
    });
    expect(absent.status).toBe(404);
  });
});

describe("the icon in another language", () => {
  const running = demoServer([0, 1]);

  it("leads from /favicon.ico under every offered prefix to an icon", async () => {
    for (const [host, prefixes] of [
      [hostA, ["", "/hi", "/mr"]],
      [hostB, ["", "/hi", "/en"]],
    ] as const) {
      for (const prefix of prefixes) {
        const reply = await running.get(`${prefix}/favicon.ico`, { host });
        expect(reply.status, `${host}${prefix}`).toBe(302);
        const to = destination(reply, host);
        expect(to.host).toBe(host);
        const icon = await running.get(to.pathname, { host });
        expect(icon.status, `${host}${prefix} → ${to.pathname}`).toBe(200);
        expect(header(icon, "content-type")).toMatch(/^image\//);
      }
    }
  });
});
