// Notices and events (spec 2.4): the lists hold exactly what the API holds, the detail pages
// show what the spec asks and open files in the viewer, unknown or malformed addresses are a
// 404 inside the site frame, and no address, however hostile, gives a 500 or echoes markup.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { CUTS, PAGE_SIZES } from "#contract/constants.ts";
import { routes } from "#contract/links.ts";
import { truncate, formatLongDate } from "#site/lib/text.ts";
import {
  suiteBrowser,
  openPage,
  siteUrl,
  type OpenedPage,
  type ViewportName,
} from "./support/browser.ts";
import { expectPagesAccessible, get } from "./support/site.ts";

const HOST = "localhost";

interface NoticeSummary {
  _id: string;
  insAnnTitle: string;
  createdAt: string;
}
interface Notice extends NoticeSummary {
  announcementDocument: { documentName: string; documentKey: string }[];
}
interface FileItem {
  _id: string;
  name: string;
  attach: string;
}
interface EventSummary {
  _id: string;
  event_name: string;
}
interface PlatformEvent extends EventSummary {
  attendance: FileItem[];
  notice: FileItem[];
  permission_letter: FileItem[];
  report: FileItem[];
  other: FileItem[];
}

/** One field of an API answer on the Sahyadri host. */
async function api<T>(path: string, field: string): Promise<T> {
  const res = await fetch(siteUrl(HOST, `/api${path}`));
  expect(res.status).toBe(200);
  const body: Record<string, T> = await res.json();
  const value = body[field];
  if (value === undefined) throw new Error(`${path} answered without ${field}`);
  return value;
}

const isImage = (key: string) => /\.(png|jpe?g|gif|webp|svg|avif)$/i.test(key);

/** The viewer overlay shows the file and closes on Escape. */
async function expectViewerOpens(page: Page, open: () => Promise<void>): Promise<void> {
  await open();
  const dialog = page.getByRole("dialog");
  await expect.poll(() => dialog.isVisible()).toBe(true);
  await page.keyboard.press("Escape");
  await expect.poll(() => dialog.count()).toBe(0);
}

/** Addresses made to break a router, a decoder or an HTML page. */
const HOSTILE_PATHS = [
  "/%3Cscript%3Ealert(1)%3C/script%3E",
  "/<script>alert(1)</script>",
  '/"><img%20src=x%20onerror=alert(1)>',
  "/one/notice/%3Cscript%3Ealert(1)%3C%2Fscript%3E/detail",
  "/one/notice/%00/detail",
  "/one/event/%3Csvg%20onload=alert(1)%3E/detail/attendance",
  "/one/event/0123456789abcdef01234567/detail/%3Cscript%3E",
  "/%E0%A4%A",
  "/%",
  "/..%2f..%2fetc%2fpasswd",
  "/one/notice/../../../etc/passwd",
  `/${"a/".repeat(2000)}`,
  `/one/notice/${"f".repeat(5000)}/detail`,
];

describe("notices and events", () => {
  const browser = suiteBrowser();
  let notices: NoticeSummary[];
  let events: EventSummary[];
  /** A notice with a title longer than the banner shows, pictures and other documents. */
  let richNotice: Notice;
  let fullEvent: PlatformEvent;

  beforeAll(async () => {
    const host = await api<{ link_up: { _id: string } }>(
      `/v1/admin/sub/domain/by/host?filter_by=${HOST}`,
      "all_domain",
    );
    const id = host.link_up._id;
    notices = await api(`/v1/ins/${id}/announcemnt?page=1&limit=1000`, "announcement");
    const details = await Promise.all(
      notices.map((n) => api<Notice>(`/v1/ins/one/announcement/${n._id}`, "announcement")),
    );
    const found = details.find(
      (n) =>
        n.insAnnTitle.length > CUTS.bannerTitle &&
        n.announcementDocument.some((d) => isImage(d.documentKey)) &&
        n.announcementDocument.some((d) => !isImage(d.documentKey)),
    );
    if (!found) throw new Error("the demo data has no long-titled notice with pictures and files");
    richNotice = found;
    const institute = await api<{ eventManagerDepart: string[] }>(
      `/v1/ins/${id}/dash`,
      "institute",
    );
    events = await api(
      `/v1/event/process/manager/${institute.eventManagerDepart[0]}/all/events?page=1&limit=1000`,
      "all_events",
    );
    const eventDetails = await Promise.all(
      events.map((e) => api<PlatformEvent>(`/v1/event/process/one/event/${e._id}`, "one_event")),
    );
    const withChips = eventDetails.find((e) => e.report.length >= 3);
    if (!withChips) throw new Error("the demo data has no event with three reports");
    fullEvent = withChips;
  });
  /** Opens a page, runs the checks, and fails on any console error or CSP violation. */
  async function visit(
    path: string,
    check: (opened: OpenedPage) => Promise<void>,
    viewport: ViewportName = "desktop",
  ): Promise<void> {
    const opened = await openPage(browser(), viewport);
    try {
      const response = await opened.page.goto(siteUrl(HOST, path));
      expect(response?.status()).toBe(200);
      await check(opened);
      expect(opened.errors).toEqual([]);
    } finally {
      await opened.close();
    }
  }

  it("/notice lists every notice by title, a page at a time, linking to its page", async () => {
    const titles: string[] = [];
    const hrefs: (string | null)[] = [];
    for (let n = 1; n <= Math.ceil(notices.length / PAGE_SIZES.notices); n++) {
      await visit(routes.notice({ page: n }), async ({ page }) => {
        const links = page.locator('main a[href^="/one/notice/"]');
        // The title a visitor sees; notices of one title add their dates for screen readers.
        titles.push(
          ...(await links.evaluateAll((as) =>
            as.map((a) =>
              [...a.childNodes]
                .filter((node) => !(node instanceof Element && node.matches(".sr-only")))
                .map((node) => node.textContent)
                .join("")
                .trim(),
            ),
          )),
        );
        hrefs.push(...(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))));
      });
    }
    expect(titles).toEqual(notices.map((n) => n.insAnnTitle));
    expect(hrefs).toEqual(notices.map((n) => `/one/notice/${n._id}/detail`));
  });

  it("a notice shows its full title, the banner cut at 70, the date and its documents", async () => {
    const path = `/one/notice/${richNotice._id}/detail`;
    await visit(path, async ({ page }) => {
      const title = richNotice.insAnnTitle;
      // The banner's h1 names the whole title; it shows the cut, and the whole title once under it.
      const heading = page.getByRole("heading", { level: 1, name: title, exact: true });
      await expect.poll(() => heading.count()).toBe(1);
      const full = page.locator("article header").getByText(title, { exact: true });
      expect(await full.isVisible()).toBe(true);
      const cut = truncate(title, CUTS.bannerTitle);
      expect(cut).toHaveLength(CUTS.bannerTitle + 1);
      expect(cut.endsWith("…")).toBe(true);
      expect(await page.getByText(cut, { exact: true }).count()).toBe(1);

      const time = page.locator("article header time");
      expect(await time.getAttribute("datetime")).toBe(richNotice.createdAt);
      const date = await time.innerText();
      expect(date).toBe(formatLongDate(richNotice.createdAt));
      // Weekday, month and day, and year (spec 2.4).
      expect(date).toMatch(
        /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{1,2} [A-Z][a-z]+ \d{4}$/,
      );

      const images = richNotice.announcementDocument.filter((d) => isImage(d.documentKey));
      const files = richNotice.announcementDocument.filter((d) => !isImage(d.documentKey));
      const grid = page.getByRole("list", { name: "Pictures" });
      expect(await grid.getByRole("listitem").count()).toBe(images.length);
      const viewDetail = page.getByRole("link", { name: /^View Detail/ });
      expect(await viewDetail.count()).toBe(files.length);

      await expectViewerOpens(page, () => grid.getByRole("link").first().click());
      await expectViewerOpens(page, () => viewDetail.first().click());
    });
  });

  it("lays the picture grid out in 1 to 4 columns by screen width", async () => {
    await visit(`/one/notice/${richNotice._id}/detail`, async ({ page }) => {
      const grid = page.getByRole("list", { name: "Pictures" });
      const columns = () =>
        grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
      for (const [width, expected] of [
        [390, 1],
        [700, 2],
        [900, 3],
        [1280, 4],
      ] as const) {
        await page.setViewportSize({ width, height: 800 });
        expect(await columns()).toBe(expected);
      }
    });
  });

  it.each([
    ["an unknown notice", "/one/notice/0123456789abcdef01234567/detail"],
    ["a malformed notice id", "/one/notice/123/detail"],
    ["an upper-case notice id", `/one/notice/ABCDEF0123456789ABCDEF01/detail`],
    ["a NUL notice id", "/one/notice/%00/detail"],
    ["an unknown event", "/one/event/0123456789abcdef01234567/detail/attendance"],
    ["a malformed event id", "/one/event/not-an-id/detail"],
    ["an unknown event tab", "/one/event/{event}/detail/report"],
    ["an unknown address", "/no/such/page"],
  ])("%s is a 404 page inside the site frame", async (_name, template) => {
    const path = template.replace("{event}", fullEvent._id);
    const { page, errors, close } = await openPage(browser());
    try {
      const response = await page.goto(siteUrl(HOST, path));
      expect(response?.status()).toBe(404);
      expect(await page.locator("h1").innerText()).toBe("Page not found");
      expect(await page.locator("body > header, header").first().isVisible()).toBe(true);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
      // The browser reports the document's own 404 status as a console error; nothing else.
      expect(errors.length).toBeLessThanOrEqual(1);
      expect(errors.filter((e) => !e.includes("status of 404"))).toEqual([]);
    } finally {
      await close();
    }
  });

  it("/event and its years list every event by name, linking to its attendance tab", async () => {
    // The page opens on what is next (decision 089); each past year is a link away.
    const shown = new Map<string, string | null>();
    const read = async ({ page }: OpenedPage) => {
      const links = page.locator('main a[href^="/one/event/"]');
      const names = await links.allInnerTexts();
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      names.forEach((name, i) => shown.set(hrefs[i] ?? "", name));
      return page
        .locator('main a[href^="/event?year="]')
        .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    };
    let years: string[] = [];
    await visit("/event", async (opened) => {
      years = [...new Set(await read(opened))];
    });
    for (const year of years) await visit(year, async (opened) => void (await read(opened)));
    expect(new Map([...shown].sort())).toEqual(
      new Map(
        events.map((e) => [`/one/event/${e._id}/detail/attendance`, e.event_name] as const).sort(),
      ),
    );
  });

  it("an event shows five tabs, filters its documents by chip and opens its banner", async () => {
    const base = `/one/event/${fullEvent._id}/detail`;
    await visit(`${base}/activity-report`, async ({ page }) => {
      await expect.poll(() => page.locator("h1").innerText()).toBe(fullEvent.event_name);
      const tabs = page.getByRole("navigation", { name: "Event documents" }).getByRole("link");
      expect(await tabs.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
        ["attendance", "notice", "permission-letter", "activity-report", "other"].map(
          (tab) => `${base}/${tab}`,
        ),
      );
      const current = page.locator('nav a[aria-current="page"]');
      expect(await current.innerText()).toBe("Activity Report");

      const chips = page.getByRole("navigation", { name: /Filter/ }).getByRole("link");
      expect(await chips.allInnerTexts()).toEqual(["All", ...fullEvent.report.map((d) => d.name)]);
      const shown = () =>
        page
          .locator("main")
          .getByRole("list", { name: /^(Pictures|Files)$/ })
          .getByRole("listitem")
          .count();
      expect(await chips.first().getAttribute("aria-current")).toBe("true");
      await expect.poll(shown).toBe(fullEvent.report.length);
      await chips.nth(2).click();
      await page.waitForURL(/\?chip=/);
      await expect.poll(() => chips.nth(2).getAttribute("aria-current")).toBe("true");
      expect(await chips.first().getAttribute("aria-current")).toBeNull();
      await expect.poll(shown).toBe(1);
      await chips.first().click();
      await expect.poll(shown).toBe(fullEvent.report.length);

      await expectViewerOpens(page, () =>
        page
          .getByRole("link", { name: /^View Detail: / })
          .first()
          .click(),
      );

      await tabs.first().click();
      await page.waitForURL(`**${base}/attendance`);
      await expect.poll(() => current.innerText()).toBe("Attendance");
      await expect.poll(shown).toBe(fullEvent.attendance.length);
    });
  });

  it("an event without a tab shows its attendance", async () => {
    await visit(`/one/event/${fullEvent._id}/detail`, async ({ page }) => {
      expect(await page.locator('nav a[aria-current="page"]').innerText()).toBe("Attendance");
    });
  });

  for (const viewport of ["desktop", "mobile"] as const) {
    it(`has no accessibility violations (${viewport})`, async () => {
      const paths = [
        "/notice",
        `/one/notice/${richNotice._id}/detail`,
        "/event",
        `/one/event/${fullEvent._id}/detail/activity-report`,
      ];
      await expectPagesAccessible(browser(), HOST, paths, viewport);
    });
  }

  it.each(HOSTILE_PATHS.map((path) => [path.slice(0, 60), path]))(
    "answers the hostile path %s with a 404 that echoes nothing",
    async (_name, path) => {
      const { status, body } = await get(HOST, path);
      expect(status).toBe(404);
      expect(body).not.toMatch(/<script>alert|onerror=alert|onload=alert/i);
      expect(body).toContain("Page not found");
    },
  );

  it("shows hostile content as text on xss.localhost", async () => {
    const opened = await openPage(browser());
    const { page } = opened;
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    try {
      await page.goto(siteUrl("xss.localhost", "/notice"));
      const first = page.locator('main a[href^="/one/notice/"]').first();
      const href = await first.getAttribute("href");
      await first.click();
      await page.waitForURL(`**${href}`);
      await page.goto(siteUrl("xss.localhost", "/event"));
      await page.locator('main a[href^="/one/event/"]').first().click();
      await page.waitForURL("**/detail/attendance");
      await page
        .getByRole("link", { name: /^View Detail/ })
        .first()
        .click();
      expect(await page.evaluate(() => "__xss" in window)).toBe(false);
      expect(dialogs).toBe(0);
    } finally {
      await opened.close();
    }
  });
});
