// The words of the pages about the website (decision 087), in the page's language, with the
// institute's name filled in: said here, on the server, and sent as the page's data.
import type { WebsitePolicy } from "#contract/links.ts";
import { m } from "../../i18n/generated/messages.js";
import type { Locale } from "../../i18n/locale.ts";
import type { ArticleSection } from "./website.ts";

/** The cookie that remembers a visitor's language (src/server/language-choice.server.ts). */
const LANGUAGE_COOKIE = "prospectus-language";

/** The screen readers the help page names, with where each is had. */
const SCREEN_READERS = [
  { name: "NVDA", href: "https://www.nvaccess.org/", note: m.website_help_reader_nvda },
  {
    name: "JAWS",
    href: "https://www.freedomscientific.com/products/software/jaws/",
    note: m.website_help_reader_jaws,
  },
  {
    name: "TalkBack",
    href: "https://support.google.com/accessibility/android/answer/6283677",
    note: m.website_help_reader_talkback,
  },
  {
    name: "VoiceOver",
    href: "https://www.apple.com/accessibility/vision/",
    note: m.website_help_reader_voiceover,
  },
] as const;

/** What the site knows of the institute that its pages about the website say. */
export interface WebsiteFacts {
  name: string;
  /** It offers more than one language: the statement names the switcher. */
  severalLanguages: boolean;
  /** It has the site's search (not on a live platform). */
  search: boolean;
}

/** A page about the website: its title, the lead under it, its sections, and the line that
 * leads to the institute's contact at its end. */
export interface WebsiteArticle {
  title: string;
  description: string;
  lead: string;
  sections: ArticleSection[];
  contactHeading: string;
  contactLead: string;
}

export function accessibilityText(locale: Locale, facts: WebsiteFacts): WebsiteArticle {
  const o = { locale };
  const { name } = facts;
  return {
    title: m.website_title_accessibility({}, o),
    description: m.website_a11y_description({ name }, o),
    lead: m.website_a11y_lead({ name }, o),
    sections: [
      {
        heading: m.website_a11y_standards_heading({}, o),
        paragraphs: [m.website_a11y_standards({}, o)],
      },
      {
        heading: m.website_a11y_testing_heading({}, o),
        paragraphs: [m.website_a11y_testing({}, o)],
      },
      {
        heading: m.website_a11y_features_heading({}, o),
        paragraphs: [],
        items: [
          m.website_a11y_feature_text_size({}, o),
          m.website_a11y_feature_contrast({}, o),
          ...(facts.severalLanguages ? [m.website_a11y_feature_language({}, o)] : []),
          m.website_a11y_feature_other_sites({}, o),
          m.website_a11y_feature_skip({}, o),
          m.website_a11y_feature_structure({}, o),
        ],
      },
      { heading: m.website_a11y_limits_heading({}, o), paragraphs: [m.website_a11y_limits({}, o)] },
    ],
    contactHeading: m.website_a11y_contact_heading({}, o),
    contactLead: m.website_a11y_contact({ name }, o),
  };
}

export function helpText(locale: Locale, facts: WebsiteFacts): WebsiteArticle {
  const o = { locale };
  const { name } = facts;
  return {
    title: m.website_title_help({}, o),
    description: m.website_help_description({ name }, o),
    lead: m.website_help_lead({ name }, o),
    sections: [
      {
        heading: m.website_help_navigate_heading({}, o),
        paragraphs: [
          m.website_help_navigate({}, o),
          ...(facts.search ? [m.website_help_search({}, o)] : []),
          m.website_help_other_sites({}, o),
        ],
      },
      {
        heading: m.website_help_keyboard_heading({}, o),
        paragraphs: [m.website_help_keyboard({}, o)],
      },
      {
        heading: m.website_help_text_size_heading({}, o),
        paragraphs: [m.website_help_text_size({}, o)],
      },
      {
        heading: m.website_help_documents_heading({}, o),
        paragraphs: [m.website_help_documents({}, o)],
      },
      {
        heading: m.website_help_screen_readers_heading({}, o),
        paragraphs: [m.website_help_screen_readers({}, o)],
        links: SCREEN_READERS.map((reader) => ({
          label: reader.name,
          href: reader.href,
          note: reader.note({}, o),
        })),
      },
    ],
    contactHeading: m.website_help_contact_heading({}, o),
    contactLead: m.website_help_contact({ name }, o),
  };
}

function policySections(locale: Locale, policy: WebsitePolicy, name: string): ArticleSection[] {
  const o = { locale };
  switch (policy) {
    case "copyright":
      return [
        {
          paragraphs: [
            m.website_copyright_owner({ name }, o),
            m.website_copyright_reuse({ name }, o),
            m.website_copyright_others({}, o),
          ],
        },
      ];
    case "hyperlinking":
      return [
        {
          heading: m.website_hyperlinking_out_heading({}, o),
          paragraphs: [m.website_hyperlinking_out({ name }, o)],
        },
        {
          heading: m.website_hyperlinking_in_heading({}, o),
          paragraphs: [m.website_hyperlinking_in({}, o)],
        },
      ];
    case "privacy":
      return [
        { paragraphs: [m.website_privacy_nothing_collected({}, o)] },
        {
          heading: m.website_privacy_cookie_heading({}, o),
          paragraphs: [
            m.website_privacy_cookie({ cookie: LANGUAGE_COOKIE }, o),
            m.website_privacy_settings({}, o),
          ],
        },
        {
          heading: m.website_privacy_mail_heading({}, o),
          paragraphs: [m.website_privacy_mail({ name }, o)],
        },
      ];
    case "terms":
      return [
        {
          paragraphs: [
            m.website_terms_purpose({ name }, o),
            m.website_terms_confirm({ name }, o),
            m.website_terms_liability({ name }, o),
            m.website_terms_law({}, o),
          ],
        },
      ];
    case "archival":
      return [
        {
          heading: m.website_archival_review_heading({}, o),
          paragraphs: [m.website_archival_review({}, o), m.website_archival_updated({}, o)],
        },
        {
          heading: m.website_archival_archive_heading({}, o),
          paragraphs: [m.website_archival_archive({}, o)],
        },
      ];
  }
}

const POLICY_TITLES = {
  copyright: m.website_title_copyright,
  hyperlinking: m.website_title_hyperlinking,
  privacy: m.website_title_privacy,
  terms: m.website_title_terms,
  archival: m.website_title_archival,
} as const satisfies Record<WebsitePolicy, unknown>;

export function policyText(locale: Locale, policy: WebsitePolicy, name: string): WebsiteArticle {
  const o = { locale };
  const title = POLICY_TITLES[policy]({}, o);
  return {
    title,
    description: m.website_policy_description({ page: title, name }, o),
    lead: "",
    sections: policySections(locale, policy, name),
    contactHeading: m.website_contact_heading({}, o),
    contactLead: m.website_policy_contact({ name }, o),
  };
}

/** The contact block's words when the institute gives no address, phone or e-mail. */
export const contactPageLink = (locale: Locale) => m.website_contact_page({}, { locale });
