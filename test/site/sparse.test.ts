// A sparse institute over real HTTP (issue 22): half its sections empty, no optional field, some
// items without a name. Every page reached from / by its links, and every page of its sitemap,
// answers 200; none has a link or button without a name, an empty heading, or a link to a page
// of the site that answers 404.
import { Parser } from "htmlparser2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACADEMIC_ABOUT_TAB, routes, SOCIETY_TABS } from "#contract/routes.ts";
import { importBundle } from "#server/content/bundle-io.server.ts";
import { minimalTenant } from "#server/demo/minimal.server.ts";
import type { Db } from "#server/store/db.server.ts";
import { sparseTenant } from "#test/support/bundles.ts";
import { get, startTestServer, type TestServer } from "#test/support/http.ts";
import { onHost, sitemapPaths } from "#test/support/sitemap.ts";
import { backends } from "#test/support/stores.ts";

interface Element {
  name: string;
  attributes: Record<string, string>;
  /** Its text, with the alternative text of its pictures. */
  text: string;
  /** It holds a picture, a frame, a form field or a drawing: content without text. */
  media: boolean;
  /** The text of the headings below the page's own (h2 to h6) inside it. */
  headings: string;
}

interface Page {
  links: string[];
  /** What a visitor cannot make out: nameless links and buttons, empty headings. */
  faults: string[];
}

const HEADINGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
const NAMED = new Set(["a", "button", ...HEADINGS]);
/** Boxes that are there to hold something. */
const BOXES = new Set(["section", "div", "ul", "ol", "li", "nav", "p", "dl"]);
const MEDIA = new Set(["img", "svg", "iframe", "video", "input", "select", "textarea", "picture"]);

/** The page's own links and its faults, read as a browser's accessibility tree would. */
function readPage(html: string): Page {
  const open: Element[] = [];
  const done: Element[] = [];
  const idText = new Map<string, Element>();
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element = { name, attributes, text: "", media: false, headings: "" };
        if (attributes.id) idText.set(attributes.id, element);
        if (name === "img" && attributes.alt) {
          for (const e of open) e.text += ` ${attributes.alt}`;
        }
        if (MEDIA.has(name)) for (const e of open) e.media = true;
        open.push(element);
      },
      ontext(text) {
        for (const e of open) e.text += text;
      },
      onclosetag() {
        const element = open.pop();
        if (!element) return;
        if (HEADINGS.has(element.name) && element.name !== "h1") {
          for (const e of open) e.headings += element.text;
        }
        done.push(element);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();

  const hidden = (e: Element) => e.attributes["aria-hidden"] === "true";
  const nameOf = (e: Element): string => {
    const labelledBy = e.attributes["aria-labelledby"];
    const byIds = labelledBy
      ?.split(/\s+/)
      .map((id) => idText.get(id)?.text ?? "")
      .join(" ");
    return [e.attributes["aria-label"], byIds, e.text, e.attributes.title]
      .map((s) => s?.trim() ?? "")
      .join(" ")
      .trim();
  };
  const tag = (e: Element) => `<${e.name} ${JSON.stringify(e.attributes)}>`;
  const faults = [
    ...done
      .filter((e) => NAMED.has(e.name) && !hidden(e) && nameOf(e) === "")
      .map((e) => `${tag(e)} has no name`),
    // A box with nothing in it.
    ...done
      .filter((e) => BOXES.has(e.name) && !hidden(e) && !e.media && e.text.trim() === "")
      .map((e) => `${tag(e)} holds nothing`),
    // A part of the page whose heading stands over nothing.
    ...done
      .filter((e) => e.name === "section" && !e.media && e.headings.trim() !== "")
      .filter((e) => e.text.trim() === e.headings.trim())
      .map((e) => `${tag(e)} holds only its heading, ${JSON.stringify(e.headings.trim())}`),
  ];
  const links = done
    .filter((e) => e.name === "a")
    .map((e) => e.attributes.href ?? "")
    .filter((href) => href.startsWith("/") && !href.startsWith("//"))
    .map((href) => href.replace(/#.*$/, ""))
    .filter((href) => href !== "" && !href.startsWith("/media/") && !href.startsWith("/api/"));
  return { links, faults };
}

describe("a sparse institute", () => {
  let db: Db;
  let server: TestServer;
  const source = sparseTenant();
  const host = source.json.hosts[0] ?? "";
  // A small institute whose society has a name.
  const named = minimalTenant(7);
  named.json.profile.landing_control.about_society_dynamic.dynamic_name = "Vidya Vikas Mandal";

  beforeAll(async () => {
    db = await backends[0]!.open();
    await importBundle(db, source);
    await importBundle(db, named);
    server = await startTestServer(db);
  });

  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it("answers every page it links or lists, and no page has a nameless link, button or heading", async () => {
    const listed = await sitemapPaths(onHost(server.port, host));
    expect(listed.length).toBeGreaterThan(10);

    const seen = new Map<string, string>();
    const queue: [string, string][] = [
      ["/", "the start"],
      ...listed.map((path): [string, string] => [path, "the sitemap"]),
    ];
    // A fault of the frame is on every page: each is told once, with the first page it is on.
    const faults = new Map<string, string>();
    const problems: string[] = [];
    while (queue.length > 0) {
      const batch = queue.splice(0, 8).filter(([path]) => !seen.has(path));
      for (const [path, from] of batch) seen.set(path, from);
      await Promise.all(
        batch.map(async ([path, from]) => {
          const page = await get(server.port, path, { host });
          const location = page.headers.location;
          if (page.status >= 300 && page.status < 400 && location?.startsWith("/")) {
            if (!seen.has(location)) queue.push([location, path]);
            return;
          }
          if (page.status !== 200) {
            problems.push(`${path} (linked from ${from}) answers ${page.status}`);
            return;
          }
          const { links } = readPage(page.text);
          for (const fault of readPage(page.text).faults) {
            if (!faults.has(fault)) faults.set(fault, path);
          }
          for (const link of links) if (!seen.has(link)) queue.push([link, path]);
        }),
      );
    }
    expect(seen.size).toBeGreaterThan(listed.length);
    for (const [fault, path] of faults) problems.push(`${path}: ${fault}`);
    expect(problems, problems.slice(0, 40).join("\n")).toEqual([]);
  }, 300_000);

  it("lists its department without a type with the others, and has no entry for a blank type", async () => {
    const blank = source.json.departments.find((d) => d.department_type === "");
    expect(blank).toBeDefined();
    const home = await get(server.port, "/", { host });
    expect(home.text).not.toContain('href="/department/type/"');
    const all = await get(server.port, "/department", { host });
    expect(all.text).toContain(`/onedepartment/${blank?._id}`);
    const own = await get(server.port, `/onedepartment/${blank?._id}`, { host });
    expect(own.status).toBe(200);
  });

  it("shows no gallery, footer heading or picture band it has nothing for", async () => {
    const home = await get(server.port, "/", { host });
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
      const gallery = await get(server.port, path, { host });
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
    const list = await get(
      server.port,
      routes.onedepartmentTab(department?._id ?? "", "activity", department?.dName ?? ""),
      { host },
    );
    expect(list.status).toBe(200);
    expect(list.text).toContain(`${activity?.activity_type} on `);

    const course = source.json.profile.landing_control.academic_courses_desk.find((c) =>
      c.sub_head.some((s) => s.sub_head_title_main === ""),
    );
    const part = course?.sub_head.findIndex((s) => s.sub_head_title_main === "") ?? -1;
    const page = await get(
      server.port,
      routes.academicType(course?._id ?? "", ACADEMIC_ABOUT_TAB),
      {
        host,
      },
    );
    expect(page.status).toBe(200);
    expect(page.text).toContain(`>Part ${part + 1}</a>`);

    // The society has no name: its pages are Our Society's.
    const society = await get(server.port, "/society", { host });
    expect(society.text).toMatch(/<h1[^>]*>Our Society<\/h1>/);
  });

  it("shows a society's own name in the banner of each of its pages", async () => {
    const namedHost = named.json.hosts[0] ?? "";
    const about = await get(server.port, routes.society(), { host: namedHost });
    expect(about.text).toMatch(/<h1[^>]*>Vidya Vikas Mandal<\/h1>/);
    for (const tab of SOCIETY_TABS.filter((t) => t.slug !== "about")) {
      const page = await get(server.port, routes.societyTab(tab.slug), { host: namedHost });
      expect(page.status, tab.slug).toBe(200);
      expect(page.text, tab.slug).toMatch(
        new RegExp(`<h1[^>]*>Vidya Vikas Mandal: ${tab.label}</h1>`),
      );
    }
  });
});
