// Host → tenant, cached: every request asks, so the answer must cost a map look-up.
import { LRUCache } from "lru-cache";
import { languages as languagesSchema } from "#contract/languages.ts";
import { DEFAULT_LANGUAGES, type Languages } from "#contract/locales.ts";
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

  private readonly tenantHosts = new LRUCache<string, readonly string[]>({
    max: 20_000,
    maxSize: 2 * 1024 * 1024,
    sizeCalculation: (hosts, tenantId) =>
      hosts.reduce((size, host) => size + host.length * 2 + 50, tenantId.length * 2 + 100),
  });

  /** Each tenant's content version, and "*" for every tenant's together. */
  private readonly versions = new LRUCache<string, string>({
    max: 20_000,
    maxSize: 2 * 1024 * 1024,
    sizeCalculation: (version, tenantId) => (version.length + tenantId.length) * 2 + 100,
  });

  /** Each tenant's languages (few tenants' settings differ from the default). */
  private readonly languageSettings = new LRUCache<string, Languages>({ max: 20_000 });

  private generation = 0;

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

  /** Every host a tenant is served on, its primary first; none for a tenant not in the store. */
  async hosts(tenantId: string): Promise<readonly string[]> {
    let hosts = this.tenantHosts.get(tenantId);
    if (hosts === undefined) {
      // An import while the store is asked must not leave the older hosts kept.
      const generation = this.generation;
      const rows = await this.db.query<{ host: string }>(
        "SELECT host FROM tenant_host WHERE tenant_id = $1 ORDER BY position",
        [tenantId],
      );
      hosts = rows.map((r) => r.host);
      if (generation === this.generation) this.tenantHosts.set(tenantId, hosts);
    }
    return hosts;
  }

  /** The languages of a tenant's site, as its bundle set them or by default. */
  async languages(tenantId: string): Promise<Languages> {
    let setting = this.languageSettings.get(tenantId);
    if (setting === undefined) {
      const rows = await this.db.query<{ languages: unknown }>(
        "SELECT languages FROM tenant WHERE id = $1",
        [tenantId],
      );
      const parsed = languagesSchema.safeParse(rows[0]?.languages);
      setting = parsed.success ? parsed.data : DEFAULT_LANGUAGES;
      this.languageSettings.set(tenantId, setting);
    }
    return setting;
  }

  /**
   * The version of a tenant's content (or, for null, of every tenant's): when it was last
   * imported, in microseconds. An import replaces the tenant's row, so every import gives a
   * new version; null for a tenant that is not in the store.
   */
  async contentVersion(tenantId: string | null): Promise<string | null> {
    const key = tenantId ?? "*";
    let version = this.versions.get(key);
    if (version === undefined) {
      // A change while the store is asked must not leave the older answer kept.
      const generation = this.generation;
      const rows = await this.db.query<{ version: string | null }>(
        tenantId
          ? "SELECT (extract(epoch FROM imported_at) * 1000000)::bigint::text AS version FROM tenant WHERE id = $1"
          : "SELECT count(*)::text || '-' || coalesce((extract(epoch FROM max(imported_at)) * 1000000)::bigint::text, '') AS version FROM tenant",
        tenantId ? [tenantId] : [],
      );
      version = rows[0]?.version ?? NO_TENANT;
      if (generation === this.generation) this.versions.set(key, version);
    }
    return version === NO_TENANT ? null : version;
  }

  clear(): void {
    this.cache.clear();
    this.primaryHosts.clear();
    this.tenantHosts.clear();
    this.languageSettings.clear();
    this.versions.clear();
    this.generation++;
  }
}

/** When a tenant's content was imported (ISO 8601), from its content version. */
export function importTimeOf(version: string): string {
  return new Date(Number(version) / 1000).toISOString();
}
