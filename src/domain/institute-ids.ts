// How the ids of an institute's other records derive from its own (screen-data-map "Ids and
// where they come from"): the site reads them per request from the platform, the store and
// the search index from a bundle, by these same rules.
import { AUTHORITY_NAMES } from "#contract/constants.ts";
import type { Authority, Institute } from "#contract/index.ts";
import { isAuthority } from "./authority.ts";

export interface InstituteIds {
  instituteId: string;
  lcid: string | null;
  committeeId: string | null;
  libraryId: string | null;
  admissionId: string | null;
  eventManagerId: string | null;
  rndAuthorityId: string | null;
  iqacDetailId: string | null;
}

/** The records an institute's ids are read from; the profile may be missing (none yet). */
export interface IdSources {
  institute: Pick<
    Institute,
    "_id" | "iqac_module" | "library" | "admissionDepart" | "eventManagerDepart"
  >;
  profile: { landing_control: { _id: string } } | null;
  /** The authorities of the institute's committee (its IQAC module). */
  authorities: readonly Pick<Authority, "_id" | "name" | "custom_head_name" | "iqac_detail">[];
}

/** The committee whose authorities the IQAC and R&D authorities are: the IQAC module's. */
export function committeeIdOf(institute: Pick<Institute, "iqac_module">): string | null {
  return institute.iqac_module[0] ?? null;
}

/** The institute's events live with its event manager, the first the institute names. */
export function eventManagerIdOf(institute: Pick<Institute, "eventManagerDepart">): string | null {
  return institute.eventManagerDepart[0] ?? null;
}

/** The landing control's id (lcid), under which the student corner is read. */
export function landingControlIdOf(profile: { landing_control: { _id: string } }): string {
  return profile.landing_control._id;
}

export function instituteIds({ institute, profile, authorities }: IdSources): InstituteIds {
  return {
    instituteId: institute._id,
    lcid: profile ? landingControlIdOf(profile) : null,
    committeeId: committeeIdOf(institute),
    libraryId: institute.library[0] ?? null,
    admissionId: institute.admissionDepart[0] ?? null,
    eventManagerId: eventManagerIdOf(institute),
    rndAuthorityId: authorities.find((a) => isAuthority(a, AUTHORITY_NAMES.rnd))?._id ?? null,
    iqacDetailId:
      authorities.find((a) => isAuthority(a, AUTHORITY_NAMES.iqac))?.iqac_detail ?? null,
  };
}
