// Admission (spec 2.5) and academic courses (spec 2.16) over real HTTP on every store: the
// content of both demo institutes in the server's HTML, only Open applications, the New
// Admission redirect, the QR language by ?active=, an application expanded by ?open=, the
// empty states of an institute with nothing added, hostile content as text, and a 404 inside
// the frame for every id that is unknown, malformed or another institute's.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_OPEN } from "#contract/constants.ts";
import type { Bundle } from "#contract/index.ts";
import { importBundle } from "#server/content/bundle-io.server.ts";
import { minimalTenant } from "#demo/minimal.server.ts";
import type { Db } from "#server/store/db.server.ts";
import { demo, demoJson } from "#test/support/bundles.ts";
import { textOf } from "#test/support/html.ts";
import { get, startTestServer, type TestServer } from "#test/support/http.ts";
import { onHost, sitemapPaths } from "#test/support/sitemap.ts";
import { backends } from "#test/support/stores.ts";
import { literal, wordsOf } from "#test/support/words.ts";
import { HOSTILE_HOST, hostileTenant } from "../../e2e/support/hostile.ts";

const UNKNOWN = "0123456789abcdef01234567";

const plain = (html: string) => textOf(html).trim();
const apps = (json: Bundle) => json.admission.application_groups.flatMap((g) => g.apps);

describe.each(backends)("admission and academic courses ($name)", (backend) => {
  const demos = [demoJson(0), demoJson(1)] as const;
  const empty = minimalTenant(5);
  const emptyHost = empty.json.hosts[0] ?? "";
  let db: Db;
  let server: TestServer;
  const page = async (host: string, path: string) => {
    const reply = await get(server.port, path, { host });
    return { status: reply.status, html: reply.text, text: textOf(reply.text), reply };
  };

  beforeAll(async () => {
    db = await backend.open();
    await importBundle(db, demo(0));
    await importBundle(db, demo(1));
    await importBundle(db, empty);
    await importBundle(db, await hostileTenant());
    server = await startTestServer(db);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  describe.each([0, 1])("demo institute %i", (index) => {
    const json = demos[index]!;
    const host = json.hosts[0]!;
    // The site's words in the language of the institute's plain addresses.
    const say = wordsOf(json);

    it("shows the about text, the contacts and the checklist", async () => {
      const about = await page(host, "/admission");
      expect(about.status).toBe(200);
      expect(about.text).toContain(plain(json.admission.site.admission_about).slice(0, 60));
      const contact = await page(host, "/admission/contact");
      expect(json.admission.site.admission_contact.length).toBeGreaterThan(0);
      for (const card of json.admission.site.admission_contact) {
        expect(contact.text).toContain(card.contact_person_name);
      }
      const documents = await page(host, "/admission/document");
      expect(documents.html.match(/<details/g)?.length).toBe(
        json.admission.site.document_checklist.length,
      );
      for (const item of json.admission.site.document_checklist) {
        expect(documents.text).toContain(item.title);
      }
      const withFile = json.admission.site.document_checklist.filter((i) => i.attachment);
      const view = new RegExp(`>${literal(say("admission_view_attachment"))}<`, "g");
      expect(documents.html.match(view)?.length).toBe(withFile.length);
    });

    it("lists the Open applications only, each expanding to its detail at ?open=", async () => {
      const open = apps(json).filter((a) => a.visible_to_site === APPLICATION_OPEN);
      const closed = apps(json).filter((a) => a.visible_to_site !== APPLICATION_OPEN);
      expect(open.length).toBeGreaterThan(0);
      expect(closed.length).toBeGreaterThan(0);
      const list = await page(host, "/admission/application");
      expect(list.status).toBe(200);
      for (const app of open) {
        expect(list.text).toContain(app.applicationName);
        expect(list.html).toContain(`href="/admission/application?open=${app._id}"`);
      }
      for (const app of closed) expect(list.text).not.toContain(app.applicationName);
      // Nothing is expanded, and no detail is in the page, until one is asked for.
      expect(list.html).not.toMatch(/<details[^>]*\sopen/);
      expect(list.text).not.toContain(say("admission_fill"));

      const app = open[0]!;
      const expanded = await page(host, `/admission/application?open=${app._id}`);
      expect(expanded.status).toBe(200);
      expect(expanded.html.match(/<details[^>]*\sopen/g)).toHaveLength(1);
      expect(expanded.html).toContain(`href="${app.application_link}"`);
      expect(expanded.text).toContain(say("admission_instructions"));
      expect(expanded.text).toContain(plain(app.applicationAbout).slice(0, 60));
      expect(expanded.text.includes(say("admission_download_brochure"))).toBe(
        app.applicationPhoto !== undefined,
      );
      expect(expanded.html).toContain('<link rel="canonical" href="http');
      expect(expanded.html).toMatch(/rel="canonical" href="[^"]*\/admission\/application"/);

      for (const id of [closed[0]!._id, UNKNOWN, "not-an-id", apps(demos[1 - index]!)[0]!._id]) {
        const missing = await page(host, `/admission/application?open=${id}`);
        expect(missing.status, id).toBe(404);
        expect(missing.text).toContain(say("error_not_found_title"));
      }
    });

    it("shows the QR code of the language ?active= names, english by default", async () => {
      const { dashboard } = json.admission;
      const [english, hindi, marathi] = ["english", "hindi", "marathi"].map((language) =>
        say(`admission_qr_${language}`),
      );
      const cases = [
        ["", dashboard.app_qr_code, english],
        ["?active=hindi", dashboard.app_hindi_qr_code, hindi],
        ["?active=marathi", dashboard.app_marathi_qr_code, marathi],
        ["?active=klingon", dashboard.app_qr_code, english],
      ] as const;
      for (const [query, key, label] of cases) {
        const process = await page(host, `/admission/process${query}`);
        expect(process.status).toBe(200);
        expect(process.html).toContain(`src="/media/${key}"`);
        expect(process.html).toMatch(
          new RegExp(`<a[^>]*aria-current="page"[^>]*>${label}</a>|<a[^>]*>${label}</a>`),
        );
        const current = new RegExp(
          `<a[^>]*aria-current="page"[^>]*href="([^"]*)"[^>]*>(${english}|${hindi}|${marathi})<`,
        ).exec(process.html);
        expect(current?.[2]).toBe(label);
      }
      const process = await page(host, "/admission/process");
      expect(process.html).toContain('href="/admission/process?active=hindi"');
      expect(process.html).toContain("https://apps.apple.com/");
      expect(process.html).toContain("https://play.google.com/");
    });

    it("sends the top bar's New Admission link on to the applications", async () => {
      const { reply } = await page(host, "/admission?tab=new-admission");
      expect(reply.status).toBe(302);
      expect(reply.headers.location).toBe("/admission/application");
    });

    it("shows each course type's about and its sub-headings' topics", async () => {
      const types = json.profile.landing_control.academic_courses_desk;
      expect(types.length).toBeGreaterThan(0);
      const index = await page(host, "/academic/course");
      expect(index.status).toBe(200);
      for (const type of types) {
        expect(index.html).toContain(`href="/academic/course/type/${type._id}/about"`);
        const about = await page(host, `/academic/course/type/${type._id}/about`);
        expect(about.status).toBe(200);
        expect(about.text).toContain(type.head_name);
        expect(about.text).toContain(plain(type.head_about).slice(0, 60));
        if (type.head_images[0]) expect(about.html).toContain(`/media/${type.head_images[0]}`);
        for (const sub of type.sub_head) {
          expect(about.html).toContain(`href="/academic/course/type/${type._id}/${sub._id}"`);
          const tab = await page(host, `/academic/course/type/${type._id}/${sub._id}`);
          expect(tab.status).toBe(200);
          for (const topic of sub.sub_topic) expect(tab.text).toContain(topic.sub_head_title);
        }
      }
    });

    it("answers 404 inside the frame for course ids that are not its own", async () => {
      const [type] = json.profile.landing_control.academic_courses_desk;
      const [foreign] = demos[1 - index]!.profile.landing_control.academic_courses_desk;
      for (const path of [
        `/academic/course/type/${UNKNOWN}/about`,
        `/academic/course/type/not-an-id/about`,
        `/academic/course/type/${foreign!._id}/about`,
        `/academic/course/type/${type!._id}/${UNKNOWN}`,
        `/academic/course/type/${type!._id}/${foreign!.sub_head[0]?._id ?? "x"}`,
        `/academic/course/type/${type!._id}/About`,
        `/academic/course/custom/${UNKNOWN}`,
        `/admission/custom/not-an-id`,
        `/admission/nothing`,
      ]) {
        const missing = await page(host, path);
        expect(missing.status, path).toBe(404);
        expect(missing.text).toContain(say("error_not_found_title"));
        expect(missing.text).toContain(json.institute.insName);
      }
    });

    it("lists every page in the sitemap", async () => {
      const sitemap = await sitemapPaths(onHost(server.port, host));
      for (const path of [
        "/admission",
        "/admission/process",
        "/admission/process?active=hindi",
        "/admission/process?active=marathi",
        "/admission/contact",
        "/admission/document",
        "/admission/application",
        "/academic/course",
        ...json.profile.landing_control.academic_courses_desk.map(
          (t) => `/academic/course/type/${t._id}/about`,
        ),
      ]) {
        expect(sitemap, path).toContain(path);
      }
    });
  });

  it("renders an institute that has added nothing, empty and without a crash", async () => {
    for (const [path, text] of [
      ["/admission", "Nothing has been written here yet."],
      ["/admission/contact", "No contacts have been given yet."],
      ["/admission/document", "No documents have been listed yet."],
      ["/admission/application", "No applications are open just now."],
      ["/academic/course", "No courses have been added yet."],
    ] as const) {
      const shown = await page(emptyHost, path);
      expect(shown.status, path).toBe(200);
      expect(shown.text).toContain(text);
    }
  });

  it("shows hostile content as text, with no markup that runs", async () => {
    const paths = [
      "/admission",
      "/admission/contact",
      "/admission/document",
      "/admission/application",
      "/academic/course",
    ];
    const json = (await hostileTenant()).json as Bundle;
    const [app] = apps(json);
    const [course] = json.profile.landing_control.academic_courses_desk;
    paths.push(
      `/admission/application?open=${app!._id}`,
      `/academic/course/type/${course!._id}/about`,
      `/academic/course/type/${course!._id}/${course!.sub_head[0]!._id}`,
    );
    for (const path of paths) {
      const shown = await page(HOSTILE_HOST, path);
      expect(shown.status, path).toBe(200);
      // The page's own scripts are those its policy names by their hashes (decision 068);
      // text has its "<" escaped.
      const policy = String(shown.reply.headers["content-security-policy"]);
      // A JSON-LD data block runs nowhere; its text holds no "<" to close it early.
      const markup = shown.html.replace(
        /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
        (script, attributes: string, text: string) =>
          policy.includes(`'sha256-${createHash("sha256").update(text).digest("base64")}'`) ||
          (attributes === ' type="application/ld+json"' && !text.includes("<"))
            ? ""
            : script,
      );
      expect(markup, path).not.toMatch(/<script|(href|src)="\s*javascript:/i);
      // With every (quoted, escaped) attribute value taken out, no tag has an event handler.
      const tags = markup.replace(/"[^"]*"/g, '""');
      expect(tags, path).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
    }
    const expanded = await page(HOSTILE_HOST, `/admission/application?open=${app!._id}`);
    expect(expanded.text).toContain(app!.applicationName);
    expect(expanded.text).toContain("Fill Admission");
  });
});
