// /help: help and screen-reader access (GIGW): how to find one's way, use a keyboard, change
// the text size, open documents, and which screen readers to use.
import { routes } from "#contract/links.ts";
import { PageError } from "../../components/PageError.tsx";
import { sectionMeta } from "../../lib/section.ts";
import type { Route } from "./+types/help.ts";
import { helpText } from "./website-text.server.ts";
import { websitePage } from "./website.server.ts";
import { WebsiteArticle } from "./WebsiteArticle.tsx";

export const loader = ({ context }: Route.LoaderArgs) =>
  websitePage(context, routes.help(), (facts) => helpText(context.locale, facts));

export const meta = sectionMeta;
export const ErrorBoundary = PageError;

export default function Help({ loaderData }: Route.ComponentProps) {
  return <WebsiteArticle data={loaderData} />;
}
