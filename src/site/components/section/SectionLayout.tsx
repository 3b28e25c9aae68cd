// The frame of every inner screen: the cover banner with the page's title and the section's
// tab bar above the page. Section layout routes export it as their component:
//
//   export const loader = (args: Route.LoaderArgs) => …SectionData…;
//   export default SectionLayout;
//   export const meta = sectionMeta;
//   export const ErrorBoundary = PageError;
import { Outlet, useMatches } from "react-router";
import { isPageData } from "../../lib/page-data.ts";
import type { SectionData } from "../../lib/section.ts";
import { CoverBanner } from "../CoverBanner.tsx";
import { TabBar } from "./TabBar.tsx";

export function SectionLayout({ loaderData }: { loaderData: SectionData }) {
  const page = useMatches()
    .map((match) => match.loaderData)
    .findLast(isPageData);
  return (
    <>
      <CoverBanner title={page?.title ?? loaderData.title} />
      <TabBar
        tabs={loaderData.tabs}
        base={loaderData.base}
        baseTab={loaderData.baseTab}
        label={loaderData.title}
      />
      <div className="page-body">
        <Outlet />
      </div>
    </>
  );
}
