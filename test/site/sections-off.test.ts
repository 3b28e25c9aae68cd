// A section an institute turns off in its menu (tab_toggle) is listed nowhere: not in the menu,
// not in the sitemap, and found by no search, by one rule (src/domain/sections-shown.ts); its
// pages still answer at their addresses. Over real HTTP on PGlite, before and after an import
// turns the sections off.
import { describe, expect, it } from "vitest";
import type { Bundle, SearchAnswer } from "#contract/index.ts";
import { importBundle } from "#server/content/bundle-io.server.ts";
import { demoJson, withJson } from "#test/support/bundles.ts";
import { linksOf } from "#test/support/html.ts";
import { storeServer } from "#test/support/server.ts";
import { onHost, sitemapPaths } from "#test/support/sitemap.ts";

const shown = demoJson(0);
const host = shown.hosts[0] ?? "";
const department = shown.departments[0]!;
const libraryResource = shown.library.eresources[0]!;

/** The institute with its department, library and examination menus turned off. */
function turnedOff(): Bundle {
  const json = structuredClone(shown);
  Object.assign(json.profile.landing_control.tab_toggle, {
    department: false,
    library: false,
    examination: false,
  });
  return json;
}

const OFF = /^\/(department|onedepartment|library|examination)(\/|$)|^\/one\/[^/]+\/activity\//;

describe("a section turned off in the menu", () => {
  const running = storeServer([withJson(0, shown)]);
  const search = async (q: string) => {
    const reply = await running.get(
      `/api/v1/prospectus/search/${shown.institute._id}?${new URLSearchParams({ q })}`,
      { host },
    );
    expect(reply.status, reply.text).toBe(200);
    return (reply.json() as { search: SearchAnswer }).search.hits.map((hit) => hit.href);
  };
  const departmentPage = (hrefs: string[]) =>
    hrefs.filter((href) => href.includes(`/onedepartment/${department._id}/`));

  it("is listed in the menu, the sitemap and search while it is on", async () => {
    const home = await running.get("/", { host });
    expect(linksOf(home.text, OFF).length).toBeGreaterThan(0);
    const paths = await sitemapPaths(onHost(running.server.port, host));
    expect(paths.filter((path) => OFF.test(path)).length).toBeGreaterThan(10);
    expect(departmentPage(await search(department.dName)).length).toBeGreaterThan(0);
    expect((await search(libraryResource.title)).some((href) => href.startsWith("/library/"))).toBe(
      true,
    );
  });

  it("is listed nowhere once the institute turns it off, and its pages still answer", async () => {
    await importBundle(running.db, withJson(0, turnedOff()));
    running.server.invalidate();
    const home = await running.get("/", { host });
    expect(linksOf(home.text, OFF)).toEqual([]);
    const paths = await sitemapPaths(onHost(running.server.port, host));
    expect(paths.filter((path) => OFF.test(path))).toEqual([]);
    // The other sections stay: admission and notices, in the sitemap and in search.
    expect(paths).toContain("/admission/process");
    expect(departmentPage(await search(department.dName))).toEqual([]);
    expect(
      (await search(libraryResource.title)).filter((href) => href.startsWith("/library/")),
    ).toEqual([]);
    const notice = shown.notices[0]!;
    expect(await search(notice.insAnnTitle)).toContain(`/one/notice/${notice._id}/detail`);
    // An address someone kept still answers.
    const page = await running.get(`/onedepartment/${department._id}?q=x`, { host });
    expect(page.status).toBe(200);
  });
});
