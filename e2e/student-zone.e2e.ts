// The student zone (spec 2.17): six parts of entries, the notice tab with the institute's
// notices, and the Student's Zone custom modules.
import { describe, expect, it } from "vitest";
import { PAGE_SIZES } from "#contract/constants.ts";
import { routes, STUDENT_ZONE_TABS } from "#contract/links.ts";
import { entrySectionSuite } from "./support/entry-section.ts";
import { api, DEMO_HOSTS, getHtml, instituteIdOf } from "./support/site.ts";

const FIELDS = {
  council: "council",
  support: "support",
  research: "research",
  complaint: "complaint",
  scholarship: "scholarship",
  notice: undefined,
  alumni: "alumni_association",
} as const;

entrySectionSuite({
  name: "Student's Zone",
  base: "/student/zone",
  moduleType: "STUDENT_ZONE",
  tabs: STUDENT_ZONE_TABS.map((tab) => ({ ...tab, field: FIELDS[tab.slug] })),
  pictureTab: "council",
});

describe("the student zone's notice tab", () => {
  it.each(DEMO_HOSTS)(
    "lists the institute's newest notices, each linking to its page, and links to the older ones, on %s",
    async (host) => {
      const id = await instituteIdOf(host);
      const notices = await api<{ _id: string; insAnnTitle: string }[]>(
        host,
        `/v1/ins/${id}/announcemnt?page=1&limit=1000`,
        "announcement",
      );
      expect(notices.length).toBeGreaterThan(0);
      const { status, html } = await getHtml(host, "/student/zone/notice");
      expect(status).toBe(200);
      const links = [...html.matchAll(/<a[^>]*href="(\/one\/notice\/[0-9a-f]{24}\/detail)"/g)].map(
        (m) => m[1],
      );
      const newest = notices.slice(0, PAGE_SIZES.notices);
      expect(links).toEqual(newest.map((n) => `/one/notice/${n._id}/detail`));
      expect(html.includes(`href="${routes.notice({ page: 2 })}"`)).toBe(
        notices.length > PAGE_SIZES.notices,
      );
    },
  );
});
