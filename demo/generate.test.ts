import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  ACTIVITY_TYPE_VALUES,
  APPLICATION_OPEN,
  AUTHORITY_NAMES,
  bundle as bundleSchema,
  COLLEGE_LEVELS,
  CUTS,
  EVENT_DOCUMENT_GROUPS,
  ACTIVITY_DOCUMENT_GROUPS,
  MODULE_TYPES,
  NON_TEACHING_VALUES,
  QUALITY_INDICATOR_FRAMEWORK,
  QUALITY_TAB_LISTS,
  SOCIAL_NETWORKS,
  STAFF_COLLEGE_FIELD,
  TEACHING_VALUES,
  type Bundle,
  type CustomItemNode,
  type QualityTab,
} from "#contract/index.ts";
import { validateBundle } from "#server/content/validate.server.ts";
import { demoBundles, type DemoBundle } from "./generate.server.ts";

const demos = await demoBundles();
const parsed: [DemoBundle, Bundle][] = demos.map((d) => [d, bundleSchema.parse(d.json)]);

function digest(list: readonly DemoBundle[]): string {
  const hash = createHash("sha256");
  for (const d of list) {
    hash.update(`${d.slug}\n${JSON.stringify(d.json)}\n`);
    for (const [key, bytes] of [...d.media].sort(([a], [b]) => a.localeCompare(b))) {
      hash.update(`${key}\n`).update(bytes);
    }
  }
  return hash.digest("hex");
}

/** How many card levels hang below a tab (0: no cards). */
function tabDepth(tab: QualityTab): number {
  let best = 0;
  for (const a of tab.inner_card) {
    best = Math.max(best, 1);
    for (const b of a.nested_inner_card) {
      best = Math.max(best, 2);
      for (const c of b.nested_nested_card) {
        best = Math.max(best, 3);
        for (const d of c.nested_nested_nested_card) {
          best = Math.max(best, 4);
          if (d.nested4_card.length > 0) best = Math.max(best, 5);
        }
      }
    }
  }
  return best;
}

function qualityNames(tab: QualityTab): { name: string; children: string[]; nested: boolean }[] {
  const out: { name: string; children: string[]; nested: boolean }[] = [];
  for (const a of tab.inner_card) {
    out.push({
      name: a.name,
      children: a.nested_inner_card.map((x) => x.name),
      nested: a.is_nested,
    });
    for (const b of a.nested_inner_card) {
      out.push({
        name: b.name,
        children: b.nested_nested_card.map((x) => x.name),
        nested: b.is_nested,
      });
    }
  }
  return out;
}

function treeDepth(nodes: readonly CustomItemNode[]): number {
  return nodes.reduce((max, n) => Math.max(max, 1 + treeDepth(n.children)), 0);
}

function staffKind(s: Bundle["staff"][number]): "teaching" | "non" | "other" {
  const is = (values: readonly string[]) =>
    values.includes(s.teaching_type) || values.includes(s.staff_technicality);
  return is(TEACHING_VALUES) ? "teaching" : is(NON_TEACHING_VALUES) ? "non" : "other";
}

describe("demo bundles", () => {
  it("has at least two institutes, the first served on localhost", () => {
    expect(demos.length).toBeGreaterThanOrEqual(2);
    expect(parsed[0]?.[1].hosts[0]).toBe("localhost");
  });

  it.each(demos.map((d) => [d.slug, d] as const))("%s passes validateBundle", (_slug, d) => {
    const result = validateBundle(d.json, d.media);
    const problems = result.ok ? [] : result.problems.slice(0, 10);
    expect(result.ok, JSON.stringify(problems, null, 2)).toBe(true);
  });

  it("names only media it carries, and carries no media it does not name", () => {
    for (const [d] of parsed) {
      const text = JSON.stringify(d.json);
      for (const key of d.media.keys()) {
        expect(key.startsWith(`${d.slug}/`), key).toBe(true);
        expect(text.includes(`"${key}"`), `${key} is never named`).toBe(true);
      }
    }
  });

  it("is deterministic: two calls give identical JSON and media bytes", async () => {
    expect(digest(await demoBundles())).toBe(digest(demos));
  });

  it("shares no host and no media key between institutes", () => {
    const hosts = parsed.flatMap(([, b]) => b.hosts);
    expect(new Set(hosts).size).toBe(hosts.length);
    const keys = demos.flatMap((d) => [...d.media.keys()]);
    expect(new Set(keys).size).toBe(keys.length);
    const ids = parsed.map(([, b]) => b.institute._id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps media per institute under 8 MB", () => {
    for (const d of demos) {
      let size = 0;
      for (const bytes of d.media.values()) size += bytes.length;
      expect(size, d.slug).toBeLessThan(8 * 1024 * 1024);
    }
  });

  describe.each(parsed.map(([d, b]) => [d.slug, b] as const))("%s", (_slug, b) => {
    it("has at least 60 notices mixing PDFs, images and none", () => {
      expect(b.notices.length).toBeGreaterThanOrEqual(60);
      const docs = b.notices.flatMap((n) => n.announcementDocument);
      expect(
        docs.some((x) => x.documentType === "application/pdf" && x.documentKey.endsWith(".pdf")),
      ).toBe(true);
      expect(
        docs.some((x) => x.documentType === "image/png" && x.documentKey.endsWith(".png")),
      ).toBe(true);
      expect(b.notices.some((n) => n.announcementDocument.length === 0)).toBe(true);
      expect(b.notices.some((n) => n.announcementDocument.length >= 3)).toBe(true);
      expect(new Set(b.notices.map((n) => n.createdAt)).size).toBe(b.notices.length);
      expect(b.notices.every((n) => n.insAnnDescription.startsWith("<p>"))).toBe(true);
    });

    it("has at least 15 events, each with all five document groups", () => {
      expect(b.events.length).toBeGreaterThanOrEqual(15);
      for (const e of b.events) {
        for (const group of EVENT_DOCUMENT_GROUPS)
          expect(e[group].length, `${e.event_name} ${group}`).toBeGreaterThan(0);
        expect(e.event_banner).toBeDefined();
      }
      const attachments = b.events.flatMap((e) =>
        EVENT_DOCUMENT_GROUPS.flatMap((g) => e[g].map((f) => f.attach)),
      );
      expect(attachments.some((k) => k.endsWith(".pdf"))).toBe(true);
      expect(attachments.some((k) => k.endsWith(".png"))).toBe(true);
    });

    it("has at least 12 departments, dependent and independent, with activities", () => {
      expect(b.departments.length).toBeGreaterThanOrEqual(12);
      expect(b.departments.some((d) => d.department_type === null)).toBe(true);
      expect(b.departments.some((d) => d.department_type !== null)).toBe(true);
      for (const d of b.departments) {
        expect(d.syllabus.length, d.dName).toBeGreaterThan(0);
        expect(d.po_pso.length, d.dName).toBeGreaterThan(0);
        expect(d.student_achievements.length, d.dName).toBeGreaterThan(0);
        expect(d.department_contact.length, d.dName).toBeGreaterThan(0);
        const activities = b.department_activities.filter(
          (a) => a.activity_department._id === d._id,
        );
        expect(activities.length, d.dName).toBeGreaterThan(0);
        for (const a of activities) {
          for (const group of ACTIVITY_DOCUMENT_GROUPS) expect(a[group].length).toBeGreaterThan(0);
          expect(a.activity_staff.length).toBeGreaterThan(0);
          const ids = new Set(
            b.staff.filter((s) => s.staff_department?._id === d._id).map((s) => s._id),
          );
          for (const s of a.activity_staff) expect(ids.has(s._id)).toBe(true);
        }
      }
    });

    it("has at least 150 staff of all three kinds and both college levels", () => {
      expect(b.staff.length).toBeGreaterThanOrEqual(150);
      const kinds = new Set(b.staff.map(staffKind));
      expect([...kinds].sort()).toEqual(["non", "other", "teaching"]);
      const levels = new Set(
        b.staff
          .filter((s) => staffKind(s) === "teaching")
          .map((s) => s.staff_dynamic_field.find((f) => f.key === STAFF_COLLEGE_FIELD)?.value),
      );
      expect([...levels].sort()).toEqual([COLLEGE_LEVELS.junior, COLLEGE_LEVELS.senior]);
      expect(b.staff.some((s) => s.staffProfilePhoto === undefined)).toBe(true);
      expect(b.staff.some((s) => s.staff_department === null && staffKind(s) !== "teaching")).toBe(
        true,
      );
    });

    it("has the IQAC, NAAC and RND authorities and ordinary committees", () => {
      const byName = new Map(b.committee.authorities.map((a) => [a.name, a]));
      const iqac = byName.get(AUTHORITY_NAMES.iqac);
      const naac = byName.get(AUTHORITY_NAMES.naac);
      const rnd = byName.get(AUTHORITY_NAMES.rnd);
      expect(iqac?.iqac_detail).toBeTruthy();
      expect(naac?.iqac_detail).toBeTruthy();
      expect(rnd?.irins.length).toBeGreaterThan(0);
      expect(b.committee.authorities.length - 3).toBeGreaterThanOrEqual(8);
      for (const a of b.committee.authorities) {
        expect(a.about.length, a.name).toBeGreaterThan(0);
        expect(a.meetings.length, a.name).toBeGreaterThan(0);
        expect(a.activities.length, a.name).toBeGreaterThan(0);
        expect(a.composition.some((m) => "staff_id" in m)).toBe(true);
        expect(a.composition.some((m) => "student" in m)).toBe(true);
      }
      expect(b.institute.iqac_module[0]).toBe(b.committee._id);
    });

    it("nests every IQAC quality list four levels deep, with the Quality Indicator Framework", () => {
      const iqacDetail = b.committee.authorities.find(
        (a) => a.name === AUTHORITY_NAMES.iqac,
      )?.iqac_detail;
      const detail = b.quality_details.find((q) => q._id === iqacDetail);
      if (!detail) throw new Error("no IQAC quality detail");
      for (const list of QUALITY_TAB_LISTS) {
        expect(detail[list].length, list).toBeGreaterThanOrEqual(2);
        expect(Math.max(...detail[list].map(tabDepth)), list).toBe(5);
      }
      const items = QUALITY_TAB_LISTS.flatMap((list) => detail[list].flatMap(qualityNames));
      const framework = items.find((i) => i.name.toLowerCase() === QUALITY_INDICATOR_FRAMEWORK);
      expect(framework?.nested).toBe(true);
      expect(framework?.children).toHaveLength(7);
      expect(framework?.children[0]).toMatch(/^Criterion I\b/);
      expect(framework?.children[6]).toMatch(/^Criterion VII\b/);
    });

    it("has every module type, nested items, and dynamic tabs", () => {
      expect(new Set(b.custom_modules.map((m) => m.module_type))).toEqual(new Set(MODULE_TYPES));
      expect(Math.max(...b.custom_modules.map((m) => treeDepth(m.items)))).toBeGreaterThanOrEqual(
        3,
      );
      expect(b.dynamic_tabs.length).toBeGreaterThanOrEqual(2);
      expect(b.dynamic_tabs.every((t) => treeDepth(t.items) >= 2)).toBe(true);
    });

    it("has galleries over three academic years and valid video links", () => {
      expect(b.academic_years.map((y) => y.batchName)).toEqual(["2023-24", "2024-25", "2025-26"]);
      const photoYears = new Set(b.photo_gallery.categories.map((c) => c.batch));
      expect(photoYears.size).toBeGreaterThanOrEqual(3);
      for (const c of b.photo_gallery.categories) {
        expect(
          b.photo_gallery.images.filter((i) => i.category === c._id).length,
          c.category,
        ).toBeGreaterThanOrEqual(6);
      }
      expect(new Set(b.video_gallery.categories.map((c) => c.batch)).size).toBeGreaterThanOrEqual(
        3,
      );
      expect(b.video_gallery.videos.some((v) => v.video_link.includes("/shorts/"))).toBe(true);
    });

    it("has open and not-open applications, and QR codes", () => {
      const apps = b.admission.application_groups.flatMap((g) => g.apps);
      expect(apps.some((a) => a.visible_to_site === APPLICATION_OPEN)).toBe(true);
      expect(apps.some((a) => a.visible_to_site !== APPLICATION_OPEN)).toBe(true);
      expect(b.admission.site._id).toBe(b.admission.dashboard._id);
      expect(b.institute.admissionDepart[0]).toBe(b.admission.dashboard._id);
    });

    it("has testimonials, some with long bios, and every activity type", () => {
      const t = b.profile.testimonials;
      expect(t.length).toBeGreaterThanOrEqual(9);
      expect(t.filter((x) => x.bio.length > CUTS.testimonialBio).length).toBeGreaterThanOrEqual(4);
      expect(t.some((x) => x.highlighted)).toBe(true);
      expect(new Set(b.activity_categories.map((c) => c.activity_type))).toEqual(
        new Set(ACTIVITY_TYPE_VALUES),
      );
      expect(b.activity_categories.every((c) => c.entries.length > 0)).toBe(true);
    });

    it("has a complete landing control", () => {
      const lc = b.profile.landing_control;
      expect(lc.home_background_object.images.length).toBeGreaterThanOrEqual(4);
      expect(new Set(lc.home_opener_quick_links.map((q) => q.typo))).toEqual(
        new Set(["YES", "NO"]),
      );
      expect(lc.academic_courses_desk.length).toBeGreaterThanOrEqual(3);
      expect(lc.administration_object.map((a) => a.leading_person_position)).toEqual([
        "Principal",
        "Vice Principal",
        "Registrar",
      ]);
      expect(lc.home_accreditation_object.map((a) => a.name)).toEqual(["NAAC", "ISO", "NIRF"]);
      expect(b.institute.administration_object.map((a) => a._id)).toEqual(
        lc.administration_object.map((a) => a._id),
      );
      expect(lc.usefull_links.some((l) => l.attach.startsWith("https://"))).toBe(true);
      expect(lc.usefull_links.some((l) => !l.attach.startsWith("https://"))).toBe(true);
      expect(b.profile.contact_list.persons.some((p) => p.department_name === "")).toBe(true);
    });
  });

  it("gives the first institute a department with MoUs in every form, as a tab and for the platform's MOU call", () => {
    const first = parsed[0]?.[1];
    const withMous = first?.departments.filter((d) => (d.mou_collaboration ?? []).length > 0);
    expect(withMous?.map((d) => d.dName)).toEqual(["BBA"]);
    const mous = withMous?.[0]?.mou_collaboration ?? [];
    expect(mous.some((m) => m.attachment && m.link_url)).toBe(true);
    expect(mous.some((m) => !m.attachment && !m.link_url)).toBe(true);
  });

  it("shows social links and colour theme for the first institute only, with different tab toggles", () => {
    const [first, second] = parsed.map(([, b]) => b);
    if (!first || !second) throw new Error("two institutes expected");
    for (const network of SOCIAL_NETWORKS) {
      expect(first.institute.footer_links[network], network).toMatch(/^https:\/\//);
      expect(first.profile.landing_control.footer_links[network], network).toMatch(/^https:\/\//);
      expect(second.institute.footer_links[network], network).toBeUndefined();
      expect(second.profile.landing_control.footer_links[network], network).toBeUndefined();
    }
    expect(first.profile.landing_control.home_background_object.color_theme).toBeDefined();
    expect(second.profile.landing_control.home_background_object.color_theme).toBeUndefined();
    const firstFlags = first.profile.landing_control.tab_toggle;
    expect(Object.values(firstFlags).every(Boolean)).toBe(true);
    expect(second.profile.landing_control.tab_toggle).not.toEqual(firstFlags);
  });
});
