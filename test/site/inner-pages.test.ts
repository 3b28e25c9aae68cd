// Loaders of the inner pages over the in-process platform on a real in-memory store: what
// each page is given to render, for a demo institute and for one nobody has seen, and the
// addresses that must be a 404.
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEACHING_VALUES, NON_TEACHING_VALUES } from "#contract/constants.ts";
import { importBundle } from "#server/content/bundle-io.server.ts";
import { minimalTenant } from "#demo/minimal.server.ts";
import type { Db } from "#server/store/db.server.ts";
import { requestIds } from "#site/lib/ids.server.ts";
import { loader as governingLayout } from "#site/screens/governing/layout.tsx";
import { loader as contact } from "#site/screens/contact/contact.tsx";
import { loader as custom } from "#site/screens/custom/page.tsx";
import { loader as instituteLayout } from "#site/screens/institute/layout.tsx";
import { loader as instituteAbout } from "#site/screens/institute/about.tsx";
import { loader as staff } from "#site/screens/faculties/staff.tsx";
import { loader as committeeTab } from "#site/screens/committee/tab.tsx";
import { loader as libraryTab } from "#site/screens/library/tab.tsx";
import { demo, demoJson } from "#test/support/bundles.ts";
import { loaderArgs, siteContext } from "#test/support/site-context.ts";
import { backends } from "#test/support/stores.ts";

const NEW_HOST = "college2.bench.example.in";

/** What a loader throws for a page that does not exist. */
const NOT_FOUND = { init: { status: 404 } };

describe("inner page loaders", () => {
  let db: Db;
  let sahyadri: AppLoadContext;
  let krishna: AppLoadContext;
  let unseen: AppLoadContext;

  beforeAll(async () => {
    db = await backends[0]!.open();
    await importBundle(db, demo(0));
    await importBundle(db, demo(1));
    const fresh = minimalTenant(1);
    fresh.json.profile.contact_list.persons = [
      {
        department_name: "Office",
        person_name: "A. Clerk",
        person_phone_number: "1",
        person_email: "",
      },
      {
        department_name: " ",
        person_name: "No Department",
        person_phone_number: "",
        person_email: "",
      },
    ];
    await importBundle(db, fresh);
    sahyadri = await siteContext(db, demoJson(0).hosts[0]!);
    krishna = await siteContext(db, demoJson(1).hosts[0]!);
    unseen = await siteContext(db, NEW_HOST);
  });

  afterAll(async () => {
    await db?.close();
  });

  it("splits the staff into teaching, non-teaching and other (spec 5)", async () => {
    const all = demoJson(0).staff;
    // Every row of a tab, page by page.
    const rowsOf = async (tabName: string, query = "") => {
      const rows = [];
      for (let page = 1, pages = 1; page <= pages; page++) {
        const at = `${query ? `${query}&` : "?"}page=${page}`;
        const { list } = await staff(
          loaderArgs(sahyadri, `/institute/faculties/${tabName}${at}`, "", { tabName }),
        );
        rows.push(...list.rows);
        pages = list.pages;
      }
      return rows;
    };
    const [teaching, nonTeaching, other, junior, senior] = await Promise.all([
      rowsOf("teaching"),
      rowsOf("non-teaching"),
      rowsOf("other"),
      rowsOf("teaching", "?active=junior"),
      rowsOf("teaching", "?active=senior"),
    ]);
    expect(teaching.length + nonTeaching.length + other.length).toBe(all.length);
    expect(teaching.length).toBeGreaterThan(0);
    expect(nonTeaching.length).toBeGreaterThan(0);
    const byId = new Map(all.map((s) => [s._id, s]));
    for (const row of teaching) {
      const s = byId.get(row.id)!;
      expect([s.teaching_type, s.staff_technicality].some((v) => TEACHING_VALUES.includes(v))).toBe(
        true,
      );
    }
    for (const row of nonTeaching) {
      const s = byId.get(row.id)!;
      expect(
        [s.teaching_type, s.staff_technicality].some((v) => NON_TEACHING_VALUES.includes(v)),
      ).toBe(true);
    }
    expect(junior.length).toBeGreaterThan(0);
    expect(senior.length).toBeGreaterThan(0);
    expect(junior.length + senior.length).toBeLessThanOrEqual(teaching.length);
    const juniorIds = new Set(junior.map((r) => r.id));
    expect(senior.some((r) => juniorIds.has(r.id))).toBe(false);
  });

  it("answers 404 for a tab that does not exist", async () => {
    await expect(
      staff(loaderArgs(sahyadri, "/institute/faculties/visiting", "", { tabName: "visiting" })),
    ).rejects.toMatchObject(NOT_FOUND);
    await expect(
      libraryTab(
        loaderArgs(sahyadri, "/library/x/books", "", { libraryId: "x", tabName: "books" }),
      ),
    ).rejects.toMatchObject(NOT_FOUND);
  });

  it("takes the institute id or the landing control id, and nobody else's", async () => {
    const own = await requestIds(sahyadri);
    const other = await requestIds(krishna);
    for (const instituteId of [own.instituteId, own.lcid!]) {
      const section = await governingLayout(
        loaderArgs(sahyadri, `/governing/${instituteId}`, "", { instituteId }),
      );
      expect(section.tabs.length).toBeGreaterThan(0);
      // Links name the institute id, whichever id the address used.
      expect(section.tabs.every((tab) => "href" in tab && tab.href.includes(own.instituteId))).toBe(
        true,
      );
    }
    for (const instituteId of [other.instituteId, other.lcid!, own.committeeId!, "not-an-id"]) {
      await expect(
        governingLayout(loaderArgs(sahyadri, `/governing/${instituteId}`, "", { instituteId })),
      ).rejects.toMatchObject(NOT_FOUND);
    }
  });

  it("puts the custom module tabs after the fixed ones, and serves them only in their section", async () => {
    const section = await instituteLayout(loaderArgs(sahyadri, "/institute", "", {}));
    const labels = section.tabs.map((tab) => tab.label);
    expect(labels.slice(0, 2)).toEqual(["About Us", "Vision, Mission & Motto"]);
    const customTab = section.tabs.at(-1);
    expect(customTab && "href" in customTab && customTab.href).toMatch(/^\/institute\/custom\//);
    const dynamicId = customTab && "href" in customTab ? customTab.href.split("/").at(-1)! : "";
    const page = await custom(
      loaderArgs(sahyadri, `/institute/custom/${dynamicId}`, "", { dynamicId }),
    );
    expect(page.entries.length).toBeGreaterThan(0);
    await expect(
      custom(
        loaderArgs(sahyadri, `/institute/activity/other/custom/${dynamicId}`, "", { dynamicId }),
      ),
    ).rejects.toMatchObject(NOT_FOUND);
    await expect(
      custom(loaderArgs(krishna, `/institute/custom/${dynamicId}`, "", { dynamicId })),
    ).rejects.toMatchObject(NOT_FOUND);
  });

  it("names each committee member from the staff or the student record", async () => {
    const ids = await requestIds(sahyadri);
    const authority = demoJson(0).committee.authorities.find((a) => a.composition.length > 0)!;
    const page = await committeeTab(
      loaderArgs(sahyadri, "/", "", {
        committeeId: ids.committeeId!,
        authorityId: authority._id,
        tabName: "composition",
      }),
    );
    expect(page.view.kind).toBe("composition");
    const members = page.view.kind === "composition" ? page.view.members : [];
    expect(members).toHaveLength(authority.composition.length);
    expect(members.every((m) => m.name.trim() !== "" && m.designation !== undefined)).toBe(true);
  });

  it("renders an institute nobody has seen, with empty sections and no crash", async () => {
    const about = await instituteAbout(loaderArgs(unseen, "/institute/aboutus", "", {}));
    expect(about.entries).toEqual([]);
    const people = await contact(loaderArgs(unseen, "/contact/us", "", {}));
    expect(people.contacts.map((c) => c.person)).toEqual(["A. Clerk"]);
    const teaching = await staff(
      loaderArgs(unseen, "/institute/faculties/teaching", "", { tabName: "teaching" }),
    );
    expect(teaching.list.rows).toEqual([]);
  });
});
