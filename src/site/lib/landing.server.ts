// The landing control (one_ins.landing_control) of the request's institute: the source of the
// administration, accreditation and society screens. A page that needs it cannot do without.
import type { AppLoadContext } from "react-router";
import type { ServedLandingControl } from "#contract/entities.ts";
import { m } from "../i18n/generated/messages.js";
import type { Locale } from "../i18n/locale.ts";
import { instituteLevelId, requestIds } from "./ids.server.ts";
import { must } from "./load.server.ts";

export async function landingControl(context: AppLoadContext): Promise<ServedLandingControl> {
  const profile = must(await context.platform.read("landingProfile", { id: context.tenant._id }));
  return profile.landing_control;
}

/**
 * The landing control of an /accrediation/{id} or /administration/{id} page, whose id is the
 * institute's or its landing control's (any other is a 404), with the institute's id for links.
 */
export async function landingControlAt(
  context: AppLoadContext,
  id: string,
): Promise<{ instituteId: string; control: ServedLandingControl }> {
  await instituteLevelId(context, id, "lcid");
  const [{ instituteId }, control] = await Promise.all([
    requestIds(context),
    landingControl(context),
  ]);
  return { instituteId, control };
}

/** The society's own name, for the banner of its pages; a society without one is the menu's
 * name for it ("Our Society"), in the page's language. */
export function societyName(control: ServedLandingControl, locale: Locale): string {
  return control.about_society_dynamic.dynamic_name.trim() || m.menu_society({}, { locale });
}
