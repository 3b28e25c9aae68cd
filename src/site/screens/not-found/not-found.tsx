// Any address no other route takes (`*`): the 404 page inside the site frame, with HTTP 404.
// The loader always throws, so the error boundary is what renders; a route with a boundary
// and no component is still a page, not a resource route.
import { PageError } from "../../components/PageError.tsx";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { errorMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/not-found.ts";

export function loader(): never {
  throw pageNotFound();
}

export const meta: Route.MetaFunction = ({ error, matches }) => errorMeta(error, matches);

export const ErrorBoundary = PageError;
