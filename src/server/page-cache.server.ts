// Finished pages, kept per tenant and address until content changes. Every response still
// gets its own CSP nonce: a page is rendered with a secret placeholder nonce, and each answer
// replaces the placeholder, in the body and the policy header, with a fresh random one.
import { randomBytes } from "node:crypto";
import { LRUCache } from "lru-cache";
import { READ_CACHE_IDLE_MS } from "#contract/index.ts";

interface Page {
  status: number;
  headers: [string, string][];
  html: string;
}

/** Known only to this process, so no content can contain it on purpose. */
export const NONCE_PLACEHOLDER = randomBytes(24).toString("base64url");

export class PageCache {
  private readonly pages = new LRUCache<string, Page>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (page) => page.html.length * 2 + 500,
    // A remote platform does not tell us when content changes: its reads are kept as long.
    ttl: READ_CACHE_IDLE_MS,
  });

  /** A cached page for this key, with a fresh nonce; null when none is kept. */
  answer(key: string): Response | null {
    const page = this.pages.get(key);
    return page ? withNonce(page, randomBytes(16).toString("base64")) : null;
  }

  /**
   * Gives a page rendered with the placeholder nonce its own nonce, and keeps it when it is a
   * complete, shareable 200 answer. Other HTML (404, 503) is answered but not kept.
   */
  async keep(key: string, response: Response): Promise<Response> {
    const type = response.headers.get("content-type") ?? "";
    if (!type.startsWith("text/html")) return response;
    const page: Page = {
      status: response.status,
      headers: [...response.headers],
      html: await response.text(),
    };
    if (page.status === 200 && !response.headers.has("set-cookie")) this.pages.set(key, page);
    return withNonce(page, randomBytes(16).toString("base64"));
  }

  clear(): void {
    this.pages.clear();
  }
}

function withNonce(page: Page, nonce: string): Response {
  const headers = new Headers();
  for (const [name, value] of page.headers)
    headers.append(name, value.replaceAll(NONCE_PLACEHOLDER, nonce));
  return new Response(page.html.replaceAll(NONCE_PLACEHOLDER, nonce), {
    status: page.status,
    headers,
  });
}
