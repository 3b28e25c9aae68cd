// Everything the site frame shows on every page: header, menus, banner and footer (spec 2.1,
// 2.2; screen-data-map "every page"). Only names, ids and file keys leave here: this is part of
// every page's serialized loader data.
import type { AppLoadContext } from "react-router";
import {
  COMMITTEE_MENU_EXCLUDED,
  MENU_DEPARTMENTS,
  LIMITS,
  MODULE_TYPES,
  pinnedDepartmentList,
  pinnedTypeNames,
  SOCIAL_NETWORKS,
  type EndpointData,
  everyTab,
} from "#contract/index.ts";
import { activityRouteOf, routes } from "#contract/links.ts";
import { isAuthority } from "#domain/authority.ts";
import { isNamedType } from "#domain/department.ts";
import { requestIds } from "./ids.server.ts";
import { lastUpdated } from "./last-updated.server.ts";
import type { LastUpdated } from "./last-updated.ts";
import { must, optional } from "./load.server.ts";
import { mediaUrl } from "./media.ts";
import {
  mainMenu,
  topBar,
  type FileEntry,
  type MenuData,
  type MenuEntry,
  type Named,
  type TopBarMenu,
} from "./menu.ts";
import { safeHref } from "./safe-url.ts";
import { DEFAULT_ACCENT, themeStyle, type ThemeStyle } from "./theme.ts";
import { websitePages, type WebsitePage } from "./website-pages.server.ts";
import { landingControlIdOf } from "#domain/institute-ids.ts";
import { m } from "../i18n/generated/messages.js";
import { prefixOf, type Locale } from "../i18n/locale.ts";
import { frameText, type FrameText } from "../i18n/frame-text.server.ts";
import { fileAbouts, fileKeysIn } from "./file-facts.server.ts";
import { collegeItem } from "./college-item.server.ts";
import type { StructuredItem } from "./structured-data.ts";

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** A language of the site and the prefix of its addresses ("" for the default). */
export interface SiteLanguage {
  locale: Locale;
  prefix: string;
}

export interface LayoutData {
  /** The page's language (issue 24), and the prefix of its addresses. */
  locale: Locale;
  prefix: string;
  /** Every language the institute offers, the default first: the switcher and hreflang. */
  languages: SiteLanguage[];
  /** The frame's words in the page's language. */
  text: FrameText;
  /** The copyright line under the footer: its year decided on the server, so the page
   * hydrates without a mismatch. */
  copyright: string;
  instituteId: string;
  /** The institute's name: the banner's title and the end of every page title. */
  name: string;
  mediaBaseUrl: string;
  pictureCopies: boolean;
  /** The institute logo; undefined shows the default emblem. */
  logoUrl: string | undefined;
  /** The logo, or the emblem as a picture of its own in the institute's accent. */
  faviconUrl: string;
  themeStyle: ThemeStyle | undefined;
  /** The accent colour the pages use (the institute's, or the site's default): the emblem
   * icon's colour, and the colour a phone's browser gives its address bar. */
  accent: string;
  /** Canonical and Open Graph URLs are built from these, never from request headers. */
  primaryHost: string;
  origin: string;
  affiliation: string;
  accreditations: string;
  address: string;
  phone: string;
  email: string;
  howToReach: string;
  /** The institute's social profiles (institute.footer_links; the footer shows the same). */
  social: { network: SocialNetwork; url: string }[];
  /** A useful link is a web address or a file for the viewer. */
  usefulLinks: (FileEntry & { url?: string })[];
  /** Which galleries hold anything: the footer links only those. */
  galleries: MenuData["galleries"];
  /** The menus, built here so that the menu code stays off the browser's download. */
  mainMenu: MenuEntry[];
  topBar: TopBarMenu;
  /** What the menus' and the footer's links to files say of each, by its key: "PDF, 2.3 MB"
   * (decision 094). */
  fileAbouts: Record<string, string>;
  /** The pages about the website (GIGW, decision 087), the footer's last column: the
   * institute's own page of a kind where it has one, else the site's. */
  website: WebsitePage[];
  /** The institute as schema.org's CollegeOrUniversity, for the landing and contact pages'
   * structured data and an event's organiser: made here, so no page's JavaScript holds it. */
  college: StructuredItem;
  /** When the institute's content last came into the store: the "Last updated" of every page
   * that gives no date of its own (decision 092). Absent when the site reads a live platform. */
  updated?: LastUpdated;
  /** Only when the site reads a live platform: it offers no search and no disclosure report.
   * Absent otherwise, so that a store's pages carry the same data as before. */
  livePlatform?: true;
}

const NO_TABS = everyTab(false);

const WEB_ADDRESS = /^https?:\/\//i;

function firstText(...values: (string | undefined)[]): string {
  return values.find((v) => v?.trim())?.trim() ?? "";
}

const named = (list: { _id: string; name: string }[]): Named[] =>
  list.map((item) => ({ id: item._id, name: item.name }));

const fileEntry = (item: { _id: string; name: string; pdf_key?: string }): FileEntry => ({
  id: item._id,
  name: item.name,
  ...(item.pdf_key ? { fileKey: item.pdf_key } : {}),
});

/**
 * Every read of the frame. Reads that need only the institute id start together; the rest
 * start as soon as the id they need arrives. Only the institute itself must be there: anything
 * else missing renders empty.
 */
async function readSources(context: AppLoadContext) {
  const { platform, tenant } = context;
  const byInstitute = { id: tenant._id };
  const ids = requestIds(context);
  const institute = platform.read("instituteDash", byInstitute).then(must);
  const profile = platform.read("landingProfile", byInstitute).then(optional);
  const authorities = ids.then(async ({ committeeId }) => {
    if (!committeeId) return [];
    const dashboard = await platform.read("committeeDashboard", { id: committeeId });
    return optional(dashboard)?.authority ?? [];
  });
  const quality = Promise.all([ids, profile]).then(async ([{ iqacDetailId }, prof]) => {
    if (!iqacDetailId || !prof?.landing_control.tab_toggle.iqac) return null;
    return optional(await platform.read("qualityDetail", { id: iqacDetailId }));
  });
  const studentCorner = profile.then(async (prof) =>
    prof ? optional(await platform.read("studentCorner", { id: landingControlIdOf(prof) })) : null,
  );
  const dynamicTabs = platform.read("dynamicTabs", byInstitute).then((result) =>
    Promise.all(
      (optional(result) ?? []).map(async (tab) => {
        const items = await platform.read("dynamicItems", { id: tab._id }, { parent_key: "" });
        return { id: tab._id, name: tab.name, items: (optional(items) ?? []).map(fileEntry) };
      }),
    ),
  );
  const customTabs = Promise.all(
    MODULE_TYPES.map((type) =>
      platform
        .read("moduleTabs", byInstitute, { is_flow: "INSTITUTE", module_type: type })
        .then((result) => optional(result) ?? []),
    ),
  ).then((lists) => lists.flat());
  const departmentTypes = platform
    .read("pinnedDepartments", byInstitute, { flow: "DEPENDENT" })
    .then((result) => pinnedTypeNames(optional(result) ?? []).filter(isNamedType));
  const departments = platform
    .read("pinnedDepartments", byInstitute, { flow: "INDEPENDENT" })
    .then((result) => pinnedDepartmentList(optional(result) ?? []));
  const activityCategories = platform
    .read("activityCategories", byInstitute)
    .then((result) => optional(result) ?? []);
  // A gallery holds something when a year of the institute has a category in it.
  const galleries = platform
    .read("academicYears", byInstitute, { page: 1, limit: LIMITS.list, search: "" })
    .then(async (result) => {
      const years = optional(result) ?? [];
      const filled = async (endpoint: "photoCategories" | "videoCategories") =>
        (
          await Promise.all(
            years.map(async (year) => {
              const categories = await platform.read(endpoint, byInstitute, { bid: year._id });
              return (optional(categories) ?? []).length > 0;
            }),
          )
        ).some(Boolean);
      const [photo, video] = await Promise.all([
        filled("photoCategories"),
        filled("videoCategories"),
      ]);
      return { photo, video };
    });

  // One Promise.all, so that a failing institute read cannot leave the reads chained on it
  // rejected and unhandled.
  const [
    requestIdList,
    ins,
    prof,
    authorityList,
    qualityDetail,
    corner,
    dynamic,
    custom,
    types,
    independent,
    categories,
    filledGalleries,
  ] = await Promise.all([
    ids,
    institute,
    profile,
    authorities,
    quality,
    studentCorner,
    dynamicTabs,
    customTabs,
    departmentTypes,
    departments,
    activityCategories,
    galleries,
  ]);
  return {
    ids: requestIdList,
    institute: ins,
    profile: prof,
    authorities: authorityList,
    quality: qualityDetail,
    studentCorner: corner ?? [],
    dynamicTabs: dynamic,
    customTabs: custom,
    departmentTypes: types,
    departments: independent,
    activityCategories: categories,
    galleries: filledGalleries,
  };
}

/** The names and ids the menus are built from. */
function menuData(
  sources: Awaited<ReturnType<typeof readSources>>,
  context: AppLoadContext,
): MenuData {
  const { ids, institute: ins, authorities, quality } = sources;
  const control = sources.profile?.landing_control;
  return {
    tabToggle: control?.tab_toggle ?? NO_TABS,
    aboutToggle: ins.about_us_toggle,
    lcid: ids.lcid,
    committeeId: ids.committeeId,
    libraryId: ids.libraryId,
    rndAuthorityId: ids.rndAuthorityId,
    committees: authorities
      .filter((a) => !COMMITTEE_MENU_EXCLUDED.some((name) => isAuthority(a, name)))
      .map((a) => ({ id: a._id, name: firstText(a.custom_head_name, a.name) })),
    quality: quality && {
      detailId: quality._id,
      iqac: named(quality.outer_tab_nested),
      naac: named(quality.naac_outer_tab_nested),
      aqar: named(quality.aqar_outer_tab_nested),
      nirf: named(quality.nirf_outer_tab_nested),
      institutional: named(quality.indi_outer_tab_nested),
      special: named(quality.ss_outer_tab_nested),
    },
    studentCorner: sources.studentCorner.map(fileEntry),
    dynamicTabs: sources.dynamicTabs,
    customTabs: sources.customTabs.map((tab) => ({
      id: tab._id,
      name: tab.name,
      type: tab.module_type,
    })),
    departmentTypes: sources.departmentTypes,
    departments: sources.departments
      .slice(0, MENU_DEPARTMENTS)
      .map((d) => ({ id: d._id, name: d.dName })),
    moreDepartments: sources.departments.length > MENU_DEPARTMENTS,
    activityCategories: sources.activityCategories.flatMap((category) => {
      const route = activityRouteOf(category.activity_type);
      return route ? [{ id: category._id, name: category.category, route }] : [];
    }),
    governingCategories: ins.about_us_governing_body.map((c) => ({
      id: c._id,
      name: c.category,
    })),
    administrationPositions: ins.administration_object.map((p) => ({
      id: p._id,
      name: p.leading_person_position,
    })),
    accreditations: named(ins.home_accreditation_object),
    galleries: sources.galleries,
    livePlatform: context.livePlatform,
  };
}

/** The institute's name and contact, as the frame shows them: the landing page's header's,
 * else the institute's own. */
export interface InstituteContact {
  name: string;
  address: string;
  phone: string;
  email: string;
}

type Institute = EndpointData<"instituteDash">;
type Header = EndpointData<"landingProfile">["landing_control"]["home_header_object"];

function contactOf(ins: Institute, header: Header | undefined): InstituteContact {
  return {
    name: firstText(header?.ins_name, ins.insName),
    address: firstText(header?.ins_address, ins.ins_address, ins.insAddress),
    phone: firstText(header?.ins_phone_number, ins.ins_phone_number, ins.insPhoneNumber),
    email: firstText(header?.ins_email, ins.ins_email, ins.insEmail),
  };
}

/** The institute's name and contact, for a page that names them (the frame has them too). */
export async function readInstituteContact(context: AppLoadContext): Promise<InstituteContact> {
  const byInstitute = { id: context.tenant._id };
  const [ins, profile] = await Promise.all([
    context.platform.read("instituteDash", byInstitute).then(must),
    context.platform.read("landingProfile", byInstitute).then(optional),
  ]);
  return contactOf(ins, profile?.landing_control.home_header_object);
}

export async function loadLayout(context: AppLoadContext): Promise<LayoutData> {
  const sources = await readSources(context);
  const { institute: ins } = sources;
  const control = sources.profile?.landing_control;
  const header = control?.home_header_object;
  const logo = header?.ins_logo ?? ins.ins_logo ?? ins.insProfilePhoto;
  const logoUrl = logo ? mediaUrl(context.mediaBaseUrl, logo) : undefined;
  const menu = menuData(sources, context);
  const theme = themeStyle(control?.home_background_object.color_theme);

  const { locale, languages } = context;
  const main = mainMenu(ins._id, menu, locale);
  const updated = lastUpdated(context);
  const topBarMenu = topBar(menu, locale);
  // A file is opened in the viewer: its key is `attach_key` where the platform gives the
  // file's address in `attach` (Prospectus), and `attach` itself on the platform.
  // An unnamed link is called by its place in the list, as an untitled document is.
  const usefulLinks = (control?.usefull_links ?? []).map((link, index) => {
    const name =
      link.name.trim() || m.footer_useful_link_untitled({ number: index + 1 }, { locale });
    return link.attach_key
      ? { id: link._id, name, fileKey: link.attach_key }
      : WEB_ADDRESS.test(link.attach)
        ? { id: link._id, name, url: safeHref(link.attach) }
        : { id: link._id, name, fileKey: link.attach };
  });
  const fileKeys = fileKeysIn([main, topBarMenu, usefulLinks]);
  const offered = [
    languages.default,
    ...languages.offered.filter((other) => other !== languages.default),
  ];
  const data: Omit<LayoutData, "college"> = {
    locale,
    prefix: prefixOf(locale, languages),
    languages: offered.map((other) => ({ locale: other, prefix: prefixOf(other, languages) })),
    text: frameText(locale),
    copyright: m.footer_copyright(
      { year: context.clock.year(), company: ins.company_name },
      { locale },
    ),
    instituteId: ins._id,
    ...contactOf(ins, header),
    mediaBaseUrl: context.mediaBaseUrl,
    pictureCopies: context.pictureCopies,
    logoUrl,
    faviconUrl: logoUrl ?? routes.emblemIcon(),
    themeStyle: theme,
    accent: theme?.["--accent"] ?? DEFAULT_ACCENT,
    primaryHost: context.primaryHost,
    origin: context.origin,
    affiliation: firstText(header?.affiliation_with, ins.affiliation_with),
    accreditations: firstText(header?.accreditations, ins.accreditations),
    howToReach: control?.footer_links.how_to_reach ?? "",
    social: socialLinks(ins.footer_links),
    usefulLinks,
    galleries: menu.galleries,
    mainMenu: main,
    topBar: topBarMenu,
    fileAbouts: await fileAbouts(context, fileKeys),
    website: websitePages(main, menu.dynamicTabs, locale),
    ...(updated ? { updated } : {}),
    ...(context.livePlatform ? { livePlatform: true as const } : {}),
  };
  return { ...data, college: collegeItem(data) };
}

function socialLinks(links: EndpointData<"instituteDash">["footer_links"]): LayoutData["social"] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = safeHref(links[network]);
    return url ? [{ network, url }] : [];
  });
}
