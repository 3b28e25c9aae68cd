// The footer: How to Reach, Social Links, Useful Links, Internal Links, Contact Us and About
// This Website in columns on desktop (stacked on phones, two across on tablets), then the
// copyright line.
import type { ReactNode } from "react";
import { Link } from "../Link.tsx";
import { routes } from "#contract/links.ts";
import { localePath } from "../../i18n/locale.ts";
import type { LayoutData } from "../../lib/layout.server.ts";
import { EXTERNAL_LINK } from "../../lib/safe-url.ts";
import { useCanonicalPath } from "../../lib/use-page-address.ts";
import { ContactItems } from "./ContactItems.tsx";
import { ViewFileLink } from "../FileViewer.tsx";
import { NewTabHint, useStoredFile } from "./MenuItemView.tsx";
import { SocialLinks } from "./SocialLinks.tsx";

const FOOTER_LINK = "contact-link footer-link";

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="footer-title">{title}</h2>
      {children}
    </section>
  );
}

function UsefulLink({ link }: { link: LayoutData["usefulLinks"][number] }) {
  const storedFile = useStoredFile();
  const { url, fileKey, name } = link;
  if (url) {
    return (
      <a href={url} {...EXTERNAL_LINK} className={FOOTER_LINK}>
        <span className="min-w-0">{name}</span>
        <NewTabHint />
      </a>
    );
  }
  if (fileKey) {
    return (
      <ViewFileLink file={storedFile(name, fileKey)} className={FOOTER_LINK}>
        <span className="min-w-0">{name}</span>
      </ViewFileLink>
    );
  }
  return <>{name}</>;
}

/**
 * The feedback link: a message to the institute whose subject names the page, by its
 * canonical address (the same for every visitor; none on a page that did not load).
 */
function feedbackHref(layout: LayoutData, path: string | null): string {
  const subject = layout.text.footer_feedback_subject;
  const page = path === null ? "" : `: ${layout.origin}${localePath(layout.prefix, path)}`;
  return `mailto:${layout.email}?subject=${encodeURIComponent(subject + page)}`;
}

/** The pages about the website (GIGW) and the feedback link: on every page. */
function AboutWebsite({ layout }: { layout: LayoutData }) {
  const path = useCanonicalPath();
  const { text } = layout;
  return (
    <Column title={text.footer_website}>
      <ul className="space-y-1">
        {layout.website.map((page) => (
          <li key={page.kind}>
            <Link to={page.href} className={FOOTER_LINK}>
              {page.label}
            </Link>
          </li>
        ))}
        {layout.email ? (
          <li>
            <a href={feedbackHref(layout, path)} className={FOOTER_LINK}>
              {text.footer_feedback}
            </a>
          </li>
        ) : null}
      </ul>
    </Column>
  );
}

export function Footer({ layout }: { layout: LayoutData }) {
  const { galleries } = layout;
  const hasContact = Boolean(layout.phone || layout.email || layout.address);
  const { text } = layout;
  // A column with nothing to show has no heading either.
  return (
    <footer className="footer print:hidden">
      <div className="footer-columns">
        {layout.howToReach.trim() || layout.social.length > 0 ? (
          <div className="space-y-8">
            {layout.howToReach.trim() ? (
              <Column title={text.footer_how_to_reach}>
                <p className="leading-relaxed">{layout.howToReach}</p>
              </Column>
            ) : null}
            {layout.social.length > 0 ? (
              <Column title={text.footer_social_links}>
                <SocialLinks
                  links={layout.social}
                  className="flex flex-wrap gap-2"
                  linkClassName="footer-social"
                />
              </Column>
            ) : null}
          </div>
        ) : null}
        {layout.usefulLinks.length > 0 ? (
          <Column title={text.footer_useful_links}>
            <ul className="space-y-1">
              {layout.usefulLinks.map((link) => (
                <li key={link.id}>
                  <UsefulLink link={link} />
                </li>
              ))}
            </ul>
          </Column>
        ) : null}
        {/* The disclosure page is every institute's, so this column is empty only on a live
            platform without galleries. */}
        {galleries.photo || galleries.video || !layout.livePlatform ? (
          <Column title={text.footer_internal_links}>
            <ul className="space-y-1">
              {galleries.photo ? (
                <li>
                  <Link to={routes.photoGallery()} className={FOOTER_LINK}>
                    {text.footer_photo_gallery}
                  </Link>
                </li>
              ) : null}
              {galleries.video ? (
                <li>
                  <Link to={routes.videoGallery()} className={FOOTER_LINK}>
                    {text.footer_video_gallery}
                  </Link>
                </li>
              ) : null}
              {layout.livePlatform ? null : (
                <li>
                  <Link to={routes.disclosure()} className={FOOTER_LINK}>
                    {text.footer_disclosure}
                  </Link>
                </li>
              )}
            </ul>
          </Column>
        ) : null}
        {hasContact ? (
          <Column title={text.footer_contact_us}>
            <ul className="space-y-2">
              <ContactItems
                phone={layout.phone}
                email={layout.email}
                address={layout.address}
                linkClassName={FOOTER_LINK}
              />
            </ul>
          </Column>
        ) : null}
        <AboutWebsite layout={layout} />
      </div>
      <p className="footer-copyright">{layout.copyright}</p>
    </footer>
  );
}
