// The site map: every route of the site, in the order of spec 2.2. Paths are the spec's.
import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  index("routes/home.tsx"),
  route("notice", "routes/notice.tsx"),
  route("one/notice/:noticeId/detail", "routes/notice-detail.tsx"),
  route("event", "routes/event.tsx"),
  route("one/event/:eventId/detail/:tabName?", "routes/event-detail.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
