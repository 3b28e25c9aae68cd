// The one gate rich text from the platform passes before it reaches a page: sanitize-html with
// a small allow-list. Links keep only safe schemes and open safely; nothing can run.
import sanitizeHtml from "sanitize-html";

/** HTML that went through `sanitizeRichText`; only RichText renders it. */
export type SafeHtml = string & { readonly __safeHtml: unique symbol };

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "strong", "b", "em", "i", "u", "s", "sub", "sup", "small", "mark",
    "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "code", "hr",
    "ul", "ol", "li", "dl", "dt", "dd", "a", "span",
    "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption",
  ], // prettier-ignore
  allowedAttributes: {
    // target and rel are set below, never taken from content.
    a: ["href", "title", "target", "rel"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // The address first: RichText finds a link that leaves by `<a href="…" target="_blank"`.
    a: (tagName, { href, target: _target, rel: _rel, ...attribs }) => ({
      tagName,
      attribs: /^\s*https?:/i.test(href ?? "")
        ? { href: href ?? "", ...attribs, target: "_blank", rel: "noopener noreferrer" }
        : { ...(href === undefined ? {} : { href }), ...attribs },
    }),
    // Headings inside content sit below the page's own h1.
    h1: "h2",
  },
};

export function sanitizeRichText(html: string): SafeHtml {
  return sanitizeHtml(html, OPTIONS) as SafeHtml;
}

/** The characters sanitize-html escapes in text it outputs, and their escapes. */
const TEXT_ESCAPES: [RegExp, string][] = [
  [/&lt;/g, "<"],
  [/&gt;/g, ">"],
  [/&quot;/g, '"'],
  [/&amp;/g, "&"],
];

/** Plain text of rich text, for descriptions and previews: as a reader sees it, entities
 * decoded (React escapes text again when it renders it). */
export function richTextToPlain(html: string): string {
  // Blocks end with a space, so paragraphs do not run into each other.
  const spaced = html.replace(
    /<\/(p|div|li|h[1-6]|tr|td|th|blockquote|pre)\s*>|<br\s*\/?>/gi,
    "$& ",
  );
  const escaped = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return TEXT_ESCAPES.reduce((text, [pattern, char]) => text.replace(pattern, char), escaped)
    .replace(/\s+/g, " ")
    .trim();
}
