// What every page returns besides its content, which the frame reads of the page's data (its
// breadcrumb trail) as the section layouts do (their banner). Plain data, safe for the browser.

/** What every page of a section returns besides its content: banner title and metadata. */
export interface PageData {
  title: string;
  /** Plain text for search engines and link previews. */
  description: string;
  /** The canonical path, built from the page's own data. */
  path: string;
}

/** Whether a route's data is a page's: its title and canonical path. */
export function isPageData(data: unknown): data is PageData {
  return (
    typeof data === "object" &&
    data !== null &&
    "title" in data &&
    typeof data.title === "string" &&
    "path" in data &&
    typeof data.path === "string"
  );
}
