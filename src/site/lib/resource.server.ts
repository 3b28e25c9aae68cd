// Files the site makes for machines from content: the sitemap, the notice feed and the events
// calendar. Each is built whole from reads that must all succeed: when the platform fails one,
// the answer is a 503 with a retry, never a partial file (a partial sitemap or feed would tell
// crawlers and subscribers that pages and entries are gone).
import type { EndpointData, EndpointName } from "#contract/index.ts";
import type { ReadResult } from "../platform/client.server.ts";

/** The platform did not answer a read the file needs. */
export class ContentUnavailable extends Error {}

/** Data that may be missing (null), from a read that must not fail. */
export function present<N extends EndpointName>(result: ReadResult<N>): EndpointData<N> | null {
  if (result.ok) return result.data;
  if (result.status === 404) return null;
  throw new ContentUnavailable(result.message);
}

/**
 * The file `build` makes, a 404 when it makes none (null: no such file), or a 503 naming `what`
 * when the platform failed a read.
 */
export async function contentFile(
  what: string,
  contentType: string,
  build: () => Promise<string | null>,
): Promise<Response> {
  let body: string | null;
  try {
    body = await build();
  } catch (error) {
    // The institute itself could not be read (a thrown 503 page), or another read failed.
    if (!(error instanceof ContentUnavailable) && error instanceof Error) throw error;
    return new Response(`The ${what} could not be built just now.`, {
      status: 503,
      headers: { "content-type": "text/plain; charset=utf-8", "retry-after": "60" },
    });
  }
  if (body === null) {
    return new Response(`There is no such ${what}.`, {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8", "x-content-type-options": "nosniff" },
    });
  }
  return new Response(body, {
    headers: {
      "content-type": contentType,
      "cache-control": "public, max-age=3600",
      "x-content-type-options": "nosniff",
    },
  });
}
