// The disclosure rules, item by item, on institutes built to trip them: look-alike names,
// empty committees, a notice that mentions ragging, documents in Hindi and Marathi, an item
// spread over a custom page. Each starts from the least content the contract allows.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  DISCLOSURE_GROUPS,
  routes,
  type Bundle,
  type BundleAuthority,
  type CustomItemNode,
  type DisclosureItemReport,
} from "#contract/index.ts";
import { minimalTenant } from "#demo/minimal.server.ts";
import { committeeOf, counter, demoJson } from "#test/support/bundles.ts";
import { disclosureReport } from "./evaluate.ts";
import { DISCLOSURE_GROUP_TITLES, DISCLOSURE_ITEMS, ruleOf } from "./items.ts";
import { published } from "./published.ts";

const newId = counter(5000);

function bare(): Bundle {
  return structuredClone(minimalTenant(0).json);
}

function committee(name: string, members: number, more: Partial<BundleAuthority> = {}) {
  return committeeOf(name, members, more, newId);
}

function item(
  name: string,
  more: { pdf?: string; description?: string; children?: CustomItemNode[] } = {},
): CustomItemNode {
  return {
    _id: newId(),
    name,
    description: more.description ?? "",
    ...(more.pdf ? { pdf_key: more.pdf } : {}),
    children: more.children ?? [],
  };
}

function withModule(b: Bundle, name: string, items: CustomItemNode[]): string {
  const id = newId();
  b.custom_modules.push({ _id: id, name, module_type: "OUR_COLLEGE", items });
  return id;
}

/** The day the rules on dates are judged on: 7 December 2026, in academic year 2026-27. */
const ON = new Date("2026-12-07T06:00:00Z");

function itemOf(b: Bundle, id: string, on: Date = ON): DisclosureItemReport {
  const found = disclosureReport(published(b), { on }).items.find((i) => i.id === id);
  if (!found) throw new Error(`no item ${id}`);
  return found;
}

describe("the disclosure items", () => {
  it("each has a unique id, a group with a heading, a title and a dated source", () => {
    const ids = DISCLOSURE_ITEMS.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of DISCLOSURE_ITEMS) {
      expect(DISCLOSURE_GROUPS).toContain(item.group);
      expect(DISCLOSURE_GROUP_TITLES[item.group]).toBeTruthy();
      expect(item.title.trim()).not.toBe("");
      expect(item.sources.length, item.id).toBeGreaterThan(0);
      for (const source of item.sources) {
        expect(source.name.trim()).not.toBe("");
        expect(source.year).toBeGreaterThan(1950);
      }
    }
  });

  it("are each described in docs/disclosure.md, with the kind of rule they rest on", () => {
    const doc = readFileSync("docs/disclosure.md", "utf8");
    for (const item of DISCLOSURE_ITEMS) {
      expect(doc, item.id).toMatch(new RegExp(`\\| \`${item.id}\`\\s+\\| ${ruleOf(item)}\\s+\\|`));
    }
  });

  it("reports every item of an institute with nothing published as missing", () => {
    const report = disclosureReport(published(bare()));
    expect(report.items.map((i) => i.id)).toEqual(DISCLOSURE_ITEMS.map((i) => i.id));
    const notMissing = report.items.filter((i) => i.status !== "missing").map((i) => i.id);
    // The minimal institute states its university under its name, and no more.
    expect(notMissing).toEqual(["affiliation"]);
    expect(itemOf(bare(), "affiliation")).toMatchObject({
      status: "uncertain",
      reason: "stated-only",
    });
    expect(report.counts).toEqual({
      found: 0,
      uncertain: 1,
      stale: 0,
      missing: DISCLOSURE_ITEMS.length - 1,
    });
  });

  it("names which rules are structural and which rest on words", () => {
    const rules = Object.fromEntries(DISCLOSURE_ITEMS.map((i) => [i.id, ruleOf(i)]));
    expect(rules["iqac-composition"]).toBe("structural");
    expect(rules["governing-body"]).toBe("structural");
    expect(rules["anti-ragging-committee"]).toBe("words");
    expect(rules["fee-structure"]).toBe("words");
  });
});

describe("every item, by each of its names", () => {
  // NIRF also asks for a home-page link and three years: "rules on dates" below.
  const named = DISCLOSURE_ITEMS.filter((item) => item.id !== "nirf").flatMap((item) =>
    item.recognition.names.map((name) => [item.id, name] as const),
  );
  it.each(named)("%s is found by a document titled %s", (id, name) => {
    const b = bare();
    withModule(b, "Documents", [item(`${name} 2025-26`, { pdf: "d/file.pdf" })]);
    expect(itemOf(b, id).status).toBe("found");
  });

  const weak = DISCLOSURE_ITEMS.flatMap((item) =>
    item.recognition.weak.map((name) => [item.id, name] as const),
  );
  it.each(weak)("%s is only uncertain for a document titled %s", (id, name) => {
    const b = bare();
    withModule(b, "Documents", [item(`Notes on ${name}`, { pdf: "d/file.pdf" })]);
    expect(itemOf(b, id)).toMatchObject({ status: "uncertain", reason: "weak-name" });
  });

  const committees = DISCLOSURE_ITEMS.filter((item) => item.recognition.kind === "committee");
  it.each(committees.map((item) => [item.id, item.recognition.names[0] ?? ""] as const))(
    "%s is uncertain for a committee named %s with no members",
    (id, name) => {
      const b = bare();
      b.committee.authorities.push(committee(name, 0));
      expect(itemOf(b, id)).toMatchObject({ status: "uncertain", reason: "no-members" });
    },
  );
});

describe("a committee", () => {
  it("is found by its name with members, and links to its composition", () => {
    const b = bare();
    const anti = committee("Anti-Ragging Committee", 5);
    b.committee.authorities.push(anti);
    const report = itemOf(b, "anti-ragging-committee");
    expect(report.status).toBe("found");
    expect(report.evidence[0]).toEqual({
      kind: "committee",
      title: "Anti-Ragging Committee",
      href: routes.committeeTab(b.institute.iqac_module[0] ?? "", anti._id, "composition"),
    });
  });

  it("without members is uncertain, not found", () => {
    const b = bare();
    b.committee.authorities.push(committee("Anti-Ragging Committee", 0));
    expect(itemOf(b, "anti-ragging-committee")).toMatchObject({
      status: "uncertain",
      reason: "no-members",
    });
  });

  it("with a look-alike name is uncertain, and other committees do not count at all", () => {
    const b = bare();
    b.committee.authorities.push(
      committee("Anti-Ragging Awareness Club", 8),
      committee("Cultural Committee", 6),
      committee("Internal Quality Assurance Cell", 6),
      committee("Women Empowerment Cell", 6),
    );
    expect(itemOf(b, "anti-ragging-committee")).toMatchObject({
      status: "uncertain",
      reason: "weak-name",
    });
    expect(itemOf(b, "internal-complaints-committee").status).toBe("missing");
    expect(itemOf(b, "anti-ragging-squad").status).toBe("missing");
  });

  it("named only by an abbreviation is uncertain", () => {
    const b = bare();
    b.committee.authorities.push(committee("ICC", 4));
    expect(itemOf(b, "internal-complaints-committee")).toMatchObject({
      status: "uncertain",
      reason: "weak-name",
    });
  });

  it("is found by its Marathi or Hindi name", () => {
    const b = bare();
    b.committee.authorities.push(
      committee("अंतर्गत तक्रार समिती", 4),
      committee("रैगिंग विरोधी समिति", 6),
    );
    expect(itemOf(b, "internal-complaints-committee").status).toBe("found");
    expect(itemOf(b, "anti-ragging-committee").status).toBe("found");
  });

  it("is found by the name the platform's app shows when the other name differs", () => {
    const b = bare();
    b.committee.authorities.push(committee("Cell 7", 3, { custom_head_name: "SC/ST Cell" }));
    expect(itemOf(b, "sc-st-cell").status).toBe("found");
  });

  it("is never found in a notice that mentions it", () => {
    const b = demoJson(0);
    const bareOne = bare();
    bareOne.notices = b.notices.slice(0, 2).map((n) => ({
      ...n,
      _id: newId(),
      insAnnTitle: "Anti-Ragging Committee: meeting on Monday",
      insAnnDescription: "The anti-ragging committee and squad meet; helpline 1800-180-5522.",
      announcementDocument: [],
    }));
    expect(itemOf(bareOne, "anti-ragging-committee").status).toBe("missing");
    expect(itemOf(bareOne, "anti-ragging-helpline").status).toBe("missing");
  });
});

describe("a document or page", () => {
  it("is found by its title, in any case and spelling of its punctuation", () => {
    const b = bare();
    withModule(b, "Disclosure", [item("ANTI RAGGING COMMITTEE 2025-26", { pdf: "d/arc.pdf" })]);
    expect(itemOf(b, "anti-ragging-committee")).toMatchObject({
      status: "found",
      evidence: [{ kind: "document", title: "ANTI RAGGING COMMITTEE 2025-26", file: "d/arc.pdf" }],
    });
  });

  it("spread over a custom page is found at the page that lists its files", () => {
    const b = bare();
    const feePage = item("Fee Structure", {
      children: [item("B.A.", { pdf: "fees/ba.pdf" }), item("B.Com.", { pdf: "fees/bcom.pdf" })],
    });
    const moduleId = withModule(b, "Admissions 2026", [feePage]);
    expect(itemOf(b, "fee-structure")).toMatchObject({
      status: "found",
      evidence: [
        {
          kind: "page",
          title: "Fee Structure",
          href: routes.customNested("/institute", moduleId, feePage._id),
        },
      ],
    });
  });

  it("with a title and nothing under it is uncertain", () => {
    const b = bare();
    withModule(b, "Admissions 2026", [item("Fee Structure")]);
    expect(itemOf(b, "fee-structure")).toMatchObject({
      status: "uncertain",
      reason: "empty-page",
    });
  });

  it("in Hindi or Marathi is found", () => {
    const b = bare();
    withModule(b, "प्रकटीकरण", [
      item("शुल्क रचना 2026-27", { pdf: "d/fees.pdf" }),
      item("सूचना का अधिकार अधिनियम 4(1)(ख)", { pdf: "d/rti.pdf" }),
      item("शैक्षणिक दिनदर्शिका", { pdf: "d/cal.pdf" }),
    ]);
    expect(itemOf(b, "fee-structure").status).toBe("found");
    expect(itemOf(b, "rti").status).toBe("found");
    expect(itemOf(b, "academic-calendar").status).toBe("found");
  });

  it("with only a looser name is uncertain: a green audit is not the accounts", () => {
    const b = bare();
    withModule(b, "Reports", [item("Green Audit Report 2024-25", { pdf: "d/green.pdf" })]);
    expect(itemOf(b, "audited-accounts")).toMatchObject({
      status: "uncertain",
      reason: "weak-name",
    });
    withModule(b, "Accounts", [item("Balance Sheet 2024-25", { pdf: "d/bs.pdf" })]);
    expect(itemOf(b, "audited-accounts").status).toBe("found");
  });

  it("holding the helpline's number, in either script's digits, shows the helpline", () => {
    const b = bare();
    withModule(b, "Students", [
      item("Help for students", { description: "<p>Call १८००-१८०-५५२२ any time.</p>" }),
    ]);
    expect(itemOf(b, "anti-ragging-helpline").status).toBe("found");
  });
});

describe("structural items", () => {
  it("IQAC composition is found only when the IQAC lists members", () => {
    const b = bare();
    b.committee.authorities.push(committee("IQAC", 0));
    expect(itemOf(b, "iqac-composition")).toMatchObject({
      status: "uncertain",
      reason: "no-members",
    });
    const withMembers = bare();
    withMembers.committee.authorities.push(committee("IQAC", 9));
    expect(itemOf(withMembers, "iqac-composition").status).toBe("found");
  });

  it("IQAC minutes are the IQAC's meeting files, not another committee's", () => {
    const b = bare();
    const minutes = [{ _id: newId(), name: "Minutes, 10 July 2025", attach: "m/iqac.pdf" }];
    b.committee.authorities.push(committee("Library Committee", 4, { meetings: minutes }));
    expect(itemOf(b, "iqac-minutes").status).toBe("missing");
    b.committee.authorities.push(committee("IQAC", 4, { meetings: minutes }));
    expect(itemOf(b, "iqac-minutes")).toMatchObject({
      status: "found",
      evidence: [{ kind: "document", title: "Minutes, 10 July 2025", file: "m/iqac.pdf" }],
    });
  });

  it("the governing body, teaching staff and head of institution come from the platform's own lists", () => {
    const source = demoJson(0);
    const b = bare();
    b.governing_body = source.governing_body.slice(0, 1);
    b.staff = source.staff;
    b.principal_message_list = source.principal_message_list;
    expect(itemOf(b, "governing-body")).toMatchObject({
      status: "found",
      evidence: [{ kind: "page", href: routes.governing(b.institute._id) }],
    });
    expect(itemOf(b, "faculty").evidence[0]?.href).toBe(routes.facultyTab("teaching"));
    expect(itemOf(b, "head-of-institution").status).toBe("found");
  });
});

describe("the demo institutes", () => {
  it.each([0, 1])("publish most items, and miss some by design (demo %i)", (index) => {
    const report = disclosureReport(published(demoJson(index)), { on: ON });
    // The demo predates UGC's 2024 list: the items added with it are judged apart.
    const later = new Set(LATER_ITEMS);
    const earlier = report.items.filter((i) => !later.has(i.id));
    const found = earlier.filter((i) => i.status === "found").length;
    expect(found).toBeGreaterThanOrEqual(Math.ceil(earlier.length * 0.8));
    expect(report.counts.missing).toBeGreaterThan(0);
    expect(report.ownSections.map((s) => s.title)).toEqual(["Mandatory Disclosure"]);
  });
});

/** The items added with UGC's 2024 list, AICTE's and NIRF's notice (issue 62). */
const LATER_ITEMS = [
  "cpio-appellate",
  "sedg-cell",
  "nba-accreditation",
  "aicte-approval",
  "annual-reports",
  "academic-bank-of-credits",
  "digilocker",
  "national-scholarship-portal",
];

function withTopTab(b: Bundle, name: string, items: CustomItemNode[]): string {
  const id = newId();
  b.dynamic_tabs.push({ _id: id, name, items });
  return id;
}

function withQuickLink(b: Bundle, name: string, target: { file: string } | { url: string }) {
  b.profile.landing_control.home_opener_quick_links.push(
    "file" in target
      ? { _id: newId(), name, typo: "NO", link_images: target.file }
      : { _id: newId(), name, typo: "YES", link_images: target.url },
  );
}

const pdf = (name: string) => item(name, { pdf: `d/${name.replace(/\W+/g, "-")}.pdf` });

describe("rules on dates", () => {
  it("an AQAR five years old is stale, with the year found and the year required", () => {
    const b = bare();
    withModule(b, "AQAR", [pdf("AQAR 2020-21")]);
    expect(itemOf(b, "aqar")).toMatchObject({
      status: "stale",
      reason: "outdated",
      years: { found: ["2020-21"], required: ["2025-26"] },
    });
    expect(itemOf(b, "aqar").evidence[0]).toMatchObject({
      title: "AQAR 2020-21",
      kind: "document",
    });
  });

  it("an AQAR for the last academic year is found, its year read from a page above it", () => {
    const b = bare();
    withModule(b, "AQAR 2025-26", [pdf("Criterion I: Curricular Aspects")]);
    expect(itemOf(b, "aqar")).toMatchObject({
      status: "found",
      years: { found: ["2025-26"], required: ["2025-26"] },
    });
  });

  it("an AQAR whose titles name no year is uncertain, never found", () => {
    const b = bare();
    withModule(b, "Quality", [pdf("Annual Quality Assurance Report")]);
    expect(itemOf(b, "aqar")).toMatchObject({ status: "uncertain", reason: "undated" });
  });

  it("an AQAR written in Devanagari digits is dated", () => {
    const b = bare();
    withModule(b, "दस्तावेज़", [pdf("वार्षिक गुणवत्ता आश्वासन रिपोर्ट २०२५-२६")]);
    expect(itemOf(b, "aqar").status).toBe("found");
  });

  it("the same AQAR turns stale at midnight in India on 1 July, the academic year's turn", () => {
    const b = bare();
    withModule(b, "AQAR", [pdf("AQAR 2024-25")]);
    const lastEvening = new Date("2026-06-30T18:29:59Z"); // 23:59:59 on 30 June in India
    const turn = new Date("2026-06-30T18:30:00Z"); // 00:00 on 1 July in India
    expect(itemOf(b, "aqar", lastEvening).status).toBe("found");
    expect(itemOf(b, "aqar", turn)).toMatchObject({
      status: "stale",
      years: { found: ["2024-25"], required: ["2025-26"] },
    });
    expect(disclosureReport(published(b), { on: turn }).on).toBe("2026-07-01");
  });

  it("NIRF data for three years behind a top-bar tab named NIRF is found", () => {
    const b = bare();
    withTopTab(b, "NIRF", [pdf("NIRF 2026"), pdf("NIRF 2025"), pdf("NIRF 2024")]);
    expect(itemOf(b, "nirf")).toMatchObject({
      status: "found",
      years: { found: ["2026", "2025", "2024"], required: ["2026", "2025", "2024"] },
    });
  });

  it.each(["nirf", "national institutional ranking framework", "राष्ट्रीय संस्थागत रैंकिंग फ्रेमवर्क"])(
    "NIRF data titled %s behind a quick link named NIRF is found",
    (name) => {
      const b = bare();
      withQuickLink(b, "NIRF", { file: "d/nirf.pdf" });
      withTopTab(b, "Mandatory Disclosure", [
        item("NIRF", { children: [2026, 2025, 2024].map((y) => pdf(`${name} ${y}`)) }),
      ]);
      expect(itemOf(b, "nirf").status).toBe("found");
    },
  );

  it("NIRF data for one year only is stale, with that year and the three required", () => {
    const b = bare();
    withTopTab(b, "NIRF", [pdf("NIRF India Rankings 2026: Data")]);
    expect(itemOf(b, "nirf")).toMatchObject({
      status: "stale",
      reason: "outdated",
      years: { found: ["2026"], required: ["2026", "2025", "2024"] },
    });
  });

  it("NIRF data reached from no home-page link named NIRF is uncertain", () => {
    const b = bare();
    withModule(b, "Downloads", [pdf("NIRF 2026"), pdf("NIRF 2025"), pdf("NIRF 2024")]);
    expect(itemOf(b, "nirf")).toMatchObject({ status: "uncertain", reason: "not-linked" });
  });

  it("NIRF data is missing when the site holds none, even with a NIRF tab", () => {
    const b = bare();
    withTopTab(b, "NIRF", []);
    expect(itemOf(b, "nirf")).toMatchObject({ status: "missing", evidence: [] });
  });
});

describe("the items of UGC's 2024 list, AICTE's and NIRF's", () => {
  it("each is missing from an institute that publishes nothing", () => {
    for (const id of [...LATER_ITEMS, "institutional-development-plan", "placement", "hostel"]) {
      expect(itemOf(bare(), id).status, id).toBe("missing");
    }
  });

  it("the CPIO with the appellate authority is found; either alone is uncertain", () => {
    const both = bare();
    withModule(both, "RTI", [
      pdf("Central Public Information Officer"),
      pdf("First Appellate Authority"),
    ]);
    expect(itemOf(both, "cpio-appellate")).toMatchObject({ status: "found" });
    expect(itemOf(both, "cpio-appellate").evidence).toHaveLength(2);
    const one = bare();
    withModule(one, "RTI", [pdf("जन सूचना अधिकारी")]);
    expect(itemOf(one, "cpio-appellate")).toMatchObject({ status: "uncertain" });
    const text = bare();
    withModule(text, "Right to Information", [
      item("Officers", {
        description: "<p>CPIO: Dr. A. Rao. Appellate authority: the Principal.</p>",
      }),
    ]);
    expect(itemOf(text, "cpio-appellate").status).toBe("found");
  });

  it("the SEDG cell is found as a committee with members", () => {
    const b = bare();
    b.committee.authorities.push(committee("SEDG Cell", 3));
    expect(itemOf(b, "sedg-cell").status).toBe("found");
  });

  it("the institutional development plan is found on the platform's own IDP page", () => {
    const b = bare();
    b.other_data.idp.push({ _id: newId(), title: "Vision 2030", description: "<p>Goals</p>" });
    expect(itemOf(b, "institutional-development-plan")).toMatchObject({
      status: "found",
      evidence: [{ href: routes.idp() }],
    });
  });

  it("NBA accreditation is found as a certificate of an NBA accreditation", () => {
    const b = bare();
    const id = newId();
    b.profile.landing_control.home_accreditation_object.push({
      _id: id,
      name: "NBA",
      about: "",
      certificates: [{ _id: newId(), c_name: "B.Tech. Civil", c_attach: "d/nba.pdf" }],
    });
    expect(itemOf(b, "nba-accreditation")).toMatchObject({
      status: "found",
      evidence: [{ title: "NBA: B.Tech. Civil", file: "d/nba.pdf" }],
    });
  });

  it.each([
    ["academic-bank-of-credits", "https://www.abc.gov.in/"],
    ["digilocker", "https://www.digilocker.gov.in"],
    ["national-scholarship-portal", "https://scholarships.gov.in/"],
  ])("%s is found by a quick link to %s, or a page's link to it", (id, url) => {
    const quick = bare();
    withQuickLink(quick, "Students", { url });
    expect(itemOf(quick, id)).toMatchObject({
      status: "found",
      evidence: [{ href: routes.home() }],
    });
    const linked = bare();
    withModule(linked, "Student services", [
      item("Portals", { description: `<p><a href="${url}">Open</a></p>` }),
    ]);
    expect(itemOf(linked, id).status).toBe("found");
    const other = bare();
    withQuickLink(other, "Students", { url: "https://www.ugc.gov.in/" });
    expect(itemOf(other, id).status).toBe("missing");
  });
});
