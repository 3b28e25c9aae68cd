// /one/event/{eventId}/event.ics: one event as an iCalendar file, for its page's "Add to
// calendar" (lib/feeds.server.ts). A malformed id, another institute's or none: a 404.
import { ID_PATTERN } from "#contract/constants.ts";
import { eventIcs } from "../../lib/feeds.server.ts";
import { contentFile } from "../../lib/resource.server.ts";
import type { Route } from "./+types/event-ics.ts";

export function loader({ context, params }: Route.LoaderArgs) {
  return contentFile("event", "text/calendar; charset=utf-8", async () =>
    ID_PATTERN.test(params.eventId) ? eventIcs(context, params.eventId) : null,
  );
}
