// /event/calendar.ics: the institute's events as an iCalendar feed (lib/feeds.server.ts).
import { eventCalendar } from "../../lib/feeds.server.ts";
import { contentFile } from "../../lib/resource.server.ts";
import type { Route } from "./+types/calendar.ts";

export function loader({ context }: Route.LoaderArgs) {
  return contentFile("events calendar", "text/calendar; charset=utf-8", () =>
    eventCalendar(context),
  );
}
