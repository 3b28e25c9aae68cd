// What every page about the website reads: the institute's name and contact, and the facts
// its words depend on.
import type { AppLoadContext } from "react-router";
import { routes } from "#contract/links.ts";
import { readInstituteContact } from "../../lib/layout.server.ts";
import { metaDescription } from "../../lib/seo.ts";
import { contactPageLink, type WebsiteArticle, type WebsiteFacts } from "./website-text.server.ts";

/** A page about the website as its loader returns it. */
export async function websitePage(
  context: AppLoadContext,
  path: string,
  words: (facts: WebsiteFacts) => WebsiteArticle,
) {
  const contact = await readInstituteContact(context);
  const article = words({
    name: contact.name,
    severalLanguages: context.languages.offered.length > 1,
    search: !context.livePlatform,
  });
  return {
    ...article,
    description: metaDescription(article.description),
    path,
    contact,
    // Without an address, phone or e-mail, the contact page is what remains.
    contactPage: { label: contactPageLink(context.locale), href: routes.contactUs() },
  };
}
