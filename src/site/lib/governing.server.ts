// Governing body members (spec 2.9) as the person table shows them, for the institute's and
// the society's governing bodies alike.
import type { EndpointData } from "#contract/index.ts";
import { mediaUrl } from "./media.ts";
import { richTextToPlain } from "./sanitize.server.ts";
import type { PersonRow } from "./view-models.ts";

export function memberRows(
  mediaBaseUrl: string,
  members: EndpointData<"governingMembers">,
): PersonRow[] {
  return members.map((member) => ({
    id: member._id,
    name: member.body_name,
    photo: member.body_photo ? mediaUrl(mediaBaseUrl, member.body_photo) : undefined,
    designation: member.body_designation,
    detail: richTextToPlain(member.body_description),
  }));
}
