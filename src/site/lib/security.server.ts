// The headers every HTML page carries. Scripts run only with the render's nonce (which the
// server turns into the scripts' hashes, decision 068); files and images come from our own
// origin or the media host.
import type { SiteContext } from "../context.ts";

function originOf(url: string): string | null {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy(
  ctx: Pick<SiteContext, "nonce" | "mediaBaseUrl"> & { development?: boolean },
): string {
  const media = originOf(ctx.mediaBaseUrl);
  const files = ["'self'", ...(media ? [media] : [])].join(" ");
  return [
    "default-src 'self'",
    ctx.development
      ? "script-src 'self' 'unsafe-inline'"
      : `script-src 'nonce-${ctx.nonce}' 'strict-dynamic'`,
    ...(ctx.development ? ["connect-src 'self' ws:"] : []),
    "style-src 'self' 'unsafe-inline'",
    `img-src ${files} data:`,
    `frame-src ${files} https://www.youtube-nocookie.com`,
    `media-src ${files}`,
    "font-src 'self'",
    ...(ctx.development ? [] : ["connect-src 'self'"]),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

export function securityHeaders(
  ctx: Pick<SiteContext, "nonce" | "mediaBaseUrl"> & { development?: boolean },
): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(ctx),
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "SAMEORIGIN",
    // No Cross-Origin-Opener-Policy: it makes a browser start a new process for every visit
    // to a page that holds nothing to protect (decision 078). HSTS is set for every answer by
    // the server (decision 022).
  };
}
