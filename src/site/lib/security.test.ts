// The page headers are the second line of defence behind the sanitiser: if content ever slips
// markup through, the policy must still refuse to run it. These tests read the policy the way a
// browser does, directive by directive.
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "./security.server.ts";

const NONCE = "q0vOyxFq0c6mXv2QnB4G5w==";

/** The policy as a browser parses it: directive name to its source list. */
function directives(policy: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    // A repeated directive is ignored by browsers; the first one wins.
    if (name && !out.has(name)) out.set(name.toLowerCase(), sources);
  }
  return out;
}

function directive(policy: string, name: string): string[] {
  const sources = directives(policy).get(name);
  if (!sources) throw new Error(`the policy has no ${name}: ${policy}`);
  return sources;
}

const production = (mediaBaseUrl = "/media/") =>
  contentSecurityPolicy({ nonce: NONCE, mediaBaseUrl, development: false });

describe("content security policy", () => {
  it("lets scripts run only with this response's nonce", () => {
    const scripts = directive(production(), "script-src");
    expect(scripts).toContain(`'nonce-${NONCE}'`);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    // Any host, scheme or wildcard source would let a script from elsewhere run.
    expect(scripts.filter((s) => !s.startsWith("'"))).toEqual([]);
  });

  it("is strict unless development is asked for by name", () => {
    const policy = contentSecurityPolicy({ nonce: NONCE, mediaBaseUrl: "/media/" });
    expect(policy).toBe(production());
  });

  it("changes with the nonce, so each response's policy is its own", () => {
    const other = contentSecurityPolicy({
      nonce: "Zm9vYmFyYmF6cXV4cXV1eA==",
      mediaBaseUrl: "/media/",
      development: false,
    });
    expect(directive(other, "script-src")).not.toContain(`'nonce-${NONCE}'`);
  });

  it("allows no plugins, no base rewriting and no framing by other sites", () => {
    const policy = production();
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'none'"]);
    expect(directive(policy, "default-src")).toEqual(["'self'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'self'"]);
    expect(directive(policy, "form-action")).toEqual(["'self'"]);
  });

  it("keeps files on our own origin when media is served by this process", () => {
    const policy = production("/media/");
    for (const name of ["img-src", "frame-src", "media-src"]) {
      const sources = directive(policy, name);
      expect(sources).toContain("'self'");
      expect(sources.some((s) => s.includes("cdn"))).toBe(false);
    }
  });

  it("adds an absolute media base's origin, and only its origin, to files and frames", () => {
    const policy = production("https://cdn.example.org/colleges/media/");
    for (const name of ["img-src", "frame-src", "media-src"]) {
      expect(directive(policy, name)).toContain("https://cdn.example.org");
    }
    expect(policy).not.toContain("/colleges/media");
    expect(directive(policy, "script-src")).not.toContain("https://cdn.example.org");
    expect(directive(policy, "connect-src")).not.toContain("https://cdn.example.org");
  });

  it("adds no source for a media base that is not an http(s) URL", () => {
    for (const base of ["javascript:alert(1)", "data:text/html,x", "ftp://files.example.org/"]) {
      expect(directive(production(base), "img-src")).toEqual(directive(production(), "img-src"));
    }
  });

  it("cannot be extended through the media base", () => {
    const policy = production("https://cdn.example.org/;script-src * 'unsafe-inline'");
    expect(directives(policy).size).toBe(directives(production()).size);
    expect(directive(policy, "script-src")).toEqual(directive(production(), "script-src"));
    expect(directive(policy, "img-src")).toContain("https://cdn.example.org");
  });

  it("keeps the fences that do not depend on scripts in development", () => {
    const policy = contentSecurityPolicy({
      nonce: NONCE,
      mediaBaseUrl: "/media/",
      development: true,
    });
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'none'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'self'"]);
  });
});

describe("security headers", () => {
  const headers = (_https: boolean) =>
    securityHeaders({ nonce: NONCE, mediaBaseUrl: "/media/", development: false });

  it("carry the policy, nosniff, a referrer policy and a framing rule", () => {
    const h = headers(false);
    expect(h["content-security-policy"]).toBe(production());
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect([
      "no-referrer",
      "same-origin",
      "strict-origin",
      "strict-origin-when-cross-origin",
    ]).toContain(h["referrer-policy"]);
    expect(h["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("leave the browser free to keep a visit in the process it has (decision 078)", () => {
    expect(headers(false)).not.toHaveProperty("cross-origin-opener-policy");
  });
});
