// /admission/application (spec 2.5): the Open applications by group. Each expands to its
// name, the Fill Admission link, the brochure and the instructions. An application's detail
// is read when it is first expanded, from this page's own address with ?open={id} (decision
// 036), which is also the address that shows it expanded to a visitor without JavaScript.
import { Link } from "../../components/Link.tsx";
import { NewTabHint } from "../../components/layout/MenuItemView.tsx";
import { ID_PATTERN } from "#contract/constants.ts";
import { ADMISSION_TABS, routes } from "#contract/links.ts";
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
import { tabLabel } from "../../i18n/tab-words.ts";
import { fill } from "../../i18n/use-text.ts";
import { applicationText } from "./admission-text.server.ts";
import { m } from "../../i18n/generated/messages.js";

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
  const o = { locale: context.locale };
  const apps = groups.flatMap((group) => group.apps.map((app) => app.applicationName)).join(", ");
  return {
    title: tabLabel(ADMISSION_TABS, "application", context.locale),
    description: metaDescription(
      m.admission_applications_description(
        { name: context.tenant.insName, apps: apps || m.admission_none_just_now({}, o) },
        o,
      ),
    ),
    text: applicationText(context.locale),
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
type Text = Loaded["text"];

export default function Applications({ loaderData }: Route.ComponentProps) {
  const { groups, opened, text } = loaderData;
  if (groups.length === 0) return <p>{text.none}</p>;
  return (
    <div className="space-y-10">
      {groups.map((group, index) => (
        <section key={`${group.name}-${index}`} className="space-y-3">
          <h2 className="text-xl font-semibold">{group.name || text.applications}</h2>
          <ul className="space-y-3">
            {group.apps.map((app) => (
              <li key={app.id}>
                <ApplicationPanel
                  app={app}
                  opened={opened?.id === app.id ? opened : null}
                  text={text}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function ApplicationPanel({ app, opened, text }: { app: App; opened: Opened | null; text: Text }) {
  const read = useLazyRead<typeof loader>(app.href);
  const detail = opened ?? read.data?.opened ?? null;
  return (
    <Disclosure summary={app.name} open={opened !== null} onOpen={opened ? undefined : read.load}>
      {detail ? (
        <ApplicationDetail detail={detail} text={text} />
      ) : read.loading ? (
        <p role="status">{text.loading}</p>
      ) : (
        <Link to={app.href} className="text-accent underline underline-offset-4">
          {fill(text.showDetails, { name: app.name })}
        </Link>
      )}
    </Disclosure>
  );
}

function ApplicationDetail({
  detail,
  text,
}: {
  detail: Opened;
  text: Pick<Text, "fill" | "brochure" | "instructions">;
}) {
  return (
    <article className="space-y-4">
      <h3 className="text-lg font-semibold">{detail.name}</h3>
      {detail.fillHref || detail.brochureHref ? (
        <p className="flex flex-wrap gap-3">
          {detail.fillHref ? (
            <a href={detail.fillHref} {...EXTERNAL_LINK} className="button">
              {text.fill}
              <span className="sr-only">: {detail.name}</span>
              <NewTabHint href={detail.fillHref} />
            </a>
          ) : null}
          {detail.brochureHref ? (
            <a href={detail.brochureHref} {...EXTERNAL_LINK} className="button">
              {text.brochure}
              <span className="sr-only">: {detail.name}</span>
              <NewTabHint href={detail.brochureHref} />
            </a>
          ) : null}
        </p>
      ) : null}
      {detail.instructions ? (
        <section className="space-y-2">
          <h4 className="font-semibold">{text.instructions}</h4>
          <RichText html={detail.instructions} />
        </section>
      ) : null}
    </article>
  );
}
