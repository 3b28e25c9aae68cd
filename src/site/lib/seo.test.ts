import { UNSAFE_ErrorResponseImpl as ErrorResponse, type MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import {
  absoluteUrl,
  DESCRIPTION_MAX,
  errorMeta,
  metaDescription,
  pageMeta,
  pageTitle,
  siteOf,
} from "./seo.ts";

const INSTITUTE = "Sahyadri Arts, Science and Commerce College, Pune";
const ORIGIN = "https://sahyadri.example.in";
const matches = [
  { id: "root", loaderData: { name: INSTITUTE, origin: ORIGIN, instituteId: "x" } },
  { id: "screens/notice/list", loaderData: {} },
];

/** The content of the descriptor with this name or property. */
function content(meta: MetaDescriptor[], key: string): unknown {
  const found = meta.find(
    (m) => ("name" in m && m.name === key) || ("property" in m && m.property === key),
  );
  return found && "content" in found ? found.content : undefined;
}

function canonical(meta: MetaDescriptor[]): unknown {
  const found = meta.find((m) => "rel" in m && m.rel === "canonical");
  return found && "href" in found ? found.href : undefined;
}

describe("siteOf", () => {
  it("reads the institute's name and origin from the root match", () => {
    expect(siteOf(matches)).toEqual({ name: INSTITUTE, origin: ORIGIN, search: true });
  });

  it("is empty when the root did not load or its data has another shape", () => {
    const unknown = { name: "", origin: "", search: false };
    expect(siteOf([{ id: "root", loaderData: undefined }])).toEqual(unknown);
    expect(siteOf([{ id: "root", loaderData: { name: 5 } }])).toEqual({ ...unknown, search: true });
    expect(siteOf([undefined])).toEqual(unknown);
  });

  it("offers no search for a site read from a live platform", () => {
    const live = [
      { id: "root", loaderData: { name: INSTITUTE, origin: ORIGIN, livePlatform: true } },
    ];
    expect(siteOf(live)).toEqual({ name: INSTITUTE, origin: ORIGIN, search: false });
  });
});

describe("pageTitle", () => {
  it("joins page and institute", () => {
    expect(pageTitle("Notices", INSTITUTE)).toBe(`Notices · ${INSTITUTE}`);
  });

  it("is the institute's name alone on the landing page", () => {
    expect(pageTitle(undefined, INSTITUTE)).toBe(INSTITUTE);
  });

  it("is the page's name alone when the institute is unknown", () => {
    expect(pageTitle("Notices", "")).toBe("Notices");
  });
});

describe("metaDescription", () => {
  it("collapses whitespace", () => {
    expect(metaDescription("  Admissions\n\n open   now ")).toBe("Admissions open now");
  });

  it("cuts long text to the limit, ellipsis included", () => {
    const cut = metaDescription("word ".repeat(100));
    expect(Array.from(cut)).toHaveLength(DESCRIPTION_MAX);
    expect(cut.endsWith("…")).toBe(true);
  });
});

describe("absoluteUrl", () => {
  it("puts a path on the origin", () => {
    expect(absoluteUrl(ORIGIN, "/media/a.png")).toBe(`${ORIGIN}/media/a.png`);
  });

  it("keeps an http(s) URL as it is", () => {
    expect(absoluteUrl(ORIGIN, "https://cdn.example.org/a.png")).toBe(
      "https://cdn.example.org/a.png",
    );
  });

  it("never lets a path name another host", () => {
    expect(absoluteUrl(ORIGIN, "//evil.example/x")).toBe(`${ORIGIN}/evil.example/x`);
  });

  it("gives nothing for other schemes, relative paths or an unknown origin", () => {
    expect(absoluteUrl(ORIGIN, "javascript:alert(1)")).toBeUndefined();
    expect(absoluteUrl(ORIGIN, "media/a.png")).toBeUndefined();
    expect(absoluteUrl("", "/notice")).toBeUndefined();
  });
});

describe("pageMeta", () => {
  const meta = pageMeta(
    {
      title: "Annual Sports Meet",
      description: "The annual   sports meet.",
      path: "/one/event/0123456789abcdef01234567/detail/attendance",
      image: "/media/sahyadri/banner.png",
      type: "article",
    },
    matches,
  );

  it("titles the page after itself and the institute", () => {
    expect(meta).toContainEqual({ title: `Annual Sports Meet · ${INSTITUTE}` });
    expect(content(meta, "og:title")).toBe("Annual Sports Meet");
    expect(content(meta, "og:site_name")).toBe(INSTITUTE);
  });

  it("builds canonical and og:url from the tenant's origin", () => {
    const url = `${ORIGIN}/one/event/0123456789abcdef01234567/detail/attendance`;
    expect(canonical(meta)).toBe(url);
    expect(content(meta, "og:url")).toBe(url);
  });

  it("describes the page and its picture", () => {
    expect(content(meta, "description")).toBe("The annual sports meet.");
    expect(content(meta, "og:description")).toBe("The annual sports meet.");
    expect(content(meta, "og:type")).toBe("article");
    expect(content(meta, "og:image")).toBe(`${ORIGIN}/media/sahyadri/banner.png`);
    expect(content(meta, "robots")).toBeUndefined();
  });

  it("titles the landing page with the institute's name and calls it a website", () => {
    const home = pageMeta({ description: "Welcome.", path: "/" }, matches);
    expect(home).toContainEqual({ title: INSTITUTE });
    expect(content(home, "og:title")).toBe(INSTITUTE);
    expect(content(home, "og:type")).toBe("website");
    expect(canonical(home)).toBe(`${ORIGIN}/`);
    expect(content(home, "og:image")).toBeUndefined();
  });

  it("leaves the URLs out rather than guess them when the origin is unknown", () => {
    const bare = pageMeta({ title: "Notices", description: "All.", path: "/notice" }, []);
    expect(bare).toContainEqual({ title: "Notices" });
    expect(canonical(bare)).toBeUndefined();
    expect(content(bare, "og:url")).toBeUndefined();
  });
});

describe("errorMeta", () => {
  it("titles a missing page and keeps it out of the index", () => {
    const meta = errorMeta(new ErrorResponse(404, "Not Found", { status: 404 }), matches);
    expect(meta).toContainEqual({ title: `Page not found · ${INSTITUTE}` });
    expect(content(meta, "robots")).toBe("noindex");
    expect(canonical(meta)).toBeUndefined();
  });

  it("titles a page that could not load, also not indexed", () => {
    const meta = errorMeta(new ErrorResponse(503, "Service Unavailable", null), matches);
    expect(meta).toContainEqual({ title: `Temporarily unavailable · ${INSTITUTE}` });
    expect(content(meta, "robots")).toBe("noindex");
  });
});
