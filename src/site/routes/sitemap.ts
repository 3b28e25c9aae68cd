// /sitemap.xml of the tenant the host names: the landing page, the notice and event lists,
// and every notice and event page, all at the tenant's primary address. A notice's lastmod is
// when it was published; an event's date is when it happens, not when its page changed, so
// events carry none.
import { LIMITS } from "#contract/constants.ts";
import { ID_PATTERN } from "#contract/fields.ts";
import type { Route } from "./+types/sitemap.ts";

interface Entry {
  path: string;
  lastmod?: string | undefined;
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);
}

/** A W3C datetime, or nothing when the platform's date does not parse. */
function lastmod(date: string): string | undefined {
  const time = Date.parse(date);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

function urlset(origin: string, entries: readonly Entry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(origin + entry.path)}</loc>${
        entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""
      }</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export async function loader({ context }: Route.LoaderArgs) {
  const { platform, tenant, origin } = context;
  const list = { page: 1, limit: LIMITS.list };
  const [notices, institute] = await Promise.all([
    platform.read("noticeList", { id: tenant._id }, list),
    platform.read("instituteDash", { id: tenant._id }),
  ]);
  const managerId = institute.ok ? institute.data.eventManagerDepart[0] : undefined;
  const events = managerId ? await platform.read("eventList", { id: managerId }, list) : null;
  // A partial sitemap would tell crawlers that pages are gone: all of it, or a retry later.
  if ([notices, institute, events].some((read) => read && !read.ok && read.status === 503)) {
    return new Response("The sitemap could not be built just now.", {
      status: 503,
      headers: { "content-type": "text/plain; charset=utf-8", "retry-after": "60" },
    });
  }
  const noticeEntries: Entry[] = (notices.ok ? notices.data : [])
    .filter((notice) => ID_PATTERN.test(notice._id))
    .map((notice) => ({
      path: `/one/notice/${notice._id}/detail`,
      lastmod: lastmod(notice.createdAt),
    }));
  const eventEntries: Entry[] = (events?.ok ? events.data : [])
    .filter((event) => ID_PATTERN.test(event._id))
    .map((event) => ({ path: `/one/event/${event._id}/detail/attendance` }));
  const newestNotice = noticeEntries
    .map((entry) => entry.lastmod)
    .filter((date) => date !== undefined)
    .sort()
    .at(-1);
  const body = urlset(origin, [
    { path: "/" },
    { path: "/notice", lastmod: newestNotice },
    { path: "/event" },
    ...noticeEntries,
    ...eventEntries,
  ]);
  return new Response(body, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=3600",
      "x-content-type-options": "nosniff",
    },
  });
}
