-- How a tenant came to the store when a mirror brought it (issue 60, decision 084): the
-- platform it is read from and when a pass last found it in step. An import of a bundle
-- replaces the tenant's row, and the cascade forgets the mirror with it, so a tenant with no
-- row here came from a bundle.
CREATE TABLE tenant_sync (
  tenant_id text PRIMARY KEY REFERENCES tenant (id) ON DELETE CASCADE,
  origin text NOT NULL,
  synced_at timestamptz NOT NULL
);
