// Admission, library, examination, institute sections, infrastructure and student zone,
// institute activities, galleries and governing bodies.
import {
  ACTIVITY_TYPE_VALUES,
  APPLICATION_OPEN,
  type ActivityType,
  type Bundle,
} from "#contract/index.ts";
import { PARAGRAPHS } from "../corpus.ts";
import {
  ACADEMIC_YEARS,
  linkP,
  need,
  ol,
  p,
  pad,
  slugify,
  strongP,
  ul,
  type Ctx,
} from "./context.ts";
import { fullName, NameDrawer, staffFullName, type People } from "./people.ts";

type FileItem = Bundle["examination"]["hall_ticket"][number];
type SectionEntry = Bundle["other_data"]["idp"][number];
type DataEntry = Bundle["other_data"]["library"]["data_list"][number];

// ── admission ───────────────────────────────────────────────────────────────────────────

export function buildAdmission(ctx: Ctx, people: People): Bundle["admission"] {
  const s = ctx.spec;
  const id = ctx.id("admission");
  const qr = (lang: string) =>
    ctx.picture(`admission/app-qr-${lang}`, { width: 240, height: 240, kind: "qr", label: lang });
  const brochure = ctx.picture("admission/brochure-2026-27", {
    width: 300,
    height: 400,
    kind: "photo",
    label: "Admissions 2026-27",
  });
  const checklist = [
    [
      "Mark Sheet of the Qualifying Examination",
      "Original and two attested copies of the H.S.C. (or degree) mark sheet.",
      true,
    ],
    [
      "School or College Leaving Certificate",
      "Original leaving certificate; migration certificate for students from other boards or universities.",
      true,
    ],
    [
      "Caste Certificate and Validity",
      "Required only for students claiming reservation or scholarship.",
      false,
    ],
    [
      "Non-Creamy Layer Certificate",
      "For OBC, VJ/NT and SBC students; valid for the current financial year.",
      false,
    ],
    ["Aadhaar Card", "A copy of the Aadhaar card linked to the student's bank account.", true],
    ["Gap Certificate", "An affidavit on stamp paper if there is a gap in education.", true],
    ["Passport-size Photographs", "Three recent colour photographs.", false],
  ] as const;
  const app = (
    group: string,
    name: string,
    visible: string,
    k: number,
  ): Bundle["admission"]["application_groups"][number]["apps"][number] => ({
    _id: ctx.id(`application:${group}:${name}`),
    applicationName: name,
    visible_to_site: visible,
    ...(k % 4 === 3 ? {} : { applicationPhoto: brochure }),
    applicationAbout:
      p(
        `Applications are invited for admission to ${name} for the academic year 2026-27. Admission will be given on merit as per the rules of ${s.university} and the Government of Maharashtra.`,
      ) +
      `<p><strong>Application instructions:</strong></p>` +
      ol([
        "Fill in the online form and upload a photograph and signature.",
        "Pay the registration fee of Rs. 100 online.",
        "Submit a printout of the form with the documents in the checklist at the admission counter.",
        "Check the merit list on the website and confirm admission within the given time.",
      ]),
    ...(visible === APPLICATION_OPEN
      ? { application_link: `https://admission.${s.domain}/apply/${slugify(name)}` }
      : {}),
  });
  const groups: { group_name: string; apps: [string, string][] }[] = [
    { group_name: "First Year UG 2026-27", apps: [["F.Y.B.A.", "Open"], ["F.Y.B.Com.", "Open"], ["F.Y.B.Sc.", "Open"], ["F.Y.B.Sc. (Computer Science)", "Open"], ["F.Y.BBA", "Closed"]] },
    { group_name: "Post Graduate 2026-27", apps: [["M.Com. Part I", "Open"], ["M.A. Part I (Economics)", "Draft"], ["M.Sc. Part I (Organic Chemistry)", "Closed"]] },
    { group_name: "Junior College 2026-27", apps: [["XI Science", "Open"], ["XI Commerce", "Open"], ["XI Arts", "Draft"]] },
    { group_name: "Second and Third Year 2025-26", apps: [["S.Y.B.Com.", "Closed"], ["T.Y.B.Sc.", "Closed"]] },
  ]; // prettier-ignore
  return {
    dashboard: {
      _id: id,
      app_qr_code: qr("english"),
      app_hindi_qr_code: qr("hindi"),
      app_marathi_qr_code: qr("marathi"),
    },
    site: {
      _id: id,
      admission_about:
        PARAGRAPHS.admissions.map((t) => p(ctx.fill(t))).join("") +
        strongP(
          "Admission helpline:",
          `${ctx.phone(1250)} (10.30 a.m. to 5.00 p.m., Monday to Saturday)`,
        ) +
        linkP(
          "Read the university's admission rules on",
          s.universityUrl,
          `the ${s.universityShort} website`,
        ),
      admission_contact: [
        {
          contact_department_name: "Admission Section",
          contact_person_name: `${people.registrar.staffFirstName} ${people.registrar.staffLastName} (Registrar)`,
          contact_person_mobile: ctx.phone(1250),
          contact_person_email: ctx.email("admission"),
        },
        {
          contact_department_name: "Junior College Admissions",
          contact_person_name: "Supervisor, Junior College",
          contact_person_mobile: ctx.phone(1251),
          contact_person_email: ctx.email("juniorcollege"),
        },
        {
          contact_department_name: "Scholarship Section",
          contact_person_name: "Scholarship Clerk",
          contact_person_mobile: ctx.phone(1252),
          contact_person_email: ctx.email("scholarship"),
        },
      ],
      document_checklist: checklist.map(([title, text, attach], k) => ({
        _id: ctx.id(`admission:checklist:${k}`),
        title,
        description: p(text),
        ...(attach
          ? {
              attachment: ctx.pdf(`admission/checklist-${pad(k + 1)}-${slugify(title)}`, title, [
                text,
                "Bring the original for verification.",
              ]),
            }
          : {}),
      })),
    },
    application_groups: groups.map((g) => ({
      group_name: g.group_name,
      apps: g.apps.map(([name, visible], k) => app(g.group_name, name, visible, k)),
    })),
  };
}

// ── library ─────────────────────────────────────────────────────────────────────────────

export function buildLibrary(ctx: Ctx, people: People): Bundle["library"] {
  const s = ctx.spec;
  const librarian = people.librarian;
  const librarianName = librarian
    ? `${librarian.staffFirstName} ${librarian.staffLastName}`
    : "The Librarian";
  const resources: [string, string | undefined, string][] = [
    [
      "N-LIST (INFLIBNET)",
      "https://nlist.inflibnet.ac.in",
      "Access to more than 6,000 e-journals and 1,99,500 e-books for students and teachers; ask the library for your login.",
    ],
    [
      "National Digital Library of India",
      "https://ndl.iitkgp.ac.in",
      "A virtual repository of learning resources with a single-window search facility.",
    ],
    [
      "Shodhganga",
      "https://shodhganga.inflibnet.ac.in",
      "A reservoir of Indian theses and dissertations.",
    ],
    [
      "e-PG Pathshala",
      "https://epgp.inflibnet.ac.in",
      "Curriculum-based e-content for postgraduate courses.",
    ],
    [
      "SWAYAM",
      "https://swayam.gov.in",
      "Free online courses; credits can be transferred as per UGC regulations.",
    ],
    [
      "Directory of Open Access Journals",
      "https://doaj.org",
      "Peer-reviewed open access journals in all subjects.",
    ],
    [
      "Web OPAC",
      undefined,
      "Search the library catalogue on the campus network from any computer in the reading hall.",
    ],
  ];
  return {
    _id: ctx.id("library"),
    about: [
      {
        _id: ctx.id("library:about:0"),
        sub_head_title: "About the Library",
        sub_head_body: p(
          `The library of ${s.shortName} has a collection of more than 58,000 books, 85 print journals and access to e-resources through N-LIST. It is fully automated with barcode-based circulation.`,
        ),
        sub_heading_image: ctx.photo(4),
      },
      {
        _id: ctx.id("library:about:1"),
        sub_head_title: "Reading Hall",
        sub_head_body: p(
          "A reading hall with seating for 150 students remains open until 8.00 p.m. during examinations.",
        ),
        sub_heading_image: ctx.photo(9),
      },
      {
        _id: ctx.id("library:about:2"),
        sub_head_title: "Services",
        sub_head_body: ul([
          "Book bank for economically weaker students",
          "Reference and current awareness service",
          "Internet and e-resource access",
          "Reprography at nominal cost",
        ]),
      },
    ],
    library_message:
      p(
        "Dear readers, the library is the heart of the college. We invite every student to make reading a daily habit and to use both print and electronic resources for study and research.",
      ) + p(`${librarianName}, Librarian`),
    library_rule: ol(PARAGRAPHS.libraryRules),
    eresources: resources.map(([title, link, text], k) => ({
      _id: ctx.id(`library:eresource:${k}`),
      title,
      ...(link ? { link } : {}),
      description: p(text),
    })),
    library_contact: [
      {
        contact_department_name: "Library",
        contact_person_name: librarianName,
        contact_person_mobile: ctx.phone(1260),
        contact_person_email: ctx.email("library"),
      },
      {
        contact_department_name: "Circulation Counter",
        contact_person_name: "Library Clerk",
        contact_person_mobile: ctx.phone(1261),
        contact_person_email: ctx.email("library.circulation"),
      },
    ],
  };
}

// ── examination ─────────────────────────────────────────────────────────────────────────

export function buildExamination(ctx: Ctx, landingControlId: string): Bundle["examination"] {
  const list = (group: string, names: string[]): FileItem[] =>
    names.map((name, k) => ({
      _id: ctx.id(`exam:${group}:${k}`),
      name,
      attach: ctx.pdf(`examination/${group}/${pad(k + 1)}-${slugify(name)}`, name, [
        name,
        `Examination Section, ${ctx.spec.shortName}`,
        "Students are advised to check the notice board regularly.",
      ]),
    }));
  return {
    _id: landingControlId,
    examination_timetable: list("timetable", [
      "Time Table: F.Y. Semester II, April 2026",
      "Time Table: S.Y. Semester IV, April 2026",
      "Time Table: T.Y. Semester VI, April 2026",
      "Internal Examination Time Table, February 2026",
    ]),
    hall_ticket: list("hall-ticket", [
      "Hall Ticket Distribution Schedule, April 2026",
      "Instructions for Downloading Hall Tickets",
    ]),
    examination_notification: list("notification", [
      "Examination Form Filling Notice, December 2025",
      "Results of Semester V, November 2025",
      "Revaluation and Photocopy Application Notice",
      "Results of Internal Examinations, February 2026",
    ]),
    manual_examination: list("manual", [
      "Examination Manual 2025-26",
      "Rules for Unfair Means Inquiry",
    ]),
    examination_schedule: list("schedule", [
      "Seating Arrangement: Semester II, April 2026",
      "Seating Arrangement: Semester IV, April 2026",
      "Project Submission and Viva Schedule, T.Y. 2026",
    ]),
  };
}

// ── institute sections, infrastructure, student zone ────────────────────────────────────

export function buildOtherData(
  ctx: Ctx,
  people: People,
  instituteId: string,
): Bundle["other_data"] {
  const s = ctx.spec;
  const principal = people.principal;
  const entry = (
    section: string,
    k: number,
    title: string,
    body: string,
    extra: { pdf?: boolean; image?: number; link?: [string, string] } = {},
  ): SectionEntry => ({
    _id: ctx.id(`other:${section}:${k}`),
    title,
    description: body,
    ...(extra.pdf
      ? { attachment: ctx.pdf(`institute/${section}/${slugify(title)}`, title, [title, s.name]) }
      : {}),
    ...(extra.image !== undefined ? { attachment: ctx.photo(extra.image) } : {}),
    ...(extra.link ? { link_url: extra.link[0], link_label: extra.link[1] } : {}),
  });
  const data = (
    section: string,
    rows: [string, string, number?][],
  ): { data_list: DataEntry[] } => ({
    data_list: rows.map(([title, text, image], k) => ({
      _id: ctx.id(`other:${section}:data:${k}`),
      title,
      description: p(text),
      ...(image !== undefined ? { attachment: ctx.photo(image) } : {}),
    })),
  });
  return {
    _id: instituteId,
    college_layout: [
      entry(
        "college-layout",
        0,
        "Campus Map",
        p(
          `The campus of ${s.shortName} is spread over twenty acres with the main building, science block, library, gymkhana and hostels.`,
        ),
        { image: 0 },
      ),
      entry(
        "college-layout",
        1,
        "Building-wise Room Plan",
        p("Floor plans with classroom, laboratory and office numbers."),
        { pdf: true },
      ),
    ],
    policies_and_procedures: [
      entry(
        "policies",
        0,
        "Admission Policy",
        p(
          "Admissions follow the rules of the university and the Government of Maharashtra, including reservation.",
        ),
        { pdf: true },
      ),
      entry(
        "policies",
        1,
        "Green Campus Policy",
        p("Plastic-free campus, rainwater harvesting, solar energy and tree plantation."),
        { pdf: true },
      ),
      entry(
        "policies",
        2,
        "Gender Equity Policy",
        p("Equal opportunity, safety and grievance redressal for women students and staff."),
        { pdf: true },
      ),
      entry(
        "policies",
        3,
        "Prevention of Sexual Harassment",
        p("The policy under the Act of 2013 and the UGC Regulations of 2015."),
        { link: ["https://www.ugc.gov.in", "UGC Regulations"] },
      ),
    ],
    organogram: [
      entry(
        "organogram",
        0,
        "Organisational Structure",
        p(
          `The Governing Council of ${s.society} at the top, followed by the College Development Committee, the Principal, the IQAC, heads of departments and the office.`,
        ),
        { pdf: true },
      ),
      entry(
        "organogram",
        1,
        "Administrative Hierarchy",
        ul([
          "Principal",
          "Vice Principal",
          "Heads of Departments",
          "Registrar and Office Superintendent",
          "Accounts, Admission, Examination and Scholarship Sections",
        ]),
      ),
    ],
    model_code_conduct: [
      entry(
        "code-of-conduct",
        0,
        "Code of Conduct for Students",
        ul([
          "Wear the identity card on the campus at all times.",
          "Attend at least 75 per cent of lectures and practicals.",
          "Ragging, smoking and consumption of tobacco are strictly prohibited.",
          "Use mobile phones only outside classrooms and the library.",
        ]),
        { pdf: true },
      ),
      entry(
        "code-of-conduct",
        1,
        "Code of Conduct for Teachers",
        p("Based on the UGC Regulations and the Maharashtra Public Universities Act, 2016."),
        { pdf: true },
      ),
      entry(
        "code-of-conduct",
        2,
        "Code of Conduct for Administrative Staff",
        p("Courtesy, punctuality and transparency in dealing with students and the public."),
        { pdf: true },
      ),
    ],
    idp: [
      entry(
        "idp",
        0,
        "Institutional Development Plan 2025-2030",
        p(
          "Goals for academic programmes, research, infrastructure, digital learning and community outreach over five years.",
        ),
        { pdf: true },
      ),
      entry(
        "idp",
        1,
        "Perspective Plan under NEP 2020",
        p("Multidisciplinary programmes, Academic Bank of Credits and skill-based courses."),
        { link: ["https://www.abc.gov.in", "Academic Bank of Credits"] },
      ),
    ],
    principal_name: `Dr. ${staffFullName(principal)}`,
    principal_designation: "Principal",
    library: data("library", [
      ["Central Library", "58,000 books, 85 journals and a reading hall for 150 students.", 4],
      ["Digital Library", "Twenty computers with internet access and N-LIST e-resources.", 9],
      ["Book Bank", "Textbooks lent for the whole year to needy students."],
    ]),
    gymkhana: data("gymkhana", [
      ["Gymkhana", ctx.fill(PARAGRAPHS.sports[0]), 6],
      [
        "Multi-Gym",
        "A gymnasium with modern equipment, open to students and staff from 7 a.m. to 7 p.m.",
        13,
      ],
      ["Indoor Hall", "Table tennis, chess, carrom and badminton courts."],
    ]),
    laboratory: data("laboratory", [
      ["Physics Laboratory", "Equipped for undergraduate practicals and project work.", 2],
      [
        "Chemistry Laboratory",
        "Fume hoods, a UV-visible spectrophotometer and a separate instrument room.",
        7,
      ],
      ["Computer Laboratory", "Ninety computers on a gigabit network with licensed software.", 15],
      ["Language Laboratory", "Software-based lab for English communication skills."],
    ]),
    smart_class: data("smart-class", [
      [
        "ICT-enabled Classrooms",
        "Twelve classrooms with interactive panels, projectors and audio systems.",
        10,
      ],
      ["Seminar Hall", "A 200-seat air-conditioned hall with video-conferencing.", 17],
    ]),
    ladies_common_room: data("ladies-common-room", [
      [
        "Ladies' Common Room",
        "A room with a rest area, first-aid kit, sanitary napkin vending machine and incinerator.",
        12,
      ],
      ["Counselling Corner", "A trained counsellor is available on Wednesdays and Saturdays."],
    ]),
    botanical_garden: data("botanical-garden", [
      ["Botanical Garden", "Over 250 species including medicinal plants of the Western Ghats.", 3],
      ["Nursery and Herbarium", "Maintained by the Department of Botany for practicals.", 20],
    ]),
    council: data("council", [
      [
        "Students' Council 2025-26",
        "Constituted under the Maharashtra Public Universities Act, 2016; the General Secretary is elected by class representatives.",
        1,
      ],
      ["Class Representatives", "One boy and one girl representative from every class."],
    ]),
    support: data("support", [
      ["Mentor-Mentee Scheme", "Every teacher mentors about thirty students through their degree."],
      ["Remedial Coaching", "Extra lectures for slow learners before the examinations.", 5],
      [
        "Competitive Examination Guidance",
        "Guidance for MPSC, UPSC, banking and staff selection examinations.",
      ],
    ]),
    research: data("research", [
      ["Avishkar Research Convention", ctx.fill(PARAGRAPHS.research[1]), 8],
      ["Student Research Projects", "Seed money up to Rs. 5,000 for selected student projects."],
    ]),
    complaint: data("complaint", [
      [
        "Online Grievance Portal",
        `Write to ${ctx.email("grievance")}; every complaint receives a reply within fifteen days.`,
      ],
      [
        "Complaint Box",
        "Complaint boxes are placed near the office and the library and opened every week.",
      ],
      ["Anti-Ragging Helpline", ctx.fill(PARAGRAPHS.antiRagging[0])],
    ]),
    scholarship: data("scholarship", [
      ["Government Scholarships", ctx.fill(PARAGRAPHS.scholarships[0]), 14],
      [
        "Freeship",
        "Fee concession for students from economically weaker sections as per government resolutions.",
      ],
      ["Merit Scholarships", `Awards instituted by ${s.society} for toppers in each faculty.`],
    ]),
    alumni_association: data("alumni", [
      [
        "Alumni Association",
        "A registered association of former students who mentor current students and support needy students.",
        19,
      ],
      [
        "Alumni Meet 2025",
        "More than 400 alumni attended the annual meet held in December 2025.",
        21,
      ],
    ]),
  };
}

// ── institute activities ────────────────────────────────────────────────────────────────

const ACTIVITY_CATEGORIES: Record<ActivityType, [string, string[]][]> = {
  "Hosted Event": [
    [
      "National Conference 2025",
      ["Inaugural Session", "Paper Presentations", "Valedictory Function"],
    ],
    ["Inter-collegiate Youth Festival", ["Elocution and Debate", "Folk Dance Competition"]],
  ],
  "Associations & Committees": [
    ["NSS Unit", ["Blood Donation Camp", "Tree Plantation", "Special Winter Camp"]],
    ["NCC Unit", ["Republic Day Parade", "Annual Training Camp"]],
    ["Nature Club", ["Bird Watching Trail", "Seed Ball Drive"]],
  ],
  Sports: [
    ["Kabaddi", ["Inter-zonal Champions 2025", "Coaching Camp"]],
    ["Athletics", ["Annual Sports Meet", "University Cross-Country Race"]],
  ],
  Cultural: [
    ["Annual Social Gathering", ["Traditional Day", "Cultural Evening", "Prize Distribution"]],
    ["Youth Festival", ["One-Act Play", "Classical Vocal"]],
  ],
  Celebrations: [
    ["National Festivals", ["Independence Day", "Republic Day", "Constitution Day"]],
    [
      "Days of Importance",
      ["Marathi Bhasha Gaurav Din", "International Yoga Day", "Teachers' Day"],
    ],
  ],
};

export function buildActivityCategories(ctx: Ctx): Bundle["activity_categories"] {
  let n = 0;
  return ACTIVITY_TYPE_VALUES.flatMap((type) =>
    (ACTIVITY_CATEGORIES[type] ?? []).map(([category, entries]) => ({
      _id: ctx.id(`activity-category:${category}`),
      category,
      activity_type: type,
      entries: entries.map((title, k) => ({
        _id: ctx.id(`activity-category:${category}:${title}`),
        title,
        description:
          p(
            `${title} under ${category}: students took part enthusiastically under the guidance of the teachers in charge.`,
          ) +
          ul([
            "Participants: students of all faculties",
            "Coordinated by the teacher in charge",
            "Photographs attached",
          ]),
        ...(k % 3 === 2 ? {} : { attachment: ctx.photo(n++) }),
      })),
    })),
  );
}

// ── academic years and galleries ────────────────────────────────────────────────────────

const PHOTO_CATEGORIES: Record<string, string[]> = {
  "2023-24": ["Annual Day", "Sports Meet", "NSS Camp", "Convocation"],
  "2024-25": [
    "Annual Social Gathering",
    "International Yoga Day",
    "Science Exhibition",
    "Convocation",
  ],
  "2025-26": ["Annual Day", "Sports Meet", "NSS Camp", "Independence Day"],
};
const VIDEO_CATEGORIES: Record<string, string[]> = {
  "2023-24": ["Annual Day Highlights", "Guest Lectures"],
  "2024-25": ["Cultural Programmes", "Convocation"],
  "2025-26": ["Campus Tour", "Student Voices"],
};

export function buildYears(ctx: Ctx): Bundle["academic_years"] {
  return ACADEMIC_YEARS.map((name) => ({ _id: ctx.id(`academic-year:${name}`), batchName: name }));
}

export function buildGalleries(
  ctx: Ctx,
  years: ReadonlyMap<string, string>,
): Pick<Bundle, "photo_gallery" | "video_gallery"> {
  const photoCategories: Bundle["photo_gallery"]["categories"] = [];
  const images: Bundle["photo_gallery"]["images"] = [];
  let shot = 0;
  for (const year of ACADEMIC_YEARS) {
    const batch = need(years, year);
    for (const name of PHOTO_CATEGORIES[year] ?? []) {
      const category = ctx.id(`photo-category:${year}:${name}`);
      photoCategories.push({ _id: category, category: name, batch });
      for (let k = 0; k < 7; k++) {
        images.push({
          _id: ctx.id(`photo:${year}:${name}:${k}`),
          image: ctx.photo(shot++ * 5),
          caption: `${name} ${year}: photo ${k + 1}`,
          category,
          batch,
        });
      }
    }
  }
  const videoCategories: Bundle["video_gallery"]["categories"] = [];
  const videos: Bundle["video_gallery"]["videos"] = [];
  for (const year of ACADEMIC_YEARS) {
    const batch = need(years, year);
    for (const name of VIDEO_CATEGORIES[year] ?? []) {
      const category = ctx.id(`video-category:${year}:${name}`);
      videoCategories.push({ _id: category, category: name, batch });
      for (let k = 0; k < 3; k++) {
        const vid = ctx.videoId(`${year}:${name}:${k}`);
        const link =
          k === 2
            ? `https://www.youtube.com/shorts/${vid}`
            : k === 1
              ? `https://youtube.com/watch?v=${vid}&t=15s`
              : `https://www.youtube.com/watch?v=${vid}`;
        videos.push({
          _id: ctx.id(`video:${year}:${name}:${k}`),
          video_link: link,
          caption: `${name} ${year}, part ${k + 1}`,
          category,
          batch,
        });
      }
    }
  }
  return {
    photo_gallery: { categories: photoCategories, images },
    video_gallery: { categories: videoCategories, videos },
  };
}

// ── governing bodies ────────────────────────────────────────────────────────────────────

type GoverningBody = Bundle["governing_body"];

export function buildGoverningBodies(
  ctx: Ctx,
  people: People,
  names: NameDrawer,
): { governing: GoverningBody; society: GoverningBody } {
  const s = ctx.spec;
  const principal = staffFullName(people.principal);
  let photo = 30;
  const member = (seed: string, k: number, name: string, designation: string, about: string) => ({
    _id: ctx.id(`${seed}:member:${k}`),
    body_name: name,
    ...(k % 4 === 3 ? {} : { body_photo: ctx.avatar(photo++) }),
    body_designation: designation,
    body_description: p(about),
  });
  // Shri and Smt. (or Ms.) say the gender; the other titles do not.
  const person = (title: string): string => {
    const n =
      title === "Shri"
        ? names.next(false)
        : title === "Smt." || title === "Ms."
          ? names.next(true)
          : names.next();
    return `${title} ${fullName(n)}`;
  };
  const category = (seed: string, name: string, rows: [string, string, string][]) => ({
    _id: ctx.id(seed),
    category: name,
    members: rows.map(([who, designation, about], k) => member(seed, k, who, designation, about)),
  });
  const governing: GoverningBody = [
    category("governing:cdc", "College Development Committee", [
      [person("Shri"), "Chairman", `President, ${s.society}.`],
      [person("Adv."), "Secretary, Management", "Nominated by the management."],
      [person("Dr."), "Member (Academic)", "Educationist nominated by the management."],
      [
        person("Shri"),
        "Member (Industry)",
        "Local industrialist representing industry and research.",
      ],
      [person("Prof."), "Teacher Representative", "Elected by the teachers of the college."],
      [person("Dr."), "Teacher Representative", "Elected by the teachers of the college."],
      [person("Shri"), "Non-Teaching Representative", "Elected by the non-teaching staff."],
      [person("Ms."), "Student Representative", "General Secretary of the Students' Council."],
      [`Dr. ${principal}`, "Member Secretary", "Principal of the college."],
    ]),
    category("governing:lmc", "Local Managing Committee", [
      [person("Shri"), "Chairman", `Vice President, ${s.society}.`],
      [person("Smt."), "Member", "Social worker and former member of the Zilla Parishad."],
      [person("CA"), "Member", "Chartered accountant and adviser on finance."],
      [`Dr. ${principal}`, "Secretary", "Principal of the college."],
    ]),
  ];
  const society: GoverningBody = [
    category("society:executive", "Executive Council", [
      [person("Shri"), "President", `Has guided ${s.society} for over two decades.`],
      [person("Dr."), "Vice President", "Retired professor of economics."],
      [person("Adv."), "Secretary", "Practising advocate and trustee."],
      [person("Shri"), "Treasurer", "Retired bank manager."],
      [person("Smt."), "Joint Secretary", "Headmistress of the society's girls' school."],
      [person("Shri"), "Member", "Progressive farmer and cooperative leader."],
    ]),
    category("society:trustees", "Board of Trustees", [
      [person("Shri"), "Chairman, Board of Trustees", `Son of the founder, ${s.founder}.`],
      [person("Dr."), "Trustee", "Physician and philanthropist."],
      [person("Smt."), "Trustee", "Former president of the municipal council."],
    ]),
  ];
  return { governing, society };
}

/** The home page's about list and the principal's message list. */
export function buildHomeLists(
  ctx: Ctx,
  people: People,
): Pick<Bundle, "home_about_list" | "principal_message_list"> {
  const principal = people.principal;
  return {
    home_about_list: PARAGRAPHS.aboutUs.map((text, k) => ({
      _id: ctx.id(`home-about:${k}`),
      sub_head_title: ["Welcome", "Our Campus", "Recognition and Accreditation"][k] ?? "About Us",
      sub_head_body: p(ctx.fill(text)),
      ...(k < 2 ? { sub_heading_image: ctx.photo(k + 14) } : {}),
    })),
    principal_message_list: [
      {
        _id: ctx.id("principal-message"),
        principal_name: `Dr. ${staffFullName(principal)}`,
        principal_designation: "Principal",
        principal_message: PARAGRAPHS.principalMessage.map((t) => p(ctx.fill(t))).join(""),
        ...(principal.staffProfilePhoto ? { principal_image: principal.staffProfilePhoto } : {}),
      },
    ],
  };
}
