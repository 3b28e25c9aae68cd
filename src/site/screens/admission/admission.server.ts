// The admission screens' reads (spec 2.5, screen-data-map): the admission's site information
// and QR codes by the institute's admission id, and its ongoing applications grouped, of
// which only the Open ones are ever shown (spec 4, 5). An institute without an admission
// department shows the screens empty.
import type { AppLoadContext } from "react-router";
import { APPLICATION_OPEN } from "#contract/constants.ts";
import { requestIds } from "../../lib/ids.server.ts";
import { must } from "../../lib/load.server.ts";

/** About, contacts and the document checklist; null without an admission department. */
export async function admissionSite(context: AppLoadContext) {
  const { admissionId } = await requestIds(context);
  if (!admissionId) return null;
  return must(await context.platform.read("admissionSite", { id: admissionId }));
}

/** The app's QR codes; null without an admission department. */
export async function admissionDashboard(context: AppLoadContext) {
  const { admissionId } = await requestIds(context);
  if (!admissionId) return null;
  return must(await context.platform.read("admissionDashboard", { id: admissionId }));
}

export const isOpen = (app: { visible_to_site: string }) =>
  app.visible_to_site === APPLICATION_OPEN;

/** The groups of Open applications; a group with none is left out. */
export async function openApplicationGroups(context: AppLoadContext) {
  const grouped = must(
    await context.platform.read("applicationGroups", { id: context.tenant._id }),
  );
  return grouped.ongoing
    .map((group) => ({ name: group.group_name, apps: group.apps.filter(isOpen) }))
    .filter((group) => group.apps.length > 0);
}
