// Admission (spec 2.5) and academic courses (spec 2.16) in the browser: the content of both
// demo institutes in the server's HTML, the QR language switch and the application expansion
// by keyboard and without JavaScript, an application's detail read once when first expanded,
// the Download App link of the visitor's phone, the checklist's attachments in the viewer,
// course tabs, 404s inside the frame, hostile content, and axe at both widths.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { textOf } from "#test/support/html.ts";
import { expectAccessible, suiteBrowser, siteUrl, VIEWPORTS } from "./support/browser.ts";
import { APP_STORE_LINKS } from "#contract/links.ts";
import { HOSTILE_HOST } from "./support/hostile.ts";
import {
  api,
  AXE_HOSTS,
  DEMO_HOSTS,
  expectNotFoundInFrame,
  getHtml,
  instituteIdOf,
  visit,
  visitHostile,
} from "./support/site.ts";

interface App {
  _id: string;
  applicationName: string;
  visible_to_site: string;
}
interface Course {
  _id: string;
  head_name: string;
  sub_head: { _id: string; sub_head_title_main: string; sub_topic: { sub_head_title: string }[] }[];
}

/** What the site reads for these screens, from the API it reads. */
async function contentOf(host: string) {
  const id = await instituteIdOf(host);
  const institute = await api<{ admissionDepart: string[] }>(
    host,
    `/v1/ins/${id}/dash`,
    "institute",
  );
  const aid = institute.admissionDepart[0] ?? "";
  const [site, dashboard, grouped, profile] = await Promise.all([
    api<{
      admission_contact: { contact_person_name: string }[];
      document_checklist: { title: string; attachment?: string }[];
    }>(host, `/v1/site/info/admission/${aid}`, "admission_site"),
    api<Record<"app_qr_code" | "app_hindi_qr_code" | "app_marathi_qr_code", string>>(
      host,
      `/v1/admission/${aid}/dashboard/query`,
      "admission",
    ),
    api<{ ongoing: { group_name: string; apps: App[] }[] }>(
      host,
      `/v2/admission/${id}/all/ongoing/application/grouped`,
      "ads_obj",
    ),
    api<{ landing_control: { academic_courses_desk: Course[] } }>(
      host,
      `/v1/landing/${id}/one/web/profile`,
      "one_ins",
    ),
  ]);
  return {
    site,
    dashboard,
    apps: grouped.ongoing.flatMap((group) => group.apps),
    courses: profile.landing_control.academic_courses_desk,
  };
}

type Content = Awaited<ReturnType<typeof contentOf>>;

/** An element the demo content must have. */
function at<T>(list: readonly T[], index = 0): T {
  const value = list[index];
  if (value === undefined) throw new Error("the demo content is too small for this test");
  return value;
}

const summaryOf = (page: Page, name: string) => page.locator("summary", { hasText: name });

describe("admission and academic courses", () => {
  const browser = suiteBrowser();

  it.each(DEMO_HOSTS)(
    "has every admission page's content in the server's HTML on %s",
    async (host) => {
      const { site, apps } = await contentOf(host);
      const contact = textOf((await getHtml(host, "/admission/contact")).html);
      for (const card of site.admission_contact)
        expect(contact).toContain(card.contact_person_name);
      const documents = textOf((await getHtml(host, "/admission/document")).html);
      for (const item of site.document_checklist) expect(documents).toContain(item.title);
      const applications = textOf((await getHtml(host, "/admission/application")).html);
      expect(apps.length).toBeGreaterThan(0);
      for (const app of apps) {
        expect(app.visible_to_site).toBe("Open");
        expect(applications).toContain(app.applicationName);
      }
    },
  );

  it.each(DEMO_HOSTS)(
    "has every course page's content in the server's HTML on %s",
    async (host) => {
      const { courses } = await contentOf(host);
      expect(courses.length).toBeGreaterThan(0);
      const index = await getHtml(host, "/academic/course");
      for (const course of courses) {
        expect(textOf(index.html)).toContain(course.head_name);
        for (const sub of course.sub_head) {
          const tab = await getHtml(host, `/academic/course/type/${course._id}/${sub._id}`);
          expect(tab.status).toBe(200);
          for (const topic of sub.sub_topic)
            expect(textOf(tab.html)).toContain(topic.sub_head_title);
        }
      }
    },
  );

  it("switches the QR code's language by keyboard", async () => {
    const { dashboard } = await contentOf("localhost");
    await visit(browser(), "localhost", "/admission/process", async ({ page }) => {
      const qr = page.getByRole("img", { name: /^QR code of the admission app/ });
      expect(await qr.getAttribute("src")).toContain(dashboard.app_qr_code);
      const languages = page.getByRole("navigation", { name: "Language of the QR code" });
      expect(await languages.locator('a[aria-current="page"]').innerText()).toBe("English");
      await languages.getByRole("link", { name: "Hindi" }).focus();
      await page.keyboard.press("Enter");
      await page.waitForURL("**/admission/process?active=hindi");
      await expect.poll(() => qr.getAttribute("src")).toContain(dashboard.app_hindi_qr_code);
      expect(await languages.locator('a[aria-current="page"]').innerText()).toBe("Hindi");
    });
  });

  it("switches the QR code's language and expands an application without JavaScript", async () => {
    const { dashboard, apps } = await contentOf("localhost");
    const app = at(apps);
    const context = await browser().newContext({ ...VIEWPORTS.desktop, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(siteUrl("localhost", "/admission/process"));
      await page.getByRole("link", { name: "Marathi" }).click();
      await page.waitForURL("**/admission/process?active=marathi");
      const qr = page.getByRole("img", { name: /^QR code of the admission app/ });
      expect(await qr.getAttribute("src")).toContain(dashboard.app_marathi_qr_code);

      await page.goto(siteUrl("localhost", "/admission/application"));
      await summaryOf(page, app.applicationName).click();
      await page.getByRole("link", { name: `Show the details of ${app.applicationName}` }).click();
      await page.waitForURL(`**/admission/application?open=${app._id}`);
      const panel = page.locator("details[open]");
      expect(await panel.count()).toBe(1);
      expect(await panel.getByRole("link", { name: /^Fill Admission/ }).isVisible()).toBe(true);
      expect(
        await panel.getByRole("heading", { name: "Application Instructions" }).isVisible(),
      ).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("reads an application's detail once, when it is first expanded by keyboard", async () => {
    const { apps } = await contentOf("localhost");
    const app = at(apps);
    await visit(browser(), "localhost", "/admission/application", async ({ page }) => {
      const reads: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("open=")) reads.push(request.url());
      });
      await page.waitForLoadState("networkidle");
      expect(reads).toEqual([]);
      const summary = summaryOf(page, app.applicationName);
      await summary.focus();
      await page.keyboard.press("Enter");
      const fill = page.getByRole("link", { name: /^Fill Admission/ });
      await expect.poll(() => fill.isVisible()).toBe(true);
      expect(reads).toHaveLength(1);
      await page.keyboard.press("Enter");
      await page.keyboard.press("Enter");
      await expect.poll(() => fill.isVisible()).toBe(true);
      expect(reads).toHaveLength(1);
      expect(
        await page.getByRole("link", { name: /^Download Brochure/ }).count(),
      ).toBeLessThanOrEqual(1);
    });
  });

  it("links a phone to its own app store, and shows no store link on a wide screen", async () => {
    const phones = [
      [
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
        "App Store",
        "Google Play",
      ],
      [
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36",
        "Google Play",
        "App Store",
      ],
    ] as const;
    for (const [userAgent, shown, hidden] of phones) {
      const context = await browser().newContext({ ...VIEWPORTS.mobile, userAgent });
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on("console", (msg) => {
          if (msg.type() === "error") errors.push(msg.text());
        });
        page.on("pageerror", (error) => errors.push(error.message));
        await page.goto(siteUrl("localhost", "/admission/process"));
        await page.waitForFunction(() => "__reactRouterDataRouter" in window);
        const link = (store: string) =>
          page.getByRole("link", { name: new RegExp(`^Download App from (the )?${store}`) });
        await expect.poll(() => link(hidden).count()).toBe(0);
        expect(await link(shown).isVisible()).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
    await visit(browser(), "localhost", "/admission/process", async ({ page }) => {
      // A desktop browser is no Apple device: one store link, in the page but not shown.
      const links = page.locator(`a[href="${APP_STORE_LINKS.android}"]`);
      expect(await links.count()).toBe(1);
      expect(await links.isVisible()).toBe(false);
    });
  });

  it("opens a checklist item by keyboard and its attachment in the viewer", async () => {
    const { site } = await contentOf("localhost");
    const item = at(site.document_checklist.filter((i) => i.attachment));
    await visit(browser(), "localhost", "/admission/document", async ({ page }) => {
      await summaryOf(page, item.title).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => page.locator("details[open] summary").innerText()).toBe(item.title);
      const button = page.locator("details[open]").getByRole("link", { name: /^View Attachment/ });
      await expect.poll(() => button.isVisible()).toBe(true);
      await button.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog");
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.count()).toBe(0);
    });
  });

  it("moves between course types and their sub-heading tabs", async () => {
    const { courses } = await contentOf("localhost");
    const first = at(courses);
    const second = at(courses, 1);
    const sub = at(first.sub_head);
    await visit(browser(), "localhost", "/academic/course", async ({ page }) => {
      const types = page.getByRole("navigation", { name: "Academic Courses" });
      await types.getByRole("link", { name: second.head_name, exact: true }).click();
      await page.waitForURL(`**/academic/course/type/${second._id}/about`);
      await expect.poll(() => page.locator("h1").innerText()).toBe(second.head_name);
      await types.getByRole("link", { name: first.head_name, exact: true }).click();
      await page.waitForURL(`**/academic/course/type/${first._id}/about`);
      const tabs = page.getByRole("navigation", { name: first.head_name });
      await tabs.getByRole("link", { name: sub.sub_head_title_main, exact: true }).click();
      await page.waitForURL(`**/academic/course/type/${first._id}/${sub._id}`);
      await expect
        .poll(() => tabs.locator('a[aria-current="page"]').innerText())
        .toBe(sub.sub_head_title_main);
      expect(await types.locator('a[aria-current="page"]').innerText()).toBe(first.head_name);
    });
  });

  it("answers a 404 inside the frame for ids that are not this institute's", async () => {
    const own = await contentOf("localhost");
    const other = await contentOf("krishna.localhost");
    for (const path of [
      `/admission/application?open=${at(other.apps)._id}`,
      "/admission/application?open=not-an-id",
      `/academic/course/type/${at(other.courses)._id}/about`,
      `/academic/course/type/${at(own.courses)._id}/0123456789abcdef01234567`,
      "/academic/course/custom/not-an-id",
    ]) {
      await expectNotFoundInFrame(browser(), "localhost", path);
    }
  });

  it("shows hostile admission and course content as text", async () => {
    const hostile = await contentOf(HOSTILE_HOST);
    const app = at(hostile.apps);
    const course = at(hostile.courses);
    await visitHostile(browser(), `/admission/application?open=${app._id}`, async (page) => {
      expect(await page.getByRole("link", { name: /^Fill Admission/ }).count()).toBe(1);
    });
    await visitHostile(browser(), "/admission/document", async (page) => {
      await page.locator("summary").first().click();
      await page
        .getByRole("link", { name: /^View Attachment/ })
        .first()
        .click();
      await expect.poll(() => page.getByRole("dialog").isVisible()).toBe(true);
    });
    await visitHostile(
      browser(),
      `/academic/course/type/${course._id}/${at(course.sub_head)._id}`,
      async (page) => {
        expect(
          await page.getByRole("link", { name: /^View Detail: .*, picture$/ }).count(),
        ).toBeGreaterThan(0);
      },
    );
  });

  // One test per page: eight pages under axe in one test came near its minute on a busy
  // machine.
  const AXE_PAGES: [name: string, path: (content: Content) => string][] = [
    ["the admission page", () => "/admission"],
    ["the process in Hindi", () => "/admission/process?active=hindi"],
    ["the contact", () => "/admission/contact"],
    ["the documents", () => "/admission/document"],
    ["an application", ({ apps }) => `/admission/application?open=${at(apps)._id}`],
    ["the courses", () => "/academic/course"],
    ["a course's about", ({ courses }) => `/academic/course/type/${at(courses)._id}/about`],
    [
      "a course's heading",
      ({ courses }) => `/academic/course/type/${at(courses)._id}/${at(at(courses).sub_head)._id}`,
    ],
  ];
  for (const viewport of ["desktop", "mobile"] as const) {
    for (const [name, pathOf] of AXE_PAGES) {
      it(`has no accessibility violations on ${name} (${viewport})`, async () => {
        for (const host of AXE_HOSTS) {
          const path = pathOf(await contentOf(host));
          await visit(
            browser(),
            host,
            path,
            async ({ page }) => {
              if (path === "/admission/document") {
                await page.locator("summary").first().click();
                await page.waitForFunction(
                  () =>
                    document.querySelector("details[open]")?.getAnimations({ subtree: true })
                      .length === 0,
                );
              }
              await expectAccessible(page);
            },
            viewport,
          );
        }
      });
    }
  }
});
