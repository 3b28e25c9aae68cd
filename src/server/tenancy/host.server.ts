// A request's host, normalised, is the only thing that decides its tenant: lower case, port
// and trailing dot removed, syntax checked, then matched exactly (never by pattern).
import { HOST_PATTERN } from "#contract/index.ts";

/** The normalised host, or null when the text is not a host name. */
export function normaliseHost(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let host = raw.trim().toLowerCase();
  if (host.startsWith("[")) return null; // IPv6 literals are never a tenant's host
  host = host.replace(/:\d{1,5}$/, "").replace(/\.$/, "");
  return HOST_PATTERN.test(host) ? host : null;
}

/**
 * The host a request was addressed to: the request URL's, X-Forwarded-Host only behind a
 * trusted proxy. The server builds the URL from the Host header, except for an absolute-form
 * request line (`GET http://college.example/ HTTP/1.1`), whose own host wins and the Host
 * header is ignored, as RFC 9112 §3.2.2 says. One host decides everything: the tenant, the
 * API's scope, the media read.
 */
export function requestHost(
  headers: { get(name: string): string | null | undefined },
  url: string,
  trustProxy: boolean,
): string | null {
  const forwarded = trustProxy ? headers.get("x-forwarded-host")?.split(",")[0] : undefined;
  return normaliseHost(forwarded ?? new URL(url).host);
}
