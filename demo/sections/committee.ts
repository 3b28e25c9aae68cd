// The committee dashboard: the IQAC, NAAC and R&D authorities and the ordinary committees,
// each with about entries, meetings, composition, activities (and IRINS profiles for R&D).
import {
  AUTHORITY_NAMES,
  TEACHING_VALUES,
  type Bundle,
  type BundleAuthority,
} from "#contract/index.ts";
import {
  COMMITTEES,
  FEMALE_FIRST_NAMES,
  MALE_FIRST_NAMES,
  MIDDLE_NAMES,
  PARAGRAPHS,
  SURNAMES,
} from "../corpus.ts";
import { pick } from "../random.ts";
import { at, longDate, p, slugify, ul, type Ctx } from "./context.ts";
import type { People, Staff } from "./people.ts";

type FileItem = BundleAuthority["meetings"][number];

interface AuthorityPlan {
  name: string;
  head: string;
  description: string;
  objectives: string[];
  activities: string[];
  qualityDetail: string | null;
}

const SPECIAL_NAMES: readonly string[] = Object.values(AUTHORITY_NAMES);

function plans(ctx: Ctx, quality: { iqac: string; naac: string }): AuthorityPlan[] {
  const s = ctx.spec;
  const special: AuthorityPlan[] = [
    {
      name: AUTHORITY_NAMES.iqac,
      head: "Internal Quality Assurance Cell",
      description: `The IQAC of ${s.shortName} was established in 2004 as per the guidelines of NAAC. It plans, guides and monitors quality assurance and quality enhancement activities of the college, and prepares the Annual Quality Assurance Report (AQAR).`,
      objectives: [
        "To develop a system for conscious, consistent and catalytic action to improve academic and administrative performance.",
        "To promote measures for institutional functioning towards quality enhancement through internalisation of a quality culture.",
        "To collect and analyse feedback from all stakeholders.",
        "To organise workshops and seminars on quality-related themes.",
      ],
      activities: [
        "Workshop on NAAC Revised Accreditation Framework",
        "Academic and Administrative Audit",
        "Faculty Development Programme on ICT Tools",
        "Orientation on Outcome-Based Education",
      ],
      qualityDetail: quality.iqac,
    },
    {
      name: AUTHORITY_NAMES.naac,
      head: "NAAC Steering Committee",
      description: `The NAAC Steering Committee coordinates the preparation of the Self Study Report for the Cycle ${s.naacCycle} accreditation of ${s.shortName}. The college was accredited with Grade ${s.naacGrade} (CGPA ${s.naacCgpa}).`,
      objectives: [
        "To coordinate the seven criterion committees and compile data for the Self Study Report.",
        "To prepare the college for the peer team visit.",
        "To ensure timely submission of the Institutional Information for Quality Assessment (IIQA).",
      ],
      activities: [
        "Mock Peer Team Visit",
        "Criterion-wise Review Meeting",
        "Data Validation and Verification Training",
      ],
      qualityDetail: quality.naac,
    },
    {
      name: AUTHORITY_NAMES.rnd,
      head: "Research and Development Cell",
      description: ctx.fill(PARAGRAPHS.research[0]),
      objectives: [
        "To promote a research culture among faculty and students.",
        "To provide seed money for minor research projects.",
        "To facilitate MoUs and collaborations with industry and research institutes.",
        "To guide students for the Avishkar research convention.",
      ],
      activities: [
        "Research Methodology Workshop",
        "Avishkar Research Convention (College Level)",
        "Intellectual Property Rights Awareness Session",
        "Inauguration of the Incubation Centre",
      ],
      qualityDetail: null,
    },
  ];
  const ordinary = COMMITTEES.filter((c) => !c.name.includes("(IQAC)"))
    .slice(0, 12)
    .map((c): AuthorityPlan => ({
      name: c.name,
      head: c.name,
      description: c.description,
      objectives: [
        `To plan and carry out the work of the ${c.name} for the academic year 2025-26.`,
        "To meet at least twice a semester and record the minutes.",
        "To report its work to the Principal and the IQAC.",
      ],
      activities: [
        `Orientation by the ${c.name}`,
        `Awareness Programme by the ${c.name}`,
        "Annual Review Meeting",
      ],
      qualityDetail: null,
    }));
  return [...special, ...ordinary];
}

function composition(
  ctx: Ctx,
  people: People,
  index: number,
  seed: string,
): BundleAuthority["composition"] {
  const teaching = people.staff.filter(
    (st) => TEACHING_VALUES.includes(st.teaching_type) && st._id !== people.principal._id,
  );
  const nonTeaching = people.staff.filter((st) => st.teaching_type.startsWith("Non-Teaching"));
  const at_ = (list: Staff[], k: number): Staff =>
    list[(index * 5 + k) % list.length] ?? people.principal;
  const members: { designation: string; staff: Staff }[] = [
    { designation: "Chairperson", staff: people.principal },
    { designation: "Coordinator", staff: at_(teaching, 0) },
    { designation: "Member", staff: at_(teaching, 1) },
    { designation: "Member", staff: at_(teaching, 2) },
    { designation: "Member", staff: at_(teaching, 3) },
    { designation: "Non-Teaching Representative", staff: at_(nonTeaching, 0) },
  ];
  const out: BundleAuthority["composition"] = members.map((m, k) => ({
    _id: ctx.id(`${seed}:member:${k}`),
    designation: m.designation,
    staff_id: m.staff._id,
  }));
  const rnd = ctx.rnd(`${seed}:students`);
  for (let k = 0; k < 2; k++) {
    const female = k === 0;
    out.push({
      _id: ctx.id(`${seed}:student:${k}`),
      designation: "Student Representative",
      student: {
        _id: ctx.id(`${seed}:student-record:${k}`),
        studentFirstName: pick(rnd, female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES),
        studentMiddleName: pick(rnd, MIDDLE_NAMES),
        studentLastName: pick(rnd, SURNAMES),
        ...(k === 0 ? { studentProfilePhoto: ctx.avatar(index + 11) } : {}),
      },
    });
  }
  return out;
}

function irins(ctx: Ctx, people: People): BundleAuthority["irins"] {
  const faculty = [...people.heads.values()].slice(0, 6);
  return faculty.map((st, i) => {
    const name = `${st.staffFirstName} ${st.staffLastName}`;
    const dept = st.staff_department?.dName ?? "Science";
    const profile = 100_200 + i * 37;
    return {
      _id: ctx.id(`irins:${i}`),
      title: `${name} - ${st.current_designation}, ${dept}`,
      ...(i % 2 === 0
        ? {
            attachment: ctx.pdf(
              `rnd/irins/${slugify(name)}-publications`,
              `List of Publications: ${name}`,
              [
                `Department of ${dept}`,
                "Research papers in UGC-CARE listed journals: 12",
                "Books and chapters: 3",
                "Minor research projects completed: 2",
              ],
            ),
          }
        : {}),
      description: p(
        `${name} works in ${dept} and has published in peer-reviewed journals. Areas of interest include ${["material science", "green chemistry", "rural economics", "Marathi literature", "data analysis", "plant taxonomy"][i % 6] ?? "research"}.`,
      ),
      ...(i === 5
        ? {}
        : {
            link_url: `https://irins.${ctx.spec.domain}/profile/${profile}`,
            link_label: "View IRINS Profile",
          }),
    };
  });
}

export function buildCommittee(
  ctx: Ctx,
  people: People,
  quality: { iqac: string; naac: string },
): Bundle["committee"] {
  const authorities = plans(ctx, quality).map((plan, index): BundleAuthority => {
    const seed = `authority:${plan.name}`;
    const base = `committees/${slugify(plan.name)}`;
    const meetingDates = [
      at(2024, 7, 10 + (index % 9), 11),
      at(2025, 1, 12 + (index % 9), 11),
      at(2025, 7, 8 + (index % 9), 11),
    ];
    const meetings: FileItem[] = meetingDates.map((d, k) => ({
      _id: ctx.id(`${seed}:meeting:${k}`),
      name: `Minutes of the meeting held on ${longDate(d)}`,
      attach: ctx.pdf(`${base}/minutes-${d.slice(0, 10)}`, `${plan.head}: Minutes of Meeting`, [
        `Date: ${longDate(d)}`,
        "Venue: Conference Room",
        "Members present: as per the attendance sheet",
        "1. Confirmation of the minutes of the previous meeting.",
        "2. Review of activities and planning for the coming term.",
        "3. Any other matter with the permission of the chair.",
      ]),
    }));
    const activities: BundleAuthority["activities"] = plan.activities.map((title, k) => {
      const date = at(2024 + (k % 2), 8 + k, 5 + ((index * 3) % 20), 10 + k);
      return {
        _id: ctx.id(`${seed}:activity:${k}`),
        title,
        description:
          p(
            `The ${plan.head} organised "${title}" on ${longDate(date)}. Faculty members and students participated actively.`,
          ) +
          ul([
            "Objective: awareness and capacity building",
            `Participants: ${40 + k * 25 + index} students and staff`,
            "Outcome: report submitted to the IQAC",
          ]),
        date,
        attachment: [
          {
            _id: ctx.id(`${seed}:activity:${k}:photo`),
            name: "Photograph",
            attach: ctx.photo(index + k * 4),
          },
          {
            _id: ctx.id(`${seed}:activity:${k}:report`),
            name: "Activity Report",
            attach: ctx.pdf(`${base}/activity-${k + 1}-report`, `${title}: Report`, [
              `Organised by: ${plan.head}`,
              `Date: ${longDate(date)}`,
            ]),
          },
        ],
      };
    });
    return {
      _id: ctx.id(seed),
      name: plan.name,
      // The platform's own app finds IQAC, NAAC and RND by this field; other committees
      // carry their display name in it.
      custom_head_name: SPECIAL_NAMES.includes(plan.name) ? plan.name : plan.head,
      iqac_detail: plan.qualityDetail,
      description: p(plan.description),
      attachment_list: [
        ctx.pdf(`${base}/constitution-2025-26`, `Constitution of the ${plan.head} (2025-26)`, [
          `Office order regarding the constitution of the ${plan.head} for the academic year 2025-26.`,
        ]),
        ...(index % 2 === 0
          ? [
              ctx.pdf(
                `${base}/annual-report-2024-25`,
                `${plan.head}: Annual Report 2024-25`,
                plan.objectives,
              ),
            ]
          : []),
      ],
      about: [
        {
          _id: ctx.id(`${seed}:about:0`),
          sub_head_title: `About the ${plan.head}`,
          sub_head_body: p(plan.description),
          sub_heading_image: ctx.photo(index * 2 + 1),
        },
        {
          _id: ctx.id(`${seed}:about:1`),
          sub_head_title: "Objectives",
          sub_head_body: ul(plan.objectives),
        },
      ],
      meetings,
      composition: composition(ctx, people, index, seed),
      activities,
      irins: plan.name === AUTHORITY_NAMES.rnd ? irins(ctx, people) : [],
    };
  });
  return { _id: ctx.id("committee"), authorities };
}
