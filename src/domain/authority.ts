// The platform's rule for its special authorities (IQAC, RND, NAAC): found by name, not by a
// kind field, because the platform has none.
import type { Authority } from "#contract/index.ts";

/** An authority by its name as the platform spells it, whatever the case or spacing; the
 * platform's own app goes by custom_head_name, so either field names it. */
export function isAuthority(
  authority: Pick<Authority, "name" | "custom_head_name">,
  name: string,
): boolean {
  return [authority.name, authority.custom_head_name].some(
    (field) => field.trim().toUpperCase() === name,
  );
}
