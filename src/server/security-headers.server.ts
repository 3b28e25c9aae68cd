// The headers every answer carries, whatever made it: HSTS always (browsers ignore it on
// plain HTTP, and behind a TLS proxy the server cannot tell; decision 022), and for an
// answer that set no policy of its own (API JSON, plain texts, files), one that lets it load,
// run and frame nothing.
import type { MiddlewareHandler } from "hono";

export interface HstsOptions {
  includeSubDomains?: boolean;
  preload?: boolean;
}

function hstsValue({ includeSubDomains, preload }: HstsOptions = {}): string {
  return [
    "max-age=31536000",
    ...(includeSubDomains || preload ? ["includeSubDomains"] : []),
    ...(preload ? ["preload"] : []),
  ].join("; ");
}

const FALLBACK: Record<string, string> = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
};

export function securityHeaders(hsts: HstsOptions = {}): MiddlewareHandler {
  const always = { "strict-transport-security": hstsValue(hsts), ...FALLBACK };
  return async (c, next) => {
    await next();
    let headers = c.res.headers;
    const missing = Object.entries(always).filter(([name]) => !headers.has(name));
    if (missing.length === 0) return;
    try {
      for (const [name, value] of missing) headers.set(name, value);
    } catch {
      // A response with immutable headers (from fetch): copied, then given them.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
      for (const [name, value] of missing) headers.set(name, value);
    }
  };
}
