// Adapters from the platform's entry shapes to the one entry the screens render: content
// sections (title, description, attachment, link), about entries (sub heading, body, image)
// and custom module items (name, description, file, nested). Rich text is sanitised here.
import type { AboutEntry, CustomItem, SectionEntry } from "#contract/index.ts";
import { sanitizeRichText } from "./sanitize.server.ts";
import { safeHref } from "./safe-url.ts";
import { siteFile, type Entry } from "./view-models.ts";

export function sectionEntries(mediaBaseUrl: string, list: readonly SectionEntry[]): Entry[] {
  return list.map((entry) => {
    const href = entry.link_url ? safeHref(entry.link_url) : undefined;
    return {
      id: entry._id,
      title: entry.title,
      body: sanitizeRichText(entry.description),
      ...(entry.attachment
        ? {
            file: siteFile(mediaBaseUrl, {
              id: entry._id,
              name: entry.title,
              key: entry.attachment,
            }),
          }
        : {}),
      ...(href
        ? { link: { href, label: entry.link_label?.trim() || "Open link", external: true } }
        : {}),
    };
  });
}

export function aboutEntries(mediaBaseUrl: string, list: readonly AboutEntry[]): Entry[] {
  return list.map((entry) => ({
    id: entry._id,
    title: entry.sub_head_title,
    body: sanitizeRichText(entry.sub_head_body),
    ...(entry.sub_heading_image
      ? {
          file: siteFile(mediaBaseUrl, {
            id: entry._id,
            name: entry.sub_head_title,
            key: entry.sub_heading_image,
          }),
        }
      : {}),
  }));
}

/** Custom module items: a file opens in the viewer, a nested item links one level down. */
export function customEntries(
  mediaBaseUrl: string,
  list: readonly CustomItem[],
  nestedHref: (itemId: string) => string,
  /** The nested list's link, in the page's language: "View Detail". */
  viewDetail: string,
): Entry[] {
  return list.map((item) => ({
    id: item._id,
    title: item.name,
    body: sanitizeRichText(item.description),
    ...(item.pdf_key
      ? { file: siteFile(mediaBaseUrl, { id: item._id, name: item.name, key: item.pdf_key }) }
      : {}),
    ...(item.is_nested
      ? { link: { href: nestedHref(item._id), label: viewDetail, external: false } }
      : {}),
  }));
}
