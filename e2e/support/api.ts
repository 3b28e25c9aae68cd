// The one typed way tests read the demo content: the platform API of the server under test,
// through the site's own platform client, on a host that is no tenant's (so every
// institute's content answers, as on the platform).
import { inject } from "vitest";
import type { EndpointData, EndpointName, EndpointQueryInput } from "#contract/index.ts";
import { createPlatformClient, ReadCache, remoteTransport } from "#site/platform/client.server.ts";

export async function readApi<N extends EndpointName>(
  name: N,
  params: Record<string, string>,
  query?: EndpointQueryInput<N>,
): Promise<EndpointData<N>> {
  const client = createPlatformClient(
    remoteTransport(`http://127.0.0.1:${inject("port")}/api`),
    new ReadCache(),
    "e2e",
  );
  const result = await client.read(name, params, query);
  if (!result.ok) throw new Error(`${name} answered ${result.status}`);
  return result.data;
}

/** The institute id a demo host serves. */
export async function instituteOf(host: string): Promise<string> {
  return (await readApi("hostLookup", {}, { filter_by: host })).link_up._id;
}
