// What a mirror's tests compare: a bundle as the platform's API carries it (decision 083).
import { APPLICATION_OPEN, type Bundle } from "#contract/index.ts";

/** What the API does not carry (decision 083): the applications it never serves (those not
 * Open), and the order of events and department activities, which it serves newest first. */
export function carried(bundle: Bundle): Bundle {
  const byId = <T extends { _id: string }>(list: readonly T[]) =>
    [...list].sort((a, b) => a._id.localeCompare(b._id));
  const groups = bundle.admission.application_groups
    .map((g) => ({ ...g, apps: g.apps.filter((a) => a.visible_to_site === APPLICATION_OPEN) }))
    .filter((g) => g.apps.length > 0);
  return {
    ...bundle,
    events: byId(bundle.events),
    department_activities: byId(bundle.department_activities),
    admission: { ...bundle.admission, application_groups: groups },
  };
}

/** The `--languages` of a bundle's language setting: the default first, or none. */
export function languageCodes(bundle: Bundle): string[] | undefined {
  const { languages } = bundle;
  return languages
    ? [languages.default, ...languages.offered.filter((l) => l !== languages.default)]
    : undefined;
}
