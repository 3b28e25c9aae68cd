// Departments, staff and department activities.
import {
  COLLEGE_LEVELS,
  STAFF_COLLEGE_FIELD,
  type Bundle,
  type SectionEntry,
} from "#contract/index.ts";
import {
  FEMALE_FIRST_NAMES,
  FIRST_NAMES,
  MALE_FIRST_NAMES,
  MIDDLE_NAMES,
  NON_TEACHING_DESIGNATIONS,
  OTHER_STAFF_DESIGNATIONS,
  PARAGRAPHS,
  QUALIFICATIONS,
  SEMINAR_TOPICS,
  SURNAMES,
} from "../corpus.ts";
import { pick, type Random } from "../random.ts";
import {
  academicYearOf,
  at,
  longDate,
  need,
  p,
  slugify,
  ul,
  type Ctx,
  type DepartmentPlan,
} from "./context.ts";

export type Department = Bundle["departments"][number];
export type Staff = Bundle["staff"][number];
export type DepartmentActivity = Bundle["department_activities"][number];
type FileItem = Department["syllabus"][number];

export interface People {
  departments: Department[];
  staff: Staff[];
  /** Well-known office holders, for the landing page, committees and contacts. */
  principal: Staff;
  vicePrincipal: Staff;
  registrar: Staff;
  librarian: Staff | undefined;
  /** The head of each department, by department id. */
  heads: Map<string, Staff>;
}

// ── names ───────────────────────────────────────────────────────────────────────────────

export interface PersonName {
  first: string;
  middle: string;
  last: string;
  female: boolean;
}

/** Splits a corpus list at `from`: Maharashtrian names before it, names from elsewhere after. */
function split<T>(list: readonly T[], from: T): [readonly T[], readonly T[]] {
  const at = list.indexOf(from);
  return at <= 0 ? [list, list] : [list.slice(0, at), list.slice(at)];
}
const [LOCAL_MALE, OTHER_MALE] = split(MALE_FIRST_NAMES, "Arjun");
const [LOCAL_FEMALE, OTHER_FEMALE] = split(FEMALE_FIRST_NAMES, "Lakshmi");
const [LOCAL_SURNAMES, OTHER_SURNAMES] = split(SURNAMES, "Iyer");

/**
 * Draws names without repeating a first-and-last pair within one institute. Most are
 * Maharashtrian (given name, father's name, surname); a few come from elsewhere in India
 * and have no father's name in the middle.
 */
export class NameDrawer {
  private readonly used = new Set<string>();
  constructor(private readonly rnd: Random) {}

  /** A fresh name; `female` fixes the gender when a title or role requires one. */
  next(female: boolean = this.rnd() < 0.48): PersonName {
    for (let tries = 0; ; tries++) {
      const local = this.rnd() < 0.88;
      const firsts = female
        ? local
          ? LOCAL_FEMALE
          : OTHER_FEMALE
        : local
          ? LOCAL_MALE
          : OTHER_MALE;
      const first = pick(this.rnd, firsts);
      const last = pick(this.rnd, local ? LOCAL_SURNAMES : OTHER_SURNAMES);
      const key = `${first} ${last}`;
      if (this.used.has(key) && tries < 50) continue;
      this.used.add(key);
      return { first, middle: local ? pick(this.rnd, MIDDLE_NAMES) : "", last, female };
    }
  }

  reserve(name: PersonName): PersonName {
    this.used.add(`${name.first} ${name.last}`);
    return name;
  }
}

/** First, middle (when there is one) and last name. */
export function fullName(n: { first: string; middle?: string; last: string }): string {
  return [n.first, n.middle, n.last].filter((s) => s).join(" ");
}

export function staffFullName(s: Staff): string {
  return fullName({ first: s.staffFirstName, middle: s.staffMiddleName, last: s.staffLastName });
}

// ── departments ─────────────────────────────────────────────────────────────────────────

const SYLLABUS_CLASSES: Readonly<Record<string, readonly string[]>> = {
  Science: ["F.Y.B.Sc.", "S.Y.B.Sc.", "T.Y.B.Sc."],
  Commerce: ["F.Y.B.Com.", "S.Y.B.Com.", "T.Y.B.Com.", "M.Com. Part I"],
  Arts: ["F.Y.B.A.", "S.Y.B.A.", "T.Y.B.A.", "M.A. Part I"],
  Management: ["F.Y.BBA", "S.Y.BBA", "T.Y.BBA"],
};

function programmeOf(plan: DepartmentPlan): string {
  if (plan.type === "Science") return "B.Sc.";
  if (plan.type === "Commerce") return "B.Com.";
  if (plan.type === "Arts") return "B.A.";
  return plan.name === "BBA" || plan.name === "BCA" ? plan.name : "all programmes";
}

function departmentSite(ctx: Ctx, plan: DepartmentPlan, index: number): Department {
  const slug = slugify(plan.name);
  const base = `departments/${slug}`;
  const seed = `dept:${slug}`;
  const rnd = ctx.rnd(seed);
  const programme = programmeOf(plan);
  const dName = plan.name;
  const classes = SYLLABUS_CLASSES[plan.type ?? ""] ??
    (plan.name === "BBA" ? SYLLABUS_CLASSES.Management : undefined) ?? ["All Classes"];

  const syllabus: FileItem[] = classes.map((cls) => ({
    _id: ctx.id(`${seed}:syllabus:${cls}`),
    name: `${cls} ${dName} Syllabus (NEP 2020)`,
    attach: ctx.pdf(`${base}/syllabus-${slugify(cls)}`, `${cls} ${dName}: Syllabus`, [
      `Structure and syllabus of ${dName} for ${cls} under NEP 2020, as prescribed by ${ctx.spec.university}.`,
      "Semester-wise courses, credits, internal and external assessment pattern.",
      "Applicable from the academic year 2025-26.",
    ]),
  }));

  const outcomes = [
    [
      "PO1: Disciplinary Knowledge",
      `Demonstrate comprehensive knowledge of ${dName} and its applications.`,
    ],
    [
      "PO2: Critical Thinking",
      "Analyse problems logically and evaluate evidence before reaching conclusions.",
    ],
    [
      "PO3: Communication Skills",
      "Express ideas clearly in writing and speech, in English and Marathi.",
    ],
    [
      "PO4: Social Responsibility",
      "Apply learning for the welfare of society through extension work.",
    ],
    [
      "PSO1: Practical Competence",
      `Use laboratory, field and digital tools of ${dName} with confidence.`,
    ],
    [
      "PSO2: Employability",
      `Qualify for higher studies, competitive examinations and careers related to ${dName}.`,
    ],
  ] as const;
  const po_pso: Department["po_pso"] = outcomes.map(([title, text], i) => ({
    _id: ctx.id(`${seed}:popso:${i}`),
    title,
    description: p(text),
    ...(i === 0
      ? {
          attach: ctx.pdf(
            `${base}/po-pso`,
            `Programme Outcomes: ${dName}`,
            outcomes.map(([t, d]) => `${t} - ${d}`),
          ),
        }
      : {}),
  }));

  const achievements = [
    `University Rank in ${programme} ${dName}`,
    "First Prize at Avishkar Research Convention",
    "Selected for Summer Research Fellowship",
    "Qualified SET/NET Examination",
  ];
  const student_achievements: Department["student_achievements"] = achievements.map((title, i) => {
    const student = pick(rnd, FIRST_NAMES) + " " + pick(rnd, SURNAMES);
    const when = ["2023-24", "2024-25", "2025-26"][i % 3] ?? "2025-26";
    return {
      _id: ctx.id(`${seed}:achievement:${i}`),
      title: `${student}: ${title}`,
      description: p(
        `${student} of the Department of ${dName} earned this distinction in ${when}. The department congratulates the student and the guiding teachers.`,
      ),
      ...(i < 3 ? { image: ctx.photo(index * 3 + i) } : {}),
      ...(i !== 2
        ? {
            attach: ctx.pdf(`${base}/achievement-${i + 1}`, title, [
              `Name of the student: ${student}`,
              `Department: ${dName}`,
              `Academic year: ${when}`,
            ]),
          }
        : {}),
    };
  });

  return {
    _id: ctx.id(seed),
    dName,
    department_type: plan.type,
    department_vission: p(
      `To be a department of ${dName} known for rigorous teaching, curiosity-driven research and service to the rural community of ${ctx.spec.district} district.`,
    ),
    department_mission: ul([
      `To impart sound conceptual and practical knowledge of ${dName}.`,
      "To encourage students to take up projects, internships and research.",
      "To prepare students for higher education, competitive examinations and employment.",
      "To inculcate scientific temper, ethics and social commitment.",
    ]),
    department_hod_message: ctx.fill(PARAGRAPHS.hodMessage.map((t) => p(t)).join(""), {
      department: dName,
    }),
    sub_head_title: `About the Department of ${dName}`,
    sub_head_body:
      p(
        `The Department of ${dName} was established in ${ctx.spec.founded + 3 + (index % 12)} and offers ${programme} programmes affiliated to ${ctx.spec.university}.`,
      ) +
      p(
        "The department has well-qualified faculty members, a departmental library and laboratories equipped as per university norms. Students take part in study tours, guest lectures, the department association and the university's Avishkar research convention.",
      ) +
      ul([
        `Programmes: ${programme}${plan.type === "Commerce" || plan.type === "Arts" ? ", post-graduate" : ""}`,
        `Sanctioned intake: ${60 + (index % 3) * 20} students per year`,
        "Add-on certificate course run every year",
      ]),
    sub_heading_image: ctx.photo(index + 5),
    po_pso,
    syllabus,
    student_achievements,
    department_contact: [],
    ...(plan.mou ? { mou_collaboration: mous(ctx, seed, base, dName) } : {}),
    // Science departments describe their laboratories; the others leave the tab out.
    ...(plan.type === "Science"
      ? {
          laboratory: [
            {
              _id: ctx.id(`${seed}:laboratory:0`),
              sub_head_title: `${dName} Laboratory`,
              sub_head_body: p(
                `The ${dName} laboratory seats 30 students per batch and is equipped for every practical of the ${programme} syllabus, with a separate instrument room and store.`,
              ),
              sub_heading_image: ctx.photo(index + 8),
            },
            {
              _id: ctx.id(`${seed}:laboratory:1`),
              sub_head_title: "Research Laboratory",
              sub_head_body: p(
                `Post-graduate and research students of ${dName} work here on their dissertations and minor research projects.`,
              ),
            },
          ],
        }
      : {}),
  };
}

/** A department's MoUs: one with its signed copy and a link, one with a link, one with text
 * alone, so every form of the platform's MoU rows is shown. */
function mous(ctx: Ctx, seed: string, base: string, dName: string): SectionEntry[] {
  return [
    {
      _id: ctx.id(`${seed}:mou:0`),
      title: "Deccan Auto Components Pvt. Ltd., Chakan",
      description: p(
        `Summer internships, industrial visits and guest lectures for students of ${dName}, for three years from 2024.`,
      ),
      attachment: ctx.pdf(`${base}/mou-deccan-auto`, "Memorandum of Understanding", [
        `Between ${ctx.spec.name} and Deccan Auto Components Pvt. Ltd., Chakan`,
        `Department: ${dName}`,
        "Period: June 2024 to May 2027",
      ]),
      link_url: "https://www.deccan-auto.example.in",
      link_label: "The company",
    },
    {
      _id: ctx.id(`${seed}:mou:1`),
      title: "Pune District Chamber of Small Industries",
      description: p("Entrepreneurship workshops and a start-up mentoring programme."),
      link_url: "https://www.pdcsi.example.in",
      link_label: "The chamber",
    },
    {
      _id: ctx.id(`${seed}:mou:2`),
      title: `Collaboration with the ${ctx.spec.universityShort} Department of Management Sciences`,
      description: p("Joint seminars and guidance for final-year projects."),
    },
  ];
}

// ── staff ───────────────────────────────────────────────────────────────────────────────

type Kind = "teaching" | "non" | "other";

interface StaffPlan {
  kind: Kind;
  designation: string;
  department: Department | null;
  level?: "junior" | "senior";
  qualification: string;
  name?: PersonName;
}

const TEACHING_RANKS = [
  "Associate Professor",
  "Assistant Professor",
  "Assistant Professor",
  "Assistant Professor (Contract Basis)",
  "Professor",
  "Assistant Professor",
  "Clock Hour Basis Lecturer",
] as const;

const JUNIOR_SUBJECTS = [
  ["Physics", "Lecturer (Junior College)"],
  ["Chemistry", "Lecturer (Junior College)"],
  ["Mathematics", "Junior College Teacher"],
  ["Biology", "Junior College Teacher"],
  ["English", "Supervisor (Junior College)"],
  ["Marathi", "Junior College Teacher"],
  ["Commerce", "Lecturer (Junior College)"],
  ["Economics", "Junior College Teacher"],
  ["Hindi", "Junior College Teacher"],
  ["Geography", "Junior College Teacher"],
  ["Accountancy", "Lecturer (Junior College)"],
  ["Information Technology", "Junior College Teacher"],
] as const;

function qualificationFor(rnd: Random, department: Department | null, kind: Kind): string {
  if (kind === "other") return pick(rnd, ["S.S.C.", "H.S.C.", "ITI"]);
  if (kind === "non") return pick(rnd, ["B.Com.", "B.A.", "H.S.C.", "B.Sc.", "M.Com."]);
  const type = department?.department_type;
  const pool = QUALIFICATIONS.filter((q) =>
    type === "Science"
      ? q.startsWith("M.Sc")
      : type === "Commerce"
        ? q.startsWith("M.Com") || q.startsWith("MBA")
        : q.startsWith("M.A") || q.startsWith("M.P.Ed") || q.startsWith("M.Lib"),
  );
  return pick(rnd, pool.length > 0 ? pool : QUALIFICATIONS);
}

function staffPlans(
  ctx: Ctx,
  departments: Department[],
  plans: readonly DepartmentPlan[],
  rnd: Random,
): StaffPlan[] {
  const out: StaffPlan[] = [];
  const byName = new Map(departments.map((d) => [d.dName, d]));
  const find = (name: string): Department | null => byName.get(name) ?? null;
  const first = departments[0] ?? null;
  const commerce = departments.find((d) => d.department_type === "Commerce") ?? first;
  const library = departments.find((d) => d.dName.startsWith("Library")) ?? null;

  out.push({
    kind: "teaching",
    designation: "Principal",
    department: find("Chemistry") ?? first,
    level: "senior",
    qualification: "M.Sc., Ph.D.",
    name: { ...ctx.spec.principal, female: false },
  });
  out.push({
    kind: "teaching",
    designation: "Vice Principal",
    department: commerce,
    level: "senior",
    qualification: "M.Com., Ph.D.",
  });

  plans.forEach((plan, i) => {
    const department = departments[i] ?? null;
    for (let k = 0; k < plan.faculty; k++) {
      let designation: string =
        TEACHING_RANKS[(k + i) % TEACHING_RANKS.length] ?? "Assistant Professor";
      if (k === 0)
        designation = i % 2 === 0 ? "HOD & Associate Professor" : "HOD & Assistant Professor";
      if (plan.name === "Physical Education" && k === 0)
        designation = "Director of Physical Education";
      if (plan.name.startsWith("Library") && k === 0) designation = "Librarian";
      out.push({
        kind: "teaching",
        designation,
        department,
        level: "senior",
        qualification: qualificationFor(rnd, department, "teaching"),
      });
    }
  });

  for (const [subject, designation] of JUNIOR_SUBJECTS) {
    const department =
      find(subject) ?? (subject === "Biology" ? (find("Botany") ?? find("Microbiology")) : null);
    out.push({
      kind: "teaching",
      designation: `${designation}, ${subject}`,
      department,
      level: "junior",
      qualification: qualificationFor(rnd, department, "teaching").replace("Ph.D.", "B.Ed."),
    });
  }

  const office: [string, number][] = [
    ["Registrar", 1], ["Office Superintendent", 1], ["Accountant", 2], ["Head Clerk", 1],
    ["Senior Clerk", 4], ["Junior Clerk", 5], ["Cashier", 1], ["Store Keeper", 1],
    ["Computer Operator", 2], ["Peon", 5],
  ]; // prettier-ignore
  for (const [designation, count] of office) {
    for (let k = 0; k < count; k++)
      out.push({
        kind: "non",
        designation,
        department: null,
        qualification: qualificationFor(rnd, null, "non"),
      });
  }
  for (const designation of ["Assistant Librarian", "Library Clerk", "Library Attendant"]) {
    out.push({
      kind: "non",
      designation,
      department: library,
      qualification: qualificationFor(rnd, null, "non"),
    });
  }
  plans.forEach((plan, i) => {
    for (let k = 0; k < plan.labStaff; k++) {
      out.push({
        kind: "non",
        designation: k % 2 === 0 ? "Lab Assistant" : "Lab Attendant",
        department: departments[i] ?? null,
        qualification: "B.Sc.",
      });
    }
  });
  const support: [string, number][] = [
    ["Security Guard", 4], ["Watchman", 2], ["Driver", 2], ["Gardener", 3], ["Electrician", 1],
    ["Plumber", 1], ["Sweeper", 4], ["Hostel Caretaker", 2], ["Canteen Supervisor", 1],
  ]; // prettier-ignore
  for (const [designation, count] of support) {
    for (let k = 0; k < count; k++)
      out.push({
        kind: "other",
        designation,
        department: null,
        qualification: qualificationFor(rnd, null, "other"),
      });
  }
  // Keep the corpus lists honest: every designation used here is one they know.
  for (const s of out) {
    if (s.kind === "non" && !NON_TEACHING_DESIGNATIONS.some((d) => d === s.designation))
      throw new Error(s.designation);
    if (s.kind === "other" && !OTHER_STAFF_DESIGNATIONS.some((d) => d === s.designation))
      throw new Error(s.designation);
  }
  return out;
}

function staffMember(
  ctx: Ctx,
  plan: StaffPlan,
  index: number,
  names: NameDrawer,
  rnd: Random,
  emails: Set<string>,
): Staff {
  const name = plan.name ? names.reserve(plan.name) : names.next();
  const base = `${name.first}.${name.last}`.toLowerCase().replace(/[^a-z.]/g, "");
  let local = base;
  for (let n = 2; emails.has(local); n++) local = `${base}${n}`;
  emails.add(local);
  const teaching = plan.kind === "teaching";
  const teachingType =
    plan.kind === "teaching"
      ? index % 3 === 0
        ? "Teaching Faculty"
        : "Teaching"
      : plan.kind === "non"
        ? index % 2 === 0
          ? "Non-Teaching"
          : "Non-Teaching Faculty"
        : "Support Staff";
  const technicality =
    plan.kind === "teaching"
      ? "Teaching"
      : plan.designation.startsWith("Lab") ||
          plan.designation === "Computer Operator" ||
          plan.designation === "Electrician"
        ? "Technical"
        : plan.kind === "non"
          ? "Administrative"
          : "Contractual";
  const dynamic: Staff["staff_dynamic_field"] = [];
  if (teaching) {
    dynamic.push({
      key: STAFF_COLLEGE_FIELD,
      value: plan.level === "junior" ? COLLEGE_LEVELS.junior : COLLEGE_LEVELS.senior,
    });
  }
  dynamic.push({ key: "Qualification", value: plan.qualification });
  if (teaching) dynamic.push({ key: "Experience", value: `${3 + Math.floor(rnd() * 26)} years` });
  return {
    _id: ctx.id(`staff:${index}`),
    staffFirstName: name.first,
    staffMiddleName: name.middle,
    staffLastName: name.last,
    ...(index % 7 === 3 ? {} : { staffProfilePhoto: ctx.avatar(index) }),
    staffPhoneNumber: ctx.mobile(rnd),
    staffEmail: ctx.email(local),
    current_designation: plan.designation,
    staff_department: plan.department
      ? { _id: plan.department._id, dName: plan.department.dName }
      : null,
    teaching_type: teachingType,
    staff_technicality: technicality,
    staff_dynamic_field: dynamic,
  };
}

export function buildPeople(ctx: Ctx, names: NameDrawer): People {
  const plans = ctx.spec.departments;
  const departments = plans.map((plan, i) => departmentSite(ctx, plan, i));
  const rnd = ctx.rnd("staff");
  const emails = new Set<string>();
  const staff = staffPlans(ctx, departments, plans, rnd).map((plan, i) =>
    staffMember(ctx, plan, i, names, rnd, emails),
  );

  const find = (designation: string): Staff => {
    const s = staff.find((m) => m.current_designation === designation);
    if (!s) throw new Error(`demo: no ${designation}`);
    return s;
  };
  const heads = new Map<string, Staff>();
  for (const d of departments) {
    const head = staff.find(
      (s) =>
        s.staff_department?._id === d._id &&
        s.current_designation !== "Principal" &&
        s.current_designation !== "Vice Principal",
    );
    if (head) heads.set(d._id, head);
  }
  // Contact cards name the head of each department.
  for (const d of departments) {
    const head = heads.get(d._id);
    if (!head) continue;
    d.department_contact = [
      {
        contact_department_name: `Department of ${d.dName}`,
        contact_person_name: `${head.staffFirstName} ${head.staffLastName} (Head)`,
        contact_person_mobile: head.staffPhoneNumber,
        contact_person_email: head.staffEmail,
      },
      {
        contact_department_name: `${d.dName} Association`,
        contact_person_name: "Student Secretary",
        contact_person_mobile: ctx.phone(1240 + departments.indexOf(d)),
        contact_person_email: ctx.email(`${slugify(d.dName)}.dept`),
      },
    ];
  }
  return {
    departments,
    staff,
    principal: find("Principal"),
    vicePrincipal: find("Vice Principal"),
    registrar: find("Registrar"),
    librarian: staff.find((s) => s.current_designation === "Librarian"),
    heads,
  };
}

// ── department activities ───────────────────────────────────────────────────────────────

const ACTIVITY_KINDS = [
  ["Guest Lecture", (d: string, topic: string) => `Guest Lecture on ${topic}`],
  ["Workshop", (d: string, topic: string) => `One-Day Workshop on ${topic}`],
  ["Study Tour", (d: string) => `Study Tour of ${d} Students`],
  ["Association Activity", (d: string) => `Inauguration of the ${d} Association`],
  ["Competition", (d: string) => `Poster and Quiz Competition in ${d}`],
  ["Field Visit", (d: string) => `Field Visit by ${d} Students`],
] as const;

export function buildDepartmentActivities(
  ctx: Ctx,
  people: People,
  years: ReadonlyMap<string, string>,
): DepartmentActivity[] {
  const out: DepartmentActivity[] = [];
  const rnd = ctx.rnd("department-activities");
  people.departments.forEach((d, di) => {
    const deptStaff = people.staff.filter((s) => s.staff_department?._id === d._id);
    for (let k = 0; k < 4; k++) {
      const [type, title] = ACTIVITY_KINDS[(di + k) % ACTIVITY_KINDS.length] ?? ACTIVITY_KINDS[0];
      const topic = SEMINAR_TOPICS[(di * 4 + k) % SEMINAR_TOPICS.length] ?? "Research Methodology";
      const name = title(d.dName, topic);
      // Spread over three academic years; every date is distinct.
      const year = 2023 + (k % 3);
      const date = at(
        year + (k === 3 ? 1 : 0),
        [8, 9, 12, 2][k] ?? 8,
        1 + ((di * 2) % 28),
        11,
        (di * 7) % 60,
      );
      const batchName = academicYearOf(date);
      const seed = `dact:${d._id}:${k}`;
      const base = `departments/${slugify(d.dName)}/activities/${k + 1}`;
      const files = (group: string, count: number, images: number): FileItem[] =>
        Array.from({ length: count }, (_, j) => {
          const image = j >= count - images;
          return {
            _id: ctx.id(`${seed}:${group}:${j}`),
            name: image
              ? `Photograph ${j + 1}`
              : `${groupLabel(group)}${count > 1 ? ` ${j + 1}` : ""}`,
            attach: image
              ? ctx.photo(di * 5 + k * 3 + j)
              : ctx.pdf(`${base}-${group}-${j + 1}`, `${name}: ${groupLabel(group)}`, [
                  `Department of ${d.dName}`,
                  `Activity: ${name}`,
                  `Date: ${longDate(date)}`,
                  `Academic year: ${batchName}`,
                ]),
          };
        });
      const from = deptStaff.length > 0 ? k % deptStaff.length : 0;
      const staffOf = deptStaff.slice(from, from + 1 + (k % 3));
      out.push({
        _id: ctx.id(seed),
        activity_name: name,
        activity_type: type,
        activity_date: date,
        activity_batch: { _id: need(years, batchName), batchName },
        activity_department: { _id: d._id, dName: d.dName },
        activity_staff: staffOf.map((s) => ({
          _id: s._id,
          staffFirstName: s.staffFirstName,
          staffLastName: s.staffLastName,
        })),
        attendance: files("attendance", 1 + Math.floor(rnd() * 2), 0),
        notice: files("notice", 2, 1),
        permission_letter: files("permission_letter", 1, 0),
        activity_report: files("activity_report", 3, 2),
        other: files("other", 2, 2),
      });
    }
  });
  return out;
}

export function groupLabel(group: string): string {
  const labels: Record<string, string> = {
    attendance: "Attendance Sheet",
    notice: "Notice",
    permission_letter: "Permission Letter",
    activity_report: "Activity Report",
    report: "Report",
    other: "Other Document",
  };
  return labels[group] ?? group;
}
