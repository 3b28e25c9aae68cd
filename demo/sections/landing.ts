// The institute record, the landing profile (testimonials, ISO certificates, contacts) and
// the landing control that drives the home page, about pages, society and accreditations.
import type { Bundle, LandingControl } from "#contract/index.ts";
import { PARAGRAPHS, TESTIMONIALS, TESTIMONIAL_ROLES } from "../corpus.ts";
import { linkP, p, slugify, ul, type Ctx } from "./context.ts";
import { NameDrawer, staffFullName, type People, type Staff } from "./people.ts";

export interface InstituteIds {
  institute: string;
  landingControl: string;
  committee: string;
  eventManager: string;
  admission: string;
  library: string;
}

type Social = Bundle["institute"]["footer_links"];

function socialLinks(ctx: Ctx): Social {
  if (!ctx.spec.social) return {};
  const handle = `${ctx.spec.slug}college${ctx.spec.city.toLowerCase()}`;
  return {
    facebook_link: `https://www.facebook.com/${handle}`,
    twitter_link: `https://x.com/${handle}`,
    linkedin_link: `https://www.linkedin.com/school/${handle}`,
    youtube_link: `https://www.youtube.com/@${handle}`,
    instagram_link: `https://www.instagram.com/${handle}`,
  };
}

// ── landing control ─────────────────────────────────────────────────────────────────────

function administration(ctx: Ctx, people: People): LandingControl["administration_object"] {
  const rows: [string, Staff, string][] = [
    [
      "Principal",
      people.principal,
      PARAGRAPHS.principalMessage.map((t) => p(ctx.fill(t))).join(""),
    ],
    [
      "Vice Principal",
      people.vicePrincipal,
      p(
        "The Vice Principal coordinates the academic calendar, timetables and internal examinations, and works closely with the heads of departments to maintain the quality of teaching.",
      ) + p("Students are welcome to meet me on any working day between 11 a.m. and 1 p.m."),
    ],
    [
      "Registrar",
      people.registrar,
      p(
        "The administrative office handles admissions, scholarships, examinations forms, certificates and accounts. We strive to serve students and parents promptly and transparently.",
      ) +
        ul([
          "Office hours: 10.30 a.m. to 5.30 p.m.",
          "Certificates are issued within three working days",
          `Write to ${ctx.email("registrar")}`,
        ]),
    ],
  ];
  return rows.map(([position, staff, message]) => ({
    _id: ctx.id(`administration:${position}`),
    leading_person_position: position,
    leading_person_message: message,
    leading_person: {
      ...(staff.staffProfilePhoto ? { profilePhoto: staff.staffProfilePhoto } : {}),
      userLegalName: `${position === "Registrar" ? "" : "Dr. "}${staffFullName(staff)}`,
    },
  }));
}

function accreditations(ctx: Ctx): LandingControl["home_accreditation_object"] {
  const s = ctx.spec;
  const emblem = (label: string) =>
    ctx.sharedPicture(`accreditation/${slugify(label)}-emblem`, `emblem:${label}`, {
      width: 200,
      height: 200,
      kind: "logo",
      label,
    });
  const cert = (name: string, k: number) => ({
    _id: ctx.id(`accreditation:${name}:cert:${k}`),
    c_name: name,
    c_attach: ctx.pdf(`accreditation/${slugify(name)}`, name, [`${name}`, `Awarded to ${s.name}.`]),
  });
  return [
    {
      _id: ctx.id("accreditation:NAAC"),
      name: "NAAC",
      about: p(
        `${s.shortName} has been accredited by the National Assessment and Accreditation Council (NAAC), Bengaluru, in ${s.naacCycle} cycles. In the latest cycle the college was awarded Grade ${s.naacGrade} with a CGPA of ${s.naacCgpa}.`,
      ),
      image: emblem("NAAC"),
      certificates: [
        cert(`NAAC Certificate, Cycle ${s.naacCycle}`, 0),
        cert(`NAAC Certificate, Cycle ${s.naacCycle - 1}`, 1),
        cert("NAAC Peer Team Report", 2),
      ],
    },
    {
      _id: ctx.id("accreditation:ISO"),
      name: "ISO",
      about: p(
        "The college is certified under ISO 9001:2015 (Quality Management System) and ISO 14001:2015 (Environmental Management System) for its administrative and academic processes.",
      ),
      image: emblem("ISO"),
      certificates: [cert("ISO 9001:2015 Certificate", 0), cert("ISO 14001:2015 Certificate", 1)],
    },
    {
      _id: ctx.id("accreditation:NIRF"),
      name: "NIRF",
      about:
        p(
          "The college participates every year in the National Institutional Ranking Framework of the Ministry of Education, Government of India.",
        ) + linkP("See the rankings on", "https://www.nirfindia.org", "the NIRF website"),
      image: emblem("NIRF"),
      certificates: [
        cert("NIRF 2025 Participation Certificate", 0),
        cert("NIRF 2024 Participation Certificate", 1),
      ],
    },
  ];
}

function coursesDesk(ctx: Ctx): LandingControl["academic_courses_desk"] {
  const s = ctx.spec;
  const desks: [string, string, string[]][] = [
    [
      "B.Sc.",
      `Bachelor of Science with specialisations offered by the science departments, under the NEP 2020 structure of ${s.university}.`,
      ["Physics", "Chemistry", "Mathematics", "Botany"],
    ],
    [
      "B.Com.",
      "Bachelor of Commerce with specialisations in Accountancy, Banking and Marketing; a four-year honours option is available.",
      ["Advanced Accountancy", "Banking and Finance", "Marketing Management"],
    ],
    [
      "B.A.",
      "Bachelor of Arts with majors in languages and social sciences, with minor and vocational courses.",
      ["English", "Marathi", "Economics", "History"],
    ],
    [
      "M.Com.",
      "Two-year postgraduate programme in Commerce with a research project.",
      ["Advanced Accounting and Taxation", "Business Administration"],
    ],
  ];
  let img = 0;
  return desks.map(([head, about, subjects]) => ({
    _id: ctx.id(`desk:${head}`),
    head_name: head,
    head_about:
      p(about) +
      ul([
        "Duration: 3 years (4 years with honours)",
        "Medium of instruction: English",
        `Affiliated to ${s.university}`,
      ]),
    head_images: [ctx.photo(img++ * 3), ctx.photo(img++ * 3)],
    sub_head: [
      {
        _id: ctx.id(`desk:${head}:eligibility`),
        sub_head_title_main: "Eligibility and Intake",
        sub_topic: [
          {
            _id: ctx.id(`desk:${head}:eligibility:0`),
            sub_head_title: "Eligibility",
            sub_head_body: p(
              `Passed H.S.C. (or equivalent) in the relevant stream as per ${s.universityShort} rules.`,
            ),
          },
          {
            _id: ctx.id(`desk:${head}:eligibility:1`),
            sub_head_title: "Intake",
            sub_head_body: p("120 students per year, with reservation as per government norms."),
          },
        ],
      },
      {
        _id: ctx.id(`desk:${head}:subjects`),
        sub_head_title_main: "Subjects Offered",
        sub_topic: subjects.map((sub, k) => ({
          _id: ctx.id(`desk:${head}:subjects:${k}`),
          sub_head_title: sub,
          sub_head_body: p(
            `${sub} is offered as a major or minor subject with practical and project components.`,
          ),
          ...(k === 0 ? { sub_heading_image: ctx.photo(img++ * 3) } : {}),
        })),
      },
      {
        _id: ctx.id(`desk:${head}:careers`),
        sub_head_title_main: "Career Opportunities",
        sub_topic: [
          {
            _id: ctx.id(`desk:${head}:careers:0`),
            sub_head_title: "Higher Studies",
            sub_head_body: p("Postgraduate programmes, B.Ed., MBA and research."),
          },
          {
            _id: ctx.id(`desk:${head}:careers:1`),
            sub_head_title: "Employment",
            sub_head_body: ul([
              "Banking and insurance",
              "Industry and services",
              "Competitive examinations (MPSC, UPSC, SSC)",
            ]),
          },
        ],
      },
    ],
  }));
}

function landingControl(
  ctx: Ctx,
  ids: InstituteIds,
  people: People,
  header: LandingControl["home_header_object"],
): LandingControl {
  const s = ctx.spec;
  const banners = [
    "Main Building",
    "Central Library",
    "Annual Sports Meet",
    "NSS Special Camp",
  ].map((label, k) =>
    ctx.picture(`home/banner-${k + 1}`, {
      width: 960,
      height: 400,
      kind: "banner",
      label: `${s.shortName}: ${label}`,
    }),
  );
  const pdf = (path: string, title: string) => ctx.pdf(path, title, [title, s.name]);
  return {
    _id: ids.landingControl,
    tab_toggle: s.tabToggle,
    home_header_object: header,
    home_background_object: {
      images: banners,
      ...(s.colorTheme ? { color_theme: s.colorTheme } : {}),
    },
    home_opener_quick_links: [
      {
        _id: ctx.id("quick:admission"),
        name: "Online Admission 2026-27",
        typo: "YES",
        link_images: `https://admission.${s.domain}`,
      },
      {
        _id: ctx.id("quick:calendar"),
        name: "Academic Calendar 2025-26",
        typo: "NO",
        link_images: pdf("downloads/academic-calendar-2025-26", "Academic Calendar 2025-26"),
      },
      {
        _id: ctx.id("quick:fees"),
        name: "Fee Structure 2026-27",
        typo: "NO",
        link_images: pdf("downloads/fee-structure-2026-27", "Fee Structure 2026-27"),
      },
      {
        _id: ctx.id("quick:timetable"),
        name: "Examination Time Table",
        typo: "NO",
        link_images: ctx.photo(22),
      },
      { _id: ctx.id("quick:ugc"), name: "UGC", typo: "YES", link_images: "https://www.ugc.gov.in" },
      {
        _id: ctx.id("quick:antiragging"),
        name: "Anti-Ragging Undertaking",
        typo: "YES",
        link_images: "https://antiragging.in",
      },
      {
        _id: ctx.id("quick:mahadbt"),
        name: "MahaDBT Scholarships",
        typo: "YES",
        link_images: "https://mahadbt.maharashtra.gov.in",
      },
    ],
    home_about_institute_object: [
      {
        _id: ctx.id("home-institute:0"),
        sub_head_title: `Welcome to ${s.shortName}`,
        sub_head_body: p(ctx.fill(PARAGRAPHS.aboutUs[0])),
        sub_heading_image: ctx.photo(1),
      },
      {
        _id: ctx.id("home-institute:1"),
        sub_head_title: "Why Choose Us",
        sub_head_body: ul([
          `NAAC Grade ${s.naacGrade} (CGPA ${s.naacCgpa})`,
          "Experienced and qualified faculty",
          "NSS, NCC and vibrant student activities",
          "Scholarships and earn-and-learn support",
        ]),
      },
    ],
    about_us_institute_object: {
      about: [
        {
          _id: ctx.id("about:history"),
          title: "History",
          description: PARAGRAPHS.history.map((t) => p(ctx.fill(t))).join(""),
        },
        {
          _id: ctx.id("about:campus"),
          title: "The College Today",
          description: p(ctx.fill(PARAGRAPHS.aboutUs[1])),
          attachment: ctx.photo(0),
        },
        {
          _id: ctx.id("about:recognition"),
          title: "Recognition",
          description: p(ctx.fill(PARAGRAPHS.aboutUs[2])),
          attachment: pdf(
            "about/ugc-2f-12b-recognition",
            "UGC Recognition under Sections 2(f) and 12(B)",
          ),
          link_url: "https://www.ugc.gov.in",
          link_label: "University Grants Commission",
        },
      ],
      vision: p(PARAGRAPHS.vision[0]),
      mission: ul(PARAGRAPHS.mission.slice(0, 5)),
      motto: s.motto,
    },
    about_society_dynamic: {
      dynamic_name: s.society,
      about:
        p(
          `${s.society} was founded in ${s.societyFounded} by ${s.founder} to bring education to the villages of ${s.district} district. Today the society runs schools, junior colleges and ${s.shortName}, educating more than fifteen thousand students.`,
        ) +
        p(
          "The society is registered under the Societies Registration Act, 1860 and the Bombay Public Trusts Act, 1950.",
        ),
      vision: p(PARAGRAPHS.vision[1]),
      mission: ul(PARAGRAPHS.mission.slice(2)),
      founder_message_message:
        p(
          "Education is the only wealth that grows when it is shared. Our villages will prosper when every child, boy or girl, can study as far as ability allows. Let this institution be the lamp that lights that path.",
        ) + p(`- ${s.founder}`),
      founder_message_image: ctx.avatar(23),
      founder_message_name: s.founder,
      founder_message_designation: `Founder, ${s.society}`,
      organisation_structure: pdf(
        "society/organisation-structure",
        `${s.society}: Organisation Structure`,
      ),
    },
    academic_courses_desk: coursesDesk(ctx),
    administration_object: administration(ctx, people),
    home_accreditation_object: accreditations(ctx),
    footer_links: { ...socialLinks(ctx), how_to_reach: s.howToReach },
    usefull_links: [
      {
        _id: ctx.id("useful:ugc"),
        name: "University Grants Commission",
        attach: "https://www.ugc.gov.in",
      },
      { _id: ctx.id("useful:university"), name: s.university, attach: s.universityUrl },
      {
        _id: ctx.id("useful:mahadbt"),
        name: "MahaDBT Scholarship Portal",
        attach: "https://mahadbt.maharashtra.gov.in",
      },
      {
        _id: ctx.id("useful:abc"),
        name: "Academic Bank of Credits",
        attach: "https://www.abc.gov.in",
      },
      {
        _id: ctx.id("useful:prospectus"),
        name: "College Prospectus 2026-27",
        attach: pdf("downloads/prospectus-2026-27", "College Prospectus 2026-27"),
      },
      {
        _id: ctx.id("useful:holidays"),
        name: "List of Holidays 2026",
        attach: pdf("downloads/holidays-2026", "List of Holidays 2026"),
      },
    ],
  };
}

// ── profile ─────────────────────────────────────────────────────────────────────────────

/** The role that fits each testimonial of the corpus, by index into TESTIMONIAL_ROLES. */
const TESTIMONIAL_ROLE_OF: readonly number[] = [7, 2, 0, 5, 6, 9, 3, 4, 8, 1, 5, 2];

function testimonials(ctx: Ctx, names: NameDrawer): Bundle["profile"]["testimonials"] {
  return TESTIMONIALS.map((bio, k) => {
    const course =
      TESTIMONIAL_ROLES[TESTIMONIAL_ROLE_OF[k] ?? k % TESTIMONIAL_ROLES.length] ?? "Alumnus";
    const n = course.startsWith("Alumna")
      ? names.next(true)
      : course.startsWith("Alumnus")
        ? names.next(false)
        : names.next();
    return {
      _id: ctx.id(`testimonial:${k}`),
      name: `${n.first} ${n.last}`,
      ...(k % 5 === 4 ? {} : { image: ctx.avatar(k + 3) }),
      bio,
      course,
      highlighted: k % 3 === 0,
      ...(k % 4 === 1
        ? { link: ctx.url(`/alumni/stories/${slugify(`${n.first} ${n.last}`)}`) }
        : {}),
    };
  });
}

function contactList(ctx: Ctx, people: People): Bundle["profile"]["contact_list"] {
  const s = ctx.spec;
  const person = (
    department: string,
    staff: Staff | null,
    title: string,
    mail: string,
    phone: number,
  ) => ({
    department_name: department,
    person_name: staff ? `${staff.staffFirstName} ${staff.staffLastName}` : title,
    person_phone_number: ctx.phone(phone),
    person_email: ctx.email(mail),
  });
  return {
    address: s.address,
    head_office_address: `${s.society}, ${s.societyAddress}`,
    about: `Office hours: 10.30 a.m. to 5.30 p.m., Monday to Saturday (closed on the second and fourth Saturday). For admission enquiries call ${ctx.phone(1250)}.`,
    persons: [
      person("Principal's Office", people.principal, "Principal", "principal", 1234),
      person("Administrative Office", people.registrar, "Registrar", "office", 1235),
      person("Admission Section", null, "Admission Clerk", "admission", 1250),
      person("Examination Section", null, "Examination In-charge", "exam", 1236),
      person("Accounts Section", null, "Accountant", "accounts", 1237),
      person("", null, "Security Desk", "security", 1299),
      person("Library", people.librarian ?? null, "Librarian", "library", 1260),
      person("", people.vicePrincipal, "Vice Principal", "viceprincipal", 1238),
    ],
  };
}

export function buildInstituteAndProfile(
  ctx: Ctx,
  ids: InstituteIds,
  people: People,
  names: NameDrawer,
  governing: Bundle["governing_body"],
): Pick<Bundle, "institute" | "profile"> {
  const s = ctx.spec;
  const logo = ctx.logo();
  const phone = ctx.phone(1234);
  const email = ctx.email("office");
  const affiliation = `Affiliated to ${s.university} | Recognised under Sections 2(f) and 12(B) of the UGC Act`;
  const accreditation = `Accredited by NAAC with Grade '${s.naacGrade}' (CGPA ${s.naacCgpa}, Cycle ${s.naacCycle}) | ISO 9001:2015 Certified`;
  const header: LandingControl["home_header_object"] = {
    ins_name: s.name,
    ins_logo: logo,
    ins_address: s.address,
    affiliation_with: affiliation,
    ins_phone_number: phone,
    ins_email: email,
    accreditations: accreditation,
  };
  const lc = landingControl(ctx, ids, people, header);
  const institute: Bundle["institute"] = {
    _id: ids.institute,
    insName: s.name,
    name: s.shortName,
    insProfilePhoto: logo,
    insAddress: s.address,
    insPhoneNumber: phone,
    insEmail: email,
    ins_logo: logo,
    ins_name: s.name,
    ins_address: s.address,
    ins_phone_number: phone,
    ins_email: email,
    affiliation_with: affiliation,
    accreditations: accreditation,
    company_name: s.society,
    footer_links: socialLinks(ctx),
    about_us_toggle: { governing_body: true, administration: true, faculties: true },
    administration_object: lc.administration_object.map(({ _id, leading_person_position }) => ({
      _id,
      leading_person_position,
    })),
    home_accreditation_object: lc.home_accreditation_object.map(({ _id, name }) => ({ _id, name })),
    about_us_governing_body: governing.map(({ _id, category }) => ({ _id, category })),
    iqac_module: [ids.committee],
    eventManagerDepart: [ids.eventManager],
    admissionDepart: [ids.admission],
    library: [ids.library],
    financeDepart: [ctx.id("finance-department")],
    hostelDepart: [ctx.id("hostel-department")],
    aluminiDepart: [ctx.id("alumni-department")],
  };
  const profile: Bundle["profile"] = {
    _id: ids.institute,
    insName: s.name,
    name: s.shortName,
    insProfilePhoto: logo,
    insAddress: s.address,
    insEmail: email,
    insPhoneNumber: phone,
    testimonials: testimonials(ctx, names),
    iso_certificate: [
      {
        _id: ctx.id("iso:9001"),
        name: "ISO 9001:2015 Quality Management System",
        image: ctx.sharedPicture("accreditation/iso-9001-seal", "seal:ISO 9001", {
          width: 200,
          height: 200,
          kind: "logo",
          label: "ISO 9001",
        }),
        link: ctx.url("/accreditation/iso"),
      },
      {
        _id: ctx.id("iso:14001"),
        name: "ISO 14001:2015 Environmental Management System",
        image: ctx.sharedPicture("accreditation/iso-14001-seal", "seal:ISO 14001", {
          width: 200,
          height: 200,
          kind: "logo",
          label: "ISO 14001",
        }),
      },
    ],
    contact_list: contactList(ctx, people),
    landing_control: lc,
  };
  return { institute, profile };
}
