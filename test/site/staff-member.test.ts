// A member of staff's own page over real HTTP (issue 62): photo, name, designation, department
// and the institute's own fields in the order the platform gives them, without the phone or
// e-mail the platform's screens never show; a record of a name alone still makes a page; an
// id that is malformed, unknown or another institute's is a 404 inside the frame. The faculty
// tables, a department's faculty and search link the page, the sitemap lists every member's
// (2,000 of them too), and its ProfilePage JSON-LD parses with the properties it must have.
import { describe, expect, it } from "vitest";
import { STAFF_COLLEGE_FIELD } from "#contract/constants.ts";
import type { Bundle } from "#contract/index.ts";
import { routes } from "#contract/links.ts";
import type { SearchAnswer } from "#contract/search.ts";
import { fullName } from "#domain/staff.ts";
import { demoJson, syntheticId, withJson } from "#test/support/bundles.ts";
import { largeTenant } from "#test/support/large.ts";
import { onHost, sitemapPaths } from "#test/support/sitemap.ts";
import { storeServer } from "#test/support/server.ts";
import { word } from "#test/support/words.ts";

type Staff = Bundle["staff"][number];

const MAX_PAGE_BYTES = 300 * 1024;
const FIELDS = [
  { key: "Experience", value: "14 years" },
  { key: "Qualification", value: "M.Sc., Ph.D. (Organic Chemistry)" },
  { key: "Area of Research", value: "Green synthesis" },
];

/** The first demo institute, one of its teachers given fields in an order no sort gives, and
 * a member of staff known by a first name alone. */
function institute() {
  const json = demoJson(0);
  const teacher = json.staff.find(
    (s) => s.teaching_type === "Teaching" && s.staffProfilePhoto && s.staff_department,
  );
  if (!teacher) throw new Error("the demo has a teacher with a photo and a department");
  teacher.staff_dynamic_field = [...teacher.staff_dynamic_field.slice(0, 1), ...FIELDS];
  const sparse: Staff = {
    _id: syntheticId(4_000),
    staffFirstName: "Meenakshi",
    staffMiddleName: "",
    staffLastName: "",
    staffPhoneNumber: "9800000001",
    staffEmail: "meenakshi@example.in",
    current_designation: "",
    staff_department: null,
    teaching_type: "",
    staff_technicality: "",
    staff_dynamic_field: [],
  };
  json.staff.push(sparse);
  return { source: withJson(0, json), json, teacher, sparse };
}

const { source, json, teacher, sparse } = institute();
const host = json.hosts[0] ?? "";
const other = demoJson(1);
const nameOf = (s: Staff) => fullName([s.staffFirstName, s.staffMiddleName, s.staffLastName]);

/** The page's structured data, parsed. */
function structuredOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "") as Record<string, unknown>,
  );
}

const h1Of = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "");
const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

describe("a member of staff's page", () => {
  const running = storeServer([source, withJson(1, other)]);
  const page = (path: string) => running.get(path, { host });

  it("shows photo, name, designation, department and the institute's fields in its order, and no phone or e-mail", async () => {
    const reply = await page(routes.staffMember(teacher._id));
    expect(reply.status).toBe(200);
    expect(reply.text.length).toBeLessThan(MAX_PAGE_BYTES);
    const html = main(reply.text);
    expect(h1Of(reply.text)).toBe(nameOf(teacher));
    // The photo, sent at the width its frame needs.
    expect(html).toMatch(new RegExp(`<img [^>]*src="[^"]*${teacher.staffProfilePhoto}\\?w=640"`));
    const department = teacher.staff_department;
    const order = [
      word("en", "people_designation"),
      teacher.current_designation,
      word("en", "people_department"),
      `href="${routes.onedepartment(department?._id ?? "", department?.dName ?? "").replace(/&/g, "&amp;")}"`,
      department?.dName ?? "",
      // The junior or senior college tag names the list the member is on, not a field.
      ...teacher.staff_dynamic_field
        .filter((f) => f.key !== STAFF_COLLEGE_FIELD)
        .flatMap((f) => [f.key, f.value]),
      `href="${routes.facultyTab("teaching")}"`,
    ];
    // Each after the one before it, in the page's list of facts.
    const facts = html.slice(html.indexOf("<dl"));
    let from = 0;
    for (const text of order) {
      const at = facts.indexOf(text, from);
      expect(at, `${text} after what comes before it`).toBeGreaterThanOrEqual(0);
      from = at + text.length;
    }
    expect(reply.text).not.toContain(teacher.staffPhoneNumber);
    expect(reply.text).not.toContain(teacher.staffEmail);
  });

  it("has a ProfilePage whose Person names the teacher, their post, photo, institute and department", async () => {
    const reply = await page(routes.staffMember(teacher._id));
    const items = structuredOf(reply.text);
    const profile = items.find((item) => item["@type"] === "ProfilePage");
    expect(profile?.["@context"]).toBe("https://schema.org");
    const url = `http://${host}${routes.staffMember(teacher._id)}`;
    expect(profile?.url).toBe(url);
    const department = teacher.staff_department;
    expect(profile?.mainEntity).toEqual({
      "@type": "Person",
      name: nameOf(teacher),
      url,
      jobTitle: teacher.current_designation,
      image: `http://${host}/media/${teacher.staffProfilePhoto}`,
      worksFor: {
        "@type": "CollegeOrUniversity",
        name: json.institute.insName,
        url: `http://${host}/`,
        department: {
          "@type": "Organization",
          name: department?.dName,
          url: `http://${host}${routes.onedepartment(department?._id ?? "", department?.dName ?? "")}`,
        },
      },
      affiliation: expect.objectContaining({ "@type": "Organization", name: department?.dName }),
    });
  });

  it("makes a page of a name alone: the default avatar, no empty list, nothing it does not know", async () => {
    const reply = await page(routes.staffMember(sparse._id));
    expect(reply.status).toBe(200);
    expect(h1Of(reply.text)).toBe("Meenakshi");
    const html = main(reply.text);
    expect(html).not.toContain("<dl");
    expect(html).not.toContain("<img");
    expect(html).toContain('<svg viewBox="0 0 64 64"');
    expect(html).toContain(`href="${routes.facultyTab("other")}"`);
    expect(reply.text).not.toContain(sparse.staffPhoneNumber);
    expect(reply.text).not.toContain(sparse.staffEmail);
    const profile = structuredOf(reply.text).find((item) => item["@type"] === "ProfilePage");
    expect(profile?.mainEntity).toEqual({
      "@type": "Person",
      name: "Meenakshi",
      url: `http://${host}${routes.staffMember(sparse._id)}`,
      worksFor: {
        "@type": "CollegeOrUniversity",
        name: json.institute.insName,
        url: `http://${host}/`,
      },
    });
  });

  it("answers 404 in the frame for an id that is malformed, unknown or another institute's", async () => {
    const foreign = other.staff[0]?._id ?? "";
    expect(foreign).toMatch(/^[0-9a-f]{24}$/);
    // The other institute's member has a page on its own host.
    const own = await running.get(routes.staffMember(foreign), { host: other.hosts[0] ?? "" });
    expect(own.status).toBe(200);
    for (const id of ["not-an-id", syntheticId(99_999), foreign, `${teacher._id}0`]) {
      const reply = await page(routes.staffMember(id));
      expect(reply.status, id).toBe(404);
      expect(h1Of(reply.text), id).toBe(word("en", "error_not_found_title"));
      // Inside the frame: the site's menus are there.
      expect(reply.text, id).toContain(`href="${routes.faculties()}"`);
    }
  });

  it("is linked from the faculty table, the department's faculty and search", async () => {
    const href = `href="${routes.staffMember(teacher._id)}"`;
    const table = await page(routes.facultyTab("teaching", { search: nameOf(teacher) }));
    expect(main(table.text)).toContain(href);
    const department = teacher.staff_department;
    const faculty = await page(
      routes.onedepartmentTab(department?._id ?? "", "faculty", department?.dName ?? "", {
        search: nameOf(teacher),
      }),
    );
    expect(faculty.status).toBe(200);
    expect(main(faculty.text)).toContain(href);
    // A search by name: its person result opens the page.
    const api = await page(
      `/api/v1/prospectus/search/${json.institute._id}?${new URLSearchParams({ q: nameOf(teacher) })}`,
    );
    const answer = (api.json() as { search: SearchAnswer }).search;
    const hit = answer.hits.find((h) => h.kind === "person");
    expect(hit?.href).toBe(routes.staffMember(teacher._id));
    const results = await page(routes.search(nameOf(teacher)));
    expect(main(results.text)).toContain(href);
  });

  it("speaks the page's language: Hindi words and links under /hi", async () => {
    const reply = await page(`/hi${routes.staffMember(teacher._id)}`);
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('<html lang="hi"');
    const html = main(reply.text);
    expect(html).toContain(`>${word("hi", "people_designation")}</dt>`);
    expect(html).toContain(`href="/hi${routes.facultyTab("teaching")}"`);
    const profile = structuredOf(reply.text).find((item) => item["@type"] === "ProfilePage");
    expect(profile?.url).toBe(`http://${host}/hi${routes.staffMember(teacher._id)}`);
  });

  it("is in the sitemap for every member of staff, and no other institute's", async () => {
    const listed = new Set(await sitemapPaths(onHost(running.server.port, host)));
    for (const member of json.staff) expect(listed).toContain(routes.staffMember(member._id));
    for (const member of other.staff) expect(listed).not.toContain(routes.staffMember(member._id));
  });
});

describe("2,000 members of staff", () => {
  const large = largeTenant({
    notices: 1,
    events: 1,
    staff: 2_000,
    departments: 0,
    albums: 1,
    photos: 1,
  });
  const largeHost = large.json.hosts[0] ?? "";
  const running = storeServer([large]);

  it("each have a page the sitemap lists, each page under 300 KB", async () => {
    const listed = new Set(await sitemapPaths(onHost(running.server.port, largeHost)));
    const members = large.json.staff;
    expect(members).toHaveLength(2_000);
    expect(members.filter((s) => !listed.has(routes.staffMember(s._id)))).toEqual([]);
    for (const member of [members[0], members[999], members[1_999]]) {
      const reply = await running.get(routes.staffMember(member?._id ?? ""), { host: largeHost });
      expect(reply.status).toBe(200);
      expect(reply.text.length).toBeLessThan(MAX_PAGE_BYTES);
      expect(h1Of(reply.text)).toBe(nameOf(member as Staff));
    }
  }, 300_000);
});
