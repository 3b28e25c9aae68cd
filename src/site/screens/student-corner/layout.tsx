// /student/corner/{id} (spec 2.14): the student corner's first-level items are the tabs; an
// item with a file opens it, any other leads to its second level. The id is the landing
// control's or the institute's.
import { routes } from "#contract/links.ts";
import { PageError } from "../../components/PageError.tsx";
import { SectionLayout } from "../../components/section/SectionLayout.tsx";
import { instituteLevelId } from "../../lib/ids.server.ts";
import { must } from "../../lib/load.server.ts";
import { m } from "../../i18n/generated/messages.js";
import { sectionMeta, type SectionData } from "../../lib/section.ts";
import type { Route } from "./+types/layout.ts";
import { siteFile } from "../../lib/view-models.ts";
import { withFileFacts } from "../../lib/file-facts.server.ts";

export async function loader({ context, params }: Route.LoaderArgs): Promise<SectionData> {
  const lcid = await instituteLevelId(context, params.lcid, "lcid");
  const items = must(await context.platform.read("studentCorner", { id: lcid }));
  return withFileFacts(context, {
    title: m.menu_student_corner({}, { locale: context.locale }),
    tabs: items.map((item) =>
      item.pdf_key
        ? {
            label: item.name,
            file: siteFile(context.mediaBaseUrl, {
              id: item._id,
              name: item.name,
              key: item.pdf_key,
            }),
          }
        : { label: item.name, href: routes.studentCornerLevel(lcid, item._id) },
    ),
  });
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;
export default SectionLayout;
