// Renders rich text that the server sanitised (lib/sanitize.server.ts): the only place the
// site sets inner HTML.
import type { SafeHtml } from "../lib/sanitize.server.ts";

export function RichText({ html, className }: { html: SafeHtml; className?: string }) {
  return (
    <div className={`rich-text ${className ?? ""}`} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
