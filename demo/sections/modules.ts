// Custom modules (one or more of every module type), top-bar dynamic tabs and the
// student corner.
import type { Bundle, CustomItemNode, ModuleType } from "#contract/index.ts";
import { COMPANIES } from "../corpus.ts";
import { opt, p, slugify, type Ctx } from "./context.ts";

/** A custom item in the making: `doc` leaves get a PDF, `item`s may have children. */
interface MNode {
  name: string;
  text?: string;
  pdf: boolean;
  children: MNode[];
}
const item = (name: string, text: string | undefined, ...children: MNode[]): MNode => ({
  name,
  ...opt("text", text),
  pdf: false,
  children,
});
const doc = (name: string, text?: string): MNode => ({
  name,
  ...opt("text", text),
  pdf: true,
  children: [],
});

function toNodes(
  ctx: Ctx,
  root: string,
  path: readonly string[],
  nodes: readonly MNode[],
): CustomItemNode[] {
  return nodes.map((n) => {
    const here = [...path, n.name];
    const description =
      n.text !== undefined
        ? p(n.text)
        : n.children.length > 0
          ? p(`${n.name}: choose an item below for details.`)
          : p(`${n.name}, ${ctx.spec.shortName}. Open the document to view or download it.`);
    return {
      _id: ctx.id(`${root}:${here.join(" > ")}`),
      name: n.name,
      description,
      ...opt(
        "pdf_key",
        n.pdf
          ? ctx.pdf(`${root}/${here.map(slugify).join("/")}`, n.name, [
              `${n.name}`,
              `Section: ${path.join(" > ") || root}`,
              `Issued by the office of the Principal, ${ctx.spec.shortName}.`,
            ])
          : undefined,
      ),
      children: toNodes(ctx, root, here, n.children),
    };
  });
}

const YEARS = ["2023-24", "2024-25", "2025-26"];

function modulePlans(ctx: Ctx): { name: string; type: ModuleType; items: MNode[] }[] {
  const s = ctx.spec;
  return [
    {
      name: "Code of Conduct and Ethics",
      type: "OUR_COLLEGE",
      items: [
        item(
          "Codes of Conduct",
          "The college expects every member of its community to follow these codes.",
          doc("Code of Conduct for Teachers"),
          doc("Code of Conduct for Students"),
          doc("Code of Conduct for Non-Teaching Staff"),
        ),
        item(
          "Service Rules",
          undefined,
          item(
            "Maharashtra Civil Services Rules",
            "Extracts applicable to aided college staff.",
            doc("Leave Rules"),
            doc("Conduct Rules"),
          ),
          doc("Staff Welfare Schemes"),
        ),
        doc("Citizen's Charter"),
      ],
    },
    {
      name: "Awards and Recognitions",
      type: "OUR_COLLEGE",
      items: YEARS.map((y) =>
        item(
          `Awards ${y}`,
          `Awards received by the college, teachers and students in ${y}.`,
          doc(`Institutional Awards ${y}`),
          doc(`Teacher Awards ${y}`),
          doc(`Student Awards ${y}`),
        ),
      ),
    },
    {
      name: "Add-on and Certificate Courses",
      type: "ACADEMIC_COURSE",
      items: [
        item(
          "Commerce",
          "Job-oriented courses run alongside the degree.",
          doc("Certificate Course in Tally Prime with GST"),
          doc("Certificate Course in Banking and Insurance"),
        ),
        item(
          "Science",
          undefined,
          doc("Certificate Course in Water Analysis"),
          doc("Certificate Course in Python Programming"),
        ),
        item(
          "Arts",
          undefined,
          doc("Certificate Course in Spoken English"),
          doc("Certificate Course in Journalism and Mass Communication"),
        ),
      ],
    },
    {
      name: "Academic Calendar",
      type: "ACADEMIC_COURSE",
      items: YEARS.map((y) =>
        doc(`Academic Calendar ${y}`, `Teaching days, examinations and vacations for ${y}.`),
      ),
    },
    {
      name: "Research Centres",
      type: "DEPARTMENT",
      items: [
        item(
          `Ph.D. Research Centre in Chemistry`,
          `Recognised by ${s.university}.`,
          doc("Recognition Letter"),
          doc("List of Research Guides"),
          item(
            "Research Scholars",
            undefined,
            doc("Scholars Registered 2024"),
            doc("Scholars Registered 2025"),
          ),
        ),
        item(
          `Ph.D. Research Centre in Commerce`,
          `Recognised by ${s.university}.`,
          doc("Recognition Letter"),
          doc("List of Research Guides"),
        ),
      ],
    },
    {
      name: "Fee Structure",
      type: "ADMISSION",
      items: [
        item(
          "Undergraduate Programmes",
          undefined,
          doc("B.A. Fee Structure 2026-27"),
          doc("B.Com. Fee Structure 2026-27"),
          doc("B.Sc. Fee Structure 2026-27"),
        ),
        item(
          "Postgraduate Programmes",
          undefined,
          doc("M.Com. Fee Structure 2026-27"),
          doc("M.Sc. Fee Structure 2026-27"),
        ),
        doc("Fee Refund Policy", "Refund of fees as per the rules of the university and the UGC."),
      ],
    },
    {
      name: "MoUs and Collaborations",
      type: "RND",
      items: [
        item(
          "Industry MoUs",
          "Memoranda of understanding for internships, training and projects.",
          ...COMPANIES.slice(0, 4).map((c) => doc(`MoU with ${c}`)),
        ),
        item(
          "Academic Collaborations",
          undefined,
          doc("MoU with a Neighbouring College for Faculty Exchange"),
          doc("MoU with a Research Institute for Student Projects"),
        ),
      ],
    },
    {
      name: "Research Publications",
      type: "RND",
      items: YEARS.map((y) =>
        item(
          `Publications ${y}`,
          undefined,
          doc(`Research Papers ${y}`),
          doc(`Books and Chapters ${y}`),
        ),
      ),
    },
    {
      name: "Previous Question Papers",
      type: "EXAMINATION",
      items: ["2024-25", "2023-24"].map((y) =>
        item(
          y,
          `Question papers of the university examinations held in ${y}.`,
          item(
            "October / November Session",
            undefined,
            doc(`F.Y.B.Com. Semester I (${y})`),
            doc(`F.Y.B.Sc. Semester I (${y})`),
            doc(`F.Y.B.A. Semester I (${y})`),
          ),
          item(
            "March / April Session",
            undefined,
            doc(`S.Y.B.Com. Semester IV (${y})`),
            doc(`T.Y.B.Sc. Semester VI (${y})`),
          ),
        ),
      ),
    },
    {
      name: "NSS and NCC",
      type: "STUDENT_ZONE",
      items: [
        item(
          "National Service Scheme",
          ctx.fill(
            "The NSS unit of {college} has two hundred volunteers and runs a seven-day special camp every winter.",
          ),
          ...YEARS.map((y, i) =>
            doc(`Special Camp Report ${y}: ${s.villages[i % s.villages.length] ?? ""}`),
          ),
        ),
        item(
          "National Cadet Corps",
          "Cadets receive drill training and attend annual training camps.",
          doc("NCC Enrolment Form"),
          doc("B and C Certificate Results"),
        ),
        item(
          "Student Welfare",
          "Counselling, health check-ups and group insurance for all students.",
          doc("Group Insurance Scheme"),
        ),
      ],
    },
    {
      name: "Extension Activities",
      type: "ACTIVITY",
      items: [
        item(
          "Swachh Bharat Abhiyan",
          "Cleanliness drives on the campus and in the adopted villages.",
          doc("Report 2024-25"),
          doc("Report 2025-26"),
        ),
        item(
          "Unnat Bharat Abhiyan",
          "Village development work with five adopted villages.",
          item(
            "Adopted Villages",
            undefined,
            ...s.villages.slice(0, 3).map((v) => doc(`Village Survey: ${v}`)),
          ),
        ),
        doc("Blood Donation Camps"),
      ],
    },
    {
      name: "Hostel and Amenities",
      type: "INFRASTRUCTURE",
      items: [
        item(
          "Boys' Hostel",
          "Capacity of 120 students with a mess and reading room.",
          doc("Hostel Rules"),
          doc("Mess Menu"),
        ),
        item(
          "Girls' Hostel",
          "Capacity of 100 students with round-the-clock security.",
          doc("Hostel Rules for Girls"),
          doc("Warden Contacts"),
        ),
        item(
          "Amenities",
          undefined,
          doc("Canteen Rate Card"),
          doc("Health Centre Timings"),
          doc("Solar Power Plant"),
        ),
      ],
    },
  ];
}

export function buildCustomModules(ctx: Ctx): Bundle["custom_modules"] {
  return modulePlans(ctx).map((m) => {
    const root = `modules/${slugify(m.name)}`;
    return {
      _id: ctx.id(`module:${m.name}`),
      name: m.name,
      module_type: m.type,
      items: toNodes(ctx, root, [], m.items),
    };
  });
}

export function buildDynamicTabs(ctx: Ctx): Bundle["dynamic_tabs"] {
  const tabs: { name: string; items: MNode[] }[] = [
    {
      name: "Mandatory Disclosure",
      items: [
        item(
          "AISHE Certificates",
          "All India Survey on Higher Education.",
          ...YEARS.map((y) => doc(`AISHE Certificate ${y}`)),
        ),
        item(
          "Audited Statements",
          undefined,
          ...YEARS.slice(0, 2).map((y) =>
            item(y, undefined, doc(`Balance Sheet ${y}`), doc(`Income and Expenditure ${y}`)),
          ),
        ),
        doc("Information under RTI Act Section 4(1)(b)"),
      ],
    },
    {
      name: "Downloads",
      items: [
        item(
          "Forms for Students",
          undefined,
          doc("Bonafide Certificate Application"),
          doc("Leaving Certificate Application"),
          doc("Railway Concession Form"),
        ),
        item("Forms for Staff", undefined, doc("Leave Application"), doc("Duty Leave Form")),
        doc("College Prospectus 2026-27"),
      ],
    },
    {
      name: "Grievance Redressal",
      items: [
        item(
          "How to Lodge a Grievance",
          `Write to ${ctx.email("grievance")} or drop an application in the complaint box near the office. Every grievance is acknowledged within three working days.`,
        ),
        item(
          "Grievance Committees",
          undefined,
          doc("Students' Grievance Redressal Committee"),
          doc("Internal Complaints Committee"),
          doc("Anti-Ragging Committee"),
        ),
        doc("Grievance Redressal Policy"),
      ],
    },
  ];
  return tabs.map((t) => {
    const root = `top-tabs/${slugify(t.name)}`;
    return {
      _id: ctx.id(`dynamic-tab:${t.name}`),
      name: t.name,
      items: toNodes(ctx, root, [], t.items),
    };
  });
}

// ── student corner ──────────────────────────────────────────────────────────────────────

type CornerItem = Bundle["student_corner"][number];
type Second = CornerItem["second_level"][number];

export function buildStudentCorner(ctx: Ctx): CornerItem[] {
  const root = "student-corner";
  const file = (path: string, title: string): string =>
    ctx.pdf(`${root}/${path}`, title, [title, `For the students of ${ctx.spec.shortName}.`]);
  const leaf = (seed: string, name: string): Second => ({
    _id: ctx.id(`corner:${seed}:${name}`),
    name,
    pdf_key: file(`${slugify(seed)}/${slugify(name)}`, name),
    is_nested: false,
    third_level: [],
  });
  const nested = (seed: string, name: string, children: string[]): Second => ({
    _id: ctx.id(`corner:${seed}:${name}`),
    name,
    is_nested: true,
    third_level: children.map((c) => ({
      _id: ctx.id(`corner:${seed}:${name}:${c}`),
      name: c,
      pdf_key: file(`${slugify(seed)}/${slugify(name)}/${slugify(c)}`, `${name}: ${c}`),
    })),
  });
  return [
    {
      _id: ctx.id("corner:calendar"),
      name: "Academic Calendar 2025-26",
      pdf_key: file("academic-calendar-2025-26", "Academic Calendar 2025-26"),
      second_level: [],
    },
    {
      _id: ctx.id("corner:syllabus"),
      name: "Syllabus",
      second_level: [
        nested("syllabus", "B.A.", ["F.Y.B.A. (NEP 2020)", "S.Y.B.A. (NEP 2020)", "T.Y.B.A."]),
        nested("syllabus", "B.Com.", [
          "F.Y.B.Com. (NEP 2020)",
          "S.Y.B.Com. (NEP 2020)",
          "T.Y.B.Com.",
        ]),
        nested("syllabus", "B.Sc.", ["F.Y.B.Sc. (NEP 2020)", "S.Y.B.Sc. (NEP 2020)", "T.Y.B.Sc."]),
        leaf("syllabus", "Ability Enhancement Courses"),
      ],
    },
    {
      _id: ctx.id("corner:scholarships"),
      name: "Scholarships",
      second_level: [
        leaf("scholarships", "Post-Matric Scholarship Guidelines"),
        leaf("scholarships", "Rajarshi Shahu Maharaj Shikshan Shulkh Shishyavrutti"),
        nested("scholarships", "Document Checklists", [
          "SC / ST Students",
          "OBC / VJNT / SBC Students",
          "EWS Students",
        ]),
      ],
    },
    {
      _id: ctx.id("corner:forms"),
      name: "Student Forms",
      second_level: [
        leaf("forms", "Bonafide Certificate Application"),
        leaf("forms", "Leaving Certificate Application"),
        leaf("forms", "Railway Concession Form"),
        leaf("forms", "Re-examination Application"),
      ],
    },
    {
      _id: ctx.id("corner:timetables"),
      name: "Time Tables",
      second_level: [
        nested("timetables", "Lecture Time Tables", [
          "Arts Faculty",
          "Commerce Faculty",
          "Science Faculty",
        ]),
        nested("timetables", "Practical Batches", ["F.Y.B.Sc.", "S.Y.B.Sc.", "T.Y.B.Sc."]),
      ],
    },
    {
      _id: ctx.id("corner:anti-ragging"),
      name: "Anti-Ragging Undertaking",
      pdf_key: file("anti-ragging-undertaking", "Anti-Ragging Undertaking"),
      second_level: [],
    },
  ];
}
