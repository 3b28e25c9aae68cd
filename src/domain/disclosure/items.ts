// The items every college must publish on its website, as data: each with the regulation that
// requires it, the rule that recognises it and the names it goes by in English, Hindi and
// Marathi. docs/disclosure.md explains each rule; add an item here when a regulator adds one.
import type { DisclosureGroup, DisclosureReason, DisclosureRule } from "#contract/disclosure.ts";

export interface DisclosureSource {
  name: string;
  year: number;
}

/**
 * What counts as evidence.
 * - committee: a committee of that name with members (found); with none, or named only in
 *   a looser way (uncertain); a document or page of that name is evidence too.
 * - document: a document or a page of that name, with content.
 * - structure: an entity of a kind, checked by `check`; `names` then find a document or page
 *   of that name when the entity is not there.
 * - link: a link to a national portal: a page, document or committee whose text holds the
 *   portal's address (`hosts`, as words: "abc gov in"), or whose title names the portal.
 */
export type Recognition =
  | { kind: "committee"; names: readonly string[]; weak: readonly string[] }
  | { kind: "link"; hosts: readonly string[]; names: readonly string[]; weak: readonly string[] }
  | { kind: "document"; names: readonly string[]; weak: readonly string[] }
  | { kind: "structure"; check: StructureCheck; names: readonly string[]; weak: readonly string[] };

export type StructureCheck =
  | "iqac-members"
  | "iqac-minutes"
  | "aqar"
  | "nirf"
  | "naac"
  | "governing-body"
  | "principal"
  | "teaching-staff"
  | "courses"
  | "code-of-conduct"
  | "brochure"
  | "affiliation"
  | "helpline"
  | "idp"
  | "nba"
  | "cpio";

export interface DisclosureItem {
  id: string;
  group: DisclosureGroup;
  title: string;
  sources: readonly DisclosureSource[];
  recognition: Recognition;
}

/** Which kind of rule an item rests on, for the report and the documentation. */
export function ruleOf(item: DisclosureItem): DisclosureRule {
  return item.recognition.kind === "structure" ? "structural" : "words";
}

const RAGGING: readonly DisclosureSource[] = [
  {
    name: "UGC Regulations on Curbing the Menace of Ragging in Higher Educational Institutions",
    year: 2009,
  },
  {
    name: "UGC (Third Amendment) Regulations on Curbing the Menace of Ragging in Higher Educational Institutions",
    year: 2016,
  },
];
const GRIEVANCE: readonly DisclosureSource[] = [
  { name: "UGC (Redress of Grievances of Students) Regulations", year: 2023 },
];
const EQUITY: readonly DisclosureSource[] = [
  { name: "UGC (Promotion of Equity in Higher Educational Institutions) Regulations", year: 2012 },
];
const CELLS: readonly DisclosureSource[] = [
  {
    name: "UGC Guidelines for Special Cells and Equal Opportunity Cells in Colleges (XII Plan)",
    year: 2012,
  },
];
const SELF_DISCLOSURE: DisclosureSource = {
  name: "UGC Guidelines for Public Self-Disclosure by Higher Education Institutions",
  year: 2024,
};
const AICTE: DisclosureSource = {
  name: "AICTE Approval Process Handbook 2024-27 (Mandatory Disclosure)",
  year: 2024,
};
const AICTE_EOA: DisclosureSource = {
  name: "AICTE Approval Process Handbook 2024-27, Extension of Approval (EoA)",
  year: 2024,
};
const NBA: DisclosureSource = {
  name: "AICTE Approval Process Handbook 2024-27 (accreditation status of programmes by NBA)",
  year: 2024,
};
const RTI: DisclosureSource = {
  name: "Right to Information Act, Sections 4(1)(b) and 5",
  year: 2005,
};
const NIRF_NOTICE: DisclosureSource = {
  name: "NIRF India Rankings 2026 notice: data on the institute's website behind a home-page link titled NIRF, kept for three years",
  year: 2025,
};
const NAAC: DisclosureSource = {
  name: "NAAC Guidelines for the Internal Quality Assurance Cell and the Annual Quality Assurance Report",
  year: 2019,
};

export const DISCLOSURE_ITEMS: readonly DisclosureItem[] = [
  // ── Committees and cells ──
  {
    id: "anti-ragging-committee",
    group: "committees",
    title: "Anti-Ragging Committee",
    sources: RAGGING,
    recognition: {
      kind: "committee",
      names: [
        "anti ragging committee",
        "antiragging committee",
        "anti ragging cell",
        "committee against ragging",
        "रैगिंग विरोधी समिति",
        "एंटी रैगिंग समिति",
        "रैगिंग रोधी समिति",
        "रॅगिंग विरोधी समिती",
        "रॅगिंग प्रतिबंधक समिती",
        "अँटी रॅगिंग समिती",
      ],
      weak: ["anti ragging", "antiragging", "रैगिंग", "रॅगिंग"],
    },
  },
  {
    id: "anti-ragging-squad",
    group: "committees",
    title: "Anti-Ragging Squad",
    sources: RAGGING,
    recognition: {
      kind: "committee",
      names: [
        "anti ragging squad",
        "antiragging squad",
        "ragging squad",
        "रैगिंग विरोधी दस्ता",
        "एंटी रैगिंग दस्ता",
        "रॅगिंग विरोधी पथक",
        "अँटी रॅगिंग पथक",
      ],
      weak: ["squad", "दस्ता", "पथक"],
    },
  },
  {
    id: "anti-ragging-helpline",
    group: "committees",
    title: "National Anti-Ragging Helpline",
    sources: RAGGING,
    recognition: {
      kind: "structure",
      check: "helpline",
      names: [
        "anti ragging helpline",
        "antiragging helpline",
        "रैगिंग विरोधी हेल्पलाइन",
        "रॅगिंग विरोधी हेल्पलाईन",
      ],
      weak: [],
    },
  },
  {
    id: "internal-complaints-committee",
    group: "committees",
    title: "Internal Complaints Committee (POSH)",
    sources: [
      {
        name: "UGC (Prevention, Prohibition and Redressal of Sexual Harassment of Women Employees and Students in Higher Educational Institutions) Regulations",
        year: 2015,
      },
      {
        name: "Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act",
        year: 2013,
      },
    ],
    recognition: {
      kind: "committee",
      names: [
        "internal complaints committee",
        "internal complaint committee",
        "prevention of sexual harassment committee",
        "anti sexual harassment committee",
        "posh committee",
        "आंतरिक शिकायत समिति",
        "आंतरिक परिवाद समिति",
        "अंतर्गत तक्रार समिती",
        "अंतर्गत तक्रार निवारण समिती",
      ],
      weak: ["icc", "posh", "sexual harassment", "women grievance", "लैंगिक उत्पीड़न", "लैंगिक छळ"],
    },
  },
  {
    id: "student-grievance-committee",
    group: "committees",
    title: "Students' Grievance Redressal Committee",
    sources: GRIEVANCE,
    recognition: {
      kind: "committee",
      names: [
        "students grievance redressal committee",
        "student grievance redressal committee",
        "grievance redressal committee",
        "grievance redressal cell",
        "sgrc",
        "छात्र शिकायत निवारण समिति",
        "शिकायत निवारण समिति",
        "विद्यार्थी तक्रार निवारण समिती",
        "तक्रार निवारण समिती",
        "तक्रार निवारण कक्ष",
      ],
      weak: ["grievance", "शिकायत", "तक्रार"],
    },
  },
  {
    id: "ombudsperson",
    group: "committees",
    title: "Ombudsperson",
    sources: GRIEVANCE,
    recognition: {
      kind: "committee",
      names: ["ombudsperson", "ombudsman", "लोकपाल"],
      weak: [],
    },
  },
  {
    id: "sc-st-cell",
    group: "committees",
    title: "SC/ST Cell",
    sources: CELLS,
    recognition: {
      kind: "committee",
      names: [
        "sc st cell",
        "sc st committee",
        "scheduled castes and scheduled tribes cell",
        "अनुसूचित जाति जनजाति प्रकोष्ठ",
        "अनुसूचित जाती जमाती कक्ष",
      ],
      weak: ["sc st", "scheduled caste", "अनुसूचित"],
    },
  },
  {
    id: "obc-cell",
    group: "committees",
    title: "OBC Cell",
    sources: CELLS,
    recognition: {
      kind: "committee",
      names: [
        "obc cell",
        "other backward classes cell",
        "अन्य पिछड़ा वर्ग प्रकोष्ठ",
        "इतर मागास वर्ग कक्ष",
      ],
      weak: ["obc", "backward class", "पिछड़ा वर्ग", "मागास"],
    },
  },
  {
    id: "equal-opportunity-cell",
    group: "committees",
    title: "Equal Opportunity Cell",
    sources: [...EQUITY, ...CELLS],
    recognition: {
      kind: "committee",
      names: [
        "equal opportunity cell",
        "equal opportunities cell",
        "समान अवसर प्रकोष्ठ",
        "समान संधी कक्ष",
      ],
      weak: ["equal opportunity", "anti discrimination", "समान अवसर", "समान संधी"],
    },
  },
  {
    id: "rti",
    group: "committees",
    title: "Right to Information: officers and Section 4(1)(b) disclosure",
    sources: [RTI],
    recognition: {
      kind: "document",
      names: [
        "rti",
        "right to information",
        "public information officer",
        "सूचना का अधिकार",
        "जन सूचना अधिकारी",
        "माहितीचा अधिकार",
        "माहिती अधिकार",
        "जन माहिती अधिकारी",
      ],
      weak: ["information officer"],
    },
  },
  {
    id: "cpio-appellate",
    group: "committees",
    title: "CPIO and appellate authority",
    sources: [RTI, SELF_DISCLOSURE],
    recognition: {
      kind: "structure",
      check: "cpio",
      names: [],
      weak: [],
    },
  },
  {
    id: "sedg-cell",
    group: "committees",
    title: "Socio-Economically Disadvantaged Groups (SEDG) Cell",
    sources: [SELF_DISCLOSURE],
    recognition: {
      kind: "committee",
      names: [
        "sedg cell",
        "sedgs cell",
        "socio economically disadvantaged groups cell",
        "socio economically disadvantaged group cell",
        "सामाजिक आर्थिक रूप से वंचित समूह प्रकोष्ठ",
        "एसईडीजी प्रकोष्ठ",
        "सामाजिक आर्थिकदृष्ट्या वंचित गट कक्ष",
        "एसईडीजी कक्ष",
      ],
      weak: ["sedg", "sedgs", "socio economically disadvantaged", "वंचित समूह", "वंचित गट"],
    },
  },

  // ── Quality: IQAC, NAAC, NIRF, AISHE ──
  {
    id: "iqac-composition",
    group: "quality",
    title: "IQAC composition",
    sources: [NAAC],
    recognition: {
      kind: "structure",
      check: "iqac-members",
      names: ["iqac composition", "composition of iqac", "iqac members", "members of iqac"],
      weak: [],
    },
  },
  {
    id: "iqac-minutes",
    group: "quality",
    title: "IQAC meeting minutes",
    sources: [NAAC],
    recognition: {
      kind: "structure",
      check: "iqac-minutes",
      names: ["iqac minutes", "minutes of iqac", "iqac meeting minutes", "iqac proceedings"],
      weak: [],
    },
  },
  {
    id: "aqar",
    group: "quality",
    title: "Annual Quality Assurance Reports (AQAR)",
    sources: [NAAC],
    recognition: {
      kind: "structure",
      check: "aqar",
      names: [
        "aqar",
        "annual quality assurance report",
        "वार्षिक गुणवत्ता आश्वासन रिपोर्ट",
        "वार्षिक गुणवत्ता हमी अहवाल",
      ],
      weak: [],
    },
  },
  {
    id: "naac-accreditation",
    group: "quality",
    title: "NAAC accreditation certificate",
    sources: [{ name: "NAAC Manual for Affiliated and Constituent Colleges", year: 2020 }],
    recognition: {
      kind: "structure",
      check: "naac",
      names: [
        "naac certificate",
        "naac accreditation certificate",
        "naac grade sheet",
        "certificate of accreditation",
      ],
      weak: ["accreditation certificate"],
    },
  },
  {
    id: "naac-ssr",
    group: "quality",
    title: "NAAC Self Study Report (SSR)",
    sources: [{ name: "NAAC Manual for Affiliated and Constituent Colleges", year: 2020 }],
    recognition: {
      kind: "document",
      names: ["self study report", "ssr", "स्व अध्ययन रिपोर्ट", "स्वयं अध्ययन रिपोर्ट", "स्वयं अध्ययन अहवाल"],
      weak: [],
    },
  },
  {
    id: "nba-accreditation",
    group: "quality",
    title: "NBA accreditation",
    sources: [NBA],
    recognition: {
      kind: "structure",
      check: "nba",
      names: [
        "nba accreditation",
        "nba certificate",
        "nba accredited",
        "national board of accreditation",
        "राष्ट्रीय प्रत्यायन बोर्ड",
        "एनबीए प्रत्यायन",
        "राष्ट्रीय अधिस्वीकृती मंडळ",
        "एनबीए मानांकन",
      ],
      weak: ["nba", "एनबीए"],
    },
  },
  {
    id: "nirf",
    group: "quality",
    title: "NIRF data",
    sources: [
      { name: "National Institutional Ranking Framework (Ministry of Education)", year: 2016 },
      NIRF_NOTICE,
    ],
    recognition: {
      kind: "structure",
      check: "nirf",
      names: [
        "nirf",
        "national institutional ranking framework",
        "राष्ट्रीय संस्थागत रैंकिंग फ्रेमवर्क",
        "राष्ट्रीय संस्थात्मक क्रमवारी आराखडा",
      ],
      weak: [],
    },
  },
  {
    id: "aishe",
    group: "quality",
    title: "AISHE certificate",
    sources: [{ name: "All India Survey on Higher Education (Ministry of Education)", year: 2011 }],
    recognition: {
      kind: "document",
      names: [
        "aishe",
        "all india survey on higher education",
        "अखिल भारतीय उच्च शिक्षा सर्वेक्षण",
        "अखिल भारतीय उच्च शिक्षण सर्वेक्षण",
      ],
      weak: [],
    },
  },

  // ── The institution ──
  {
    id: "affiliation",
    group: "institution",
    title: "Affiliation letter",
    sources: [SELF_DISCLOSURE, AICTE],
    recognition: {
      kind: "structure",
      check: "affiliation",
      names: [
        "affiliation letter",
        "affiliation certificate",
        "affiliation order",
        "letter of affiliation",
        "permanent affiliation",
        "continuation of affiliation",
        "संबद्धता पत्र",
        "संबद्धता प्रमाण पत्र",
        "संलग्नता पत्र",
        "संलग्नता प्रमाणपत्र",
      ],
      weak: ["affiliation", "संबद्धता", "संलग्नता"],
    },
  },
  {
    id: "recognition",
    group: "institution",
    title: "UGC recognition under Sections 2(f) and 12(B)",
    sources: [
      { name: "University Grants Commission Act, Sections 2(f) and 12(B)", year: 1956 },
      SELF_DISCLOSURE,
    ],
    recognition: {
      kind: "document",
      names: [
        "2 f and 12 b",
        "2 f 12 b",
        "section 2 f",
        "section 12 b",
        "ugc 2 f",
        "ugc 12 b",
        "ugc recognition",
        "recognition letter",
        "recognition certificate",
      ],
      weak: ["2 f", "12 b", "recognition"],
    },
  },
  {
    id: "aicte-approval",
    group: "institution",
    title: "AICTE approval letter (Extension of Approval)",
    sources: [AICTE_EOA],
    recognition: {
      kind: "document",
      names: [
        "aicte approval",
        "approval letter",
        "extension of approval",
        "eoa",
        "letter of approval",
        "एआईसीटीई अनुमोदन",
        "अनुमोदन पत्र",
        "अनुमोदन का विस्तार",
        "एआयसीटीई मान्यता",
        "मान्यता विस्तार",
        "मान्यता पत्र",
      ],
      weak: ["aicte", "approval", "एआईसीटीई", "एआयसीटीई"],
    },
  },
  {
    id: "institutional-development-plan",
    group: "institution",
    title: "Institutional development plan",
    sources: [SELF_DISCLOSURE],
    recognition: {
      kind: "structure",
      check: "idp",
      names: [
        "institutional development plan",
        "institution development plan",
        "idp",
        "संस्थागत विकास योजना",
        "संस्थात्मक विकास आराखडा",
        "संस्थात्मक विकास योजना",
      ],
      weak: ["development plan", "perspective plan", "विकास योजना", "विकास आराखडा"],
    },
  },
  {
    id: "annual-reports",
    group: "institution",
    title: "Annual reports",
    sources: [SELF_DISCLOSURE],
    recognition: {
      kind: "document",
      names: ["annual report", "annual reports", "वार्षिक रिपोर्ट", "वार्षिक प्रतिवेदन", "वार्षिक अहवाल"],
      weak: [],
    },
  },
  {
    id: "governing-body",
    group: "institution",
    title: "Governing body",
    sources: [SELF_DISCLOSURE, AICTE],
    recognition: {
      kind: "structure",
      check: "governing-body",
      names: ["governing body", "governing council", "नियामक मंडल", "नियामक मंडळ"],
      weak: [],
    },
  },
  {
    id: "head-of-institution",
    group: "institution",
    title: "Head of the institution",
    sources: [SELF_DISCLOSURE, AICTE],
    recognition: { kind: "structure", check: "principal", names: [], weak: [] },
  },
  {
    id: "faculty",
    group: "institution",
    title: "Teaching staff",
    sources: [SELF_DISCLOSURE, AICTE],
    recognition: {
      kind: "structure",
      check: "teaching-staff",
      names: ["faculty list", "list of faculty", "teaching staff", "faculty details"],
      weak: [],
    },
  },
  {
    id: "code-of-conduct",
    group: "institution",
    title: "Code of conduct",
    sources: [SELF_DISCLOSURE],
    recognition: {
      kind: "structure",
      check: "code-of-conduct",
      names: ["code of conduct", "आचार संहिता", "आचारसंहिता"],
      weak: [],
    },
  },
  {
    id: "audited-accounts",
    group: "institution",
    title: "Audited financial statements",
    sources: [SELF_DISCLOSURE, AICTE],
    recognition: {
      kind: "document",
      names: [
        "audited statement",
        "audited statements",
        "audited accounts",
        "audited financial statements",
        "balance sheet",
        "income and expenditure",
        "लेखापरीक्षित वित्तीय विवरण",
        "तुलन पत्र",
        "लेखापरीक्षित आर्थिक विवरणपत्र",
        "ताळेबंद",
        "जमाखर्च",
      ],
      // An audit report may be an academic or green audit: only a person can tell.
      weak: ["audit report", "लेखापरीक्षा", "लेखापरीक्षण"],
    },
  },

  // ── Students: courses, admission, fees ──
  {
    id: "courses",
    group: "students",
    title: "Programmes and courses offered",
    sources: [SELF_DISCLOSURE, AICTE],
    recognition: {
      kind: "structure",
      check: "courses",
      names: ["courses offered", "programmes offered", "programs offered"],
      weak: [],
    },
  },
  {
    id: "prospectus",
    group: "students",
    title: "Prospectus",
    sources: [SELF_DISCLOSURE, AICTE],
    recognition: {
      kind: "structure",
      check: "brochure",
      names: ["prospectus", "information brochure", "विवरणिका", "माहितीपत्रक"],
      weak: ["brochure"],
    },
  },
  {
    id: "academic-calendar",
    group: "students",
    title: "Academic calendar",
    sources: [SELF_DISCLOSURE],
    recognition: {
      kind: "document",
      names: ["academic calendar", "शैक्षणिक कैलेंडर", "शैक्षिक कैलेंडर", "शैक्षणिक दिनदर्शिका"],
      weak: ["calendar", "कैलेंडर", "दिनदर्शिका"],
    },
  },
  {
    id: "fee-structure",
    group: "students",
    title: "Fee structure",
    sources: [SELF_DISCLOSURE, AICTE],
    recognition: {
      kind: "document",
      names: [
        "fee structure",
        "fees structure",
        "fee schedule",
        "schedule of fees",
        "शुल्क संरचना",
        "फीस संरचना",
        "शुल्क रचना",
        "फी रचना",
      ],
      weak: ["fees", "fee", "शुल्क", "फीस", "फी"],
    },
  },
  {
    id: "fee-refund-policy",
    group: "students",
    title: "Fee refund policy",
    sources: [
      {
        name: "UGC Notification on Refund of Fees and Non-retention of Original Certificates",
        year: 2018,
      },
      { name: "UGC Fee Refund Policy", year: 2024 },
    ],
    recognition: {
      kind: "document",
      names: [
        "refund policy",
        "fee refund",
        "fees refund",
        "refund of fees",
        "refund of fee",
        "शुल्क वापसी",
        "शुल्क परतावा",
        "फी परतावा",
      ],
      weak: ["refund", "वापसी", "परतावा"],
    },
  },
  {
    id: "scholarships",
    group: "students",
    title: "Scholarships and freeships",
    sources: [SELF_DISCLOSURE],
    recognition: {
      kind: "document",
      names: ["scholarship", "scholarships", "freeship", "छात्रवृत्ति", "शिष्यवृत्ती"],
      weak: [],
    },
  },
  {
    id: "placement",
    group: "students",
    title: "Placement",
    sources: [SELF_DISCLOSURE, AICTE],
    recognition: {
      kind: "document",
      names: [
        "placement",
        "placements",
        "training and placement",
        "placement cell",
        "प्लेसमेंट",
        "नियोजन प्रकोष्ठ",
        "प्लेसमेंट कक्ष",
        "नोकरी नियुक्ती कक्ष",
      ],
      weak: ["campus recruitment", "recruiters", "career guidance", "रोजगार"],
    },
  },
  {
    id: "hostel",
    group: "students",
    title: "Hostel",
    sources: [SELF_DISCLOSURE, AICTE],
    recognition: {
      kind: "document",
      names: ["hostel", "hostels", "छात्रावास", "वसतिगृह", "वसतीगृह"],
      weak: ["accommodation", "आवास", "निवास"],
    },
  },
  {
    id: "academic-bank-of-credits",
    group: "students",
    title: "Link to the Academic Bank of Credits (ABC)",
    sources: [SELF_DISCLOSURE],
    recognition: {
      kind: "link",
      hosts: ["abc gov in"],
      names: [
        "academic bank of credits",
        "academic bank of credit",
        "एकेडमिक बैंक ऑफ क्रेडिट्स",
        "शैक्षणिक क्रेडिट बँक",
        "अकॅडमिक बँक ऑफ क्रेडिट्स",
      ],
      weak: ["abc id", "abc"],
    },
  },
  {
    id: "digilocker",
    group: "students",
    title: "Link to DigiLocker",
    sources: [SELF_DISCLOSURE],
    recognition: {
      kind: "link",
      hosts: ["digilocker gov in"],
      names: ["digilocker", "digi locker", "डिजिलॉकर", "डिजीलॉकर"],
      weak: ["national academic depository", "nad"],
    },
  },
  {
    id: "national-scholarship-portal",
    group: "students",
    title: "Link to the National Scholarship Portal (NSP)",
    sources: [SELF_DISCLOSURE],
    recognition: {
      kind: "link",
      hosts: ["scholarships gov in"],
      names: [
        "national scholarship portal",
        "national scholarships portal",
        "राष्ट्रीय छात्रवृत्ति पोर्टल",
        "राष्ट्रीय शिष्यवृत्ती पोर्टल",
      ],
      weak: ["nsp"],
    },
  },
];

/** Names of an institute's own disclosure section (a custom page it keeps). */
export const DISCLOSURE_SECTION_NAMES: readonly string[] = [
  "mandatory disclosure",
  "public self disclosure",
  "self disclosure",
  "अनिवार्य प्रकटीकरण",
  "अनिवार्य प्रकटन",
  "अनिवार्य माहिती प्रकटीकरण",
];

/** The headings the items are listed under. */
export const DISCLOSURE_GROUP_TITLES: Record<DisclosureGroup, string> = {
  committees: "Statutory committees and cells",
  quality: "Quality assurance: IQAC, NAAC, NIRF, AISHE",
  institution: "The institution",
  students: "Courses, admission and fees",
};

/** Why an item is not plainly published, in words. */
export const DISCLOSURE_REASON_TEXT: Record<DisclosureReason, string> = {
  "no-members": "A committee of this name is listed, but without its members.",
  "weak-name": "Only something with a similar name was found.",
  "empty-page": "A page of this name is there, but it is empty.",
  "stated-only": "The site states it, but shows no document of it.",
  nothing: "Not published on this site.",
  outdated: "Published, but not for the years the rule asks for.",
  undated: "Published, but no title says which year it is for.",
  "not-linked": "Published, but not reached from a link named NIRF on the home page.",
};
