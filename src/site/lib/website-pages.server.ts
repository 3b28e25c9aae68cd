// The pages about the website itself that GIGW asks of every site (decision 087): the
// accessibility statement, help and screen-reader access, the website's policies and the site
// map. The site writes each for any institute; where the institute publishes its own page of
// a kind (a custom module page or a dynamic tab's page whose title names it, in any language
// of the site), the footer and the site map link that page instead.
import { routes, WEBSITE_POLICIES } from "#contract/links.ts";
import { m } from "../i18n/generated/messages.js";
import type { Locale } from "../i18n/locale.ts";
import type { MenuData } from "./menu.ts";
import { isFile, isGroup, type MenuEntry, type MenuLink } from "./menu-model.ts";

const WEBSITE_PAGE_KINDS = ["accessibility", "help", ...WEBSITE_POLICIES, "siteMap"] as const;
export type WebsitePageKind = (typeof WEBSITE_PAGE_KINDS)[number];

/** A page about the website: its name in the page's language, and where the footer links it. */
export interface WebsitePage {
  kind: WebsitePageKind;
  label: string;
  href: string;
}

const NAMES = {
  accessibility: m.website_title_accessibility,
  help: m.website_title_help,
  copyright: m.website_title_copyright,
  hyperlinking: m.website_title_hyperlinking,
  privacy: m.website_title_privacy,
  terms: m.website_title_terms,
  archival: m.website_title_archival,
  siteMap: m.website_title_site_map,
} as const satisfies Record<WebsitePageKind, unknown>;

/** The site's own page of a kind. */
function ownPage(kind: WebsitePageKind): string {
  if (kind === "accessibility") return routes.accessibility();
  if (kind === "help") return routes.help();
  if (kind === "siteMap") return routes.siteMap();
  return routes.websitePolicy(kind);
}

// What an institute's page of each kind is called, in English, Hindi and Marathi. Latin words
// are matched whole; "Help" must be the whole title, as many pages are some desk's help.
const TITLES: Record<WebsitePageKind, readonly RegExp[]> = {
  accessibility: [/\baccessibility\b/i, /सुगम्यता/, /अभिगम्यता/, /सुलभता विधान/],
  help: [
    /^\s*(website\s+)?help\s*$/i,
    /\bscreen[\s-]?readers?\b/i,
    /स्क्रीन रीडर/,
    /^\s*सहायता\s*$/,
    /^\s*मदत\s*$/,
  ],
  copyright: [/\bcopy\s?right\b/i, /कॉपीराइट/, /प्रतिलिप्यधिकार/, /प्रताधिकार/],
  hyperlinking: [/\bhyper\s?link/i, /हाइपरलिंक/, /हायपरलिंक/],
  privacy: [/\bprivacy\b/i, /गोपनीयता/],
  terms: [
    /\bterms\s+(of\s+(use|service)|and\s+conditions|&\s*conditions)\b/i,
    /उपयोग की शर्तें/,
    /नियम (और|एवं) शर्तें/,
    /वापराच्या अटी/,
    /(अटी|नियम) व (शर्ती|अटी)/,
  ],
  archival: [/\barchival\b/i, /\bcontent\s+review\b/i, /संग्रहण (नीति|और समीक्षा)/, /मजकूर जतन/],
  siteMap: [/\bsite\s?map\b/i, /साइट\s?मैप/, /साइट\s?मॅप/, /संकेतस्थळ नकाशा/],
};

/** Of the main menu's links, only the institute's own custom module pages stand in for ours,
 * never a fixed page of the site. */
const CUSTOM_PAGE = /\/custom\//;

/**
 * The institute's own pages, by the titles it gave them: the custom module pages the main menu
 * links, then each top-bar dynamic tab the menu shows (its page is titled by the tab's name) and
 * each of its items that is a page, not a file. Never a label the site wrote ("All of …").
 */
function institutePages(mainMenu: readonly MenuEntry[], dynamicTabs: MenuData["dynamicTabs"]) {
  const custom = mainMenu
    .flatMap((entry) =>
      isGroup(entry) ? entry.sections.flatMap((section) => section.items) : [entry],
    )
    .filter(
      (item): item is MenuLink => !isFile(item) && !item.external && CUSTOM_PAGE.test(item.href),
    );
  const dynamic = dynamicTabs
    .filter((tab) => tab.items.length > 0)
    .flatMap((tab): MenuLink[] => [
      { label: tab.name, href: routes.dynamic(tab.id) },
      ...tab.items.flatMap((item) =>
        item.fileKey ? [] : [{ label: item.name, href: routes.dynamicLevel(tab.id, item.id) }],
      ),
    ]);
  return [...custom, ...dynamic];
}

/**
 * Every page about the website, in the footer's order: the institute's own page of a kind,
 * the first the menus link, or else the site's.
 */
export function websitePages(
  mainMenu: readonly MenuEntry[],
  dynamicTabs: MenuData["dynamicTabs"],
  locale: Locale,
): WebsitePage[] {
  const links = institutePages(mainMenu, dynamicTabs);
  return WEBSITE_PAGE_KINDS.map((kind) => {
    const own = links.find((link) => TITLES[kind].some((title) => title.test(link.label)));
    return { kind, label: NAMES[kind]({}, { locale }), href: own?.href ?? ownPage(kind) };
  });
}
