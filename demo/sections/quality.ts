// Quality pages (IQAC, NAAC, NIRF, AQAR, distinctiveness, special status): tabs of cards
// nested up to five levels, leaves opening a PDF.
import { AUTHORITY_NAMES, type QualityDetail, type QualityTab } from "#contract/index.ts";
import { opt, slugify, type Ctx } from "./context.ts";

/** A node of a quality tree: leaves get a PDF of their own. */
export interface QNode {
  name: string;
  children: QNode[];
}
const q = (name: string, ...children: QNode[]): QNode => ({ name, children });

type InnerCard = QualityTab["inner_card"][number];
type NestedInnerCard = InnerCard["nested_inner_card"][number];
type NestedNestedCard = NestedInnerCard["nested_nested_card"][number];
type NestedNestedNestedCard = NestedNestedCard["nested_nested_nested_card"][number];
type Nested4Card = NestedNestedNestedCard["nested4_card"][number];

/** Builds cards from trees; `path` names the leaf PDFs and seeds the ids. */
class CardBuilder {
  constructor(
    private readonly ctx: Ctx,
    private readonly root: string,
  ) {}

  private base(path: readonly string[], node: QNode) {
    const seedPath = [...path, node.name];
    const nested = node.children.length > 0;
    const pdfPath = `${this.root}/${seedPath.map(slugify).join("/")}`;
    return {
      _id: this.ctx.id(`quality:${this.root}:${seedPath.join(" > ")}`),
      name: node.name,
      is_nested: nested,
      ...opt(
        "pdf_key",
        nested
          ? undefined
          : this.ctx.pdf(pdfPath, node.name, [
              `Document: ${node.name}`,
              `Section: ${path.join(" > ")}`,
              `Prepared by the Internal Quality Assurance Cell, ${this.ctx.spec.shortName}.`,
              "Certified true copy. Verified by the Principal.",
            ]),
      ),
    };
  }

  tab(path: readonly string[], node: QNode): QualityTab {
    const here = [...path, node.name];
    return {
      _id: this.ctx.id(`quality:${this.root}:${here.join(" > ")}`),
      name: node.name,
      ...opt(
        "pdf_key",
        node.children.length === 0
          ? this.ctx.pdf(`${this.root}/${here.map(slugify).join("/")}`, node.name, [
              `Document: ${node.name}`,
            ])
          : undefined,
      ),
      inner_card: node.children.map((c) => this.inner(here, c)),
    };
  }

  private inner(path: readonly string[], node: QNode): InnerCard {
    const here = [...path, node.name];
    return {
      ...this.base(path, node),
      nested_inner_card: node.children.map((c) => this.nestedInner(here, c)),
    };
  }

  private nestedInner(path: readonly string[], node: QNode): NestedInnerCard {
    const here = [...path, node.name];
    return {
      ...this.base(path, node),
      nested_nested_card: node.children.map((c) => this.nestedNested(here, c)),
    };
  }

  private nestedNested(path: readonly string[], node: QNode): NestedNestedCard {
    const here = [...path, node.name];
    return {
      ...this.base(path, node),
      nested_nested_nested_card: node.children.map((c) => this.nested3(here, c)),
    };
  }

  private nested3(path: readonly string[], node: QNode): NestedNestedNestedCard {
    const here = [...path, node.name];
    return {
      ...this.base(path, node),
      nested4_card: node.children.map((c) => this.nested4(here, c)),
    };
  }

  private nested4(path: readonly string[], node: QNode): Nested4Card {
    if (node.children.length > 0) throw new Error(`demo: quality tree too deep at ${node.name}`);
    return this.base(path, node);
  }
}

// ── the NAAC framework ─────────────────────────────────────────────────────────────────

const NAAC_CRITERIA: readonly { name: string; indicators: readonly string[] }[] = [
  { name: "Criterion I - Curricular Aspects", indicators: ["1.1 Curricular Planning and Implementation", "1.2 Academic Flexibility", "1.3 Curriculum Enrichment", "1.4 Feedback System"] },
  { name: "Criterion II - Teaching-Learning and Evaluation", indicators: ["2.1 Student Enrolment and Profile", "2.2 Catering to Student Diversity", "2.3 Teaching-Learning Process", "2.4 Teacher Profile and Quality", "2.5 Evaluation Process and Reforms", "2.6 Student Performance and Learning Outcomes", "2.7 Student Satisfaction Survey"] },
  { name: "Criterion III - Research, Innovations and Extension", indicators: ["3.1 Resource Mobilization for Research", "3.2 Innovation Ecosystem", "3.3 Research Publications and Awards", "3.4 Extension Activities", "3.5 Collaboration"] },
  { name: "Criterion IV - Infrastructure and Learning Resources", indicators: ["4.1 Physical Facilities", "4.2 Library as a Learning Resource", "4.3 IT Infrastructure", "4.4 Maintenance of Campus Infrastructure"] },
  { name: "Criterion V - Student Support and Progression", indicators: ["5.1 Student Support", "5.2 Student Progression", "5.3 Student Participation and Activities", "5.4 Alumni Engagement"] },
  { name: "Criterion VI - Governance, Leadership and Management", indicators: ["6.1 Institutional Vision and Leadership", "6.2 Strategy Development and Deployment", "6.3 Faculty Empowerment Strategies", "6.4 Financial Management and Resource Mobilization", "6.5 Internal Quality Assurance System"] },
  { name: "Criterion VII - Institutional Values and Best Practices", indicators: ["7.1 Institutional Values and Social Responsibilities", "7.2 Best Practices", "7.3 Institutional Distinctiveness"] },
]; // prettier-ignore

/** Criterion → key indicator → metric → documents: four levels below the framework item. */
function qualityIndicatorFramework(indicatorsPerCriterion: number): QNode {
  return q(
    "Quality Indicator Framework",
    ...NAAC_CRITERIA.map((c) =>
      q(
        c.name,
        ...c.indicators.slice(0, indicatorsPerCriterion).map((ki) => {
          const code = ki.split(" ")[0] ?? "";
          return q(
            ki,
            q(`${code}.1 Quantitative Metric`, q("Data Template"), q("Supporting Documents")),
            q(`${code}.2 Qualitative Metric`, q("Descriptive Report"), q("Additional Information")),
          );
        }),
      ),
    ),
  );
}

const YEARS = ["2023-24", "2024-25", "2025-26"] as const;

function meetingsTree(): QNode {
  return q(
    "Minutes of IQAC Meetings",
    ...YEARS.map((y, i) =>
      q(
        y,
        q(
          `First Meeting (July ${2023 + i})`,
          q("Proceedings", q("Agenda"), q("Minutes"), q("Action Taken Report")),
        ),
        q(`Second Meeting (January ${2024 + i})`, q("Proceedings", q("Agenda"), q("Minutes"))),
      ),
    ),
  );
}

function feedbackTree(): QNode {
  return q(
    "Feedback on Curriculum",
    ...YEARS.slice(1).map((y) =>
      q(
        y,
        ...["Students", "Teachers", "Alumni", "Employers", "Parents"].map((who) =>
          q(
            `Feedback from ${who}`,
            q("Feedback Report", q("Questionnaire"), q("Analysis"), q("Action Taken Report")),
          ),
        ),
      ),
    ),
  );
}

function iqacTabs(): QNode[] {
  return [
    q("About IQAC", q("IQAC Constitution 2025-26"), q("Objectives and Functions"), meetingsTree()),
    q("Feedback", feedbackTree(), q("Student Satisfaction Survey 2024-25")),
    q(
      "Audits",
      q(
        "Academic and Administrative Audit",
        ...YEARS.map((y) =>
          q(
            y,
            q(
              "Audit Report",
              q(
                "Department-wise Observations",
                q("Science Faculty"),
                q("Commerce Faculty"),
                q("Arts Faculty"),
              ),
            ),
          ),
        ),
      ),
      q("Green Audit", q("Green Audit Report 2024-25"), q("Energy Audit Report 2024-25")),
    ),
    q(
      "Best Practices",
      q("Best Practice I: Earn and Learn Scheme"),
      q("Best Practice II: Green Campus Initiatives"),
    ),
    q("Strategic Plan 2025-2030"),
  ];
}

function naacTabs(ctx: Ctx, indicators: number): QNode[] {
  const cycle = ctx.spec.naacCycle;
  return [
    q(
      `NAAC Cycle ${cycle}`,
      q(`Certificate of Accreditation (Grade ${ctx.spec.naacGrade})`),
      q("Peer Team Report"),
      q("Grade Sheet"),
    ),
    q(
      `Self Study Report (Cycle ${cycle})`,
      qualityIndicatorFramework(indicators),
      q("Executive Summary"),
      q("Profile of the Institution"),
      q("Extended Profile"),
    ),
    q(
      "DVV Clarifications",
      ...NAAC_CRITERIA.slice(0, 3).map((c) =>
        q(
          c.name,
          q(
            "Deviations Accepted",
            q("Metric-wise Responses", q("Clarification Letter"), q("Revised Data Template")),
          ),
        ),
      ),
    ),
    q(
      "Previous Cycles",
      ...Array.from({ length: cycle - 1 }, (_, i) => q(`Cycle ${i + 1} Certificate`)),
    ),
  ];
}

function nirfTabs(): QNode[] {
  return ["NIRF 2024", "NIRF 2025", "NIRF 2026"].map((year) =>
    q(
      year,
      q("Data Submitted to NIRF"),
      q(
        "Parameters",
        q(
          "Teaching, Learning and Resources",
          q(
            "Student Strength",
            q("Undergraduate Programmes", q("Sanctioned Intake"), q("Total Students")),
            q("Postgraduate Programmes", q("Sanctioned Intake")),
          ),
          q("Faculty Details", q("Faculty with Ph.D.", q("List of Faculty"))),
        ),
        q(
          "Graduation Outcomes",
          q(
            "Placement and Higher Studies",
            q("Three-year Data", q("Placement Details"), q("Higher Studies Details")),
          ),
        ),
        q("Outreach and Inclusivity"),
        q("Perception"),
      ),
    ),
  );
}

function aqarTabs(): QNode[] {
  return ["AQAR 2022-23", "AQAR 2023-24", "AQAR 2024-25"].map((year) =>
    q(
      year,
      q(`${year} Report (Submitted)`),
      q(
        "Supporting Documents",
        ...NAAC_CRITERIA.slice(0, 4).map((c) =>
          q(
            c.name,
            q(
              c.indicators[0] ?? "Key Indicator",
              q("Metric Documents", q("Data Template"), q("Supporting Evidence")),
            ),
          ),
        ),
      ),
      q("Acknowledgement from NAAC"),
    ),
  );
}

function distinctivenessTabs(): QNode[] {
  return [
    q(
      "Institutional Distinctiveness",
      q(
        "Rural Outreach",
        q(
          "NSS Adopted Villages",
          q(
            "Village Survey 2025",
            q("Survey Documents", q("Household Survey Report"), q("Water Conservation Work")),
          ),
        ),
        q("Health Camps"),
      ),
      q("Empowerment of Girl Students", q("Self-Defence Training"), q("Earn and Learn for Girls")),
    ),
    q(
      "Best Practices",
      q(
        "Green Campus",
        q(
          "Solar Power Plant",
          q("Installation", q("Reports", q("Completion Certificate"), q("Energy Savings Report"))),
        ),
      ),
      q("Book Bank Scheme"),
    ),
    q("Institutional Values", q("Code of Conduct"), q("Gender Sensitisation Action Plan")),
  ];
}

function specialStatusTabs(ctx: Ctx): QNode[] {
  return [
    q("UGC Recognition", q("Section 2(f) Certificate"), q("Section 12(B) Certificate")),
    q(
      "Government Schemes",
      q(
        "DBT Star College Scheme",
        q(
          "Sanction Letters",
          q("Phase I", q("Grant for 2024-25", q("Sanction Order"), q("Utilisation Certificate"))),
        ),
      ),
      q(
        "RUSA Grant",
        q("Component 9 Infrastructure Grant", q("Progress Report", q("Completion Report"))),
      ),
    ),
    q(
      "University Recognitions",
      q(`Research Centre Recognition (${ctx.spec.universityShort})`),
      q("Permanent Affiliation Letter"),
    ),
  ];
}

/** The quality pages of IQAC (every list full) and of NAAC (a lighter set). */
export function buildQualityDetails(ctx: Ctx): { iqac: QualityDetail; naac: QualityDetail } {
  const make = (
    root: string,
    lists: Record<keyof Omit<QualityDetail, "_id">, QNode[]>,
  ): QualityDetail => {
    const b = new CardBuilder(ctx, root);
    const tabs = (name: string, nodes: QNode[]) => nodes.map((n) => b.tab([name], n));
    return {
      _id: ctx.id(`quality-detail:${root}`),
      outer_tab_nested: tabs("iqac", lists.outer_tab_nested),
      naac_outer_tab_nested: tabs("naac", lists.naac_outer_tab_nested),
      nirf_outer_tab_nested: tabs("nirf", lists.nirf_outer_tab_nested),
      aqar_outer_tab_nested: tabs("aqar", lists.aqar_outer_tab_nested),
      indi_outer_tab_nested: tabs("indi", lists.indi_outer_tab_nested),
      ss_outer_tab_nested: tabs("ss", lists.ss_outer_tab_nested),
    };
  };
  const iqac = make(`quality/${slugify(AUTHORITY_NAMES.iqac)}`, {
    outer_tab_nested: iqacTabs(),
    naac_outer_tab_nested: naacTabs(ctx, 3),
    nirf_outer_tab_nested: nirfTabs(),
    aqar_outer_tab_nested: aqarTabs(),
    indi_outer_tab_nested: distinctivenessTabs(),
    ss_outer_tab_nested: specialStatusTabs(ctx),
  });
  const naac = make(`quality/${slugify(AUTHORITY_NAMES.naac)}`, {
    outer_tab_nested: [
      q("NAAC Steering Committee", q("Constitution of the Committee"), q("Criterion Coordinators")),
    ],
    naac_outer_tab_nested: naacTabs(ctx, 2),
    nirf_outer_tab_nested: nirfTabs().slice(1),
    aqar_outer_tab_nested: aqarTabs().slice(1),
    indi_outer_tab_nested: distinctivenessTabs().slice(0, 2),
    ss_outer_tab_nested: specialStatusTabs(ctx).slice(0, 2),
  });
  return { iqac, naac };
}
