// The headers every answer carries, whatever made it: HSTS always (browsers ignore it on
// plain HTTP, and behind a TLS proxy the server cannot tell; decision 022), and for an
// answer that set no policy of its own (API JSON, plain texts, files), one that lets it load,
// run and frame nothing.
import type { Context, MiddlewareHandler } from "hono";

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

/**
 * Whether an answer lacks a header of the fallback. X-Frame-Options goes with the fallback's
 * policy: an answer with a policy of its own names who may frame it (a file on the media host,
 * its institute's hosts), which a header that can name no origin would contradict.
 */
function missing(headers: Headers, name: string): boolean {
  if (name === "x-frame-options" && headers.has("content-security-policy")) return false;
  return !headers.has(name);
}

export function securityHeaders(hsts: HstsOptions = {}): MiddlewareHandler {
  const always = { "strict-transport-security": hstsValue(hsts), ...FALLBACK };
  return async (c, next) => {
    await next();
    setHeaders(
      c,
      Object.entries(always).filter(([name]) => missing(c.res.headers, name)),
    );
  };
}

/** Sets headers on the answer a middleware is finishing, whatever made it. */
export function setHeaders(c: Context, headers: [string, string][]): void {
  if (headers.length === 0) return;
  try {
    for (const [name, value] of headers) c.res.headers.set(name, value);
  } catch {
    // A response with immutable headers (from fetch): copied, then given them.
    c.res = new Response(c.res.body, c.res);
    for (const [name, value] of headers) c.res.headers.set(name, value);
  }
}
