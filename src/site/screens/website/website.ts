// What the pages about the website hand their component: plain data, safe for the browser.
import type { InstituteContact } from "../../lib/layout.server.ts";

/** A part of a page about the website: an optional heading, its paragraphs, a list, and
 * links to other sites, each with a note after it. */
export interface ArticleSection {
  heading?: string;
  paragraphs: string[];
  items?: string[];
  links?: { label: string; href: string; note: string }[];
}

export type { InstituteContact };
