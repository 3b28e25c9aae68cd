import { describe, expect, it } from "vitest";
import {
  bundleJsonSchema,
  endpointUrl,
  endpoints,
  isImageFile,
  knownFields,
  landingProfile,
  lenient,
  notice,
  parseStrict,
  pathParams,
  quickLinkList,
  responseSchema,
  servedLandingProfile,
  servedQuickLinks,
} from "./index.ts";

describe("strict parsing", () => {
  it("names the JSON path of every bad field", () => {
    const result = parseStrict(notice, { _id: "nope", insAnnTitle: 3 }, ["notices", 2]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const paths = result.problems.map((p) => p.path);
    expect(paths).toContain("$.notices[2]._id");
    expect(paths).toContain("$.notices[2].insAnnTitle");
    expect(paths).toContain("$.notices[2].createdAt");
  });

  it("rejects unknown fields", () => {
    const result = parseStrict(notice, {
      _id: "0123456789abcdef01234567",
      insAnnTitle: "Exam",
      insAnnDescription: "",
      createdAt: "2026-01-02T03:04:05.000Z",
      announcementDocument: [],
      surprise: true,
    });
    expect(result.ok).toBe(false);
  });
});

describe("known fields of a platform's answer", () => {
  const answer = {
    announcement: {
      _id: "0123456789abcdef01234567",
      insAnnTitle: "Exam",
      insAnnDescription: "",
      createdAt: "2026-01-02T03:04:05.000Z",
      announcementDocument: [],
      updatedAt: "2026-01-03T00:00:00.000Z",
      author: { name: "Office" },
    },
    message: "ok",
    access: true,
    served_by: "platform-7",
  };
  const schema = responseSchema("noticeOne");

  it("drops what the contract does not name, deep, and the strict parse passes", () => {
    const strict = parseStrict(schema, answer);
    expect(strict.ok).toBe(false);
    const known = parseStrict(schema, knownFields(schema, answer));
    expect(known.ok).toBe(true);
    if (!known.ok) return;
    expect(known.value).toEqual({
      announcement: {
        _id: "0123456789abcdef01234567",
        insAnnTitle: "Exam",
        insAnnDescription: "",
        createdAt: "2026-01-02T03:04:05.000Z",
        announcementDocument: [],
      },
      message: "ok",
      access: true,
    });
  });

  it("drops a key beside a record's entries that no entry's key could be", () => {
    const link = {
      _id: "0123456789abcdef01234567",
      name: "Syllabus",
      typo: "NO",
      link_images: "a.pdf",
    };
    const quick = { link_1: link, link_2: { ...link, extra: 1 }, updatedAt: "2026-01-03" };
    const known = parseStrict(servedQuickLinks, knownFields(servedQuickLinks, quick));
    expect(parseStrict(servedQuickLinks, quick).ok).toBe(false);
    expect(known).toEqual({ ok: true, value: { link_1: link, link_2: link } });
  });

  it("still refuses a known field of a wrong type, by its path", () => {
    const wrong = { ...answer, announcement: { ...answer.announcement, insAnnTitle: 42 } };
    const result = parseStrict(schema, knownFields(schema, wrong));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.path)).toEqual(["$.announcement.insAnnTitle"]);
  });
});

describe("lenient parsing of a remote platform", () => {
  it("turns missing data into empty values and keeps unknown fields", () => {
    const read = lenient(landingProfile).parse({ insName: "Remote College", extra: 7 });
    expect(read.insName).toBe("Remote College");
    expect(read.testimonials).toEqual([]);
    expect(read.contact_list.persons).toEqual([]);
    expect(read.landing_control.tab_toggle.iqac).toBe(false);
    expect(read.landing_control.home_background_object.color_theme).toBeUndefined();
    expect((read as Record<string, unknown>).extra).toBe(7);
  });

  it("reads the old link_1…link_6 quick links object as a list", () => {
    const read = lenient(landingProfile).parse({
      landing_control: {
        home_opener_quick_links: {
          link_1: { name: "Syllabus", typo: "NO", link_images: "files/a.pdf" },
          link_2: { name: "Portal", typo: "YES", link_images: "https://example.org" },
        },
      },
    });
    expect(read.landing_control.home_opener_quick_links.map((l) => l.name)).toEqual([
      "Syllabus",
      "Portal",
    ]);
  });

  it("reads served quick links in order, as the object of link_1… or as a list", () => {
    const links = [
      { _id: "0123456789abcdef01234567", name: "Syllabus", typo: "NO", link_images: "a.pdf" },
      { _id: "0123456789abcdef01234568", name: "Portal", typo: "YES", link_images: "https://x.in" },
    ];
    const read = (quick: unknown) =>
      quickLinkList(
        lenient(servedLandingProfile).parse({ landing_control: { home_opener_quick_links: quick } })
          .landing_control.home_opener_quick_links,
      ).map((l) => l.name);
    expect(read({ link_1: links[0], link_2: links[1] })).toEqual(["Syllabus", "Portal"]);
    expect(read(links)).toEqual(["Syllabus", "Portal"]);
    expect(read("nonsense")).toEqual([]);
  });

  it("drops a wrong value to empty rather than failing", () => {
    const read = lenient(notice).parse({ insAnnTitle: { bad: true }, announcementDocument: 5 });
    expect(read.insAnnTitle).toBe("");
    expect(read.announcementDocument).toEqual([]);
  });
});

describe("endpoint table", () => {
  it("builds call URLs with encoded parameters and query", () => {
    expect(
      endpointUrl("noticeList", { id: "0123456789abcdef01234567" }, { page: 1, limit: 20 }),
    ).toBe("/v1/ins/0123456789abcdef01234567/announcemnt?page=1&limit=20");
    expect(pathParams(endpoints.governingMembers.path)).toEqual(["id", "categoryId"]);
  });

  it("caps every limit at 10000 rows", () => {
    expect(endpoints.staffList.query.parse({ limit: "999999" }).limit).toBe(10_000);
    expect(endpoints.staffList.query.parse({}).limit).toBe(10);
  });

  it("wraps each field in the platform envelope", () => {
    const schema = responseSchema("eventList");
    expect(Object.keys(schema.shape).sort()).toEqual(["access", "all_events", "count", "message"]);
  });
});

describe("constants", () => {
  it("recognises image extensions case-insensitively", () => {
    expect(isImageFile("a/B.JPG")).toBe(true);
    expect(isImageFile("x.Heic")).toBe(true);
    expect(isImageFile("doc.pdf")).toBe(false);
    expect(isImageFile("noext")).toBe(false);
  });
});

describe("bundle JSON Schema", () => {
  it("describes every top-level section", () => {
    const schema = bundleJsonSchema() as { properties: Record<string, unknown> };
    expect(Object.keys(schema.properties)).toContain("notices");
    expect(Object.keys(schema.properties)).toContain("quality_details");
  });
});
