// The site map's own words in the page's language (decision 074).
import { m } from "../../i18n/generated/messages.js";
import type { Locale } from "../../i18n/locale.ts";

export function siteMapText(locale: Locale, name: string) {
  const o = { locale };
  return {
    title: m.website_title_site_map({}, o),
    description: m.website_site_map_description({ name }, o),
    lead: m.website_site_map_lead({ name }, o),
    main: m.website_site_map_main({}, o),
    notices: m.notice_title({}, o),
    events: m.event_title({}, o),
    website: m.footer_website({}, o),
  };
}
