// The error boundary of every page route (`export const ErrorBoundary = PageError`). It renders
// inside the site frame, so header, menus and footer keep working: a missing page says so
// (the loader's 404 status reaches the browser), and a page whose content could not be read
// offers a retry that runs the loaders again without leaving the page.
import { isRouteErrorResponse, useRevalidator, useRouteError } from "react-router";
import { Link } from "./Link.tsx";
import { routes } from "#contract/links.ts";

export function PageError() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <Unavailable />;
}

function NotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-semibold">Page not found</h1>
      <p className="mt-4">
        There is no page at this address. It may have been removed, or the address may be mistyped.
      </p>
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link className="text-accent underline underline-offset-4" to={routes.home()}>
            Go to the home page
          </Link>
        </li>
        <li>
          <Link className="text-accent underline underline-offset-4" to={routes.notice()}>
            See all notices
          </Link>
        </li>
      </ul>
    </section>
  );
}

function Unavailable() {
  const revalidator = useRevalidator();
  const retrying = revalidator.state === "loading";
  return (
    <section className="mx-auto max-w-3xl px-4 py-12" aria-live="polite">
      <h1 className="text-3xl font-semibold">This page could not be loaded</h1>
      <p className="mt-4">
        Its content could not be read just now. The rest of the site still works; please try again
        in a moment.
      </p>
      <button
        type="button"
        className="button mt-6 px-4 py-2 text-base"
        disabled={retrying}
        onClick={() => void revalidator.revalidate()}
      >
        {retrying ? "Retrying…" : "Retry"}
      </button>
    </section>
  );
}
