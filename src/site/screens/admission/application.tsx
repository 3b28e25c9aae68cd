// /admission/application (spec 2.5): the Open applications by group. Each expands to its
// name, the Fill Admission link, the brochure and the instructions. An application's detail
// is read when it is first expanded, from this page's own address with ?open={id} (decision
// 036), which is also the address that shows it expanded to a visitor without JavaScript.
import { Link } from "../../components/Link.tsx";
import { ID_PATTERN } from "#contract/constants.ts";
import { routes } from "#contract/links.ts";
import { Disclosure } from "../../components/entries/Disclosure.tsx";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { RichText } from "../../components/RichText.tsx";
import { isOpen, openApplicationGroups } from "./admission.server.ts";
import { must } from "../../lib/load.server.ts";
import { mediaUrl } from "../../lib/media.ts";
import { EXTERNAL_LINK, safeHref } from "../../lib/safe-url.ts";
import { sanitizeRichText } from "../../lib/sanitize.server.ts";
import { sectionMeta } from "../../lib/section.ts";
import { metaDescription } from "../../lib/seo.ts";
import { useLazyRead } from "../../lib/use-lazy-read.ts";
import type { Route } from "./+types/application.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const openId = new URL(request.url).searchParams.get("open");
  const groups = await openApplicationGroups(context);
  const listed = new Set(groups.flatMap((group) => group.apps.map((app) => app._id)));
  // Only an Open application of this institute's list expands; any other id is a 404.
  if (openId !== null && (!ID_PATTERN.test(openId) || !listed.has(openId))) throw pageNotFound();
  const detail = openId
    ? must(await context.platform.read("applicationOne", { id: openId }))
    : null;
  if (detail && !isOpen(detail)) throw pageNotFound();
  const fillHref = detail?.application_link ? safeHref(detail.application_link) : undefined;
  return {
    title: "Online Application",
    description: metaDescription(
      `Applications open at ${context.tenant.insName}: ${
        groups.flatMap((group) => group.apps.map((app) => app.applicationName)).join(", ") ||
        "none just now"
      }.`,
    ),
    path: routes.admissionApplication(),
    groups: groups.map((group) => ({
      name: group.name,
      apps: group.apps.map((app) => ({
        id: app._id,
        name: app.applicationName,
        href: routes.admissionApplicationOpen(app._id),
      })),
    })),
    opened: detail
      ? {
          id: detail._id,
          name: detail.applicationName,
          fillHref,
          brochureHref: detail.applicationPhoto
            ? mediaUrl(context.mediaBaseUrl, detail.applicationPhoto)
            : undefined,
          instructions: sanitizeRichText(detail.applicationAbout),
        }
      : null,
  };
}

export const meta = sectionMeta;

type Loaded = Route.ComponentProps["loaderData"];
type Opened = NonNullable<Loaded["opened"]>;
type App = Loaded["groups"][number]["apps"][number];

export default function Applications({ loaderData }: Route.ComponentProps) {
  const { groups, opened } = loaderData;
  if (groups.length === 0) return <p>No applications are open just now.</p>;
  return (
    <div className="space-y-10">
      {groups.map((group, index) => (
        <section key={`${group.name}-${index}`} className="space-y-3">
          <h2 className="text-xl font-semibold break-words">{group.name || "Applications"}</h2>
          <ul className="space-y-3">
            {group.apps.map((app) => (
              <li key={app.id}>
                <ApplicationPanel app={app} opened={opened?.id === app.id ? opened : null} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function ApplicationPanel({ app, opened }: { app: App; opened: Opened | null }) {
  const read = useLazyRead<typeof loader>(app.href);
  const detail = opened ?? read.data?.opened ?? null;
  return (
    <Disclosure summary={app.name} open={opened !== null} onOpen={opened ? undefined : read.load}>
      {detail ? (
        <ApplicationDetail detail={detail} />
      ) : read.loading ? (
        <p role="status">Loading the application…</p>
      ) : (
        <Link to={app.href} className="text-accent underline underline-offset-4">
          Show the details of {app.name}
        </Link>
      )}
    </Disclosure>
  );
}

function ApplicationDetail({ detail }: { detail: Opened }) {
  return (
    <article className="space-y-4">
      <h3 className="text-lg font-semibold break-words">{detail.name}</h3>
      {detail.fillHref || detail.brochureHref ? (
        <p className="flex flex-wrap gap-3">
          {detail.fillHref ? (
            <a href={detail.fillHref} {...EXTERNAL_LINK} className="button">
              Fill Admission<span className="sr-only">: {detail.name} (opens in a new tab)</span>
            </a>
          ) : null}
          {detail.brochureHref ? (
            <a href={detail.brochureHref} {...EXTERNAL_LINK} className="button">
              Download Brochure
              <span className="sr-only">: {detail.name} (opens in a new tab)</span>
            </a>
          ) : null}
        </p>
      ) : null}
      {detail.instructions ? (
        <section className="space-y-2">
          <h4 className="font-semibold">Application Instructions</h4>
          <RichText html={detail.instructions} />
        </section>
      ) : null}
    </article>
  );
}
