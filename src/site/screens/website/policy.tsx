// /policies/:policy: one of the website's policies (GIGW): copyright, hyperlinking, privacy,
// terms of use, content archival and review. Any other name is a page that does not exist.
import { routes, WEBSITE_POLICIES, type WebsitePolicy } from "#contract/links.ts";
import { PageError } from "../../components/PageError.tsx";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { sectionMeta } from "../../lib/section.ts";
import type { Route } from "./+types/policy.ts";
import { policyText } from "./website-text.server.ts";
import { websitePage } from "./website.server.ts";
import { WebsiteArticle } from "./WebsiteArticle.tsx";

const isPolicy = (name: string): name is WebsitePolicy =>
  (WEBSITE_POLICIES as readonly string[]).includes(name);

export function loader({ context, params }: Route.LoaderArgs) {
  const { policy } = params;
  if (!isPolicy(policy)) throw pageNotFound();
  return websitePage(context, routes.websitePolicy(policy), (facts) =>
    policyText(context.locale, policy, facts.name),
  );
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;

export default function Policy({ loaderData }: Route.ComponentProps) {
  return <WebsiteArticle data={loaderData} />;
}
