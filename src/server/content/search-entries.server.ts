// What a visitor can find by the site's search (issue 11): every notice, event, person,
// department, document, quality item and gallery category of a bundle, and the fixed screens
// by their titles, each with the page that shows it. Built from the bundle at import, so the
// index always matches the content the pages show.
import { Parser } from "htmlparser2";
import {
  ACTIVITY_PAGES,
  ACTIVITY_ROUTES,
  ADMISSION_TABS,
  DEPARTMENT_TABS,
  EXAMINATION_TABS,
  AUTHORITY_NAMES,
  COMMITTEE_TABS,
  CUSTOM_PAGE_SECTIONS,
  FACULTY_TABS,
  DEPARTMENT_ACTIVITY_TABS,
  INFRASTRUCTURE_TABS,
  INSTITUTE_TABS,
  QUALITY_BODIES,
  ACADEMIC_ABOUT_TAB,
  LIBRARY_TABS,
  SOCIETY_TABS,
  STUDENT_ZONE_TABS,
  routes,
  type ActivityRoute,
  type Bundle,
  type CustomItemNode,
  type DepartmentTab,
  type FileItem,
  type ModuleType,
  type SearchKind,
} from "#contract/index.ts";
import { LOCALES, type Locale } from "#contract/locales.ts";
import { isAuthority } from "#domain/authority.ts";
import { m } from "#site/i18n/generated/messages.js";
import { tabLabel, type Say } from "#site/i18n/tab-words.ts";
import { instituteIds, landingControlIdOf, type InstituteIds } from "#domain/institute-ids.ts";
import { QUALITY_LISTS, qualityTree, tabItemPages } from "#domain/quality-tree.ts";
import { sectionShown } from "#domain/sections-shown.ts";
import { fullName } from "#domain/staff.ts";

/** Bump when the entries change shape or coverage: a start then rebuilds older tenants'. */
export const SEARCH_ENTRIES_VERSION = 6;

export interface SearchEntry {
  kind: SearchKind;
  /** The language of an entry that holds the site's words; null for one of content only,
   * found in every language. */
  locale: Locale | null;
  title: string;
  /** Plain text searched and quoted in snippets. */
  body: string;
  href: string;
  file: string | null;
  date: string | null;
}

/** Body text kept per entry: enough for every word a visitor looks for and a snippet. */
const BODY_CHARS = 4000;

/** The text of rich text (HTML), entities decoded, tags and scripts dropped. */
function plainText(html: string): string {
  let out = "";
  let skip = 0;
  const parser = new Parser(
    {
      onopentagname: (name) => {
        if (name === "script" || name === "style") skip += 1;
        else out += " ";
      },
      onclosetag: (name) => {
        if (name === "script" || name === "style") skip = Math.max(0, skip - 1);
        else out += " ";
      },
      ontext: (text) => {
        if (skip === 0) out += text;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return oneLine(out);
}

/**
 * Text on one line: control characters (which the index's highlight marks use) as spaces, in
 * the Unicode form the query's words are read in (NFKC, store/search.server.ts), so that a
 * word matches however the institute's keyboard wrote it (ज़ as one code point or as ज and a
 * nukta).
 */
function oneLine(text: string): string {
  const normal = text.normalize("NFKC");
  // eslint-disable-next-line no-control-regex
  return normal.replace(/[\s\u0000-\u001f\u007f]+/g, " ").trim();
}

/**
 * Text an entry is found by: the content's own, or the site's words (a page's title, the
 * section a file is listed in), said in a language from the message catalogues.
 */
type Text = string | ((locale: Locale) => string);

/** A message without inputs, as the entries say it. */
const say = (message: Say) => (locale: Locale) => message({}, { locale });

/** A fixed tab's label, as its pages say it. */
const tabWord =
  <T extends readonly { slug: string; label: string }[]>(tabs: T, slug: T[number]["slug"]) =>
  (locale: Locale) =>
    tabLabel(tabs, slug, locale);

class Entries {
  readonly all: SearchEntry[] = [];

  /** One entry, or one in each language when it holds the site's words. */
  add(
    kind: SearchKind,
    title: Text,
    href: string,
    more: { body?: Text[]; file?: string | undefined; date?: string | null } = {},
  ): void {
    const texts = [title, ...(more.body ?? [])];
    const said = texts.some((text) => typeof text === "function");
    for (const locale of said ? LOCALES : [null]) {
      const inLanguage = (text: Text) => (typeof text === "function" ? text(locale ?? "en") : text);
      const cleanTitle = oneLine(inLanguage(title));
      if (!cleanTitle) continue;
      const body = (more.body ?? [])
        .map((text) => plainText(inLanguage(text)))
        .filter(Boolean)
        .join(" · ")
        .slice(0, BODY_CHARS);
      this.all.push({
        kind,
        locale,
        title: cleanTitle,
        body,
        href,
        file: more.file ?? null,
        date: more.date ?? null,
      });
    }
  }

  /** Files listed on a page: each a document opening its file, found on that page. */
  files(items: readonly FileItem[], href: string, context: Text): void {
    for (const item of items) {
      this.add("document", item.name, href, { body: [context], file: item.attach });
    }
  }
}

export function searchEntries(bundle: Bundle): SearchEntry[] {
  const out = new Entries();
  const ids = instituteIds({
    institute: bundle.institute,
    profile: bundle.profile,
    authorities: bundle.committee.authorities,
  });
  fixedPages(out, bundle, ids);
  for (const notice of bundle.notices) {
    const href = routes.noticeDetail(notice._id);
    out.add("notice", notice.insAnnTitle, href, {
      body: [notice.insAnnDescription],
      date: notice.createdAt,
    });
    for (const document of notice.announcementDocument) {
      out.add("document", document.documentName, href, {
        body: [notice.insAnnTitle],
        file: document.documentKey,
        date: notice.createdAt,
      });
    }
  }
  for (const event of bundle.events) {
    out.add("event", event.event_name, routes.eventDetail(event._id), {
      body: [event.event_place, event.event_guest, event.event_description],
      date: event.event_date,
    });
    for (const group of ["attendance", "notice", "permission_letter", "report", "other"] as const) {
      out.files(event[group], routes.eventDetail(event._id), event.event_name);
    }
  }
  people(out, bundle);
  departments(out, bundle);
  quality(out, bundle);
  committees(out, bundle, ids);
  customModules(out, bundle, ids);
  sections(out, bundle);
  galleries(out, bundle);
  // A section the institute turns off in its menu is found by no search (the sitemap's rule).
  const toggle = bundle.profile.landing_control.tab_toggle;
  return out.all.filter((entry) => sectionShown(toggle, entry.href));
}

function fixedPages(out: Entries, bundle: Bundle, ids: InstituteIds): void {
  const control = bundle.profile.landing_control;
  const about = control.about_us_institute_object;
  const insId = bundle.institute._id;
  const page = (title: Text, href: string, ...body: Text[]) =>
    out.add("page", title, href, { body });
  page(say(m.notice_title), routes.notice());
  page(say(m.event_title), routes.event());
  page(say(m.contact_title), routes.contactUs(), bundle.institute.ins_address);
  page(say(m.menu_photo_gallery), routes.photoGallery());
  page(say(m.menu_video_gallery), routes.videoGallery());
  for (const tab of INSTITUTE_TABS) {
    const body =
      tab.slug === "aboutus"
        ? about.about.map((a) => `${a.title} ${a.description}`)
        : tab.slug === "vision-mission"
          ? [about.vision, about.mission, about.motto]
          : [];
    page(tabWord(INSTITUTE_TABS, tab.slug), routes.instituteTab(tab.slug), ...body);
  }
  page(say(m.menu_achievements), routes.achievements());
  for (const tab of FACULTY_TABS)
    page(tabWord(FACULTY_TABS, tab.slug), routes.facultyTab(tab.slug));
  page(say(m.governing_title), routes.governing(insId));
  page(say(m.administration_title), routes.administration(insId));
  page(say(m.accreditation_title), routes.accreditation(insId));
  const society = control.about_society_dynamic;
  for (const tab of SOCIETY_TABS) {
    const body =
      tab.slug === "about"
        ? [society.about]
        : tab.slug === "vision-mission"
          ? [society.vision, society.mission]
          : tab.slug === "message"
            ? [society.founder_message_name, society.founder_message_message]
            : [];
    page(tabWord(SOCIETY_TABS, tab.slug), routes.societyTab(tab.slug), ...body);
  }
  if (ids.committeeId) page(say(m.committee_title), routes.committee(ids.committeeId));
  if (ids.libraryId) {
    const library = bundle.library;
    for (const tab of LIBRARY_TABS) {
      const body =
        tab.slug === "about"
          ? library.about.map((a) => `${a.sub_head_title} ${a.sub_head_body}`)
          : tab.slug === "message"
            ? [library.library_message]
            : tab.slug === "rules"
              ? [library.library_rule]
              : [];
      page(tabWord(LIBRARY_TABS, tab.slug), routes.libraryTab(ids.libraryId, tab.slug), ...body);
    }
    for (const resource of library.eresources) {
      page(resource.title, routes.libraryTab(ids.libraryId, "eresources"), resource.description);
    }
  }
  page(say(m.menu_admission), routes.admission(), bundle.admission.site.admission_about);
  page(tabWord(ADMISSION_TABS, "process"), routes.admissionProcess());
  page(
    (locale) =>
      `${m.menu_admission({}, { locale })}: ${tabLabel(ADMISSION_TABS, "contact", locale)}`,
    routes.admissionContact(),
  );
  page(tabWord(ADMISSION_TABS, "document"), routes.admissionDocument());
  page(tabWord(ADMISSION_TABS, "application"), routes.admissionApplication());
  for (const item of bundle.admission.site.document_checklist) {
    out.add("document", item.title, routes.admissionDocument(), {
      body: [item.description],
      file: item.attachment,
    });
  }
  for (const group of bundle.admission.application_groups) {
    for (const app of group.apps) {
      if (app.visible_to_site !== "Open") continue;
      page(
        app.applicationName,
        routes.admissionApplication(),
        group.group_name,
        app.applicationAbout,
      );
    }
  }
  page(say(m.menu_examination), routes.examination());
  page(say(m.menu_academic_courses), routes.academicCourse());
  for (const course of control.academic_courses_desk) {
    page(course.head_name, routes.academicType(course._id, ACADEMIC_ABOUT_TAB), course.head_about);
    for (const sub of course.sub_head) {
      page(
        sub.sub_head_title_main,
        routes.academicType(course._id, sub._id),
        course.head_name,
        ...sub.sub_topic.map((topic) => `${topic.sub_head_title} ${topic.sub_head_body}`),
      );
    }
  }
  page(say(m.department_title), routes.department());
  for (const tab of INFRASTRUCTURE_TABS) {
    page(tabWord(INFRASTRUCTURE_TABS, tab.slug), routes.infrastructureTab(tab.slug));
  }
  for (const tab of STUDENT_ZONE_TABS) {
    page(tabWord(STUDENT_ZONE_TABS, tab.slug), routes.studentZoneTab(tab.slug));
  }
  for (const activity of ACTIVITY_PAGES) {
    page(tabWord(ACTIVITY_PAGES, activity.slug), routes.activity(activity.slug));
  }
  if (ids.rndAuthorityId) {
    page(say(m.menu_research_development), routes.research(ids.rndAuthorityId));
  }
  for (const message of bundle.principal_message_list) {
    page(
      tabWord(INSTITUTE_TABS, "principal-message"),
      routes.principalMessage(),
      message.principal_name,
      message.principal_message,
    );
  }
  for (const entry of bundle.home_about_list) {
    page(entry.sub_head_title, routes.aboutUs(), entry.sub_head_body);
  }
}

function people(out: Entries, bundle: Bundle): void {
  for (const person of bundle.staff) {
    const name = fullName([person.staffFirstName, person.staffMiddleName, person.staffLastName]);
    // The person's own page (issue 62).
    out.add("person", name, routes.staffMember(person._id), {
      body: [person.current_designation, person.staff_department?.dName ?? ""],
    });
  }
  for (const category of bundle.governing_body) {
    for (const member of category.members) {
      out.add(
        "person",
        member.body_name,
        routes.governingCategory(bundle.institute._id, category._id),
        { body: [member.body_designation, category.category, member.body_description] },
      );
    }
  }
}

function departments(out: Entries, bundle: Bundle): void {
  const byId = new Map(bundle.departments.map((d) => [d._id, d]));
  for (const d of bundle.departments) {
    const tab = (slug: DepartmentTab) => routes.onedepartmentTab(d._id, slug, d.dName);
    out.add("department", d.dName, tab("about"), {
      body: [
        d.department_type ?? "",
        d.sub_head_title,
        d.sub_head_body,
        d.department_hod_message,
        d.department_vission,
        d.department_mission,
      ],
    });
    out.add(
      "page",
      (locale) => `${d.dName}: ${tabLabel(DEPARTMENT_TABS, "message", locale)}`,
      tab("message"),
      {
        body: [d.department_hod_message],
      },
    );
    out.files(
      d.syllabus,
      tab("syllabus"),
      (locale) => `${d.dName} · ${tabLabel(DEPARTMENT_TABS, "syllabus", locale)}`,
    );
    for (const [items, slug] of [
      [d.po_pso, "po-pso"],
      [d.student_achievements, "achievement"],
    ] as const) {
      for (const item of items) {
        out.add(item.attach ? "document" : "page", item.title, tab(slug), {
          body: [d.dName, item.description],
          file: item.attach,
        });
      }
    }
  }
  for (const activity of bundle.department_activities) {
    const department = byId.get(activity.activity_department._id);
    if (!department) continue;
    const href = (tab?: (typeof DEPARTMENT_ACTIVITY_TABS)[number]) =>
      routes.departmentActivity(department._id, activity._id, department.dName, tab?.slug);
    out.add("event", activity.activity_name, href(), {
      body: [activity.activity_type, department.dName],
      date: activity.activity_date,
    });
    for (const tab of DEPARTMENT_ACTIVITY_TABS) {
      out.files(activity[tab.group], href(tab), activity.activity_name);
    }
  }
}

/** Every tab and card of the IQAC authority's detail, each on the page that shows it. */
function quality(out: Entries, bundle: Bundle): void {
  const iqac = bundle.committee.authorities.find((a) => isAuthority(a, AUTHORITY_NAMES.iqac));
  const detail = bundle.quality_details.find((d) => d._id === iqac?.iqac_detail);
  if (!detail) return;
  for (const [list, body] of QUALITY_LISTS) {
    const label = tabWord(QUALITY_BODIES, body);
    for (const tab of detail[list]) {
      const tree = qualityTree(tab);
      for (const { item, path } of tabItemPages(body, detail._id, tree)) {
        out.add(item.pdfKey ? "document" : "page", item.name, path, {
          body: [label, tree.name],
          file: item.pdfKey,
        });
      }
    }
  }
}

function committees(out: Entries, bundle: Bundle, ids: InstituteIds): void {
  const committeeId = ids.committeeId;
  for (const authority of bundle.committee.authorities) {
    if (isAuthority(authority, AUTHORITY_NAMES.rnd)) {
      const rndId = authority._id;
      for (const item of authority.irins) {
        out.add(
          item.attachment ? "document" : "page",
          item.title,
          routes.researchTab(rndId, "irins"),
          {
            body: [item.description, item.link_label ?? ""],
            file: item.attachment,
          },
        );
      }
      continue;
    }
    if (
      !committeeId ||
      isAuthority(authority, AUTHORITY_NAMES.iqac) ||
      isAuthority(authority, AUTHORITY_NAMES.naac)
    ) {
      continue;
    }
    const tab = (slug: (typeof COMMITTEE_TABS)[number]["slug"]) =>
      routes.committeeTab(committeeId, authority._id, slug);
    out.add("page", authority.name, routes.committeeOne(committeeId, authority._id), {
      body: [authority.custom_head_name, authority.description],
    });
    out.files(
      authority.meetings,
      tab("meeting"),
      (locale) => `${authority.name} · ${tabLabel(COMMITTEE_TABS, "meeting", locale)}`,
    );
    for (const activity of authority.activities) {
      out.add("event", activity.title, tab("activity"), {
        body: [authority.name, activity.description],
        date: activity.date,
      });
      out.files(activity.attachment, tab("activity"), activity.title);
    }
  }
}

function customModules(out: Entries, bundle: Bundle, ids: InstituteIds): void {
  const sectionOf = (type: ModuleType): string | null =>
    type === "RND"
      ? ids.rndAuthorityId
        ? CUSTOM_PAGE_SECTIONS.RND.replace(":rndId", ids.rndAuthorityId)
        : null
      : CUSTOM_PAGE_SECTIONS[type];
  for (const module of bundle.custom_modules) {
    const section = sectionOf(module.module_type);
    if (!section) continue;
    out.add("page", module.name, routes.custom(section, module._id));
    customItems(out, module.items, module.name, (parent) =>
      parent
        ? routes.customNested(section, module._id, parent)
        : routes.custom(section, module._id),
    );
  }
  for (const tab of bundle.dynamic_tabs) {
    out.add("page", tab.name, routes.dynamic(tab._id));
    customItems(out, tab.items, tab.name, (parent) =>
      parent ? routes.dynamicLevel(tab._id, parent) : routes.dynamic(tab._id),
    );
  }
  const lcid = landingControlIdOf(bundle.profile);
  for (const item of bundle.student_corner) {
    const top = routes.studentCorner(lcid);
    out.add(item.pdf_key ? "document" : "page", item.name, top, {
      body: [say(m.menu_student_corner)],
      file: item.pdf_key,
    });
    for (const second of item.second_level) {
      const href = routes.studentCornerLevel(lcid, item._id);
      out.add(second.pdf_key ? "document" : "page", second.name, href, {
        body: [say(m.menu_student_corner), item.name],
        file: second.pdf_key,
      });
      for (const third of second.third_level) {
        out.add(third.pdf_key ? "document" : "page", third.name, href, {
          body: [say(m.menu_student_corner), item.name, second.name],
          file: third.pdf_key,
        });
      }
    }
  }
}

/** Items of a custom module or dynamic tab: each on the page listing its level. */
function customItems(
  out: Entries,
  items: readonly CustomItemNode[],
  context: string,
  hrefOf: (parentId: string | null) => string,
  parentId: string | null = null,
): void {
  for (const item of items) {
    out.add(item.pdf_key ? "document" : "page", item.name, hrefOf(parentId), {
      body: [context, item.description],
      file: item.pdf_key,
    });
    customItems(out, item.children, item.name, hrefOf, item._id);
  }
}

function sections(out: Entries, bundle: Bundle): void {
  const other = bundle.other_data;
  const entries = (
    list: readonly { title: string; description: string }[],
    href: string,
    context: Text,
  ) => {
    for (const entry of list) {
      out.add("page", entry.title, href, { body: [context, entry.description] });
    }
  };
  const infrastructure = {
    library: other.library,
    gymkhana: other.gymkhana,
    laboratories: other.laboratory,
    "smart-classroom": other.smart_class,
    "ladies-common-room": other.ladies_common_room,
    "botanical-garden": other.botanical_garden,
  } as const;
  for (const tab of INFRASTRUCTURE_TABS) {
    entries(
      infrastructure[tab.slug].data_list,
      routes.infrastructureTab(tab.slug),
      tabWord(INFRASTRUCTURE_TABS, tab.slug),
    );
  }
  const zone = {
    council: other.council,
    support: other.support,
    research: other.research,
    complaint: other.complaint,
    scholarship: other.scholarship,
    alumni: other.alumni_association,
  } as const;
  for (const tab of STUDENT_ZONE_TABS) {
    if (tab.slug === "notice") continue;
    entries(
      zone[tab.slug].data_list,
      routes.studentZoneTab(tab.slug),
      tabWord(STUDENT_ZONE_TABS, tab.slug),
    );
  }
  entries(other.college_layout, routes.collegeLayout(), tabWord(INSTITUTE_TABS, "college-layout"));
  entries(other.organogram, routes.organogram(), tabWord(INSTITUTE_TABS, "organogram"));
  entries(other.idp, routes.idp(), tabWord(INSTITUTE_TABS, "idp"));
  entries(
    other.model_code_conduct,
    routes.modelConduct(),
    tabWord(INSTITUTE_TABS, "model-conduct"),
  );
  entries(
    other.policies_and_procedures,
    routes.policiesProcedures(),
    tabWord(INSTITUTE_TABS, "policies-procedures"),
  );
  const examination = bundle.examination;
  out.files(
    examination.examination_notification,
    routes.examinationTab("notice"),
    tabWord(EXAMINATION_TABS, "notice"),
  );
  out.files(
    examination.examination_timetable,
    routes.examinationTab("timetable"),
    tabWord(EXAMINATION_TABS, "timetable"),
  );
  out.files(
    examination.hall_ticket,
    routes.examinationTab("seating"),
    tabWord(EXAMINATION_TABS, "seating"),
  );
  out.files(
    examination.manual_examination,
    routes.examinationTab("result"),
    tabWord(EXAMINATION_TABS, "result"),
  );
  out.files(
    examination.examination_schedule,
    routes.examinationTab("project"),
    tabWord(EXAMINATION_TABS, "project"),
  );
  const routeOfType = new Map(
    Object.entries(ACTIVITY_ROUTES).map(([route, type]) => [
      type as string,
      route as ActivityRoute,
    ]),
  );
  for (const category of bundle.activity_categories) {
    const route = routeOfType.get(category.activity_type);
    if (!route) continue;
    const href = routes.activityDetail(route, category._id);
    out.add("page", category.category, href, { body: [category.activity_type] });
    entries(category.entries, href, category.category);
  }
}

function galleries(out: Entries, bundle: Bundle): void {
  const years = new Map(bundle.academic_years.map((y) => [y._id, y.batchName]));
  for (const [kind, gallery, label] of [
    ["photo", bundle.photo_gallery, say(m.menu_photo_gallery)],
    ["video", bundle.video_gallery, say(m.menu_video_gallery)],
  ] as const) {
    for (const category of gallery.categories) {
      const year = years.get(category.batch);
      if (year === undefined) continue;
      out.add(
        "gallery",
        category.category,
        routes.galleryCategory(kind, category.batch, category._id, year),
        {
          body: [label, year],
        },
      );
    }
  }
}
