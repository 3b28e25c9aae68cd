// /search?q=: the institute's notices, events, people, departments, documents, quality items,
// pages and galleries matching the words (issue 11), grouped by kind with each kind's best
// few; ?kind= pages through one kind. Rendered on the server like every page.
import { SEARCH_KINDS, SEARCH_LIMITS } from "#contract/constants.ts";
import type { SearchAnswer } from "#contract/search.ts";
import { routes } from "#contract/links.ts";
import { CoverBanner } from "../../components/CoverBanner.tsx";
import { PageError } from "../../components/PageError.tsx";
import { SearchForm } from "../../components/SearchForm.tsx";
import { SearchResults } from "./SearchResults.tsx";
import { data } from "react-router";
import type { ReadFailure } from "../../lib/load.server.ts";
import { mediaUrl } from "../../lib/media.ts";
import { fileAbouts } from "../../lib/file-facts.server.ts";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { errorMeta, pageMeta } from "../../lib/seo.ts";
import { ensurePage, pageCount, pageParam } from "../../lib/paging.ts";
import type { Route } from "./+types/search.ts";
import { searchMeta, searchText } from "./search-text.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  // A live platform has no search call: the address is not one of its site's.
  if (context.livePlatform) throw pageNotFound();
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, SEARCH_LIMITS.queryChars);
  const kind = SEARCH_KINDS.find((k) => k.kind === url.searchParams.get("kind"))?.kind;
  // Only one kind's results are paged; a page that is not one of them is a 404, as on every list.
  const page = kind ? pageParam(url) : 1;
  const result = q.trim()
    ? await context.platform.read(
        "search",
        { id: context.tenant._id },
        { q, kind, page, lang: context.locale },
      )
    : null;
  // A search that could not be read is unavailable, not gone.
  if (result && !result.ok) {
    throw data<ReadFailure>(
      { status: 503, message: "Search is not available just now." },
      { status: 503, headers: { "retry-after": "60" } },
    );
  }
  const answer: SearchAnswer | null = result?.data ?? null;
  /** How many results were found, of every kind. */
  const total = answer ? answer.counts.reduce((sum, c) => sum + c.count, 0) : 0;
  if (answer && kind) {
    const found = answer.counts.find((c) => c.kind === kind)?.count ?? 0;
    ensurePage(page, pageCount(found, SEARCH_LIMITS.perPage));
  }
  // What each result's file is, read for the page's results at once (decision 094).
  const abouts = await fileAbouts(
    context,
    (answer?.hits ?? []).flatMap((hit) => (hit.file ? [hit.file] : [])),
  );
  return {
    q,
    kind: kind ?? null,
    page,
    path: routes.search(),
    institute: context.tenant.insName,
    ...searchMeta(context.locale, q, context.tenant.insName),
    total,
    words: searchText(context.locale, total),
    answer: answer && {
      ...answer,
      hits: answer.hits.map((hit) => ({
        ...hit,
        file: hit.file ? mediaUrl(context.mediaBaseUrl, hit.file) : undefined,
        fileAbout: hit.file ? abouts[hit.file] : undefined,
      })),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) =>
  loaderData
    ? [
        ...pageMeta(
          {
            title: loaderData.title,
            description: loaderData.description,
            path: loaderData.path,
          },
          matches,
        ),
        // Result pages are for visitors, not search engines.
        { name: "robots", content: "noindex" },
      ]
    : errorMeta(error, matches);

export const ErrorBoundary = PageError;

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, kind, page, answer, total, words } = loaderData;
  return (
    <>
      <CoverBanner title={words.title} />
      <section className="mx-auto max-w-4xl px-4 py-8">
        {/* A new search replaces the form's state, so the box always shows the words searched. */}
        <SearchForm key={q} variant="page" defaultValue={q} />
        {answer ? (
          <SearchResults
            q={q}
            kind={kind}
            page={page}
            answer={answer}
            total={total}
            words={words}
          />
        ) : (
          <p className="mt-6 text-slate-700">{words.hint}</p>
        )}
      </section>
    </>
  );
}
