// A site read as a visitor's browser and a crawler read it (issue 22): each page's links and
// what a visitor cannot make out on it (a link or button without a name, an empty heading or
// box), and a crawl of every page reached from some start by the server's links, each of which
// must answer 200 and stay under the page budget.
import { Parser } from "htmlparser2";
import { get } from "./http.ts";

/** No page may be bigger than this (issue 22). */
export const MAX_PAGE_BYTES = 300 * 1024;

interface Element {
  name: string;
  attributes: Record<string, string>;
  /** Where its text (with the alternative text of its pictures) starts and ends in the page's. */
  start: number;
  end: number;
  /** It holds a picture, a frame, a form field or a drawing: content without text. */
  media: boolean;
  /** Where the headings below the page's own (h2 to h6) inside it are in the page's text. */
  headings: [start: number, end: number][];
}

export interface Page {
  /** Links to pages of the site in the page's language: paths with their query, without a
   * fragment. */
  links: string[];
  /** Links and pictures of files the site serves (`/media/…`), as written. */
  files: string[];
  /** What a visitor cannot make out: nameless links and buttons, empty headings. */
  faults: string[];
}

const HEADINGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
const NAMED = new Set(["a", "button", ...HEADINGS]);
/** Boxes that are there to hold something. */
const BOXES = new Set(["section", "div", "ul", "ol", "li", "nav", "p", "dl"]);
const MEDIA = new Set(["img", "svg", "iframe", "video", "input", "select", "textarea", "picture"]);

/** The page's own links and its faults, read as a browser's accessibility tree would. */
export function readPage(html: string): Page {
  const open: Element[] = [];
  const done: Element[] = [];
  const idText = new Map<string, Element>();
  // The page's text in order; an element's text is a stretch of it (one string per element
  // would copy each text once for every element around it).
  const chunks: string[] = [];
  let length = 0;
  const write = (text: string) => {
    chunks.push(text);
    length += text.length;
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "img" && attributes.alt) write(` ${attributes.alt}`);
        const element: Element = {
          name,
          attributes,
          start: length,
          end: length,
          media: false,
          headings: [],
        };
        if (attributes.id) idText.set(attributes.id, element);
        open.push(element);
      },
      ontext: write,
      onclosetag() {
        const element = open.pop();
        if (!element) return;
        element.end = length;
        const parent = open.at(-1);
        if (parent && (element.media || MEDIA.has(element.name))) parent.media = true;
        if (HEADINGS.has(element.name) && element.name !== "h1") {
          for (const e of open) e.headings.push([element.start, element.end]);
        }
        done.push(element);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  const all = chunks.join("");
  const textOf = (e: Element) => all.slice(e.start, e.end);
  const isBlank = (e: Element) => !/\S/.test(textOf(e));

  // A box the page's CSS hides while it is empty (`:empty`) is not there for a visitor.
  const hidden = (e: Element) =>
    e.attributes["aria-hidden"] === "true" ||
    (e.start === e.end &&
      !e.media &&
      (e.attributes.class ?? "").split(/\s+/).includes("empty:hidden"));
  const nameOf = (e: Element): string => {
    const labelledBy = e.attributes["aria-labelledby"];
    const byIds = labelledBy
      ?.split(/\s+/)
      .map((id) => {
        const labelling = idText.get(id);
        return labelling ? textOf(labelling) : "";
      })
      .join(" ");
    return [e.attributes["aria-label"], byIds, textOf(e), e.attributes.title]
      .map((s) => s?.trim() ?? "")
      .join(" ")
      .trim();
  };
  const tag = (e: Element) => `<${e.name} ${JSON.stringify(e.attributes)}>`;
  const faults = [
    ...done
      .filter((e) => NAMED.has(e.name) && !hidden(e) && nameOf(e) === "")
      .map((e) => `${tag(e)} has no name`),
    // A box with nothing in it.
    ...done
      .filter((e) => BOXES.has(e.name) && !hidden(e) && !e.media && isBlank(e))
      .map((e) => `${tag(e)} holds nothing`),
    // A part of the page whose heading stands over nothing.
    ...done
      .filter((e) => e.name === "section" && !e.media)
      .flatMap((e) => {
        const headings = e.headings
          .map(([start, end]) => all.slice(start, end))
          .join("")
          .trim();
        return headings !== "" && textOf(e).trim() === headings
          ? [`${tag(e)} holds only its heading, ${JSON.stringify(headings)}`]
          : [];
      }),
  ];
  const own = (href: string) => href.startsWith("/") && !href.startsWith("//");
  // A link to this page in another language (the switcher's, with `hreflang`) leads to that
  // language's copy of the site: a crawl stays in the language it started in.
  const links = done
    .filter((e) => e.name === "a" && e.attributes.hreflang === undefined)
    .map((e) => e.attributes.href ?? "")
    .filter(own)
    .map((href) => href.replace(/#.*$/, ""))
    .filter((href) => href !== "" && !href.startsWith("/media/") && !href.startsWith("/api/"));
  const files = done
    .flatMap((e) => [e.name === "a" ? e.attributes.href : undefined, e.attributes.src])
    .flatMap((href) => (href && own(href) && href.startsWith("/media/") ? [href] : []));
  return { links, files, faults };
}

export interface Crawl {
  /** Every path fetched, with where it was first found. */
  seen: Map<string, string>;
  /** Files the pages link or show, with the first page that does. */
  files: Map<string, string>;
  /** Pages that did not answer 200 or were too big, and each fault once, with its page. */
  problems: string[];
}

/**
 * Every page reached from `starts` by the pages' own links, on `host`, a few at a time. A
 * redirect to a page of the site is followed; any other answer than 200, or a page over
 * MAX_PAGE_BYTES, is a problem. A fault of the frame is on every page: each is told once.
 */
export async function crawlSite(
  port: number,
  host: string,
  starts: readonly (readonly [path: string, from: string])[],
): Promise<Crawl> {
  const seen = new Map<string, string>();
  const files = new Map<string, string>();
  const faults = new Map<string, string>();
  const problems: string[] = [];
  const queue = [...starts];
  while (queue.length > 0) {
    const batch = queue.splice(0, 8).filter(([path]) => !seen.has(path));
    for (const [path, from] of batch) seen.set(path, from);
    await Promise.all(
      batch.map(async ([path, from]) => {
        const page = await get(port, path, { host });
        const location = page.headers.location;
        if (page.status >= 300 && page.status < 400 && location?.startsWith("/")) {
          if (!seen.has(location)) queue.push([location, path]);
          return;
        }
        if (page.status !== 200) {
          problems.push(`${path} (linked from ${from}) answers ${page.status}`);
          return;
        }
        if (page.body.length > MAX_PAGE_BYTES) {
          problems.push(`${path} is ${page.body.length} bytes`);
        }
        const read = readPage(page.text);
        for (const fault of read.faults) if (!faults.has(fault)) faults.set(fault, path);
        for (const file of read.files) if (!files.has(file)) files.set(file, path);
        for (const link of read.links) if (!seen.has(link)) queue.push([link, path]);
      }),
    );
  }
  for (const [fault, path] of faults) problems.push(`${path}: ${fault}`);
  return { seen, files, problems };
}
