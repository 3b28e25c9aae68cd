// One institute's mandatory disclosure report (docs/disclosure.md), read from its bundle as
// imported: only the parts that can hold disclosure leave the store, never its notices.
import { bundle as bundleSchema } from "#contract/bundle.ts";
import type { DisclosureReport } from "#contract/disclosure.ts";
import { disclosureReport } from "#domain/disclosure/evaluate.ts";
import { DISCLOSURE_PARTS, published } from "#domain/disclosure/published.ts";
import type { Queryable } from "#server/store/db.server.ts";
import { listTenants, tenantIdOfHost, UnknownHost } from "#server/store/tenants.server.ts";
import { normaliseHost } from "#server/tenancy/host.server.ts";

const parts = bundleSchema.pick(DISCLOSURE_PARTS);

/** The report of the tenant `tenantId` on the day `on`, or null when there is no such tenant. */
export async function tenantDisclosure(
  db: Queryable,
  tenantId: string,
  on: Date = new Date(),
): Promise<DisclosureReport | null> {
  const rows = await db.query<{ parts: unknown }>(
    "SELECT disclosure AS parts FROM tenant WHERE id = $1",
    [tenantId],
  );
  const row = rows[0];
  return row ? disclosureReport(published(parts.parse(row.parts)), { on }) : null;
}

/** One institute's report, with the origin its evidence's addresses hang under. */
export interface InstituteDisclosure {
  id: string;
  name: string;
  host: string;
  origin: string;
  report: DisclosureReport;
}

/** A host's site address: plain HTTP only for loopback names, which browsers treat so. */
function originOf(host: string): string {
  const loopback = host === "localhost" || host.endsWith(".localhost");
  return `${loopback ? "http" : "https"}://${host}`;
}

/**
 * The reports of the institute served on `host`, or of every institute when `host` is null;
 * an unknown host is an error naming it.
 */
export async function instituteDisclosures(
  db: Queryable,
  host: string | null,
): Promise<InstituteDisclosure[]> {
  const tenants = await listTenants(db);
  let chosen = tenants;
  if (host !== null) {
    const normalised = normaliseHost(host);
    const id = normalised ? await tenantIdOfHost(db, normalised) : null;
    chosen = tenants.filter((t) => t.id === id);
    if (chosen.length === 0) throw new UnknownHost(host);
  }
  const out: InstituteDisclosure[] = [];
  for (const tenant of chosen) {
    const report = await tenantDisclosure(db, tenant.id);
    if (!report) continue;
    out.push({
      id: tenant.id,
      name: tenant.name,
      host: tenant.primary_host,
      origin: originOf(tenant.primary_host),
      report,
    });
  }
  return out;
}
