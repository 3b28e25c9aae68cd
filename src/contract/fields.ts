// Field kinds shared by every entity. Each names what a value means on the platform, so the
// importer can check references and media, and the site knows what to sanitise.
import { z } from "zod";
import { ID_PATTERN } from "./constants.ts";

export const id = z.string().regex(ID_PATTERN, "must be a 24-digit hex id");
export type Id = z.infer<typeof id>;

/**
 * A storage key of a file: slash-separated segments of letters, digits, dot, dash and
 * underscore, never starting with a dot, so no key can climb out of the media folder.
 */
export const FILE_KEY_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9._-]*(\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/;
export const fileKey = z
  .string()
  .max(300)
  .regex(FILE_KEY_PATTERN, "must be a media key such as notices/circular-1.pdf")
  .meta({ fileKey: true });

/** Registry of the schemas whose values are media keys; `collectFileKeys` walks it. */
export function isFileKeySchema(schema: z.ZodType): boolean {
  return schema.meta()?.fileKey === true;
}

/** An absolute web address; only http and https leave the server. */
export const webUrl = z
  .string()
  .max(2000)
  .regex(/^https?:\/\/[^\s]+$/i, "must be an http or https address");

/** Plain text shown as text. */
export const text = z.string().max(20_000);

/** Rich text (HTML) from the platform's editors: untrusted, sanitised where it is shown. */
export const richText = z.string().max(200_000);

/** An ISO 8601 timestamp. */
export const timestamp = z.iso.datetime({ offset: true });

/** A host name a tenant is served on: lower case, no port, no trailing dot. */
export const HOST_PATTERN =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
export const hostName = z.string().regex(HOST_PATTERN, "must be a lower-case host name");

/** A document in a list of documents: events, department activities, examination lists. */
export const fileItem = z.strictObject({ _id: id, name: text, attach: fileKey });
export type FileItem = z.infer<typeof fileItem>;

/** A contact card (admission, library, department). */
export const contactCard = z.strictObject({
  contact_department_name: text,
  contact_person_name: text,
  contact_person_mobile: text,
  contact_person_email: text,
});
export type ContactCard = z.infer<typeof contactCard>;

/** An entry of a content section: title, body, optional file and link. */
export const sectionEntry = z.strictObject({
  _id: id,
  title: text,
  description: richText,
  attachment: fileKey.optional(),
  link_url: webUrl.optional(),
  link_label: text.optional(),
});
export type SectionEntry = z.infer<typeof sectionEntry>;

/** An about entry: sub heading, body and optional image (library, R&D, home about). */
export const aboutEntry = z.strictObject({
  _id: id,
  sub_head_title: text,
  sub_head_body: richText,
  sub_heading_image: fileKey.optional(),
});
export type AboutEntry = z.infer<typeof aboutEntry>;
