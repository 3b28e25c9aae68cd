// Everything the site frame shows on every page: header, menus, banner and footer.
import type { AppLoadContext } from "react-router";
import { must } from "./load.server.ts";

export async function loadLayout(context: AppLoadContext) {
  const instituteId = context.tenant._id;
  const institute = must(await context.platform.read("instituteDash", { id: instituteId }));
  return {
    instituteId,
    name: institute.insName,
    mediaBaseUrl: context.mediaBaseUrl,
    faviconUrl: undefined as string | undefined,
    themeStyle: undefined as React.CSSProperties | undefined,
  };
}

export type LayoutData = Awaited<ReturnType<typeof loadLayout>>;
