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

/** Attributes of a link that leaves the site. */
export const EXTERNAL_LINK = { target: "_blank", rel: "noopener noreferrer" } as const;
