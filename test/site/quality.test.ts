// The quality bodies, R&D and examination screens over HTTP on a real store (spec 2.6, 2.7,
// 2.10): content in the server's HTML, tabs as addresses, nested lists four levels deep, the
// 'Quality Indicator Framework' tab buttons, the id rules of screen-data-map (404 inside the
// frame), hostile content shown as text, an empty institute, and the sitemap.
import { describe, expect, it } from "vitest";
import type { Bundle, QualityTab } from "#contract/index.ts";
import { minimalTenant } from "#demo/minimal.server.ts";
import { demo, demoJson, syntheticId, withJson } from "#test/support/bundles.ts";
import { onHost, sitemapUrls } from "#test/support/sitemap.ts";
import { backends } from "#test/support/stores.ts";
import { storeServer } from "#test/support/server.ts";

const HOSTILE = `<img src=x onerror="window.__xss=1">`;
const UNKNOWN = "0123456789abcdef01234567";
/** A file of the demo's media. */
const PDF_KEY = demoJson(0).examination.hall_ticket[0]!.attach;

/** The link to `href` is the current page's, whichever order its attributes come in. */
const current = (href: string) =>
  new RegExp(
    `<a[^>]*href="${href}"[^>]*aria-current="page"|<a[^>]*aria-current="page"[^>]*href="${href}"`,
  );

/** HTML-escaped as React writes text. */
const escaped = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A NAAC tab whose framework (spelled in another case) has hostile children. */
function frameworkTab(pdfKey = PDF_KEY): QualityTab {
  const card = (n: number, name: string, pdf = true) => ({
    _id: syntheticId(n),
    name,
    is_nested: !pdf,
    ...(pdf ? { pdf_key: pdfKey } : {}),
  });
  return {
    _id: syntheticId(1),
    name: `Hostile tab ${HOSTILE}`,
    inner_card: [
      {
        ...card(2, "quality INDICATOR Framework", false),
        nested_inner_card: [
          {
            ...card(3, `Criterion ${HOSTILE}`, false),
            nested_nested_card: [
              {
                ...card(4, "Level two", false),
                nested_nested_nested_card: [
                  { ...card(5, "Level three", false), nested4_card: [card(6, "Level four")] },
                ],
              },
            ],
          },
          { ...card(7, "Second criterion"), nested_nested_card: [] },
        ],
      },
    ],
  };
}

/** The first demo institute, with hostile quality, R&D and examination content. */
function hostileDemo(): Bundle {
  const json = demoJson(0);
  const iqac = json.committee.authorities.find((a) => a.name === "IQAC")!;
  const detail = json.quality_details.find((d) => d._id === iqac.iqac_detail)!;
  detail.naac_outer_tab_nested.push(frameworkTab());
  const rnd = json.committee.authorities.find((a) => a.name === "RND")!;
  rnd.irins.push({
    _id: syntheticId(20),
    title: `IRINS ${HOSTILE}`,
    description: `<p>Profile</p>${HOSTILE}`,
    link_url: "https://irins.example.org/profile/1",
    link_label: `Open ${HOSTILE}`,
  });
  // No notices: the examination index shows the first tab with content.
  json.examination.examination_notification = [];
  json.examination.examination_timetable[0]!.name = `Time-table ${HOSTILE}`;
  return json;
}

describe.each(backends)("quality bodies, R&D and examination ($name)", (backend) => {
  const json = hostileDemo();
  const other = demoJson(1);
  const empty = minimalTenant(8);
  const host = json.hosts[0]!;
  const otherHost = other.hosts[0]!;
  const emptyHost = empty.json.hosts[0]!;
  const insId = json.institute._id;
  const iqac = json.committee.authorities.find((a) => a.name === "IQAC")!;
  const detailId = iqac.iqac_detail!;
  const detail = json.quality_details.find((d) => d._id === detailId)!;
  const rndId = json.committee.authorities.find((a) => a.name === "RND")!._id;
  const otherIqac = other.committee.authorities.find((a) => a.name === "IQAC")!;
  const page = (path: string, on = host) => running.get(path, { host: on });

  const running = storeServer([withJson(0, json), demo(1), empty], {}, backend);

  it("shows a quality tab with its cards four levels deep and deeper items as pages", async () => {
    const tab = detail.outer_tab_nested.find((t) =>
      t.inner_card.some((c) => c.nested_inner_card.some((d) => d.nested_nested_card.length)),
    )!;
    const reply = await page(`/iqac/${detailId}/tab/${tab._id}`);
    expect(reply.status).toBe(200);
    expect(reply.text).toContain("<h1");
    expect(reply.text).toContain(escaped(`IQAC: ${tab.name}`));
    expect(reply.text).toMatch(current(`/iqac/${detailId}/tab/${tab._id}`));
    for (const c1 of tab.inner_card) {
      expect(reply.text).toContain(escaped(c1.name));
      for (const c2 of c1.nested_inner_card) {
        for (const c3 of c2.nested_nested_card) {
          for (const c4 of c3.nested_nested_nested_card) {
            expect(reply.text).toContain(escaped(c4.name));
            // A fourth-level item with children links to its own page, under its parent.
            const nested = `/iqac/${detailId}/tab/${tab._id}/nested/${c3._id}/nxt/${c4._id}`;
            if (c4.nested4_card.length > 0) {
              expect(reply.text).toContain(`href="${nested}"`);
              const deeper = await page(nested);
              expect(deeper.status).toBe(200);
              for (const c5 of c4.nested4_card) expect(deeper.text).toContain(escaped(c5.name));
            } else {
              expect(reply.text).not.toContain(`href="${nested}"`);
            }
          }
        }
      }
    }
  });

  it("shows the first tab at a body's index, under the body's heading", async () => {
    for (const [body, list] of [
      ["iqac", detail.outer_tab_nested],
      ["nirf", detail.nirf_outer_tab_nested],
      ["aqar", detail.aqar_outer_tab_nested],
      ["institutional", detail.indi_outer_tab_nested],
      ["special", detail.ss_outer_tab_nested],
    ] as const) {
      const reply = await page(`/${body}/${detailId}`);
      expect(reply.status, body).toBe(200);
      const first = list[0]!;
      expect(reply.text).toMatch(current(`/${body}/${detailId}/tab/${first._id}`));
      expect(reply.text).toContain(
        `rel="canonical" href="http://${host}/${body}/${detailId}/tab/${first._id}"`,
      );
    }
  });

  it("shows the NAAC tabs on 'NAAC And more' and links every other body", async () => {
    for (const id of [insId, detailId]) {
      const reply = await page(`/naac/${id}`);
      expect(reply.status).toBe(200);
      expect(reply.text).toContain("NAAC And more");
      expect(reply.text).toContain(`<nav aria-label="NAAC"`);
      for (const tab of detail.naac_outer_tab_nested) {
        expect(reply.text).toContain(`href="/naac/${detailId}/tab/${tab._id}"`);
      }
      for (const body of ["iqac", "aqar", "nirf", "institutional", "special"]) {
        expect(reply.text).toContain(`href="/${body}/${detailId}"`);
      }
      expect(reply.text).toContain(`rel="canonical" href="http://${host}/naac/${insId}"`);
    }
  });

  it("shows a 'Quality Indicator Framework' item's children as tab buttons, each a page", async () => {
    const tab = frameworkTab();
    const base = `/naac/${detailId}/tab/${tab._id}`;
    const reply = await page(base);
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('<nav aria-label="quality INDICATOR Framework"');
    const first = `${base}/nested/${syntheticId(2)}/nxt/${syntheticId(3)}`;
    expect(reply.text).toContain(`href="${first}"`);
    expect(reply.text).toContain(`href="${base}/nested/${syntheticId(2)}/nxt/${syntheticId(7)}"`);
    // The children are buttons, not a list: their content is on their pages.
    expect(reply.text).not.toContain("Level two");
    const child = await page(first);
    expect(child.status).toBe(200);
    expect(child.text).toMatch(current(`${first}`));
    for (const name of ["Level two", "Level three", "Level four"]) {
      expect(child.text).toContain(name);
    }
    // A leaf child shows its file.
    const leaf = await page(`${base}/nested/${syntheticId(2)}/nxt/${syntheticId(7)}`);
    expect(leaf.status).toBe(200);
    expect(leaf.text).toContain("View Detail");
  });

  it("shows hostile names as text", async () => {
    const tab = frameworkTab();
    const pages = await Promise.all([
      page(`/naac/${detailId}/tab/${tab._id}`),
      page(`/naac/${detailId}/tab/${tab._id}/nested/${syntheticId(2)}/nxt/${syntheticId(3)}`),
      page(`/research/development/${rndId}/irins`),
      page("/examination/timetable"),
    ]);
    for (const reply of pages) {
      expect(reply.status).toBe(200);
      expect(reply.text).not.toContain(HOSTILE);
      expect(reply.text).toContain("&lt;img src=x onerror=");
    }
  });

  it.each([
    ["another institute's detail id", `/iqac/${otherIqac.iqac_detail}`],
    ["another institute's id on NAAC", `/naac/${other.institute._id}`],
    ["a malformed id", "/nirf/not-an-id"],
    ["an unknown id", `/aqar/${UNKNOWN}`],
    ["an unknown tab", `/iqac/${"DETAIL"}/tab/${UNKNOWN}`],
    ["a malformed tab", `/iqac/${"DETAIL"}/tab/x`],
    [
      "a nested page without its child",
      `/naac/DETAIL/tab/${syntheticId(1)}/nested/${syntheticId(2)}`,
    ],
    [
      "a grandchild as a child",
      `/naac/DETAIL/tab/${syntheticId(1)}/nested/${syntheticId(2)}/nxt/${syntheticId(4)}`,
    ],
    [
      "a leaf child of an item that is no framework",
      `/naac/DETAIL/tab/${syntheticId(1)}/nested/${syntheticId(5)}/nxt/${syntheticId(6)}`,
    ],
    ["the institute's id on R&D", "/research/development/INS"],
    ["another institute's R&D", "/research/development/OTHER_RND"],
    ["a placeholder R&D tab", "/research/development/RND/mou"],
    ["R&D custom page of another id", `/research/development/INS/custom/${UNKNOWN}`],
    ["an unknown examination tab", "/examination/hall-ticket"],
    ["an unknown examination module", `/examination/custom/${UNKNOWN}`],
  ])("answers 404 inside the frame for %s", async (_, template) => {
    const path = template
      .replace("DETAIL", detailId)
      .replace("OTHER_RND", other.committee.authorities.find((a) => a.name === "RND")!._id)
      .replace("RND", rndId)
      .replace("INS", insId);
    const reply = await page(path);
    expect(reply.status, path).toBe(404);
    expect(reply.text).toContain("Page not found");
    expect(reply.text).toContain(escaped(json.institute.insName));
  });

  it("shows R&D's about and IRINS, and no placeholder tab", async () => {
    const rnd = json.committee.authorities.find((a) => a.name === "RND")!;
    const index = await page(`/research/development/${rndId}`);
    expect(index.status).toBe(200);
    expect(index.text).toMatch(current(`/research/development/${rndId}/about`));
    for (const entry of rnd.about) expect(index.text).toContain(escaped(entry.sub_head_title));
    for (const placeholder of ["/mou", "/activities", '/rnd"', 'href="#"']) {
      expect(index.text).not.toContain(placeholder);
    }
    const irins = await page(`/research/development/${rndId}/irins`);
    expect(irins.status).toBe(200);
    for (const item of rnd.irins.slice(0, -1)) expect(irins.text).toContain(escaped(item.title));
    expect(irins.text).toContain('href="https://irins.example.org/profile/1"');
    expect(irins.text).toContain("Open &lt;img src=x onerror=");
  });

  it("shows the first examination tab with content at the index", async () => {
    const index = await page("/examination");
    expect(index.status).toBe(200);
    // Notices are empty here: the index shows the time-tables, and marks that tab.
    expect(index.text).toMatch(current("/examination/timetable"));
    expect(index.text).not.toMatch(current("/examination/notice"));
    for (const file of json.examination.examination_timetable.slice(1)) {
      expect(index.text).toContain(escaped(file.name));
    }
    for (const [tab, list] of [
      ["seating", json.examination.hall_ticket],
      ["result", json.examination.manual_examination],
      ["project", json.examination.examination_schedule],
    ] as const) {
      const reply = await page(`/examination/${tab}`);
      expect(reply.status).toBe(200);
      for (const file of list) expect(reply.text).toContain(escaped(file.name));
      expect(reply.text.match(/View Detail/g)?.length ?? 0).toBeGreaterThanOrEqual(list.length);
    }
    const notices = await page("/examination/notice");
    expect(notices.text).toContain("Nothing has been added here yet.");
  });

  it("renders an institute without IQAC, R&D content or examination lists empty", async () => {
    const id = empty.json.institute._id;
    for (const path of [`/naac/${id}`, `/iqac/${id}`, "/examination", "/examination/result"]) {
      const reply = await page(path, emptyHost);
      expect(reply.status, path).toBe(200);
      expect(reply.text).toContain("Nothing has been added here yet.");
    }
    expect((await page(`/iqac/${id}/tab/${UNKNOWN}`, emptyHost)).status).toBe(404);
  });

  it("lists every page of these screens in the sitemap", async () => {
    const sitemap = await sitemapUrls(onHost(running.server.port, host));
    const tab = frameworkTab();
    for (const path of [
      `/naac/${insId}`,
      ...detail.outer_tab_nested.map((t) => `/iqac/${detailId}/tab/${t._id}`),
      ...detail.ss_outer_tab_nested.map((t) => `/special/${detailId}/tab/${t._id}`),
      `/naac/${detailId}/tab/${tab._id}/nested/${syntheticId(2)}/nxt/${syntheticId(3)}`,
      `/research/development/${rndId}/about`,
      `/research/development/${rndId}/irins`,
      "/examination/notice",
      "/examination/project",
    ]) {
      expect(sitemap).toContain(`http://${host}${path}`);
    }
    // Items deeper than a page shows have pages of their own, in every body of the demo.
    for (const body of ["iqac", "aqar", "nirf", "institutional", "special"]) {
      expect(sitemap).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `/${body}/[0-9a-f]{24}/tab/[0-9a-f]{24}/nested/[0-9a-f]{24}/nxt/[0-9a-f]{24}$`,
          ),
        ),
      );
    }
    const otherSitemap = await sitemapUrls(onHost(running.server.port, otherHost));
    expect(otherSitemap.length).toBeGreaterThan(0);
    expect(otherSitemap.filter((url) => url.includes(detailId))).toEqual([]);
  });
});
