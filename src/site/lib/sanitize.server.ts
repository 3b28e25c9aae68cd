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
    a: ["href", "title"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? "")
        ? { ...attribs, target: "_blank", rel: "noopener noreferrer" }
        : attribs,
    }),
    // Headings inside content sit below the page's own h1.
    h1: "h2",
  },
};

export function sanitizeRichText(html: string): SafeHtml {
  return sanitizeHtml(html, OPTIONS) as SafeHtml;
}

/** Plain text of rich text, for descriptions and previews. */
export function richTextToPlain(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, " ").trim();
}
