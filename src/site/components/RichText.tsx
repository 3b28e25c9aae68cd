// Renders rich text that the server sanitised (lib/sanitize.server.ts): the only place the
// site sets inner HTML.
import type { SafeHtml } from "../lib/sanitize.server.ts";
import { escapeMarkup } from "../lib/markup.ts";
import { useNewTabWords } from "./layout/MenuItemView.tsx";

export function RichText({ html, className }: { html: SafeHtml; className?: string }) {
  const newTabWords = useNewTabWords();
  // A link of the text that opens in a new tab says so, as the frame's do (NewTabHint): where
  // it leads to another site, with a visible mark (`.other-site` in app.css) as GIGW asks.
  const marked = html.replace(
    /<a href="([^"]*)"([^>]*) target="_blank"([^>]*)>([\s\S]*?)<\/a>/g,
    (_link, href: string, before: string, after: string, words: string) => {
      const { other, words: hint } = newTabWords(decodeAttribute(href));
      const mark = other ? ' class="other-site"' : "";
      return `<a href="${href}"${before} target="_blank"${after}${mark}>${words}<span class="sr-only">${escapeMarkup(hint)}</span></a>`;
    },
  );
  return (
    <div className={`rich-text ${className ?? ""}`} dangerouslySetInnerHTML={{ __html: marked }} />
  );
}

/** An attribute's value as sanitize-html wrote it, its escapes undone. */
function decodeAttribute(value: string): string {
  return value
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}
