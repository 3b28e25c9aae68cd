// The ids of a request (screen-data-map "Ids and where they come from"), read once per request
// and shared by the frame and every loader of the page: institute, landing control, committee,
// library, admission, event manager, the R&D authority and the IQAC authority's detail.
import type { AppLoadContext } from "react-router";
import { committeeIdOf, instituteIds, type InstituteIds } from "#domain/institute-ids.ts";
import { pageNotFound } from "./page-not-found.ts";
import { must, optional } from "./load.server.ts";

export type RequestIds = InstituteIds;

async function readIds({ platform, tenant }: AppLoadContext): Promise<RequestIds> {
  const byInstitute = { id: tenant._id };
  const [institute, profile] = await Promise.all([
    platform.read("instituteDash", byInstitute).then(must),
    platform.read("landingProfile", byInstitute).then(optional),
  ]);
  const committeeId = committeeIdOf(institute);
  const authorities = committeeId
    ? (optional(await platform.read("committeeDashboard", { id: committeeId }))?.authority ?? [])
    : [];
  return instituteIds({ institute, profile, authorities });
}

// One read per request: the context object is the request's own, so the entry goes with it.
const perRequest = new WeakMap<AppLoadContext, Promise<RequestIds>>();

export function requestIds(context: AppLoadContext): Promise<RequestIds> {
  let ids = perRequest.get(context);
  if (!ids) {
    ids = readIds(context);
    perRequest.set(context, ids);
  }
  return ids;
}

/** The own ids an institute-level route id may stand for (screen-data-map). */
export type OwnId = "lcid" | "libraryId" | "iqacDetailId";

/**
 * An institute-level route id (`/governing/{id}`, `/library/{id}` …) is the institute's id or
 * the matching own id, interchangeably. Anything else, another tenant's id included, is a 404.
 * Resolves to the own id the screen reads with.
 */
export async function instituteLevelId(
  context: AppLoadContext,
  routeId: string | undefined,
  own: OwnId,
): Promise<string> {
  const ids = await requestIds(context);
  const ownId = ids[own];
  if (!ownId || (routeId !== ids.instituteId && routeId !== ownId)) throw pageNotFound();
  return ownId;
}

/** A route id that must be exactly one of the request's ids (`/committee/{committeeId}`). */
export async function exactId(
  context: AppLoadContext,
  routeId: string | undefined,
  which: keyof RequestIds,
): Promise<string> {
  const id = (await requestIds(context))[which];
  if (!id || routeId !== id) throw pageNotFound();
  return id;
}
