// The results of a search: a count, kind chips (links, so each kind has an address), then
// either every kind's best few with a link to the rest, or one page of one kind with paging.
import { FileAbout } from "../../components/FileViewer.tsx";
import { Link } from "../../components/Link.tsx";
import { Pager } from "../../components/Pager.tsx";
import { SEARCH_LIMITS } from "#contract/constants.ts";
import type { SearchAnswer, SearchHit, SearchKind, SearchText } from "#contract/search.ts";
import { routes } from "#contract/links.ts";
import { formatLongDate } from "../../lib/text.ts";
import { fill, useLocale, useText } from "../../i18n/use-text.ts";
import type { SearchWords } from "./search-text.server.ts";

type Hit = Omit<SearchHit, "file"> & {
  file?: string | undefined;
  /** The file's type and size (decision 094). */
  fileAbout?: string | undefined;
};
type Answer = Omit<SearchAnswer, "hits"> & { hits: Hit[] };

const FOCUS = "focus-visible:outline-accent";
const CHIP = `inline-flex min-h-9 items-center rounded-full border px-3 text-sm font-medium ${FOCUS}`;

/** A pattern of words with the search's words in bold where it says `{query}`. */
function WithQuery({ pattern, q }: { pattern: string; q: string }) {
  const [before = "", ...after] = pattern.split("{query}");
  return (
    <>
      {before}
      <strong>{q}</strong>
      {after.join("{query}")}
    </>
  );
}

function Marked({ text }: { text: SearchText }) {
  return (
    <>
      {text.map((part, i) =>
        part.mark ? (
          <mark key={i} className="rounded-sm bg-amber-200 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

function Result({ hit }: { hit: Hit }) {
  const locale = useLocale();
  const text = useText();
  return (
    <li className="border-b border-slate-200 py-4 last:border-b-0">
      <Link
        to={hit.href}
        className={`text-lg font-semibold text-accent underline-offset-2 hover:underline ${FOCUS}`}
      >
        <Marked text={hit.title} />
      </Link>
      {hit.snippet.length > 0 ? (
        <p className="mt-1 text-slate-700">
          <Marked text={hit.snippet} />
        </p>
      ) : null}
      <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-600">
        {hit.date ? <time dateTime={hit.date}>{formatLongDate(hit.date, locale)}</time> : null}
        {hit.file ? (
          <a
            href={hit.file}
            target="_blank"
            rel="noopener"
            className={`font-medium text-slate-800 underline ${FOCUS}`}
          >
            {text.documents_view_detail}
            <span className="sr-only">
              : <Marked text={hit.title} />
            </span>
            <FileAbout about={hit.fileAbout} />
            <span className="sr-only">{text.frame_new_tab_hint}</span>
          </a>
        ) : null}
      </p>
    </li>
  );
}

export function SearchResults({
  q,
  kind,
  page,
  answer,
  total,
  words,
}: {
  q: string;
  kind: SearchKind | null;
  page: number;
  answer: Answer;
  /** How many results the answer found, of every kind. */
  total: number;
  words: Omit<SearchWords, "title" | "hint">;
}) {
  const text = useText();
  const labelOf = (k: SearchKind) => words.kinds[k];
  const shown = kind ? (answer.counts.find((c) => c.kind === kind)?.count ?? 0) : total;
  const pages = Math.max(1, Math.ceil(shown / SEARCH_LIMITS.perPage));
  return (
    <div className="mt-6">
      <p role="status" className="text-slate-800">
        {total === 0 ? (
          <WithQuery pattern={words.none} q={q} />
        ) : (
          <>
            <WithQuery pattern={words.results} q={q} />
            {answer.similar ? words.similar : ""}
          </>
        )}
      </p>
      {total > 0 ? (
        <nav aria-label={words.kindsLabel} className="mt-4 print:hidden">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Chip href={routes.search(q)} current={kind === null}>
                {text.list_all} ({total})
              </Chip>
            </li>
            {answer.counts.map((c) => (
              <li key={c.kind}>
                <Chip href={routes.search(q, c.kind)} current={kind === c.kind}>
                  {labelOf(c.kind)} ({c.count})
                </Chip>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {kind ? (
        <>
          <ul className="mt-4">
            {answer.hits.map((hit, i) => (
              <Result key={i} hit={hit} />
            ))}
          </ul>
          <Pager
            page={page}
            pages={pages}
            href={(n) => routes.search(q, kind, n)}
            label={words.resultPages}
          />
        </>
      ) : (
        answer.counts.map((c) => (
          <section key={c.kind} aria-labelledby={`results-${c.kind}`} className="mt-8">
            <h2 id={`results-${c.kind}`} className="text-xl font-semibold text-slate-900">
              {labelOf(c.kind)}
            </h2>
            <ul>
              {answer.hits
                .filter((hit) => hit.kind === c.kind)
                .map((hit, i) => (
                  <Result key={i} hit={hit} />
                ))}
            </ul>
            {c.count > SEARCH_LIMITS.perGroup ? (
              <Link
                to={routes.search(q, c.kind)}
                className={`mt-2 inline-block font-medium underline ${FOCUS}`}
              >
                {fill(words.allOf, { count: c.count, kind: labelOf(c.kind).toLowerCase() })}
              </Link>
            ) : null}
          </section>
        ))
      )}
    </div>
  );
}

function Chip({
  href,
  current,
  children,
}: {
  href: string;
  current: boolean;
  children: React.ReactNode;
}) {
  return current ? (
    <Link
      to={href}
      aria-current="page"
      className={`${CHIP} border-accent bg-accent text-accent-ink`}
    >
      {children}
    </Link>
  ) : (
    <Link to={href} className={`${CHIP} border-slate-300 text-slate-900 hover:bg-slate-100`}>
      {children}
    </Link>
  );
}
