// The institutes a site on a live platform serves by configuration (decision 086): the
// platform's API names no institute's hosts, primary host or languages, so the institutes file
// the mirror reads says them, and every host of an institute answers as its primary host does.
import type { Languages, Locale } from "#contract/locales.ts";
import type { MirroredInstitute } from "../config.server.ts";

/** What the configuration says of the institute served on a host. */
export interface LiveInstitute {
  /** The host asked of the platform, and named in canonical links: the file's first. */
  primaryHost: string;
  languages: Languages | null;
}

/** Each configured host's institute. */
export function liveInstitutesByHost(
  institutes: readonly MirroredInstitute[],
): ReadonlyMap<string, LiveInstitute> {
  const byHost = new Map<string, LiveInstitute>();
  for (const { hosts, languages } of institutes) {
    // The file was checked at start (config.server.ts): a host at least, and each language
    // one of LOCALES, named once.
    const [primaryHost] = hosts;
    const offered = (languages ?? []) as Locale[];
    const [first] = offered;
    if (!primaryHost) continue;
    const live: LiveInstitute = {
      primaryHost,
      languages: first ? { default: first, offered } : null,
    };
    for (const host of hosts) byHost.set(host, live);
  }
  return byHost;
}
