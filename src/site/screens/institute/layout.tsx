// /institute (spec 2.9): About Us, vision and mission, the content sections, the principal's
// message, then the Our College custom modules.
import { INSTITUTE_TABS, routes } from "#contract/links.ts";
import { PageError } from "../../components/PageError.tsx";
import { SectionLayout } from "../../components/section/SectionLayout.tsx";
import { customTabs, fixedTabs } from "../../lib/section.server.ts";
import { instituteText } from "./institute-text.server.ts";
import { sectionMeta, type SectionData } from "../../lib/section.ts";
import type { Route } from "./+types/layout.ts";

export async function loader({ context }: Route.LoaderArgs): Promise<SectionData> {
  return {
    title: instituteText(context.locale).title,
    base: routes.institute(),
    tabs: [
      ...fixedTabs(INSTITUTE_TABS, routes.instituteTab, context.locale),
      ...(await customTabs(context, "OUR_COLLEGE", routes.institute())),
    ],
  };
}

export const meta = sectionMeta;
export const ErrorBoundary = PageError;
export default SectionLayout;
