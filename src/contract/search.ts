// Site search: not a call of the platform (its site has no search) but ours, in the same
// envelope, so the site reads it like every other call (docs/decisions/051-search.md).
import { z } from "zod";
import { SEARCH_KINDS } from "./constants.ts";
import { fileKey, timestamp } from "./fields.ts";

export type SearchKind = (typeof SEARCH_KINDS)[number]["kind"];
export const searchKind = z.enum(SEARCH_KINDS.map((k) => k.kind) as [SearchKind, ...SearchKind[]]);

/** A piece of a title or snippet: `mark` when it is a word the visitor searched for. */
const searchText = z.array(z.strictObject({ text: z.string(), mark: z.boolean() }));
export type SearchText = z.infer<typeof searchText>;

const searchHit = z.strictObject({
  kind: searchKind,
  title: searchText,
  snippet: searchText,
  /** The site page that shows it. */
  href: z.string(),
  /** The file, for a document. */
  file: fileKey.optional(),
  date: timestamp.nullable(),
});
export type SearchHit = z.infer<typeof searchHit>;

export const searchAnswer = z.strictObject({
  /** The words searched for, as read from the query. */
  words: z.array(z.string()),
  /** True when nothing matched the words and these are titles like them (a typo). */
  similar: z.boolean(),
  /** How many results of each kind, kinds with none left out. */
  counts: z.array(z.strictObject({ kind: searchKind, count: z.number().int() })),
  /** Every kind's best few, or one page of one kind. */
  hits: z.array(searchHit),
});
export type SearchAnswer = z.infer<typeof searchAnswer>;
