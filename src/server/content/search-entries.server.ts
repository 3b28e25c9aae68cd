// What a visitor can find by the site's search (issue 11): every notice, event, person,
// department, document, quality item and gallery category of a bundle, and the fixed screens
// by their titles, each with the page that shows it. Built from the bundle at import, so the
// index always matches the content the pages show.
import { Parser } from "htmlparser2";
import {
  ACTIVITY_PAGES,
  ACTIVITY_ROUTES,
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
import { isAuthority } from "#domain/authority.ts";
import { instituteIds, landingControlIdOf, type InstituteIds } from "#domain/institute-ids.ts";
import { QUALITY_LISTS, qualityTree, tabItemPages } from "#domain/quality-tree.ts";
import { fullName, staffOfTab } from "#domain/staff.ts";

/** Bump when the entries change shape or coverage: a start then rebuilds older tenants'. */
export const SEARCH_ENTRIES_VERSION = 3;

export interface SearchEntry {
  kind: SearchKind;
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

class Entries {
  readonly all: SearchEntry[] = [];

  add(
    kind: SearchKind,
    title: string,
    href: string,
    more: { body?: string[]; file?: string | undefined; date?: string | null } = {},
  ): void {
    const cleanTitle = oneLine(title);
    if (!cleanTitle) return;
    const body = (more.body ?? []).map(plainText).filter(Boolean).join(" · ").slice(0, BODY_CHARS);
    this.all.push({
      kind,
      title: cleanTitle,
      body,
      href,
      file: more.file ?? null,
      date: more.date ?? null,
    });
  }

  /** Files listed on a page: each a document opening its file, found on that page. */
  files(items: readonly FileItem[], href: string, context: string): void {
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
  return out.all;
}

function fixedPages(out: Entries, bundle: Bundle, ids: InstituteIds): void {
  const control = bundle.profile.landing_control;
  const about = control.about_us_institute_object;
  const insId = bundle.institute._id;
  const page = (title: string, href: string, ...body: string[]) =>
    out.add("page", title, href, { body });
  page("Notices", routes.notice());
  page("Events", routes.event());
  page("Contact Us", routes.contactUs(), bundle.institute.ins_address);
  page("Photo Gallery", routes.photoGallery());
  page("Video Gallery", routes.videoGallery());
  for (const tab of INSTITUTE_TABS) {
    const body =
      tab.slug === "aboutus"
        ? about.about.map((a) => `${a.title} ${a.description}`)
        : tab.slug === "vision-mission"
          ? [about.vision, about.mission, about.motto]
          : [];
    page(tab.label, routes.instituteTab(tab.slug), ...body);
  }
  page("Achievements", routes.achievements());
  for (const tab of FACULTY_TABS) page(tab.label, routes.facultyTab(tab.slug));
  page("Governing Body", routes.governing(insId));
  page("Administration", routes.administration(insId));
  page("Accreditation", routes.accreditation(insId));
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
    page(tab.label, routes.societyTab(tab.slug), ...body);
  }
  if (ids.committeeId) page("Committees", routes.committee(ids.committeeId));
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
      page(tab.label, routes.libraryTab(ids.libraryId, tab.slug), ...body);
    }
    for (const resource of library.eresources) {
      page(resource.title, routes.libraryTab(ids.libraryId, "eresources"), resource.description);
    }
  }
  page("Admission", routes.admission(), bundle.admission.site.admission_about);
  page("Admission Process", routes.admissionProcess());
  page("Admission Contact", routes.admissionContact());
  page("Admission Documents", routes.admissionDocument());
  page("Admission Applications", routes.admissionApplication());
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
  page("Examination", routes.examination());
  page("Academic Courses", routes.academicCourse());
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
  page("Departments", routes.department());
  for (const tab of INFRASTRUCTURE_TABS) page(tab.label, routes.infrastructureTab(tab.slug));
  for (const tab of STUDENT_ZONE_TABS) page(tab.label, routes.studentZoneTab(tab.slug));
  for (const activity of ACTIVITY_PAGES) page(activity.label, routes.activity(activity.slug));
  if (ids.rndAuthorityId) page("Research and Development", routes.research(ids.rndAuthorityId));
  for (const message of bundle.principal_message_list) {
    page(
      "Principal's Message",
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
    const tab = FACULTY_TABS.find((t) => staffOfTab(t.slug, person)) ?? FACULTY_TABS[2];
    // The tab searched for the name: the page the person is on, however long the tab.
    out.add("person", name, routes.facultyTab(tab.slug, { search: name }), {
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
    out.add("page", `${d.dName}: HOD message`, tab("message"), {
      body: [d.department_hod_message],
    });
    out.files(d.syllabus, tab("syllabus"), `${d.dName} syllabus`);
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
    const label = QUALITY_BODIES.find((b) => b.slug === body)?.label ?? body;
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
    out.files(authority.meetings, tab("meeting"), `${authority.name} meeting`);
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
      body: ["Student Corner"],
      file: item.pdf_key,
    });
    for (const second of item.second_level) {
      const href = routes.studentCornerLevel(lcid, item._id);
      out.add(second.pdf_key ? "document" : "page", second.name, href, {
        body: ["Student Corner", item.name],
        file: second.pdf_key,
      });
      for (const third of second.third_level) {
        out.add(third.pdf_key ? "document" : "page", third.name, href, {
          body: ["Student Corner", item.name, second.name],
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
    context: string,
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
    entries(infrastructure[tab.slug].data_list, routes.infrastructureTab(tab.slug), tab.label);
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
    entries(zone[tab.slug].data_list, routes.studentZoneTab(tab.slug), tab.label);
  }
  entries(other.college_layout, routes.collegeLayout(), "College Layout");
  entries(other.organogram, routes.organogram(), "Organogram");
  entries(other.idp, routes.idp(), "Institutional Development Plan");
  entries(other.model_code_conduct, routes.modelConduct(), "Model Code of Conduct");
  entries(other.policies_and_procedures, routes.policiesProcedures(), "Policies and Procedures");
  const examination = bundle.examination;
  out.files(
    examination.examination_notification,
    routes.examinationTab("notice"),
    "Examination notice",
  );
  out.files(examination.examination_timetable, routes.examinationTab("timetable"), "Timetable");
  out.files(examination.hall_ticket, routes.examinationTab("seating"), "Seating arrangement");
  out.files(examination.manual_examination, routes.examinationTab("result"), "Result");
  out.files(examination.examination_schedule, routes.examinationTab("project"), "Project");
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
    ["photo", bundle.photo_gallery, "Photo gallery"],
    ["video", bundle.video_gallery, "Video gallery"],
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
