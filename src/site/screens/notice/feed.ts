// /notice/feed.xml: the institute's latest notices as an Atom feed (lib/feeds.server.ts).
import { noticeFeed } from "../../lib/feeds.server.ts";
import { contentFile } from "../../lib/resource.server.ts";
import type { Route } from "./+types/feed.ts";

export function loader({ context }: Route.LoaderArgs) {
  return contentFile("notice feed", "application/atom+xml; charset=utf-8", () =>
    noticeFeed(context),
  );
}
