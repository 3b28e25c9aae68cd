// An institute whose content is hostile: classic and modern XSS payloads in notice titles,
// descriptions, document names, links, event text and landing content. Every payload, if it
// ever ran, would set window.__xss or open a dialog; the browser tests check neither happens.
import { createHash } from "node:crypto";
import type { Bundle } from "#contract/index.ts";
import type { BundleSource } from "#server/content/bundle-io.server.ts";
import { minimalTenant } from "#demo/minimal.server.ts";
import { mediaFile } from "#demo/media.ts";
import { pdfRecipe, pngRecipe } from "#demo/recipe.ts";

export const HOSTILE_HOST = "xss.localhost";

const RUN = "window.__xss=1";

/** Payloads aimed at HTML, attributes, URLs, CSS, SVG, templates and parser quirks. */
export const XSS_PAYLOADS: readonly string[] = [
  `<script>${RUN}</script>`,
  `<SCRIPT SRC=//evil.example/x.js></SCRIPT>`,
  `<img src=x onerror="${RUN}">`,
  `<img src="x" onerror=${RUN}>`,
  `<IMG SRC="javascript:${RUN}">`,
  `<svg onload=${RUN}>`,
  `<svg><script>${RUN}</script></svg>`,
  `<svg><animate onbegin=${RUN} attributeName=x dur=1s>`,
  `<body onload=${RUN}>`,
  `<iframe src="javascript:${RUN}"></iframe>`,
  `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
  `<object data="javascript:${RUN}"></object>`,
  `<embed src="javascript:${RUN}">`,
  `<a href="javascript:${RUN}">click</a>`,
  `<a href="JaVaScRiPt:${RUN}">click</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${RUN}">x</a>`,
  `<a href="java\tscript:${RUN}">tab</a>`,
  `<a href=" javascript:${RUN}">space</a>`,
  `<a href="data:text/html,<script>${RUN}</script>">data</a>`,
  `<a href="vbscript:msgbox(1)">vb</a>`,
  `<a href="https://example.org" onclick="${RUN}">onclick</a>`,
  `<a href="https://example.org" onmouseover="${RUN}">hover</a>`,
  `<div style="background:url(javascript:${RUN})">css</div>`,
  `<div style="width:expression(${RUN})">ie</div>`,
  `<style>@import 'javascript:${RUN}';</style>`,
  `<link rel="stylesheet" href="javascript:${RUN}">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`,
  `<base href="javascript:${RUN}//">`,
  `<form action="javascript:${RUN}"><button>go</button></form>`,
  `<input autofocus onfocus=${RUN}>`,
  `<select autofocus onfocus=${RUN}></select>`,
  `<textarea autofocus onfocus=${RUN}></textarea>`,
  `<details open ontoggle=${RUN}>`,
  `<video><source onerror="${RUN}"></video>`,
  `<audio src=x onerror=${RUN}>`,
  `<marquee onstart=${RUN}>m</marquee>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${RUN}>`,
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>">`,
  `<template><img src=x onerror=${RUN}></template>`,
  `"><script>${RUN}</script>`,
  `'><img src=x onerror=${RUN}>`,
  `</title><script>${RUN}</script>`,
  `</textarea><script>${RUN}</script>`,
  `</script><script>${RUN}</script>`,
  `<!--<img src="--><img src=x onerror=${RUN}//">`,
  `<img src=x:alert(1) onerror=eval(src)>`,
  `<scr<script>ipt>${RUN}</scr</script>ipt>`,
  `<img/src/onerror=${RUN}>`,
  `<svg/onload=${RUN}>`,
  `<x onclick=${RUN} style=display:block>click me</x>`,
  `{{constructor.constructor('${RUN}')()}}`,
  `\${${RUN}}`,
  `<img src="x" onerror="&#119;&#105;&#110;&#100;&#111;&#119;.__xss=1">`,
  `<a href="#" onfocus="${RUN}" autofocus tabindex="1">f</a>`,
  `<table background="javascript:${RUN}">`,
  `<isindex action="javascript:${RUN}" type=image>`,
  `<button formaction="javascript:${RUN}">b</button>`,
  `<image src=x onerror=${RUN}>`,
  `<svg><a xlink:href="javascript:${RUN}"><text y=20>x</text></a></svg>`,
  `<a href="https://example.org"onmouseover="${RUN}">quote</a>`,
];

function idOf(seed: string): string {
  return createHash("sha256").update(`hostile-${seed}`).digest("hex").slice(0, 24);
}

export async function hostileTenant(): Promise<BundleSource> {
  const base = minimalTenant(9999);
  const json: Bundle = structuredClone(base.json);
  const media = new Map(base.media);
  json.hosts = [HOSTILE_HOST];
  json.institute.insName = `Hostile <script>${RUN}</script> College`;
  json.profile.insName = json.institute.insName;
  const docKey = "hostile/doc.pdf";
  media.set(
    docKey,
    await mediaFile(pdfRecipe("hostile", { title: "Hostile", lines: ["A harmless file."] })),
  );
  json.notices = XSS_PAYLOADS.map((payload, i) => ({
    _id: idOf(`notice-${i}`),
    insAnnTitle: `Notice ${i + 1} ${payload}`,
    insAnnDescription: `<p>Payload ${i + 1}:</p>${payload}<p><a href="https://example.org/ok">safe link</a></p>`,
    createdAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    announcementDocument: [
      {
        _id: idOf(`doc-${i}`),
        documentName: `Doc ${payload}`,
        documentKey: docKey,
        documentType: "application/pdf",
      },
    ],
  }));
  json.events = XSS_PAYLOADS.slice(0, 20).map((payload, i) => ({
    _id: idOf(`event-${i}`),
    event_name: `Event ${i + 1} ${payload}`,
    event_date: new Date(Date.UTC(2026, 1, 1 + i)).toISOString(),
    event_guest: payload,
    event_place: payload,
    event_description: payload,
    attendance: [{ _id: idOf(`att-${i}`), name: payload, attach: docKey }],
    notice: [],
    permission_letter: [],
    report: [],
    other: [],
  }));
  json.profile.testimonials = XSS_PAYLOADS.slice(20, 26).map((payload, i) => ({
    _id: idOf(`testimonial-${i}`),
    name: payload,
    bio: `${payload} `.repeat(8),
    course: payload,
    highlighted: i === 0,
  }));
  json.profile.landing_control.home_opener_quick_links = [
    {
      _id: idOf("ql-1"),
      name: XSS_PAYLOADS[0] ?? "",
      typo: "YES",
      link_images: "https://example.org/?q=<script>",
    },
    { _id: idOf("ql-2"), name: XSS_PAYLOADS[2] ?? "", typo: "NO", link_images: docKey },
  ];
  json.profile.landing_control.footer_links.how_to_reach = XSS_PAYLOADS[3] ?? "";
  addInnerPageContent(json, docKey);
  const photoKey = "hostile/photo.png";
  media.set(
    photoKey,
    await mediaFile(pngRecipe("hostile", { width: 400, height: 300, kind: "photo" })),
  );
  addCampusContent(json, photoKey);
  addQualityContent(json, docKey);
  addDepartmentContent(json, docKey, photoKey);
  addAdmissionContent(json, docKey, photoKey);
  return { json, media };
}

/** Payloads in what the inner pages show: Our College, society, library, contacts, staff. */
function addInnerPageContent(json: Bundle, docKey: string): void {
  const text = (i: number) => XSS_PAYLOADS[i % XSS_PAYLOADS.length] ?? "";
  const html = (i: number) => `<p>Entry ${i}:</p>${text(i)}`;
  const control = json.profile.landing_control;
  control.about_us_institute_object = {
    about: [0, 1, 2].map((i) => ({
      _id: idOf(`about-${i}`),
      title: `About ${text(i)}`,
      description: html(i + 3),
      attachment: docKey,
      link_url: "https://example.org/?q=<script>",
      link_label: text(i + 6),
    })),
    vision: html(9),
    mission: html(10),
    motto: text(11),
  };
  control.about_society_dynamic = {
    dynamic_name: `Society ${text(12)}`,
    about: html(13),
    vision: html(14),
    mission: html(15),
    founder_message_message: html(16),
    founder_message_name: text(17),
    founder_message_designation: text(18),
    organisation_structure: docKey,
  };
  json.other_data.college_layout = [19, 20].map((i) => ({
    _id: idOf(`layout-${i}`),
    title: text(i),
    description: html(i),
    attachment: docKey,
  }));
  json.profile.contact_list.head_office_address = text(21);
  json.profile.contact_list.persons = [22, 23].map((i) => ({
    department_name: text(i),
    person_name: text(i + 1),
    person_phone_number: "+91 20 1234 5678",
    person_email: "office@example.org",
  }));
  json.library.about = [24, 25].map((i) => ({
    _id: idOf(`library-${i}`),
    sub_head_title: text(i),
    sub_head_body: html(i),
  }));
  json.library.library_message = html(26);
  json.library.library_rule = html(27);
  json.library.eresources = [28, 29].map((i) => ({
    _id: idOf(`eresource-${i}`),
    title: text(i),
    link: "https://example.org/resource",
    description: html(i),
  }));
  json.staff = [30, 31, 32].map((i) => ({
    _id: idOf(`staff-${i}`),
    staffFirstName: text(i),
    staffMiddleName: "",
    staffLastName: text(i + 1),
    staffPhoneNumber: "",
    staffEmail: "",
    current_designation: text(i + 2),
    staff_department: null,
    teaching_type: i === 30 ? "Teaching" : "Other",
    staff_technicality: "",
    staff_dynamic_field: [{ key: "College", value: "Junior College" }],
  }));
}

/** Payloads in the campus screens: infrastructure, student zone, activities and galleries. */
function addCampusContent(json: Bundle, photoKey: string): void {
  const text = (i: number) => XSS_PAYLOADS[i % XSS_PAYLOADS.length] ?? "";
  const entries = (seed: string, from: number) =>
    [from, from + 1].map((i) => ({
      _id: idOf(`${seed}-${i}`),
      title: text(i),
      description: `<p>Entry ${i}:</p>${text(i + 1)}`,
      attachment: photoKey,
    }));
  json.other_data.gymkhana = { data_list: entries("gymkhana", 30) };
  json.other_data.council = { data_list: entries("council", 32) };
  json.activity_categories = [
    {
      _id: idOf("activity"),
      category: text(34),
      activity_type: "Sports",
      entries: entries("activity-entry", 35),
    },
  ];
  const year = { _id: idOf("year"), batchName: `2025 ${text(37)}` };
  json.academic_years = [year];
  const photos = { _id: idOf("photo-category"), category: text(38), batch: year._id };
  const videos = { _id: idOf("video-category"), category: text(39), batch: year._id };
  json.photo_gallery = {
    categories: [photos],
    images: [40, 41].map((i) => ({
      _id: idOf(`photo-${i}`),
      image: photoKey,
      caption: text(i),
      category: photos._id,
      batch: year._id,
    })),
  };
  json.video_gallery = {
    categories: [videos],
    videos: [
      {
        _id: idOf("video"),
        video_link: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        caption: text(42),
        category: videos._id,
        batch: year._id,
      },
    ],
  };
}

/** Payloads in the quality pages (a framework's tab buttons), R&D's IRINS and examination. */
function addQualityContent(json: Bundle, docKey: string): void {
  const text = (i: number) => XSS_PAYLOADS[i % XSS_PAYLOADS.length] ?? "";
  const card = (seed: string, name: string) => ({
    _id: idOf(seed),
    name,
    is_nested: false,
    pdf_key: docKey,
  });
  const detailId = idOf("quality-detail");
  const authority = (name: string, seed: string) => ({
    _id: idOf(seed),
    name,
    custom_head_name: "",
    iqac_detail: name === "IQAC" ? detailId : null,
    description: "",
    attachment_list: [],
    about: [],
    meetings: [],
    composition: [],
    activities: [],
    irins:
      name === "RND"
        ? [43, 44].map((i) => ({
            _id: idOf(`irins-${i}`),
            title: text(i),
            description: `<p>Profile ${i}:</p>${text(i + 1)}`,
            attachment: docKey,
            link_url: "https://example.org/irins",
            link_label: text(i + 2),
          }))
        : [],
  });
  json.committee.authorities = [authority("IQAC", "iqac"), authority("RND", "rnd")];
  const tab = {
    _id: idOf("quality-tab"),
    name: `Criteria ${text(45)}`,
    inner_card: [
      {
        ...card("framework", "Quality Indicator Framework"),
        is_nested: true,
        pdf_key: undefined,
        nested_inner_card: [46, 47].map((i) => ({
          ...card(`criterion-${i}`, text(i)),
          nested_nested_card: [],
        })),
      },
      { ...card("quality-doc", text(48)), nested_inner_card: [] },
    ],
  };
  json.quality_details = [
    {
      _id: detailId,
      outer_tab_nested: [],
      naac_outer_tab_nested: [tab],
      nirf_outer_tab_nested: [],
      aqar_outer_tab_nested: [],
      indi_outer_tab_nested: [],
      ss_outer_tab_nested: [],
    },
  ];
  json.examination.examination_notification = [49, 50].map((i) => ({
    _id: idOf(`exam-${i}`),
    name: text(i),
    attach: docKey,
  }));
}

/** Payloads in the department screens: a department of a hostile type and one activity. */
function addDepartmentContent(json: Bundle, docKey: string, photoKey: string): void {
  const text = (i: number) => XSS_PAYLOADS[i % XSS_PAYLOADS.length] ?? "";
  const html = (i: number) => `<p>Entry ${i}:</p>${text(i)}`;
  const department: Bundle["departments"][number] = {
    _id: idOf("department"),
    dName: `Department ${text(43)}`,
    department_type: `Type ${text(44)}`,
    department_vission: html(45),
    department_mission: html(46),
    department_hod_message: html(47),
    sub_head_title: text(48),
    sub_head_body: html(49),
    sub_heading_image: photoKey,
    po_pso: [{ _id: idOf("po"), title: text(50), description: html(51), attach: docKey }],
    syllabus: [{ _id: idOf("syllabus"), name: text(52), attach: docKey }],
    student_achievements: [
      { _id: idOf("achievement"), title: text(53), description: html(54), image: photoKey },
    ],
    department_contact: [
      {
        contact_department_name: text(55),
        contact_person_name: text(56),
        contact_person_mobile: "+91 20 1234 5678",
        contact_person_email: "dept@example.org",
      },
    ],
    laboratory: [{ _id: idOf("laboratory"), sub_head_title: text(57), sub_head_body: html(58) }],
  };
  json.departments = [department];
  const year = json.academic_years[0];
  if (!year) throw new Error("the hostile institute has no academic year");
  json.department_activities = [
    {
      _id: idOf("department-activity"),
      activity_name: `Activity ${text(59)}`,
      activity_type: text(60),
      activity_date: new Date(Date.UTC(2026, 2, 1)).toISOString(),
      activity_batch: year,
      activity_department: { _id: department._id, dName: department.dName },
      activity_staff: [],
      attendance: [{ _id: idOf("attendance"), name: text(61), attach: docKey }],
      notice: [],
      permission_letter: [],
      activity_report: [],
      other: [{ _id: idOf("activity-photo"), name: text(62), attach: photoKey }],
    },
  ];
}

/** Payloads in admission (about, contacts, checklist, applications) and academic courses. */
function addAdmissionContent(json: Bundle, docKey: string, photoKey: string): void {
  const text = (i: number) => XSS_PAYLOADS[i % XSS_PAYLOADS.length] ?? "";
  const html = (i: number) => `<p>Entry ${i}:</p>${text(i)}`;
  json.admission.site.admission_about = html(43);
  json.admission.site.admission_contact = [44, 45].map((i) => ({
    contact_department_name: text(i),
    contact_person_name: text(i + 1),
    contact_person_mobile: "+91 20 1234 5678",
    contact_person_email: "admission@example.org",
  }));
  json.admission.site.document_checklist = [46, 47].map((i) => ({
    _id: idOf(`checklist-${i}`),
    title: text(i),
    description: html(i + 1),
    attachment: docKey,
  }));
  json.admission.application_groups = [
    {
      group_name: `Group ${text(48)}`,
      apps: [49, 50].map((i) => ({
        _id: idOf(`application-${i}`),
        applicationName: `Application ${text(i)}`,
        visible_to_site: "Open",
        applicationPhoto: photoKey,
        applicationAbout: html(i + 1),
        application_link: "https://example.org/apply?q=<script>",
      })),
    },
  ];
  json.profile.landing_control.academic_courses_desk = [
    {
      _id: idOf("course"),
      head_name: `Course ${text(51)}`,
      head_about: html(52),
      head_images: [photoKey],
      sub_head: [
        {
          _id: idOf("course-sub"),
          sub_head_title_main: `Sub ${text(53)}`,
          sub_topic: [54, 55].map((i) => ({
            _id: idOf(`course-topic-${i}`),
            sub_head_title: text(i),
            sub_head_body: html(i + 1),
            sub_heading_image: photoKey,
          })),
        },
      ],
    },
  ];
}
