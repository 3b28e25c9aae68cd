// Kept pages answered at the door (issue 26): a request for an address that was answered with a
// kept page before gets the same bytes from Node's request listener, with no fetch Request
// built, no middleware run and no tenant looked up. A page's bytes depend only on its tenant,
// address and scheme (decision 068), and those follow from what the key holds: the request
// line's target and the headers that name the host and scheme. Everything else a kept answer
// does (304 for a validator the client holds, HEAD, `Connection: close` while draining) is done
// here as the application would; any other request goes on to the application.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import { LRUCache } from "lru-cache";
import { choseLanguage } from "./language-choice.server.ts";
import { acceptsGzip, matches, NOT_MODIFIED_HEADERS, type PageCache } from "./page-cache.server.ts";

declare module "hono" {
  interface ContextVariableMap {
    /** Set by the site when it answers with a kept page: that page's key in the page cache. */
    keptPage: string;
  }
}

/** Addresses remembered; a page has one address or a few (`?utm=…` variants). */
const MAX_ADDRESSES = 16_384;

/** What decides a page, as the request states it. */
function addressOf(request: IncomingMessage): string {
  const { headers } = request;
  return [
    request.url,
    headers.host,
    headers["x-forwarded-host"],
    headers["x-forwarded-proto"],
  ].join("\n");
}

/** Headers Node writes itself for every answer. */
const WRITTEN_BY_NODE = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

export class KeptAnswers {
  /** The page-cache key of each address answered with a kept page. */
  private readonly keys = new LRUCache<string, string>({ max: MAX_ADDRESSES });

  constructor(
    private readonly pages: PageCache,
    /** Counts an answer given here, as the application's metrics would. */
    private readonly answered?: (request: IncomingMessage, status: number, seconds: number) => void,
  ) {}

  /**
   * After the application answered: when the answer is a kept page, sent gzipped, remember
   * its address and the headers the answer left with.
   */
  remember(c: Context<{ Bindings: HttpBindings }>): void {
    const key = c.get("keptPage");
    // Undefined when the application is asked without a server (`app.request` in tests).
    const request = (c.env as Partial<HttpBindings> | undefined)?.incoming;
    const res = c.res;
    if (!key || !request || request.method !== "GET" || res.status !== 200) return;
    if (res.headers.get("content-encoding") !== "gzip") return;
    const sent: OutgoingHttpHeaders = {};
    for (const [name, value] of res.headers) if (!WRITTEN_BY_NODE.has(name)) sent[name] = value;
    if (this.pages.sendWith(key, sent)) this.keys.set(addressOf(request), key);
  }

  /** Answers a request for a remembered address; false leaves it to the application. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    if (!acceptsGzip(request.headers["accept-encoding"])) return false;
    // A visitor who chose a language may be sent to it: the application decides.
    if (choseLanguage(request.headers.cookie)) return false;
    const address = addressOf(request);
    const key = this.keys.get(address);
    if (key === undefined) return false;
    const page = this.pages.sent(key);
    if (!page) {
      this.keys.delete(address);
      return false;
    }
    const started = this.answered ? process.hrtime.bigint() : 0n;
    const etag = page.headers.etag;
    if (typeof etag === "string" && matches(request.headers["if-none-match"], etag)) {
      const kept: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(page.headers)) {
        if (NOT_MODIFIED_HEADERS.has(name)) kept[name] = value;
      }
      response.writeHead(304, kept).end();
    } else {
      response.writeHead(200, page.headers);
      response.end(page.gzip);
    }
    this.answered?.(request, response.statusCode, Number(process.hrtime.bigint() - started) / 1e9);
    return true;
  }

  /** How many addresses are answered here. */
  get addresses(): number {
    return this.keys.size;
  }

  /** Forgets every address: hosts may have moved to another tenant. */
  clear(): void {
    this.keys.clear();
  }
}
