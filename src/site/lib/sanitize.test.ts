// The sanitiser against the whole hostile corpus the browser tests render: whatever goes in,
// what comes out can only format text and link to http, https, mailto or tel.
import { describe, expect, it } from "vitest";
import { XSS_PAYLOADS } from "../../../e2e/support/hostile.ts";
import { richTextToPlain, sanitizeRichText } from "./sanitize.server.ts";

interface Tag {
  name: string;
  /** Attribute names and values as written (entities still encoded). */
  attributes: [string, string][];
}

/**
 * The start tags of sanitised output. The sanitiser escapes every "<" of text, so each "<" it
 * emits opens a tag and a regular expression reads its output faithfully.
 */
function tagsOf(html: string): Tag[] {
  const tags: Tag[] = [];
  for (const match of html.matchAll(/<([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    const attributes: [string, string][] = [];
    for (const attr of (match[2] ?? "").matchAll(
      /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|(\S+)))?/g,
    )) {
      attributes.push([attr[1]!.toLowerCase(), attr[2] ?? attr[3] ?? attr[4] ?? ""]);
    }
    tags.push({ name: match[1]!.toLowerCase(), attributes });
  }
  return tags;
}

/** An attribute value as the browser reads it: entities decoded, ignorable characters gone. */
function asBrowserReads(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ":")
    .replace(/&tab;/gi, "\t")
    .replace(/&newline;/gi, "\n")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .split("")
    .filter((ch) => {
      // Browsers skip C0 controls and spaces in a URL's scheme; a test must too.
      const code = ch.charCodeAt(0);
      return code > 0x20 && (code < 0x7f || code > 0xa0);
    })
    .join("")
    .toLowerCase();
}

const FORBIDDEN_TAGS = [
  "script", "style", "iframe", "object", "embed", "svg", "math", "form", "input", "button",
  "select", "textarea", "img", "image", "video", "audio", "source", "link", "meta", "base",
  "template", "noscript", "details", "marquee", "body", "isindex", "x",
]; // prettier-ignore

function problemsOf(output: string): string[] {
  const problems: string[] = [];
  for (const tag of tagsOf(output)) {
    if (FORBIDDEN_TAGS.includes(tag.name)) problems.push(`<${tag.name}> kept`);
    for (const [name, value] of tag.attributes) {
      if (/^on/.test(name)) problems.push(`${name}= kept on <${tag.name}>`);
      if (["style", "srcdoc", "formaction", "action", "background", "xlink:href"].includes(name)) {
        problems.push(`${name}= kept on <${tag.name}>`);
      }
      if (
        (name === "href" || name === "src") &&
        /^(javascript|data|vbscript):/.test(asBrowserReads(value))
      ) {
        problems.push(`${name}="${value}" kept on <${tag.name}>`);
      }
    }
  }
  return problems;
}

describe("sanitizeRichText against the hostile corpus", () => {
  it("has a corpus to test", () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(XSS_PAYLOADS.map((p, i) => [i + 1, p] as const))(
    "payload %i leaves nothing that runs: %s",
    (_, payload) => {
      // The payload as the hostile institute sends it: inside a description with a safe link.
      const output = sanitizeRichText(
        `<p>Payload:</p>${payload}<p><a href="https://example.org/ok">safe link</a></p>`,
      );
      expect(problemsOf(output)).toEqual([]);
      expect(output).not.toMatch(/<script/i);
      expect(output).not.toMatch(/<(iframe|object|embed|svg|form)\b/i);
      expect(output).not.toMatch(/\sstyle\s*=/i);
      expect(output).not.toMatch(/<[^>]*\son\w+\s*=/i);
      // Sanitising again changes nothing: the output holds no markup that re-parses differently.
      expect(sanitizeRichText(output)).toBe(output);
    },
  );

  it("finds the problems it looks for (the checker itself works)", () => {
    expect(problemsOf(`<a href="&#106;avascript:x" onclick="y">z</a><svg></svg>`)).toEqual([
      `href="&#106;avascript:x" kept on <a>`,
      "onclick= kept on <a>",
      "<svg> kept",
    ]);
  });
});

describe("links in rich text", () => {
  it("keep https and http targets and open them in a new tab that cannot reach back", () => {
    // A browser ignores leading spaces in an address, so " https://…" leaves the site too.
    for (const href of [
      "https://example.org/ok",
      "http://example.org/plain",
      "HTTPS://EXAMPLE.ORG/",
      " https://example.org/space",
    ]) {
      const [tag] = tagsOf(sanitizeRichText(`<a href="${href}">x</a>`));
      const attributes = new Map(tag?.attributes);
      expect(attributes.get("href")?.trim()).toBe(href.trim());
      expect(attributes.get("target")).toBe("_blank");
      expect(attributes.get("rel")).toBe("noopener noreferrer");
    }
  });

  it("replace a target and rel that the content chose", () => {
    const output = sanitizeRichText(
      `<a href="https://example.org" target="_self" rel="opener">x</a>`,
    );
    const rel = tagsOf(output)[0]?.attributes.find(([name]) => name === "rel")?.[1] ?? "";
    expect(rel.split(/\s+/).sort()).toEqual(["noopener", "noreferrer"]);
    expect(output).not.toContain("_self");
  });

  it("keep mailto and tel", () => {
    expect(sanitizeRichText(`<a href="mailto:office@college.example">mail</a>`)).toContain(
      `href="mailto:office@college.example"`,
    );
    expect(sanitizeRichText(`<a href="tel:+912025551234">call</a>`)).toContain(
      `href="tel:+912025551234"`,
    );
  });

  it("drop every other scheme and protocol-relative addresses, keeping the text", () => {
    for (const href of [
      "javascript:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "&#x6A;avascript:alert(1)",
      "\u0001javascript:alert(1)",
      "data:text/html;base64,PHNjcmlwdD4=",
      "vbscript:msgbox(1)",
      "ftp://files.example.org/x",
      "//evil.example/x",
    ]) {
      expect(sanitizeRichText(`<a href="${href}">text</a>`)).toBe("<a>text</a>");
    }
  });
});

describe("formatting", () => {
  it("keeps the plain formatting tags", () => {
    const html =
      "<h2>Fees</h2><p><strong>Last date</strong> is <em>Monday</em>, <u>not</u> <s>Friday</s>.<br />Bring <b>two</b> <i>copies</i>.</p>" +
      "<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>" +
      "<table><thead><tr><th>Course</th></tr></thead><tbody><tr><td>B.Sc.</td></tr></tbody></table>";
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("moves content headings below the page's own h1", () => {
    expect(sanitizeRichText("<h1>Title</h1>")).toBe("<h2>Title</h2>");
  });

  it("drops styles and classes that content could use to cover the page", () => {
    expect(sanitizeRichText(`<p style="position:fixed;inset:0" class="fixed inset-0">x</p>`)).toBe(
      "<p>x</p>",
    );
  });
});

describe("richTextToPlain", () => {
  it("keeps no markup of any payload", () => {
    for (const payload of XSS_PAYLOADS) expect(richTextToPlain(payload)).not.toMatch(/<[a-z]/i);
  });

  it("gives the text a reader sees, entities decoded: React escapes it again on output", () => {
    expect(richTextToPlain(`<p>Fees &amp; dates:</p><p>B.Sc. &lt; M.Sc. "seats"</p>`)).toBe(
      `Fees & dates: B.Sc. < M.Sc. "seats"`,
    );
  });
});
