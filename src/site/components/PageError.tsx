// The error boundary of every page route (`export const ErrorBoundary = PageError`). It renders
// inside the site frame, so header, menus and footer keep working: a missing page says so
// (the loader's 404 status reaches the browser), and a page whose content could not be read
// offers a retry that runs the loaders again without leaving the page.
import { isRouteErrorResponse, useRevalidator, useRouteError } from "react-router";
import { Link } from "./Link.tsx";
import { routes } from "#contract/links.ts";
import { useText } from "../i18n/use-text.ts";

export function PageError() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <Unavailable />;
}

function NotFound() {
  const text = useText();
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-semibold">{text.error_not_found_title}</h1>
      <p className="mt-4">{text.error_not_found_text}</p>
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link className="text-accent underline underline-offset-4" to={routes.home()}>
            {text.error_go_home}
          </Link>
        </li>
        <li>
          <Link className="text-accent underline underline-offset-4" to={routes.notice()}>
            {text.error_all_notices}
          </Link>
        </li>
      </ul>
    </section>
  );
}

function Unavailable() {
  const revalidator = useRevalidator();
  const retrying = revalidator.state === "loading";
  const text = useText();
  return (
    <section className="mx-auto max-w-3xl px-4 py-12" aria-live="polite">
      <h1 className="text-3xl font-semibold">{text.error_not_loaded_title}</h1>
      <p className="mt-4">{text.error_not_loaded_text}</p>
      <button
        type="button"
        className="button mt-6 px-4 py-2 text-base"
        disabled={retrying}
        onClick={() => void revalidator.revalidate()}
      >
        {retrying ? text.error_retrying : text.error_retry}
      </button>
    </section>
  );
}
