// Links that come from content keep only http, https, mailto and tel; anything else is no link.
const SAFE_SCHEMES = new Set(["http:", "https:", "mailto:", "tel:"]);

export function safeHref(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url.trim());
    return SAFE_SCHEMES.has(parsed.protocol) ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a link leads to another site: an http(s) address on a host that is none of
 * `ownOrigins` (the institute's site and its media host, whose files are the institute's own).
 * A relative address, a mailto: or tel: link, or one that does not parse, stays here.
 */
export function isOtherSite(href: string, ownOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  return !ownOrigins.some((origin) => hostnameOf(origin) === url.hostname);
}

function hostnameOf(address: string): string | undefined {
  try {
    return new URL(address).hostname;
  } catch {
    return undefined;
  }
}

/** Attributes of a link that opens in a new tab. */
export const EXTERNAL_LINK = { target: "_blank", rel: "noopener noreferrer" } as const;
