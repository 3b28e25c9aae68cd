// A page's scripts are allowed by their hashes, not by a nonce, so the page's bytes and its
// policy are the same for every request (decision 068).
//
// A page is rendered with a marker nonce known only to this process: React, React Router and
// the loader of decision 024 put it on every inline script they write, and content cannot
// carry it. Each script that carries it is ours: its text is hashed, and the marker leaves
// the page. A script that content slipped past the sanitiser carries no marker, so its hash
// is not in the policy and the browser refuses it, as it refused a script without the nonce.
import { createHash, randomBytes } from "node:crypto";

/** The marker nonce pages are rendered with: known only to this process, never sent. */
export const SCRIPT_MARKER = randomBytes(24).toString("base64url");

const SCRIPT_END = "</script>";

/** The CSP source of one script's text: SHA-256 of its UTF-8 bytes, as a browser hashes it. */
function scriptHash(text: Buffer): string {
  return `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
}

/**
 * The page (read as Latin-1, a byte to a character) without the marker, and the hash
 * sources of the inline scripts that carried it, each once, in the order of the page.
 */
export function hashScripts(html: string, marker: string): { html: string; sources: string[] } {
  const attribute = ` nonce="${marker}"`;
  const sources = new Set<string>();
  let from = 0;
  for (;;) {
    const at = html.indexOf(attribute, from);
    if (at < 0) break;
    const tagStart = html.lastIndexOf("<", at);
    const tagEnd = html.indexOf(">", at);
    from = at + attribute.length;
    if (tagEnd < 0 || !html.startsWith("<script", tagStart)) continue;
    const end = html.indexOf(SCRIPT_END, tagEnd);
    if (end < 0) continue;
    // The parser reads a CR LF or a lone CR as LF before the script's text is hashed.
    const text = html.slice(tagEnd + 1, end).replace(/\r\n?/g, "\n");
    sources.add(scriptHash(Buffer.from(text, "latin1")));
  }
  return { html: html.replaceAll(attribute, ""), sources: [...sources] };
}

/** The page's policy with the marker's nonce source replaced by its scripts' hashes. */
export function policyWithHashes(policy: string, marker: string, sources: string[]): string {
  return policy.replace(`'nonce-${marker}'`, sources.length > 0 ? sources.join(" ") : "'none'");
}
