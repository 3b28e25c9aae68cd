// A sparse institute over real HTTP (issue 22): half its sections empty, no optional field, some
// items without a name. Every page reached from / by its links, and every page of its sitemap,
// answers 200 under 300 KB; none has a link or button without a name, an empty heading, or a
// link to a page of the site that answers 404 (the page reader of test/support/page-reader.ts).
import { describe, expect, it } from "vitest";
import { ACADEMIC_ABOUT_TAB, routes, SOCIETY_TABS } from "#contract/links.ts";
import { minimalTenant } from "#demo/minimal.server.ts";
import { sparseTenant } from "#test/support/bundles.ts";
import { crawlSite } from "#test/support/page-reader.ts";
import { onHost, sitemapPaths } from "#test/support/sitemap.ts";
import { storeServer } from "#test/support/server.ts";

describe("a sparse institute", () => {
  const source = sparseTenant();
  const host = source.json.hosts[0] ?? "";
  // A small institute whose society has a name.
  const named = minimalTenant(7);
  named.json.profile.landing_control.about_society_dynamic.dynamic_name = "Vidya Vikas Mandal";

  const running = storeServer([source, named]);

  it("answers every page it links or lists, and no page has a nameless link, button or heading", async () => {
    const listed = await sitemapPaths(onHost(running.server.port, host));
    expect(listed.length).toBeGreaterThan(10);

    const { seen, problems } = await crawlSite(running.server.port, host, [
      ["/", "the start"],
      ...listed.map((path) => [path, "the sitemap"] as const),
    ]);
    expect(seen.size).toBeGreaterThan(listed.length);
    expect(problems, problems.slice(0, 40).join("\n")).toEqual([]);
  }, 300_000);

  it("lists its department without a type with the others, and has no entry for a blank type", async () => {
    const blank = source.json.departments.find((d) => d.department_type === "");
    expect(blank).toBeDefined();
    const home = await running.get("/", { host });
    expect(home.text).not.toContain('href="/department/type/"');
    const all = await running.get("/department", { host });
    expect(all.text).toContain(`/onedepartment/${blank?._id}`);
    const own = await running.get(`/onedepartment/${blank?._id}`, { host });
    expect(own.status).toBe(200);
  });

  it("shows no gallery, footer heading or picture band it has nothing for", async () => {
    const home = await running.get("/", { host });
    for (const heading of ["How to Reach", "Useful Links"]) {
      expect(home.text).not.toContain(`>${heading}</h2>`);
    }
    expect(home.text).toContain(">Contact Us</h2>");
    // Internal Links keeps what every institute has: its disclosure page.
    expect(home.text).toContain(">Internal Links</h2>");
    expect(home.text).toContain(`href="${routes.disclosure()}"`);
    // No gallery is linked, and each says plainly that it is empty, listing no year.
    expect(home.text).not.toMatch(/href="\/(photo|video)\/gallery/);
    for (const path of ["/photo/gallery", "/video/gallery"]) {
      const gallery = await running.get(path, { host });
      expect(gallery.status).toBe(200);
      expect(gallery.text).toContain("Nothing has been added to the gallery yet.");
      expect(gallery.text).not.toContain(`${path}/year/`);
    }
    // Without a picture, the landing page's heading is not laid over an empty picture band.
    expect(home.text).toContain("Welcome to ");
    expect(home.text).not.toContain('role="group" aria-label="Campus pictures"');
    expect(home.text).not.toMatch(/<img[^>]*fetchpriority="high"/i);
  });

  it("names an untitled activity and course part by what is known of them, and shows the society's name", async () => {
    const activity = source.json.department_activities.find((a) => a.activity_name === "");
    expect(activity).toBeDefined();
    const department = source.json.departments.find(
      (d) => d._id === activity?.activity_department._id,
    );
    const list = await running.get(
      routes.onedepartmentTab(department?._id ?? "", "activity", department?.dName ?? ""),
      { host },
    );
    expect(list.status).toBe(200);
    expect(list.text).toContain(`${activity?.activity_type} on `);

    const course = source.json.profile.landing_control.academic_courses_desk.find((c) =>
      c.sub_head.some((s) => s.sub_head_title_main === ""),
    );
    const part = course?.sub_head.findIndex((s) => s.sub_head_title_main === "") ?? -1;
    const page = await running.get(routes.academicType(course?._id ?? "", ACADEMIC_ABOUT_TAB), {
      host,
    });
    expect(page.status).toBe(200);
    expect(page.text).toContain(`>Part ${part + 1}</a>`);

    // The society has no name: its pages are Our Society's.
    const society = await running.get("/society", { host });
    expect(society.text).toMatch(/<h1[^>]*>Our Society<\/h1>/);
  });

  it("shows a society's own name in the banner of each of its pages", async () => {
    const namedHost = named.json.hosts[0] ?? "";
    const about = await running.get(routes.society(), { host: namedHost });
    expect(about.text).toMatch(/<h1[^>]*>Vidya Vikas Mandal<\/h1>/);
    for (const tab of SOCIETY_TABS.filter((t) => t.slug !== "about")) {
      const page = await running.get(routes.societyTab(tab.slug), { host: namedHost });
      expect(page.status, tab.slug).toBe(200);
      expect(page.text, tab.slug).toMatch(
        new RegExp(`<h1[^>]*>Vidya Vikas Mandal: ${tab.label}</h1>`),
      );
    }
  });
});
