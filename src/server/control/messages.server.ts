// The lines of the control channel (channel.server.ts), each read through its schema: any
// process of the machine's owner can write to the socket, and an owner and a command of two
// versions can meet on it, so a line that is not what it should be is answered with what is
// wrong in it, never taken on trust.
import { z } from "zod";
import { disclosureReport, searchKind } from "#contract/index.ts";
import { LOCALES } from "#contract/locales.ts";
import { KINDS } from "#server/content/project.server.ts";
import type { Claim, DocWrite, TenantHead } from "#server/store/tenants.server.ts";
import type { SearchEntry } from "#server/content/search-entries.server.ts";

export const request = z.discriminatedUnion("op", [
  z.strictObject({ op: z.literal("import") }),
  z.strictObject({ op: z.literal("export"), host: z.string() }),
  z.strictObject({ op: z.literal("disclosure"), host: z.string().nullable() }),
]);
export type Request = z.infer<typeof request>;

const kind = z.enum(KINDS);
/** Bytes as a line carries them. */
const base64 = z.base64();

const docWrite = z.strictObject({
  kind,
  id: z.string(),
  parent_id: z.string().nullable(),
  parent_key: z.string().nullable(),
  ref_id: z.string().nullable(),
  label: z.string().nullable(),
  position: z.number(),
  sort_at: z.string().nullable(),
  visible: z.boolean(),
  body: z.string(),
}) satisfies z.ZodType<DocWrite>;

const searchEntry = z.strictObject({
  kind: searchKind,
  locale: z.enum(LOCALES).nullable(),
  title: z.string(),
  body: z.string(),
  href: z.string(),
  file: z.string().nullable(),
  date: z.string().nullable(),
}) satisfies z.ZodType<SearchEntry>;

const tenantHead = z.strictObject({
  id: z.string(),
  name: z.string(),
  hosts: z.array(z.string()),
  docKeys: z.strictObject({ kinds: z.array(kind), ids: z.array(z.string()) }),
  mediaKeys: z.array(z.string()),
  bundleGz: base64,
  disclosure: z.string(),
  languages: z.string().nullable(),
}) satisfies z.ZodType<Omit<TenantHead, "bundleGz"> & { bundleGz: string }>;

/** A part of an import as a line carries it: bytes base64-encoded. */
const wirePart = z.discriminatedUnion("part", [
  z.strictObject({ part: z.literal("tenant"), tenant: tenantHead }),
  z.strictObject({ part: z.literal("docs"), rows: z.array(docWrite) }),
  z.strictObject({
    part: z.literal("media"),
    file: z.strictObject({
      key: z.string(),
      contentType: z.string(),
      sha256: z.string(),
      bytes: base64,
    }),
  }),
  z.strictObject({ part: z.literal("search"), entries: z.array(searchEntry) }),
]);
export type WirePart = z.infer<typeof wirePart>;

/** A line carrying one part of an import. */
export const partLine = z.strictObject({ part: wirePart });

/** After an import's request, the command's lines: its parts, then the word to commit. */
export const importLine = z.union([partLine, z.strictObject({ commit: z.literal(true) })]);
export type ImportLine = z.infer<typeof importLine>;

const owner = { tenant: z.string(), owner: z.string() };
const claim = z.discriminatedUnion("what", [
  z.strictObject({ ...owner, what: z.literal("host"), host: z.string() }),
  z.strictObject({ ...owner, what: z.literal("doc"), kind, id: z.string() }),
  z.strictObject({ ...owner, what: z.literal("media"), key: z.string() }),
]) satisfies z.ZodType<Claim>;

export const answer = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("written") }),
  z.strictObject({ type: z.literal("imported") }),
  z.strictObject({ type: z.literal("claimed"), claims: z.array(claim) }),
  z.strictObject({
    type: z.literal("exported"),
    /** The bundle, read by the bundle's own schema where it is used. */
    json: z.unknown(),
    media: z.record(z.string(), base64),
  }),
  z.strictObject({
    type: z.literal("disclosure"),
    list: z.array(
      z.strictObject({
        id: z.string(),
        name: z.string(),
        host: z.string(),
        origin: z.string(),
        report: disclosureReport,
      }),
    ),
  }),
  z.strictObject({ type: z.literal("failed"), message: z.string() }),
]);
export type Answer = z.infer<typeof answer>;

/** A line that is not the message it should be: says which, and what is wrong in it. */
export class MalformedMessage extends Error {}

/** How many of a line's problems a message names: enough to find them, not a page. */
const PROBLEMS_NAMED = 3;

/**
 * The issues of a line that is none of a union's shapes, as those of the shape it came
 * closest to (its issues lie deepest, then fewest): "part.rows.0.position: expected number"
 * rather than "Invalid input".
 */
function closestIssues(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== "invalid_union" || issue.errors.length === 0) return [issue];
    const depth = (option: z.core.$ZodIssue[]) => Math.max(...option.map((i) => i.path.length));
    const [closest = []] = [...issue.errors].sort(
      (a, b) => depth(b) - depth(a) || a.length - b.length,
    );
    return closestIssues(closest.map((i) => ({ ...i, path: [...issue.path, ...i.path] })));
  });
}

/** `line` read as `what` (e.g. "the request"): its message, or a MalformedMessage. */
export function parseLine<S extends z.ZodType>(schema: S, line: string, what: string): z.infer<S> {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    throw new MalformedMessage(`${what} is not JSON`);
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issues = closestIssues(parsed.error.issues);
  const problems = issues
    .slice(0, PROBLEMS_NAMED)
    .map((issue) => `${issue.path.join(".") || "(the whole message)"}: ${issue.message}`);
  const more = issues.length - problems.length;
  throw new MalformedMessage(
    `${what} is malformed: ${problems.join("; ")}${more > 0 ? `; and ${more} more` : ""}`,
  );
}
