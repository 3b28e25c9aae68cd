// The mandatory disclosure page and its API call over HTTP on a real store: every item with
// its status and links that answer, the institute's own section beside it, the footer link
// and the sitemap, an institute nobody has seen, and tenant isolation.
import { describe, expect, it } from "vitest";
import { routes, type Bundle, type DisclosureReport } from "#contract/index.ts";
import { academicYearName, lastAcademicYear } from "#domain/disclosure/dates.ts";
import { DISCLOSURE_GROUP_TITLES, DISCLOSURE_ITEMS } from "#domain/disclosure/items.ts";
import { minimalTenant } from "#demo/minimal.server.ts";
import { committeeOf, demo, demoJson, syntheticId } from "#test/support/bundles.ts";
import { onHost, sitemapUrls } from "#test/support/sitemap.ts";
import { backends } from "#test/support/stores.ts";
import { storeServer } from "#test/support/server.ts";

const escaped = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** An institute nobody has seen: the least content, with an anti-ragging committee of
 * members and a fee structure in Marathi on a page of its own. */
function unseen(): { json: Bundle; media: Map<string, Uint8Array> } {
  const source = minimalTenant(11);
  const json = structuredClone(source.json);
  const pdf = [...source.media.keys()][0]!;
  json.committee.authorities.push(committeeOf("Anti-Ragging Committee", 1));
  json.custom_modules.push({
    _id: syntheticId(9010),
    name: "प्रवेश",
    module_type: "ADMISSION",
    items: [
      {
        _id: syntheticId(9011),
        name: "शुल्क रचना 2026-27",
        description: "",
        pdf_key: pdf,
        children: [],
      },
    ],
  });
  // An AQAR five years and more old, and NIRF data for one year behind a top-bar tab.
  json.custom_modules.push({
    _id: syntheticId(9020),
    name: "IQAC",
    module_type: "OUR_COLLEGE",
    items: [
      { _id: syntheticId(9021), name: "AQAR 2020-21", description: "", pdf_key: pdf, children: [] },
    ],
  });
  json.dynamic_tabs.push({
    _id: syntheticId(9030),
    name: "NIRF",
    items: [
      { _id: syntheticId(9031), name: "NIRF 2021", description: "", pdf_key: pdf, children: [] },
    ],
  });
  return { json, media: source.media };
}

/** The last complete academic year today, as institutes write it. */
const lastYear = () => academicYearName(lastAcademicYear(new Date()));

describe.each(backends)("mandatory disclosure ($name)", (backend) => {
  const json = demoJson(0);
  const other = demoJson(1);
  const fresh = unseen();
  const host = json.hosts[0]!;
  const otherHost = other.hosts[0]!;
  const freshHost = fresh.json.hosts[0]!;
  const page = (path: string, on = host) => running.get(path, { host: on });
  const report = async (id: string, on: string) => {
    const reply = await page(`/api/v1/prospectus/disclosure/${id}`, on);
    return { status: reply.status, body: reply.json() as { disclosure: DisclosureReport } };
  };

  const running = storeServer([demo(0), demo(1), fresh], {}, backend);

  it("lists every item under its group with its status, and says which are not published", async () => {
    const { disclosure } = (await report(json.institute._id, host)).body;
    const reply = await page(routes.disclosure());
    expect(reply.status).toBe(200);
    expect(reply.text).toMatch(/<h1[^>]*>Mandatory Disclosure<\/h1>/);
    const { found, uncertain, stale, missing } = disclosure.counts;
    expect(reply.text).toContain(
      `${found}<!-- --> of <!-- -->${DISCLOSURE_ITEMS.length}<!-- --> items published`,
    );
    expect(missing).toBeGreaterThan(0);
    expect(found + uncertain + stale + missing).toBe(DISCLOSURE_ITEMS.length);
    for (const title of Object.values(DISCLOSURE_GROUP_TITLES)) {
      expect(reply.text).toContain(escaped(title));
    }
    for (const item of disclosure.items) {
      expect(reply.text).toContain(`id="item-${item.id}"`);
      expect(reply.text).toContain(escaped(item.title));
      if (item.status === "missing") expect(reply.text).toContain(`href="#item-${item.id}"`);
    }
    expect(reply.text).toContain("Not published on this site.");
    // The institute's own disclosure section stands beside the report, linked.
    const own = json.dynamic_tabs.find((t) => t.name === "Mandatory Disclosure")!;
    expect(reply.text).toContain(`href="${routes.dynamic(own._id)}"`);
  });

  it("links every piece of evidence to a page or file that answers", async () => {
    const { disclosure } = (await report(json.institute._id, host)).body;
    const pages = new Set<string>();
    const files = new Set<string>();
    for (const item of disclosure.items) {
      for (const e of item.evidence) {
        pages.add(e.href);
        if (e.file) files.add(e.file);
      }
    }
    const html = (await page(routes.disclosure())).text;
    expect(pages.size).toBeGreaterThan(15);
    for (const href of pages) {
      expect(html).toContain(`href="${escaped(href)}"`);
      expect((await page(href)).status, href).toBe(200);
    }
    for (const file of files) {
      const url = `/media/${file.split("/").map(encodeURIComponent).join("/")}`;
      expect(html).toContain(`href="${url}"`);
      expect((await page(url)).status, url).toBe(200);
    }
  });

  it("is linked from the footer of every page and listed in the sitemap", async () => {
    for (const path of [routes.home(), routes.notice(), routes.contactUs()]) {
      expect((await page(path)).text).toContain(`href="${routes.disclosure()}"`);
    }
    expect(await sitemapUrls(onHost(running.server.port, host))).toContain(
      `http://${host}${routes.disclosure()}`,
    );
  });

  it("shows an institute nobody has seen its own evidence, in its own script", async () => {
    const reply = await page(routes.disclosure(), freshHost);
    expect(reply.status).toBe(200);
    const { disclosure } = (await report(fresh.json.institute._id, freshHost)).body;
    const byId = new Map(disclosure.items.map((i) => [i.id, i]));
    expect(byId.get("anti-ragging-committee")?.status).toBe("found");
    expect(byId.get("fee-structure")).toMatchObject({
      status: "found",
      evidence: [{ title: "शुल्क रचना 2026-27" }],
    });
    expect(byId.get("iqac-composition")?.status).toBe("missing");
    expect(reply.text).toContain("शुल्क रचना 2026-27");
    // No own disclosure section: the page does not pretend there is one.
    expect(reply.text).not.toContain("own disclosure documents");
  });

  it.each([
    ["", "Out of date", "Found for: 2020-21. Required for: {year}.", "Out of date:"],
    ["/hi", "पुराना", "जिन वर्षों के मिले: 2020-21। जिन वर्षों के आवश्यक: {year}।", "पुराने:"],
    ["/mr", "जुने", "आढळलेली वर्षे: 2020-21. आवश्यक वर्षे: {year}.", "जुन्या:"],
  ])(
    "shows an AQAR five years old and NIRF for one year as out of date, with their years (%s)",
    async (prefix, label, years, list) => {
      const reply = await page(`${prefix}${routes.disclosure()}`, freshHost);
      expect(reply.status).toBe(200);
      const item = (id: string) =>
        new RegExp(`id="item-${id}"[\\s\\S]*?</li>`).exec(reply.text)?.[0] ?? "";
      expect(item("aqar")).toContain(label);
      expect(item("aqar")).toContain(years.replace("{year}", lastYear()));
      expect(item("aqar")).toContain("AQAR 2020-21");
      expect(item("nirf")).toContain(label);
      expect(item("nirf")).toContain("NIRF 2021");
      // The line of items out of date links each to its place on the page.
      expect(reply.text).toContain(list);
      expect(reply.text).toContain(`href="#item-aqar"`);
      expect(reply.text).toContain(`href="#item-nirf"`);
      expect(reply.text).toContain(lastYear());
    },
  );

  it("judges the rules on dates on the day asked, turning on 1 July", async () => {
    const on = async (day: string) => {
      const reply = await page(
        `/api/v1/prospectus/disclosure/${fresh.json.institute._id}?on=${day}`,
        freshHost,
      );
      const { disclosure } = reply.json() as { disclosure: DisclosureReport };
      return { on: disclosure.on, aqar: disclosure.items.find((i) => i.id === "aqar") };
    };
    expect(await on("2022-06-30")).toMatchObject({ on: "2022-06-30", aqar: { status: "found" } });
    expect(await on("2022-07-01")).toMatchObject({
      on: "2022-07-01",
      aqar: { status: "stale", years: { found: ["2020-21"], required: ["2021-22"] } },
    });
    const bad = await page(
      `/api/v1/prospectus/disclosure/${fresh.json.institute._id}?on=2022-13-45`,
      freshHost,
    );
    expect(bad.status).toBe(400);
  });

  it("answers each institute only on its own host", async () => {
    const own = await report(json.institute._id, host);
    expect(own.status).toBe(200);
    expect((await report(other.institute._id, host)).status).toBe(404);
    expect((await report(json.institute._id, otherHost)).status).toBe(404);
    expect((await page("/api/v1/prospectus/disclosure/not-an-id")).status).toBe(400);
    // The other institute's page links to its own committees, never to this one's.
    const otherPage = (await page(routes.disclosure(), otherHost)).text;
    expect(otherPage).toContain(`/committee/${other.institute.iqac_module[0]}/`);
    expect(otherPage).not.toContain(`/committee/${json.institute.iqac_module[0]}/`);
    for (const authority of json.committee.authorities) {
      expect(otherPage).not.toContain(authority._id);
    }
  });
});
