// Host → tenant, cached: every request asks, so the answer must cost a map look-up.
import { LRUCache } from "lru-cache";
import type { Queryable } from "#server/store/db.server.ts";
import { tenantIdOfHost } from "#server/store/tenants.server.ts";

const NO_TENANT = "";

export class TenantResolver {
  // Bounded by bytes too: a host name is at most 253 characters.
  private readonly cache = new LRUCache<string, string>({
    max: 20_000,
    maxSize: 2 * 1024 * 1024,
    sizeCalculation: (tenantId, host) => (host.length + tenantId.length) * 2 + 100,
  });
  private readonly primaryHosts = new LRUCache<string, string>({
    max: 20_000,
    maxSize: 2 * 1024 * 1024,
    sizeCalculation: (host, tenantId) => (host.length + tenantId.length) * 2 + 100,
  });

  constructor(private readonly db: Queryable) {}

  /** What the cache already knows: a tenant id, null for no tenant, undefined if unknown. */
  peek(host: string | null): string | null | undefined {
    if (!host) return null;
    const tenantId = this.cache.get(host);
    return tenantId === undefined ? undefined : tenantId === NO_TENANT ? null : tenantId;
  }

  /** The tenant id of a normalised host, or null when no institute is served there. */
  async tenantOf(host: string | null): Promise<string | null> {
    if (!host) return null;
    let tenantId = this.cache.get(host);
    if (tenantId === undefined) {
      tenantId = (await tenantIdOfHost(this.db, host)) ?? NO_TENANT;
      this.cache.set(host, tenantId);
    }
    return tenantId === NO_TENANT ? null : tenantId;
  }

  /** The host canonical URLs of a tenant use. */
  async primaryHost(tenantId: string): Promise<string | null> {
    let host = this.primaryHosts.get(tenantId);
    if (host === undefined) {
      const rows = await this.db.query<{ primary_host: string }>(
        "SELECT primary_host FROM tenant WHERE id = $1",
        [tenantId],
      );
      host = rows[0]?.primary_host ?? NO_TENANT;
      this.primaryHosts.set(tenantId, host);
    }
    return host === NO_TENANT ? null : host;
  }

  clear(): void {
    this.cache.clear();
    this.primaryHosts.clear();
  }
}
