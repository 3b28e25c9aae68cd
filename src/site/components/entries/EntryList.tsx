// Entries of a content section (spec 2.9, 2.11, 2.17, 2.18): a heading, sanitised text, and
// what goes with them: a picture that opens in the viewer, a file behind View Detail, a link.
import { Link } from "../Link.tsx";
import { EXTERNAL_LINK } from "../../lib/safe-url.ts";
import { ViewFileLink } from "../FileViewer.tsx";
import { NewTabHint } from "../layout/MenuItemView.tsx";
import { RichText } from "../RichText.tsx";
import { FramedPicture } from "../ui/FramedPicture.tsx";
import type { Entry, SiteFile } from "../../lib/view-models.ts";
import { fill, useText } from "../../i18n/use-text.ts";

export function EntryList({
  entries,
  empty,
  headingLevel = 2,
}: {
  entries: readonly Entry[];
  empty: string;
  /** The entries' heading level: 2 below the banner's title, 3 inside a titled group. */
  headingLevel?: 2 | 3;
}) {
  if (entries.length === 0) return <p>{empty}</p>;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="space-y-10">
      {entries.map((entry) => (
        <li key={entry.id}>
          <article className="space-y-3">
            {entry.title ? (
              <Heading className="text-xl font-semibold">{entry.title}</Heading>
            ) : null}
            {entry.picture ? <EntryPicture file={entry.picture} /> : null}
            {entry.file?.isImage ? <EntryPicture file={entry.file} /> : null}
            {entry.body ? <RichText html={entry.body} /> : null}
            <EntryActions entry={entry} />
          </article>
        </li>
      ))}
    </ul>
  );
}

function EntryPicture({ file }: { file: SiteFile }) {
  const text = useText();
  return (
    <ViewFileLink file={file} className="block w-full overflow-hidden rounded-lg md:w-2/3">
      <FramedPicture url={file.url} widest={1080} className="aspect-video w-full" />
      <span className="sr-only">{fill(text.documents_view_picture, { name: file.name })}</span>
    </ViewFileLink>
  );
}

function EntryActions({ entry }: { entry: Entry }) {
  const text = useText();
  const file = entry.file && !entry.file.isImage ? entry.file : undefined;
  if (!file && !entry.link) return null;
  return (
    <p className="flex flex-wrap gap-3">
      {file ? (
        <ViewFileLink file={file} className="button">
          {text.documents_view_detail}
          <span className="sr-only">: {entry.title || file.name}</span>
        </ViewFileLink>
      ) : null}
      {entry.link?.external ? (
        <a href={entry.link.href} {...EXTERNAL_LINK} className="button">
          {entry.link.label}
          {entry.title ? <span className="sr-only">: {entry.title}</span> : null}
          <NewTabHint href={entry.link.href} />
        </a>
      ) : entry.link ? (
        <Link to={entry.link.href} className="button">
          {entry.link.label}
          <span className="sr-only">: {entry.title}</span>
        </Link>
      ) : null}
    </p>
  );
}
