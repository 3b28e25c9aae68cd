// The committees of the request's institute (spec 2.8): the authorities of its committee
// dashboard, and one authority by id. A committee id other than the institute's is a 404.
import type { AppLoadContext } from "react-router";
import { ID_PATTERN } from "#contract/constants.ts";
import { COMMITTEE_MENU_EXCLUDED, type Authority } from "#contract/index.ts";
import { pageNotFound } from "../../lib/page-not-found.ts";
import { isAuthority } from "#domain/authority.ts";
import { exactId } from "../../lib/ids.server.ts";
import { must } from "../../lib/load.server.ts";

export async function authorities(context: AppLoadContext, committeeId: string | undefined) {
  const id = await exactId(context, committeeId, "committeeId");
  const dashboard = must(await context.platform.read("committeeDashboard", { id }));
  return { committeeId: id, authorities: dashboard.authority };
}

/** The committees the All view lists: every authority but IQAC, RND and NAAC (spec 9). */
export function isCommittee(authority: Authority): boolean {
  return !COMMITTEE_MENU_EXCLUDED.some((name) => isAuthority(authority, name));
}

export function committeeName(authority: Authority): string {
  return authority.custom_head_name.trim() || authority.name;
}

export async function authority(
  context: AppLoadContext,
  committeeId: string | undefined,
  authorityId: string | undefined,
) {
  if (!authorityId || !ID_PATTERN.test(authorityId)) throw pageNotFound();
  const list = await authorities(context, committeeId);
  const one = list.authorities.find((a) => a._id === authorityId);
  if (!one) throw pageNotFound();
  return { committeeId: list.committeeId, authority: one };
}
