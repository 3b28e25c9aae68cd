// /accessibility: the accessibility statement (GIGW): what the site conforms to, how it is
// tested, what it offers, its known limits, and whom to write to.
import { routes } from "#contract/links.ts";
import { PageError } from "../../components/PageError.tsx";
import { sectionMeta } from "../../lib/section.ts";
import type { Route } from "./+types/accessibility.ts";
import { accessibilityText } from "./website-text.server.ts";
import { websitePage } from "./website.server.ts";
import { WebsiteArticle } from "./WebsiteArticle.tsx";

export const loader = ({ context }: Route.LoaderArgs) =>
  websitePage(context, routes.accessibility(), (facts) => accessibilityText(context.locale, facts));

export const meta = sectionMeta;
export const ErrorBoundary = PageError;

export default function Accessibility({ loaderData }: Route.ComponentProps) {
  return <WebsiteArticle data={loaderData} />;
}
