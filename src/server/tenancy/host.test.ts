import { describe, expect, it } from "vitest";
import { normaliseHost, requestHost } from "./host.server.ts";

describe("host normalisation", () => {
  it.each([
    ["DEMO.localhost.", "demo.localhost"],
    ["demo.localhost:3000", "demo.localhost"],
    ["Demo.LocalHost.:8080", "demo.localhost"],
    ["localhost", "localhost"],
    ["127.0.0.1:3000", "127.0.0.1"],
    ["  sahyadri.example.in  ", "sahyadri.example.in"],
  ])("%s → %s", (raw, expected) => {
    expect(normaliseHost(raw)).toBe(expected);
  });

  it.each([
    "",
    "demo..localhost",
    "-demo.localhost",
    "demo_1.localhost",
    "[::1]:3000",
    "demo.localhost/evil",
    "demo localhost",
    "demo%2elocalhost",
    `${"a".repeat(64)}.localhost`,
    "*.localhost",
  ])("refuses %j", (raw) => {
    expect(normaliseHost(raw)).toBeNull();
  });

  it("honours X-Forwarded-Host only behind a trusted proxy", () => {
    const headers = new Headers({
      host: "proxy.internal",
      "x-forwarded-host": "College.Example.in, other",
    });
    expect(requestHost(headers, "http://proxy.internal/", false)).toBe("proxy.internal");
    expect(requestHost(headers, "http://proxy.internal/", true)).toBe("college.example.in");
  });

  it("takes the request URL's host over the Host header (absolute-form, RFC 9112 §3.2.2)", () => {
    expect(
      requestHost(new Headers({ host: "localhost" }), "http://Krishna.Localhost/", false),
    ).toBe("krishna.localhost");
  });

  it("takes the URL's host when no Host header came (in-process requests)", () => {
    expect(requestHost(new Headers(), "http://Demo.Localhost:3000/x", false)).toBe(
      "demo.localhost",
    );
  });
});
