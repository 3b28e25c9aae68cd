// A page about the website: its lead, its sections, and whom to write to at its end.
import { NewTabHint } from "../../components/layout/MenuItemView.tsx";
import { ContactItems } from "../../components/layout/ContactItems.tsx";
import { Link } from "../../components/Link.tsx";
import { PageFrame } from "../../components/section/PageFrame.tsx";
import { EXTERNAL_LINK } from "../../lib/safe-url.ts";
import type { ArticleSection, InstituteContact } from "./website.ts";

export interface WebsiteArticleData {
  title: string;
  lead: string;
  sections: ArticleSection[];
  contactHeading: string;
  contactLead: string;
  contact: InstituteContact;
  contactPage: { label: string; href: string };
}

function Section({ section }: { section: ArticleSection }) {
  return (
    <section className="space-y-3">
      {section.heading ? <h2 className="text-xl font-semibold">{section.heading}</h2> : null}
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.items ? (
        <ul className="list-disc space-y-2 ps-6">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.links ? (
        <ul className="list-disc space-y-2 ps-6">
          {section.links.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                {...EXTERNAL_LINK}
                className="font-semibold text-accent underline underline-offset-4"
              >
                {link.label}
                <NewTabHint />
              </a>
              {": "}
              {link.note}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Contact({ data }: { data: WebsiteArticleData }) {
  const { email, phone, address } = data.contact;
  return (
    <section aria-labelledby="website-contact" className="space-y-3">
      <h2 id="website-contact" className="text-xl font-semibold">
        {data.contactHeading}
      </h2>
      <p>{data.contactLead}</p>
      <ul className="space-y-2">
        <ContactItems
          phone={phone}
          email={email}
          address={address}
          lines
          linkClassName="contact-link"
        />
        {email || phone || address ? null : (
          <li>
            <Link to={data.contactPage.href} className="contact-link">
              {data.contactPage.label}
            </Link>
          </li>
        )}
      </ul>
    </section>
  );
}

export function WebsiteArticle({ data }: { data: WebsiteArticleData }) {
  return (
    <PageFrame title={data.title}>
      <div className="max-w-3xl space-y-8 leading-relaxed">
        {data.lead ? <p className="text-lg">{data.lead}</p> : null}
        {data.sections.map((section, index) => (
          <Section key={section.heading ?? index} section={section} />
        ))}
        <Contact data={data} />
      </div>
    </PageFrame>
  );
}
