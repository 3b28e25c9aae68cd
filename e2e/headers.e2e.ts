// The headers behind the sanitiser, over real HTTP from the built server: every page's scripts
// run only by their hashes, named in the page's policy, pages cannot be framed or sniffed, a
// page is the same bytes for every request, and the browser
// reports no policy violation on real pages. Built files are cached for a year and compressed.
import { createHash } from "node:crypto";
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { z } from "zod";
import { endpointUrl, endpoints } from "#contract/index.ts";
import { get, type Reply } from "#test/support/http.ts";
import {
  afterNextFrame,
  hydrationEnded,
  suiteBrowser,
  openPage,
  siteUrl,
} from "./support/browser.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

function page(host: string, path: string): Promise<Reply> {
  // identity: the body is read as text; compression of pages is not what is tested here.
  return get(inject("port"), path, { host, headers: { "accept-encoding": "identity" } });
}

/** The policy as a browser parses it: directive name to its source list, first one wins. */
function directives(policy: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !out.has(name.toLowerCase())) out.set(name.toLowerCase(), sources);
  }
  return out;
}

function header(reply: Reply, name: string): string {
  const value = reply.headers[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
}

/** The hashes the policy lets scripts run by. */
function policyHashes(reply: Reply): string[] {
  const scripts = directives(header(reply, "content-security-policy")).get("script-src") ?? [];
  return scripts.filter((s) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(s));
}

/** The hash of every <script> of a document a browser runs, as it computes it from the
 * script's text: not the JSON-LD data blocks (decision 089), which no browser runs. */
function scriptHashes(html: string): string[] {
  return [
    ...html.matchAll(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/gi),
  ].map(
    (m) =>
      `'sha256-${createHash("sha256")
        .update(m[1] ?? "")
        .digest("base64")}'`,
  );
}

/** Everything wrong with one HTML response's headers and inline scripts. */
function pageProblems(reply: Reply): string[] {
  const problems: string[] = [];
  const policy = header(reply, "content-security-policy");
  const d = directives(policy);
  const scripts = d.get("script-src") ?? d.get("default-src") ?? [];
  const allowed = policyHashes(reply);
  if (!policy) problems.push("no content-security-policy");
  if (allowed.length === 0) problems.push(`script-src names no hash: ${scripts.join(" ")}`);
  // Only the page's hashes, and the modules they load ('strict-dynamic'): nothing by place.
  const others = scripts.filter((s) => !allowed.includes(s) && s !== "'strict-dynamic'");
  if (others.length > 0) problems.push(`script-src allows ${others.join(" ")}`);
  if (!scripts.includes("'strict-dynamic'")) problems.push("script-src is not 'strict-dynamic'");
  if (!d.get("frame-ancestors")?.length) problems.push("no frame-ancestors");
  if (d.get("object-src")?.join(" ") !== "'none'") problems.push("object-src is not 'none'");
  if (header(reply, "x-content-type-options") !== "nosniff") problems.push("no nosniff");
  if (!header(reply, "referrer-policy")) problems.push("no referrer-policy");
  // Sent always (decision 022): behind a TLS proxy the server cannot tell; browsers ignore
  // it on plain http.
  if (!/max-age=31536000/.test(header(reply, "strict-transport-security")))
    problems.push("no HSTS");
  const hashes = scriptHashes(reply.text);
  const wrong = hashes.filter((h) => !allowed.includes(h));
  if (wrong.length > 0) {
    problems.push(`${wrong.length} of ${hashes.length} scripts are not named by the policy`);
  }
  // A hash no script of the page has would allow a script the page does not hold.
  const extra = allowed.filter((h) => !hashes.includes(h));
  if (extra.length > 0) problems.push(`the policy names ${extra.length} hashes of no script`);
  if (/<script\b[^>]*\snonce=/i.test(reply.text)) problems.push("a script carries a nonce");
  return problems;
}

async function firstNoticePath(host: string): Promise<string> {
  const port = inject("port");
  const envelope = z.record(z.string(), z.unknown());
  const lookup = await get(port, `/api${endpointUrl("hostLookup", {}, { filter_by: host })}`, {
    host,
  });
  const id = endpoints.hostLookup.data.parse(envelope.parse(lookup.json()).all_domain).link_up._id;
  const list = await get(port, `/api${endpointUrl("noticeList", { id }, { page: 1, limit: 1 })}`, {
    host,
  });
  const [notice] = endpoints.noticeList.data.parse(envelope.parse(list.json()).announcement);
  if (!notice) throw new Error(`${host} has no notice`);
  return `/one/notice/${notice._id}/detail`;
}

describe("security headers of pages", () => {
  let noticePath: string;
  beforeAll(async () => {
    noticePath = await firstNoticePath("localhost");
  });

  it.each([
    ["localhost", "/"],
    ["localhost", "/notice"],
    ["localhost", "/event"],
    ["krishna.localhost", "/"],
    ["krishna.localhost", "/notice"],
    ["xss.localhost", "/"],
    ["xss.localhost", "/notice"],
  ])("%s%s: every script named by its hash, no framing, no sniffing", async (host, path) => {
    const reply = await page(host, path);
    expect(reply.status).toBe(200);
    expect(header(reply, "content-type")).toMatch(/^text\/html/);
    expect(pageProblems(reply)).toEqual([]);
    // A page with no script would pass the hash check for nothing: React Router sends several.
    expect(scriptHashes(reply.text).length).toBeGreaterThanOrEqual(2);
  });

  it("a notice detail page carries the same policy", async () => {
    const reply = await page("localhost", noticePath);
    expect(reply.status).toBe(200);
    expect(pageProblems(reply)).toEqual([]);
  });

  it("a page not found carries the same policy", async () => {
    const reply = await page("localhost", "/no/such/page");
    expect(reply.status).toBe(404);
    expect(header(reply, "content-type")).toMatch(/^text\/html/);
    expect(pageProblems(reply)).toEqual([]);
  });

  it("the page for an unknown host runs nothing and cannot be framed or sniffed", async () => {
    const reply = await page("no-such-college.localhost", "/");
    expect(reply.status).toBe(404);
    expect(reply.text).not.toMatch(/<script/i);
    expect(header(reply, "x-content-type-options")).toBe("nosniff");
    const d = directives(header(reply, "content-security-policy"));
    expect(d.get("frame-ancestors")?.length ?? 0).toBeGreaterThan(0);
    expect(d.get("script-src") ?? d.get("default-src")).toEqual(["'none'"]);
  });

  it("takes no https claim from a client the server does not trust as its proxy", async () => {
    const reply = await get(inject("port"), "/", {
      host: "localhost",
      headers: { "accept-encoding": "identity", "x-forwarded-proto": "https" },
    });
    expect(reply.status).toBe(200);
    expect(reply.text).not.toMatch(/<link[^>]*rel="canonical"[^>]*href="https:/);
  });

  it("sends every request for a page the same bytes under the same policy", async () => {
    const [first, ...others] = await Promise.all([1, 2, 3].map(() => page("localhost", "/")));
    if (!first) throw new Error("no reply");
    for (const reply of others) {
      expect(reply.body.equals(first.body)).toBe(true);
      expect(header(reply, "content-security-policy")).toBe(
        header(first, "content-security-policy"),
      );
    }
  });
});

describe("built files under /assets", () => {
  let assets: string[];
  beforeAll(async () => {
    const html = (await page("localhost", "/")).text;
    assets = [
      ...new Set([...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? "")),
    ];
  });

  it("are named by the landing page, whose stylesheet is in its head (decision 029)", async () => {
    expect(assets.some((a) => a.endsWith(".js"))).toBe(true);
    expect(assets.some((a) => a.endsWith(".css"))).toBe(false);
    const { text } = await page("localhost", "/");
    const head = text.slice(0, text.indexOf("</head>"));
    const css = /<style id="site-styles">([\s\S]*?)<\/style>/.exec(head)?.[1] ?? "";
    expect(css.length).toBeGreaterThan(10_000);
    expect(head).not.toContain('rel="stylesheet"');
  });

  it("are cached for a year and sent compressed as asked", async () => {
    const port = inject("port");
    for (const asset of assets) {
      const plain = await get(port, asset, {
        host: "localhost",
        headers: { "accept-encoding": "identity" },
      });
      expect(plain.status, asset).toBe(200);
      expect(plain.headers["cache-control"], asset).toBe(IMMUTABLE);
      expect(plain.headers["content-encoding"], asset).toBeUndefined();

      const gzip = await get(port, asset, {
        host: "localhost",
        headers: { "accept-encoding": "gzip" },
      });
      expect(gzip.headers["content-encoding"], asset).toBe("gzip");
      expect(gzip.headers["cache-control"], asset).toBe(IMMUTABLE);
      expect(String(gzip.headers.vary), asset).toMatch(/accept-encoding/i);
      expect(gunzipSync(gzip.body).equals(plain.body), asset).toBe(true);

      const br = await get(port, asset, {
        host: "localhost",
        headers: { "accept-encoding": "gzip, deflate, br" },
      });
      expect(br.headers["content-encoding"], asset).toBe("br");
      expect(brotliDecompressSync(br.body).equals(plain.body), asset).toBe(true);
    }
  });

  it("are never cached when missing", async () => {
    const reply = await get(inject("port"), "/assets/no-such-file-0000.js", { host: "localhost" });
    expect(reply.status).toBe(404);
    expect(reply.headers["cache-control"] ?? "").not.toContain("immutable");
  });
});

describe("policy violations in the browser", () => {
  const browser = suiteBrowser();

  it.each([
    ["localhost", "/"],
    ["localhost", "/notice"],
    ["krishna.localhost", "/"],
    ["krishna.localhost", "/notice"],
  ])("%s%s reports no Content-Security-Policy violation", async (host, path) => {
    const { page: tab, context, errors, close } = await openPage(browser());
    try {
      // Demo content links to real sites; the test machine talks only to itself.
      await context.route(
        (url) => !(url.hostname === "localhost" || url.hostname.endsWith(".localhost")),
        (route) => route.abort("blockedbyclient"),
      );
      const response = await tab.goto(siteUrl(host, path), { waitUntil: "load" });
      expect(response?.status()).toBe(200);
      // Hydration runs the streamed inline scripts and the route modules: once it has ended
      // and the browser has rendered a frame since, every script the page runs has run, and a
      // violation it caused has been reported.
      await tab.waitForFunction(hydrationEnded, null, { timeout: 10_000 });
      await tab.evaluate(afterNextFrame);
      expect(errors.filter((e) => /content security policy/i.test(e))).toEqual([]);
    } finally {
      await close();
    }
  });
});
